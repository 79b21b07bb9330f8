"""Every validation rule rejects a broken map with the JSON path and what is wrong."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from metrox_desktop.maps.loader import (
    MAX_FILE_BYTES,
    MapError,
    check_map_file,
    check_map_text,
    load_map,
    parse_map,
    resource_dir,
)

Data = dict[str, Any]


def tokyo() -> Data:
    return json.loads((resource_dir("maps") / "tokyo.json").read_text(encoding="utf-8"))


def problems(data: Data) -> list[str]:
    return [str(p) for p in check_map_text(json.dumps(data), "broken.json").problems]


def route(data: Data, letter: str) -> Data:
    return next(r for r in data["routes"] if r["letter"] == letter)


def station(data: Data, sid: str) -> Data:
    return next(s for s in data["stations"] if s["id"] == sid)


def test_the_unbroken_map_is_valid() -> None:
    assert problems(tokyo()) == []


def _duplicate_station(d: Data) -> None:
    d["stations"][1]["id"] = "A1"


def _duplicate_letter(d: Data) -> None:
    d["routes"][1]["letter"] = "F"


def _unknown_station(d: Data) -> None:
    d["routes"][0]["stations"][3] = "Q9"


def _station_twice(d: Data) -> None:
    d["routes"][0]["stations"][3] = "A1"


def _lonely_station(d: Data) -> None:
    d["stations"].append({"id": "Z9", "x": 700, "y": 700, "size": 40})


def _path_misses_station(d: Data) -> None:
    path = route(d, "H")["path"]
    path[1]["y"] += 15  # I1's point moved off the station


def _out_of_order(d: Data) -> None:
    stations = route(d, "T")["stations"]
    stations[1], stations[2] = stations[2], stations[1]


def _crosses_box(d: Data) -> None:
    route(d, "F")["stations"].remove("B2")  # the path still runs through B2's box


def _overlap(d: Data) -> None:
    station(d, "A2")["x"] = 240


def _too_many_indicators(d: Data) -> None:
    boxes = route(d, "T")["indicators"]
    boxes.extend([dict(boxes[0]), dict(boxes[0])])


def _no_indicators(d: Data) -> None:
    route(d, "T")["indicators"] = []


def _zero_bonus(d: Data) -> None:
    route(d, "T")["first_bonus"] = 0


def _off_sheet(d: Data) -> None:
    d["sheet"]["width"] = 900


def _indicator_on_station(d: Data) -> None:
    route(d, "T")["indicators"][2]["x"] = 320


def _stripe_off_sheet(d: Data) -> None:
    # Tozai's path stays on the sheet, but its last stripe pushed 4 lanes right does not.
    tozai = route(d, "T")
    tozai["path"][tozai["stations"].index("D6") + 1]["lane"] = -4


RULES: list[tuple[Callable[[Data], None], str]] = [
    (_duplicate_station, "$.stations[1].id: duplicate station id 'A1'"),
    (_duplicate_letter, "$.routes[1].letter: duplicate route letter 'F'"),
    (_unknown_station, "$.routes[0].stations[3]: no station 'Q9'"),
    (_station_twice, "$.routes[0].stations[3]: station 'A1' appears twice on route F"),
    (_lonely_station, "$.stations[77]: station 'Z9' is on no route"),
    (_path_misses_station, "$.routes[7].path: route H's path does not pass through station 'I1'"),
    (_out_of_order, "$.routes[2].stations[2]: route T's path reaches station 'D2' out of order"),
    (_crosses_box, "$.routes[0].path: route F's path crosses station 'B2' where it does not stop"),
    (_overlap, "$.stations[1]: station box 'A2' overlaps station box 'A1'"),
    (_indicator_on_station, "$.routes[2].indicators[2]: indicator box overlaps station box 'D1'"),
    (
        _too_many_indicators,
        "$.routes[2].indicators: List should have at most 4 items after validation, not 5",
    ),
    (
        _no_indicators,
        "$.routes[2].indicators: List should have at least 1 item after validation, not 0",
    ),
    (_zero_bonus, "$.routes[2].first_bonus: Input should be greater than or equal to 1"),
    (
        _stripe_off_sheet,
        "$.routes[2].path: route T's drawn line runs outside the sheet (1028 x 751)",
    ),
    (_off_sheet, "$.stations[8]: station box 'A9' is outside the sheet (900 x 751)"),
]


@pytest.mark.parametrize(
    ("breaks", "expected"), RULES, ids=[f.__name__.strip("_") for f, _ in RULES]
)
def test_each_rule_names_path_and_problem(breaks: Callable[[Data], None], expected: str) -> None:
    data = tokyo()
    breaks(data)
    assert expected in problems(data)


def test_geometric_problems_say_where_on_the_sheet() -> None:
    data = tokyo()
    _crosses_box(data)
    report = check_map_text(json.dumps(data), "broken.json")
    assert report.spec is not None  # the inspector still gets the map to draw
    (problem,) = report.problems
    assert problem.route == 0
    assert report.spec.stations[problem.station or 0].id == "B2"
    assert problem.point is not None
    x, y = problem.point
    assert abs(x - 340) < 21 and abs(y - 122) < 21


def test_map_error_names_the_file_and_lists_strings() -> None:
    data = tokyo()
    _unknown_station(data)
    with pytest.raises(MapError) as caught:
        parse_map(json.dumps(data), "broken.json")
    assert caught.value.problems == ["$.routes[0].stations[3]: no station 'Q9'"]
    assert str(caught.value).startswith("broken.json: ")


HOSTILE = [
    (
        "wrong types",
        '{"format": "metrox-map/1", "id": 5, "stations": "many"}',
        "$.id: Input should be a valid string",
    ),
    ("a list", "[1, 2, 3]", "Input should be a valid dictionary"),
    (
        "huge number",
        json.dumps({**tokyo(), "sheet": {"width": 1e300, "height": 751}}),
        "$.sheet.width: Input should be less than or equal to 10000",
    ),
    (
        "infinity",
        json.dumps(tokyo()).replace('"width": 1028', '"width": Infinity'),
        "$.sheet.width",
    ),
    ("thousands of digits", '{"id": ' + "9" * 5000 + "}", "not valid JSON"),
    ("deep nesting", "[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ("not JSON", "MetroX!", "not valid JSON"),
    ("junk", "x" * (MAX_FILE_BYTES + 1), "is at most"),
    (
        "wrong format",
        json.dumps({**tokyo(), "format": "metrox-map/9"}),
        "$.format: Input should be 'metrox-map/1'",
    ),
]


@pytest.mark.parametrize(
    ("text", "expected"), [(t, e) for _, t, e in HOSTILE], ids=[n for n, _, _ in HOSTILE]
)
def test_hostile_text_is_rejected_with_a_message(text: str, expected: str) -> None:
    report = check_map_text(text, "hostile.json")
    assert not report.ok
    assert any(expected in str(p) for p in report.problems), [str(p) for p in report.problems]
    assert len(report.problems) <= 101


def test_many_wrong_entries_are_capped() -> None:
    data = tokyo()
    data["stations"] = [{"id": "?", "x": "a", "y": "b"}] * 1500
    report = check_map_text(json.dumps(data), "hostile.json")
    assert len(report.problems) == 101
    assert "more problems" in str(report.problems[-1])


def test_hostile_files(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (10 * 1024 * 1024))
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00junk")
    for path, expected in [
        (big, "a map file is at most"),
        (binary, "not UTF-8"),
        (tmp_path, "is a folder"),
        (tmp_path / "missing.json", "no such file"),
    ]:
        report = check_map_file(path)
        assert report.spec is None
        assert expected in str(report.problems[0])
        with pytest.raises(
            MapError, match=expected.replace("no such file", "no such file or built-in")
        ):
            load_map(path)


def test_a_broken_map_can_still_be_drawn(qtbot) -> None:
    from metrox_desktop.engine.board import Board
    from metrox_desktop.maps.validation import drawable_spec
    from metrox_desktop.ui.scene import MapScene

    data = tokyo()
    _unknown_station(data)
    _station_twice(data)
    data["routes"][1]["stations"] = ["Q1"]
    report = check_map_text(json.dumps(data), "broken.json")
    assert report.spec is not None and report.problems
    scene = MapScene(Board.from_spec(drawable_spec(report.spec)))
    assert len(scene.route_items) == 9
