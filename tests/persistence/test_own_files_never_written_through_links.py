"""The app's own files in the data folder (the flipper's autosave, the par and review
caches, a table's files) are never written through a link planted in their place, nor into
another folder through a link planted in place of their own folder: the link is replaced
and what it names stays as it was. The autosave and the settings, which a player
may link on purpose, are still written through (tests/persistence/test_links_and_leftovers.py)."""

from __future__ import annotations

import json
import stat
from datetime import datetime
from pathlib import Path

from metrox_desktop.engine.ai.review import CostlyTurn
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.persistence import saves, tables
from metrox_desktop.persistence.flipper import (
    FlipperSave,
    flipper_path,
    read_flipper,
    write_flipper,
)
from metrox_desktop.persistence.par_cache import ParCache, remember_par
from metrox_desktop.persistence.paths import data_dir
from metrox_desktop.persistence.review_cache import ReviewCache
from tests.cli.running import run_app

VICTIM = "root:x:0:0:root:/root:/bin/bash\n"


def planted(path: Path, tmp_path: Path) -> Path:
    """A link at ``path`` to a file outside the data folder that must stay as it is."""
    victim = tmp_path / "etc" / "passwd"
    victim.parent.mkdir(parents=True, exist_ok=True)
    victim.write_text(VICTIM, encoding="utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(victim)
    return victim


def untouched(victim: Path) -> bool:
    beside = sorted(p.name for p in victim.parent.iterdir())
    return victim.read_text(encoding="utf-8") == VICTIM and beside == ["passwd"]


def test_the_flippers_autosave_replaces_a_planted_link(tmp_path: Path) -> None:
    victim = planted(flipper_path(), tmp_path)
    save = FlipperSave("okazu-20", "ABC", "osaka", ())
    write_flipper(save)
    write_flipper(save)  # and again, keeping the previous copy
    assert untouched(victim)
    assert stat.S_ISREG(flipper_path().lstat().st_mode)
    assert read_flipper(flipper_path()) == save


def test_the_par_cache_replaces_a_planted_link(tmp_path: Path) -> None:
    victim = planted(ParCache.path(), tmp_path)
    remember_par("tokyo", "okazu-20", "ABC", 42)
    assert untouched(victim)
    assert json.loads(ParCache.path().read_text(encoding="utf-8")) == {
        next(iter(ParCache.load().pars)): 42
    }


def test_the_review_cache_replaces_a_planted_link(tmp_path: Path) -> None:
    match = Match.new(Board.load("tokyo"), ["Ann"], load_deck(), "ABC").flip()
    match = match.play(match.legal_choices()[0])  # a turn to value
    cache = ReviewCache(match.record())
    victim = planted(cache.path, tmp_path)
    cache.put(0, CostlyTurn(1, "A1", "G", 1.0, "G", 1.0))
    assert untouched(victim)
    assert stat.S_ISREG(cache.path.lstat().st_mode)
    assert ReviewCache(match.record()).get(0, 1) is not None


def test_a_tables_files_replace_planted_links(tmp_path: Path) -> None:
    # The room code and the seat's file name can be read off the tables folder.
    host_victim = planted(tables.host_path("ROOMA"), tmp_path)
    seat_victim = planted(tables.seat_path("ROOMA", "Ann"), tmp_path / "other")
    tables.write_host("ROOMA", {"room": "ROOMA", "record": {}})
    tables.write_seat("ROOMA", "Ann", {"token": "T"})
    assert untouched(host_victim) and untouched(seat_victim)
    assert tables.read_host("ROOMA") == {
        "format": tables.HOST_FORMAT,
        "room": "ROOMA",
        "record": {},
    }
    assert tables.read_seat("ROOMA", "Ann") is not None


def another_programs_folder(tmp_path: Path, name: str) -> Path:
    """A folder of another program's, holding a file of the name the app writes."""
    folder = tmp_path / "another-program"
    folder.mkdir(parents=True)
    (folder / name).write_text(VICTIM, encoding="utf-8")
    return folder


def left_alone(folder: Path, name: str) -> bool:
    return [p.name for p in folder.iterdir()] == [name] and (folder / name).read_text(
        encoding="utf-8"
    ) == VICTIM


def test_the_history_cache_folder_planted_as_a_link_is_replaced(
    tmp_path: Path, user_home: Path
) -> None:
    saves.archive(saves.SavedGame(played_match(), datetime(2026, 11, 28, 20, 0)))
    folder = another_programs_folder(tmp_path, "history.json")
    (data_dir() / "history-cache").symlink_to(folder, target_is_directory=True)
    result = run_app("stats", home=user_home)  # reads the history, keeps its summaries
    assert result.returncode == 0, result.stderr
    assert left_alone(folder, "history.json")
    cache = data_dir() / "history-cache"
    assert cache.is_dir() and not cache.is_symlink()
    assert [p.name for p in cache.iterdir()] == ["history.json"]


def test_the_review_and_tables_folders_planted_as_links_are_replaced(tmp_path: Path) -> None:
    match = played_match()
    cache = ReviewCache(match.record())
    reviews = another_programs_folder(tmp_path / "r", cache.path.name)
    cache.path.parent.parent.mkdir(parents=True, exist_ok=True)
    cache.path.parent.symlink_to(reviews, target_is_directory=True)
    cache.put(0, CostlyTurn(1, "A1", "G", 1.0, "G", 1.0))
    assert left_alone(reviews, cache.path.name)
    assert ReviewCache(match.record()).get(0, 1) is not None
    folder = another_programs_folder(tmp_path / "t", tables.host_path("ROOMB").name)
    tables.tables_dir().symlink_to(folder, target_is_directory=True)
    tables.write_host("ROOMB", {"room": "ROOMB"})
    assert left_alone(folder, tables.host_path("ROOMB").name)
    assert not tables.tables_dir().is_symlink() and tables.read_host("ROOMB") is not None


def played_match() -> Match:
    match = Match.new(Board.load("tokyo"), ["Ann"], load_deck(), "ABC").flip()
    return match.play(match.legal_choices()[0])


def test_a_cache_is_never_read_through_a_planted_link(tmp_path: Path) -> None:
    """Read through, what the link names would be copied into the data folder (readable
    by whoever planted the link) at the next write."""
    secret = tmp_path / "root-only" / "numbers.json"
    secret.parent.mkdir()
    secret.write_text('{"pin": 1234}', encoding="utf-8")
    ParCache.path().parent.mkdir(parents=True, exist_ok=True)
    ParCache.path().symlink_to(secret)
    assert ParCache.load().pars == {}
    remember_par("tokyo", "okazu-20", "ABC", 42)
    assert "1234" not in ParCache.path().read_text(encoding="utf-8")
    match = played_match()
    cache = ReviewCache(match.record())
    cache.path.parent.mkdir(parents=True, exist_ok=True)
    review = tmp_path / "root-only" / "review.json"
    ReviewCache(match.record(), tmp_path / "root-only").put(
        0, CostlyTurn(1, "A1", "G", 1.0, "G", 1.0)
    )
    (tmp_path / "root-only" / cache.path.name).rename(review)
    cache.path.symlink_to(review)
    assert ReviewCache(match.record()).get(0, 1) is None


def test_a_planted_tables_room_never_leads_out_of_the_data_folder(tmp_path: Path) -> None:
    """A host's autosave planted with a room such as ``x/../../..`` is no stopped table:
    looking for one at a start never locks (and so rewrites) a file its room leads to
    outside the data folder, and no table of that room is offered to be hosted again."""
    victim = tmp_path / "victim.lock"
    victim.write_text("12\n", encoding="ascii")  # as a lock file of the app's would hold
    victim.chmod(0o644)
    folder = tables.tables_dir()
    (folder / "host-x").mkdir(parents=True)
    room = "x/../" + "../" * len(folder.relative_to(tmp_path).parts) + "victim"
    assert (folder / f"host-{room}.lock").resolve() == victim.resolve()
    planted_host = {"format": tables.HOST_FORMAT, "room": room, "record": {}}
    (folder / "host-ABCD.json").write_text(json.dumps(planted_host), encoding="utf-8")

    assert tables.stopped_tables() == []
    assert victim.read_text(encoding="ascii") == "12\n"
    assert stat.S_IMODE(victim.stat().st_mode) == 0o644
