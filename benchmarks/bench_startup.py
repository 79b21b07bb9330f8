"""Start-up to the first picture: the game window against a bare PySide6 window.

Run: python benchmarks/bench_startup.py [--runs 20]

Each round starts fresh processes in turn (offscreen, so no display is needed):

- a bare PySide6 program that draws a QGraphicsScene of 80 labelled boxes in a
  window and writes it to a PNG;
- ``metrox-desktop --screenshot FILE``: the game window on a new game, touching no
  file of the player's (in a fresh METROX_DESKTOP_HOME);
- a player's start on a new game: ``metrox-desktop`` as a player runs it (the data
  folder claimed, the new game autosaved from its start), in a fresh home of a
  player who has played before (no guided first game);
- a player's start that goes on with a game autosaved after 8 turns (the autosave
  read, checked and replayed), in a fresh copy of a home made once.

A player's start runs until the window is closed: here its event loop writes the
window's picture once it has painted and ends (``FIRST_PICTURE``, the same wait as
``--screenshot``), so the process ends by itself after its first paint with the
player's files written as they always are (checked after each run).

Each whole process is timed (wall clock, from start to exit), from byte-code as an
installed app starts (the warm-up runs write it, even where PYTHONDONTWRITEBYTECODE
is set). Printed: each side's median with a distribution-free 95% interval and the
number of runs, and each app side's ratio to the bare window (the median of the
rounds' ratios, with its interval). The budget is 2.5x on every side (docs/speed.md).
``python -X importtime -m metrox_desktop --screenshot FILE`` shows where the app's
time goes.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from sampling import median_interval, shown

BUDGET = 2.5  # the most an app side may take, as a multiple of the bare window

# A window of about the game's size drawing a scene of about the sheet's size.
BARE = """
import sys
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
app = QApplication(sys.argv)
scene = QGraphicsScene()
for i in range(80):
    box = scene.addRect(60.0 * (i % 10), 60.0 * (i // 10), 50.0, 50.0)
    box.setBrush(QColor.fromHsv(i * 4 % 360, 90, 230))
    scene.addText(f"S{i}").setPos(60.0 * (i % 10) + 8, 60.0 * (i // 10) + 14)
view = QGraphicsView(scene)
view.resize(1280, 860)
view.show()
app.processEvents()
view.grab().save(sys.argv[1])
"""

# A player's start (`metrox-desktop`, argv[2:]) whose event loop ends once the game
# window has painted, after writing its picture to argv[1] as --screenshot does.
FIRST_PICTURE = """
import sys
from PySide6.QtWidgets import QApplication
run_loop = QApplication.exec

def first_picture(*_args):
    from metrox_desktop.ui.start.app import shoot_after_paint
    from metrox_desktop.ui.window.main_window import MainWindow
    QApplication.exec = run_loop  # shoot_after_paint runs the real loop
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
    return shoot_after_paint(QApplication.instance(), window, sys.argv[1])

QApplication.exec = first_picture
from metrox_desktop.cli import main
raise SystemExit(main(sys.argv[2:]))
"""

# One game of 8 turns on Tokyo, autosaved as the window keeps it, in METROX_DESKTOP_HOME.
AUTOSAVED = """
import random
from datetime import datetime
from metrox_desktop.engine import Board, Match, load_deck
from metrox_desktop.persistence import saves
match = Match.new(Board.load("tokyo"), ["You"], load_deck(), "BENCH8")
rng = random.Random(8)
for _ in range(8):
    match = match.flip()
    options = match.legal_choices()
    match = match.play(rng.choice(options) if options else None)
saves.autosave(saves.SavedGame(match, datetime(2026, 11, 26, 4, 0, 0)))
"""

PLAYED = '{"learned": true}'  # a player who has played before: no guided first game


def timed(command: list[str], env: dict[str, str]) -> float:
    """Seconds from start to exit of ``command``, which must succeed."""
    start = time.perf_counter()
    subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def player_home(folder: Path) -> Path:
    (folder / "config").mkdir(parents=True)
    (folder / "config" / "settings.json").write_text(PLAYED, encoding="utf-8")
    return folder


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20, help="runs of each side")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as temp_name:
        temp = Path(temp_name)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        # As installed, the app starts from byte-code: let the warm-up runs write it.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        picture = str(temp / "picture.png")
        homes = iter(range(10**6))
        saved_home = player_home(temp / "saved")
        subprocess.run(
            [sys.executable, "-c", AUTOSAVED],
            env=dict(env, METROX_DESKTOP_HOME=str(saved_home)),
            check=True,
        )
        autosave = json.loads((saved_home / "data" / "autosave.json").read_text("utf-8"))

        def fresh() -> Path:
            return temp / f"home{next(homes)}"

        def bare() -> float:
            return timed([sys.executable, "-c", BARE, picture], env)

        def screenshot() -> float:
            home = dict(env, METROX_DESKTOP_HOME=str(fresh()))
            return timed([sys.executable, "-m", "metrox_desktop", "--screenshot", picture], home)

        def player(home: Path) -> float:
            start = [sys.executable, "-c", FIRST_PICTURE, picture]
            seconds = timed(start, dict(env, METROX_DESKTOP_HOME=str(home)))
            kept = json.loads((home / "data" / "autosave.json").read_text("utf-8"))
            assert kept["seed"] and kept["checksum"], "a player's start keeps its game"
            return seconds

        def new_game() -> float:
            return player(player_home(fresh()))

        def resumed() -> float:
            home = fresh()
            shutil.copytree(saved_home, home)
            seconds = player(home)
            kept = json.loads((home / "data" / "autosave.json").read_text("utf-8"))
            assert kept == autosave, "the game went on where it was left"
            return seconds

        sides: dict[str, Callable[[], float]] = {
            "bare PySide6, 80 boxes": bare,
            "--screenshot (no files)": screenshot,
            "a player's new game": new_game,
            "a player's game resumed": resumed,
        }
        for side in sides.values():  # warm the byte-code caches and the file system
            side()
        times: dict[str, list[float]] = {name: [] for name in sides}
        for _ in range(args.runs):
            for name, side in sides.items():
                times[name].append(side())
    bares = times.pop("bare PySide6, 80 boxes")
    print(f"start to a written picture, {args.runs} runs of each side, in turn")
    print(f"  {'bare PySide6, 80 boxes':26} {shown(median_interval(bares), ' s', 3)}")
    for name, apps in times.items():
        ratios = [a / b for a, b in zip(apps, bares, strict=True)]
        print(f"  {name:26} {shown(median_interval(apps), ' s', 3)}")
        ratio = median_interval(ratios)
        verdict = "within" if ratio[0] <= BUDGET else "OVER"
        print(f"  {'':26} ratio to bare: {shown(ratio, 'x', 2)}, {verdict} the {BUDGET}x budget")


if __name__ == "__main__":
    main()
