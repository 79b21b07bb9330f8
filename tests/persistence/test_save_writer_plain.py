"""A save is written without pydantic (so a new game's first autosave does not load it)
and gives the very bytes the record's models wrote: the same files, the same checksums,
for games on both maps, at every stage, with every field a record can carry."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from metrox_desktop.engine.record_models import GameRecord
from metrox_desktop.engine.records import record_json
from metrox_desktop.persistence import saves
from tests.persistence.random_saves import a_game


def models_text(game: saves.SavedGame) -> str:
    """The save as the record's models wrote it before: pydantic's own JSON, and the
    checksum of the canonical JSON of its content (docs/record-format.md)."""
    record = game.match.record().model_copy(
        update={
            "started": game.started.isoformat(timespec="seconds"),
            "seats": list(game.seats) or None,
            "hints": list(game.hints) if any(game.hints) else None,
            "today": game.today,
        }
    )
    content = record.model_dump(mode="json", exclude_none=True, exclude={"checksum"})
    body = json.dumps(content, indent=1, ensure_ascii=False) + "\n"
    checksum = "sha256:" + hashlib.sha256(body.encode("utf-8")).hexdigest()
    sealed = record.model_copy(update={"checksum": checksum})
    return sealed.model_dump_json(indent=1, exclude_none=True) + "\n"


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_a_save_has_the_bytes_the_record_models_wrote(map_id: str, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    finished = 0
    for number in range(60):
        game = a_game(map_id, number)
        finished += game.match.game.finished
        saves.write_save(game, path)
        written = path.read_bytes()
        assert written == models_text(game).encode("utf-8"), (map_id, number)
        if any(kind.startswith("friend:") for kind in game.seats):
            continue  # a friend's code made up here is no game of the deal: not resumed
        # ... and reads back as the same game, intact, through the full check.
        back = saves.read_save(path)
        assert back.note == "" and back.match.record() == game.match.record()
        assert (back.seats, back.today) == (game.seats, game.today)
    assert 0 < finished < 60  # finished games and games under way


def test_the_plain_fields_are_the_record_the_models_check() -> None:
    game = a_game("osaka", 7)
    fields = game.match.record_fields()
    assert GameRecord.model_validate(fields) == game.match.record()
    assert list(fields) == list(GameRecord.model_fields)[: len(fields)]  # the schema's order


def test_characters_no_name_may_hold_are_written_as_the_models_wrote_them() -> None:
    # A record read from elsewhere (a friend's file, History's list) may hold them.
    odd = ["tab\there", "line\nbreak", "E\u2028F", "G\x7fH", "nul\x00", "\u00ad\ufeff"]
    record = GameRecord(format="metrox-game/1", map="tokyo", players=odd, turns=[])
    assert record_json(record) == record.model_dump_json(indent=1, exclude_none=True) + "\n"
