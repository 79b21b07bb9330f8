"""Kill a process that autosaves in a loop at random moments (SIGKILL) and count the
games the next start recovers and loses (lost must be 0).
Run: python benchmarks/bench_kill_saves.py [RUNS]   (POSIX: needs fork)

The same harness as tests/persistence/test_kill.py, with more kills and the figures
printed: runs, games recovered (and how many only from a copy of the autosave), games
lost, kills that landed in the middle of a write, and writes finished.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time

from metrox_desktop.persistence import paths
from tests.persistence.kill_harness import kill_runs

if __name__ == "__main__":
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    with tempfile.TemporaryDirectory() as home:
        os.environ[paths.HOME_VARIABLE] = home
        start = time.perf_counter()
        figures = kill_runs(runs, max_delay=0.03, rng=random.Random(2026))
        elapsed = time.perf_counter() - start
    print(
        f"runs {figures.runs}, recovered {figures.recovered} "
        f"(from a copy {figures.from_copy}), lost {figures.lost}, "
        f"killed mid-write {figures.mid_write}, temporary files left after a start "
        f"{figures.litter}, writes finished {figures.writes}, "
        f"{elapsed:.1f} s"
    )
