"""The shipped maps are the printed sheets: same topology as the verified transcription."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import fields
from pathlib import Path

import pytest

from metrox_desktop.maps.loader import builtin_map_ids, check_map_file, load_builtin, resource_dir
from metrox_desktop.maps.spec import MapSpec, json_schema_text

REFERENCE = Path(__file__).parent.parent / "fixtures" / "reference"


def reference(map_id: str) -> dict:
    return json.loads((REFERENCE / f"{map_id}.json").read_text(encoding="utf-8"))


def test_the_two_printed_maps_ship() -> None:
    assert builtin_map_ids() == ["osaka", "tokyo"]


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_topology_matches_the_reference_exactly(map_id: str) -> None:
    spec, ref = load_builtin(map_id), reference(map_id)
    assert [spec.sheet.width, spec.sheet.height] == ref["sheet_size"]
    assert [(s.id, s.x, s.y) for s in spec.stations] == [
        (s["id"], s["x"], s["y"]) for s in ref["stations"]
    ]
    assert [r.letter for r in spec.routes] == [r["letter"] for r in ref["routes"]]
    for route, expected in zip(spec.routes, ref["routes"], strict=True):
        assert route.name.en == expected["name"]
        assert route.stations == expected["stations"], route.letter  # Start to End order
        assert len(route.indicators) == expected["indicators"], route.letter
        assert (route.first_bonus, route.later_bonus) == (
            expected["first_bonus"],
            expected["later_bonus"],
        )


@pytest.mark.parametrize(
    ("map_id", "stations", "boxes", "shared"),
    [("tokyo", 77, 23, {2: 19, 3: 7, 4: 2, 5: 1}), ("osaka", 75, 23, {2: 20, 3: 3})],
)
def test_counts_as_printed(map_id: str, stations: int, boxes: int, shared: dict[int, int]) -> None:
    spec = load_builtin(map_id)
    assert len(spec.stations) == stations
    assert len(spec.routes) == 9
    assert sum(len(r.indicators) for r in spec.routes) == boxes
    through = Counter(sid for r in spec.routes for sid in r.stations)
    assert {n: c for n, c in Counter(through.values()).items() if n > 1} == shared


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_shared_stations_match_the_reference(map_id: str) -> None:
    """Which routes meet at each station: the intersections that score Cross.B."""
    spec, ref = load_builtin(map_id), reference(map_id)

    def meeting(routes: list[tuple[str, list[str]]]) -> dict[str, str]:
        letters: dict[str, str] = {}
        for letter, stations in routes:
            for sid in stations:
                letters[sid] = letters.get(sid, "") + letter
        return letters

    assert meeting([(r.letter, r.stations) for r in spec.routes]) == meeting(
        [(r["letter"], r["stations"]) for r in ref["routes"]]
    )
    assert {r.stations[-1] for r in spec.routes} == {r["stations"][-1] for r in ref["routes"]}


def test_osaka_new_tram_and_yotsubashi_share_their_end() -> None:
    routes = {r.letter: r for r in load_builtin("osaka").routes}
    expected = {r["letter"]: r["stations"][-1] for r in reference("osaka")["routes"]}
    assert routes["P"].stations[-1] == routes["Y"].stations[-1] == "K3"
    assert expected["P"] == expected["Y"] == "K3"
    assert [r.letter for r in load_builtin("osaka").routes if r.stations[-1] == "K3"] == ["Y", "P"]


def test_tokyo_has_one_station_on_five_routes() -> None:
    through = Counter(sid for r in load_builtin("tokyo").routes for sid in r.stations)
    assert [sid for sid, n in through.items() if n == 5] == ["G4"]


DARK_BY_DEFAULT = {"dark-dots", "dash-dot", "dash-dot-dot", "centre-stripe"}


def luminance(colour: str) -> float:
    r, g, b = (int(colour[k : k + 2], 16) for k in (1, 3, 5))
    return 0.299 * r + 0.587 * g + 0.114 * b


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_every_route_has_both_names_and_its_own_look(map_id: str) -> None:
    spec = load_builtin(map_id)
    for route in spec.routes:
        assert route.name.ja.endswith(("線", "ラム")), route.letter
    # Told apart without colour (greyscale print, colour-blind players): each route has
    # its own pattern, or shares one only with its marks light on dark vs dark on light
    # (Osaka's Chuo, white dash-dot on green, and New tram, navy dash-dot on light blue).
    by_pattern: dict[str, list[tuple[str, bool]]] = {}
    for route in spec.routes:
        if route.accent is None:  # the drawing's default: see RouteItem._default_accent
            light_marks = route.pattern not in DARK_BY_DEFAULT
        else:
            light_marks = luminance(route.accent) > luminance(route.colour)
        by_pattern.setdefault(route.pattern, []).append((route.letter, light_marks))
    for pattern, routes in by_pattern.items():
        assert len(routes) <= 2, (pattern, routes)
        if len(routes) == 2:
            (a, light_a), (b, light_b) = routes
            assert light_a != light_b, f"{a} and {b} look alike in grey ({pattern})"


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_shipped_files_pass_every_check(map_id: str) -> None:
    report = check_map_file(Path(str(resource_dir("maps") / f"{map_id}.json")))
    assert report.ok, [str(p) for p in report.problems]


def test_schema_json_is_generated_from_the_format() -> None:
    shipped = (resource_dir("maps") / "schema.json").read_text(encoding="utf-8")
    assert shipped == json_schema_text(), (
        "run: metrox-desktop maps schema > resources/maps/schema.json"
    )


def test_schema_describes_every_field() -> None:
    schema = json.loads(json_schema_text())
    assert set(schema["properties"]) == {
        "$schema" if f.name == "schema_ref" else f.name for f in fields(MapSpec)
    }
