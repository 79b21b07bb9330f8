"""A search still running when the app ends (a window's picture written, the app quit,
while a bot or the Hint thinks on a daemon thread) ends with the process, silently:
its answer has nobody left to go to, and the player sees no traceback on the way out.
So does the verdict's worker process when the thread watching it sees its end only
after the app is gone (a busy machine held the thread up)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

# In a process of its own: the application ends in it, which a test process's cannot.
SCRIPT = textwrap.dedent(
    """
    import threading
    from PySide6.QtCore import QObject, Signal
    from metrox_desktop.ui.start.app import make_app
    from metrox_desktop.ui.table.background import BackgroundRunner, HandedSignal

    class Window(QObject):
        told = Signal(str)

    app = make_app()
    runner = BackgroundRunner()
    window = Window()
    handed = HandedSignal(window.told)
    thinking = threading.Event()
    answered = []
    runner.run(lambda: thinking.wait(30), answered.append)
    late = threading.Thread(target=lambda: (thinking.wait(30), handed.emit("late")))
    late.start()
    app.shutdown()  # the app ends; the searches go on
    thinking.set()
    late.join()
    for thread in threading.enumerate():
        if thread is not threading.main_thread():
            thread.join(30)
    print("answers:", answered)
    """
)


def said_by(script: str) -> str:
    """What ``script`` printed, run in a process of its own; it ended well, silently."""
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=60,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    return done.stdout.strip()


def test_a_search_that_ends_after_the_app_says_nothing() -> None:
    assert said_by(SCRIPT) == "answers: []"


# The app gone first, then the worker process ended as the app's end ends it: its
# threads hand over what they see to an app that is no longer there.
LATE_WATCH = textwrap.dedent(
    """
    import threading
    from metrox_desktop.ui.start.app import make_app
    from metrox_desktop.ui.table.verdict import _Process

    app = make_app()
    worker = _Process(print, print)  # the verdict's worker process, as a game starts it
    app.shutdown()
    worker.end()
    for thread in threading.enumerate():
        if thread is not threading.main_thread():
            thread.join(30)
    print("ended")
    """
)


def test_a_worker_process_whose_end_is_seen_after_the_app_says_nothing() -> None:
    assert said_by(LATE_WATCH) == "ended"
