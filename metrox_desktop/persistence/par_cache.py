"""Par of the deals played, once worked out (the search takes seconds), and the strong
bot's score on the same cards: kept in the data folder so the final dialog shows them
at once and the history and statistics can show a score against par. A deal's entry is
its par, ``[par, strong]`` once the strong bot's score is known too, or ``[par, strong,
[choices]]`` with the par line's choices as a record writes them (so ``par RECORD``
gives the par line without searching again).

A missing or damaged file is an empty cache: par is only ever a label here. No Qt.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from metrox_desktop.engine.cards import DEFAULT_DECK
from metrox_desktop.persistence.atomic import read_own_file, write_text_atomic
from metrox_desktop.persistence.paths import data_dir
from metrox_desktop.textfile import parse_json

FILE = "par.json"
MOST_BYTES = 20_000_000


class Deal(Protocol):
    @property
    def map(self) -> str: ...
    @property
    def deck(self) -> str | None: ...
    @property
    def seed(self) -> str | None: ...


def deal_key(map_id: str, deck: str | None, seed: str) -> str:
    return f"{map_id}/{deck or DEFAULT_DECK}/{seed}"


@dataclass
class ParCache:
    pars: dict[str, int] = field(default_factory=dict)
    strongs: dict[str, int] = field(default_factory=dict)  # the strong bot's scores
    lines: dict[str, list[str | None]] = field(default_factory=dict)  # par lines' choices

    @staticmethod
    def path() -> Path:
        return data_dir() / FILE

    @classmethod
    def load(cls) -> ParCache:
        try:
            # The app's own file: a link planted there is never read through (what it
            # names would be copied into the data folder at the next write).
            raw = read_own_file(cls.path(), MOST_BYTES)
            data = parse_json(raw.decode("utf-8")) if raw is not None else {}
            pars = {str(k): int(v) for k, v in data.items() if isinstance(v, int)}
            strongs: dict[str, int] = {}
            lines: dict[str, list[str | None]] = {}
            for k, v in data.items():
                if not isinstance(v, list) or len(v) not in (2, 3):
                    continue
                if all(type(n) is int for n in v[:2]):
                    pars[str(k)], strongs[str(k)] = v[:2]
                if len(v) == 3 and _choices(v[2]):
                    lines[str(k)] = v[2]
        except (ValueError, TypeError, AttributeError, RecursionError):
            pars, strongs, lines = {}, {}, {}
        return cls(pars, strongs, lines)

    def par_of(self, deal: Deal) -> int | None:
        if deal.seed is None:
            return None
        return self.pars.get(deal_key(deal.map, deal.deck, deal.seed))

    def verdict_of(self, map_id: str, deck: str | None, seed: str) -> tuple[int, int] | None:
        """Par and the strong bot's score on the deal, when both are kept."""
        key = deal_key(map_id, deck, seed)
        if key in self.pars and key in self.strongs:
            return self.pars[key], self.strongs[key]
        return None

    def kept_of(
        self, map_id: str, deck: str | None, seed: str
    ) -> tuple[int, int, list[str | None]] | None:
        """Par, the strong bot's score and the par line's choices, when all are kept."""
        verdict = self.verdict_of(map_id, deck, seed)
        line = self.lines.get(deal_key(map_id, deck, seed))
        return None if verdict is None or line is None else (*verdict, line)


def _choices(value: object) -> bool:
    """Whether ``value`` reads as a par line's choices (texts, or null for a pass)."""
    return isinstance(value, list) and all(c is None or isinstance(c, str) for c in value)


def remember_par(
    map_id: str,
    deck: str | None,
    seed: str,
    par: int,
    strong: int | None = None,
    line: list[str | None] | None = None,
) -> None:
    """Keep the par of a deal, and the strong bot's score on it and the par line's
    choices when given (quietly not, when the data folder cannot be written)."""
    cache = ParCache.load()
    key = deal_key(map_id, deck, seed)
    if (
        cache.pars.get(key) == par
        and (strong is None or cache.strongs.get(key) == strong)
        and (line is None or cache.lines.get(key) == line)
    ):
        return
    if cache.pars.get(key) != par:
        cache.lines.pop(key, None)  # another par's line
    cache.pars[key] = par
    if strong is not None:
        cache.strongs[key] = strong
        if line is not None:
            cache.lines[key] = line
    with contextlib.suppress(OSError):
        entries = {k: _entry(cache, k, v) for k, v in cache.pars.items()}
        text = json.dumps(entries, ensure_ascii=False)
        write_text_atomic(ParCache.path(), text, follow_links=False)  # the app's own file


def _entry(cache: ParCache, key: str, par: int) -> int | list[object]:
    if key not in cache.strongs:
        return par
    if key in cache.lines:
        return [par, cache.strongs[key], cache.lines[key]]
    return [par, cache.strongs[key]]
