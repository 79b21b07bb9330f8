"""With no unfinished game, the app starts a game like the last one: its map and seats,
not a solo game on the default map."""

from __future__ import annotations

from metrox_desktop.engine.match import Phase
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.seats import parse_seats
from metrox_desktop.ui.window.last_game import last_seats
from tests.ui.helpers import open_window, play_greedily


def test_after_a_finished_table_game_the_next_start_seats_the_same_table(qtbot) -> None:
    first = open_window(qtbot)
    table = parse_seats("Ann,Bo,Bot:greedy")
    first.start_game("osaka", seed="LAST", seats=table)
    play_greedily(first)
    assert first.session.phase is Phase.OVER  # kept in the history: nothing to resume
    first.close()

    settings = Settings.load()  # as the command starts the window
    again = open_window(qtbot)
    again.open_at_start(settings.map_id, settings.deck_id, None, True, last_seats(settings))
    assert again.session.board.map_id == "osaka"
    assert again.session.seats == table
    assert again.session.seed != "LAST" and again.session.turn == 0


def test_after_a_solo_game_the_next_start_is_solo_under_the_default_name(qtbot) -> None:
    first = open_window(qtbot)
    first.start_game("tokyo", seed="ALONE")
    first.close()
    assert last_seats(Settings.load()) is None
