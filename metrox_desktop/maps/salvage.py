"""What can still be read of a map file that does not fit the format, so that ``maps
check`` and the inspector find every problem of it, not only the format's first ones.

A part that does not fit (a station of negative size, a route whose colour is not a
colour) is mended where the format has a default for what is wrong, or where a route can
be drawn without it (its colour, pattern, name, bonuses, badge); else it is left out.
What remains is a map like any other, checked for its meaning (validation.py) and drawn
by the inspector; each problem found in it is renumbered to the file's own places (the
third station kept may be the file's fifth). Every part is read by the one definition of
the format (spec.py, through ``fileformat.read_checked``): nothing here says what a map
file is.

Also here: where on the sheet a problem of the format is, read from the file's own
numbers where they are numbers (a station's box whose size is wrong is still at its x
and y).
"""

from __future__ import annotations

import dataclasses
import math
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from metrox_desktop.fileformat import read_checked
from metrox_desktop.maps.problems import Problem
from metrox_desktop.maps.spec import (
    FORMAT,
    MAX_ROUTES,
    MAX_STATIONS,
    Box,
    Label,
    MapSpec,
    Route,
    ScoreBoxes,
    Sheet,
    Station,
    Text,
)

T = TypeVar("T")
StandIn = Callable[[dict[str, Any]], Any]  # a value for a field, from the part's raw keys
Place = tuple[tuple[float, float] | None, int | None, int | None]  # point, station, route

MENDINGS = 4  # rounds of mending one part: each mends what the format named wrong
EDGE = 100.0  # room around everything drawn, for a sheet whose size cannot be read
LARGEST = 10_000.0  # the largest length the format allows


@dataclass(frozen=True)
class Salvage:
    """The map as far as it can be read, and the file's index of each part kept."""

    spec: MapSpec
    stations: tuple[int, ...]  # the file's index of each station kept, in order
    routes: tuple[int, ...]  # the same for the routes
    routed: frozenset[str] = frozenset()  # station ids the routes left out name

    def renumbered(self, problem: Problem) -> Problem:
        """``problem`` of the salvaged map as a problem of the file: its path and its
        station and route are the file's."""

        def file_index(match: re.Match[str]) -> str:
            kind, index = match.group(1), int(match.group(2))
            kept = self.stations if kind == "stations" else self.routes
            return f"$.{kind}[{kept[index]}]" if index < len(kept) else match.group(0)

        return replace(
            problem,
            path=re.sub(r"^\$\.(stations|routes)\[(\d+)\]", file_index, problem.path),
            station=_at(self.stations, problem.station),
            route=_at(self.routes, problem.route),
        )


def _at(kept: Sequence[int], index: int | None) -> int | None:
    return kept[index] if index is not None and index < len(kept) else None


def salvage(data: object) -> Salvage | None:
    """The parts of ``data`` (a parsed map file that does not fit the format) that can
    be read or mended, as a map; None when too little is left, or the file is beyond
    the format's sizes (what may not be checked at all)."""
    if not isinstance(data, dict):
        return None
    raw_stations, raw_routes = data.get("stations"), data.get("routes")
    if not isinstance(raw_stations, list) or not isinstance(raw_routes, list):
        return None
    if len(raw_stations) > MAX_STATIONS or len(raw_routes) > MAX_ROUTES:
        return None
    stations = _kept(raw_stations, Station, {})
    routes = _kept(raw_routes, Route, ROUTE_STAND_INS)
    labels = data.get("labels")
    kept_labels = _kept(labels, Label, {}) if isinstance(labels, list) else []
    named = {s["id"] for s in raw_stations if isinstance(s, dict) and isinstance(s.get("id"), str)}
    known = {station.id for _, station in stations}
    routes = [(i, _without_left_out(route, named - known)) for i, route in routes]
    routes = [(i, route) for i, route in routes if route.stations]
    if not stations or not routes:
        return None
    boxes = _mended(ScoreBoxes, data.get("score_boxes"), SCORE_STAND_INS) or _stand_in_boxes()
    try:
        spec = MapSpec(
            format=FORMAT,
            id=_id(data.get("id")),
            name=_mended(Text, data.get("name"), {}) or Text(en="?"),
            sheet=Sheet(width=1.0, height=1.0),  # the file's, or one around everything
            stations=[s for _, s in stations],
            routes=[r for _, r in routes],
            labels=[label for _, label in kept_labels][:200],
            score_boxes=boxes,
        )
        spec = replace(spec, sheet=_mended(Sheet, data.get("sheet"), {}) or _around(spec))
    except (TypeError, ValueError):  # beyond the format's sizes: not checked further
        return None
    kept_routes = tuple(i for i, _ in routes)
    return Salvage(
        spec,
        tuple(i for i, _ in stations),
        kept_routes,
        _named_by(r for i, r in enumerate(raw_routes) if i not in kept_routes),
    )


def _named_by(routes: Iterable[object]) -> frozenset[str]:
    """The station ids ``routes`` (parts of the file, as they are) name."""
    named: set[str] = set()
    for route in routes:
        stations = route.get("stations") if isinstance(route, dict) else None
        if isinstance(stations, list):
            named.update(sid for sid in stations if isinstance(sid, str))
    return frozenset(named)


def _id(value: object) -> str:
    return value if isinstance(value, str) and re.fullmatch(r"[a-z0-9_-]{1,40}", value) else "map"


def _kept(raw: list[Any], kind: type[T], stand_ins: dict[str, StandIn]) -> list[tuple[int, T]]:
    """(the file's index, the part) of each part of ``raw`` that can be read or mended."""
    mended = ((index, _mended(kind, part, stand_ins)) for index, part in enumerate(raw))
    return [(index, part) for index, part in mended if part is not None]


