"""Every real process a window's table test started is stopped after it, as in tests/net;
a host's window whose table stops before it closes; a table whose first card waits
for the window's own seat; and a peer that answers a seat as a host the test writes."""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from metrox_desktop.ui.net.host_window import HostWindow
from metrox_desktop.ui.net.seat_link import TableSeat
from metrox_desktop.ui.window.main_window import MainWindow
from metrox_desktop.ui.window.table_entries import join_table
from tests.net.conftest import stop_every_process
from tests.net.tables import GAME as GAME_SECONDS
from tests.net.tables import LOOPBACK, WAIT, Host, join
from tests.ui.helpers import open_window

__all__ = ["stop_every_process"]

# Deadlines, never pauses (a passing test waits no longer), as long as a loaded machine
# may need (CI: three test workers on two cores), in ms as qtbot takes them:
GAME = round(GAME_SECONDS * 1000)  # a whole game of a few seats
STEP = round(WAIT * 1000)  # any one step: a table opens, a seat joins, a message arrives


def standings_names(window: HostWindow) -> list[str]:
    """The names a host's window's standings show, from the top."""
    table = window.standings.table
    return [table.item(row, 1).text() for row in range(table.rowCount())]


def seated(qtbot, window: MainWindow) -> TableSeat:
    """The window's seat at a table, once the host has seated it. The host seats in the
    order the seats say hello: a seat process started before this returned may take seat
    0 first (it often does on a loaded machine), and a test that waits for the card to
    ask seat 0 then waits for ever; started after, it takes the next seat."""

    def seat_taken() -> bool:
        seat = window.findChild(TableSeat)
        return seat is not None and seat.seat is not None

    qtbot.waitUntil(seat_taken, timeout=STEP)
    seat = window.findChild(TableSeat)
    assert seat is not None
    return seat


@dataclass
class WaitingForAnn:
    window: MainWindow
    seat: TableSeat
    heard: list[str]  # what the window said to a screen reader


@pytest.fixture
def waiting_for_ann(qtbot, tmp_path: Path) -> Iterator[WaitingForAnn]:
    """The window's seat, Ann, at a real host's table of two whose other seat, Bo, is a
    person slow to choose (a minute a card): the first card is on the table and waits
    for Ann's choice. The seat leaves the table after the test."""
    waiting = ann_waits(
        qtbot, tmp_path, Host(tmp_path / "host", "--players", "2", "--seed", "SLOWBO")
    )
    yield waiting
    waiting.seat.leave()


def ann_waits(qtbot, tmp_path: Path, host: Host) -> WaitingForAnn:
    """A window whose seat, Ann, takes seat 0 at ``host``'s table of two, and Bo the
    other, slow to choose (a minute a card): once the first card waits for Ann."""
    window = open_window(qtbot)
    heard: list[str] = []
    window.reader.announced.connect(heard.append)
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seated(qtbot, window) is seat and seat.seat == 0
    join(tmp_path / "bot", host, "Bo", "--bot", "greedy", "--think", "60")
    session = window.session
    qtbot.waitUntil(lambda: session.hosted and session.chooser == 0, timeout=GAME)
    return WaitingForAnn(window, seat, heard)


@pytest.fixture
def host_window(qtbot) -> Iterator[Callable[..., HostWindow]]:
    """Opens a host's window (HostWindow's arguments), shown and listening. After the
    test its table stops first, as answering Yes to "Close the table?" stops it, and
    then the window closes without asking: a test that failed mid-game fails at once
    instead of leaving that question open over its teardown. (Not qtbot.addWidget:
    pytest-qt closes those before any fixture's teardown, with the question.)"""
    opened: list[HostWindow] = []

    def open_host(*args: Any, **kwargs: Any) -> HostWindow:
        host = HostWindow(*args, **kwargs)
        opened.append(host)
        host.show()
        qtbot.waitUntil(lambda: host.port > 0, timeout=STEP)
        return host

    yield open_host
    for host in opened:
        host.stop()
        host.close()
        host.deleteLater()


@pytest.fixture
def answering_host() -> Iterator[tuple[int, list[dict[str, Any]]]]:
    """A peer on 127.0.0.1 that answers each hello with the messages the test sets, as
    a host of another version, a broken or a hostile one would, then closes the
    connection (its port, the messages)."""
    answers: list[dict[str, Any]] = []
    server = socket.create_server((LOOPBACK, 0))
    server.settimeout(0.2)
    stop = threading.Event()

    def serve() -> None:
        while not stop.is_set():
            try:
                peer, _ = server.accept()
            except TimeoutError:
                continue
            with peer:
                peer.makefile("rb").readline()  # the hello
                peer.sendall(b"".join(json.dumps(answer).encode() + b"\n" for answer in answers))

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    yield server.getsockname()[1], answers
    stop.set()
    thread.join()
    server.close()
