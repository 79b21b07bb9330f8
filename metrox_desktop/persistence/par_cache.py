"""Par of the deals played, once worked out (the search takes seconds), and the strong
bot's score on the same cards: kept in the data folder so the final dialog shows them
at once and the history and statistics can show a score against par. A deal's entry is
its par, or ``[par, strong]`` once the strong bot's score is known too.

A missing or damaged file is an empty cache: par is only ever a label here. No Qt.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from metrox_desktop.persistence.atomic import write_text_atomic
from metrox_desktop.persistence.paths import data_dir
from metrox_desktop.textfile import UnreadableFile, parse_json, read_small_text

FILE = "par.json"
MOST_BYTES = 20_000_000
DEFAULT_DECK = "okazu-20"


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

    @staticmethod
    def path() -> Path:
        return data_dir() / FILE

    @classmethod
    def load(cls) -> ParCache:
        try:
            data = parse_json(read_small_text(cls.path(), MOST_BYTES, "a cache"))
            pars = {str(k): int(v) for k, v in data.items() if isinstance(v, int)}
            strongs: dict[str, int] = {}
            for k, v in data.items():
                if isinstance(v, list) and len(v) == 2 and all(type(n) is int for n in v):
                    pars[str(k)], strongs[str(k)] = v
        except (UnreadableFile, ValueError, TypeError, AttributeError, RecursionError):
            pars, strongs = {}, {}
        return cls(pars, strongs)

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


def remember_par(
    map_id: str, deck: str | None, seed: str, par: int, strong: int | None = None
) -> None:
    """Keep the par of a deal, and the strong bot's score on it when given (quietly
    not, when the data folder cannot be written)."""
    cache = ParCache.load()
    key = deal_key(map_id, deck, seed)
    if cache.pars.get(key) == par and (strong is None or cache.strongs.get(key) == strong):
        return
    cache.pars[key] = par
    if strong is not None:
        cache.strongs[key] = strong
    with contextlib.suppress(OSError):
        entries = {
            k: [v, cache.strongs[k]] if k in cache.strongs else v for k, v in cache.pars.items()
        }
        text = json.dumps(entries, ensure_ascii=False)
        write_text_atomic(ParCache.path(), text, follow_links=False)  # the app's own file
