"""The final dialog's verdict: from the last choice of a game to a filled "How good was
it?" part (par, the strong AI's score, the costliest turns), in the game window.

Run: QT_QPA_PLATFORM=offscreen nice -n 19 python benchmarks/bench_verdict.py [DEALS]

Two sides, on the same deals (Tokyo, solo, the greedy choice for the person), in turn:

- kept: the game's worker process works the verdict out while the game is played
  (ui/table/verdict.py); the person plays at the worker's pace (chooses once the
  worker has ranked the card and is idle: a person thinks for seconds a turn);
- at the end: no worker; the final dialog works everything out itself (as before).

Full searches on both sides (par's beam of width 2,000, the strong bot's work). Prints
each run, then the median with its 95% interval and the sample size. Never fails on
timing.
"""

from __future__ import annotations

import sys
import time

from PySide6.QtWidgets import QApplication

from benchmarks.sampling import mean_interval, median_interval, shown
from metrox_desktop.ui.dialogs.par_section import ParSection
from metrox_desktop.ui.start.app import make_app
from metrox_desktop.ui.table.autoplay import choose_for_all
from metrox_desktop.ui.table.verdict import VerdictWorker
from metrox_desktop.ui.window.main_window import MainWindow

LONGEST = 600.0  # seconds: a side that takes longer is reported as such


def wait(condition: object, longest: float = LONGEST) -> bool:
    end = time.monotonic() + longest
    while not condition():  # type: ignore[operator]
        if time.monotonic() > end:
            return False
        QApplication.processEvents()
        time.sleep(0.005)
    return True


def last_choice_to_verdict(seed: str, kept: bool) -> float:
    """Seconds from the last choice of the game on ``seed`` to a filled final dialog."""
    VerdictWorker.autostart = kept
    window = MainWindow()
    window.resize(1280, 860)
    window.show()
    try:
        window.start_game("tokyo", seed=seed)
        session = window.session
        while True:
            session.flip()
            verdict = session.verdict
            if verdict is not None:
                wait(lambda v=verdict: not v.busy)  # a person's pace: reading the card
            started = time.monotonic()  # the last choice, once the game is over
            choose_for_all(session)
            if session.phase.name == "OVER":
                break
        wait(lambda: window.score_dialog is not None)
        sections = window.score_dialog.findChildren(ParSection) if window.score_dialog else []
        wait(lambda: bool(sections) and sections[0].done and 0 in sections[0].costly)
        return time.monotonic() - started
    finally:
        if window.score_dialog is not None:
            window.score_dialog.reject()
        if window.session.verdict is not None:
            window.session.verdict.stop()
        window.close()
        window.deleteLater()
        QApplication.processEvents()


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    make_app(sys.argv)  # the application with its context, as the app makes it
    kept_times: list[float] = []
    end_times: list[float] = []
    for n in range(deals):
        seed = f"VERDICT{n}"
        kept_times.append(last_choice_to_verdict(seed, kept=True))
        end_times.append(last_choice_to_verdict(seed, kept=False))
        print(f"{seed}: kept {kept_times[-1]:.2f} s, at the end {end_times[-1]:.2f} s", flush=True)
    for name, times in (("kept while played", kept_times), ("worked out at the end", end_times)):
        mean, mean_low, mean_high = mean_interval(times)
        print(
            f"{name}: median {shown(median_interval(times), ' s', 2)}, "
            f"mean {mean:.2f} s (95% {mean_low:.2f}-{mean_high:.2f}), n={len(times)}"
        )


if __name__ == "__main__":
    main()
