"""The final dialog's verdict: from the last choice of a game to a filled "How good was
it?" part (par, the strong AI's score, the costliest turns), in the game window.

Run: QT_QPA_PLATFORM=offscreen nice -n 19 python benchmarks/bench_verdict.py [DEALS]
     QT_QPA_PLATFORM=offscreen python benchmarks/bench_verdict.py table [DEALS] [THINK]

The first compares two sides on the same deals (Tokyo, solo, the greedy choice for the
person), in turn:

- kept: the game's worker process works the verdict out while the game is played
  (ui/table/verdict.py); the person plays at the worker's pace (chooses once the
  worker has ranked the card and is idle: a person thinks for seconds a turn);
- at the end: no worker; the final dialog works everything out itself (as before).

``table`` compares one person alone with a busy table (two people and three bots:
``TABLE``), both with the worker, on the same deals, on Tokyo and Osaka, in turn. The
bots choose as in the app (on the window's background threads); each person chooses
(the greedy choice) THINK seconds (default 1.0) after it is their turn to write, the
worker or the bots never waited for: a quick player. The seconds are counted as on a
quiet machine where the worker has a core of its own: on the worker's CPU clock while
it is at work (``thought``), so that a loaded machine stretches the game but not what
the worker does while a person thinks. Besides the wall time it prints
the worker's CPU time from the last choice to the filled dialog: the work left for the
end, which on a quiet machine is about the wait (the worker has a core of its own),
and which another program on the machine does not lengthen. The dialog is filled once
it shows par so far (``ParSection.shown``); the time to par itself is printed too.

Full searches on both sides (par's beams, the strong bot's work). Prints each run,
then the median with its 95% interval and the sample size. Never fails on timing.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtWidgets import QApplication

from benchmarks.sampling import mean_interval, median_interval, shown
from metrox_desktop.persistence.paths import HOME_VARIABLE
from metrox_desktop.seats import parse_seats
from metrox_desktop.ui.dialogs.par_section import ParSection
from metrox_desktop.ui.start.app import make_app
from metrox_desktop.ui.table.autoplay import choose_for_all, greedy_choice
from metrox_desktop.ui.table.verdict import VerdictWorker
from metrox_desktop.ui.window.main_window import MainWindow

LONGEST = 600.0  # seconds: a side that takes longer is reported as such
TABLE = "Ann,Kai,Bo:strong,Lu:strong,Mo:normal"  # the busy table
MAPS = ("tokyo", "osaka")


def wait(condition: Callable[[], object], longest: float = LONGEST) -> bool:
    end = time.monotonic() + longest
    while not condition():
        if time.monotonic() > end:
            return False
        QApplication.processEvents()
        time.sleep(0.005)
    return True


def new_window() -> MainWindow:
    window = MainWindow()
    window.resize(1280, 860)
    window.show()
    return window


def filled(window: MainWindow, refined: bool = True) -> bool:
    """Whether the final dialog shows par, the strong AI's score and every reviewed
    person's costly turns (``refined``: par itself, not par so far)."""
    dialog = window.score_dialog
    sections = dialog.findChildren(ParSection) if dialog is not None else []
    return bool(sections) and (sections[0].done if refined else sections[0].shown)


def close(window: MainWindow) -> None:
    if window.score_dialog is not None:
        window.score_dialog.reject()
    if window.session.verdict is not None:
        window.session.verdict.stop()
    window.close()
    window.deleteLater()
    QApplication.processEvents()


def idle(worker: VerdictWorker) -> bool:
    return not worker.busy


def last_choice_to_verdict(seed: str, kept: bool) -> float:
    """Seconds from the last choice of the game on ``seed`` to a filled final dialog."""
    VerdictWorker.autostart = kept
    window = new_window()
    try:
        window.start_game("tokyo", seed=seed)
        session = window.session
        while True:
            session.flip()
            worker = session.verdict
            if worker is not None:
                wait(partial(idle, worker))  # a person's pace: reading the card
            started = time.monotonic()  # the last choice, once the game is over
            choose_for_all(session)
            if session.phase.name == "OVER":
                break
        wait(lambda: filled(window))
        return time.monotonic() - started
    finally:
        close(window)


