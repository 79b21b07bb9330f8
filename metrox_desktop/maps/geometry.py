"""Where a map's routes are drawn: centre-lines, parallel stripes, pattern marks, hit areas.

Plain Python, no Qt and no geometry library: the game window draws a sheet without
loading shapely (with numpy under it, a tenth of a second at start-up), and each step
is linear in a route's path points (times the boxes or other routes' segments near
each segment), so a map of many bends costs milliseconds, not minutes. The map checks
(validation.py) and tests that ask shapely's questions of the same lines get a shapely
line from :attr:`RouteGeometry.stripe`, which loads it when asked.

Routes that run side by side through the same stations share their centre-line on
that stretch; here each gets its own *lane*, a stripe offset sideways from the
shared centre-line, as on the printed sheet. On a shared segment the lanes are
ordered by route index (map file order), measured from the left of the travel
direction of the lowest-indexed route on it, so a bundle keeps its order along a run.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from metrox_desktop.maps.spec import MapSpec

if TYPE_CHECKING:
    from shapely import LineString

STRIPE_WIDTH = 12.0  # printed line width in sheet units (measured on the scans)
LANE_SPACING = 15.0  # centre to centre of two stripes side by side (scans: 15-16)
LANE_SPACING_TIGHT = 12.0  # three or more side by side (they must fit a 40-unit box)
BADGE_RADIUS = 13.5  # the round route-letter badge, as ui/sheet/scene.py draws it
CROWN_HALF = 13.5  # half the crown's size (ui/sheet/items.py BonusItem, size 27)
SHARED_TOLERANCE = 1.5  # a segment within this distance of another route's line is shared
MARK_MARGIN = 2.0  # no pattern mark within this distance of a station or indicator box
HIT_MARGIN = 2.0  # a pointer this far beside a drawn stripe is still on it
ROUND = 32  # corners of a round join in a hit area (as shapely's buffer draws one)
EPSILON = 1e-9

# pattern -> spacing of its marks along the line (sheet units); patterns not listed use
# a pen dash pattern or none.
MARK_SPACING = {"dots": 11.5, "dark-dots": 12.0, "triangles": 12.5, "stars": 14.5}

Pt = tuple[float, float]
Rect = tuple[float, float, float, float]  # x0, y0, x1, y1


@dataclass(frozen=True)
class Mark:
    """A pattern mark (dot, triangle, star) at a point, pointing along ``angle`` degrees."""

    x: float
    y: float
    angle: float


@dataclass(frozen=True)
class RouteGeometry:
    index: int
    stripe_points: tuple[Pt, ...]  # the drawn line: the centre-line moved to this lane
    width: float
    marks: tuple[Mark, ...]

    def hit_rings(self) -> tuple[tuple[Pt, ...], ...]:
        """Where a pointer counts as on this route's line (a little wider than drawn), as
        rings that all turn the same way: one per segment and a round one at each bend.
        Filled together (non-zero winding) they are the stripe widened by HIT_MARGIN on
        each side, with flat ends. Worked out once: every sheet of the map has them."""
        return self._hit_rings

    @cached_property
    def _hit_rings(self) -> tuple[tuple[Pt, ...], ...]:
        half = self.width / 2 + HIT_MARGIN
        rings: list[list[Pt]] = []
        points = self.stripe_points
        for (ax, ay), (bx, by) in zip(points, points[1:], strict=False):
            length = math.hypot(bx - ax, by - ay)
            if length == 0:
                continue
            nx, ny = (by - ay) / length * half, (ax - bx) / length * half
            rings.append(
                [(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)]
            )
        for x, y in points[1:-1]:
            rings.append(
                [
                    (
                        x + half * math.cos(k * 2 * math.pi / ROUND),
                        y - half * math.sin(k * 2 * math.pi / ROUND),
                    )
                    for k in range(ROUND)
                ]
            )
        return tuple(tuple(ring) for ring in rings)

    # -- as shapely sees it (validation and tests; loads shapely) ----------------------
    @cached_property
    def stripe(self) -> LineString:
        from shapely import LineString

        return LineString(self.stripe_points)


def box_rect(x: float, y: float, w: float, h: float) -> Rect:
    """The box of centre (x, y) and size w x h."""
    return (x - w / 2, y - h / 2, x + w / 2, y + h / 2)


class MapGeometry:
    """Every route's drawn geometry for one map, computed once (a built-in map's once in
    all: ``maps.loader.geometry_of``); read only once made."""

    def __init__(self, spec: MapSpec) -> None:
        self.spec = spec
        self.centres = tuple(tuple((p.x, p.y) for p in r.path) for r in spec.routes)
        self._near = [_Segments(c, SHARED_TOLERANCE) for c in self.centres]
        # Station and indicator boxes: drawn over the lines, so no pattern mark goes there.
        self.boxes = [box_rect(s.x, s.y, s.size, s.size) for s in spec.stations] + [
            box_rect(b.x, b.y, b.w, b.h) for r in spec.routes for b in r.indicators
        ]
        self._no_marks = [_widened(b, MARK_MARGIN) for b in self.boxes]
        self.routes = tuple(self._route_geometry(r) for r in range(len(spec.routes)))

    # -- lanes -------------------------------------------------------------------------
    def segment_offsets(self, r: int) -> list[float]:
        """For each segment of route r's path, how far its stripe lies left of the path."""
        path = self.spec.routes[r].path
        coords = self.centres[r]
        offsets: list[float] = []
        for k, (a, b) in enumerate(zip(coords, coords[1:], strict=False)):
            if a == b:
                offsets.append(0.0)
                continue
            sharing = [r] + [
                other for other, near in enumerate(self._near) if other != r and near.covers(a, b)
            ]
            sharing.sort()
            n = len(sharing)
            spacing = LANE_SPACING if n <= 2 else LANE_SPACING_TIGHT
            chosen = path[k].lane
            if chosen is not None:
                offsets.append(chosen * spacing)
                continue
            if n == 1:
                offsets.append(0.0)
                continue
            lead = self._near[sharing[0]]
            same_way = lead.project(a) <= lead.project(b)
            offset = ((n - 1) / 2 - sharing.index(r)) * spacing
            offsets.append(offset if same_way else -offset)
        return offsets

    def _route_geometry(self, r: int) -> RouteGeometry:
        centre = self.centres[r]
        stripe = offset_polyline(list(centre), self.segment_offsets(r))
        pattern = self.spec.routes[r].pattern
        marks: tuple[Mark, ...] = ()
        if pattern in MARK_SPACING:
            marks = tuple(self._marks_along(stripe, MARK_SPACING[pattern]))
        return RouteGeometry(r, stripe, STRIPE_WIDTH, marks)

    def _marks_along(self, line: Sequence[Pt], spacing: float) -> list[Mark]:
        """Evenly spaced marks on the visible parts of the line (not under boxes)."""
        marks: list[Mark] = []
        for part in _visible_parts(line, self._no_marks):
            along = _Along(part)
            if along.length < spacing * 0.5:
                continue
            count = max(1, round(along.length / spacing))  # as dense as printed, never crowded
            step = along.length / count
            for k in range(count):
                d = step * (k + 0.5)
                px, py = along.at(d)
                qx, qy = along.at(min(along.length, d + 0.5))
                ox, oy = along.at(max(0.0, d - 0.5))
                angle = math.degrees(math.atan2(qy - oy, qx - ox))
                marks.append(Mark(px, py, angle))
        return marks

    # -- questions ---------------------------------------------------------------------
    def nearest_route(
        self, x: float, y: float, candidates: list[int] | tuple[int, ...]
    ) -> int | None:
        """The candidate route whose drawn stripe passes nearest the point."""
        if not candidates:
            return None
        return min(candidates, key=lambda r: (_distance(self.routes[r].stripe_points, (x, y)), r))


