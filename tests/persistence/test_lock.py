"""The data folder's locks: held by one process at a time, gone with a process killed
with SIGKILL, and a folder the player cannot search is one clear reason (as a user
without permission: a child process that drops root's privileges), never a crash."""

from __future__ import annotations

import os
import signal
import struct
import time
from pathlib import Path

import pytest

from metrox_desktop.persistence import recovery
from metrox_desktop.persistence.lock import FLIPPER, GAME, FolderLock
from metrox_desktop.persistence.paths import data_dir

NOBODY = 65534


def in_child(work: object) -> int:
    """Run ``work()`` in a forked child; its exit status (0: it returned)."""
    child = os.fork()
    if child == 0:
        try:
            work()  # type: ignore[operator]
        except BaseException:
            os._exit(1)
        os._exit(0)
    _, status = os.waitpid(child, 0)
    return os.waitstatus_to_exitcode(status)


def test_a_lock_is_one_process_s_and_goes_with_it_when_it_is_killed() -> None:
    ready_r, ready_w = os.pipe()
    child = os.fork()
    if child == 0:  # a window that holds the folder, then is killed
        held = FolderLock(GAME)
        held.acquire()
        os.write(ready_w, b"1")
        time.sleep(60)
        os._exit(0)
    os.read(ready_r, 1)
    mine = FolderLock(GAME)
    try:
        assert not mine.acquire() and mine.holder() == child
        assert FolderLock(FLIPPER).acquire()  # the flipper's room is another lock
        os.kill(child, signal.SIGKILL)
        os.waitpid(child, 0)
        assert mine.acquire() and mine.holder() == os.getpid()  # the stale lock is no lock
        assert in_child(lambda: os._exit(0 if not FolderLock(GAME).acquire() else 3)) == 0
    finally:
        mine.release()


def test_a_data_folder_that_cannot_be_searched_is_a_reason_not_a_crash(tmp_path: Path) -> None:
    if os.geteuid() != 0:
        pytest.skip("needs root to drop to another user")
    home = data_dir().parent
    data_dir().mkdir(parents=True)
    (data_dir() / "autosave.json").write_text("{}", encoding="utf-8")
    home.chmod(0o755)
    data_dir().chmod(0)
    tmp_path.chmod(0o755)
    report_r, report_w = os.pipe()

    def as_nobody() -> None:
        os.setgid(NOBODY)
        os.setuid(NOBODY)
        try:
            FolderLock(GAME).acquire()
        except PermissionError:
            found = recovery.find_unfinished()
            said = "; ".join(found.problems).encode()
            os.write(report_w, struct.pack("<I", len(said)) + said)
            return
        raise AssertionError("the lock was taken in a folder nobody may search")

    try:
        assert in_child(as_nobody) == 0
    finally:
        data_dir().chmod(0o755)
    (size,) = struct.unpack("<I", os.read(report_r, 4))
    said = os.read(report_r, size).decode()
    assert "Permission denied" in said and str(data_dir()) in said
