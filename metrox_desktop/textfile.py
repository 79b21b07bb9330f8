"""Reading a small text file a user hands us (a map, a record, a save), safely.

Shared by the map loader and the record reader: a device or pipe (``/dev/zero``)
would be read forever, a huge file would fill memory, and every way a read can fail
becomes one short reason a player can act on. No Qt here.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


class UnreadableFile(ValueError):
    """Why a file could not be read as text; the message is a short reason."""


def read_small_text(path: Path, limit: int, what: str) -> str:
    """The UTF-8 text of ``path`` (a byte-order mark is fine), at most ``limit`` bytes.

    ``what`` names the kind of file in messages: "a map file", "a game record".
    """
    try:
        if path.is_dir():  # checked first: Windows refuses to open one as "access denied"
            raise UnreadableFile(f"is a folder, not {what}")
        if path.exists() and not path.is_file():  # a device or pipe is not even opened
            raise UnreadableFile("not a regular file")
        # Non-blocking, and checked again on the open file: one swapped in after the
        # check by name is never read, and a pipe never blocks the open.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as stream:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise UnreadableFile("not a regular file")
            data = stream.read(limit + 1)
    except FileNotFoundError:
        raise UnreadableFile("no such file") from None
    except OSError as error:
        raise UnreadableFile(f"cannot read: {error.strerror or error}") from None
    if len(data) > limit:
        raise UnreadableFile(f"file is too large: {what} is at most {limit} bytes")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise UnreadableFile(
            f"not UTF-8 text (byte {error.start} is 0x{data[error.start]:02x})"
        ) from None