def offset_polyline(points: list[Pt], offsets: list[float]) -> tuple[Pt, ...]:
    """The polyline moved sideways segment by segment (left positive, y down), mitred."""
    segments: list[tuple[Pt, Pt, Pt]] = []
    for (ax, ay), (bx, by), d in zip(points, points[1:], offsets, strict=False):
        length = math.hypot(bx - ax, by - ay)
        if length == 0:
            continue
        ux, uy = (bx - ax) / length, (by - ay) / length
        nx, ny = uy, -ux  # left of the travel direction on a y-down sheet
        segments.append(((ax + nx * d, ay + ny * d), (bx + nx * d, by + ny * d), (ux, uy)))
    if not segments:
        return tuple(points[:1] * 2)
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
    return tuple(out)


# -- plain-Python geometry ---------------------------------------------------------------
def _widened(r: Rect, margin: float) -> Rect:
    return (r[0] - margin, r[1] - margin, r[2] + margin, r[3] + margin)


def _segment_rect(a: Pt, b: Pt, margin: float = 0.0) -> Rect:
    return (
        min(a[0], b[0]) - margin,
        min(a[1], b[1]) - margin,
        max(a[0], b[0]) + margin,
        max(a[1], b[1]) + margin,
    )


def _overlap(p: Rect, q: Rect) -> bool:
    return p[0] <= q[2] and q[0] <= p[2] and p[1] <= q[3] and q[1] <= p[3]


