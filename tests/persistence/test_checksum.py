"""A save carries a checksum of its content: a flipped bit never changes a game in
silence, a hand-edited save still opens with a note, and spacing does not matter."""

from __future__ import annotations

import hashlib
import json
import random
from datetime import datetime
from pathlib import Path

import pytest

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.rules import legal_choices
from metrox_desktop.persistence import saves


@pytest.fixture(scope="module")
def save_text(tmp_path_factory: pytest.TempPathFactory) -> str:
    match = Match.new(Board.load("tokyo"), ["Ann"], load_deck(), "BITS")
    rng = random.Random(3)
    for _ in range(6):
        match = match.flip()
        assert match.card is not None
        options = legal_choices(match.board, match.game.sheets[0], match.card)
        match = match.play(rng.choice(options) if options else None)
    game = saves.SavedGame(match, datetime(2026, 11, 23, 10, 0, 0), seats=("person",))
    path = tmp_path_factory.mktemp("save") / "game.json"
    saves.write_save(game, path)
    return path.read_text(encoding="utf-8")


def opened(tmp_path: Path, data: bytes) -> saves.SavedGame | None:
    path = tmp_path / "game.json"
    path.write_bytes(data)
    try:
        return saves.read_save(path)
    except saves.SaveError:
        return None


def test_the_app_s_own_save_opens_without_a_note(tmp_path: Path, save_text: str) -> None:
    game = opened(tmp_path, save_text.encode())
    assert game is not None and game.note == ""
    assert '"checksum": "sha256:' in save_text


def test_no_single_flipped_bit_changes_the_game_in_silence(tmp_path: Path, save_text: str) -> None:
    data = save_text.encode()
    silent = noted = refused = 0
    for index in range(len(data)):
        flipped = bytearray(data)
        flipped[index] ^= 1 << (index % 8)
        game = opened(tmp_path, bytes(flipped))
        if game is None:
            refused += 1
        elif game.note:
            noted += 1
        else:
            silent += 1
    assert silent == 0
    assert noted > 0 and refused > 0  # both outcomes really happen


def test_a_legal_hand_edit_opens_with_a_note(tmp_path: Path, save_text: str) -> None:
    game = opened(tmp_path, save_text.replace('"Ann"', '"Anna"').encode())
    assert game is not None and game.match.game.players == ("Anna",)
    assert "changed outside the app" in game.note


def test_a_damaged_save_that_no_longer_replays_says_it_was_changed(
    tmp_path: Path, save_text: str
) -> None:
    record = json.loads(save_text)
    record["turns"][0]["card"] = "free" if record["turns"][0]["card"] != "free" else "2"
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(saves.SaveError, match="changed since the app wrote it"):
        saves.read_save(path)


def test_spacing_and_key_order_do_not_count_as_changes(tmp_path: Path, save_text: str) -> None:
    record = json.loads(save_text)
    respaced = json.dumps(dict(reversed(list(record.items()))), indent=4)
    game = opened(tmp_path, respaced.encode())
    assert game is not None and game.note == ""


def test_a_record_without_a_checksum_opens_with_a_note(tmp_path: Path, save_text: str) -> None:
    record = json.loads(save_text)
    del record["checksum"]
    game = opened(tmp_path, json.dumps(record).encode())
    assert game is not None and "no checksum" in game.note


def test_the_checksum_is_the_one_the_record_format_page_describes(save_text: str) -> None:
    record = json.loads(save_text)  # keys in the file's (canonical) order
    written = record.pop("checksum")
    body = json.dumps(record, indent=1, ensure_ascii=False) + "\n"
    assert written == "sha256:" + hashlib.sha256(body.encode("utf-8")).hexdigest()
