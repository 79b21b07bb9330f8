"""Several sheets in one session: a record of two players opens and plays, people
write in seat order, earlier choices stay hidden until the turn resolves, and one
person's undo leaves the others' sheets alone."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import CardKind, load_deck
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.engine.rules import legal_choices
from metrox_desktop.persistence.saves import SavedGame, write_save
from metrox_desktop.seats import parse_seats
from metrox_desktop.ui.table.session import GameSession
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import click_choice, open_window, replace_without_asking


@pytest.fixture(params=["tokyo", "osaka"])
def board(request: pytest.FixtureRequest) -> Board:
    return Board.load(request.param)


def route_card_table(board: Board, seats: str = "Ann,Bo,Cy") -> GameSession:
    """A session of ``seats`` with a route card on the table (free circles played)."""
    session = GameSession()
    session.new_game(board, load_deck(), "table", parse_seats(seats))
    while session.flip().kind is CardKind.FREE:
        for p in range(len(session.seats)):
            session.choose(session.legal_choices(p)[0], p)
    return session


def test_people_write_in_seat_order_and_the_last_choice_resolves(qtbot, board: Board) -> None:
    session = route_card_table(board)
    asked: list[object] = []
    session.chooser_changed.connect(asked.append)
    turn = session.turn
    for p in range(3):
        assert session.chooser == p
        session.choose(session.legal_choices()[0])
    assert asked == [1, 2, None]
    assert session.phase is Phase.FLIP and len(session.match.history) == turn


def test_earlier_choices_stay_hidden_until_the_turn_resolves(qtbot, board: Board) -> None:
    session = route_card_table(board)
    start = session.match.game.sheets[0]
    choice = session.legal_choices(0)[0]
    session.choose(choice, 0)
    # Bo is at the mouse: Ann's sheet, score and preview show nothing of her choice.
    assert session.chooser == 1
    assert session.visible_sheet(0) == start
    assert session.score_of(0).empty_stations == start.empty_stations()
    session.set_reveal_choices(True)  # the teaching option shows it
    assert session.visible_sheet(0) != start
    session.set_reveal_choices(False)
    session.choose(session.legal_choices(1)[0], 1)
    session.choose(session.legal_choices(2)[0], 2)
    written = session.match.history[-1].moves[0].sheet
    assert session.visible_sheet(0).marks == written.marks  # resolved: shown to all


def test_undo_by_one_person_leaves_the_other_sheets_alone(qtbot, board: Board) -> None:
    session = route_card_table(board)
    session.set_reveal_choices(True)
    session.choose(session.legal_choices(0)[0], 0)
    session.choose(session.legal_choices(1)[-1], 1)
    ann, bo = session.visible_sheet(0), session.visible_sheet(1)
    changed: list[int] = []
    session.sheet_changed.connect(changed.append)
    assert session.undo(0)
    assert session.chooser == 0  # Ann chooses again; Bo's choice stands
    assert session.visible_sheet(1) == bo and session.visible_sheet(0) != ann
    assert changed == [0]
    session.choose(session.legal_choices(0)[-1], 0)
    session.choose(session.legal_choices(2)[0], 2)
    assert session.match.history[-1].moves[1].sheet.marks == bo.marks


def test_a_resolved_turn_can_be_undone_until_the_next_flip(qtbot, board: Board) -> None:
    session = route_card_table(board, "Ann,Bo")
    session.choose(session.legal_choices()[0])
    session.choose(session.legal_choices()[0])
    turns = len(session.match.history)
    assert session.phase is Phase.FLIP and session.undo_stack.canUndo()
    assert session.undo()  # Bo, the last to write
    assert session.phase is Phase.CHOOSE and session.chooser == 1
    assert len(session.match.history) == turns - 1
    session.choose(session.legal_choices()[0])
    session.flip()
    assert not session.undo_stack.canUndo()


def two_player_save(tmp_path: Path, map_id: str) -> Path:
    board = Board.load(map_id)
    match = Match.new(board, ["Ann", "Bo"], load_deck(), "two")
    for _ in range(3):
        match = match.flip()
        assert match.card is not None
        for p in range(2):
            match = match.choose(p, legal_choices(board, match.game.sheets[p], match.card)[0])
        match = match.resolve()
    path = tmp_path / "two.json"
    write_save(SavedGame(match, datetime.now()), path)
    return path


def test_open_a_two_player_record_and_play_on_by_clicks(qtbot, tmp_path: Path) -> None:
    window: MainWindow = open_window(qtbot)
    replace_without_asking()  # the second game replaces the first
    for map_id in ("tokyo", "osaka"):
        assert window.open_game(str(two_player_save(tmp_path, map_id)))
        session = window.session
        assert session.players == ("Ann", "Bo") and session.turn == 3
        window.controller.flip()
        assert session.chooser == 0 and window.controller.seat == 0
        click_choice(window, session.legal_choices()[0])
        assert session.chooser == 1 and window.controller.seat == 1  # the mouse passes to Bo
        assert "Bo" in window.panel.hint_label.text()
        click_choice(window, session.legal_choices()[0])
        assert session.phase is Phase.FLIP and session.turn == 4


def test_a_table_with_a_bot_is_autosaved_and_goes_on_with_its_seats(qtbot) -> None:
    from metrox_desktop.ui.table.autoplay import greedy_choice

    seats = parse_seats("Ann,Bot:greedy")
    window = open_window(qtbot)
    window.start_game("osaka", seed="resume", seats=seats)
    session = window.session
    for _ in range(3):
        window.controller.flip()
        click_choice(window, greedy_choice(session))
        qtbot.waitUntil(lambda: session.phase is Phase.FLIP, timeout=5000)
    game = session.match.game
    window.close()
    again = open_window(qtbot)
    again.open_at_start("tokyo", "okazu-20", None)
    resumed = again.session
    assert resumed.seats == seats and resumed.match.game.sheets == game.sheets
    again.controller.flip()
    click_choice(again, greedy_choice(resumed))
    qtbot.waitUntil(lambda: resumed.phase is Phase.FLIP, timeout=5000)  # the bot plays on
    assert resumed.turn == 4


def test_a_choice_made_is_not_silently_replaced(qtbot, board: Board) -> None:
    from metrox_desktop.engine.match import MatchError

    session = route_card_table(board, "Ann,Bo")
    session.choose(session.legal_choices(0)[0], 0)
    with pytest.raises(MatchError, match="undo first"):
        session.choose(session.legal_choices(1)[0], 0)
