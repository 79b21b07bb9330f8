"""Route geometry: parallel stripes where routes share stations, marks off the boxes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from shapely import LineString, Point, Polygon, box
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union

from metrox_desktop.maps.geometry import (
    LANE_SPACING,
    MARK_MARGIN,
    MARK_SPACING,
    MapGeometry,
    offset_polyline,
)
from metrox_desktop.maps.loader import load_builtin


@pytest.fixture(scope="module")
def tokyo() -> MapGeometry:
    return MapGeometry(load_builtin("tokyo"))


@pytest.fixture(scope="module")
def osaka() -> MapGeometry:
    return MapGeometry(load_builtin("osaka"))


def letter(geo: MapGeometry, code: str) -> int:
    return [r.letter for r in geo.spec.routes].index(code)


def covered(geo: MapGeometry) -> BaseGeometry:
    """The station and indicator boxes as one shapely shape."""
    return unary_union([box(*b) for b in geo.boxes])


def station(geo: MapGeometry, sid: str) -> Point:
    s = next(s for s in geo.spec.stations if s.id == sid)
    return Point(s.x, s.y)


def stripe_between(geo: MapGeometry, code: str, a: str, b: str) -> LineString:
    """The part of a route's stripe between two of its stations (their boxes cut off)."""
    stripe = geo.routes[letter(geo, code)].stripe
    start, end = sorted(stripe.project(station(geo, s)) for s in (a, b))
    from shapely.ops import substring

    return substring(stripe, start + 20, end - 20)


def test_offset_polyline_is_parallel_and_mitred() -> None:
    line = offset_polyline([(0, 0), (10, 0), (10, 10)], [2.0, 2.0])
    # left of travel on a y-down sheet: above the first leg, right of the second
    assert list(line) == [(0, -2), (12, -2), (12, 10)]


def test_fukutoshin_and_yurakucho_run_side_by_side_as_printed(tokyo: MapGeometry) -> None:
    f = stripe_between(tokyo, "F", "B1", "B4")
    y = stripe_between(tokyo, "Y", "B1", "B4")
    assert f.distance(y) == pytest.approx(LANE_SPACING)
    assert f.centroid.y < 122 < y.centroid.y  # Fukutoshin above, Yurakucho below
    down_f = stripe_between(tokyo, "F", "A2", "B1")
    down_y = stripe_between(tokyo, "Y", "A2", "B1")
    assert down_y.centroid.x < 281 < down_f.centroid.x  # from A2 down to B1: F on the right


def test_three_routes_between_g4_and_h4_in_printed_order(tokyo: MapGeometry) -> None:
    xs = {code: stripe_between(tokyo, code, "G4", "H4").centroid.x for code in "GMN"}
    assert xs["G"] < xs["M"] < xs["N"]


def test_a_route_alone_follows_its_centre_line(tokyo: MapGeometry) -> None:
    t = stripe_between(tokyo, "T", "D1", "D2")
    assert t.centroid.y == pytest.approx(240)


@pytest.mark.parametrize("name", ["tokyo", "osaka"])
def test_pattern_marks_stay_off_the_boxes(name: str, request: pytest.FixtureRequest) -> None:
    geo: MapGeometry = request.getfixturevalue(name)
    marked = [g for g in geo.routes if g.marks]
    assert len(marked) >= 3
    for g in marked:
        for mark in g.marks:
            point = Point(mark.x, mark.y)
            assert not covered(geo).contains(point)
            assert g.stripe.distance(point) < 1e-6


def test_nearest_route_picks_the_closer_stripe(tokyo: MapGeometry) -> None:
    f, y = letter(tokyo, "F"), letter(tokyo, "Y")
    assert tokyo.nearest_route(340, 112, [f, y]) == f
    assert tokyo.nearest_route(340, 132, [f, y]) == y
    assert tokyo.nearest_route(340, 132, []) is None


def test_hit_area_covers_the_stripe(osaka: MapGeometry) -> None:
    for g in osaka.routes:
        hit_area = unary_union([Polygon(ring) for ring in g.hit_rings()])
        assert hit_area.contains(g.stripe.interpolate(0.5, normalized=True))


@pytest.mark.parametrize("name", ["tokyo", "osaka"])
def test_marks_are_where_shapely_puts_them(name: str, request: pytest.FixtureRequest) -> None:
    """The marks, worked out in plain Python, as shapely finds them: the stripe less the
    boxes (widened by the margin), each visible part evenly marked."""
    geo: MapGeometry = request.getfixturevalue(name)
    no_marks = covered(geo).buffer(MARK_MARGIN, join_style="mitre")
    for g in geo.routes:
        spacing = MARK_SPACING.get(geo.spec.routes[g.index].pattern)
        if spacing is None:
            assert g.marks == ()
            continue
        expected = []
        visible = g.stripe.difference(no_marks)
        for part in getattr(visible, "geoms", [visible]):
            if part.length < spacing * 0.5:
                continue
            count = max(1, round(part.length / spacing))
            expected += [part.interpolate(part.length / count * (k + 0.5)) for k in range(count)]
        found = [c for m in g.marks for c in (m.x, m.y)]
        assert found == pytest.approx([c for p in expected for c in (p.x, p.y)])


def test_the_window_draws_a_map_without_shapely(tmp_path: Path) -> None:
    """shapely (and numpy under it) cost a tenth of a second at start-up: the game
    window's sheet is drawn without them; they load for checking a map file."""
    script = (
        "import sys\n"
        "from metrox_desktop.ui.sheet.render import ensure_app\n"
        "from metrox_desktop.ui.sheet.scene import MapScene\n"
        "from metrox_desktop.engine.board import Board\n"
        "ensure_app()\n"
        "scene = MapScene(Board.load('osaka'))\n"
        "print(len(scene.route_items), 'shapely' in sys.modules, 'numpy' in sys.modules)\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", METROX_DESKTOP_HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.stdout.split() == ["9", "False", "False"], done.stderr
