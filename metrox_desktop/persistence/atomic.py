"""Writing a file so that it is never lost: whole or not at all, and never missing.

:func:`write_text_atomic` writes a temporary file beside the target, flushes and
fsyncs it, checks that the file holds every byte (its size, and its last bytes read
back: a full disk can take part of a write without a word), then renames it over the
target in one step (and fsyncs the folder): a crash or a full disk at any moment
leaves either the old file or the new one under the target's name, never half a file
and never no file. The app's own files also keep the
previous version as ``NAME.bak``, made by linking (or copying) the old file to the
backup name *before* the rename, so the main name is never missing either.

A crash between writing the temporary file and the rename leaves the temporary
file behind (``.NAME.<random>.tmp``): :func:`leftover_temp_files` finds them so
the start-up can recover a game from one, then delete them.

:func:`set_aside` moves a file that cannot be used to a new name that no other
file has, so a damaged file is kept and never replaced by the next one;
:func:`numbered_name` finds a name in a folder that holds no other file (``NAME.json``,
``NAME-2.json``...) for a new game in the history or a folder of records, ``NAME`` made
of what every file system takes (:func:`name_part`).

A target that is a symbolic link to a file stays one (a synced copy keeps updating),
unless the file is only ever the app's own (a cache: ``follow_links=False`` replaces the
link, and :func:`read_own_file` never reads through one): the write goes through the link
to the file it names, atomically there, its ``.bak`` and temporary files beside that
file. A link to nothing is never written through: no file is ever made at a place a
link chooses (a link planted in the data folder, or one into a drive not mounted); the
write is refused, saying where the link leads, and the link is left as it is. A
successful write also removes the temporary files that earlier writes to the same file
left when they were killed (a Save game as cut short must not leave ``.NAME.xxxx.tmp``
in the player's folder for good).
"""

from __future__ import annotations

import contextlib
import errno
import glob
import os
import re
import secrets
import shutil
import stat
from collections.abc import Callable
from pathlib import Path

from metrox_desktop.words import QT_TRANSLATE_NOOP

TEMP_SUFFIX = ".tmp"
TAIL_CHECKED = 4096  # bytes read back after a write: they must be the last ones written
# Why a file was set aside, then its new name (marked for the window's translation).
KEPT_AS = QT_TRANSLATE_NOOP("files", "{reason} (kept as {aside})")


def through_links(path: Path) -> Path:
    """The file ``path`` names: itself, or where its symbolic link (or chain of links)
    leads when that is a file or nothing yet (a write refuses the latter). A link to
    anything else (a device, a folder) is the link itself: replaced, never what it
    names."""
    if not os.path.islink(path):
        return path
    target = Path(os.path.realpath(path))
    try:
        kind = target.lstat().st_mode
    except FileNotFoundError:
        return target  # nothing there: the link's backup and leftovers are looked for there
    except OSError:
        return path
    return target if stat.S_ISREG(kind) else path


def not_a_folder(path: Path) -> OSError | None:
    """Why ``path`` cannot hold files although something is there (None: it is a
    folder, or nothing is there): a file, or a link to nowhere, said as it is."""
    if not os.path.lexists(path) or path.is_dir():
        return None
    return link_to_nothing(path) or NotADirectoryError(
        errno.ENOTDIR, QT_TRANSLATE_NOOP("os", "it is a file, not a folder"), str(path)
    )


def link_to_nothing(path: Path) -> OSError | None:
    """Why ``path`` is never written through: it is a symbolic link whose target does
    not exist (None: it is no such link). Nothing is ever made where a link leads."""
    if not os.path.islink(path) or path.exists():
        return None
    nowhere = QT_TRANSLATE_NOOP(
        "os", "it is a link to {target}, which does not exist (a drive not mounted?)"
    )
    try:
        target = os.readlink(path)
    except OSError:  # replaced meanwhile
        target = "?"
    return FileNotFoundError(errno.ENOENT, nowhere.format(target=target), str(path))


def not_a_file(path: Path | str) -> OSError | None:
    """Why a file written whole beside ``path`` and renamed over it would take the place
    of something that is no file: ``path`` is a device, a named pipe or a socket, or a
    link to one (``--out /dev/null`` run as root replaced the system's /dev/null; a pipe
    another program reads from became a file). None: nothing there, a file, or a folder
    (which the writer refuses as such). A file of the player's choosing is never
    written over one (:func:`write_bytes_atomic`; the command line checks its outputs
    with it before any work)."""
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):  # nothing there (or no name at all): the write says why
        return None
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return None
    return OSError(
        errno.EINVAL,
        QT_TRANSLATE_NOOP(
            "os", "not a file but a device or a pipe, which the file written would replace"
        ),
        str(path),
    )


