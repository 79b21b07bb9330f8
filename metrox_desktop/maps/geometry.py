"""Where a map's routes are drawn: centre-lines, parallel stripes, pattern marks, hit areas.

Pure shapely, no Qt: the scene and the renderers only copy these coordinates.

Routes that run side by side through the same stations share their centre-line on
that stretch; here each gets its own *lane*, a stripe offset sideways from the
shared centre-line, as on the printed sheet. On a shared segment the lanes are
ordered by route index (map file order), measured from the left of the travel
direction of the lowest-indexed route on it, so a bundle keeps its order along a run.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

import shapely
from shapely import LineString, Point, Polygon, box
from shapely.ops import unary_union

from metrox_desktop.maps.schema import Box, MapFile, Route

STRIPE_WIDTH = 12.0  # printed line width in sheet units (measured on the scans)
LANE_SPACING = 15.0  # centre to centre of two stripes side by side (scans: 15-16)
LANE_SPACING_TIGHT = 12.0  # three or more side by side (they must fit a 40-unit box)
BADGE_RADIUS = 13.5  # the round route-letter badge, as ui/sheet/scene.py draws it
CROWN_HALF = 13.5  # half the crown's size (ui/sheet/items.py BonusItem, size 27)
SHARED_TOLERANCE = 1.5  # a segment within this distance of another route's line is shared

# pattern -> spacing of its marks along the line (sheet units); patterns not listed use
# a pen dash pattern or none.
MARK_SPACING = {"dots": 11.5, "dark-dots": 12.0, "triangles": 12.5, "stars": 14.5}


@dataclass(frozen=True)
class Mark:
    """A pattern mark (dot, triangle, star) at a point, pointing along ``angle`` degrees."""

    x: float
    y: float
    angle: float


@dataclass(frozen=True)
class RouteGeometry:
    index: int
    centre: LineString  # the path as written in the map file, through station centres
    stripe: LineString  # the drawn line: the centre-line moved to this route's lane
    width: float
    marks: tuple[Mark, ...]

    @cached_property
    def hit_area(self) -> Polygon:
        """Where a pointer counts as on this route's line (a little wider than drawn)."""
        area: Polygon = self.stripe.buffer(self.width / 2 + 2, cap_style="flat")
        return area

    def points(self) -> list[tuple[float, float]]:
        return [(float(x), float(y)) for x, y in self.stripe.coords]


def box_polygon(b: Box) -> Polygon:
    return box(b.x - b.w / 2, b.y - b.h / 2, b.x + b.w / 2, b.y + b.h / 2)


def station_polygon(x: float, y: float, size: float) -> Polygon:
    return box(x - size / 2, y - size / 2, x + size / 2, y + size / 2)


def centre_line(route: Route) -> LineString:
    return LineString([(p.x, p.y) for p in route.path])


