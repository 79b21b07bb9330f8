"""A save is written without pydantic (so a new game's first autosave does not load it)
and gives the very bytes the record's models wrote: the same files, the same checksums,
for games on both maps, at every stage, with every field a record can carry."""

from __future__ import annotations

import hashlib
import json
import random
from datetime import datetime
from pathlib import Path

import pytest

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.engine.record_models import DailyMark, GameRecord
from metrox_desktop.engine.records import record_json
from metrox_desktop.persistence import saves

# Names as a player may type them: quotes and backslashes (escaped), Japanese and an
# emoji (kept as they are).
NAMES = ("Ann", 'Bo "B"', "C\\D", "東京太郎", "Zoë 🚇", "Ed")
KINDS = ("person", "greedy", "random", "friend:MX1-TOKYO-EXAMPLE")


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


def a_game(map_id: str, number: int) -> saves.SavedGame:
    """A game of 1-6 players, stopped at a random turn (finished, at times), with the
    record's optional fields drawn at random."""
    rng = random.Random(f"{map_id}-{number}")
    players = rng.sample(NAMES, rng.randint(1, 6))
    match = Match.new(Board.load(map_id), players, load_deck(), f"W{number}")
    for _ in range(rng.choice((0, 1, 5, 12, 100))):
        if match.phase is Phase.OVER:
            break
        match = match.flip()
        for player in range(len(players)):
            options = match.legal_choices(player)
            match = match.choose(player, rng.choice(options) if options else None)
        match = match.resolve()
    seats = tuple(rng.choice(KINDS) for _ in players) if rng.random() < 0.5 else ()
    hints = tuple(rng.choice((0, 0, 3, 12)) for _ in players)
    practice = rng.choice((None, True))
    today = DailyMark(date="2026-11-26", practice=practice) if rng.random() < 0.4 else None
    started = datetime(2026, 11, rng.randint(1, 30), rng.randint(0, 23), 5, 9)
    return saves.SavedGame(match, started, seats, hints, today=today)


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