def backup_path(path: Path) -> Path:
    """Where the previous version of one of the app's own files is kept (beside the
    file a link leads to)."""
    target = through_links(path)
    return target.with_name(target.name + ".bak")


def leftover_temp_files(path: Path) -> list[Path]:
    """Temporary files of writes to ``path`` that never finished, newest first."""
    target = through_links(path)
    with contextlib.suppress(OSError):
        found = [
            p
            for p in target.parent.glob(f".{glob.escape(target.name)}.*{TEMP_SUFFIX}")
            if p.is_file() and not p.is_symlink()
        ]
        return sorted(found, key=modified_time, reverse=True)
    return []


def copies_newest_first(path: Path) -> list[Path]:
    """What may be left of one of the app's own files that is missing or damaged: its
    previous version (``.bak``) and the temporary files of writes that never finished,
    newest first."""
    copies = [p for p in (*leftover_temp_files(path), backup_path(path)) if p.is_file()]
    return sorted(copies, key=modified_time, reverse=True)


def remove_leftovers(path: Path) -> None:
    """Delete the temporary files of unfinished writes to ``path`` (call once what
    they held is safe: the file itself was read or written since)."""
    for leftover in leftover_temp_files(path):
        with contextlib.suppress(OSError):
            leftover.unlink()


def write_text_atomic(
    path: Path, text: str, *, keep_previous: bool = False, follow_links: bool = True
) -> None:
    """Replace ``path`` with ``text`` (UTF-8) in one step; raises OSError.

    ``keep_previous``: keep the old version as ``NAME.bak`` (the app's own files; a
    file in the player's folder gets no extra file beside it). A new file gets the
    ordinary permissions (the umask decides); a replaced file keeps its own, but its
    owner can always read and write it (a settings file of mode 000 would never be
    read again). A folder at ``path`` is refused, never renamed; a link is written
    through, unless ``follow_links`` is False: one of the app's own files (a cache, the
    flipper's autosave), where a link is replaced by the file and what it names is never
    touched (persistence/own_files.py).

    A file of the player's choosing (neither ``keep_previous`` nor ``follow_links``
    False: Save game as, an exported sheet, the command line's outputs) is refused when
    ``path`` is a device, a named pipe or a socket, or a link to one (:func:`not_a_file`):
    it stays as it is. The app's own files replace such a link with a file of their own.
    """
    write_bytes_atomic(
        path, text.encode("utf-8"), keep_previous=keep_previous, follow_links=follow_links
    )


def write_bytes_atomic(
    path: Path, data: bytes, *, keep_previous: bool = False, follow_links: bool = True
) -> None:
    """:func:`write_text_atomic` for bytes (a picture). ``follow_links=False`` (a file
    that is only ever the app's own, such as a cache): a link at ``path`` is replaced by
    the new file, never written through."""
    if path.is_dir() if follow_links else stat.S_ISDIR(_mode_itself(path)):  # refused, not renamed
        raise IsADirectoryError(
            errno.EISDIR, QT_TRANSLATE_NOOP("os", "is a folder, not a file"), str(path)
        )
    refused = not_a_file(path) if follow_links and not keep_previous else None
    if refused is not None:  # the player's: never replaced by the file renamed over it
        raise refused
    path.parent.mkdir(parents=True, exist_ok=True)  # the app's folder, never a link's
    link, path = path, through_links(path) if follow_links else path
    if link != path and not path.is_file():  # a link to nothing: never made there
        raise link_to_nothing(link) or FileNotFoundError(
            errno.ENOENT, QT_TRANSLATE_NOOP("os", "the link leads to no file"), str(path)
        )
    folder = path.parent
    # What is there now, if it may be read: a link not followed is neither copied nor
    # asked its mode (its target is not the app's).
    plain = path.is_file() if follow_links else stat.S_ISREG(_mode_itself(path))
    earlier = leftover_temp_files(path)  # of writes killed before: removed once this one is
    fd, tmp = _create_temp(path)
    try:
        with contextlib.suppress(OSError):
            if plain and os.chmod in os.supports_fd:
                mode = stat.S_IMODE(path.stat().st_mode) | stat.S_IRUSR | stat.S_IWUSR
                os.chmod(fd, mode)  # a replaced file keeps its mode
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
            _check_on_disk(out.fileno(), data)
        if keep_previous and plain:
            _keep_copy(path, backup_path(path))
        os.replace(tmp, path)
    except OSError as error:
        tmp.unlink(missing_ok=True)
        if error.filename is not None:
            raise
        # A write to the open file (a full disk) names no file: the one asked for is said.
        raise OSError(error.errno, error.strerror, str(link)) from error
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_folder(folder)
    for leftover in earlier:
        with contextlib.suppress(OSError):
            leftover.unlink()


