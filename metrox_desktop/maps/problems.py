"""A problem with a map file, as ``maps check`` prints it and the inspector draws it.

Apart from validation.py so that reading a map needs no geometry library.
"""

from __future__ import annotations

from dataclasses import dataclass

MAX_PROBLEMS = 100  # a hostile file could have millions; the first hundred are enough


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a map file."""

    path: str  # JSON path: "$.routes[2].stations[4]"
    message: str  # marked for translation (words.py) where the app wrote it
    # Where on the sheet, when known: the one place every reader draws it (a station's
    # problem at its box, a route's at its badge).
    point: tuple[float, float] | None = None
    station: int | None = None  # index into the file's stations, when it concerns one
    route: int | None = None  # index into the file's routes, when it concerns one

    def __str__(self) -> str:
        return f"{self.path}: {self.message}"

    @property
    def plain(self) -> str:
        """The problem as a reader wants it: one with the whole file (``$``) without the
        JSON path of the document's root, which means nothing outside the file."""
        return self.message if self.path == "$" else str(self)
