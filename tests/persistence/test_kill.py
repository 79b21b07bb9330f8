"""A process killed at any moment while it autosaves never loses the game."""

from __future__ import annotations

import os
import random

import pytest

from tests.persistence.kill_harness import kill_runs

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork (POSIX)")


def test_killing_the_saving_process_at_250_random_moments_loses_no_game() -> None:
    figures = kill_runs(250, max_delay=0.015, rng=random.Random(8))
    assert figures.lost == 0, figures
    assert figures.recovered == figures.runs == 250
    assert figures.from_copy == 0  # the autosave itself was never missing or half written
    assert figures.litter == 0  # and the start cleaned up every unfinished write
    # The kills really landed in the middle of writes, not only between them.
    assert figures.mid_write >= 1, figures  # (78 of 250 on tmpfs, 169 on a disk here)
    assert figures.writes > 0, figures
