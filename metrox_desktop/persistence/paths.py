"""Where the app keeps its files: platformdirs folders under one replaceable root.

A portable install (and every test) sets ``METROX_DESKTOP_HOME``: every file goes
under it, and nothing touches the user's own folders. It is read each time a path is
asked for, so nothing here keeps state.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from pathlib import Path

from platformdirs import PlatformDirs

from metrox_desktop.words import QT_TRANSLATE_NOOP

APP = "metrox-desktop"
HOME_VARIABLE = "METROX_DESKTOP_HOME"


def _base() -> Path | None:
    env = os.environ.get(HOME_VARIABLE)
    return Path(env) if env else None


def config_dir() -> Path:
    base = _base()
    return base / "config" if base else Path(PlatformDirs(APP, appauthor=False).user_config_dir)


def data_dir() -> Path:
    """Saved games, statistics (later)."""
    base = _base()
    return base / "data" if base else Path(PlatformDirs(APP, appauthor=False).user_data_dir)


def runtime_dirs() -> list[Path]:
    """Folders for the handover sockets and for a lock that cannot be in the data folder,
    best first: ``$XDG_RUNTIME_DIR`` when it is the user's own and private, the system's
    ``/run/user/UID`` likewise, then ``/tmp/metrox-desktop-UID`` (never ``$TMPDIR``: every
    start of the user's must look in the same places). Not checked yet: see
    :func:`private_folder`. None on Windows (its pipes are the session's)."""
    if not hasattr(os, "getuid"):  # pragma: no cover - Windows
        return []
    uid = os.getuid()
    found = [Path(env) / APP for env in (os.environ.get("XDG_RUNTIME_DIR"),) if env]
    found.append(Path(f"/run/user/{uid}") / APP)
    found.append(Path(f"/tmp/{APP}-{uid}"))
    return list(dict.fromkeys(found))


def private_folder(path: Path) -> Path:
    """``path``, made if need be, once it is a folder of this user's that no one else can
    reach (mode 0700; a parent of a runtime folder must be private too). Raises OSError
    saying why not: another user's, a link, too open and not the user's to change."""
    if path.parent != Path("/tmp"):  # $XDG_RUNTIME_DIR or /run/user/UID: private itself
        _check_private(path.parent, fix=False)
    with contextlib.suppress(FileExistsError):
        path.mkdir(mode=0o700)
    _check_private(path, fix=True)
    return path


def _check_private(path: Path, fix: bool) -> None:
    info = path.lstat()  # a link is not followed: someone else's folder could be behind it
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid():
        raise PermissionError(
            errno.EPERM, QT_TRANSLATE_NOOP("os", "not a private folder of this user"), str(path)
        )
    if stat.S_IMODE(info.st_mode) & 0o077:
        if not fix:
            raise PermissionError(
                errno.EPERM, QT_TRANSLATE_NOOP("os", "others can reach this folder"), str(path)
            )
        os.chmod(path, 0o700)  # the folder just checked: a folder of the user's, no link
