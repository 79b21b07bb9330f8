"""Work done in the background (a bot's choice, a hint, par, the history's reading) holds
the window it answers to until the answer is back; after that, the worker thread holds
nothing of it. On a busy machine a worker thread may be held up just after it has
handed its result back: a window closed meanwhile must still be freed at once, on the
GUI thread, never by that thread when it goes on (Qt objects freed off the GUI thread
crashed the app: a segmentation fault).

The busy machine is made real for the worker threads started here: each is held,
after its work has returned, until the test lets it go."""

from __future__ import annotations

import threading
import weakref
from collections.abc import Iterator
from types import FrameType
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from metrox_desktop.persistence.saves import history_dir
from metrox_desktop.ui.history.stats_window import StatisticsWindow
from metrox_desktop.ui.table.background import BackgroundRunner

HELD_AT_MOST = 30.0  # seconds: a worker is let go of by then whatever the test does


class HeldWorkers:
    """Holds every thread started while it is on, once the thread's target has returned
    (before the thread lets go of its target and arguments), until ``let_go``."""

    def __init__(self) -> None:
        self.finished = threading.Semaphore(0)  # one release per worker now held
        self.go = threading.Event()
        self._run = threading.Thread.run.__code__

    def trace(self, frame: FrameType, event: str, _arg: Any) -> Any:
        if event == "call" and frame.f_back is not None and frame.f_back.f_code is self._run:
            return self._hold_at_return  # the thread's target: watched to its return
        return None

    def _hold_at_return(self, _frame: FrameType, event: str, _arg: Any) -> Any:
        if event == "return":
            self.finished.release()
            self.go.wait(HELD_AT_MOST)
        return None

    def wait_for_one(self) -> None:
        assert self.finished.acquire(timeout=HELD_AT_MOST), "no worker finished its work"

    def let_go(self) -> None:
        self.go.set()


@pytest.fixture
def held_workers(qapp: object) -> Iterator[HeldWorkers]:
    held = HeldWorkers()
    threading.settrace(held.trace)
    try:
        yield held
    finally:
        threading.settrace(None)
        held.let_go()


def delete_closed_windows() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_statistics_closed_once_read_are_freed_though_their_reader_thread_lags(
    qtbot, held_workers: HeldWorkers
) -> None:
    stats = StatisticsWindow(history_dir())
    qtbot.addWidget(stats)
    stats.show()
    gone = weakref.ref(stats)
    held_workers.wait_for_one()  # the history is read: its thread is held up from here
    qtbot.waitUntil(lambda: bool(getattr(gone(), "ready", False)), timeout=10_000)
    stats.close()  # deleted once closed
    delete_closed_windows()
    del stats
    assert gone() is None, "the reader thread still holds the closed Statistics window"


class Answered(QWidget):
    """A window of Python's own (no parent) that asks the background for a value."""

    def __init__(self) -> None:
        super().__init__()
        parts = QVBoxLayout(self)
        self.label = QLabel("asking...")
        parts.addWidget(self.label)
        self.runner = BackgroundRunner(self)
        self.runner.run(lambda: 6 * 7, self.show_answer)

    def show_answer(self, answer: int) -> None:
        self.label.setText(str(answer))


def test_a_window_answered_from_the_background_is_deleted_on_the_gui_thread(
    qtbot, held_workers: HeldWorkers
) -> None:
    window = Answered()
    window.show()
    deleted_on: list[int] = []
    window.destroyed.connect(lambda *_: deleted_on.append(threading.get_ident()))
    label = window.label
    held_workers.wait_for_one()
    qtbot.waitUntil(lambda: label.text() == "42", timeout=10_000)
    window.close()
    del window  # the last reference: Qt's window is deleted with it, here
    assert deleted_on == [threading.get_ident()]
    held_workers.let_go()
