"""A `host` the system stops (SIGTERM: a logout, ``kill``; SIGHUP: its terminal closed)
closes its table as Ctrl+C and a host's window do: each seat is told the host closed
the table (and waits for it to open again), and ``host --room CODE`` opens it again
where it stood. The seats were left to find their connection lost, without a word.
Real processes on 127.0.0.1."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest

from tests.net.tables import Host, Raw


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGHUP])
def test_a_host_stopped_by_the_system_tells_its_seats_and_opens_again(
    tmp_path: Path, number: signal.Signals
) -> None:
    home = tmp_path / "host"
    host = Host(home, "--players", "2", "--seed", "STOP1")
    ann = Raw(host.port)
    token = ann.hello(host.room, "Ann")["token"]
    assert ann.until("seats")["players"] == ["Ann"]
    host.process.send_signal(number)
    error = ann.until("error")
    assert error["code"] == "closed" and ann.closed()
    ann.close()
    assert host.finish() == 128 + number  # stopped by it, as the system asked
    again = Host(home, "--room", host.room)  # the same table, where it stood
    back = Raw(again.port)
    welcome = back.hello(host.room, "Ann", token)
    assert welcome["type"] == "welcome" and welcome["seat"] == 0
    back.close()
