"""A table of route patterns fitted to the search's values is made again from its
script, the same bytes from the same seed, and the pattern playout reads it."""

from __future__ import annotations

import json
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
    """The decisions of one game of a light search (300 cards a decision), written to
    ``out`` (which its command names: compare files of one name, in folders of their
    own)."""
    out.parent.mkdir(exist_ok=True)
    options = ["--games", "1", "--work", "300", "--workers", "1", "--seed", seed]
    fit_patterns("collect", str(out), *options)
    return out.read_bytes()


def fitted(out: Path, data: Path, start: Path) -> bytes:
    out.parent.mkdir(exist_ok=True)
    fit_patterns("fit", str(out), "--data", str(data), "--start", str(start), "--ridge", "1")
    return out.read_bytes()


def test_the_same_seed_fits_the_same_table_byte_for_byte(tmp_path: Path) -> None:
    start = tmp_path / "start.json"
    learn_with("learn_patterns.py", start, "--games", "100", "--check", "0", "--maps", "tokyo")
    data = collected(tmp_path / "a" / "decisions.json", "a")
    assert collected(tmp_path / "again" / "decisions.json", "a") == data
    # Another seed plays another game.
    assert collected(tmp_path / "b" / "decisions.json", "b") != data
    first = fitted(tmp_path / "first" / "table.json", tmp_path / "a" / "decisions.json", start)
    assert (
        fitted(tmp_path / "second" / "table.json", tmp_path / "a" / "decisions.json", start)
        == first
    )
    # The fit moved the start table's entries, and the table is one the playout reads.
    tables = read_tables(first.decode("utf-8"))
    before = read_tables(start.read_text("utf-8"))
    assert set(tables) == {"tokyo"}
    assert tables != before
    assert len(tables["tokyo"][0]) == len(before["tokyo"][0])
    assert (
        fitted(tmp_path / "other" / "table.json", tmp_path / "b" / "decisions.json", start) != first
    )
    # The table says how it was made: the start table's, the decisions' and the fit's
    # commands, by file name.
    made = json.loads(first)["made_by"]["tokyo"].split("; ")
    assert made[0].endswith("--maps tokyo --out start.json")
    assert made[1].startswith("python benchmarks/fit_patterns.py collect decisions.json")
    assert made[2].startswith(
        "python benchmarks/fit_patterns.py fit table.json --data decisions.json"
    )
    assert str(tmp_path) not in first.decode("utf-8")
