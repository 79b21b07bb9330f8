"""A file format is one definition (dataclasses with annotated-types constraints) read
two ways: plainly, as the app reads its own files at start, and by pydantic, as it
checks a person's file. Whatever the plain reader takes, pydantic takes as the very
same value; what it does not take, pydantic refuses or converts (a number written as
text), and then says what is wrong. Checked on the game record and the map file with
values of every wrong type, at and past every limit, half a character, missing and
unknown fields."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

import pytest
from annotated_types import MultipleOf
from pydantic import ValidationError

from metrox_desktop.engine.records import GameRecord
from metrox_desktop.fileformat import json_values, read_checked, read_plainly
from metrox_desktop.maps.loader import builtin_text
from metrox_desktop.maps.spec import MapSpec
from metrox_desktop.persistence import saves
from tests.persistence.random_saves import a_game

# Values of the wrong type, at and beyond the record's and the map's limits, and half a
# character.
ODD: tuple[Any, ...] = (
    None, True, False, 0, 1, -1, 1.0, 1.5, 1_000_000, 1_000_001, 10_000, 10_001, -10_001,
    10 ** 400, float("inf"), float("nan"), "", "1", "a\ud800", "#00ff00", "#00ff0g", "G",
    "A\n", *("x" * n for n in (1, 10, 11, 16, 17, 20, 21, 40, 41, 100, 101, 200, 201, 400, 401)),
    [], ["x"], [None], [1], ["x"] * 99, ["x"] * 100, {}, {"date": "2026-11-26"},
    {"x": 1, "y": 2},
)  # fmt: skip


def agree(kind: type, data: Any) -> bool:
    """Whether the two readers agree on ``data``; True when the plain reader took it."""
    plain = read_plainly(kind, data)
    try:
        checked = read_checked(kind, data)
    except ValidationError:
        checked = None
    if plain is not None:
        assert checked is not None, data
        assert repr(plain) == repr(checked), data  # the same values, of the same types
    elif checked is not None:  # pydantic converted something (1.0 to 1, "1" to 1.0...)
        assert _text(json_values(checked)) != _text(data), data
    return plain is not None


def _text(data: Any) -> str:
    """``data`` as JSON, None left out, keys sorted: true is not 1, 1.0 is not 1."""
    return json.dumps(_present(data), sort_keys=True)


def _present(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _present(item) for key, item in value.items() if item is not None}
    if isinstance(value, list):
        return [_present(item) for item in value]
    return value


def saved_data(map_id: str, number: int, path: Path) -> dict[str, Any]:
    saves.write_save(a_game(map_id, number), path)
    return dict(json.loads(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_every_save_the_app_writes_is_read_plainly(map_id: str, tmp_path: Path) -> None:
    for number in range(40):
        assert agree(GameRecord, saved_data(map_id, number, tmp_path / "game.json"))


def test_the_readers_agree_on_every_odd_field_of_a_record(tmp_path: Path) -> None:
    base = saved_data("tokyo", 1, tmp_path / "game.json")
    assert base["turns"] and "today" in base and agree(GameRecord, base)
    cases: list[Any] = [base, {**base, "extra": 1}, {**base, "format": "metrox-game/2"}]
    cases += [{k: v for k, v in base.items() if k != name} for name in base]
    for name in ("format", "map", "players", "turns", "deck", "seed", "started", "seats"):
        cases += [{**base, name: value} for value in ODD]
        cases += [{**base, name: [value]} for value in ODD]
    for name in ("hints", "today", "checksum"):
        cases += [{**base, name: value} for value in ODD]
        cases += [{**base, name: [value]} for value in ODD]
    cases += [{**base, "today": {"date": "2026-11-26", "practice": value}} for value in ODD]
    turn = base["turns"][0]
    for value in ODD:
        for part in ("card", "choices"):
            cases.append({**base, "turns": [{**turn, part: value}]})
        cases.append({**base, "turns": [{**turn, "choices": [value] * len(base["players"])}]})
    cases += [{**base, "turns": [{**turn, "x": 1}]}, {**base, "turns": [turn] * 10_001}]
    cases += [{**base, "turns": [{"card": turn["card"]}]}, {**base, "turns": [[]]}]
    cases += [[], "x", None, 1]
    taken = [agree(GameRecord, data) for data in cases]
    assert 40 < sum(taken) < len(cases) - 300  # both kinds, many of each


def test_the_readers_agree_on_every_odd_part_of_a_map() -> None:
    base = json.loads(builtin_text("osaka"))
    assert agree(MapSpec, base)
    station, route, label = base["stations"][0], base["routes"][0], base["labels"][0]
    cases: list[Any] = [{k: v for k, v in base.items() if k != name} for name in base]
    cases += [{**base, "$schema": value} for value in ODD] + [{**base, "extra": 1}]
    for value in ODD:
        for part in station:
            cases.append({**base, "stations": [{**station, part: value}, *base["stations"][1:]]})
        for part in (*route, "accent", "name_label", "z"):
            cases.append({**base, "routes": [{**route, part: value}, *base["routes"][1:]]})
        for part in (*label, "width", "role", "colour"):
            cases.append({**base, "labels": [{**label, part: value}]})
        point = {**route["path"][0], "lane": value}
        cases.append({**base, "routes": [{**route, "path": [point, *route["path"][1:]]}]})
        cases.append({**base, "sheet": {**base["sheet"], "width": value}})
    long_way = [{"x": -9000.0, "y": 0.0}, {"x": 9000.0, "y": 0.0}] * 30
    cases.append({**base, "routes": [{**r, "path": long_way} for r in base["routes"]]})
    taken = [agree(MapSpec, data) for data in cases]
    assert 100 < sum(taken) < len(cases) - 300


def test_a_value_written_is_read_back_as_it_was(tmp_path: Path) -> None:
    record = read_checked(GameRecord, saved_data("osaka", 14, tmp_path / "game.json"))
    assert read_plainly(GameRecord, json_values(record)) == record
    spec = read_checked(MapSpec, json.loads(builtin_text("tokyo")))
    assert read_plainly(MapSpec, json_values(spec)) == spec


def test_a_constraint_the_plain_reader_does_not_know_is_a_mistake_in_the_format() -> None:
    @dataclass(frozen=True)
    class Even:
        n: Annotated[int, MultipleOf(2)]

    with pytest.raises(TypeError, match="MultipleOf"):
        read_plainly(Even, {"n": 2})
