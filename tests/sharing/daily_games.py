"""Kept games of today's deal, written into a folder as the app names them."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, datetime, time, timedelta
from pathlib import Path

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import GameRecord, record_json, replay
from metrox_desktop.engine.scoring import score
from metrox_desktop.sharing.today import daily_deal, today
from tests.sharing.games import bot_record


def keep_daily_game(folder: Path, day: date, hour: int = 9, practice: bool = False) -> int:
    """A finished game of ``day``'s deal, begun at ``hour``, kept in ``folder``; its
    total."""
    deal = daily_deal(day)
    board = Board.load(deal.map_id)
    started = datetime.combine(day, time(hour))
    record: GameRecord = bot_record(board, deal.code, ["You"], ["greedy"])
    record = replace(record, today=deal.mark(practice), started=started.isoformat())
    folder.mkdir(parents=True, exist_ok=True)
    name = f"{started:%Y%m%d-%H%M%S}-{deal.map_id}-{deal.code}.json"
    (folder / name).write_text(record_json(record), encoding="utf-8")
    return score(board, replay(record, board).sheets[0]).total


def keep_games_at_the_ends_of_the_calendar(folder: Path) -> None:
    """Finished games of today's deal dated 1 January of year 1 and 31 December 9999
    (Open game keeps a record's date, and the history names the file after it), and one
    dated with a time zone beside them."""
    keep_daily_game(folder, date(1, 1, 1), hour=0)
    keep_daily_game(folder, date(9999, 12, 31), hour=23)
    keep_daily_game(folder, today() - timedelta(days=5))
    zoned = max(folder.iterdir())  # named by date: the one of today's month
    text = zoned.read_text(encoding="utf-8")
    zoned.write_text(text.replace(':00:00"', ':00:00+14:00"', 1), encoding="utf-8")
