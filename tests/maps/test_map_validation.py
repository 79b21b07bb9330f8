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
    resource_dir,
)
from tests.maps.hostile import hostile_files

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


def _zero_later_bonus(d: Data) -> None:
    route(d, "G")["later_bonus"] = 0


def _negative_bonus(d: Data) -> None:
    route(d, "N")["first_bonus"] = -4


def _duplicate_station_on_another_route(d: Data) -> None:
    d["stations"][20]["id"] = "B9"


def _badge_off_sheet(d: Data) -> None:
    route(d, "F")["badge"]["x"] = 10  # its centre is on the sheet, half the badge is not


def _crown_off_sheet(d: Data) -> None:
    route(d, "F")["bonus_at"]["y"] = 5


def _z_too_high(d: Data) -> None:
    route(d, "T")["z"] = 10


def _score_box_off_sheet(d: Data) -> None:
    d["score_boxes"]["total"]["y"] = 740


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
        "$.routes[2].indicators: 5 entries; at most 4 are allowed",
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
    (_zero_later_bonus, "$.routes[6].later_bonus: Input should be greater than or equal to 1"),
    (_negative_bonus, "$.routes[8].first_bonus: Input should be greater than or equal to 1"),
    (_duplicate_station_on_another_route, "$.stations[20].id: duplicate station id 'B9'"),
    (_badge_off_sheet, "$.routes[0].badge: the route's badge is outside the sheet (1028 x 751)"),
    (_crown_off_sheet, "$.routes[0].bonus_at: the route's crown is outside the sheet (1028 x 751)"),
    (_score_box_off_sheet, "$.score_boxes.total: score box is outside the sheet (1028 x 751)"),
    (_z_too_high, "$.routes[2].z: Input should be less than or equal to 9"),
]


@pytest.mark.parametrize(
    ("breaks", "expected"), RULES, ids=[f.__name__.strip("_") for f, _ in RULES]
)
def test_each_rule_names_path_and_problem(breaks: Callable[[Data], None], expected: str) -> None:
    data = tokyo()
    breaks(data)
    assert expected in problems(data)


@pytest.mark.parametrize(
    ("breaks", "expected"), RULES, ids=[f.__name__.strip("_") for f, _ in RULES]
)
def test_each_rule_names_the_file_too(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    breaks: Callable[[Data], None],
    expected: str,
) -> None:
    """What a map author sees: ``maps check`` and the app's MapError name the file."""
    from metrox_desktop.cli import main

    data = tokyo()
    breaks(data)
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data), encoding="utf-8")
    assert main(["maps", "check", str(broken)]) == 1
    assert f"{broken}: {expected}" in capsys.readouterr().out.splitlines()
    with pytest.raises(MapError) as caught:
        load_map(broken)
    assert caught.value.source == str(broken)
    assert expected in caught.value.problems
    assert str(caught.value).startswith(f"{broken}: ")


def test_touching_a_box_corner_is_not_crossing_it() -> None:
    """Tokyo's Ginza passes the corner of H6 without stopping there, as printed."""
    data = tokyo()
    assert "H6" not in route(data, "G")["stations"]
    assert problems(data) == []


def test_four_indicator_boxes_are_allowed() -> None:
    data = tokyo()
    boxes = route(data, "T")["indicators"]
    boxes.append({**boxes[-1], "x": boxes[-1]["x"] + 43})
    route(data, "T")["path"][0]["x"] += 43  # the line starts at the last box
    assert problems(data) == []


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


def test_map_error_names_the_file_and_lists_strings(tmp_path: Path) -> None:
    data = tokyo()
    _unknown_station(data)
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(MapError) as caught:
        load_map(path)
    assert caught.value.problems == ["$.routes[0].stations[3]: no station 'Q9'"]
    assert str(caught.value).startswith(f"{path}: ")


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
    ("empty", "", "the file is empty"),
    ("only spaces", " \n\t ", "the file is empty"),
    ("control characters", "\x00\x01\x02junk", "not valid JSON: Expecting value"),
    ("deep objects", '{"a":' * 100_000 + "1" + "}" * 100_000, "nested too deeply"),
    (
        "deep in a field",
        json.dumps({**tokyo(), "name": {"en": json.loads("[" * 900 + "]" * 900)}}),
        "$.name.en: Input should be a valid string",
    ),
    ("900,000 entries", '{"stations": [' + ",".join(["1"] * 900_000) + "]}", "$.format"),
    ("duplicate key", '{"id": "tokyo", "id": "osaka"}', "key 'id' appears twice"),
    ("a string", '"tokyo"', "Input should be a valid dictionary"),
    ("null", "null", "Input should be a valid dictionary"),
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
    data["stations"] = [{"id": "?", "x": "a", "y": "b"}] * 150  # 300 problems
    report = check_map_text(json.dumps(data), "hostile.json")
    assert len(report.problems) == 101
    assert "more problems" in str(report.problems[-1])


def test_hostile_files(tmp_path: Path) -> None:
    for path, expected in hostile_files(tmp_path):
        report = check_map_file(path)
        assert not report.ok
        assert any(expected in str(p) for p in report.problems), (path, report.problems)
        with pytest.raises(MapError) as caught:
            load_map(path)
        assert caught.value.source == str(path)
        assert any(expected.removesuffix(" file") in p for p in caught.value.problems)


def test_devices_are_not_read(tmp_path: Path) -> None:
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    report = check_map_file("/dev/zero")  # would never end if read
    assert [str(p) for p in report.problems] == ["$: not a regular file"]


def test_a_file_with_a_byte_order_mark_loads(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(tokyo()).encode())
    assert check_map_file(path).ok


def test_a_broken_map_can_still_be_drawn(qtbot) -> None:
    from metrox_desktop.engine.board import Board
    from metrox_desktop.maps.validation import drawable_spec
    from metrox_desktop.ui.sheet.scene import MapScene

    data = tokyo()
    _unknown_station(data)
    _station_twice(data)
    data["routes"][1]["stations"] = ["Q1"]
    report = check_map_text(json.dumps(data), "broken.json")
    assert report.spec is not None and report.problems
    scene = MapScene(Board.from_spec(drawable_spec(report.spec)))
    assert len(scene.route_items) == 9