def _mended(kind: type[T], raw: object, stand_ins: dict[str, StandIn]) -> T | None:
    """``raw`` read as ``kind``; a field that does not fit is left to its default (or
    left out, a key the format does not know) or given its stand-in. None when a field
    without either does not fit."""
    from pydantic import ValidationError

    if not isinstance(raw, dict):
        return None
    value = dict(raw)
    required = {
        f.name
        for f in dataclasses.fields(kind)  # type: ignore[arg-type]
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    }
    for _round in range(MENDINGS):
        try:
            return read_checked(kind, value)
        except ValidationError as error:
            wrong = {e["loc"][0] if e["loc"] else None for e in error.errors()}
        except (RecursionError, TypeError, ValueError):
            return None
        for key in wrong:
            if key in stand_ins:
                value[key] = stand_ins[key](raw)
            elif isinstance(key, str) and key not in required:
                value.pop(key, None)
            else:
                return None  # the part as a whole, or a field it cannot be without
    return None


def _number(value: object) -> float | None:
    if isinstance(value, int | float) and not isinstance(value, bool):
        number = float(value)
        if math.isfinite(number) and abs(number) <= LARGEST:
            return number
    return None


def _point_of(raw: object) -> tuple[float, float] | None:
    """The point ``raw`` (a JSON object with x and y) names, if it names one."""
    if not isinstance(raw, dict):
        return None
    x, y = _number(raw.get("x")), _number(raw.get("y"))
    return None if x is None or y is None else (x, y)


def _first_path_point(raw: dict[str, Any]) -> dict[str, float]:
    path = raw.get("path")
    point = _point_of(path[0]) if isinstance(path, list) and path else None
    x, y = point or (0.0, 0.0)
    return {"x": x, "y": y}


def _letter_name(raw: dict[str, Any]) -> dict[str, str]:
    letter = raw.get("letter")
    return {"en": letter if isinstance(letter, str) and len(letter) == 1 else "?"}


# What a route can be drawn with when its own does not fit.
ROUTE_STAND_INS: dict[str, StandIn] = {
    "name": _letter_name,
    "colour": lambda _raw: "#808080",
    "pattern": lambda _raw: "plain",
    "first_bonus": lambda _raw: 1,
    "later_bonus": lambda _raw: 1,
    "badge": _first_path_point,
    "name_at": _first_path_point,
    "bonus_at": _first_path_point,
}
TINY = {"x": 0.5, "y": 0.5, "w": 1.0, "h": 1.0}  # a score box that cannot be read
SCORE_STAND_INS: dict[str, StandIn] = {
    key: lambda _raw: TINY for key in ("completion", "intersection", "penalty", "empty", "total")
}


def _stand_in_boxes() -> ScoreBoxes:
    tiny = Box(**TINY)
    return ScoreBoxes(completion=tiny, intersection=tiny, penalty=tiny, empty=tiny, total=tiny)


def _around(spec: MapSpec) -> Sheet:
    """A sheet just larger than everything on ``spec``, for a file whose sheet cannot be
    read: nothing is told to be off a sheet the file never gave."""
    boxes = [(s.x + s.size / 2, s.y + s.size / 2) for s in spec.stations] + [
        (b.x + b.w / 2, b.y + b.h / 2)
        for b in (*(b for r in spec.routes for b in r.indicators), *_score_boxes(spec))
    ]
    points = [(p.x, p.y) for r in spec.routes for p in r.path]
    points += [(p.x, p.y) for r in spec.routes for p in (r.badge, r.name_at, r.bonus_at)]
    points += [(label.x, label.y) for label in spec.labels]
    width = max(x for x, _ in boxes + points) + EDGE
    height = max(y for _, y in boxes + points) + EDGE
    return Sheet(width=min(max(width, 1.0), LARGEST), height=min(max(height, 1.0), LARGEST))


def _score_boxes(spec: MapSpec) -> list[Box]:
    boxes = spec.score_boxes
    kept = [boxes.completion, boxes.intersection, boxes.penalty, boxes.empty, boxes.total]
    return kept if boxes.name is None else [*kept, boxes.name]


def _without_left_out(route: Route, left_out: set[str]) -> Route:
    """``route`` without the stations the file names but that were left out (their own
    problems say why; the route is not told of a station that is not there)."""
    if not left_out:
        return route
    return replace(route, stations=[sid for sid in route.stations if sid not in left_out])


def placed(loc: Sequence[int | str], data: object) -> Place:
    """Where on the sheet a problem of the format at ``loc`` is: the point of the
    station, route (its badge, else its first path point), box or label it is in, read
    from the file where it is numbers; and the station's or route's index in the file."""
    if not isinstance(data, dict) or len(loc) < 2 or not isinstance(loc[1], int | str):
        return None, None, None
    part = _part(data, loc[0], loc[1])
    kind, index = loc[0], loc[1] if isinstance(loc[1], int) else None
    if kind == "stations":
        return _point_of(part), index, None
    if kind == "routes":
        point = None
        if isinstance(part, dict):
            path = part.get("path")
            first = path[0] if isinstance(path, list) and path else None
            point = _point_of(part.get("badge")) or _point_of(first)
        return point, None, index
    if kind in ("labels", "score_boxes"):
        return _point_of(part), None, None
    return None, None, None


def _part(data: dict[str, Any], kind: object, key: object) -> object:
    container = data.get(kind) if isinstance(kind, str) else None
    if isinstance(container, list) and isinstance(key, int) and 0 <= key < len(container):
        return container[key]
    if isinstance(container, dict) and isinstance(key, str):
        return container.get(key)
    return None
