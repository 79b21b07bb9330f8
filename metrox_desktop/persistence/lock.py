"""One process at a time keeps a data folder's games (no Qt).

Two windows on one data folder would overwrite each other's autosave and archive each
other's games, so the folder has locks: ``game.lock`` for the game window's autosave
and history, ``flipper.lock`` for the card flipper's autosave, ``tables/host-ROOM.lock``
for a hosted table's autosave (persistence/tables.py). A lock is the system's
own (``flock`` on Linux and macOS, ``LockFileEx`` through ``msvcrt`` on Windows) on an
open file: it goes when its process ends, however it ends, so a killed window never
leaves a lock that blocks the next start. The file itself stays; it holds the number
of the process that had it last, for messages only.

A lock file is the app's own and is treated as such (persistence/own_files.py): it is
made 0600 in a 0700 folder, so another account cannot open it to hold it; it is opened
without following a link, and only a plain file of the user's that no other name shares
is ever written (never truncated otherwise). What is found in its place is dealt with,
never a reason to stop keeping games:

- a link (to a file, or to nothing), a pipe, a device, or a file no one can open (another
  account's, mode 000): replaced by a plain file of the user's; the link's target is
  never touched;
- a file the user cannot write (another account's, immutable): locked through a
  read-only descriptor, which ``flock`` takes as well, or replaced when it can be;
- a folder: locked as it is (a folder's descriptor takes ``flock`` too);
- a data folder where no lock file can be made at all (a read-only mount, a folder the
  user may read but not write): a stand-in in the user's private runtime folder
  (persistence/paths.py), named after the data folder's device and inode, so the same
  folder seen through a bind mount or a link has the same stand-in.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import stat
import sys
import time
from pathlib import Path

from metrox_desktop.persistence.atomic import not_a_folder
from metrox_desktop.persistence.own_files import NO_FOLLOW, is_not_plain, open_no_follow
from metrox_desktop.persistence.paths import data_dir, private_folder, runtime_dirs
from metrox_desktop.words import QT_TRANSLATE_NOOP

GAME = "game"  # the game window: autosave.json and history/
FLIPPER = "flipper"  # the card flipper: flipper.json
PID_BYTES = 32  # a lock file of the app's holds a process number and nothing else
_REFUSED = (errno.EACCES, errno.EPERM, errno.EROFS)  # the file or folder is not ours to use

if sys.platform == "win32":  # pragma: no cover - Windows
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _wait_lock(fd: int) -> bool:
        return _try_lock(fd)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _wait_lock(fd: int) -> bool:
        """A short lock (a second or two at most): the folder while a lock file is replaced."""
        deadline = time.monotonic() + 2
        while not _try_lock(fd):
            if time.monotonic() > deadline:
                return False
            time.sleep(0.01)
        return True


def lock_path(room: str) -> Path:
    return data_dir() / f"{room}.lock"


class FolderLock:
    """The lock of one room (``GAME``, ``FLIPPER``) of the data folder; ``folder``: of a
    file in one of its own folders (a hosted table, in ``tables/``)."""

    def __init__(self, room: str, folder: Path | None = None) -> None:
        self.room = room
        self.path = lock_path(room) if folder is None else folder / f"{room}.lock"
        self._fd: int | None = None
        # The file locked, or found held: the data folder's lock file, or its stand-in.
        self.used: Path = self.path
        self.identity: tuple[int, int] | None = None  # its device and inode

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the lock: True, or False when another process holds it. Raises OSError
        when neither the folder nor the user's runtime folder can hold a lock file (the
        data folder missing, a file, or not searchable: its ``filename`` says which)."""
        if self._fd is not None:
            return True
        folder = self.path.parent
        problem = not_a_folder(folder)  # a file there: say so, not "File exists"
        if problem is not None:
            raise problem
        with contextlib.suppress(FileExistsError):  # the user's alone, as the lock in it
            folder.mkdir(parents=True, mode=0o700)
        for _ in range(8):  # again only when a lock file was replaced under this start
            try:
                fd = _open_lock(self.path)
            except OSError as error:
                if error.errno not in _REFUSED or not os.access(folder, os.R_OK | os.X_OK):
                    raise  # the folder itself cannot be used: that is the reason to give
                self.used = self._stand_in(error)
                fd = open_no_follow(self.used, os.O_RDWR | os.O_CREAT)
            taken = self._take(fd)
            if taken is not None:
                return taken
        replaced = QT_TRANSLATE_NOOP("os", "it keeps being replaced")
        raise OSError(errno.EAGAIN, replaced, str(self.path))

    def _take(self, fd: int) -> bool | None:
        """Lock the open file: True, False (held), None (replaced meanwhile: try again)."""
        try:
            info = os.fstat(fd)
            self.identity = (info.st_dev, info.st_ino)
            if not _try_lock(fd):
                os.close(fd)
                return False
            if not _names(self.used, info):  # replaced between the open and the lock
                os.close(fd)
                return None
            if self.used == self.path and not _users(info):  # another account's: the user's own
                replaced = _replace(self.path, info)
                if replaced is not None:
                    os.close(fd)  # the old file's lock goes; the new file is locked next
                    return self._take(replaced)
        except BaseException:
            with contextlib.suppress(OSError):
                os.close(fd)
            raise
        _write_pid(fd, info)
        self._fd = fd
        return True

    def _stand_in(self, error: OSError) -> Path:
        """The lock file in the user's runtime folder for a data folder that cannot hold
        one; raises an OSError naming the data folder's lock file and what to do."""
        folder = os.stat(self.path.parent)  # the folder itself, through any link
        name = f"{self.room}-{folder.st_dev:x}-{folder.st_ino:x}.lock"
        for candidate in runtime_dirs():
            with contextlib.suppress(OSError):
                return private_folder(candidate) / name
        advice = QT_TRANSLATE_NOOP(
            "os",
            "{reason}, and no private folder of yours can hold a lock in its place: remove"
            " it, or make it yours again (sudo chown)",
        )
        raise OSError(error.errno, advice.format(reason=error.strerror), str(self.path))

    def __del__(self) -> None:
        self.release()

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing the file ends the lock
            self._fd = None

    def holder(self) -> int | None:
        """The number of the process that holds (or last held) the lock, if known."""
        found = holders(self.identity) if self.identity is not None else []
        if found:
            return found[0]
        try:
            fd = open_no_follow(self.used, os.O_RDONLY)
        except OSError:
            return None
        with os.fdopen(fd, "rb") as stream:
            text = stream.read(PID_BYTES).decode("ascii", "replace").strip()
        return int(text) if text.isdigit() and len(text) < 12 else None

    def holder_account(self) -> str | None:
        """The name of the account whose process holds the lock, when it is not this
        user's (None: this user's, or not known)."""
        pid = self.holder()
        if pid is None or not hasattr(os, "getuid"):
            return None
        try:
            uid = os.stat(f"/proc/{pid}").st_uid
        except OSError:
            return None
        if uid == os.getuid() or pid not in holders(self.identity):
            return None
        import pwd

        with contextlib.suppress(KeyError):
            return pwd.getpwuid(uid).pw_name
        return str(uid)


