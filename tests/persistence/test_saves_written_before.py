"""Saves the app wrote before its record format was one definition (kept in
tests/fixtures/saves: games of 2-6 players, under way and finished, with seats, hints and
today's deal) still read as the app's own intact files, without pydantic, and are
written again byte for byte: the same fields in the same order, the same checksum."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from metrox_desktop.engine.records import GameRecord
from metrox_desktop.fileformat import read_plainly
from metrox_desktop.persistence import saves

KEPT = sorted((Path(__file__).parent.parent / "fixtures" / "saves").glob("*.json"))


def test_the_kept_saves_cover_what_a_save_holds() -> None:
    records = [json.loads(path.read_text(encoding="utf-8")) for path in KEPT]
    assert len(records) == 4
    assert any("today" in r for r in records) and any("today" not in r for r in records)
    assert any("seats" in r for r in records) and any("hints" in r for r in records)
    assert max(len(r["players"]) for r in records) >= 4


@pytest.mark.parametrize("path", KEPT, ids=[path.stem for path in KEPT])
def test_a_save_written_before_reads_intact_and_is_written_again_as_it_was(
    path: Path, tmp_path: Path
) -> None:
    kept = path.read_bytes()
    game = saves.read_save(path)
    assert game.note == ""  # its checksum matches: the app's own intact file
    assert read_plainly(GameRecord, json.loads(kept)) is not None  # read as a start reads it
    again = tmp_path / "again.json"
    saves.write_save(game, again)
    assert again.read_bytes() == kept
