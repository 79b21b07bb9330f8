"""A table of route patterns fitted to the search's values is made again from its
script, the same bytes from the same seed, and the pattern playout reads it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from metrox_desktop.engine.ai.patterns import read_tables
from tests.engine.learned_tables import BENCHMARKS, learn_with


def fit_patterns(*options: str) -> None:
    subprocess.run(
        [sys.executable, str(BENCHMARKS / "fit_patterns.py"), *options],
        check=True,
        capture_output=True,
    )


def collected(out: Path, seed: str) -> bytes:
    """The decisions of one game of a light search (300 cards a decision)."""
    options = ["--games", "1", "--work", "300", "--workers", "1", "--seed", seed]
    fit_patterns("collect", str(out), *options)
    return out.read_bytes()


def fitted(out: Path, data: Path, start: Path) -> bytes:
    fit_patterns("fit", str(out), "--data", str(data), "--start", str(start), "--ridge", "1")
    return out.read_bytes()


def test_the_same_seed_fits_the_same_table_byte_for_byte(tmp_path: Path) -> None:
    start = tmp_path / "start.json"
    learn_with("learn_patterns.py", start, "--games", "100", "--check", "0", "--maps", "tokyo")
    data = collected(tmp_path / "a.json", "a")
    assert collected(tmp_path / "again.json", "a") == data
    # Another seed plays another game.
    assert collected(tmp_path / "b.json", "b") != data
    first = fitted(tmp_path / "first.json", tmp_path / "a.json", start)
    assert fitted(tmp_path / "second.json", tmp_path / "a.json", start) == first
    # The fit moved the start table's entries, and the table is one the playout reads.
    tables = read_tables(first.decode("utf-8"))
    before = read_tables(start.read_text("utf-8"))
    assert set(tables) == {"tokyo"}
    assert tables != before
    assert len(tables["tokyo"][0]) == len(before["tokyo"][0])
    assert fitted(tmp_path / "other.json", tmp_path / "b.json", start) != first
