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
import math
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


def _costly_turn(turn: str, kept: object) -> CostlyTurn | None:
    """A turn's value as the cache keeps it (``[card, chosen, expected, best, expected,
    digest]`` under its turn's number), or None when it is not one."""
    number = _number(turn)
    if number is None or number < 1 or not (isinstance(kept, list) and len(kept) == 6):
        return None
    card, chosen, chosen_expected, best, best_expected, digest = kept
    texts = isinstance(card, str) and isinstance(digest, str)
    choices = all(c is None or isinstance(c, str) for c in (chosen, best))
    if not (texts and choices):
        return None
    expected = _score(chosen_expected), _score(best_expected)
    if expected[0] is None or expected[1] is None:
        return None
    return CostlyTurn(number, card, chosen, expected[0], best, expected[1])


def _number(text: str) -> int | None:
    """A player's or a turn's number as a key of the file (a few digits), or None."""
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 6 else None


def _score(value: object) -> float | None:
    """An expected score as kept, or None: not a number, or not a finite one (Python's
    JSON reads NaN, Infinity and integers too large for a float)."""
    if type(value) not in (int, float):
        return None
    try:
        score = float(value)  # type: ignore[arg-type]
    except OverflowError:
        return None
    return score if math.isfinite(score) else None


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
        with contextlib.suppress(ValueError, RecursionError):
            data = parse_json(raw.decode("utf-8") if raw is not None else "{}")
            ours = isinstance(data, dict) and data.get("version") == VERSION
            players = data.get("players") if ours else None
            if isinstance(players, dict):  # any other shape: an empty cache
                for player, turns in players.items():
                    self._read_player(player, turns)

    def _read_player(self, player: str, turns: object) -> None:
        """One player's kept values, each taken only if it reads as one: a value of
        another shape (a damaged or planted file) is left out, never shown."""
        seat = _number(player)
        if seat is None or not isinstance(turns, dict):
            return
        for turn, kept in turns.items():
            value = _costly_turn(turn, kept)
            if value is not None:
                self.turns.setdefault(seat, {})[value.turn] = value
                self.digests.setdefault(seat, {})[value.turn] = kept[5]

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
