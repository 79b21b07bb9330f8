"""Start-up to the first picture: the game window against a bare PySide6 window.

Run: python benchmarks/bench_startup.py [--runs 20]

Each round starts two fresh processes in turn (offscreen, so no display is needed):
a bare PySide6 program that draws a QGraphicsScene of 80 labelled boxes in a window
and writes it to a PNG, and ``metrox-desktop --screenshot FILE`` (the game window
on a new game, in a fresh METROX_DESKTOP_HOME), and times each whole process (wall
clock, from start to exit), from byte-code as an installed app starts (the warm-up
runs write it, even where PYTHONDONTWRITEBYTECODE is set). Printed: each side's
median with a distribution-free 95% interval and the number of runs, and the ratio
of the app to the bare window (the median of the rounds' ratios, with its interval).
The aim is at most 2x.
``python -X importtime -m metrox_desktop --screenshot FILE`` shows where the app's
time goes.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from sampling import alternate, median_interval, shown

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


def timed(command: list[str], env: dict[str, str]) -> float:
    """Seconds from start to exit of ``command``, which must succeed."""
    start = time.perf_counter()
    subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20, help="runs of each side")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as temp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        # As installed, the app starts from byte-code: let the warm-up runs write it.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        picture = str(Path(temp) / "picture.png")
        homes = iter(range(10**6))

        def bare() -> float:
            return timed([sys.executable, "-c", BARE, picture], env)

        def app() -> float:
            home = dict(env, METROX_DESKTOP_HOME=str(Path(temp) / f"home{next(homes)}"))
            return timed([sys.executable, "-m", "metrox_desktop", "--screenshot", picture], home)

        bare()  # warm the byte-code caches and the file system before measuring
        app()
        bares, apps = alternate(bare, app, args.runs)
    ratios = [a / b for a, b in zip(apps, bares, strict=True)]
    print(f"start to a written picture, {args.runs} runs of each side, alternating")
    print(f"  bare PySide6, 80 boxes:  {shown(median_interval(bares), ' s', 3)}")
    print(f"  metrox-desktop window:   {shown(median_interval(apps), ' s', 3)}")
    print(f"  ratio app/bare (median of the rounds): {shown(median_interval(ratios), 'x', 2)}")


if __name__ == "__main__":
    main()
