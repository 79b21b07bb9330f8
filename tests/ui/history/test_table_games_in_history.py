"""A table's game across computers in the history: its replay names the seats that were
at other computers as such, and Play from here and Continue go on at this screen with
bots in those seats (the window says so); a table larger than a screen seats is
replayed only, with the reason given."""

from __future__ import annotations

from pathlib import Path

import pytest

from metrox_desktop.engine.match import Phase
from metrox_desktop.persistence import saves
from metrox_desktop.persistence.saves import TABLE_STAND_IN, SaveError, read_save
from metrox_desktop.ui.history.history_model import PLAYERS
from metrox_desktop.ui.history.viewer import ReplayViewer, load_game
from metrox_desktop.ui.table.autoplay import greedy_choice
from metrox_desktop.ui.window import history_entries as entries
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import open_window
from tests.ui.history.test_history_viewer_and_statistics import bot_record, write

TABLE = ["person", "table", "table"]


def _plays_on_with_bots(qtbot, window: MainWindow) -> None:
    """The game on the window is the table's, the others' seats bots that choose."""
    session = window.session
    assert [seat.strategy for seat in session.seats] == [None, TABLE_STAND_IN, TABLE_STAND_IN]
    assert "played by the normal bot" in window.statusBar().currentMessage()
    turn = session.turn
    for _ in range(2):  # the person chooses; the bots' seats choose by themselves
        qtbot.waitUntil(lambda: session.chooser == 0 or session.phase is Phase.FLIP)
        if session.phase is Phase.FLIP:
            session.flip()
        qtbot.waitUntil(lambda: session.chooser == 0, timeout=10_000)
        window.controller.commit(greedy_choice(session, 0))
    qtbot.waitUntil(lambda: session.turn >= turn + 2 and not session.waiting_bots(), timeout=10_000)


def test_a_table_game_replays_naming_the_other_computers_and_plays_on_from_a_turn(
    qtbot, tmp_path: Path
) -> None:
    window = open_window(qtbot)
    record = bot_record("tokyo", "TBL1", TABLE)
    path = write(tmp_path, "table.json", record)
    viewer = ReplayViewer(
        *load_game(path), str(path), play_from=lambda _viewer, r: entries.play_from(window, r)
    )
    qtbot.addWidget(viewer)
    names = [viewer.seat_box.itemText(i) for i in range(3)]
    assert names == ["You", "Bot 1 (at another computer)", "Bot 2 (at another computer)"]
    assert viewer.seat == 0  # the player's own sheet first
    assert "played by the normal bot" in viewer.play_from_button.toolTip()
    viewer.show_position(6)
    viewer.play_from_button.click()
    assert window.session.match.record().turns == record.turns[:6]
    _plays_on_with_bots(qtbot, window)


def test_the_history_lists_the_people_at_other_computers_as_such_never_as_bots(qtbot) -> None:
    window = open_window(qtbot)
    kept = bot_record("tokyo", "TBL4", ["person", "table", "greedy"])
    write(saves.history_dir(), "20260101-090000-tokyo-TBL4.json", kept)
    history = entries.show_history(window)
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: history.model.complete, timeout=10_000)
    players = history.model.index(0, PLAYERS).data()
    # as its replay names them (a friend at another computer was "Bot 1 (bot, table)")
    assert players == "You, Bot 1 (at another computer), Bot 2 (bot, easy)"


def test_continue_goes_on_with_a_left_table_game_with_bots_in_the_other_seats(qtbot) -> None:
    window = open_window(qtbot)
    left = bot_record("osaka", "TBL2", TABLE, turns=5)
    write(saves.history_dir(), "20260101-100000-osaka-TBL2.json", left)
    history = entries.show_history(window)
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: history.model.complete, timeout=10_000)
    history.table.selectRow(0)
    assert history.continue_button.isEnabled()
    assert "played by the normal bot" in history.continue_button.toolTip()
    assert history.continue_game()
    assert window.session.match.record().turns == left.turns
    _plays_on_with_bots(qtbot, window)


def test_a_table_larger_than_a_screen_is_replayed_and_says_why_it_cannot_go_on(
    qtbot, tmp_path: Path
) -> None:
    record = bot_record("tokyo", "TBL3", ["person", *["table"] * 7], turns=8)
    path = write(tmp_path, "eight.json", record)
    viewer = ReplayViewer(*load_game(path), str(path), play_from=lambda _v, _r: True)
    qtbot.addWidget(viewer)
    assert viewer.seat_box.count() == 8
    assert not viewer.play_from_button.isEnabled()
    assert "8 seats cannot go on at one screen" in viewer.play_from_button.toolTip()
    with pytest.raises(SaveError) as refused:
        read_save(path)
    assert "8 seats cannot go on at one screen" in str(refused.value)
    assert "\n" not in str(refused.value) and "no bot strategy" not in str(refused.value)


def test_a_table_of_99_replays_in_a_window_a_screen_holds(qtbot, tmp_path: Path) -> None:
    """Every seat's choice of the turn is listed beside the sheet: at a table of 99 the
    list scrolls in the panel's height, where its 99 lines made the viewer taller than
    any screen (1,689 pixels for its least height), the sheet lost in the middle."""
    record = bot_record("tokyo", "TBL99", ["person", *["table"] * 98], turns=3)
    path = write(tmp_path, "ninety-nine.json", record)
    viewer = ReplayViewer(*load_game(path), str(path), analyse=False)
    qtbot.addWidget(viewer)
    viewer.show()
    viewer.show_position(2)
    assert viewer.moves_label.text().count("\n") == 98  # every seat's choice is there
    assert viewer.minimumSizeHint().height() < 768  # a laptop's screen
    assert viewer.height() <= 820
