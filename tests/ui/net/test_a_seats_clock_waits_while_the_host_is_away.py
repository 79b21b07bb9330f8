"""The time a seat has left to choose stops while its connection to the host is lost,
and says it waits for the host, where it went on counting down the seconds the host
might never have given (it was put right only once welcomed back); welcomed back, it
shows what the host says is left. Against a real host process on 127.0.0.1, killed and
opened again."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.net.tables import Host
from tests.ui.net.conftest import GAME, STEP, ann_waits
from tests.ui.net.test_a_seat_sees_the_time_left_to_choose import clock_of

pytestmark = pytest.mark.long  # run first: tests/conftest.py

WAITING = "Time left: waiting for the host"


def test_a_seats_clock_stops_while_the_host_is_away_and_goes_on_when_it_is_back(
    qtbot, tmp_path: Path
):
    home = tmp_path / "host"
    host = Host(home, "--players", "2", "--seed", "CLOCK8", "--turn-time", "60")
    waiting = ann_waits(qtbot, tmp_path, host)  # Bo, at the other seat, is slow to choose
    window, seat = waiting.window, waiting.seat
    clock = clock_of(window)
    assert re.fullmatch(r"\d+ s left to choose", clock.text()), clock.text()
    host.kill()  # the host's computer is gone
    qtbot.waitUntil(lambda: seat.lost, timeout=GAME)
    assert clock.isVisible() and clock.text() == WAITING
    qtbot.wait(2500)  # seconds pass: the clock still waits, it counts nothing
    assert clock.text() == WAITING
    again = Host(home, "--room", host.room, listen=host.address)  # the table opens again
    try:
        qtbot.waitUntil(lambda: not seat.lost, timeout=GAME)
        qtbot.waitUntil(lambda: clock.text() != WAITING, timeout=STEP)
        assert re.fullmatch(r"\d+ s left to choose", clock.text()), clock.text()
    finally:
        seat.leave()
        again.stop()
