"""A host's window killed mid-game (a real process, SIGKILL) is offered again at the
next Game > Host a table: it opens on the same address with the same room, its own bot
sits again, the seats elsewhere come back by themselves, and the game finishes with
every turn played before the kill kept. Everything is on 127.0.0.1."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from metrox_desktop.engine.match import Phase
from metrox_desktop.persistence import tables
from metrox_desktop.persistence.paths import HOME_VARIABLE
from metrox_desktop.ui.net.host_window import HostWindow
from metrox_desktop.ui.net.seat_link import TableSeat
from metrox_desktop.ui.window.table_entries import (
    ask_to_reopen,
    play_at,
    reopen_table,
    tell_stopped_table,
)
from tests.net.tables import (
    LOOPBACK,
    App,
    Host,
    join,
    join_to_record,
    join_window,
    record,
    totals,
)
from tests.ui.helpers import open_window
from tests.ui.net.conftest import STEP, seated
from tests.ui.net.test_table_across_computers import play_my_seat

pytestmark = pytest.mark.long  # run first: tests/conftest.py

GAME = 100_000  # ms (within the test's time limit)


def _click(button: QMessageBox.StandardButton, seen: list[str]) -> None:
    box = QApplication.activeModalWidget()
    if not isinstance(box, QMessageBox):
        QTimer.singleShot(10, lambda: _click(button, seen))
        return
    seen.append(f"{box.text()} {box.informativeText()}")
    box.button(button).click()


def test_a_killed_host_window_opens_its_table_again_and_the_game_finishes(
    qtbot, tmp_path: Path
) -> None:
    home = Path(os.environ[HOME_VARIABLE])  # the window's data folder: the "same computer"
    first = App(home, "3", "REOPEN1", "1", module="tests.net.host_window_process")
    _, room, _, address = first.wait_for_line("room ").split()
    port = int(address.rpartition(":")[2])
    seats = {name: join_to_record(tmp_path, address, room, name) for name in ("Ann", "Bo")}
    first.wait_for_line("turn 3 resolved", timeout=60)
    first.kill()  # mid-game, as a crash or a power cut
    turns_before = max(int(line.split()[1]) for line in first.lines if line.startswith("turn "))
    assert all(seat.process.poll() is None for seat in seats.values())  # they wait

    window = open_window(qtbot)
    said = tell_stopped_table(window)  # the next start says so
    assert said is not None and room in said and "Host a table" in said
    (stopped,) = tables.stopped_tables()
    assert stopped["room"] == room
    seen: list[str] = []
    QTimer.singleShot(0, lambda: _click(QMessageBox.StandardButton.Yes, seen))
    assert ask_to_reopen(window, stopped) == QMessageBox.StandardButton.Yes
    assert room in seen[0] and f"after turn {turns_before}" in seen[0]
    host = reopen_table(window, stopped)  # announce: none (a test never broadcasts)
    assert host is not None
    qtbot.waitUntil(lambda: host.port == port, timeout=STEP)  # the same address
    assert host.room == room
    qtbot.waitUntil(lambda: host.turn >= turns_before, timeout=STEP)  # where it stood
    qtbot.waitUntil(lambda: host.over, timeout=GAME)
    for seat in seats.values():
        assert seat.finish() == 0, seat.stderr()
    fields = host._future.result(10)
    assert fields["seed"] == "REOPEN1" and sorted(fields["players"]) == ["Ann", "Bo", "Bot 1"]
    assert len(fields["turns"]) > turns_before
    for name in seats:  # every seat's game is the host's, and replays to the same totals
        kept = record(tmp_path / f"{name}.json")
        assert kept["turns"] == fields["turns"] and kept["players"] == fields["players"]
    assert totals(tmp_path, tmp_path / "Ann.json") == totals(tmp_path, tmp_path / "Bo.json")
    assert host.bot_levels == {"Bot 1": "greedy"}  # its own bot sat again, not a new one
    assert tables.stopped_tables() == []  # over: nothing left to offer
    assert tell_stopped_table(window) is None
    host.close()


def test_a_reopened_table_brings_the_game_windows_own_seat_back(qtbot, tmp_path: Path) -> None:
    window = open_window(qtbot)
    first = HostWindow("tokyo", 2, listen=(LOOPBACK, 0), seed="REOPEN2", play_name="Ann")
    play_at(window, first, "Ann")
    qtbot.waitUntil(lambda: first.port > 0, timeout=STEP)
    assert seated(qtbot, window).seat == 0  # before Bo says hello

    bo = join_window(tmp_path / "bo", first, "Bo", "--bot", "greedy", "--patience", "90")
    session = window.session
    qtbot.waitUntil(lambda: session.hosted and session.chooser == 0, timeout=GAME)
    play_my_seat(window)
    qtbot.waitUntil(lambda: session.turn >= 2 and session.chooser == 0, timeout=GAME)
    before = window.findChild(TableSeat)
    first.stop()  # the room closes as it stood, autosaved (as when its process dies)
    first.close()
    (stopped,) = tables.stopped_tables()
    host = reopen_table(window, stopped)
    assert host is not None and host.play_name == "Ann"
    qtbot.waitUntil(lambda: window.findChild(TableSeat) not in (None, before), timeout=STEP)
    seat = window.findChild(TableSeat)

    def over() -> bool:
        play_my_seat(window)
        return seat is not None and seat.kept is not None

    qtbot.waitUntil(over, timeout=GAME)  # the window's seat is Ann's again, to the end
    assert bo.finish() == 0
    assert session.players == ("Ann", "Bo") and session.phase is Phase.OVER
    host.close()


def test_a_table_another_process_hosts_now_is_neither_offered_nor_opened_again(
    qtbot, tmp_path: Path
) -> None:
    home = Path(os.environ[HOME_VARIABLE])  # the window's data folder
    busy = Host(home, "--players", "1", "--room", "BUSY", "--seed", "BUSY1")
    join(tmp_path / "ann", busy, "Ann", "--bot", "greedy", "--think", "0.5", "--patience", "90")
    busy.wait_for_line("turn 1 resolved", timeout=60)
    window = open_window(qtbot)
    assert tables.stopped_tables() == [] and tell_stopped_table(window) is None
    saved = tables.read_host("BUSY")
    assert saved is not None
    seen: list[str] = []
    QTimer.singleShot(0, lambda: _click(QMessageBox.StandardButton.Ok, seen))
    assert reopen_table(window, saved) is None  # a second host of it: refused, in words
    assert "another process of this data folder hosts it now" in seen[0]
    assert f"process {busy.process.pid}" in seen[0]
    busy.kill()  # now it has stopped: offered again, and opens
    (stopped,) = tables.stopped_tables()
    assert stopped["room"] == "BUSY"
    host = reopen_table(window, stopped)
    assert host is not None and host.room == "BUSY"
    host.stop()
    host.close()
