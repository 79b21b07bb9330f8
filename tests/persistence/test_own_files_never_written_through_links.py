"""The app's own files in the data folder (the flipper's autosave, the par and review
caches) are never written through a link planted in their place: the link is replaced by
the file and what it names stays as it was. The autosave and the settings, which a player
may link on purpose, are still written through (tests/persistence/test_links_and_leftovers.py)."""

from __future__ import annotations

import json
import stat
from pathlib import Path

from metrox_desktop.engine.ai.review import CostlyTurn
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.persistence.flipper import (
    FlipperSave,
    flipper_path,
    read_flipper,
    write_flipper,
)
from metrox_desktop.persistence.par_cache import ParCache, remember_par
from metrox_desktop.persistence.review_cache import ReviewCache

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
