"""Par of the deals played, once worked out (the final dialog's search takes seconds):
kept in the data folder so the history and statistics can show a score against par.

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

    @staticmethod
    def path() -> Path:
        return data_dir() / FILE

    @classmethod
    def load(cls) -> ParCache:
        try:
            data = parse_json(read_small_text(cls.path(), MOST_BYTES, "a cache"))
            pars = {str(k): int(v) for k, v in data.items() if isinstance(v, int)}
        except (UnreadableFile, ValueError, TypeError, AttributeError, RecursionError):
            pars = {}
        return cls(pars)

    def par_of(self, deal: Deal) -> int | None:
        if deal.seed is None:
            return None
        return self.pars.get(deal_key(deal.map, deal.deck, deal.seed))


def remember_par(map_id: str, deck: str | None, seed: str, par: int) -> None:
    """Keep the par of a deal (quietly not, when the data folder cannot be written)."""
    cache = ParCache.load()
    key = deal_key(map_id, deck, seed)
    if cache.pars.get(key) == par:
        return
    cache.pars[key] = par
    with contextlib.suppress(OSError):
        text = json.dumps(cache.pars, ensure_ascii=False)
        write_text_atomic(ParCache.path(), text, follow_links=False)  # the app's own file
