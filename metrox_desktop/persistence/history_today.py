"""Today's deal in the kept games: the day's results and the streak up to a day.

Only the few kept games that can be a day's result are read again (a finished game
whose map, deck and deal code are those of the daily deal of its start date, or of the
day before or after: a game begun near midnight); ``sharing.today.day_results`` then
picks each day's result from their records. No Qt: the ``stats`` command and the
Statistics window share it.

    found = today_results(folder, items, today())
    found.streak, [(d.day, d.map, d.total) for d in found.days]
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from metrox_desktop.engine.records import GameRecord, read_record
from metrox_desktop.persistence.history import GameSummary, Item
from metrox_desktop.sharing.today import daily_deal, day_results, streak


@dataclass(frozen=True)
class DayTotal:
    day: date
    map: str
    total: int
    file: str


@dataclass
class TodayResults:
    streak: int = 0
    days: list[DayTotal] = field(default_factory=list)  # oldest first

    def as_json(self) -> dict[str, Any]:
        return {
            "streak": self.streak,
            "days": [
                {"date": d.day.isoformat(), "map": d.map, "total": d.total} for d in self.days
            ],
        }


def may_be_daily(summary: GameSummary) -> bool:
    """Whether the game may be a day's result (then its record is read to be sure)."""
    if not summary.finished or summary.seed is None:
        return False
    started = summary.date.date()
    for offset in (-1, 0, 1):
        try:
            day = started + timedelta(days=offset)
        except OverflowError:  # the day before 1 January of year 1: no deal then
            continue
        if daily_deal(day).deals(summary.map, summary.deck, summary.seed):
            return True
    return False


def today_results(folder: Path, items: Iterable[Item], until: date) -> TodayResults:
    """The day's results among ``items`` (``HistoryFolder(folder).scan()``) and the
    streak of days in a row up to ``until``."""
    found: list[tuple[GameRecord, GameSummary]] = []
    for item in items:
        if isinstance(item, GameSummary) and may_be_daily(item):
            with contextlib.suppress(ValueError, OSError):  # changed since: not counted
                found.append((read_record(folder / item.file), item))
    summaries = {id(record): summary for record, summary in found}
    days = []
    for result in day_results(record for record, _summary in found):
        summary = summaries[id(result.record)]
        total = max(summary.totals[s] for s in summary.counted)
        days.append(DayTotal(result.day, summary.map, total, summary.file))
    return TodayResults(streak([d.day for d in days], until), days)
