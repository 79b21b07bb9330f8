"""The autosave is read without pydantic when it plainly fits the record's models, and
the two readers agree: what the plain reader takes, the models take as the same values
(and the same checksum); what the models take as it is, the plain reader takes. Every
other file goes to the models, whose message a player sees, as before."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from metrox_desktop.engine.record_models import GameRecord
from metrox_desktop.engine.record_plain import PlainRecord, plain_record
from metrox_desktop.engine.records import RecordError, Seal, parse_game, parse_record, seal_of
from metrox_desktop.persistence import saves
from tests.persistence.hostile import RECORDS
from tests.persistence.random_saves import a_game

# Values of the wrong type, at and beyond every limit of the models, and half a
# character: for each field, each item of a list, each part of a turn.
ODD: tuple[Any, ...] = (
    None, True, False, 0, 1, -1, 1.0, 1_000_000, 1_000_001, "", "1", "a\ud800",
    *("x" * n for n in (1, 10, 11, 20, 21, 40, 41, 100, 101, 200, 201, 400, 401)),
    [], ["x"], [None], [1], ["x"] * 99, ["x"] * 100, {}, {"date": "2026-11-26"},
)  # fmt: skip


def same(plain: PlainRecord, model: GameRecord) -> bool:
    """The same record: every value a game reads, and the content its checksum is of
    (in the same order: the checksum is of its text)."""

    def values(record: PlainRecord | GameRecord) -> tuple[object, ...]:
        turns = [(t.card, list(t.choices)) for t in record.turns]
        lists = [None if v is None else list(v) for v in (record.seats, record.hints)]
        fields = (record.format, record.map, record.deck, record.seed, record.started)
        return (*fields, list(record.players), turns, *lists, record.today, record.checksum)

    text = json.dumps(plain.content(), ensure_ascii=False)
    return values(plain) == values(model) and text == json.dumps(
        model.content(), ensure_ascii=False
    )


def agree(data: Any) -> bool:
    """Whether the readers agree on ``data``; True when the plain reader took it."""
    plain = plain_record(data)
    try:
        model = GameRecord.model_validate(data)
    except ValidationError:
        model = None
    if plain is not None:
        assert model is not None and same(plain, model), data
    elif model is not None and model.today is None:
        # The models changed something (1.0 to 1, true to 1...): else it was plainly a record.
        assert _text(model.model_dump(mode="json", exclude_none=True)) != _text(data), data
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
def test_every_save_the_app_writes_is_read_plainly_as_the_models_read_it(
    map_id: str, tmp_path: Path
) -> None:
    plainly = 0
    for number in range(60):
        data = saved_data(map_id, number, tmp_path / "game.json")
        plainly += agree(data)
        assert agree(data) or "today" in data  # a game of today's deal is the models'
    assert plainly > 20


def test_the_readers_agree_on_every_odd_field_and_every_odd_turn(tmp_path: Path) -> None:
    base = saved_data("tokyo", 3, tmp_path / "game.json")
    base.pop("today", None)
    assert base["turns"] and agree(base)
    cases: list[Any] = [base, {**base, "extra": 1}, {**base, "format": "metrox-game/2"}]
    cases += [{k: v for k, v in base.items() if k != name} for name in base]
    for name in (*GameRecord.model_fields, "today"):
        cases += [{**base, name: value} for value in ODD]
        cases += [{**base, name: [value]} for value in ODD]
    turn = base["turns"][0]
    for value in ODD:
        for part in ("card", "choices"):
            cases.append({**base, "turns": [{**turn, part: value}]})
        cases.append({**base, "turns": [{**turn, "choices": [value] * len(base["players"])}]})
    cases.append({**base, "turns": [{"choices": turn["choices"], "card": turn["card"]}]})
    cases += [{**base, "turns": [{**turn, "x": 1}]}, {**base, "turns": [turn] * 10_001}]
    cases += [{**base, "turns": [{"card": turn["card"]}]}, {**base, "turns": [[]]}]
    cases += [[], "x", None, 1]
    taken = [agree(data) for data in cases]
    assert 20 < sum(taken) < len(cases) - 200  # both kinds, many of each


def test_a_file_in_the_order_of_no_schema_has_the_models_checksum(tmp_path: Path) -> None:
    data = saved_data("osaka", 5, tmp_path / "game.json")
    data.pop("today", None)
    shuffled = {key: data[key] for key in reversed(list(data))}
    shuffled["turns"] = [{"choices": t["choices"], "card": t["card"]} for t in data["turns"]]
    record = parse_game(json.dumps(shuffled))
    assert isinstance(record, PlainRecord)
    assert seal_of(record) is seal_of(GameRecord.model_validate(shuffled))


def test_hostile_saves_get_the_models_words(tmp_path: Path) -> None:
    def outcome(read: Any, text: str) -> Any:
        try:
            return read(text, "autosave.json")
        except RecordError as error:
            return str(error)

    for number, (name, make) in enumerate(RECORDS.items()):
        path = tmp_path / f"case{number}.json"
        make(path)
        if path.is_symlink() or not path.is_file():
            continue  # links, folders, pipes: refused before either reader
        try:
            text = path.read_text(encoding="utf-8")
        except ValueError:
            continue  # not UTF-8: refused before either reader
        plain, models = outcome(parse_game, text), outcome(parse_record, text)
        if isinstance(models, str) or isinstance(plain, GameRecord):
            assert plain == models, name
        else:
            assert same(plain, models), name


def test_a_seal_is_told_alike_by_both_readers(tmp_path: Path) -> None:
    data = saved_data("tokyo", 4, tmp_path / "game.json")
    data.pop("today", None)
    data.pop("checksum")
    assert seal_of(parse_game(json.dumps(data))) is Seal.MISSING
    data["players"] = [*data["players"][:-1], "Someone else"]
    data["checksum"] = "sha256:" + "0" * 64
    assert seal_of(parse_game(json.dumps(data))) is Seal.BROKEN
