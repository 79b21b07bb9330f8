"""``maps check`` and the inspector's report list every problem of a map file: those of
the format (a negative size, a colour that is not one) and those of its meaning (a
station that is not there, boxes that overlap) together, each with its place on the
sheet and numbered as in the file, however hostile the file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from metrox_desktop.maps.loader import check_map_text
from metrox_desktop.maps.spec import MAX_STATIONS
from tests.cli.running import run_app
from tests.maps.hostile import tokyo

Data = dict[str, Any]


def three_kinds_wrong() -> Data:
    """A file with a format error, a station that is not there and an overlap."""
    data = tokyo()
    data["routes"][0]["colour"] = "red"  # the format: not a colour
    data["routes"][1]["stations"][2] = "Q99"  # the topology: no such station
    first = data["stations"][0]
    data["stations"][5] |= {"x": first["x"] + 5, "y": first["y"]}  # the geometry
    return data


def paths(data: Data) -> list[str]:
    return [p.path for p in check_map_text(json.dumps(data), "broken.json").problems]


def test_maps_check_lists_a_format_error_a_missing_station_and_an_overlap(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(three_kinds_wrong()), encoding="utf-8")
    result = run_app("maps", "check", str(broken), home=tmp_path)
    assert result.returncode == 1 and result.stderr == ""
    lines = result.stdout.splitlines()
    assert (
        f"{broken}: $.routes[0].colour: String should match pattern '^#[0-9a-fA-F]{{6}}$'" in lines
    )
    assert f"{broken}: $.routes[1].stations[2]: no station 'Q99'" in lines
    assert f"{broken}: $.stations[5]: station box 'A6' overlaps station box 'A1'" in lines


def test_each_problem_has_its_place_on_the_sheet_and_the_map_is_drawable() -> None:
    data = three_kinds_wrong()
    report = check_map_text(json.dumps(data), "broken.json")
    assert report.spec is None  # not a map to play
    assert report.drawable is not None and len(report.drawable.routes) == 9  # but drawn
    by_path = {p.path: p for p in report.problems}
    colour = by_path["$.routes[0].colour"]
    badge = data["routes"][0]["badge"]
    assert colour.route == 0 and colour.point == (badge["x"], badge["y"])
    missing = by_path["$.routes[1].stations[2]"]
    assert missing.route == 1 and missing.point is not None
    overlap = by_path["$.stations[5]"]
    assert overlap.station == 5 and overlap.point == (
        data["stations"][5]["x"],
        data["stations"][5]["y"],
    )


def test_a_part_left_out_keeps_the_file_s_numbering_and_brings_no_false_problem() -> None:
    data = tokyo()
    left_out = data["stations"][2]
    left_out["x"] = "far left"  # this station cannot be placed: it is left out
    first = data["stations"][0]
    data["stations"][5] |= {"x": first["x"] + 5, "y": first["y"]}
    data["routes"][3]["letter"] = "many"  # a route cannot be without its letter
    data["routes"][6]["stations"][0] = "Q1"
    found = paths(data)
    assert "$.stations[2].x" in found and "$.routes[3].letter" in found
    assert "$.stations[5]" in found  # the file's sixth station, though the fifth kept
    assert "$.routes[6].stations[0]" in found  # the file's seventh route, the sixth kept
    said = [str(p) for p in check_map_text(json.dumps(data), "b.json").problems]
    assert not any(f"no station {left_out['id']!r}" in text for text in said)  # told once
    assert not any("is on no route" in text for text in said)  # route 3's are on route 3


@pytest.mark.parametrize(
    "breaks",
    [
        lambda d: d.update(stations=[1, "two", None, [], {"id": 5}]),
        lambda d: d.update(routes=[{"letter": "A"}, 7, {}]),
        lambda d: d.update(sheet="A4", score_boxes=[], labels={"a": 1}, name=3, id=None),
        lambda d: d.update(stations=d["stations"] * (MAX_STATIONS // 77 + 1)),
        lambda d: d["routes"][0].update(indicators=[{"x": 1, "y": 2, "w": 3, "h": 4}] * 40),
        lambda d: [r.update(colour=None, pattern=7, badge="here", name=[]) for r in d["routes"]],
        lambda d: [s.update(size=-1, x=float("nan")) for s in d["stations"]],
        lambda d: d.update(format="metrox-map/9", extra={"deep": [[[[]]]]}),
    ],
)
def test_hostile_files_get_every_problem_and_no_traceback(tmp_path: Path, breaks: Any) -> None:
    data = three_kinds_wrong()
    breaks(data)
    report = check_map_text(json.dumps(data), "hostile.json")
    assert report.problems and report.spec is None
    assert all(p.path.startswith("$") and p.message for p in report.problems)
    if report.drawable is not None:  # whatever is drawn, the inspector can draw
        from metrox_desktop.engine.board import Board

        Board.from_spec(report.drawable)


def test_a_sheet_that_cannot_be_read_puts_nothing_off_the_sheet() -> None:
    data = tokyo()
    data["sheet"] = {"width": "wide", "height": 751}
    report = check_map_text(json.dumps(data), "sheet.json")
    assert [p.path for p in report.problems] == ["$.sheet.width"]  # nothing "outside"
    assert report.drawable is not None  # drawn on a sheet around everything