def holders(identity: tuple[int, int] | None) -> list[int]:
    """The processes that hold a ``flock`` on the file of (device, inode), from the
    system's table (Linux); empty where it cannot be read."""
    if identity is None:
        return []
    dev, ino = identity
    key = f"{os.major(dev):02x}:{os.minor(dev):02x}:{ino}"
    try:
        table = Path("/proc/locks").read_text(encoding="ascii", errors="replace")
    except OSError:
        return []
    found = []
    for line in table.splitlines():
        match = re.match(r"\d+:\s+FLOCK\s+\S+\s+WRITE\s+(\d+)\s+(\S+)\s", line)
        if match and match[2] == key:
            found.append(int(match[1]))
    return found


def _open_lock(path: Path) -> int:
    """A descriptor to lock as ``path``: the plain file (read and write, else read only),
    a folder as it is, or a new plain file in place of anything else. Raises OSError."""
    try:
        return open_no_follow(path, os.O_RDWR | os.O_CREAT)
    except OSError as error:
        if is_not_plain(error):
            return _open_not_plain(path)
        if error.errno not in _REFUSED:
            raise
        refused = error
    try:
        return open_no_follow(path, os.O_RDONLY)  # flock takes a read-only descriptor too
    except FileNotFoundError:
        raise refused from None  # no file, and none can be made: a read-only folder
    except OSError as error:
        if is_not_plain(error):
            return _open_not_plain(path)
        if error.errno not in _REFUSED:
            raise
    try:
        seen = os.lstat(path)
    except FileNotFoundError:
        raise refused from None
    replaced = _replace(path, seen)  # another account's file that no one may open
    if replaced is None:
        raise refused
    return replaced