def _clip(planes: Sequence[tuple[float, float, float]]) -> tuple[float, float] | None:
    """The parameters u in [0, 1] that keep ``k0 + u k1 <= k2`` for every (k0, k1, k2):
    where a segment is on the inner side of each plane, or None (Liang-Barsky)."""
    lo, hi = 0.0, 1.0
    for k0, k1, k2 in planes:
        if k1 == 0:
            if k0 > k2:
                return None
            continue
        u = (k2 - k0) / k1
        if k1 > 0:
            hi = min(hi, u)
        else:
            lo = max(lo, u)
        if lo > hi:
            return None
    return lo, hi


def _in_rect(a: Pt, b: Pt, r: Rect) -> tuple[float, float] | None:
    """The parameters of the segment a-b inside the closed box r."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    return _clip(
        ((a[0], dx, r[2]), (-a[0], -dx, -r[0]), (a[1], dy, r[3]), (-a[1], -dy, -r[1])),
    )


def _in_disc(a: Pt, b: Pt, c: Pt, radius: float) -> tuple[float, float] | None:
    """The parameters of the segment a-b within ``radius`` of the point c."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    fx, fy = a[0] - c[0], a[1] - c[1]
    qa = dx * dx + dy * dy
    qb = dx * fx + dy * fy
    qc = fx * fx + fy * fy - radius * radius
    if qa == 0:
        return (0.0, 1.0) if qc <= 0 else None
    root = qb * qb - qa * qc
    if root < 0:
        return None
    root = math.sqrt(root)
    lo, hi = max(0.0, (-qb - root) / qa), min(1.0, (-qb + root) / qa)
    return (lo, hi) if lo <= hi else None


def _in_capsule(a: Pt, b: Pt, q0: Pt, q1: Pt, radius: float) -> tuple[float, float] | None:
    """The parameters of the segment a-b within ``radius`` of the segment q0-q1 (one
    interval: the capsule is convex)."""
    found = [_in_disc(a, b, q0, radius), _in_disc(a, b, q1, radius)]
    ex, ey = q1[0] - q0[0], q1[1] - q0[1]
    length = math.hypot(ex, ey)
    if length > 0:
        ex, ey = ex / length, ey / length
        dx, dy = b[0] - a[0], b[1] - a[1]
        along0 = (a[0] - q0[0]) * ex + (a[1] - q0[1]) * ey
        across0 = (a[1] - q0[1]) * ex - (a[0] - q0[0]) * ey
        along1, across1 = dx * ex + dy * ey, dy * ex - dx * ey
        found.append(
            _clip(
                (
                    (along0, along1, length),
                    (-along0, -along1, 0.0),
                    (across0, across1, radius),
                    (-across0, -across1, radius),
                ),
            )
        )
    intervals = [f for f in found if f is not None]
    if not intervals:
        return None
    return min(i[0] for i in intervals), max(i[1] for i in intervals)


