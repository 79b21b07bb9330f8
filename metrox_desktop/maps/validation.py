"""Checks a map file's meaning beyond its types: ids, topology, geometry.

Each problem names its JSON path, e.g. ``$.routes[2].stations[4]: no station 'Q9'``,
and where known the place on the sheet it concerns (a point, a station, a route) so
the map inspector can draw it there. Every check runs, whatever another found: a route
naming a station that is not there, or twice, is checked without it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

from shapely import LineString, Point, STRtree, box

from metrox_desktop.maps.geometry import BADGE_RADIUS, CROWN_HALF, MapGeometry, box_rect
from metrox_desktop.maps.problems import MAX_PROBLEMS, Problem
from metrox_desktop.maps.spec import MapSpec, Route
from metrox_desktop.words import QT_TRANSLATE_NOOP

ON_STATION = 1.0  # a path passes through a station when it comes this close to its centre
BOX_INSET = 3.0  # crossing a box this far inside its edge is crossing it (corners are fine)

__all__ = ["Problem", "check_spec", "drawable_spec"]


def check_spec(spec: MapSpec, routed: frozenset[str] = frozenset()) -> list[Problem]:
    """Every problem with a parsed map file (empty when it is valid), each with its
    place on the sheet where it has one (a station's box, a route's badge). ``routed``:
    station ids on routes of the file that could not be read (not "on no route")."""
    problems: list[Problem] = []
    for problem in _all_checks(spec, routed):
        problems.append(_placed(problem, spec))
        if len(problems) >= MAX_PROBLEMS:
            problems.append(
                Problem(
                    "$",
                    QT_TRANSLATE_NOOP("maps", "stopped after {most} problems").format(
                        most=MAX_PROBLEMS
                    ),
                )
            )
            break
    return problems


def _placed(problem: Problem, spec: MapSpec) -> Problem:
    """``problem`` with its point on the sheet: its station's centre, else its route's
    badge (the one place every reader of a problem draws it)."""
    if problem.point is not None:
        return problem
    if problem.station is not None:
        station = spec.stations[problem.station]
        return replace(problem, point=(station.x, station.y))
    if problem.route is not None:
        badge = spec.routes[problem.route].badge
        return replace(problem, point=(badge.x, badge.y))
    return problem


def _all_checks(spec: MapSpec, routed: frozenset[str]) -> Iterator[Problem]:
    yield from _check_topology(spec, routed)
    # The geometry of the routes whose stations are all there once; a route that names
    # a station twice or one that is not there is checked without it.
    drawable = drawable_spec(spec)
    known = {s.id for s in spec.stations}
    # A route naming a station that is not there may well cross it (a typo for it).
    lacking = {r for r, route in enumerate(spec.routes) if not known.issuperset(route.stations)}
    yield from _check_paths(drawable, skip=_unsure_routes(spec), lacking=lacking)
    yield from _check_overlaps(spec)
    yield from _check_fits_sheet(drawable)


def _unsure_routes(spec: MapSpec) -> set[int]:
    """The routes whose path cannot be checked against their stations: none of their
    stations is there, or one of them is a station id the file gives twice."""
    ids = [s.id for s in spec.stations]
    twice = {sid for sid in ids if ids.count(sid) > 1}
    known = set(ids)
    return {
        r
        for r, route in enumerate(spec.routes)
        if not known.intersection(route.stations) or twice.intersection(route.stations)
    }


def _check_topology(spec: MapSpec, routed: frozenset[str]) -> Iterator[Problem]:
    index: dict[str, int] = {}
    for i, station in enumerate(spec.stations):
        if station.id in index:
            yield Problem(
                f"$.stations[{i}].id",
                QT_TRANSLATE_NOOP("maps", "duplicate station id {id!r}").format(id=station.id),
                station=i,
            )
        else:
            index[station.id] = i
    letters: set[str] = set()
    used: set[str] = set()
    for r, route in enumerate(spec.routes):
        if route.letter in letters:
            yield Problem(
                f"$.routes[{r}].letter",
                QT_TRANSLATE_NOOP("maps", "duplicate route letter {letter!r}").format(
                    letter=route.letter
                ),
                route=r,
            )
        letters.add(route.letter)
        seen: set[str] = set()
        for k, sid in enumerate(route.stations):
            if sid not in index:
                yield Problem(
                    f"$.routes[{r}].stations[{k}]",
                    QT_TRANSLATE_NOOP("maps", "no station {id!r}").format(id=sid),
                    route=r,
                )
            elif sid in seen:
                yield Problem(
                    f"$.routes[{r}].stations[{k}]",
                    QT_TRANSLATE_NOOP(
                        "maps", "station {id!r} appears twice on route {letter}"
                    ).format(id=sid, letter=route.letter),
                    route=r,
                    station=index[sid],
                )
            seen.add(sid)
            used.add(sid)
    for i, station in enumerate(spec.stations):
        if station.id not in used and station.id not in routed:
            yield Problem(
                f"$.stations[{i}]",
                QT_TRANSLATE_NOOP("maps", "station {id!r} is on no route").format(id=station.id),
                station=i,
            )


def _check_paths(spec: MapSpec, skip: set[int], lacking: set[int]) -> Iterator[Problem]:
    """Each route's path through its stations in order (``skip``: routes not checked),
    and through no other (``lacking``: routes that name a station that is not there,
    whose crossings are not checked)."""
    index = {s.id: i for i, s in enumerate(spec.stations)}
    insides = [
        box(*box_rect(s.x, s.y, s.size, s.size)).buffer(-BOX_INSET, join_style="mitre")
        for s in spec.stations
    ]
    tree = STRtree(insides)
    for r, route in enumerate(spec.routes):
        if r in skip:
            continue
        line = LineString([(p.x, p.y) for p in route.path])
        # Through each of its stations, in order from Start to End.
        last = -1.0
        for k, sid in enumerate(route.stations):
            station = spec.stations[index[sid]]
            centre = Point(station.x, station.y)
            if line.distance(centre) > ON_STATION:
                yield Problem(
                    f"$.routes[{r}].path",
                    QT_TRANSLATE_NOOP(
                        "maps", "route {letter}'s path does not pass through station {id!r}"
                    ).format(letter=route.letter, id=sid),
                    station=index[sid],
                    route=r,
                )
                continue
            along = line.project(centre)
            if along <= last:
                yield Problem(
                    f"$.routes[{r}].stations[{k}]",
                    QT_TRANSLATE_NOOP(
                        "maps", "route {letter}'s path reaches station {id!r} out of order"
                    ).format(letter=route.letter, id=sid),
                    station=index[sid],
                    route=r,
                )
            last = max(last, along)
        if r in lacking:
            continue
        # Never through a station it does not stop at.
        own = {index[sid] for sid in route.stations}
        for i in sorted(int(i) for i in tree.query(line, predicate="intersects")):
            if i in own:
                continue
            crossing = line.intersection(insides[i])
            if crossing.length > 0:
                c = crossing.centroid
                yield Problem(
                    f"$.routes[{r}].path",
                    QT_TRANSLATE_NOOP(
                        "maps",
                        "route {letter}'s path crosses station {id!r} where it does not stop",
                    ).format(letter=route.letter, id=spec.stations[i].id),
                    (float(c.x), float(c.y)),
                    station=i,
                    route=r,
                )


def _check_overlaps(spec: MapSpec) -> Iterator[Problem]:
    boxes = [box(*box_rect(s.x, s.y, s.size, s.size)) for s in spec.stations]
    tree = STRtree(boxes)
    for i, polygon in enumerate(boxes):
        for j in sorted(int(j) for j in tree.query(polygon, predicate="intersects")):
            if j > i and polygon.intersection(boxes[j]).area > 0:
                first, second = spec.stations[i], spec.stations[j]
                yield Problem(
                    f"$.stations[{j}]",
                    QT_TRANSLATE_NOOP(
                        "maps", "station box {id!r} overlaps station box {other!r}"
                    ).format(id=second.id, other=first.id),
                    station=j,
                )
    for r, route in enumerate(spec.routes):
        for k, b in enumerate(route.indicators):
            polygon = box(*box_rect(b.x, b.y, b.w, b.h))
            for j in sorted(int(j) for j in tree.query(polygon, predicate="intersects")):
                if polygon.intersection(boxes[j]).area > 0:
                    yield Problem(
                        f"$.routes[{r}].indicators[{k}]",
                        QT_TRANSLATE_NOOP(
                            "maps", "indicator box overlaps station box {id!r}"
                        ).format(id=spec.stations[j].id),
                        (b.x, b.y),
                        station=j,
                        route=r,
                    )


def _check_fits_sheet(spec: MapSpec) -> Iterator[Problem]:
    width, height = spec.sheet.width, spec.sheet.height

    def outside(x0: float, y0: float, x1: float, y1: float) -> bool:
        return x0 < 0 or y0 < 0 or x1 > width or y1 > height

    where = QT_TRANSLATE_NOOP("maps", "outside the sheet ({width:g} x {height:g})").format(
        width=width, height=height
    )
    for i, s in enumerate(spec.stations):
        if outside(*box_rect(s.x, s.y, s.size, s.size)):
            yield Problem(
                f"$.stations[{i}]",
                QT_TRANSLATE_NOOP("maps", "station box {id!r} is {where}").format(
                    id=s.id, where=where
                ),
                station=i,
            )
    for r, route in enumerate(spec.routes):
        yield from _route_off_sheet(r, route, outside, where)
    boxes = spec.score_boxes
    for key in ("completion", "intersection", "penalty", "empty", "total", "name"):
        b = getattr(boxes, key)
        if b is not None and outside(*box_rect(b.x, b.y, b.w, b.h)):
            yield Problem(
                f"$.score_boxes.{key}",
                QT_TRANSLATE_NOOP("maps", "score box is {where}").format(where=where),
                (b.x, b.y),
            )
    for k, label in enumerate(spec.labels):
        if outside(label.x, label.y, label.x, label.y):
            yield Problem(
                f"$.labels[{k}]",
                QT_TRANSLATE_NOOP("maps", "label is {where}").format(where=where),
                (label.x, label.y),
            )
    # The stripes as drawn: lanes move them sideways from the path.
    geometry = MapGeometry(spec)
    for r, drawn in enumerate(geometry.routes):
        x0, y0, x1, y1 = drawn.stripe.buffer(drawn.width / 2, cap_style="flat").bounds
        if outside(x0, y0, x1, y1):
            route = spec.routes[r]
            yield Problem(
                f"$.routes[{r}].path",
                QT_TRANSLATE_NOOP("maps", "route {letter}'s drawn line runs {where}").format(
                    letter=route.letter, where=where
                ),
                (float(x0 + x1) / 2, float(y0 + y1) / 2),
                route=r,
            )


def _route_off_sheet(
    r: int, route: Route, outside: Callable[[float, float, float, float], bool], where: str
) -> Iterator[Problem]:
    """Route ``r``'s indicator boxes, path points, badge, name and crown off the sheet
    (``outside(x0, y0, x1, y1)``: a rectangle not within it)."""
    for k, b in enumerate(route.indicators):
        if outside(*box_rect(b.x, b.y, b.w, b.h)):
            yield Problem(
                f"$.routes[{r}].indicators[{k}]",
                QT_TRANSLATE_NOOP("maps", "indicator box is {where}").format(where=where),
                (b.x, b.y),
                route=r,
            )
    for k, p in enumerate(route.path):
        if outside(p.x, p.y, p.x, p.y):
            yield Problem(
                f"$.routes[{r}].path[{k}]",
                QT_TRANSLATE_NOOP("maps", "path point is {where}").format(where=where),
                (p.x, p.y),
                route=r,
            )
    # The badge and the crown are drawn around these points (name_at is where text
    # starts: its width depends on the font, so only the point is checked).
    for key, half, what in (
        ("badge", BADGE_RADIUS, QT_TRANSLATE_NOOP("maps", "the route's badge")),
        ("name_at", 0.0, QT_TRANSLATE_NOOP("maps", "the route's name")),
        ("bonus_at", CROWN_HALF, QT_TRANSLATE_NOOP("maps", "the route's crown")),
    ):
        p = getattr(route, key)
        if outside(*box_rect(p.x, p.y, 2 * half, 2 * half)):
            yield Problem(
                f"$.routes[{r}].{key}",
                QT_TRANSLATE_NOOP("maps", "{what} is {where}").format(what=what, where=where),
                (p.x, p.y),
                route=r,
            )


def drawable_spec(spec: MapSpec) -> MapSpec:
    """The map with what cannot be drawn left out, for showing a broken map with its
    problems (the inspector): route stations that do not exist, or repeat, are dropped
    (a route needs at least one station left, so such a route keeps its first)."""
    known = {s.id for s in spec.stations}
    routes = []
    for route in spec.routes:
        kept: list[str] = []
        for sid in route.stations:
            if sid in known and sid not in kept:
                kept.append(sid)
        if not kept:
            kept = [spec.stations[0].id]
        routes.append(replace(route, stations=kept))
    return replace(spec, routes=routes)
