"""A host's window whose bot stands in for a seat that left, killed mid-game (a real
process, SIGKILL) and opened again, stands in for that seat again: the game goes on
to its end without waiting for a person long gone. An autosave written before the host
kept its stand-ins opens too, its bot playing no seat. Everything is on 127.0.0.1."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from metrox_desktop.persistence import tables
from metrox_desktop.persistence.paths import HOME_VARIABLE
from metrox_desktop.ui.net.host_window import HostWindow
from metrox_desktop.ui.window.main_window import MainWindow
from metrox_desktop.ui.window.table_entries import reopen_table
from tests.net.tables import App, join_to_record, record
from tests.ui.helpers import open_window
from tests.ui.net.conftest import STEP

pytestmark = pytest.mark.long  # run first: tests/conftest.py

GAME = 100_000  # ms (within the test's time limit)


def _turns(app: App) -> int:
    return max((int(line.split()[1]) for line in app.lines if line.startswith("turn ")), default=0)


def _killed_standing_in(tmp_path: Path, seed: str) -> tuple[App, int, int]:
    """A host's window of Ann, Bo and its own bot, killed once Bo left and its bot
    played a card for Bo: Ann's seat (still waiting), Bo's seat, the turns played."""
    home = Path(os.environ[HOME_VARIABLE])  # the window's data folder: the "same computer"
    first = App(home, "3", seed, "1", "stand-in", module="tests.net.host_window_process")
    _, room, _, address = first.wait_for_line("room ").split()
    seats = {name: join_to_record(tmp_path, address, room, name) for name in ("Ann", "Bo")}
    first.wait_for_line("turn 2 resolved", timeout=60)
    seats["Bo"].kill()  # Bo is gone for good
    (left,) = map(int, first.wait_for_line("stood in for ").split()[3:])
    first.wait_for_line(f"turn {_turns(first) + 1} resolved", timeout=60)  # played for Bo
    first.kill()  # mid-game, as a crash or a power cut
    return seats["Ann"], left, _turns(first)


def _reopened(qtbot, window: MainWindow, turns_before: int) -> HostWindow:
    (stopped,) = tables.stopped_tables()
    host = reopen_table(window, stopped)
    assert host is not None
    qtbot.waitUntil(lambda: host.turn >= turns_before, timeout=STEP)  # where it stood
    return host


def _finished(qtbot, host: HostWindow, ann: App, tmp_path: Path, turns_before: int) -> None:
    qtbot.waitUntil(lambda: host.over, timeout=GAME)
    assert ann.finish() == 0, ann.stderr()
    fields = host._future.result(10)
    assert len(fields["turns"]) > turns_before
    assert record(tmp_path / "Ann.json")["turns"] == fields["turns"]
    host.close()


def test_a_reopened_table_plays_on_for_the_seat_its_bot_stood_in_for(qtbot, tmp_path: Path) -> None:
    ann, left, turns_before = _killed_standing_in(tmp_path, "STANDIN1")
    window = open_window(qtbot)
    host = _reopened(qtbot, window, turns_before)
    assert host.names[left] == "Bo" and not host.connected[left]
    assert host.stood_in == {left}  # the window says the bot plays Bo's seat still
    _finished(qtbot, host, ann, tmp_path, turns_before)  # never waiting for Bo


def test_an_autosave_without_stand_ins_opens_with_the_bot_playing_no_seat(
    qtbot, tmp_path: Path
) -> None:
    ann, left, turns_before = _killed_standing_in(tmp_path, "STANDIN2")
    (stopped,) = tables.stopped_tables()
    del stopped["stand_ins"]  # as a version that did not keep them wrote it
    tables.write_host(stopped["room"], stopped)
    window = open_window(qtbot)
    host = _reopened(qtbot, window, turns_before)
    back = [seat != left for seat in range(3)]  # Ann and the host's own bot, not Bo
    qtbot.waitUntil(lambda: host.connected == back, timeout=STEP)
    qtbot.waitUntil(host.stand_in_button.isEnabled, timeout=STEP)
    assert host.stood_in == set()  # the table waits for Bo, as it did then
    host.stand_in_button.click()
    qtbot.waitUntil(lambda: host.stood_in == {left}, timeout=STEP)
    _finished(qtbot, host, ann, tmp_path, turns_before)