def _check_on_disk(fd: int, data: bytes) -> None:
    """Raise OSError unless the file holds all of ``data``: its size, and its last bytes
    read back (a PDF's ``%%EOF``). A full disk may take part of a write without a word."""
    tail = data[-TAIL_CHECKED:]
    whole = os.fstat(fd).st_size == len(data)
    if whole:
        os.lseek(fd, len(data) - len(tail), os.SEEK_SET)
        whole = os.read(fd, len(tail)) == tail
    if not whole:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def _mode_itself(path: Path) -> int:
    """The mode of what ``path`` names itself, a link not followed (0: nothing there)."""
    with contextlib.suppress(OSError):
        return path.lstat().st_mode
    return 0


def read_own_file(path: Path, limit: int) -> bytes | None:
    """The bytes of one of the app's own files (a cache), opened without following a
    link: None when it is missing, a link (planted: never read through, and replaced at
    the next write), not a regular file, unreadable or larger than ``limit`` bytes."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    if os.path.islink(path):  # where O_NOFOLLOW is missing (Windows)
        return None
    try:
        fd = os.open(path, flags | getattr(os, "O_BINARY", 0))  # ELOOP for a link
        with os.fdopen(fd, "rb") as stream:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode) or info.st_size > limit:
                return None
            data = stream.read(limit + 1)
    except OSError:
        return None
    return data if len(data) <= limit else None


def set_aside(path: Path, tag: str = "damaged", *, keep: bool = False) -> Path:
    """Move ``path`` to ``NAME.tag`` (or ``NAME.tag-2``, ``-3``...: a name no file or
    folder has yet) and return the new path; raises OSError if it cannot be moved.
    ``keep``: the file keeps its own name too (the file a player's link names, which
    must never go missing: it is written over next)."""
    for number in range(1, 10_000):
        aside = path.with_name(f"{path.name}.{tag}" + (f"-{number}" if number > 1 else ""))
        try:
            _move_without_replacing(path, aside, keep=keep)
        except FileExistsError:
            continue
        _fsync_folder(path.parent)
        return aside
    raise FileExistsError(
        errno.EEXIST, QT_TRANSLATE_NOOP("os", "no free name to set the file aside"), str(path)
    )


def name_part(text: str) -> str:
    """``text`` (a deal code, a map's id) as part of a file's name that every file
    system takes: each character but ASCII letters, digits, ``_`` and ``-`` made ``_``."""
    return re.sub(r"[^A-Za-z0-9_-]", "_", text)


def numbered_name(folder: Path, stem: str, ours: Callable[[Path], bool], full: str) -> Path:
    """The first of ``stem.json``, ``stem-2.json``... in ``folder`` that no file has
    or whose file ``ours(path)`` says may be taken (the same game, kept earlier);
    raises FileExistsError saying ``full`` when none of 9,999 names is."""
    for number in range(1, 10_000):
        path = folder / (f"{stem}.json" if number == 1 else f"{stem}-{number}.json")
        if not os.path.lexists(path) or ours(path):
            return path
    raise FileExistsError(errno.EEXIST, full, str(folder))


def _temp_name(path: Path) -> Path:
    return path.with_name(f".{path.name}.{secrets.token_hex(6)}{TEMP_SUFFIX}")


def _create_temp(path: Path) -> tuple[int, Path]:
    """A new temporary file beside ``path``. Opened with mode 0o666 like any new file,
    so the umask decides its permissions (mkstemp's 0o600 would stick to a save)."""
    flags = os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)  # read back
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


def _move_without_replacing(source: Path, target: Path, *, keep: bool = False) -> None:
    """Rename that fails with FileExistsError rather than replace ``target`` (``keep``:
    a second name, or a copy, with ``source`` left where it is)."""
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
        if keep:
            shutil.copyfile(source, target)
        else:
            os.rename(source, target)
        return
    if not keep:
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
