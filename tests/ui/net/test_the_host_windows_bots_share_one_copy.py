"""The bots a host's window seats for itself keep their copy of the table's game once
between them, as the seats of one ``join --seats N`` process do (``net/copies.py``):
one game file that every bot's seat file names. Nothing is lost by it: the window
killed mid-game opens its table again where it stood (the host's own autosave holds
every turn), its bots sit again, and every one of them keeps the whole game. (What a
bot's file held at the kill may be some turns behind: seats never wait for the disk.)
Everything is on 127.0.0.1."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from metrox_desktop.persistence import tables
from metrox_desktop.persistence.paths import HOME_VARIABLE
from metrox_desktop.ui.net.host_window import HostWindow
from metrox_desktop.ui.window.table_entries import reopen_table
from tests.net.tables import LOOPBACK, App
from tests.ui.helpers import open_window
from tests.ui.net.conftest import GAME, STEP

pytestmark = pytest.mark.long  # run first: tests/conftest.py

BOTS = ("Bot 1", "Bot 2", "Bot 3")


def bot_seats(room: str) -> list[dict[str, Any]]:
    """Each bot's seat file, as the app reads it (its copy of the game in ``record``)."""
    kept = [tables.read_seat(room, name) for name in BOTS]
    assert all(seat is not None for seat in kept), kept
    return [seat for seat in kept if seat is not None]


def one_game_file(room: str) -> None:
    """One file holds the game for the three bots, and each one's seat file names it."""
    (game,) = tables.tables_dir().glob("game-*.json")
    assert {seat.get("game") for seat in bot_seats(room)} == {game.name}


def whole_game(fields: dict[str, Any]) -> dict[str, Any]:
    """The host's record of the table, as a seat keeps it (no checksum)."""
    return {field: value for field, value in fields.items() if field != "checksum"}


def test_the_bots_of_a_host_window_keep_one_copy_of_the_whole_game(
    qtbot, host_window: Callable[..., HostWindow]
) -> None:
    host = host_window("tokyo", 3, listen=(LOOPBACK, 0), seed="BOTCOPY1", bots=3)
    qtbot.waitUntil(lambda: host.over, timeout=GAME)
    fields = host._future.result(10)
    qtbot.waitUntil(  # the last write is on a worker thread
        lambda: all(seat["record"] == whole_game(fields) for seat in bot_seats(host.room)),
        timeout=STEP,
    )
    one_game_file(host.room)


def test_the_bots_of_a_killed_host_window_keep_the_game_and_sit_again_to_finish_it(
    qtbot, tmp_path: Path
) -> None:
    home = Path(os.environ[HOME_VARIABLE])  # the window's data folder: the "same computer"
    first = App(home, "3", "BOTCOPY2", "3", module="tests.net.host_window_process")
    _, room, _, _ = first.wait_for_line("room ").split()
    first.wait_for_line("turn 4 resolved", timeout=60)
    first.kill()  # mid-game, as a crash or a power cut
    turns = tables.read_host(room)["record"]["turns"]  # where the table stood
    assert len(turns) >= 4
    window = open_window(qtbot)
    (stopped,) = tables.stopped_tables()
    host = reopen_table(window, stopped)  # announce: none (a test never broadcasts)
    assert host is not None
    qtbot.waitUntil(lambda: host.over, timeout=GAME)
    fields = host._future.result(10)
    assert fields["turns"][: len(turns)] == turns  # what the kill left was the table's
    assert host.bot_levels == dict.fromkeys(BOTS, "greedy")  # its own bots sat again
    qtbot.waitUntil(
        lambda: all(seat["record"] == whole_game(fields) for seat in bot_seats(room)),
        timeout=STEP,
    )
    one_game_file(room)
    host.close()
