"""At the end of a game the panel says the game is over, never to flip another card
(a game of bots ended with no card on the table and asked for a flip), and a finished
game opened from a file shows its ranking (it said the game goes on, and nothing could
show the ranking)."""

from __future__ import annotations

import random
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtGui import QAction

from metrox_desktop.engine.ai import PlayerView, strategy_named
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.persistence import saves
from metrox_desktop.seats import parse_seats
from tests.ui.helpers import before_the_last_turn, open_window

BOTS = parse_seats("A:random,B:random")


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_a_bots_game_ends_saying_the_game_is_over(qtbot, map_id: str) -> None:
    window = open_window(qtbot)
    window.menus.pace_actions[0].trigger()  # instant
    # The bots' game kept before its last card: they play the last turn to the end.
    window.resume_game(before_the_last_turn(map_id, "watch", BOTS))
    session = window.session
    qtbot.waitUntil(lambda: session.phase is Phase.OVER, timeout=30_000)
    prompt = window.panel.hint_label.text()
    assert prompt == "Every indicator box is filled: the game is over."
    assert "flip" not in prompt.lower()
    assert not window.panel.flip_button.isEnabled()


def test_opening_a_finished_game_shows_its_ranking(qtbot, tmp_path: Path) -> None:
    board = Board.load("osaka")
    match = Match.new(board, ["Ann", "Bo"], load_deck(), "done")
    greedy = strategy_named("greedy")
    while not match.game.finished:
        match = match.flip()
        assert match.card is not None
        for player in range(2):
            view = PlayerView(match.game, player, match.card, match.deck)
            pick = greedy.choose(view, random.Random(player))
            match = match.choose(player, pick)
        match = match.resolve()
    path = tmp_path / "finished.json"
    saves.write_save(saves.SavedGame(match, datetime(2026, 1, 2, 3, 4)), path)

    window = open_window(qtbot)
    window.start_game("tokyo", seed="other")
    assert window.open_game(str(path))
    assert window.session.phase is Phase.OVER
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5000)
    assert window.panel.hint_label.text() == "Every indicator box is filled: the game is over."
    assert "goes on" not in window.statusBar().currentMessage()


def test_the_last_turns_banner_leaves_before_the_final_dialog_opens(qtbot) -> None:
    """A route completed on the last turn announced itself over the sheet, and the
    banner (up for two seconds) overlapped the top of the final dialog opening below
    it: the dialog sends it away, and no banner shows while the dialog is up."""
    window = open_window(qtbot)
    window.menus.pace_actions[0].trigger()  # instant
    window.resume_game(before_the_last_turn("tokyo", "watch", BOTS))  # the bots play on
    toast = window.toast
    last_news: list[tuple[str, ...]] = []

    def at_game_over(_scores: object) -> None:
        if not toast.messages():  # this deal's last turn completed nothing: as if it had
            toast.show_message("Ginza completed!  +5")
        last_news.append(toast.messages())

    window.session.game_over.connect(at_game_over)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=30_000)
    assert last_news and last_news[0]  # a banner was up as the game ended
    dialog = window.score_dialog
    qtbot.waitUntil(dialog.isVisible)
    assert toast.messages() == () and not toast.isVisible()
    toast.show_message("Hanzomon completed!  +4")  # news while the dialog is up waits
    assert not toast.isVisible()

    dialog.reject()
    qtbot.waitUntil(lambda: window.score_dialog is None)
    toast.show_message("Ginza completed!  +5")  # the window free again: banners show
    assert toast.isVisible() and toast.messages() == ("Ginza completed!  +5",)


def test_the_end_of_a_game_is_final_and_todays_result_stays_the_days(qtbot) -> None:
    """The last card leaves each sheet one choice only: Undo at the end reopened the game,
    and the forced choice made again ended it a second time, now as practice: the day's
    result was lost from the history. The end is final: Undo is off and says why."""
    from metrox_desktop.sharing.today import daily_deal, today

    deal = daily_deal(today())
    window = open_window(qtbot)
    window.start_game(deal.map_id, seed=deal.code)
    session = window.session
    while session.phase is not Phase.OVER:
        window.controller.flip()
        if session.phase is Phase.CHOOSE:
            session.choose(session.legal_choices()[0])
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5000)
    window.score_dialog.close()
    assert not window.menus.undo_action.isEnabled()
    assert not window.panel.undo_button.isEnabled()
    window.findChild(QAction, "undo_refused_action").trigger()  # Ctrl+Z
    assert window.statusBar().currentMessage() == (
        "Nothing to undo: the game is over and its score is kept."
    )
    assert session.phase is Phase.OVER
    (kept,) = saves.history()
    assert saves.read_save(kept).today == deal.mark()  # the day's result, not practice
