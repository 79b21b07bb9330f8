"""A shortened playout's estimate is learned again from its script, the same from a seed."""

from __future__ import annotations

from pathlib import Path

from metrox_desktop.engine.ai.playout import CUT_FEATURES
from tests.engine.learned_tables import learn_with, learned


def learn(out: Path, seed: str) -> bytes:
    """A small learning run (one game, a light search, a few rests) written to ``out``."""
    options = ["--games", "1", "--futures", "3", "--work", "300", "--maps", "tokyo,osaka"]
    return learn_with("learn_cut_value.py", out, *options, "--workers", "1", "--seed", seed)


def test_the_same_seed_learns_the_same_estimate_byte_for_byte(tmp_path: Path) -> None:
    first = learn(tmp_path / "first.py", "a")
    assert learn(tmp_path / "again.py", "a") == first
    # Another seed plays other games and fits other weights.
    assert learned(learn(tmp_path / "other.py", "b")) != learned(first)
    # Each map its own weights, a row of one for each feature by route cards to come.
    tables = learned(first)
    assert set(tables) == {"tokyo", "osaka"}
    assert tables["tokyo"] != tables["osaka"]
    for rows in tables.values():
        assert len(rows) > 10
        assert {len(row) for row in rows} == {len(CUT_FEATURES)}


def test_the_estimate_fitted_to_the_searchs_own_games_is_the_same_from_a_seed(
    tmp_path: Path,
) -> None:
    def search_fit(out: Path) -> bytes:
        options = ["--games", "2", "--work", "300", "--maps", "osaka", "--workers", "1"]
        options += ["--seed", "a", "--target", "search", "--window", "2"]
        return learn_with("learn_cut_value.py", out, *options)

    first = search_fit(tmp_path / "first.py")
    assert search_fit(tmp_path / "again.py") == first
    # The table says how it was made, so running that line again gives it back.
    assert b"--target search --window 2" in first
    assert {len(row) for row in learned(first)["osaka"]} == {len(CUT_FEATURES)}
