"""The history's summary cache is only ever a copy: a link planted in its place is
never read or written through (the victim stays byte for byte; the link becomes our
own file), an entry of any wrong type is read again from its game file, and a cache
larger than a history of that many games can need is rebuilt, not read."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from metrox_desktop.persistence.history import (
    CACHE_VERSION,
    GameSummary,
    HistoryFolder,
    cache_limit,
    cache_path_for,
)
from metrox_desktop.persistence.saves import history_dir
from tests.cli.running import run_app

RECORDS = Path(__file__).parents[1] / "fixtures" / "records"
GAME = "20260101-090000-tokyo.json"


def kept_game() -> tuple[Path, Path]:
    """One finished game in the history, its cache written; (history, cache)."""
    folder = history_dir()
    folder.mkdir(parents=True)
    shutil.copy(RECORDS / "tokyo-full-1p.json", folder / GAME)
    history = HistoryFolder(folder)
    list(history.scan())
    assert history.save_cache() and history.cache is not None
    return folder, history.cache


def only_summary(folder: Path) -> GameSummary:
    [item] = list(HistoryFolder(folder).scan())
    assert isinstance(item, GameSummary)
    return item


def test_a_link_planted_as_the_cache_is_replaced_and_its_victim_left_whole(
    tmp_path: Path, user_home: Path
) -> None:
    folder, cache = kept_game()
    victim = tmp_path / "passwd"
    victim.write_bytes(b"root:x:0:0:root:/root:/bin/bash\n")
    cache.unlink()
    cache.symlink_to(victim)
    shutil.copy(RECORDS / "tokyo-solo-opening.json", folder / "20260102-090000-tokyo.json")
    result = run_app("stats", home=user_home)  # as a player's stats command does
    assert result.returncode == 0, result.stderr
    assert victim.read_bytes() == b"root:x:0:0:root:/root:/bin/bash\n"
    assert (
        not cache.is_symlink() and json.loads(cache.read_text("utf-8"))["version"] == CACHE_VERSION
    )


def test_a_link_to_a_cache_elsewhere_is_never_read(tmp_path: Path) -> None:
    folder, cache = kept_game()
    elsewhere = tmp_path / "cache.json"
    doctored = json.loads(cache.read_text("utf-8"))
    doctored["files"][GAME]["game"]["totals"] = [999]
    elsewhere.write_text(json.dumps(doctored), "utf-8")
    cache.unlink()
    cache.symlink_to(elsewhere)
    assert only_summary(folder).totals != (999,)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("totals", "999"),
        ("totals", [True]),
        ("players", 5),
        ("players", [["Ann"]]),
        ("winners", [7]),
        ("modified", "yesterday"),
        ("modified", 1e400),
        ("finished", 1),
        ("started", None),
        ("deck", 3),
        ("kinds", []),
    ],
)
def test_a_cache_entry_of_a_wrong_type_is_read_again_from_its_game(
    field: str, value: object
) -> None:
    folder, cache = kept_game()
    right = only_summary(folder)
    text = cache.read_text("utf-8")
    doctored = json.loads(text)
    doctored["files"][GAME]["game"][field] = value
    cache.write_text(json.dumps(doctored), "utf-8")
    assert only_summary(folder) == right


@pytest.mark.parametrize("entry", [None, [], "x", {"game": None}, {"unreadable": 5}])
def test_a_cache_entry_that_is_no_summary_is_read_again(entry: object) -> None:
    folder, cache = kept_game()
    right = only_summary(folder)
    doctored = json.loads(cache.read_text("utf-8"))
    doctored["files"][GAME] = entry
    cache.write_text(json.dumps(doctored), "utf-8")
    assert only_summary(folder) == right


def test_a_cache_larger_than_its_history_can_need_is_rebuilt_not_read() -> None:
    folder, cache = kept_game()
    doctored = json.loads(cache.read_text("utf-8"))
    doctored["files"][GAME]["game"]["totals"] = [999]
    cache.write_text(json.dumps(doctored), "utf-8")
    assert only_summary(folder).totals == (999,)  # within the limit: read (a copy)
    padded = json.dumps(doctored) + " " * cache_limit(1)
    cache.write_text(padded, "utf-8")
    assert only_summary(folder).totals != (999,)  # too large for one game: rebuilt
    assert cache_path_for(folder) == cache
