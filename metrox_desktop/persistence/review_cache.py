"""The strong AI's view of every turn of a kept game, worked out once (seconds a turn)
and kept in the data folder for the replay viewer: by the game's content (its deal,
players and choices, so a game that went on later is another game), by player and
turn. A missing or damaged file is an empty cache. No Qt here.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from pathlib import Path

from metrox_desktop.engine.ai.review import CostlyTurn
from metrox_desktop.engine.records import GameRecord
from metrox_desktop.fileformat import json_values
from metrox_desktop.persistence.atomic import write_text_atomic
from metrox_desktop.persistence.paths import data_dir
from metrox_desktop.textfile import UnreadableFile, parse_json, read_small_text

FOLDER = "reviews"
# 2: a choice the search set aside early is valued against the best on shared samples
VERSION = 2
MOST_BYTES = 5_000_000


def game_key(record: GameRecord) -> str:
    """What identifies a game's positions: map, deck, deal, players and choices."""
    values = json_values(record)
    content = {key: values.get(key) for key in ("map", "deck", "seed", "players", "turns")}
    body = json.dumps(content, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(body.encode("utf-8")).hexdigest()[:32]


class ReviewCache:
    """The turns valued so far for one game, by player."""

    def __init__(self, record: GameRecord, folder: Path | None = None) -> None:
        self.path = (folder or data_dir() / FOLDER) / f"{game_key(record)}.json"
        self.turns: dict[int, dict[int, CostlyTurn]] = {}
        self.keep = True  # False: values stay in memory (a --screenshot writes no file)
        with contextlib.suppress(UnreadableFile, ValueError, TypeError, KeyError, RecursionError):
            data = parse_json(read_small_text(self.path, MOST_BYTES, "a cache"))
            if data["version"] == VERSION:
                for player, turns in data["players"].items():
                    self.turns[int(player)] = {
                        int(turn): CostlyTurn(
                            int(turn), str(v[0]), v[1], float(v[2]), v[3], float(v[4])
                        )
                        for turn, v in turns.items()
                    }

    def get(self, player: int, turn: int) -> CostlyTurn | None:
        return self.turns.get(player, {}).get(turn)

    def put(self, player: int, value: CostlyTurn) -> None:
        """Keep one turn's value (quietly only in memory when the folder is read-only)."""
        self.turns.setdefault(player, {})[value.turn] = value
        if not self.keep:
            return
        data = {
            "version": VERSION,
            "players": {
                str(p): {
                    str(t): [v.card, v.chosen, v.chosen_expected, v.best, v.best_expected]
                    for t, v in sorted(turns.items())
                }
                for p, turns in self.turns.items()
            },
        }
        with contextlib.suppress(OSError):
            text = json.dumps(data, ensure_ascii=False)
            write_text_atomic(self.path, text, follow_links=False)  # the app's own file