class MapGeometry:
    """Every route's drawn geometry for one map, computed once."""

    def __init__(self, spec: MapFile, stripe_width: float = STRIPE_WIDTH) -> None:
        self.spec = spec
        self.stripe_width = stripe_width
        self.station_boxes = tuple(station_polygon(s.x, s.y, s.size) for s in spec.stations)
        self.centres = tuple(centre_line(r) for r in spec.routes)
        self._zones = tuple(c.buffer(SHARED_TOLERANCE) for c in self.centres)
        for zone in self._zones:
            shapely.prepare(zone)
        covered = list(self.station_boxes)
        for route in spec.routes:
            covered.extend(box_polygon(b) for b in route.indicators)
        # Station and indicator boxes: drawn over the lines, so no pattern mark goes there.
        self.covered = unary_union(covered)
        self._no_marks = self.covered.buffer(2, join_style="mitre")
        shapely.prepare(self._no_marks)
        self.routes = tuple(self._route_geometry(r) for r in range(len(spec.routes)))

    # -- lanes -------------------------------------------------------------------------
    def segment_offsets(self, r: int) -> list[float]:
        """For each segment of route r's path, how far its stripe lies left of the path."""
        path = self.spec.routes[r].path
        coords = list(self.centres[r].coords)
        segments = [LineString([a, b]) for a, b in zip(coords, coords[1:], strict=False)]
        # One vectorised test per other route: which of r's segments run along it.
        along = {
            other: shapely.within(segments, zone)
            for other, zone in enumerate(self._zones)
            if other != r
        }
        offsets: list[float] = []
        for k, segment in enumerate(segments):
            if segment.length == 0:
                offsets.append(0.0)
                continue
            sharing = sorted([r, *(other for other, hits in along.items() if hits[k])])
            n = len(sharing)
            spacing = LANE_SPACING if n <= 2 else LANE_SPACING_TIGHT
            chosen = path[k].lane
            if chosen is not None:
                offsets.append(chosen * spacing)
                continue
            if n == 1:
                offsets.append(0.0)
                continue
            a, b = segment.coords
            lead = self.centres[sharing[0]]
            same_way = lead.project(Point(a)) <= lead.project(Point(b))
            offset = ((n - 1) / 2 - sharing.index(r)) * spacing
            offsets.append(offset if same_way else -offset)
        return offsets

    def _route_geometry(self, r: int) -> RouteGeometry:
        centre = self.centres[r]
        stripe = offset_polyline(list(centre.coords), self.segment_offsets(r))
        pattern = self.spec.routes[r].pattern
        marks: tuple[Mark, ...] = ()
        if pattern in MARK_SPACING:
            marks = tuple(self._marks_along(stripe, MARK_SPACING[pattern]))
        return RouteGeometry(r, centre, stripe, self.stripe_width, marks)

    def _marks_along(self, line: LineString, spacing: float) -> list[Mark]:
        """Evenly spaced marks on the visible parts of the line (not under boxes)."""
        marks: list[Mark] = []
        visible = line.difference(self._no_marks)
        parts = getattr(visible, "geoms", [visible])
        for part in parts:
            if part.is_empty or part.length < spacing * 0.5:
                continue
            count = max(1, round(part.length / spacing))  # as dense as printed, never crowded
            step = part.length / count
            for k in range(count):
                d = step * (k + 0.5)
                p = part.interpolate(d)
                q = part.interpolate(min(part.length, d + 0.5))
                o = part.interpolate(max(0.0, d - 0.5))
                angle = math.degrees(math.atan2(q.y - o.y, q.x - o.x))
                marks.append(Mark(float(p.x), float(p.y), angle))
        return marks

    # -- questions ---------------------------------------------------------------------
    def nearest_route(
        self, x: float, y: float, candidates: list[int] | tuple[int, ...]
    ) -> int | None:
        """The candidate route whose drawn stripe passes nearest the point."""
        if not candidates:
            return None
        point = Point(x, y)
        return min(candidates, key=lambda r: (self.routes[r].stripe.distance(point), r))

    def bounds(self) -> tuple[float, float, float, float]:
        """The extent of everything drawn from routes, stations and indicator boxes."""
        shapes = [self.covered] + [g.stripe.buffer(self.stripe_width / 2) for g in self.routes]
        minx, miny, maxx, maxy = unary_union(shapes).bounds
        return float(minx), float(miny), float(maxx), float(maxy)


def offset_polyline(points: list[tuple[float, float]], offsets: list[float]) -> LineString:
    """The polyline moved sideways segment by segment (left positive, y down), mitred."""
    segments: list[tuple[tuple[float, float], tuple[float, float], tuple[float, float]]] = []
    for (ax, ay), (bx, by), d in zip(points, points[1:], offsets, strict=False):
        length = math.hypot(bx - ax, by - ay)
        if length == 0:
            continue
        ux, uy = (bx - ax) / length, (by - ay) / length
        nx, ny = uy, -ux  # left of the travel direction on a y-down sheet
        segments.append(((ax + nx * d, ay + ny * d), (bx + nx * d, by + ny * d), (ux, uy)))
    if not segments:
        return LineString(points[:1] * 2)
    out = [segments[0][0]]
    for (a0, a1, ua), (b0, _b1, ub) in zip(segments, segments[1:], strict=False):
        cross = ua[0] * ub[1] - ua[1] * ub[0]
        joint = None
        if abs(cross) > 1e-6:
            t = ((b0[0] - a0[0]) * ub[1] - (b0[1] - a0[1]) * ub[0]) / cross
            candidate = (a0[0] + ua[0] * t, a0[1] + ua[1] * t)
            if math.hypot(candidate[0] - a1[0], candidate[1] - a1[1]) < 4 * STRIPE_WIDTH:
                joint = candidate
        if joint is None:
            out.extend([a1, b0])
        else:
            out.append(joint)
    out.append(segments[-1][1])
    return LineString(out)
