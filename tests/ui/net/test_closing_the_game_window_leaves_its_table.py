"""Closing the game window mid-game at a table across computers, while the app runs on
(another of its windows still open): the seat leaves the table as a quit app's would,
and a table hosted here that the window plays a seat at asks before it closes. Real
host and seat processes on 127.0.0.1 (tests/net/tables.py)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from metrox_desktop.engine.rules import TurnResult
from metrox_desktop.engine.state import SheetState
from metrox_desktop.persistence import tables
from metrox_desktop.ui.net.host_window import HostWindow
from metrox_desktop.ui.window.table_entries import join_table, play_at
from tests.net.tables import LOOPBACK, Host, join, join_window
from tests.ui.helpers import answer_question as _answer
from tests.ui.helpers import open_window
from tests.ui.net.conftest import STEP
from tests.ui.net.test_table_across_computers import (
    GAME,
    join_the_last_seat,
    play_my_seat,
    play_to_the_end,
)


def test_a_seat_whose_window_closes_leaves_the_table_and_joins_again_to_its_own_sheet(
    qtbot, tmp_path: Path
):
    host = Host(tmp_path / "host", "--players", "2", "--seed", "CLOSE1")
    join(tmp_path / "bot", host, "Bo", "--bot", "greedy", "--patience", "90")
    window = open_window(qtbot)
    history = open_window(qtbot)  # another window of the app (History, say): it runs on
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seat is not None
    session = window.session
    for _turn in range(3):  # Ann's seat is the one person's here (0 or 1: who joined first)
        qtbot.waitUntil(lambda: session.hosted and session.chooser is not None, timeout=GAME)
        play_my_seat(window)
    ann = seat.seat
    assert ann is not None
    turn = session.turn
    move = session.match.pending_move(ann)  # chosen for the card on the table, then it closes
    assert move is not None

    window.close()
    # the host hears the seat go, as when the app quits: the table knows it is away
    host.wait_for_line(f"seat {ann} disconnected: Ann")

    again = join_the_last_seat(history)  # what Join a table is filled in with at the next start
    back = history.session
    # the welcome brings the turns; the card, and the choice made on it, follow in the
    # card's own message (unless the turn was settled meanwhile)
    qtbot.waitUntil(
        lambda: (
            back.hosted
            and (
                back.turn > turn or (back.turn == turn and back.match.pending_move(ann) is not None)
            )
        ),
        timeout=GAME,
    )
    assert again.seat == ann

    # its own sheet: every turn as it was played, and the choice made before it closed
    def sheets(turns: tuple[TurnResult, ...]) -> list[tuple[SheetState, ...]]:
        return [tuple(move.sheet for move in turn.moves) for turn in turns]

    assert sheets(back.match.history[: turn - 1]) == sheets(session.match.history[: turn - 1])
    if back.turn == turn:  # the card is still on the table
        again_move = back.match.pending_move(ann)
        assert again_move is not None and again_move.chosen == move.chosen
    else:
        assert back.match.history[turn - 1].moves[ann].chosen == move.chosen
    play_to_the_end(qtbot, history, again)


def test_closing_the_window_that_plays_at_a_table_hosted_here_asks_before_the_table_closes(
    qtbot, tmp_path: Path
):
    window = open_window(qtbot)
    host = HostWindow(
        "tokyo", 2, listen=(LOOPBACK, 0), seed="CLOSE2", play_name="Ann", parent=window
    )
    host.show()
    play_at(window, host, "Ann")
    qtbot.waitUntil(lambda: host.port > 0, timeout=STEP)

    join_window(tmp_path / "bot", host, "Bo", "--bot", "greedy")
    session = window.session
    qtbot.waitUntil(lambda: session.hosted and session.chooser is not None, timeout=GAME)
    play_my_seat(window)
    qtbot.waitUntil(lambda: host.turn >= 2, timeout=GAME)

    seen: list[str] = []
    QTimer.singleShot(10, lambda: _answer(QMessageBox.StandardButton.No, seen))
    window.close()
    assert seen == [
        "The game stops for every seat. It can go on later: Game > Host a table"
        " opens it again, and the seats join again by themselves."
    ]
    # No: the table goes on, and so does the window that plays at it
    assert window.isVisible() and host.isVisible() and all(host.connected)

    QTimer.singleShot(10, lambda: _answer(QMessageBox.StandardButton.Yes, seen))
    window.close()
    assert len(seen) == 2
    assert not window.isVisible() and not host.isVisible()
    assert tables.stopped_tables()  # Game > Host a table offers it again


def test_a_seat_whose_window_is_deleted_without_closing_leaves_the_table(qtbot, tmp_path: Path):
    """A game window deleted while it plays a seat (never closed first, so no one told
    the seat to leave): the seat's network thread ends with it, and the host hears the
    seat go, where it played on unseen, its thread telling a deleted seat what it heard."""
    host = Host(tmp_path / "host", "--players", "2", "--seed", "CLOSE3")
    window = open_window(qtbot)
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seat is not None
    qtbot.waitUntil(lambda: seat.seat is not None, timeout=GAME)
    ann, loop = seat.seat, seat.loop
    with qtbot.waitSignal(window.destroyed, timeout=STEP):
        window.deleteLater()
    assert loop.loop.is_closed()  # its thread has ended
    host.wait_for_line(f"seat {ann} disconnected: Ann")
