"""A table a learning script of benchmarks/ writes, read as the package imports it."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path
from typing import Any

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def learn_with(script: str, out: Path, *options: str) -> bytes:
    """What ``benchmarks/<script>`` run with ``options`` writes to ``out``."""
    subprocess.run(
        [sys.executable, str(BENCHMARKS / script), *options, "--out", str(out)],
        check=True,
        capture_output=True,
    )
    return out.read_bytes()


def learned(table: bytes) -> dict[str, Any]:
    """The weights a written table holds (its one annotated assignment, read as Python)."""
    tree = ast.parse(table)
    [value] = [node.value for node in tree.body if isinstance(node, ast.AnnAssign)]
    assert value is not None
    result = ast.literal_eval(value)
    assert isinstance(result, dict)
    return result
