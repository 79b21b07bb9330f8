"""A history folder like a player's: games against bots and alone, on both maps, over
weeks, some left unfinished. Used by bench_history.py and docs/lookback-screenshots.sh.

    python benchmarks/history_games.py FOLDER GAMES [DISTINCT]

Writes GAMES records (``metrox-game/1``, with their deal and seats) named as the app
names its history; DISTINCT games are played (greedy bots in every seat, a person's
seat marked ``person``), the rest are copies under other dates (reading a copy costs
what reading any game costs).
"""

from __future__ import annotations

import sys
from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path

from metrox_desktop.engine.ai import play_game, strategy_named
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.records import GameRecord, record_json, sealed
from metrox_desktop.engine.rules import TurnResult
from metrox_desktop.persistence.game_files import game_record

TABLES = (  # (map, players, seat kinds)
    ("tokyo", ["You"], ["person"]),
    ("tokyo", ["You", "Bot 1"], ["person", "greedy"]),
    ("osaka", ["You"], ["person"]),
    ("osaka", ["Ann", "Bo", "Bot 1"], ["person", "person", "normal"]),
    ("tokyo", ["You", "Bot 1", "Bot 2"], ["person", "greedy", "strong"]),
)


def played_games(count: int, seed: str = "H") -> list[GameRecord]:
    boards = {name: Board.load(name) for name in ("tokyo", "osaka")}
    deck, greedy = load_deck(), strategy_named("greedy")
    records = []
    for i in range(count):
        map_id, players, kinds = TABLES[i % len(TABLES)]
        board, deal = boards[map_id], f"{seed}{i}"
        turns: list[TurnResult] = []
        play_game(board, deck, players, [greedy] * len(players), deal, keep=turns.append)
        if i % 9 == 4:  # left unfinished
            turns = turns[: 6 + i % 11]
        records.append(game_record(board, deck, deal, players, kinds, turns))
    return records


def write_history(folder: Path, games: int, distinct: int = 200) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    played = played_games(min(games, distinct))
    start = datetime(2026, 9, 1, 18, 0)
    for i in range(games):
        when = start + timedelta(hours=7 * i + i % 5)
        record = replace(
            played[i % len(played)], started=when.isoformat(timespec="seconds"), checksum=None
        )
        name = f"{when:%Y%m%d-%H%M%S}-{record.map}-{record.seed}.json"
        (folder / name).write_text(record_json(sealed(record)), encoding="utf-8")


if __name__ == "__main__":
    write_history(Path(sys.argv[1]), int(sys.argv[2]), *(int(a) for a in sys.argv[3:4]))
