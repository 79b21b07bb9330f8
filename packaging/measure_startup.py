"""Start-up time to first paint: the bundle against the pip-installed app.

    python packaging/measure_startup.py [--runs 9]

Each run starts the program with ``--screenshot`` (offscreen Qt, a fresh user folder)
and stops the clock when it reports the written PNG, which it does right after the
window's first paint. The programs take turns run by run, so a busy machine slows
them alike; the median of the runs is printed with the fastest and slowest, and the
median CPU time (user + system) of a whole run, which a busy machine disturbs less
than the wall-clock time. Needs
``make bundle`` first (it also makes build/bundle-venv, the pip-installed app).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROGRAMS = {
    "bundle (dist/metrox-desktop)": ROOT / "dist" / "metrox-desktop" / "metrox-desktop",
    "pip-installed (build/bundle-venv)": ROOT / "build" / "bundle-venv" / "bin" / "metrox-desktop",
    "editable dev install (.venv)": ROOT / ".venv" / "bin" / "metrox-desktop",
}


def cpu_seconds() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def first_paint_seconds(program: Path, work: Path) -> tuple[float, float]:
    """Wall-clock seconds to the first paint, and CPU seconds of the whole run."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "METROX_DESKTOP_HOME": str(work)}
    shot = work / "shot.png"
    cpu_before = cpu_seconds()
    started = time.perf_counter()
    with subprocess.Popen(
        [str(program), "--map", "tokyo", "--seed", "1", "--screenshot", str(shot)],
        stdout=subprocess.PIPE,
        env=env,
        text=True,
    ) as process:
        assert process.stdout is not None
        line = process.stdout.readline()  # "wrote FILE", printed after the first paint
        took = time.perf_counter() - started
    if not line.startswith("wrote") or process.returncode != 0:
        raise SystemExit(f"{program}: no screenshot ({line.strip()!r})")
    return took, cpu_seconds() - cpu_before


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    programs = {name: path for name, path in PROGRAMS.items() if path.exists()}
    times: dict[str, list[float]] = {name: [] for name in programs}
    cpu: dict[str, list[float]] = {name: [] for name in programs}
    with tempfile.TemporaryDirectory() as folder:
        for program in programs.values():  # one unmeasured run each: file caches
            first_paint_seconds(program, Path(folder))
        for _ in range(args.runs):
            for name, program in programs.items():
                wall, used = first_paint_seconds(program, Path(folder))
                times[name].append(wall)
                cpu[name].append(used)
    for name, runs in times.items():
        print(
            f"{name:36} median {statistics.median(runs):.2f} s"
            f"  (min {min(runs):.2f}, max {max(runs):.2f}, {len(runs)} runs);"
            f" CPU {statistics.median(cpu[name]):.2f} s"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
