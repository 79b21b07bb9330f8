"""Replacing the game of a seat at a table across computers (New game, Today's deal...)
asks first and says what becomes of it: the seat is left, the table's game goes on
there, and Join a table takes the seat back. It said the game "(Tokyo, deal , turn 1)"
was kept in the history, which a table's game is not until its end. A real host
process on 127.0.0.1."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from metrox_desktop.ui.window.replace_check import may_replace
from tests.ui.net.conftest import WaitingForAnn


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
