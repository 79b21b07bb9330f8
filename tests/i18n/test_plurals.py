"""Sentences with two counts read right for one and for more: each count is its own
plural phrase ("1 station" / "2 stations") in the real dialog, inspector and tooltip,
in English and in Japanese."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.scoring import Score, penalty_for
from metrox_desktop.seats import Seat
from metrox_desktop.ui.dialogs.score import ScoreDialog
from metrox_desktop.ui.inspector.window import InspectorWindow
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.sheet.scene import MapScene
from tests.maps.hostile import map_spec

SEATS = (Seat("Ann"), Seat("Bo"))


def made(total: int, empty: int) -> Score:
    """A score with this total and this many empty stations."""
    penalty = penalty_for(empty)
    return Score(total + penalty, 0, empty, penalty, ())


def tie_note(qtbot: Any, scores: list[Score]) -> str:
    dialog = ScoreDialog(Board.load("tokyo"), scores, "PLURAL", None, seats=SEATS)
    qtbot.addWidget(dialog)
    return dialog.tie_label.text()


@pytest.mark.parametrize(
    ("total", "empty", "expected"),
    [
        (1, 1, "1 point and 1 empty station each: the rulebook lets them all win."),
        (2, 2, "2 points and 2 empty stations each: the rulebook lets them all win."),
        (1, 2, "1 point and 2 empty stations each: the rulebook lets them all win."),
    ],
)
def test_a_shared_win_counts_points_and_empty_stations(
    qtbot: Any, total: int, empty: int, expected: str
) -> None:
    assert tie_note(qtbot, [made(total, empty), made(total, empty)]) == expected


@pytest.mark.parametrize(("total", "points"), [(1, "1 point"), (2, "2 points")])
def test_a_tie_broken_by_empty_stations_names_the_points(
    qtbot: Any, total: int, points: str
) -> None:
    assert tie_note(qtbot, [made(total, 3), made(total, 5)]) == (
        f"Tied with Bo on {points}: fewer empty stations decide (3 against 5)."
    )


@pytest.mark.parametrize(("lead", "text"), [(1, "1 point ahead"), (2, "2 points ahead")])
def test_the_lead_reads_right(qtbot: Any, lead: int, text: str) -> None:
    assert tie_note(qtbot, [made(20 + lead, 3), made(20, 3)]) == f"{text} of the next player."


def little_map(stations: int, boxes: int) -> dict[str, Any]:
    """One route ("A") with this many stations and indicator boxes, on a tiny sheet."""

    def box(x: float, y: float) -> dict[str, float]:
        return {"x": x, "y": y, "w": 30, "h": 30}

    ids = [f"A{k + 1}" for k in range(stations)]
    return {
        "format": "metrox-map/1",
        "id": "little",
        "name": {"en": "Little", "ja": "小さな"},
        "sheet": {"width": 500, "height": 300},
        "stations": [
            {"id": sid, "x": 150 + 100 * k, "y": 50, "size": 40} for k, sid in enumerate(ids)
        ],
        "routes": [
            {
                "letter": "A",
                "name": {"en": "Line A", "ja": "A線"},
                "colour": "#336699",
                "pattern": "dots",
                "first_bonus": 3,
                "later_bonus": 1,
                "indicators": [box(40 + 35 * k, 120) for k in range(boxes)],
                "badge": {"x": 15, "y": 50},
                "name_at": {"x": 5, "y": 30},
                "bonus_at": {"x": 20, "y": 90},
                "stations": ids,
                "path": [{"x": 90, "y": 50}]
                + [{"x": 150 + 100 * k, "y": 50} for k in range(stations)],
            }
        ],
        "score_boxes": {
            key: box(120 + 40 * k, 260)
            for k, key in enumerate(["completion", "intersection", "penalty", "empty", "total"])
        },
    }


@pytest.mark.parametrize(
    ("count", "expected"),
    [
        (1, "A Line A (A線): 1 station, 1 indicator box, crown 3, diamond 1"),
        (2, "A Line A (A線): 2 stations, 2 indicator boxes, crown 3, diamond 1"),
    ],
)
def test_the_route_tooltip_counts_stations_and_boxes(
    qapp: object, count: int, expected: str
) -> None:
    board = Board.from_spec(map_spec(little_map(count, count)))
    assert MapScene(board).route_tooltip(0) == expected


@pytest.mark.parametrize(
    ("count", "expected"),
    [
        (1, "<b>Little</b>: 1 route, 1 station (0 shared), 1 indicator box."),
        (2, "<b>Little</b>: 1 route, 2 stations (0 shared), 2 indicator boxes."),
    ],
)
def test_the_inspector_summary_counts_each_thing(
    qtbot: Any, tmp_path: Path, count: int, expected: str
) -> None:
    path = tmp_path / "little.json"
    path.write_text(json.dumps(little_map(count, count)), encoding="utf-8")
    window = InspectorWindow(str(path))
    qtbot.addWidget(window)
    assert window.board is not None, window.problems_list.item(0).text()
    assert window.summary.text().startswith(expected + " Hover a station")


def test_japanese_counts_with_its_counters(qtbot: Any) -> None:
    set_language("ja")
    board = Board.load("tokyo")
    g = board.route_index("G")
    tip = MapScene(board).route_tooltip(g)
    assert "駅マス 13個、指示マス 2個、王冠 5点" in tip
    assert tie_note(qtbot, [made(2, 1), made(2, 1)]) == (
        "全員 2点、空きマス 1個：ルールにより全員の勝利です。"
    )
