"""The map file format (``metrox-map/1``): the one definition of a map file, and the
values the app uses.

A map file is plain JSON describing one printed sheet: its stations (boxes), its
routes (topology *and* how they are drawn), labels and score boxes. Coordinates are
in sheet units (the printed sheet's pixels), origin top-left, y down.

Station ids are the sheet's grid names (row letter + column, ``A1`` top-left). Players
never see them: game records and the app name a station by route letter and position
(``G3``), see :mod:`metrox_desktop.engine.board`.

Frozen dataclasses whose fields carry their limits as annotated-types constraints and
their defaults, each field's docstring its description in schema.json. A map file a
person gives is checked against them by pydantic (``fileformat.read_checked``, in
loader.py); a built-in map is read against the same definition without pydantic
(``fileformat.read_plainly``), so the window starts without it. The checks of a map's
meaning (ids, topology, geometry) are in validation.py.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import Annotated, Final, Literal

from annotated_types import Ge, Gt, Le, MaxLen, MinLen

from metrox_desktop.fileformat import Finite, FormatPart, Pattern
from metrox_desktop.words import QT_TRANSLATE_NOOP

FORMAT: Final = "metrox-map/1"

# Sizes no real sheet reaches (the printed Tokyo and Osaka maps in brackets), so that a
# file of a few kilobytes cannot make drawing, checking, par or a bot cost minutes.
MAX_STATIONS = 200  # stations on a map (77, 75)
MAX_ROUTES = 26  # routes on a map, one a letter (9, 9)
# Indicator boxes of every route together (23, 23): a game lasts one route card a box,
# and par's search grows with the square of a game's length (docs/ai.md).
MAX_INDICATOR_BOXES = 36
MAX_ROUTE_STATIONS = 60  # stations on one route (16, 18)
MAX_ROUTE_POINTS = 60  # points of one route's drawn path, stations and bends (17, 19)
MAX_PATH_POINTS = 300  # points of every route's path together (129, 110)
MAX_PATH_LENGTH = 30_000  # sheet units of every route's path together (9,377, 6,357)

# Bounds keep hostile files (huge numbers, giant lists) from reaching geometry code.
Coordinate = Annotated[float, Finite(), Ge(-10_000), Le(10_000)]
Length = Annotated[float, Finite(), Gt(0), Le(10_000)]
Colour = Annotated[str, Pattern(r"^#[0-9a-fA-F]{6}$")]
StationId = Annotated[str, Pattern(r"^[A-Za-z0-9_-]{1,16}$")]
RouteLetter = Annotated[str, Pattern(r"^[A-Z]$")]
ShortText = Annotated[str, MaxLen(200)]
LinePattern = Literal[
    "plain",  # one solid colour
    "centre-stripe",  # solid with a darker centre stripe
    "double-stripe",  # two coloured stripes with a light centre line
    "dots",  # white dots along the line
    "dark-dots",  # dark dots along the line
    "dashes",  # light dashes along the line
    "dash-dot",  # a dark dash-dot centre line
    "dash-dot-dot",  # a dark dash-dot-dot centre line
    "triangles",  # white arrowheads pointing along the line
    "stars",  # white stars along the line
]
LabelRole = Literal["title", "note"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Text(FormatPart):
    """A display text in English and Japanese."""

    en: ShortText
    ja: ShortText = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class Point(FormatPart):
    x: Coordinate
    y: Coordinate


@dataclass(frozen=True, slots=True, kw_only=True)
class PathPoint(FormatPart):
    """A point of a route's drawn path (a station centre or a bend).

    ``lane`` places the route's stripe on the segment from this point to the next
    when it runs beside other routes: its offset from the shared centre-line in
    stripe spacings, positive to the left of travel from Start to End. Without it
    the lanes are chosen automatically (see metrox_desktop.maps.geometry).
    """

    x: Coordinate
    y: Coordinate
    lane: Annotated[float, Finite(), Ge(-4), Le(4)] | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Box(FormatPart):
    """An axis-aligned box given by its centre and size."""

    x: Coordinate
    y: Coordinate
    w: Length
    h: Length


@dataclass(frozen=True, slots=True, kw_only=True)
class Sheet(FormatPart):
    width: Length
    height: Length
    background: Colour = "#d5ecec"


@dataclass(frozen=True, slots=True, kw_only=True)
class Station(FormatPart):
    id: StationId
    x: Coordinate
    y: Coordinate
    size: Length = 40.0


@dataclass(frozen=True, slots=True, kw_only=True)
class Route(FormatPart):
    letter: RouteLetter
    """The station-reference prefix in game records (G3)."""
    name: Text
    colour: Colour
    pattern: LinePattern
    """How the line is told apart without colour."""
    accent: Colour | None = None
    """Colour of the pattern's marks; default white, or a darker shade of colour for
    dark-dots, dash-dot and dash-dot-dot."""
    first_bonus: Annotated[int, Ge(1), Le(99)]
    """The crown: first completion."""
    later_bonus: Annotated[int, Ge(1), Le(99)]
    """The diamond: later completions."""
    indicators: Annotated[list[Box], MinLen(1), MaxLen(4)]
    """Indicator boxes, filled leftmost first."""
    badge: Point
    """Centre of the round badge with the route letter."""
    name_at: Point
    """Left end of the printed name, vertical middle of its first line."""
    name_label: ShortText | None = None
    """The name as printed if it differs from name.en (line breaks)."""
    bonus_at: Point
    """Centre of the crown; the diamond sits to its lower right."""
    stations: Annotated[list[StationId], MinLen(1), MaxLen(MAX_ROUTE_STATIONS)]
    """Station ids from Start (nearest the indicator boxes) to End."""
    path: Annotated[list[PathPoint], MinLen(2), MaxLen(MAX_ROUTE_POINTS)]
    """The drawn centre-line from the indicator boxes through every station centre in
    order; extra points are bends."""
    z: Annotated[int, Ge(0), Le(9)] = 0
    """Where lines cross, a route of a higher z is drawn over one of a lower z; of equal
    z, the route earlier in the file is on top."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Label(FormatPart):
    text: Text
    x: Coordinate
    y: Coordinate
    size: Length = 20.0
    """Letter height in sheet units (the font's pixel size)."""
    width: Length | None = None
    """Stretch or squeeze the text to this width."""
    role: LabelRole = "note"
    """A title is drawn in thin single strokes, as printed."""
    colour: Colour | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class ScoreBoxes(FormatPart):
    completion: Box
    """Comp.B"""
    intersection: Box
    """Cross.B"""
    penalty: Box
    """Emp.P"""
    empty: Box
    """X, the number of empty stations."""
    total: Box
    name: Box | None = None
    """The player's name box (Osaka)."""


