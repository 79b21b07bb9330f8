"""Open tables found on the network: a real host's beacon, sent to 127.0.0.1 only (the
tests never broadcast), heard by the listener Join a table polls."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Callable
from pathlib import Path

from metrox_desktop.net.beacon import OpenTable, TableListener
from metrox_desktop.net.loop_thread import LoopThread
from tests.net.tables import LOOPBACK, WAIT, App, Host, Raw


def _until(check: Callable[[], bool], timeout: float = WAIT) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "not in time"
        time.sleep(0.05)


def test_a_listener_lists_an_open_table_while_it_has_seats_and_forgets_it_once_it_starts(
    tmp_path: Path,
) -> None:
    changes: list[tuple[OpenTable, ...]] = []
    loop = LoopThread()
    listener = TableListener(0, LOOPBACK, on_change=changes.append, forget_after=1.5)
    try:
        port = loop.submit(listener.start()).result(WAIT)
        host = Host(tmp_path / "host", "--players", "2", "--announce", f"{LOOPBACK}:{port}")
        _until(lambda: len(listener.tables()) == 1)
        (table,) = listener.tables()
        assert (table.address, table.map, table.seats, table.joined) == (
            host.address,
            "tokyo",
            2,
            0,
        )
        # what is not an announcement is dropped; the table stays listed
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as stranger:
            for junk in (b"hello", b"{" * 5000, b'{"type":"metrox-table","port":-1}'):
                stranger.sendto(junk, (LOOPBACK, port))
        ann = Raw(host.port)
        assert ann.hello(host.room, "Ann")["type"] == "welcome"
        _until(lambda: [t.joined for t in listener.tables()] == [1])
        bo = Raw(host.port)
        assert bo.hello(host.room, "Bo")["type"] == "welcome"
        ann.until("card")  # the game started: no seat is open, the table goes
        _until(lambda: listener.tables() == ())
        assert changes[-1] == () and all(len(tables) <= 1 for tables in changes)
        ann.close()
        bo.close()
    finally:
        listener.close()
        loop.stop()


def test_an_announcement_never_carries_the_room_code(tmp_path: Path) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as heard:
        heard.bind((LOOPBACK, 0))
        heard.settimeout(WAIT)
        port = heard.getsockname()[1]
        host = Host(tmp_path / "host", "--players", "3", "--announce", f"{LOOPBACK}:{port}")
        data, sender = heard.recvfrom(4096)
    assert sender[0] == LOOPBACK and len(data) < 1024
    assert host.room.encode() not in data and host.room.lower().encode() not in data
    message = json.loads(data)
    assert message["port"] == host.port and message["seats"] == 3
    assert "room" not in message


def test_an_announcement_address_that_is_not_one_is_refused_in_one_line(tmp_path: Path) -> None:
    host = App(tmp_path, "host", "--listen", f"{LOOPBACK}:0", "--announce", "nowhere")
    assert host.finish() == 2
    assert host.stderr().strip().count("\n") == 0 and "--announce" in host.stderr()