def cpu_seconds(pid: int | None) -> float:
    """The CPU time (user and system) process ``pid`` has had, 0 when it is gone."""
    if pid is None:
        return 0.0
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def thought(worker: VerdictWorker | None, think: float) -> None:
    """A person's ``think`` seconds, as on a quiet machine where the worker has a core
    of its own: until the worker has had ``think`` seconds of CPU, or has nothing left
    to do and ``think`` seconds have passed (on a loaded machine the wall time
    stretches; what the worker does in it does not)."""
    pid = worker.process_id if worker is not None else None
    start, due = cpu_seconds(pid), time.monotonic() + think
    wait(
        lambda: (
            cpu_seconds(pid) - start >= think
            or (time.monotonic() >= due and (worker is None or not worker.busy))
        )
    )


def played_to_verdict(
    map_id: str, seed: str, seats: str, think: float
) -> tuple[float, float, float]:
    """A game on ``seed`` played at a quick player's pace (``think`` seconds a person
    a turn, bots on their threads): seconds from the last choice to a filled final
    dialog (par so far at least), the worker's CPU seconds over that time, and seconds
    to par itself."""
    VerdictWorker.autostart = True
    window = new_window()
    try:
        window.start_game(map_id, seed=seed, seats=parse_seats(seats) if seats else None)
        session = window.session
        session.keeps_verdict = False  # each side searches par: none kept from the other
        while session.phase.name != "OVER":
            session.flip()
            while session.phase.name == "CHOOSE" and session.chooser is not None:
                person = session.chooser
                thought(session.verdict, think)
                choice = greedy_choice(session, person)
                assert choice is not None
                session.choose(choice, person)
            wait(lambda: session.phase.name != "CHOOSE")  # the bots, if still choosing
            started = time.monotonic()  # the last choice, once the game is over
            worker = session.verdict
            pid = worker.process_id if worker is not None else None
            cpu = cpu_seconds(pid)
        wait(lambda: filled(window, refined=False))
        shown, used = time.monotonic() - started, cpu_seconds(pid) - cpu
        wait(lambda: filled(window))
        return shown, used, time.monotonic() - started
    finally:
        close(window)


def summary(name: str, times: list[float], unit: str = " s") -> str:
    mean, mean_low, mean_high = mean_interval(times)
    return (
        f"{name}: median {shown(median_interval(times), unit, 2)}, "
        f"mean {mean:.2f}{unit} (95% {mean_low:.2f}-{mean_high:.2f}), n={len(times)}"
    )


def at_the_table(deals: int, think: float) -> None:
    """One person alone and a busy table, on the same deals of both maps, in turn."""
    results: dict[tuple[str, str], list[tuple[float, float, float]]] = {}
    for n in range(deals):
        for map_id in MAPS:
            seed = f"VERDICT{n}"
            for side, seats in (("one person", ""), ("busy table", TABLE)):
                wall, cpu, refined = played_to_verdict(map_id, seed, seats, think)
                results.setdefault((map_id, side), []).append((wall, cpu, refined))
                print(
                    f"{map_id} {seed} {side}: {wall:.2f} s, worker {cpu:.2f} s of CPU, "
                    f"par itself {refined:.2f} s",
                    flush=True,
                )
    print(f"think {think:.1f} s a person a turn; busy table: {TABLE}")
    for (map_id, side), runs in results.items():
        print(summary(f"{map_id}, {side}, last choice to verdict", [r[0] for r in runs]))
        print(
            summary(f"{map_id}, {side}, worker's CPU after the last choice", [r[1] for r in runs])
        )
        print(summary(f"{map_id}, {side}, last choice to par itself", [r[2] for r in runs]))


def kept_or_at_the_end(deals: int) -> None:
    kept_times: list[float] = []
    end_times: list[float] = []
    for n in range(deals):
        seed = f"VERDICT{n}"
        kept_times.append(last_choice_to_verdict(seed, kept=True))
        end_times.append(last_choice_to_verdict(seed, kept=False))
        print(f"{seed}: kept {kept_times[-1]:.2f} s, at the end {end_times[-1]:.2f} s", flush=True)
    print(summary("kept while played", kept_times))
    print(summary("worked out at the end", end_times))


def main() -> None:
    args = sys.argv[1:]
    # Nothing of the player's read or written: par kept there would answer at once.
    os.environ[HOME_VARIABLE] = tempfile.mkdtemp(prefix="bench-verdict-")
    make_app(sys.argv[:1])  # the application with its context, as the app makes it
    if args and args[0] == "table":
        deals = int(args[1]) if len(args) > 1 else 3
        at_the_table(deals, float(args[2]) if len(args) > 2 else 1.0)
    else:
        kept_or_at_the_end(int(args[0]) if args else 3)


if __name__ == "__main__":
    main()
