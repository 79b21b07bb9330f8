"""A map as the app uses it: plain frozen values, read without pydantic.

The file format and its checks are in :mod:`metrox_desktop.maps.schema` (pydantic,
for map files a person gives the app, ``maps check`` and schema.json). A file that
passes them becomes these values, and so does a built-in map, read straight from its
JSON here: the window starts without loading pydantic (a tenth of a second), and the
built-in maps are checked by the tests, which also keep both ways of reading them equal.
Field names and meanings are the format's (see schema.py for each field's description);
a field a file may leave out takes its default in ``map_spec``, as in the schema.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

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
T = TypeVar("T")


@dataclass(frozen=True, slots=True, kw_only=True)
class Text:
    """A display text in English and Japanese."""

    en: str
    ja: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Point:
    x: float
    y: float


@dataclass(frozen=True, slots=True, kw_only=True)
class PathPoint:
    """A point of a route's drawn path; ``lane``: its stripe's place beside other routes."""

    x: float
    y: float
    lane: float | None


@dataclass(frozen=True, slots=True, kw_only=True)
class Box:
    """An axis-aligned box given by its centre and size."""

    x: float
    y: float
    w: float
    h: float


@dataclass(frozen=True, slots=True, kw_only=True)
class Sheet:
    width: float
    height: float
    background: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Station:
    id: str
    x: float
    y: float
    size: float


@dataclass(frozen=True, slots=True, kw_only=True)
class Route:
    letter: str
    name: Text
    colour: str
    pattern: LinePattern
    accent: str | None
    first_bonus: int
    later_bonus: int
    indicators: list[Box]
    badge: Point
    name_at: Point
    name_label: str | None
    bonus_at: Point
    stations: list[str]
    path: list[PathPoint]
    z: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Label:
    text: Text
    x: float
    y: float
    size: float
    width: float | None
    role: LabelRole
    colour: str | None


@dataclass(frozen=True, slots=True, kw_only=True)
class ScoreBoxes:
    completion: Box
    intersection: Box
    penalty: Box
    empty: Box
    total: Box
    name: Box | None


@dataclass(frozen=True, slots=True, kw_only=True)
class MapSpec:
    """One printed sheet: its stations, routes (topology and drawing), labels, score boxes."""

    id: str
    name: Text
    sheet: Sheet
    stations: list[Station]
    routes: list[Route]
    labels: list[Label]
    score_boxes: ScoreBoxes


Data = Mapping[str, Any]


def map_spec(data: Data) -> MapSpec:
    """The map in a JSON object that is known to be a valid map file (a built-in map, or
    one the schema has checked). Anything else raises KeyError, TypeError or ValueError;
    the schema then tells what is wrong."""
    scores = data["score_boxes"]
    return MapSpec(
        id=str(data["id"]),
        name=_text(data["name"]),
        sheet=Sheet(
            width=float(data["sheet"]["width"]),
            height=float(data["sheet"]["height"]),
            background=str(data["sheet"].get("background", "#d5ecec")),
        ),
        stations=[
            Station(
                id=str(s["id"]), x=float(s["x"]), y=float(s["y"]), size=float(s.get("size", 40))
            )
            for s in data["stations"]
        ],
        routes=[_route(r) for r in data["routes"]],
        labels=[_label(label) for label in data.get("labels", ())],
        score_boxes=ScoreBoxes(
            completion=_box(scores["completion"]),
            intersection=_box(scores["intersection"]),
            penalty=_box(scores["penalty"]),
            empty=_box(scores["empty"]),
            total=_box(scores["total"]),
            name=_maybe(_box, scores.get("name")),
        ),
    )


def _route(r: Data) -> Route:
    return Route(
        letter=str(r["letter"]),
        name=_text(r["name"]),
        colour=str(r["colour"]),
        pattern=r["pattern"],
        accent=_maybe(str, r.get("accent")),
        first_bonus=int(r["first_bonus"]),
        later_bonus=int(r["later_bonus"]),
        indicators=[_box(b) for b in r["indicators"]],
        badge=_point(r["badge"]),
        name_at=_point(r["name_at"]),
        name_label=_maybe(str, r.get("name_label")),
        bonus_at=_point(r["bonus_at"]),
        stations=[str(s) for s in r["stations"]],
        path=[
            PathPoint(x=float(p["x"]), y=float(p["y"]), lane=_maybe(float, p.get("lane")))
            for p in r["path"]
        ],
        z=int(r.get("z", 0)),
    )


def _label(label: Data) -> Label:
    return Label(
        text=_text(label["text"]),
        x=float(label["x"]),
        y=float(label["y"]),
        size=float(label.get("size", 20)),
        width=_maybe(float, label.get("width")),
        role=label.get("role", "note"),
        colour=_maybe(str, label.get("colour")),
    )


def _text(t: Data) -> Text:
    return Text(en=str(t["en"]), ja=str(t.get("ja", "")))


def _point(p: Data) -> Point:
    return Point(x=float(p["x"]), y=float(p["y"]))


def _box(b: Data) -> Box:
    return Box(x=float(b["x"]), y=float(b["y"]), w=float(b["w"]), h=float(b["h"]))


def _maybe(read: Callable[[Any], T], value: object) -> T | None:
    return None if value is None else read(value)
