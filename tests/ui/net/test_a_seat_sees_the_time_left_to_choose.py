"""At a table whose cards have a time (Host a table's Time for a turn, host
--turn-time), the seat's window shows the time it has left to choose the card beside
the score, and the grace once the time is up, and says it to a screen reader once: the
player learnt of the time only when it had run out. A seat that joins again mid-card
sees what is left of the time (or of the grace), as the host tells it, where it saw no
time at all. Against a real host process on 127.0.0.1."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from metrox_desktop.net.protocol import split_address
from metrox_desktop.persistence import tables
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.net.seat_link import TableSeat
from metrox_desktop.ui.table.autoplay import greedy_choice
from metrox_desktop.ui.window.main_window import MainWindow
from metrox_desktop.ui.window.table_entries import CLOCK_OBJECT, join_table
from tests.net.tables import IN_TIME, Host
from tests.ui.helpers import open_window
from tests.ui.net.conftest import GAME, STEP, ann_waits
from tests.ui.window.test_status_bar_reports import shown_whole

pytestmark = pytest.mark.long  # run first: tests/conftest.py


def test_a_seat_sees_the_time_it_has_left_to_choose_then_the_grace(qtbot, tmp_path: Path):
    host = Host(
        tmp_path / "host", "--players", "2", "--seed", "CLOCK4", "--turn-time", str(IN_TIME),
        "--bot-after-grace",
    )  # fmt: skip
    waiting = ann_waits(qtbot, tmp_path, host)  # Bo, at the other seat, is slow to choose
    window, seat, heard = waiting.window, waiting.seat, waiting.heard
    session = window.session
    clock = window.statusBar().findChild(QLabel, CLOCK_OBJECT)
    assert clock is not None and clock.isVisible()
    left = re.fullmatch(r"(\d+) s left to choose", clock.text())
    assert left is not None and 1 <= int(left[1]) <= IN_TIME, clock.text()

    def hurried() -> list[str]:  # what the clock said to a screen reader
        return [said for said in heard if re.fullmatch(r"\d+ s left to choose", said)]

    qtbot.waitUntil(lambda: bool(hurried()), timeout=GAME)  # as the time grows short
    # the time runs out: the grace, as long again, before the host's bot chooses
    qtbot.waitUntil(lambda: "before the host's bot chooses for you" in clock.text(), timeout=GAME)
    assert "Time is up" in window.statusBar().currentMessage()
    assert len(hurried()) == 1  # said once, not each second
    window.controller.commit(greedy_choice(session, 0))
    assert not clock.isVisible() and clock.text() == ""  # chosen: no time to show
    seat.leave()


def rejoined(qtbot, seat: TableSeat, heard: list[str] | None = None) -> MainWindow:
    """The player's seat, left mid-card (its window closed), taken again in a new window
    by Join a table (the seat it keeps), once the card waits for it again; what the new
    window says to a screen reader goes into ``heard``."""
    seat.leave()
    again = open_window(qtbot)
    if heard is not None:
        again.reader.announced.connect(heard.append)
    last = tables.last_seat()
    assert last is not None
    address = split_address(str(last["host"]))
    assert address is not None
    assert join_table(again, address, str(last["room"]), str(last["name"])) is not None
    qtbot.waitUntil(lambda: again.session.hosted and again.session.chooser == 0, timeout=GAME)
    return again


def clock_of(window: MainWindow) -> QLabel:
    clock = window.statusBar().findChild(QLabel, CLOCK_OBJECT)
    assert clock is not None
    return clock


def test_a_seat_that_joins_again_mid_card_sees_the_time_it_has_left(qtbot, tmp_path: Path):
    host = Host(tmp_path / "host", "--players", "2", "--seed", "CLOCK5", "--turn-time", "60")
    waiting = ann_waits(qtbot, tmp_path, host)
    clock = clock_of(waiting.window)

    def seconds(text: str) -> int:
        left = re.fullmatch(r"(\d+) s left to choose", text)
        assert left is not None, text
        return int(left[1])

    qtbot.waitUntil(lambda: seconds(clock.text()) <= 57, timeout=GAME)  # a few seconds gone
    again = rejoined(qtbot, waiting.seat)
    clock = clock_of(again)
    qtbot.waitUntil(lambda: bool(clock.text()), timeout=STEP)
    assert clock.isVisible() and 1 <= seconds(clock.text()) <= 57  # what is left, not 60


def test_a_seat_that_joins_again_in_the_grace_sees_the_time_before_the_bot_chooses(
    qtbot, tmp_path: Path
):
    host = Host(
        tmp_path / "host", "--players", "2", "--seed", "CLOCK6", "--turn-time", "10",
        "--bot-after-grace",
    )  # fmt: skip
    waiting = ann_waits(qtbot, tmp_path, host)
    clock = clock_of(waiting.window)
    grace = re.compile(r"(\d+) s left before the host's bot chooses for you")

    def graced(text: str) -> int | None:  # seconds left of the grace, None before it
        left = grace.fullmatch(text)
        return None if left is None else int(left[1])

    qtbot.waitUntil(lambda: (graced(clock.text()) or 99) <= 8, timeout=GAME)  # of 10
    heard: list[str] = []
    again = rejoined(qtbot, waiting.seat, heard)
    clock = clock_of(again)
    qtbot.waitUntil(lambda: bool(clock.text()), timeout=STEP)
    left = graced(clock.text())
    assert clock.isVisible() and left is not None and 1 <= left <= 8, clock.text()
    # the host's bot chooses for the seat once the grace runs out: said as late, not away
    late = "Time ran out: the host's bot chose for you on this card."
    qtbot.waitUntil(lambda: late in heard, timeout=GAME)
    assert "While you were away, the host's bot chose for you on this card." not in heard


@pytest.mark.parametrize("language", ["en", "ja"])
def test_in_a_small_window_the_time_left_stays_and_the_report_is_read_whole(
    qtbot, tmp_path: Path, language: str
):
    set_language(language)
    host = Host(
        tmp_path / "host", "--players", "2", "--seed", "CLOCK7", "--turn-time", str(IN_TIME),
        "--bot-after-grace",
    )  # fmt: skip
    waiting = ann_waits(qtbot, tmp_path, host)
    window = waiting.window
    window.resize(720, 480)
    bar, clock = window.statusBar(), clock_of(window)
    late = "Time is up: choose now" if language == "en" else "時間切れ"
    qtbot.waitUntil(lambda: late in bar.currentMessage(), timeout=GAME)
    # the report and the grace left are read whole: the score steps aside for them
    qtbot.waitUntil(lambda: late in bar.currentMessage() and shown_whole(window), timeout=STEP)
    assert clock.isVisible() and clock.text() and not window.score_label.isVisible()
    qtbot.waitUntil(lambda: clock.width() >= clock.sizeHint().width(), timeout=STEP)  # whole
    assert clock.geometry().right() < bar.width()
    bar.clearMessage()  # no report: the score is back beside the clock
    qtbot.waitUntil(window.score_label.isVisible, timeout=STEP)
    assert clock.isVisible()
