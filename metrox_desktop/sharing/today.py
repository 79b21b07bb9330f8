"""Today's deal: one map and deal code a day, made from the calendar date alone.

Every computer works out the same deal for the same date (SHAKE-256 of the date, a
fixed standard), so friends play one deal a day without any server. The first finished
try of a day is the day's result; the app marks a game of today's deal in its record
(``"today": {"date": "2026-11-26"}``, with ``"practice": true`` for a later try), and
:func:`day_results` finds the results among kept games, for the history's streak::

    >>> deal = daily_deal(date(2026, 11, 26))
    >>> deal.map_id, deal.deck, deal.code
    ('tokyo', 'okazu-20', '4B9ES')
    >>> streak([date(2026, 11, 24), date(2026, 11, 25)], date(2026, 11, 26))
    2

No Qt here.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from metrox_desktop.deal import SEED_ALPHABET
from metrox_desktop.engine.records import DailyMark, GameRecord
from metrox_desktop.maps.loader import load_builtin, load_map
from metrox_desktop.sharing.result_code import DECKS, MAPS

CODE_LENGTH = 5
_SALT = "metrox-desktop today's deal"  # changing it would change every day's deal


@dataclass(frozen=True)
class DailyDeal:
    day: date
    map_id: str
    deck: str
    code: str

    def deals(self, map_id: str, deck: str | None, seed: str | None) -> bool:
        """Whether a game on ``map_id`` dealt from ``deck`` (None: the default) and
        ``seed`` is this deal."""
        return (self.map_id, self.deck, self.code) == (map_id, deck or DECKS[0], seed)

    def mark(self, practice: bool = False) -> DailyMark:
        """What a game of this deal writes in its record."""
        return DailyMark(date=self.day.isoformat(), practice=practice or None)


def daily_deal(day: date) -> DailyDeal:
    """The deal of ``day``: the same on every computer, another one every day."""
    digest = hashlib.shake_256(f"{_SALT} {day.isoformat()}".encode()).digest(1 + CODE_LENGTH)
    code = "".join(SEED_ALPHABET[b % len(SEED_ALPHABET)] for b in digest[1:])
    return DailyDeal(day, MAPS[digest[0] % len(MAPS)], DECKS[0], code)


def today() -> date:
    """The player's calendar date (local time): the day whose deal is today's."""
    return datetime.now().astimezone().date()


def is_daily_deal(record: GameRecord) -> bool:
    """Whether the record is marked as a game of today's deal and really is the deal of
    the day it names (a mark edited by hand onto another deal is not)."""
    mark = record.today
    if mark is None:
        return False
    try:
        deal = daily_deal(date.fromisoformat(mark.date))
    except ValueError:
        return False
    return deal.deals(record.map, record.deck, record.seed)


def is_finished(record: GameRecord) -> bool:
    """Every indicator box written: as many turns with an indicator card as the map has
    boxes (only the free circle writes none)."""
    spec = load_builtin(record.map) if record.map in MAPS else load_map(record.map)
    boxes = sum(len(route.indicators) for route in spec.routes)
    return sum(1 for t in record.turns if t.card != "free") >= boxes


@dataclass(frozen=True)
class DayResult:
    day: date
    record: GameRecord  # the first finished try of the day's deal


def day_results(records: Iterable[GameRecord]) -> list[DayResult]:
    """The day's result of every day played, oldest first: per date, the first finished
    game of that day's deal not marked as practice (by ``started``; the marks the app
    writes already make it the only one). For the history's list of days and streak."""
    best: dict[date, GameRecord] = {}
    for record in records:
        if not is_daily_deal(record) or record.today is None or record.today.practice:
            continue
        if not is_finished(record):
            continue
        day = date.fromisoformat(record.today.date)
        kept = best.get(day)
        if kept is None or (record.started or "") < (kept.started or ""):
            best[day] = record
    return [DayResult(day, best[day]) for day in sorted(best)]


def has_result(records: Iterable[GameRecord], day: date) -> bool:
    """Whether ``day``'s deal has its result already (a new try is practice)."""
    return any(r.day == day for r in day_results(records))


def streak(days: Iterable[date], until: date) -> int:
    """How many days in a row up to ``until`` have a result (``until`` itself may still
    be open: a streak up to yesterday is not lost before the day is over)."""
    played = set(days)
    day = until if until in played else until - timedelta(days=1)
    count = 0
    while day in played:
        count += 1
        day -= timedelta(days=1)
    return count
