"""Counted nouns, each in its own plural form: "1 station" / "2 stations".

Qt's ``%n`` takes one count per text, so a sentence with two counts ("13 stations,
2 indicator boxes") is written with one of these phrases per count, put into a
translated sentence: ``tr("{stations}, {boxes}").format(stations=stations(13), ...)``.
The English plural forms are in ``metrox_desktop_en.ts``, the Japanese counters
(点, 個, 本, 枚) in ``metrox_desktop_ja.ts``.

Every score a view shows is written by ``words.points_text`` ("12", "0", "−10"):
one sign for a negative number everywhere, the minus sign the sheet prints
(``words.MINUS``), never the narrower hyphen of Python's ``str(-10)``. They are
defined below Qt, so that the line a player shares writes a score the same way;
:func:`counted_points` puts that sign into Qt's counted phrases.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from metrox_desktop.words import points_text


def counted_points(text: str, n: int) -> str:
    """``text``, translated by Qt with ``%n`` for ``abs(n)`` points ("3 points"), for
    ``n`` points ("\u22123 points"). Qt takes no count below zero: it left "%n" as it
    was ("You win with %n point") and chose the plural form for one."""
    return text.replace(str(-n), points_text(n), 1) if n < 0 else text


class Counted(QObject):
    """The phrases, as methods: pyside6-lupdate finds plural forms only in a class's tr()."""

    def points(self, n: int) -> str:
        return counted_points(self.tr("%n point(s)", None, abs(n)), n)

    def empty_stations(self, n: int) -> str:
        return self.tr("%n empty station(s)", None, n)

    def stations(self, n: int) -> str:
        return self.tr("%n station(s)", None, n)

    def routes(self, n: int) -> str:
        return self.tr("%n route(s)", None, n)

    def indicator_boxes(self, n: int) -> str:
        return self.tr("%n indicator box(es)", None, n)


_COUNTED = Counted()
points = _COUNTED.points  # "1 point", "12 points"
empty_stations = _COUNTED.empty_stations  # "1 empty station", "4 empty stations"
stations = _COUNTED.stations  # "1 station", "13 stations"
routes = _COUNTED.routes  # "1 route", "9 routes"
indicator_boxes = _COUNTED.indicator_boxes  # "1 indicator box", "2 indicator boxes"
