"""Replacing the game of a seat at a table across computers (New game, Today's deal...)
asks first and says what becomes of it: the seat is left, the table's game goes on
there, and Join a table takes the seat back. It said the game "(Tokyo, deal , turn 1)"
was kept in the history, which a table's game is not until its end. A real host
process on 127.0.0.1."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from metrox_desktop.ui.net.join_dialog import JoinDialog
from metrox_desktop.ui.net.seat_link import TableSeat
from metrox_desktop.ui.window.replace_check import may_replace
from metrox_desktop.ui.window.table_entries import join_table_dialog
from tests.net.tables import LOOPBACK, Host
from tests.ui.net.conftest import GAME, WaitingForAnn, ann_waits
from tests.ui.net.test_table_across_computers import join_the_last_seat
from tests.ui.waiting import handle_queued_events


def test_replacing_a_seats_game_says_the_seat_is_left_and_the_game_goes_on(
    waiting_for_ann: WaitingForAnn,
) -> None:
    window = waiting_for_ann.window
    asked: list[str] = []

    def answer(tries: int = 500) -> None:  # looked for five seconds, no longer
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            if tries:
                QTimer.singleShot(10, lambda: answer(tries - 1))
            return
        asked.append(box.informativeText())
        box.reject()  # Cancel: the seat stays

    QTimer.singleShot(10, answer)
    assert not may_replace(window, window.session, "New game")
    (said,) = asked
    assert said == (
        "You leave your seat at the table's game (Tokyo, turn 1): the game goes on there"
        " without you, and Game > Join a table takes your seat back."
    )
    assert window.session.hosted  # still at the table


def test_joining_another_table_from_a_seat_asks_first_and_no_leaves_the_seat_as_it_was(
    waiting_for_ann: WaitingForAnn,
) -> None:
    """Game > Join a table, at a seat of a game under way, for another table: asked
    first, as New game asks (the seat was left at once, and the table waited for it)."""
    window, seat = waiting_for_ann.window, waiting_for_ann.seat
    asked: list[str] = []

    def answer(tries: int = 500) -> None:  # the dialog, filled in; then the question
        shown = QApplication.activeModalWidget()
        if isinstance(shown, JoinDialog):
            shown.address.setText(f"{LOOPBACK}:47301")
            shown.room.setText("OTHER2")
            shown.name.setText("Ann")
            shown.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
        elif isinstance(shown, QMessageBox):
            asked.append(shown.informativeText())
            shown.reject()  # Cancel
            return
        if tries:
            QTimer.singleShot(10, lambda: answer(tries - 1))

    QTimer.singleShot(10, answer)
    assert join_table_dialog(window) is None
    assert len(asked) == 1 and asked[0].startswith("You leave your seat at the table's game")
    assert window.findChild(TableSeat) is seat and not seat.lost  # still seated, connected
    assert window.session.hosted and window.session.chooser == 0


def test_taking_the_seat_back_in_the_same_window_says_nothing_of_leaving_it(
    qtbot, tmp_path: Path
) -> None:
    """The seat left mid-game and taken back by Join a table in the same window: the
    window's game is the table's, and nothing is said to go (it said "You leave your
    seat at the table's game..." as the seat came back)."""
    waiting = ann_waits(qtbot, tmp_path, Host(tmp_path / "host", "--players", "2"))
    window, heard = waiting.window, waiting.heard
    waiting.seat.leave()  # (Join a table lets it go)
    back = join_the_last_seat(window)
    session = window.session
    qtbot.waitUntil(lambda: back.playing and session.chooser == 0, timeout=GAME)
    handle_queued_events(qtbot)
    said = [window.statusBar().currentMessage(), *heard]
    assert not any("You leave your seat" in text for text in said), said
    back.leave()
