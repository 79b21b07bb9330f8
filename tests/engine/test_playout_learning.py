"""The playout policy's weights are learned again from their script, the same from a seed."""

from __future__ import annotations

from pathlib import Path

from metrox_desktop.engine.ai.playout import TUNED, Weights
from tests.engine.learned_tables import learn_with, learned


def learn(out: Path, seed: str) -> bytes:
    """A small learning run (one game, a light search) written to ``out``."""
    options = ["--games", "1", "--iterations", "1", "--work", "300", "--maps", "tokyo"]
    return learn_with(
        "learn_playout.py", out, *options, "--check", "0", "--workers", "1", "--seed", seed
    )


def test_the_same_seed_learns_the_same_table_byte_for_byte(tmp_path: Path) -> None:
    first = learn(tmp_path / "first.py", "a")
    assert learn(tmp_path / "again.py", "a") == first
    # Another seed plays other games and fits other weights.
    assert learned(learn(tmp_path / "other.py", "b")) != learned(first)
    # What is written is a policy: every weight the playout reads.
    weights = Weights(**{**TUNED._asdict(), **learned(first)})
    assert weights.progress > 0
    assert set(learned(first)) < set(Weights._fields)
