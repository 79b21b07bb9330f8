"""Whether the game on the table is today's deal, and the day's result or practice.

A new game whose map, deck and deal code are today's deal (Game > Today's deal, or the
code typed in by hand) is marked as a game of the day (sharing/today.py): the day's
result if the day has none yet among the kept games, else practice. A game that was
the first to start but finishes after another try of the day is practice too
(:func:`settled`): the day's result is the first *finished* try.
"""

from __future__ import annotations

import contextlib
from datetime import date
from typing import TYPE_CHECKING

from metrox_desktop.engine.records import RecordError, read_record
from metrox_desktop.persistence.saves import history
from metrox_desktop.sharing.today import daily_deal, has_result, today

if TYPE_CHECKING:
    from metrox_desktop.engine.records import DailyMark, GameRecord


def todays_mark(map_id: str, deck_id: str, seed: str, day: date | None = None) -> DailyMark | None:
    """The mark of a new game on this deal: None unless it is the deal of ``day``
    (default: today)."""
    deal = daily_deal(day or today())
    if not deal.deals(map_id, deck_id, seed):
        return None
    return deal.mark(practice=day_has_result(deal.day))


def settled(mark: DailyMark | None) -> DailyMark | None:
    """The mark of a game of the day as it finishes: practice if the day has its result."""
    if mark is None or mark.practice:
        return mark
    day = date.fromisoformat(mark.date)
    return daily_deal(day).mark(practice=True) if day_has_result(day) else mark


def day_has_result(day: date) -> bool:
    """Whether a kept game (the history) is the result of ``day``'s deal."""
    deal = daily_deal(day)
    named = f"-{deal.map_id}-{deal.code}"  # history files are named by map and code
    records: list[GameRecord] = []
    for path in history():
        if named in path.name:
            with contextlib.suppress(RecordError, OSError):
                records.append(read_record(path))
    return has_result(records, day)
