"""Saved games drawn at random: 1-6 players on either map, stopped at any turn
(finished, at times), with every optional field a record carries."""

from __future__ import annotations

import random
from datetime import datetime

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.engine.records import DailyMark
from metrox_desktop.persistence import saves

# Names as a player may type them: quotes and backslashes (escaped), Japanese and an
# emoji (kept as they are).
NAMES = ("Ann", 'Bo "B"', "C\\D", "東京太郎", "Zoë 🚇", "Ed")
KINDS = ("person", "greedy", "random", "friend:MX1-TOKYO-EXAMPLE")


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
