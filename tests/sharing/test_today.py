"""Today's deal: the day's result among kept games, and the streak of days."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, datetime
from pathlib import Path

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.records import GameRecord, parse_record, record_json
from metrox_desktop.persistence import saves
from metrox_desktop.sharing.today import daily_deal, day_results, has_result, streak
from tests.sharing.games import bot_record

BOARDS: dict[str, Board] = {}


def daily_game(
    day: date, started: str, practice: bool = False, finished: bool = True
) -> GameRecord:
    deal = daily_deal(day)
    board = BOARDS.setdefault(deal.map_id, Board.load(deal.map_id))
    record = bot_record(board, deal.code, ["You"], ["greedy"])
    if not finished:
        record = replace(record, turns=record.turns[:5])
    return replace(record, today=deal.mark(practice), started=started)


def test_the_first_finished_try_of_a_day_is_its_result() -> None:
    day = date(2026, 11, 26)
    unfinished = daily_game(day, "2026-11-26T08:00:00", finished=False)
    first = daily_game(day, "2026-11-26T09:00:00")
    later = daily_game(day, "2026-11-26T10:00:00", practice=True)
    yesterday = daily_game(date(2026, 11, 25), "2026-11-25T21:00:00")
    results = day_results([later, unfinished, first, yesterday])
    assert [(r.day, r.record) for r in results] == [(date(2026, 11, 25), yesterday), (day, first)]
    assert has_result([first], day) and not has_result([unfinished, later], day)


def test_a_mark_on_another_deal_counts_for_nothing() -> None:
    day = date(2026, 11, 26)
    game = daily_game(day, "2026-11-26T09:00:00")
    other_day = replace(game, today=daily_deal(date(2026, 11, 27)).mark())
    assert day_results([other_day]) == []


def test_the_mark_is_kept_in_the_record_file() -> None:
    game = daily_game(date(2026, 11, 26), "2026-11-26T09:00:00", practice=True)
    text = record_json(game)
    assert '"today": {\n  "date": "2026-11-26",\n  "practice": true\n }' in text
    assert parse_record(text) == game


def test_a_streak_counts_days_in_a_row_up_to_today_or_yesterday() -> None:
    days = [date(2026, 11, d) for d in (20, 22, 23, 24)]
    assert streak(days, date(2026, 11, 24)) == 3
    assert streak(days, date(2026, 11, 25)) == 3  # today not played yet: still on
    assert streak(days, date(2026, 11, 26)) == 0
    assert streak([], date(2026, 11, 26)) == 0


def test_a_save_keeps_the_mark_of_today_s_deal(tmp_path: Path) -> None:
    deal = daily_deal(date(2026, 11, 26))
    match = Match.new(Board.load(deal.map_id), ["You"], load_deck(), deal.code).flip()
    game = saves.SavedGame(match, datetime(2026, 11, 26, 9), today=deal.mark(practice=True))
    path = tmp_path / "save.json"
    saves.write_save(game, path)
    assert saves.read_save(path).today == deal.mark(practice=True)
