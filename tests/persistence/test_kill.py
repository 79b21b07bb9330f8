"""A process killed at any moment while it autosaves never loses the game."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.persistence.kill_harness import KillFigures

ROOT = Path(__file__).parents[2]

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork (POSIX)")


def test_killing_the_saving_process_at_250_random_moments_loses_no_game(user_home: Path) -> None:
    # In a fresh process of its own: the children are forked from it, never from a test
    # worker whose Qt and search threads may hold locks a forked child waits on forever.
    env = {**os.environ, "METROX_DESKTOP_HOME": str(user_home)}
    result = subprocess.run(
        [sys.executable, "-m", "tests.persistence.kill_harness", "250", "0.015", "8"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=110,
        check=True,
    )
    figures = KillFigures(**json.loads(result.stdout))
    assert figures.lost == 0, figures
    assert figures.recovered == figures.runs == 250
    assert figures.from_copy == 0  # the autosave itself was never missing or half written
    assert figures.litter == 0  # and the start cleaned up every unfinished write
    # The kills really landed in the middle of writes, not only between them.
    assert figures.mid_write >= 1, figures  # (78 of 250 on tmpfs, 169 on a disk here)
    assert figures.writes > 0, figures