def _merged(intervals: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Overlapping parameter intervals joined, in order; points (no length) left out."""
    merged: list[tuple[float, float]] = []
    for lo, hi in sorted(i for i in intervals if i[1] - i[0] > EPSILON):
        if merged and lo <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], hi))
        else:
            merged.append((lo, hi))
    return merged


class _Segments:
    """A polyline's segments, asked which segments lie within ``radius`` of it."""

    def __init__(self, points: Sequence[Pt], radius: float) -> None:
        self.points = points
        self.radius = radius
        self.pairs = [
            (a, b, _segment_rect(a, b, radius)) for a, b in zip(points, points[1:], strict=False)
        ]
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        self.extent = (min(xs) - radius, min(ys) - radius, max(xs) + radius, max(ys) + radius)

    def covers(self, a: Pt, b: Pt) -> bool:
        """Whether the whole segment a-b lies within the radius of the line."""
        rect = _segment_rect(a, b)
        if not _overlap(rect, self.extent):
            return False
        pairs = [(q0, q1) for q0, q1, box in self.pairs if _overlap(rect, box)]
        middle = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        if not all(self._touches(pairs, p) for p in (a, middle, b)):
            return False  # the quick answer for most segments near but not along the line
        near = []
        for q0, q1 in pairs:
            inside = _in_capsule(a, b, q0, q1, self.radius)
            if inside is not None:
                if inside[0] <= EPSILON and inside[1] >= 1 - EPSILON:
                    return True  # along one segment: the usual shared stretch
                near.append(inside)
        reach = 0.0
        for lo, hi in sorted(near):
            if lo > reach + EPSILON:
                return False
            reach = max(reach, hi)
        return reach >= 1 - EPSILON

    def _touches(self, pairs: list[tuple[Pt, Pt]], p: Pt) -> bool:
        square = self.radius * self.radius
        for a, b in pairs:
            u = _nearest_on(a, b, p)
            dx, dy = a[0] + (b[0] - a[0]) * u - p[0], a[1] + (b[1] - a[1]) * u - p[1]
            if dx * dx + dy * dy <= square:
                return True
        return False

    def project(self, p: Pt) -> float:
        """How far along the line its nearest point to p lies (the first, of equals)."""
        best, where, start = math.inf, 0.0, 0.0
        for a, b, _ in self.pairs:
            length = math.hypot(b[0] - a[0], b[1] - a[1])
            u = _nearest_on(a, b, p)
            x, y = a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u
            distance = math.hypot(p[0] - x, p[1] - y)
            if distance < best:
                best, where = distance, start + u * length
            start += length
        return where


def _nearest_on(a: Pt, b: Pt, p: Pt) -> float:
    """The parameter of the point of segment a-b nearest p."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    square = dx * dx + dy * dy
    if square == 0:
        return 0.0
    return min(1.0, max(0.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / square))


def _distance(points: Sequence[Pt], p: Pt) -> float:
    """How far p lies from the polyline."""
    best = math.inf
    for a, b in zip(points, points[1:], strict=False):
        u = _nearest_on(a, b, p)
        x, y = a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u
        best = min(best, math.hypot(p[0] - x, p[1] - y))
    return best


def _visible_parts(line: Sequence[Pt], boxes: list[Rect]) -> list[list[Pt]]:
    """The stretches of the line outside every box, in order along it."""
    parts: list[list[Pt]] = []
    current: list[Pt] | None = None  # the part that reaches the current point
    for a, b in zip(line, line[1:], strict=False):
        if a == b:
            continue
        rect = _segment_rect(a, b)
        hidden = _merged(
            [
                inside
                for box in boxes
                if _overlap(rect, box) and (inside := _in_rect(a, b, box)) is not None
            ]
        )
        shown, start = [], 0.0
        for lo, hi in hidden:
            if lo > start + EPSILON:
                shown.append((start, lo))
            start = max(start, hi)
        if start < 1 - EPSILON:
            shown.append((start, 1.0))
        dx, dy = b[0] - a[0], b[1] - a[1]
        for lo, hi in shown:
            begin = a if lo == 0 else (a[0] + dx * lo, a[1] + dy * lo)
            end = b if hi == 1 else (a[0] + dx * hi, a[1] + dy * hi)
            if current is not None and lo == 0:
                current.append(end)
            else:
                current = [begin, end]
                parts.append(current)
        if not shown or shown[-1][1] != 1.0:
            current = None
    return parts


class _Along:
    """Points at a distance along a polyline."""

    def __init__(self, points: list[Pt]) -> None:
        self.points = points
        self.starts = [0.0]
        for (ax, ay), (bx, by) in zip(points, points[1:], strict=False):
            self.starts.append(self.starts[-1] + math.hypot(bx - ax, by - ay))
        self.length = self.starts[-1]

    def at(self, d: float) -> Pt:
        k = min(max(bisect_right(self.starts, d) - 1, 0), len(self.points) - 2)
        span = self.starts[k + 1] - self.starts[k]
        u = (d - self.starts[k]) / span if span else 0.0
        (ax, ay), (bx, by) = self.points[k], self.points[k + 1]
        return ax + (bx - ax) * u, ay + (by - ay) * u
