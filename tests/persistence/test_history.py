"""The history's summaries over hostile folders: every file named or summarised, none
changed; the cache rebuilt when damaged, and of no use to a file changed since."""

from __future__ import annotations

import os
from dataclasses import replace
from datetime import datetime
from pathlib import Path

from metrox_desktop.engine.ai import play_game, strategy_named
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.records import parse_game, record_json, record_text
from metrox_desktop.engine.rules import TurnResult
from metrox_desktop.engine.scoring import score
from metrox_desktop.persistence import saves, tables
from metrox_desktop.persistence.game_files import game_record
from metrox_desktop.persistence.history import GameSummary, HistoryFolder, Unreadable
from tests.maps.hostile import crowded_record
from tests.persistence.hostile import RECORDS, read_only

NOON = datetime(2026, 11, 28, 12, 0)


def snapshot(folder: Path) -> dict[str, object]:
    """What each entry is: a link's target, a file's bytes (never read a fifo)."""
    seen: dict[str, object] = {}
    for path in folder.iterdir():
        if path.is_symlink():
            seen[path.name] = os.readlink(path)
        elif path.is_file():
            seen[path.name] = path.read_bytes()
        else:
            seen[path.name] = path.stat().st_mode
    return seen


def test_every_hostile_file_is_named_and_left_as_it_is(tmp_path: Path) -> None:
    folder = tmp_path / "history"
    folder.mkdir()
    for number, make in enumerate(RECORDS.values()):
        make(folder / f"hostile-{number:02}.json")
    board, deck = Board.load("osaka"), load_deck()
    turns: list[TurnResult] = []
    names = ["Ann", "Bot"]
    game = play_game(board, deck, names, [strategy_named("greedy")] * 2, "HI", keep=turns.append)
    real = game_record(board, deck, "HI", names, ["person", "greedy"], turns)
    (folder / "zz-real.json").write_text(record_json(real), encoding="utf-8")
    before = snapshot(folder)

    history = HistoryFolder(folder, tmp_path / "cache.json")
    items = {item.file: item for item in history.scan()}
    assert snapshot(folder) == before
    assert f"hostile-{list(RECORDS).index('folder'):02}.json" not in items  # a folder
    summary = items["zz-real.json"]
    assert isinstance(summary, GameSummary)
    assert summary.totals == tuple(score(board, s).total for s in game.sheets)
    assert summary.kinds == ("person", "greedy") and summary.counted == (0,)
    unreadable = {name for name, item in items.items() if isinstance(item, Unreadable)}
    for name in ("empty", "binary", "link to /dev/zero", "dangling link", "fifo", "too large"):
        assert f"hostile-{list(RECORDS).index(name):02}.json" in unreadable, name
    assert all("\n" not in item.problem for item in items.values() if isinstance(item, Unreadable))

    assert history.save_cache()
    again = HistoryFolder(folder, tmp_path / "cache.json")
    assert {item.file: item for item in again.scan()} == items  # all from the cache
    # A game written again under the same name is read again, not taken from the cache.
    shorter = replace(real, turns=real.turns[:5])
    (folder / "zz-real.json").write_text(record_json(shorter), encoding="utf-8")
    changed = {item.file: item for item in HistoryFolder(folder, tmp_path / "cache.json").scan()}
    assert isinstance(changed["zz-real.json"], GameSummary)
    assert changed["zz-real.json"].turns == 5 and not changed["zz-real.json"].finished


def test_a_damaged_or_unwritable_cache_costs_only_time(tmp_path: Path) -> None:
    folder = tmp_path / "history"
    folder.mkdir()
    (folder / "a.json").write_text("{}", encoding="utf-8")
    cache = tmp_path / "caches" / "cache.json"
    cache.parent.mkdir()
    cache.write_text('{"version": 1, "files": {"a.json": {"size": 2, "mtime_ns": 1', "utf-8")
    history = HistoryFolder(folder, cache)
    assert [type(item) for item in history.scan()] == [Unreadable]
    with read_only(cache.parent):
        assert not history.save_cache()
    assert history.save_cache()
    assert [item.file for item in HistoryFolder(folder, cache).scan()] == ["a.json"]


def test_a_table_of_seven_hosted_here_for_its_own_bots_is_kept_in_the_history(
    tmp_path: Path,
) -> None:
    """A host's window whose seven seats were all its own bots keeps the game: a record
    of more players than a table at one screen is no less a record."""
    kept = tables.keep_in_history(crowded_record(7), dict.fromkeys(range(7), "greedy"), NOON)
    (game,) = HistoryFolder(kept.parent, tmp_path / "cache.json").scan()
    assert isinstance(game, GameSummary)
    assert len(game.totals) == 7 and game.bots == ("greedy",) * 7 and game.finished


def test_two_processes_keeping_one_table_game_leave_one_entry_with_both_seats(
    tmp_path: Path,
) -> None:
    """Two ``join`` of one data folder at one table each keep the game when it ends, each
    having seen it begin at its own second: one game in History, both seats counted."""
    game = crowded_record(3)
    first = tables.keep_in_history(game, {0: "greedy"}, NOON)
    second = tables.keep_in_history(game, {2: "person"}, NOON.replace(second=2))
    again = tables.keep_in_history(game, {0: "greedy"}, NOON.replace(second=3))  # once more
    assert first == second == again
    (kept,) = HistoryFolder(first.parent, tmp_path / "cache.json").scan()
    assert isinstance(kept, GameSummary)
    assert kept.kinds == ("greedy", "table", "person") and kept.counted == (2,)
    assert kept.date == NOON


def test_a_game_of_the_same_deal_played_at_one_screen_is_not_taken_for_a_table_game(
    tmp_path: Path,
) -> None:
    """A table's game keeps to its own entry beside a game of the same deal, players and
    choices played at one screen: that entry is neither merged nor removed."""
    game = crowded_record(2)
    record = parse_game(record_text(game), "a game")
    match = Match.resume(record, Board.load(record.map), load_deck(record.deck))
    alone = saves.archive(saves.SavedGame(match, NOON))  # two people at one screen
    table = tables.keep_in_history(game, {1: "greedy"}, NOON.replace(minute=5))
    assert alone != table and alone.is_file()
    kinds = {
        item.file: item.kinds
        for item in HistoryFolder(alone.parent).scan()
        if isinstance(item, GameSummary)
    }
    assert kinds[table.name] == ("table", "greedy")
