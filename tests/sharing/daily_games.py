"""Kept games of today's deal, written into a folder as the app names them."""

from __future__ import annotations

from datetime import date, datetime, time
from pathlib import Path

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import GameRecord, record_json, replay
from metrox_desktop.engine.scoring import score
from metrox_desktop.sharing.today import daily_deal
from tests.sharing.games import bot_record


def keep_daily_game(folder: Path, day: date, hour: int = 9, practice: bool = False) -> int:
    """A finished game of ``day``'s deal, begun at ``hour``, kept in ``folder``; its
    total."""
    deal = daily_deal(day)
    board = Board.load(deal.map_id)
    started = datetime.combine(day, time(hour))
    record: GameRecord = bot_record(board, deal.code, ["You"], ["greedy"])
    record = record.model_copy(
        update={"today": deal.mark(practice), "started": started.isoformat()}
    )
    folder.mkdir(parents=True, exist_ok=True)
    name = f"{started:%Y%m%d-%H%M%S}-{deal.map_id}-{deal.code}.json"
    (folder / name).write_text(record_json(record), encoding="utf-8")
    return score(board, replay(record, board).sheets[0]).total
