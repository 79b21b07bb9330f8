"""History and Statistics with 5,000 kept games.
Run: QT_QPA_PLATFORM=offscreen python benchmarks/bench_history.py [GAMES]

A history folder of GAMES records (default 5,000; 200 distinct games played by greedy
bots, the rest copies under other dates, see history_games.py) in a temporary data
folder. Measured, each several times in this process (median, mean and a 95% interval):

- baseline: listing the folder (os.scandir, name, size and time of each file);
- the History window ready: built, shown and painted, every row listed (rows the cache
  knows are filled), with the summaries' cache warm; and, once, with no cache at all
  (the rows fill in the background afterwards: the time until every row is read);
- the Statistics window ready: built, its numbers and charts shown (warm cache).

Target: each window ready in under 1 s with 5,000 games. Prints numbers; never fails.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).parent))

from history_games import write_history  # noqa: E402

from metrox_desktop.persistence import paths  # noqa: E402
from metrox_desktop.persistence.history import HistoryFolder  # noqa: E402
from metrox_desktop.persistence.saves import history_dir  # noqa: E402
from metrox_desktop.ui.start.app import make_app  # noqa: E402

RUNS = 7


def until(app: QApplication, done: Callable[[], bool], limit: float = 120.0) -> None:
    end = time.perf_counter() + limit
    while not done() and time.perf_counter() < end:
        app.processEvents()


def report(label: str, spent: list[float]) -> None:
    mean = statistics.fmean(spent)
    half = 1.96 * statistics.stdev(spent) / len(spent) ** 0.5 if len(spent) > 1 else 0.0
    print(
        f"{label}: median {statistics.median(spent):.0f} ms, mean {mean:.0f} ms "
        f"(95% interval {mean - half:.0f}-{mean + half:.0f}), {len(spent)} runs"
    )


def history_ready(app: QApplication, ticks: list[float] | None = None) -> tuple[float, float]:
    """(ms until the window is painted with every row listed, ms until every row is read).
    ``ticks``: the gaps between a 20-ms timer's ticks while the rows fill (how the
    window keeps its pace while files are read in the background)."""
    from PySide6.QtCore import QTimer

    from metrox_desktop.ui.history.history_window import HistoryWindow

    start = time.perf_counter()
    window = HistoryWindow(history_dir())
    window.show()
    window.repaint()
    app.processEvents()
    shown = (time.perf_counter() - start) * 1000
    timer, last = QTimer(), [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        if ticks is not None:
            ticks.append((now - last[0]) * 1000)
        last[0] = now
        if ticks is not None and len(ticks) % 50 == 25:
            window.table.scrollToBottom()  # a player scrolling as the rows come in

    timer.timeout.connect(tick)
    timer.start(20)
    until(app, lambda: window.model.complete)
    timer.stop()
    filled = (time.perf_counter() - start) * 1000
    window.close()
    app.processEvents()
    return shown, filled


def statistics_ready(app: QApplication) -> float:
    from metrox_desktop.ui.history.stats_window import StatisticsWindow

    start = time.perf_counter()
    window = StatisticsWindow(history_dir())
    window.show()
    until(app, lambda: window.ready)
    window.repaint()
    app.processEvents()
    spent = (time.perf_counter() - start) * 1000
    window.close()
    app.processEvents()
    return spent


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    app = make_app([])
    with tempfile.TemporaryDirectory() as home:
        os.environ[paths.HOME_VARIABLE] = home
        start = time.perf_counter()
        write_history(history_dir(), games)
        print(f"{games:,} records written in {time.perf_counter() - start:.1f} s")

        def listing() -> float:
            start = time.perf_counter()
            with os.scandir(history_dir()) as entries:
                [(e.name, e.stat().st_size) for e in entries]
            return (time.perf_counter() - start) * 1000

        report("baseline: listing the folder", [listing() for _ in range(RUNS)])
        ticks: list[float] = []
        shown, filled = history_ready(app, ticks)  # no cache yet: every file is read
        print(
            f"History, no cache: shown in {shown:.0f} ms, every row read after "
            f"{filled / 1000:.1f} s ({filled / games:.2f} ms a game)"
        )
        ticks.sort()
        print(
            f"  a 20-ms timer while it fills: median {statistics.median(ticks):.0f} ms, "
            f"95th percentile {ticks[int(0.95 * len(ticks))]:.0f} ms, longest {ticks[-1]:.0f} ms "
            f"({len(ticks)} ticks)"
        )
        cold = HistoryFolder(history_dir())
        print(f"summaries' cache: {cold.cache.stat().st_size / 1e6:.1f} MB")  # type: ignore[union-attr]
        report("History ready, warm cache", [history_ready(app)[0] for _ in range(RUNS)])
        report("Statistics ready, warm cache", [statistics_ready(app) for _ in range(RUNS)])


if __name__ == "__main__":
    main()
