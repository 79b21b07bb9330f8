"""The strong AI's view of every turn of a game, worked out once (seconds a turn) and
kept in the data folder for the final dialog and the replay viewer: one file a game
(its map, deck, deal and players), by player and turn. A turn's value holds for the
choices up to that turn: each is kept with a digest of them, so a game that is still
being played keeps what it has, and another game from the same deal and players
(other choices) never reads a value that is not its own. A missing or damaged file
is an empty cache. No Qt here.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from pathlib import Path

from metrox_desktop.engine.ai.review import CostlyTurn
from metrox_desktop.engine.records import GameRecord
from metrox_desktop.fileformat import json_values
from metrox_desktop.persistence.atomic import read_own_file, write_text_atomic
from metrox_desktop.persistence.own_files import own_folder
from metrox_desktop.persistence.paths import data_dir
from metrox_desktop.textfile import parse_json

FOLDER = "reviews"
# 2: a choice the search set aside early is valued against the best on shared samples
# 3: one file a game from its start, each turn's value with the digest of its choices
VERSION = 3
MOST_BYTES = 5_000_000


def _digest(content: object) -> str:
    body = json.dumps(content, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(body.encode("utf-8")).hexdigest()[:32]


def game_key(record: GameRecord) -> str:
    """What identifies a game from its start: map, deck, deal and players."""
    values = json_values(record)
    return _digest({key: values.get(key) for key in ("map", "deck", "seed", "players")})


def choices_digest(record: GameRecord, turn: int) -> str:
    """What identifies the choices of the first ``turn`` turns of ``record``."""
    return _digest(json_values(record.turns[:turn]))


class ReviewCache:
    """The turns valued so far for one game, by player. ``record`` may grow (a game
    being played): a value is read only for the choices it was worked out on."""

    def __init__(self, record: GameRecord, folder: Path | None = None) -> None:
        self.record = record
        self.path = (folder or data_dir() / FOLDER) / f"{game_key(record)}.json"
        self.turns: dict[int, dict[int, CostlyTurn]] = {}
        self.digests: dict[int, dict[int, str]] = {}  # the choices each value is for
        self.keep = True  # False: values stay in memory (a --screenshot writes no file)
        raw = read_own_file(self.path, MOST_BYTES)  # a link planted there: never read through
        with contextlib.suppress(ValueError, TypeError, KeyError, RecursionError):
            data = parse_json(raw.decode("utf-8") if raw is not None else "{}")
            if data["version"] == VERSION:
                for player, turns in data["players"].items():
                    self.turns[int(player)] = {
                        int(turn): CostlyTurn(
                            int(turn), str(v[0]), v[1], float(v[2]), v[3], float(v[4])
                        )
                        for turn, v in turns.items()
                    }
                    self.digests[int(player)] = {int(turn): str(v[5]) for turn, v in turns.items()}

    def get(self, player: int, turn: int) -> CostlyTurn | None:
        """The value of ``player``'s ``turn`` of this record, if it is known."""
        value = self.turns.get(player, {}).get(turn)
        if value is None or turn > len(self.record.turns):
            return None
        if self.digests.get(player, {}).get(turn) != choices_digest(self.record, turn):
            return None  # worked out on other choices
        return value

    def put(self, player: int, value: CostlyTurn) -> None:
        """Keep one turn's value of this record (quietly only in memory when the folder
        is read-only)."""
        self.turns.setdefault(player, {})[value.turn] = value
        self.digests.setdefault(player, {})[value.turn] = choices_digest(self.record, value.turn)
        if not self.keep:
            return
        data = {
            "version": VERSION,
            "players": {
                # A turn's value without its number (the key), then its choices' digest.
                str(p): {str(t): [*v[1:], self.digests[p][t]] for t, v in sorted(turns.items())}
                for p, turns in self.turns.items()
            },
        }
        with contextlib.suppress(OSError):
            text = json.dumps(data, ensure_ascii=False)
            own_folder(self.path.parent)  # the app's own folder and file: a link is replaced
            write_text_atomic(self.path, text, follow_links=False)
