"""Reading a small text file a user hands us (a map, a record, a save), safely.

Shared by the map loader and the record reader: a device or pipe (``/dev/zero``)
would be read forever, a huge file would fill memory, and every way a read can fail
becomes one short reason a player can act on. The JSON of every file the app reads
goes through :func:`parse_json`, which refuses a key given twice. No Qt here.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

from metrox_desktop.words import QT_TRANSLATE_NOOP, os_reason

NOT_REGULAR = QT_TRANSLATE_NOOP("files", "not a regular file")
NO_SUCH_FILE = QT_TRANSLATE_NOOP("files", "no such file")


class UnreadableFile(ValueError):
    """Why a file could not be read as text; the message is a short reason (``words``:
    as marked for translation). ``refused``: why the system would not read it now (no
    file descriptor free, no permission, an I/O error), whatever it holds; else None."""

    def __init__(self, words: str, refused: str | None = None) -> None:
        super().__init__(words)
        self.words = words
        self.refused = refused


def read_small_text(path: Path, limit: int, what: str) -> str:
    """The UTF-8 text of ``path`` (a byte-order mark is fine), at most ``limit`` bytes.

    ``what`` names the kind of file in messages: "a map file", "a game record" (marked
    for translation by the caller: ``QT_TRANSLATE_NOOP("files", "a map file")``).
    """
    try:
        if path.is_dir():  # checked first: Windows refuses to open one as "access denied"
            raise UnreadableFile(
                QT_TRANSLATE_NOOP("files", "is a folder, not {what}").format(what=what)
            )
        if path.exists() and not path.is_file():  # a device or pipe is not even opened
            raise UnreadableFile(NOT_REGULAR)
        # Non-blocking, and checked again on the open file: one swapped in after the
        # check by name is never read, and a pipe never blocks the open.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as stream:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise UnreadableFile(NOT_REGULAR)
            data = stream.read(limit + 1)
    except FileNotFoundError:
        raise UnreadableFile(NO_SUCH_FILE) from None
    except OSError as error:
        raise UnreadableFile(
            QT_TRANSLATE_NOOP("files", "cannot read: {reason}").format(reason=os_reason(error)),
            refused=os_reason(error),
        ) from None
    except UnreadableFile:
        raise
    except ValueError:  # a name no file has: a NUL in it (pasted), or not spelt by the system
        raise UnreadableFile(NO_SUCH_FILE) from None
    if len(data) > limit:
        raise UnreadableFile(
            QT_TRANSLATE_NOOP("files", "file is too large: {what} is at most {limit} bytes").format(
                what=what, limit=limit
            )
        )
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise UnreadableFile(
            QT_TRANSLATE_NOOP("files", "not UTF-8 text (byte {at} is 0x{byte:02x})").format(
                at=error.start, byte=data[error.start]
            )
        ) from None


class DuplicateKey(ValueError):
    """A JSON object with one key twice: JSON readers keep the last silently, but the
    file's author meant one of them (an edit that left the old value above the new)."""

    def __init__(self, key: str) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP("files", "the key {key!r} appears twice in one object").format(
                key=key
            )
        )
        self.key = key
        self.words = str(self)


def parse_json(text: str) -> Any:
    """``json.loads(text)``, refusing an object with a key twice (DuplicateKey, a
    ValueError, as json's own errors are)."""
    return json.loads(text, object_pairs_hook=_once_each)


def _once_each(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise DuplicateKey(key)
        result[key] = value
    return result
