"""One process at a time keeps a data folder's games (no Qt).

Two windows on one data folder would overwrite each other's autosave and archive each
other's games, so the folder has locks: ``game.lock`` for the game window's autosave
and history, ``flipper.lock`` for the card flipper's autosave. A lock is the system's
own (``flock`` on Linux and macOS, ``LockFileEx`` through ``msvcrt`` on Windows) on an
open file: it goes when its process ends, however it ends, so a killed window never
leaves a lock that blocks the next start. The file itself stays; it holds the number
of the process that had it last, for messages only.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

from metrox_desktop.persistence.atomic import not_a_folder
from metrox_desktop.persistence.paths import data_dir

GAME = "game"  # the game window: autosave.json and history/
FLIPPER = "flipper"  # the card flipper: flipper.json

if sys.platform == "win32":  # pragma: no cover - Windows
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True


def lock_path(room: str) -> Path:
    return data_dir() / f"{room}.lock"


class FolderLock:
    """The lock of one room (``GAME``, ``FLIPPER``) of the data folder."""

    def __init__(self, room: str) -> None:
        self.room = room
        self.path = lock_path(room)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the lock: True, or False when another process holds it. Raises OSError
        when the folder cannot hold a lock file (read-only, missing, a file)."""
        if self._fd is not None:
            return True
        problem = not_a_folder(self.path.parent)  # a file there: say so, not "File exists"
        if problem is not None:
            raise problem
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
        try:
            if not _try_lock(fd):
                os.close(fd)
                return False
        except BaseException:
            os.close(fd)
            raise
        with contextlib.suppress(OSError):  # the number is for messages: never a reason to fail
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        self._fd = fd
        return True

    def __del__(self) -> None:
        self.release()

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing the file ends the lock
            self._fd = None

    def holder(self) -> int | None:
        """The number of the process that holds (or last held) the lock, if known."""
        try:
            text = self.path.read_text(encoding="ascii").strip()
        except (OSError, UnicodeDecodeError):
            return None
        return int(text) if text.isdigit() and len(text) < 12 else None
