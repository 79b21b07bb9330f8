"""Writing a file so that it is never lost: whole or not at all, and never missing.

:func:`write_text_atomic` writes a temporary file beside the target, flushes and
fsyncs it, then renames it over the target in one step (and fsyncs the folder): a
crash at any moment leaves either the old file or the new one under the target's
name, never half a file and never no file. The app's own files also keep the
previous version as ``NAME.bak``, made by linking (or copying) the old file to the
backup name *before* the rename, so the main name is never missing either.

A crash between writing the temporary file and the rename leaves the temporary
file behind (``.NAME.<random>.tmp``): :func:`leftover_temp_files` finds them so
the start-up can recover a game from one, then delete them.

:func:`set_aside` moves a file that cannot be used to a new name that no other
file has, so a damaged file is kept and never replaced by the next one.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import shutil
import stat
from pathlib import Path

from metrox_desktop.words import QT_TRANSLATE_NOOP

TEMP_SUFFIX = ".tmp"
# Why a file was set aside, then its new name (marked for the window's translation).
KEPT_AS = QT_TRANSLATE_NOOP("files", "{reason} (kept as {aside})")


def backup_path(path: Path) -> Path:
    """Where the previous version of one of the app's own files is kept."""
    return path.with_name(path.name + ".bak")


def leftover_temp_files(path: Path) -> list[Path]:
    """Temporary files of writes to ``path`` that never finished, newest first."""
    with contextlib.suppress(OSError):
        found = [
            p
            for p in path.parent.glob(f".{path.name}.*{TEMP_SUFFIX}")
            if p.is_file() and not p.is_symlink()
        ]
        return sorted(found, key=modified_time, reverse=True)
    return []


def remove_leftovers(path: Path) -> None:
    """Delete the temporary files of unfinished writes to ``path`` (call once what
    they held is safe: the file itself was read or written since)."""
    for leftover in leftover_temp_files(path):
        with contextlib.suppress(OSError):
            leftover.unlink()


def write_text_atomic(path: Path, text: str, *, keep_previous: bool = False) -> None:
    """Replace ``path`` with ``text`` (UTF-8) in one step; raises OSError.

    ``keep_previous``: keep the old version as ``NAME.bak`` (the app's own files; a
    file in the player's folder gets no extra file beside it). A new file gets the
    ordinary permissions (the umask decides); a replaced file keeps its own. A folder
    at ``path`` is refused, never renamed.
    """
    data = text.encode("utf-8")  # a text that cannot be written fails before any file
    if path.is_dir():
        raise IsADirectoryError(
            errno.EISDIR, QT_TRANSLATE_NOOP("os", "is a folder, not a file"), str(path)
        )
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = _create_temp(path)
    try:
        with contextlib.suppress(OSError):
            if path.is_file() and os.chmod in os.supports_fd:
                os.chmod(fd, stat.S_IMODE(path.stat().st_mode))  # a replaced file keeps its mode
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        if keep_previous and path.is_file():
            _keep_copy(path, backup_path(path))
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_folder(folder)


def set_aside(path: Path, tag: str = "damaged") -> Path:
    """Move ``path`` to ``NAME.tag`` (or ``NAME.tag-2``, ``-3``...: a name no file or
    folder has yet) and return the new path; raises OSError if it cannot be moved."""
    for number in range(1, 10_000):
        aside = path.with_name(f"{path.name}.{tag}" + (f"-{number}" if number > 1 else ""))
        try:
            _move_without_replacing(path, aside)
        except FileExistsError:
            continue
        _fsync_folder(path.parent)
        return aside
    raise FileExistsError(
        errno.EEXIST, QT_TRANSLATE_NOOP("os", "no free name to set the file aside"), str(path)
    )


def _temp_name(path: Path) -> Path:
    return path.with_name(f".{path.name}.{secrets.token_hex(6)}{TEMP_SUFFIX}")


def _create_temp(path: Path) -> tuple[int, Path]:
    """A new temporary file beside ``path``. Opened with mode 0o666 like any new file,
    so the umask decides its permissions (mkstemp's 0o600 would stick to a save)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    while True:
        tmp = _temp_name(path)
        try:
            return os.open(tmp, flags, 0o666), tmp
        except FileExistsError:
            continue


def _keep_copy(path: Path, backup: Path) -> None:
    """Make ``backup`` a copy of ``path`` without ``path`` ever going missing: a hard
    link (or a copy where links are not supported) under a temporary name, renamed."""
    link = _temp_name(path)
    try:
        try:
            os.link(path, link)
        except OSError:
            shutil.copyfile(path, link)
        os.replace(link, backup)
    except BaseException:
        link.unlink(missing_ok=True)
        raise


def _move_without_replacing(source: Path, target: Path) -> None:
    """Rename that fails with FileExistsError rather than replace ``target``."""
    # A link is moved as itself, not what it points to (where the platform can tell).
    no_follow = {"follow_symlinks": False} if os.link in os.supports_follow_symlinks else {}
    try:
        os.link(source, target, **no_follow)  # refuses an existing target
    except FileExistsError:
        raise
    except OSError:
        # No hard links here (some file systems): check, then rename.
        if os.path.lexists(target):
            raise FileExistsError(errno.EEXIST, "exists", str(target)) from None
        os.rename(source, target)
        return
    source.unlink()


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; Windows cannot open a folder)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def modified_time(path: Path) -> float:
    """When the file was last written (0 if that cannot be told)."""
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
