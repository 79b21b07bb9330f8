"""A host's window deleted without being closed (``deleteLater``, or its parent, the
game window, deleted), so no closeEvent ran: its table stops as closing stops it. The
seats are told the host closed the table, its port answers no more, and its game is
kept for Game > Host a table to open again, where the table ran on unseen, holding its
port, its seats and its lock. A seat of another program on 127.0.0.1 (tests/net/tables.py)."""

from __future__ import annotations

import socket

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from metrox_desktop.persistence import tables
from metrox_desktop.ui.net.host_window import HostWindow
from tests.net.tables import LOOPBACK, Raw
from tests.ui.net.conftest import STEP

GAME = 60_000  # ms for the first card on a loaded machine


@pytest.mark.parametrize("deleted", ["window", "parent"])
def test_a_host_window_deleted_without_closing_stops_its_table(qtbot, deleted: str) -> None:
    parent = QWidget()
    host = HostWindow("tokyo", 2, listen=(LOOPBACK, 0), seed="GONE1", bots=1, parent=parent)
    host.setWindowFlag(Qt.WindowType.Window)  # as Game > Host a table shows it
    host.show()
    qtbot.waitUntil(lambda: host.port > 0, timeout=STEP)
    port, room = host.port, host.room
    bo = Raw(port)  # a person's seat, of another program
    try:
        assert bo.hello(room, "Bo")["type"] == "welcome"
        bo.until("card", timeout=GAME / 1000)  # mid-game
        gone: list[bool] = []
        host.destroyed.connect(lambda *_: gone.append(True))
        (host if deleted == "window" else parent).deleteLater()
        qtbot.waitUntil(lambda: bool(gone), timeout=STEP)
        closed = bo.until("error")
        assert closed["code"] == "closed" and bo.closed()  # told, as closing tells
    finally:
        bo.close()
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection((LOOPBACK, port), timeout=5).close()
    # the game kept, and the table no longer held: Game > Host a table offers it again
    assert [saved["room"] for saved in tables.stopped_tables()] == [room]
