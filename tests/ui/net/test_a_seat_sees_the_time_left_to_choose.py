"""At a table whose cards have a time (Host a table's Time for a turn, host
--turn-time), the seat's window shows the time it has left to choose the card beside
the score, and the grace once the time is up, and says it to a screen reader once: the
player learnt of the time only when it had run out. Against a real host process on
127.0.0.1."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from metrox_desktop.ui.table.autoplay import greedy_choice
from metrox_desktop.ui.window.table_entries import CLOCK_OBJECT
from tests.net.tables import Host
from tests.ui.net.conftest import GAME, ann_waits

pytestmark = pytest.mark.long  # run first: tests/conftest.py


def test_a_seat_sees_the_time_it_has_left_to_choose_then_the_grace(qtbot, tmp_path: Path):
    host = Host(
        tmp_path / "host", "--players", "2", "--seed", "CLOCK4", "--turn-time", "4",
        "--bot-after-grace",
    )  # fmt: skip
    waiting = ann_waits(qtbot, tmp_path, host)  # Bo, at the other seat, is slow to choose
    window, seat, heard = waiting.window, waiting.seat, waiting.heard
    session = window.session
    clock = window.statusBar().findChild(QLabel, CLOCK_OBJECT)
    assert clock is not None and clock.isVisible()
    left = re.fullmatch(r"(\d) s left to choose", clock.text())
    assert left is not None and 1 <= int(left[1]) <= 4, clock.text()
    assert clock.text() in heard  # said once, as the time is short
    # the time runs out: the grace, as long again, before the host's bot chooses
    qtbot.waitUntil(lambda: "before the host's bot chooses for you" in clock.text(), timeout=GAME)
    assert "Time is up" in window.statusBar().currentMessage()
    window.controller.commit(greedy_choice(session, 0))
    assert not clock.isVisible() and clock.text() == ""  # chosen: no time to show
    seat.leave()
