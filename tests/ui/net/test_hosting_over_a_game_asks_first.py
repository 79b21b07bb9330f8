"""Game > Host a table with "I play a seat at this computer", over a game under way,
asks first, as New game and Join a table ask ("Host a table: this replaces the game
under way", and where the old game goes); a host who only watches leaves the window's
game alone and is not asked. The menu's own path, with the window's announcing of
tables off (tests/ui/helpers.py): no beacon, and the window's seat joins on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from metrox_desktop.persistence import saves, tables
from metrox_desktop.persistence.saves import read_save
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.net.host_dialog import HostDialog
from metrox_desktop.ui.net.host_window import HostWindow
from metrox_desktop.ui.net.seat_link import TableSeat
from metrox_desktop.ui.table.autoplay import play_turns
from metrox_desktop.ui.window.main_window import MainWindow
from metrox_desktop.ui.window.table_entries import play_at
from tests.net.tables import LOOPBACK, join_window
from tests.ui.helpers import open_window
from tests.ui.net.conftest import STEP

GAME = 60_000  # ms for a table of one seat to start on a loaded machine


@pytest.fixture
def window(qtbot) -> MainWindow:
    """A game window with a game under way (Tokyo, deal OLDONE, turn 3)."""
    shown = open_window(qtbot)
    shown.start_game("tokyo", seed="OLDONE")
    play_turns(shown.session, 3)
    assert not shown.announces_tables  # a test's table is announced to nobody
    return shown


@contextmanager
def tables_stopped_after(window: MainWindow) -> Iterator[None]:
    """A table the window hosted stops and closes without asking after the block, and
    its seat leaves: before pytest-qt closes the window, whose closing would ask
    "Close the table?" of a table still going."""
    try:
        yield
    finally:
        for host in window.findChildren(HostWindow):
            host.stop()
            host.close()
        seat = window.findChild(TableSeat)
        if seat is not None:
            seat.leave()


def host_from_the_menu(
    window: MainWindow, plays: bool, *answers: QMessageBox.StandardButton
) -> list[str]:
    """Game > Host a table: a table of one seat on any free port, the host playing it
    or not; each question that comes answered by the next of ``answers``. What the
    questions said."""
    asked: list[str] = []
    answered: list[QMessageBox] = []  # held: a new box is never taken for an old one
    done: list[bool] = []  # the menu's command returned: nothing more to answer

    def fill(tries: int = 1000) -> None:
        if done:
            return
        shown = QApplication.activeModalWidget()
        if isinstance(shown, HostDialog):
            shown.seats.setValue(1)
            shown.bots.setValue(0)
            shown.port.setValue(0)  # any free port: tests run side by side
            shown.plays.setChecked(plays)
            shown.name.setText("Ann")
            shown.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
        elif isinstance(shown, QMessageBox) and shown not in answered:
            answered.append(shown)
            asked.append(f"{shown.text()} {shown.informativeText()}")
            shown.button(answers[len(asked) - 1]).click()
        if tries:
            QTimer.singleShot(10, lambda: fill(tries - 1))

    QTimer.singleShot(10, fill)
    window.menus.host_table_action.trigger()
    done.append(True)
    assert len(asked) <= len(answers)
    return asked


def test_hosting_with_a_seat_over_a_game_asks_and_cancel_keeps_the_game(
    window: MainWindow,
) -> None:
    with tables_stopped_after(window):
        (asked,) = host_from_the_menu(window, True, QMessageBox.StandardButton.Cancel)
        assert asked.startswith("Host a table: this replaces the game under way.")
        assert "(Tokyo, deal OLDONE, turn 3) is kept in the history" in asked
        assert window.findChildren(HostWindow) == []  # no table opened
        session = window.session
        assert session.seed == "OLDONE" and session.turn == 3 and not session.hosted
        assert saves.history() == []  # nothing moved
        try:  # in Japanese, by the menu command's name
            set_language("ja")
            (asked,) = host_from_the_menu(window, True, QMessageBox.StandardButton.Cancel)
            assert asked.startswith("卓を開く：進行中のゲームを置き換えます。")
        finally:
            set_language("en")
        assert window.session.turn == 3 and window.findChildren(HostWindow) == []


def test_hosting_with_a_seat_replaces_the_game_once_accepted_and_keeps_it_in_history(
    qtbot, window: MainWindow
) -> None:
    with tables_stopped_after(window):
        (asked,) = host_from_the_menu(window, True, QMessageBox.StandardButton.Yes)
        assert f"is kept in the history of games, in {saves.history_dir()}" in asked
        (host,) = window.findChildren(HostWindow)
        assert host.isVisible() and host.play_name == "Ann"
        session = window.session
        qtbot.waitUntil(lambda: session.hosted, timeout=GAME)  # the table's game, here
        assert session.seed != "OLDONE" and window.findChild(TableSeat).client.room == host.room
        qtbot.waitUntil(lambda: len(saves.history()) == 1, timeout=STEP)
        (kept,) = saves.history()  # the old game, where the question said
        old = read_save(kept).match
        assert old.deck.seed == "OLDONE" and len(old.history) == 3
        # and the status bar says it again once the table's card is up, as New game does
        said = window.statusBar().currentMessage()
        assert "(Tokyo, deal OLDONE, turn 3) is kept in the history of games" in said, said
        # then the card's own words (the table's deal is random: a route card or a free circle)
        card_words = (
            "Choose a route: hover to preview, click to write.",
            "Free circle: click any empty station to circle it.",
        )
        assert said.endswith(card_words), said


def test_hosting_without_a_seat_leaves_the_game_and_asks_nothing(qtbot, window: MainWindow) -> None:
    with tables_stopped_after(window):
        assert host_from_the_menu(window, False, QMessageBox.StandardButton.Cancel) == []
        (host,) = window.findChildren(HostWindow)
        assert host.isVisible() and host.play_name is None
        qtbot.waitUntil(lambda: host.port > 0, timeout=STEP)
        session = window.session  # the window plays on, at no table
        assert session.seed == "OLDONE" and session.turn == 3 and not session.hosted
        assert window.findChild(TableSeat) is None and saves.history() == []


def test_opening_a_stopped_table_again_asks_when_another_game_took_the_windows_seat(
    qtbot, window: MainWindow
) -> None:
    yes, cancel = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.Cancel
    with tables_stopped_after(window):
        first = HostWindow("tokyo", 1, listen=(LOOPBACK, 0), seed="STOPPED", play_name="Ann")
        play_at(window, first, "Ann")
        session = window.session
        qtbot.waitUntil(lambda: session.hosted and session.card is not None, timeout=GAME)
        first.stop()  # the room closes as it stood, autosaved (as when its process dies)
        first.close()
        (stopped,) = tables.stopped_tables()
        window.start_game("osaka", seed="MINE2")  # the window plays on, another game
        play_turns(session, 2)

        asked = host_from_the_menu(window, True, yes, cancel)  # Open it again? Yes
        assert len(asked) == 2 and stopped["room"] in asked[0]
        assert asked[1].startswith("Host a table: this replaces the game under way.")
        assert "(Osaka, deal MINE2, turn 2)" in asked[1]
        assert window.findChildren(HostWindow) == []  # Cancel: not opened
        assert session.seed == "MINE2" and session.turn == 2 and not session.hosted

        asked = host_from_the_menu(window, True, yes, yes)
        assert len(asked) == 2
        (host,) = window.findChildren(HostWindow)
        assert host.room == stopped["room"] and host.play_name == "Ann"

        def back_at_the_seat() -> bool:
            seat = window.findChild(TableSeat)
            return seat is not None and seat.playing and seat.client.room == host.room

        qtbot.waitUntil(back_at_the_seat, timeout=GAME)  # the table's game, here again
        qtbot.waitUntil(lambda: len(saves.history()) == 2, timeout=STEP)
        kept = [read_save(path).match.deck.seed for path in saves.history()]
        assert sorted(kept) == ["MINE2", "OLDONE"]  # each replaced game, where it was said


def test_a_full_tables_first_card_says_who_came_last_then_where_the_old_game_went(
    qtbot, window: MainWindow, tmp_path
) -> None:
    """The last seats to come, in a burst (a process of two), are said before the first
    card, and where the window's game went with the card's words after them: the news
    of who came last came a moment after the card and hid both."""
    heard: list[str] = []
    window.reader.announced.connect(heard.append)
    with tables_stopped_after(window):
        host = HostWindow(  # the game window's, as Game > Host a table makes it: stopped after
            "tokyo", 3, listen=(LOOPBACK, 0), seed="FULL3", play_name="Ann", parent=window
        )
        play_at(window, host, "Ann")
        qtbot.waitUntil(lambda: host.port > 0 and "Ann" in host.names, timeout=GAME)
        join_window(tmp_path / "bots", host, "Bo", "--seats", "2", "--think", "30")
        session, bar = window.session, window.statusBar()
        qtbot.waitUntil(lambda: session.hosted and session.chooser == 0, timeout=GAME)
        went = "(Tokyo, deal OLDONE, turn 3) is kept in the history of games"
        qtbot.waitUntil(lambda: any(went in said for said in heard), timeout=STEP)
        joined = [said for said in heard if "3 of 3 seats are taken" in said]
        assert joined and heard.index(joined[-1]) < heard.index(next(s for s in heard if went in s))
        said = bar.currentMessage()
        assert went in said and said.endswith(
            "Ann, your choice. Choose a route: hover to preview, click to write."
        ), said
