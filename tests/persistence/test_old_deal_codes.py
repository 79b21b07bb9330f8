"""A game saved before deal codes were folded keeps the cards it was dealt."""

from __future__ import annotations

import random
from datetime import datetime
from pathlib import Path

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Deck, load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.persistence import saves
from tests.persistence.test_saves import play


def first_cards(seed: str, count: int) -> list[str]:
    deck, cards = Deck.new(load_deck(), seed), []
    for _ in range(count):
        card, deck = deck.draw()
        cards.append(card.code)
        deck = deck.after_turn(card)
    return cards


def test_a_save_dealt_from_a_lower_case_code_resumes_with_its_own_cards(tmp_path: Path) -> None:
    board = Board.load("tokyo")
    # Saved by an earlier version, which dealt "55g4r" as it was typed.
    old = play(Match.new(board, ["Ann"], load_deck(), "55g4r"), 6, random.Random(3))
    path = tmp_path / "old.json"
    saves.write_save(saves.SavedGame(old, datetime(2026, 11, 1, 20, 0)), path)
    assert '"seed": "55g4r"' in path.read_text("utf-8")
    # "55g4r" and "55G4R" are different deals in the shuffle: the test can tell them apart
    assert first_cards("55g4r", 12) != first_cards("55G4R", 12)

    resumed = saves.read_save(path).match
    assert resumed.deck.seed == "55g4r"
    assert [t.card.code for t in resumed.history] == first_cards("55g4r", 6)
    nxt = resumed.flip()
    assert nxt.card is not None and nxt.card.code == first_cards("55g4r", 7)[6]
    # and it is saved again under the code it was dealt from, never the folded one
    saves.write_save(saves.SavedGame(nxt, datetime(2026, 11, 1, 20, 0)), path)
    assert saves.read_save(path).match.deck.seed == "55g4r"
