"""Opening one of the app's own files without following a link planted in its place (no Qt).

Anyone who can write into the data folder (a shared or synced folder, a restored backup,
an extracted archive) can put a symbolic link where the app keeps a file of its own: a
lock, a cache. Opened by name, the app would write through the link into whatever it
names, and run as root that is any file of the system. :func:`open_no_follow` opens the
name itself (``O_NOFOLLOW``) and only a plain file: a link, a folder, a pipe or a device
there is refused with one clear reason.

The same goes for a folder of the app's own in the data folder (the caches, the tables):
:func:`own_folder` replaces a link planted in its place by a folder, so a file the app
writes there never lands in, or replaces a file of, the folder the link names.

The autosave and the settings are the exceptions the player may make links on purpose
(to a synced folder): they are written through their links (persistence/atomic.py).
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from pathlib import Path

from metrox_desktop.words import QT_TRANSLATE_NOOP

NO_FOLLOW = getattr(os, "O_NOFOLLOW", 0)  # Windows has no symbolic links to follow here
NOT_PLAIN = QT_TRANSLATE_NOOP("os", "it is not a plain file (a link, a folder or a device)")


def open_no_follow(path: Path, flags: int) -> int:
    """A descriptor of the plain file ``path`` itself, opened with ``flags`` (``os.O_RDWR |
    os.O_CREAT``...; a new file is 0600: the user's alone). Raises OSError:
    ``ELOOP`` with the reason :data:`NOT_PLAIN` when a link, a folder, a pipe or a device
    is there (the target of a link is never opened), or the system's own reason."""
    with contextlib.suppress(FileNotFoundError):  # a device is never even opened
        if not stat.S_ISREG(os.lstat(path).st_mode):
            raise not_plain(path)
    extra = NO_FOLLOW | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NONBLOCK", 0)
    try:  # non-blocking: a pipe planted there never blocks the open
        fd = os.open(path, flags | extra | getattr(os, "O_BINARY", 0), 0o600)
    except OSError as error:
        if error.errno in (errno.ELOOP, errno.EISDIR, errno.ENXIO, errno.EMLINK):
            raise not_plain(path) from None  # EMLINK: FreeBSD's word for a link
        raise
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise not_plain(path)
    except BaseException:
        os.close(fd)
        raise
    return fd


def own_folder(folder: Path) -> Path:
    """``folder``, one of the app's own folders inside the data folder, made if need be;
    a link planted in its place is removed first (what it names is never touched), so the
    app's files go into a folder of its own. Raises OSError. Never the data folder itself,
    which the player may make a link on purpose."""
    if os.path.islink(folder):
        folder.unlink()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def not_plain(path: Path) -> OSError:
    return OSError(errno.ELOOP, NOT_PLAIN, str(path))


def is_not_plain(error: OSError) -> bool:
    """Whether ``error`` is :func:`open_no_follow`'s refusal of a link or a non-file."""
    return error.errno == errno.ELOOP and error.strerror == NOT_PLAIN
