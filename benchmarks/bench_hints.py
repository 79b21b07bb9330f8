"""The Hint's wait: from Shift+H to the list under the card, the first hint of a game
against the later ones, asked as a player reads the card and the instant it shows.

Run: ``python benchmarks/bench_hints.py [--runs N] [--hints K] [--baseline COMMIT|DIR]``.

Each run is a fresh ``python`` process (the app as a player starts it: nothing the
first hint needs is loaded yet) with a real game window (offscreen) and a data folder
of its own (nothing kept by an earlier run answers): a game on Tokyo is started,
``--look`` seconds later (a player looks at the sheet; default 2 s) a card is flipped,
and Shift+H pressed on the window, either ``--read`` seconds after the card shows (a
player reads the card first; default 1 s) or the instant it shows (the window has
drawn it once); the time
is taken until the hint panel lists the choices (the answer delivered on the window's
thread and the list refreshed). Then the person writes the hinted choice and, as a
player sees it written and presses Flip, ``--flip-after`` seconds later (default 0.5;
0 flips within the same event) the next card is flipped, ``--hints`` times. A second
game in the same process then takes its first hint too (what a game's first hint
pays that the process's first does not).

Prints per way of asking and position (the process's first hint, later ones, a second
game's first) the wall time and the window's thread's CPU time, means with 95%
intervals and sample sizes; each run deals other cards (``HINTS-<run>``). The baseline
(default ``main``: a commit is taken out of git with ``git archive``; or another
checkout's folder) runs beside, each run of it in turn with this checkout's, so both
see the same load. The budget: 0.3 s on a quiet machine, the first of a game included.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from bench_engine import extract
from sampling import mean_interval

CHILD = r"""
import json, sys, time
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from metrox_desktop.ui.context import start_context
from metrox_desktop.ui.window.main_window import MainWindow
from metrox_desktop.ui.table.autoplay import choose_for_all

app = QApplication(["bench"])
start_context(app)
window = MainWindow()
window.resize(1280, 860)
window.show()
hints = int(sys.argv[1])
settle = float(sys.argv[2])  # seconds after each flip, as a player reads the card
deal = sys.argv[3]
look = float(sys.argv[4])  # seconds between a game's start and its first card
flip_after = float(sys.argv[5])  # seconds between a choice written and the next flip


def wait(condition, most=60.0):
    end = time.monotonic() + most
    while not condition():
        app.processEvents()
        if time.monotonic() > end:
            raise SystemExit("the hint never came")
        time.sleep(0.0005)


def run_for(seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:  # the window runs as a player looks at it
        app.processEvents()
        time.sleep(0.005)


def a_hint():
    coach = window.hints
    wall, cpu = time.perf_counter(), time.thread_time()
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier)
    wait(lambda: coach.shown and coach.panel is not None and coach.panel.isVisible())
    return time.perf_counter() - wall, time.thread_time() - cpu


def game(seed, count):
    window.start_game("tokyo", seed=seed)
    session = window.session
    run_for(look)  # a player looks at the new sheet, then flips
    times = []
    for turn in range(count):
        session.flip()
        app.processEvents()  # the card shows
        run_for(settle)  # a player reads it
        times.append(a_hint())
        session.choose(window.hints.best)
        choose_for_all(session)
        run_for(flip_after)  # the player sees the choice written, then flips
    return times


first = game(f"HINTS-{deal}", hints)
second = game(f"HINTS-{deal}-2", 1)
print(json.dumps({"first": first[0], "later": first[1:], "second_game": second[0]}))
import os
os._exit(0)
"""


def interval(values: list[float]) -> str:
    mean, low, _ = mean_interval(values)
    if len(values) < 2:
        return f"{mean * 1000:7.0f} ms"
    return f"{mean * 1000:7.0f} ±{(mean - low) * 1000:.0f} ms"


WAYS = {"read": "asked after reading the card", "instant": "asked the instant it shows"}
POSITIONS = {
    "first": "the first hint of the process",
    "later": "a later hint of that game",
    "second_game": "a second game's first hint",
}
Rows = dict[tuple[str, str, str], list[tuple[float, float]]]


def one_run(
    folder: str, hints: int, settle: float, look: float, flip_after: float, run: int
) -> dict[str, Any]:
    """One fresh app process on ``folder``'s package: its hints' (wall, CPU) times."""
    with tempfile.TemporaryDirectory(prefix="bench-hints-") as home:
        env = dict(os.environ, PYTHONPATH=folder, METROX_DESKTOP_HOME=home)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        out = subprocess.run(
            [sys.executable, "-c", CHILD, *map(str, (hints, settle, run, look, flip_after))],
            capture_output=True,
            text=True,
            env=env,
            cwd=folder,
            timeout=300,
            check=True,
        ).stdout
    found: dict[str, Any] = json.loads(out.splitlines()[-1])
    return found


def baseline_folder(baseline: str, into: Path) -> str:
    """The baseline's package: a checkout's folder as it is, or a commit taken out of
    git and compiled (so its first hint pays no compiling that this checkout's does not)."""
    if Path(baseline).is_dir():
        return baseline
    extract(baseline, into)
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(into)], check=True)
    return str(into)


def report(rows: Rows, trees: list[str], loads: list[float], flip_after: float) -> None:
    print(f"load average (1 min) during the runs: {min(loads):.2f}-{max(loads):.2f}")
    print(f"a choice written to the next flip: {flip_after} s")
    print(f"{'checkout':9} {'way':30} {'hint':31} {'n':>3} {'wall (95%)':>16} {'CPU (95%)':>14}")
    for way, how in WAYS.items():
        for key, name in POSITIONS.items():
            for tree in trees:
                walls = [w for w, _ in rows[tree, way, key]]
                cpus = [c for _, c in rows[tree, way, key]]
                print(
                    f"{tree:9} {how:30} {name:31} {len(walls):3} "
                    f"{interval(walls):>16} {interval(cpus):>14}"
                )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="fresh processes (default 5)")
    parser.add_argument("--hints", type=int, default=4, help="hints a game (default 4)")
    parser.add_argument(
        "--read", type=float, default=1.0, help="seconds between a flip and Shift+H (default 1)"
    )
    parser.add_argument(
        "--look", type=float, default=2.0, help="seconds from a game's start to its first card"
    )
    parser.add_argument(
        "--flip-after",
        type=float,
        default=0.5,
        help="seconds from a choice written to the next flip (default 0.5)",
    )
    parser.add_argument(
        "--baseline", default="main", help="a commit (git archive) or another checkout's folder"
    )
    args = parser.parse_args()
    settles = {"read": args.read, "instant": 0.0}
    rows: Rows = {}
    loads = [os.getloadavg()[0]]
    with tempfile.TemporaryDirectory(prefix="bench-hints-baseline-") as unpacked:
        trees = {"this": os.getcwd(), "baseline": baseline_folder(args.baseline, Path(unpacked))}
        for run in range(args.runs):
            for way, settle in settles.items():
                for tree, folder in trees.items():
                    found = one_run(folder, args.hints, settle, args.look, args.flip_after, run)
                    for key in POSITIONS:
                        times = found[key] if key == "later" else [found[key]]
                        rows.setdefault((tree, way, key), []).extend((w, c) for w, c in times)
                    loads.append(os.getloadavg()[0])
            print(f"run {run + 1} of {args.runs} done", file=sys.stderr, flush=True)
    report(rows, list(trees), loads, args.flip_after)


if __name__ == "__main__":
    main()
