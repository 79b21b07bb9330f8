"""The map file format (`metrox-map/1`) as pydantic models: the checks of a map file's
types and sizes, and schema.json. A file that passes is used as a
:class:`~metrox_desktop.maps.spec.MapSpec` (``MapFile.spec()``).

A map file is plain JSON describing one printed sheet: its stations (boxes), its
routes (topology *and* how they are drawn), labels and score boxes. Coordinates are
in sheet units (the printed sheet's pixels), origin top-left, y down.

Station ids are the sheet's grid names (row letter + column, ``A1`` top-left). Players
never see them: game records and the app name a station by route letter and position
(``G3``), see :mod:`metrox_desktop.engine.board`.
"""

from __future__ import annotations

import math
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, model_validator

from metrox_desktop.maps.spec import LinePattern, MapSpec, map_spec
from metrox_desktop.words import QT_TRANSLATE_NOOP

FORMAT = "metrox-map/1"

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
Coordinate = Annotated[float, Field(ge=-10_000, le=10_000, allow_inf_nan=False)]
Length = Annotated[float, Field(gt=0, le=10_000, allow_inf_nan=False)]
Colour = Annotated[str, StringConstraints(pattern=r"^#[0-9a-fA-F]{6}$")]
StationId = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_-]{1,16}$")]
RouteLetter = Annotated[str, StringConstraints(pattern=r"^[A-Z]$")]
ShortText = Annotated[str, StringConstraints(max_length=200)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Text(_Model):
    """A display text in English and Japanese."""

    en: ShortText
    ja: ShortText = ""


class Point(_Model):
    x: Coordinate
    y: Coordinate


class PathPoint(_Model):
    """A point of a route's drawn path (a station centre or a bend).

    ``lane`` places the route's stripe on the segment from this point to the next
    when it runs beside other routes: its offset from the shared centre-line in
    stripe spacings, positive to the left of travel from Start to End. Without it
    the lanes are chosen automatically (see metrox_desktop.maps.geometry).
    """

    x: Coordinate
    y: Coordinate
    lane: Annotated[float, Field(ge=-4, le=4, allow_inf_nan=False)] | None = None


class Box(_Model):
    """An axis-aligned box given by its centre and size."""

    x: Coordinate
    y: Coordinate
    w: Length
    h: Length


class Sheet(_Model):
    width: Length
    height: Length
    background: Colour = "#d5ecec"


class Station(_Model):
    id: StationId
    x: Coordinate
    y: Coordinate
    size: Length = 40


class Route(_Model):
    letter: RouteLetter = Field(description="The station-reference prefix in game records (G3).")
    name: Text
    colour: Colour
    pattern: LinePattern = Field(description="How the line is told apart without colour.")
    accent: Colour | None = Field(
        default=None,
        description="Colour of the pattern's marks; default white, or a darker shade of"
        " colour for dark-dots, dash-dot and dash-dot-dot.",
    )
    first_bonus: Annotated[int, Field(ge=1, le=99, description="The crown: first completion.")]
    later_bonus: Annotated[int, Field(ge=1, le=99, description="The diamond: later completions.")]
    indicators: Annotated[
        list[Box],
        Field(min_length=1, max_length=4, description="Indicator boxes, filled leftmost first."),
    ]
    badge: Point = Field(description="Centre of the round badge with the route letter.")
    name_at: Point = Field(
        description="Left end of the printed name, vertical middle of its first line."
    )
    name_label: ShortText | None = Field(
        default=None, description="The name as printed if it differs from name.en (line breaks)."
    )
    bonus_at: Point = Field(description="Centre of the crown; the diamond sits to its lower right.")
    stations: Annotated[
        list[StationId],
        Field(
            min_length=1,
            max_length=MAX_ROUTE_STATIONS,
            description="Station ids from Start (nearest the indicator boxes) to End.",
        ),
    ]
    path: Annotated[
        list[PathPoint],
        Field(
            min_length=2,
            max_length=MAX_ROUTE_POINTS,
            description="The drawn centre-line from the indicator boxes through every station"
            " centre in order; extra points are bends.",
        ),
    ]
    z: Annotated[
        int,
        Field(
            ge=0,
            le=9,
            description="Where lines cross, a route of a higher z is drawn over one of a"
            " lower z; of equal z, the route earlier in the file is on top.",
        ),
    ] = 0


class Label(_Model):
    text: Text
    x: Coordinate
    y: Coordinate
    size: Length = 20  # letter height in sheet units (the font's pixel size)
    width: Length | None = None  # stretch or squeeze the text to this width
    role: Literal["title", "note"] = "note"  # a title: thin single strokes, as printed
    colour: Colour | None = None


class ScoreBoxes(_Model):
    completion: Box  # Comp.B
    intersection: Box  # Cross.B
    penalty: Box  # Emp.P
    empty: Box  # X, the number of empty stations
    total: Box
    name: Box | None = None  # the player's name box (Osaka)


class MapFile(_Model):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    # Lets editors find schema.json; ignored otherwise.
    schema_ref: ShortText | None = Field(default=None, alias="$schema")
    format: Literal["metrox-map/1"]
    id: Annotated[str, StringConstraints(pattern=r"^[a-z0-9_-]{1,40}$")]
    name: Text
    sheet: Sheet
    stations: Annotated[list[Station], Field(min_length=1, max_length=MAX_STATIONS)]
    routes: Annotated[list[Route], Field(min_length=1, max_length=MAX_ROUTES)]
    labels: Annotated[list[Label], Field(max_length=200)] = []
    score_boxes: ScoreBoxes

    @model_validator(mode="after")
    def _game_of_reason(self) -> MapFile:
        """A game as long as a printed sheet's, give or take half."""
        boxes = sum(len(r.indicators) for r in self.routes)
        if boxes > MAX_INDICATOR_BOXES:
            many = QT_TRANSLATE_NOOP(
                "maps", "the routes have {boxes} indicator boxes together; a map has at most {most}"
            )
            raise ValueError(many.format(boxes=boxes, most=MAX_INDICATOR_BOXES))
        return self

    @model_validator(mode="after")
    def _drawn_in_reason(self) -> MapFile:
        """Every route's path together: a few hundred points and a few sheets long."""
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
        return self

    def spec(self) -> MapSpec:
        """The map as the app uses it (what a built-in map is read as, too)."""
        return map_spec(self.model_dump())


def json_schema() -> dict[str, object]:
    """The JSON Schema of the format, as shipped in resources/maps/schema.json."""
    schema = MapFile.model_json_schema(by_alias=True, mode="validation")
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://metrox-desktop.invalid/schema/metrox-map-1.json",
        "title": f"MetroX map file ({FORMAT})",
        **{k: v for k, v in schema.items() if k != "title"},
    }


def json_schema_text() -> str:
    """schema.json's exact text (a test keeps the shipped file equal to it)."""
    import json

    return json.dumps(json_schema(), indent=1, ensure_ascii=False) + "\n"