def _open_not_plain(path: Path) -> int:
    try:
        seen = os.lstat(path)
    except FileNotFoundError:  # gone meanwhile: the next round makes the file
        return open_no_follow(path, os.O_RDWR | os.O_CREAT)
    if stat.S_ISDIR(seen.st_mode):  # a folder is never removed: it may hold anything
        directory = getattr(os, "O_DIRECTORY", 0)
        return os.open(path, os.O_RDONLY | directory | NO_FOLLOW | getattr(os, "O_CLOEXEC", 0))
    replaced = _replace(path, seen)
    if replaced is None:
        cannot = QT_TRANSLATE_NOOP("os", "it is a link or a device, and cannot be replaced")
        raise OSError(errno.EACCES, cannot, str(path))
    return replaced


def _replace(path: Path, seen: os.stat_result) -> int | None:
    """A new plain file of the user's in place of what ``seen`` found at ``path`` (a
    link is replaced itself, never what it names), opened; None when the folder will not
    take it. Two starts replacing at once take turns on the folder's own lock, and the
    second leaves the first's new file alone."""
    folder = path.parent
    temp = folder / f".{path.name}.{secrets.token_hex(6)}.tmp"
    try:
        guard = os.open(folder, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return None
    try:
        if not _wait_lock(guard):
            return None
        now = os.lstat(path)
        if (now.st_dev, now.st_ino) != (seen.st_dev, seen.st_ino):
            return open_no_follow(path, os.O_RDWR | os.O_CREAT)  # another start's new file
        fd = open_no_follow(temp, os.O_RDWR | os.O_CREAT | os.O_EXCL)
        try:
            os.replace(temp, path)
        except OSError:
            os.close(fd)
            temp.unlink(missing_ok=True)
            return None
        return fd
    except OSError:
        return None
    finally:
        os.close(guard)  # the folder's lock goes with it


def _names(path: Path, info: os.stat_result) -> bool:
    """Whether ``path`` still names the file ``info`` describes."""
    try:
        now = os.lstat(path)
    except OSError:
        return False
    return (now.st_dev, now.st_ino) == (info.st_dev, info.st_ino)


def _users(info: os.stat_result) -> bool:
    return not hasattr(os, "geteuid") or info.st_uid == os.geteuid()


def _write_pid(fd: int, info: os.stat_result) -> None:
    """The process's number, for messages, in a lock file of the user's own: made 0600,
    and written only when it is a plain file with no other name that holds nothing
    else (a file the app did not make is never truncated)."""
    if not (stat.S_ISREG(info.st_mode) and _users(info) and info.st_nlink == 1):
        return
    with contextlib.suppress(OSError):  # the number is for messages: never a reason to fail
        if stat.S_IMODE(info.st_mode) & 0o077 and hasattr(os, "fchmod"):
            os.fchmod(fd, 0o600)  # an older lock, made 0644: another account could hold it
        if info.st_size:
            os.lseek(fd, 0, os.SEEK_SET)
            if info.st_size > PID_BYTES or not os.read(fd, PID_BYTES).strip().isdigit():
                return  # not a lock file the app made
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, f"{os.getpid()}\n".encode("ascii"))