def _file_key(name: str) -> str:
    """A field's key in a map file: its name, but ``$schema`` for schema_ref."""
    return "$schema" if name == "schema_ref" else name


@dataclass(frozen=True, slots=True, kw_only=True)
class MapSpec(FormatPart):
    """One printed sheet: its stations, routes (topology and drawing), labels, score boxes."""

    __pydantic_config__ = FormatPart.__pydantic_config__ | {"alias_generator": _file_key}

    schema_ref: ShortText | None = None
    """Lets editors find schema.json; ignored otherwise."""
    format: Literal["metrox-map/1"]
    id: Annotated[str, Pattern(r"^[a-z0-9_-]{1,40}$")]
    name: Text
    sheet: Sheet
    stations: Annotated[list[Station], MinLen(1), MaxLen(MAX_STATIONS)]
    routes: Annotated[list[Route], MinLen(1), MaxLen(MAX_ROUTES)]
    labels: Annotated[list[Label], MaxLen(200)] = field(default_factory=list)
    score_boxes: ScoreBoxes

    def __post_init__(self) -> None:
        """A game as long as a printed sheet's, give or take half; every route's path
        together: a few hundred points and a few sheets long."""
        boxes = sum(len(r.indicators) for r in self.routes)
        if boxes > MAX_INDICATOR_BOXES:
            many = QT_TRANSLATE_NOOP(
                "maps", "the routes have {boxes} indicator boxes together; a map has at most {most}"
            )
            raise ValueError(many.format(boxes=boxes, most=MAX_INDICATOR_BOXES))
        points = sum(len(r.path) for r in self.routes)
        if points > MAX_PATH_POINTS:
            many = QT_TRANSLATE_NOOP(
                "maps", "the routes' paths have {points} points together; a map has at most {most}"
            )
            raise ValueError(many.format(points=f"{points:,}", most=f"{MAX_PATH_POINTS:,}"))
        length = sum(
            math.hypot(b.x - a.x, b.y - a.y)
            for r in self.routes
            for a, b in zip(r.path, r.path[1:], strict=False)
        )
        if length > MAX_PATH_LENGTH:
            long = QT_TRANSLATE_NOOP(
                "maps",
                "the routes' paths are {length} units long together; a map's are at most {most}",
            )
            raise ValueError(long.format(length=f"{length:,.0f}", most=f"{MAX_PATH_LENGTH:,}"))


def json_schema() -> dict[str, object]:
    """The JSON Schema of the format, as shipped in resources/maps/schema.json."""
    from metrox_desktop.fileformat import json_schema as schema_of

    schema = schema_of(MapSpec)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://metrox-desktop.invalid/schema/metrox-map-1.json",
        "title": f"MetroX map file ({FORMAT})",
        **{k: v for k, v in schema.items() if k != "title"},
    }


def json_schema_text() -> str:
    """schema.json's exact text (a test keeps the shipped file equal to it)."""
    return json.dumps(json_schema(), indent=1, ensure_ascii=False) + "\n"
