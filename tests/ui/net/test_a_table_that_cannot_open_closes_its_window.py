"""A table whose port another program holds says why, and its window closes once the
player has read it: it stayed open saying "opening..." under a room code no friend
could join, holding that room. Hosted on 127.0.0.1 only."""

from __future__ import annotations

import socket

from PySide6.QtCore import QTimer

from metrox_desktop.ui.net.host_window import HostWindow
from tests.net.tables import LOOPBACK
from tests.ui.net.conftest import STEP
from tests.ui.net.test_table_across_computers import _answer_warning


def test_a_table_that_cannot_open_closes_its_window_once_it_has_said_why(qtbot) -> None:
    with socket.socket() as taken:  # another program listens on the port
        taken.bind((LOOPBACK, 0))
        taken.listen()
        port = taken.getsockname()[1]
        seen: list[str] = []
        QTimer.singleShot(10, lambda: _answer_warning(seen))
        host = HostWindow("tokyo", 2, listen=(LOOPBACK, port), room="SHUT42")
        closed: list[bool] = []
        host.destroyed.connect(lambda: closed.append(True))  # closed, it deletes itself
        host.show()
        qtbot.waitUntil(lambda: len(seen) == 1, timeout=STEP)
        assert f"No table at port {port}" in seen[0]
        qtbot.waitUntil(lambda: closed == [True], timeout=STEP)
    # the room is free again: the same table opens on a free port
    again = HostWindow("tokyo", 2, listen=(LOOPBACK, 0), room="SHUT42")
    qtbot.addWidget(again)
    again.show()
    qtbot.waitUntil(lambda: again.port > 0, timeout=STEP)
    again.stop()
