"""A new map is only a file: a tiny one loads, validates, gets lanes and draws."""

from __future__ import annotations

import json
from typing import Any

from shapely import LineString

from metrox_desktop.engine.board import Board
from metrox_desktop.maps.geometry import LANE_SPACING, MapGeometry
from metrox_desktop.maps.loader import check_map_text
from tests.maps.hostile import map_spec


def tiny_map() -> dict[str, Any]:
    def box(x: float, y: float) -> dict[str, float]:
        return {"x": x, "y": y, "w": 30, "h": 30}

    def route(
        letter: str, y: float, stations: list[str], path: list[tuple[float, float]]
    ) -> dict[str, Any]:
        return {
            "letter": letter,
            "name": {"en": f"Line {letter}", "ja": f"{letter}線"},
            "colour": "#336699",
            "pattern": "dots" if letter == "A" else "stars",
            "first_bonus": 3,
            "later_bonus": 1,
            "indicators": [box(40, y), box(75, y)],
            "badge": {"x": 15, "y": y},
            "name_at": {"x": 5, "y": y - 20},
            "bonus_at": {"x": 20, "y": y},
            "stations": stations,
            "path": [{"x": x, "y": yy} for x, yy in path],
        }

    return {
        "$schema": "./schema.json",
        "format": "metrox-map/1",
        "id": "tiny",
        "name": {"en": "Tiny", "ja": "小"},
        "sheet": {"width": 400, "height": 300},
        "stations": [
            {"id": "A1", "x": 150, "y": 50, "size": 40},
            {"id": "A2", "x": 250, "y": 50, "size": 40},
            {"id": "B1", "x": 250, "y": 150, "size": 40},
        ],
        "routes": [
            route("A", 50, ["A1", "A2"], [(90, 50), (150, 50), (250, 50)]),
            route("B", 150, ["A1", "A2", "B1"], [(90, 150), (150, 50), (250, 50), (250, 150)]),
        ],
        "score_boxes": {
            key: box(120 + 40 * k, 260)
            for k, key in enumerate(["completion", "intersection", "penalty", "empty", "total"])
        },
    }


def test_tiny_map_is_valid_and_plays() -> None:
    report = check_map_text(json.dumps(tiny_map()), "tiny.json")
    assert report.ok, [str(p) for p in report.problems]
    board = Board.from_spec(map_spec(tiny_map()))
    assert board.station_refs(board.station_ids.index("A2")) == ("A2", "B2")


def test_shared_stretch_gets_two_lanes() -> None:
    geometry = MapGeometry(map_spec(tiny_map()))
    # between A1 and A2 both routes run along y = 50: one stripe each side
    cut = LineString([(200, 0), (200, 300)])
    ys = sorted(g.stripe.intersection(cut).y for g in geometry.routes)
    assert ys == [50 - LANE_SPACING / 2, 50 + LANE_SPACING / 2]


def test_tiny_map_draws(qtbot) -> None:
    from metrox_desktop.ui.sheet.scene import MapScene

    scene = MapScene(Board.from_spec(map_spec(tiny_map())))
    assert len(scene.route_items) == 2
    assert scene.sceneRect().width() == 400
