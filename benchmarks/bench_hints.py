"""The Hint's wait: from Shift+H to the list under the card, the first hint of a game
against the later ones. Run: ``python benchmarks/bench_hints.py [--runs N] [--hints K]``.

Each run is a fresh ``python`` process (the app as a player starts it: nothing the
first hint needs is loaded yet) with a real game window (offscreen): a game on Tokyo
is started, a card flipped, and Shift+H pressed on the window; the time is taken until
the hint panel lists the choices (the coach's answer delivered on the window's thread
and the list refreshed), then the person writes the hinted choice and the next card is
flipped, ``--hints`` times. A second game in the same process then takes its first
hint too (what a game's first hint pays that the process's first does not).

Prints per position (the process's first hint, later ones, a second game's first) the
wall time and the window's thread's CPU time, means with 95% intervals over the runs;
each run deals other cards (``HINTS-<run>``). ``--baseline DIR``: each run also with
the package of another checkout (``git worktree`` or ``git archive`` of main), the two
alternating, so both see the same load. The budget: 0.3 s on a quiet machine, the
first of a game included.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

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
settle = float(sys.argv[2])  # seconds after the first flip, as a player reads the card
deal = sys.argv[3]


def wait(condition, most=60.0):
    end = time.monotonic() + most
    while not condition():
        app.processEvents()
        if time.monotonic() > end:
            raise SystemExit("the hint never came")
        time.sleep(0.0005)


def a_hint():
    coach = window.hints
    wall, cpu = time.perf_counter(), time.thread_time()
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier)
    wait(lambda: coach.shown and coach.panel is not None and coach.panel.isVisible())
    return time.perf_counter() - wall, time.thread_time() - cpu


def game(seed, count):
    window.start_game("tokyo", seed=seed)
    session = window.session
    times = []
    for turn in range(count):
        session.flip()
        end = time.monotonic() + (settle if turn == 0 else 0.2)
        while time.monotonic() < end:  # the window runs as a player reads the card
            app.processEvents()
            time.sleep(0.005)
        times.append(a_hint())
        session.choose(window.hints.best)
        choose_for_all(session)
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="fresh processes (default 5)")
    parser.add_argument("--hints", type=int, default=4, help="hints a game (default 4)")
    parser.add_argument(
        "--settle", type=float, default=1.0, help="seconds between the first flip and Shift+H"
    )
    parser.add_argument("--baseline", metavar="DIR", help="another checkout to run beside")
    args = parser.parse_args()
    trees = {"this": os.getcwd(), **({"baseline": args.baseline} if args.baseline else {})}
    rows: dict[tuple[str, str], list[tuple[float, float]]] = {}
    loads = [os.getloadavg()[0]]
    for run in range(args.runs):
        for tree, folder in trees.items():
            env = dict(os.environ, PYTHONPATH=folder)
            env.setdefault("QT_QPA_PLATFORM", "offscreen")
            out = subprocess.run(
                [sys.executable, "-c", CHILD, str(args.hints), str(args.settle), str(run)],
                capture_output=True,
                text=True,
                env=env,
                cwd=folder,
                timeout=300,
                check=True,
            ).stdout
            found = json.loads(out.splitlines()[-1])
            rows.setdefault((tree, "first"), []).append(tuple(found["first"]))
            rows.setdefault((tree, "later"), []).extend(tuple(t) for t in found["later"])
            rows.setdefault((tree, "second_game"), []).append(tuple(found["second_game"]))
            loads.append(os.getloadavg()[0])
    names = {
        "first": "the first hint of the process",
        "later": "a later hint of that game",
        "second_game": "a second game's first hint",
    }
    print(f"load average (1 min) during the runs: {min(loads):.2f}-{max(loads):.2f}")
    print(f"{'checkout':9} {'hint':34} {'n':>3} {'wall (95%)':>16} {'thread CPU (95%)':>17}")
    for tree in trees:
        for key, name in names.items():
            walls = [w for w, _ in rows[tree, key]]
            cpus = [c for _, c in rows[tree, key]]
            print(f"{tree:9} {name:34} {len(walls):3} {interval(walls):>16} {interval(cpus):>17}")


if __name__ == "__main__":
    main()
