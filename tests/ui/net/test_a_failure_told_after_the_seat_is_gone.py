"""A table's run that fails after its seat's window was closed is told to no one, quietly."""

from __future__ import annotations

import concurrent.futures

from PySide6.QtCore import QObject, Signal
from shiboken6 import delete

from metrox_desktop.ui.net.seat_link import tell_failure


class Listener(QObject):
    heard = Signal(str, object)


def test_a_failure_after_the_seat_was_deleted_raises_nothing(qapp: object) -> None:
    seat = Listener()
    heard = seat.heard
    delete(seat)  # the window closed: Qt deleted the seat before its run ended
    failed: concurrent.futures.Future[None] = concurrent.futures.Future()
    failed.set_exception(ConnectionResetError("the host went away"))
    tell_failure(heard, failed)  # raised "Signal source has been deleted" from a callback


def test_a_failure_is_told_to_a_seat_still_there(qapp: object) -> None:
    seat = Listener()
    told: list[tuple[str, object]] = []
    seat.heard.connect(lambda kind, details: told.append((kind, details)))
    failed: concurrent.futures.Future[None] = concurrent.futures.Future()
    error = ConnectionResetError("the host went away")
    failed.set_exception(error)
    tell_failure(seat.heard, failed)
    assert told == [("failed", {"error": error})]
