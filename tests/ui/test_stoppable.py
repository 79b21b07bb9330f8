"""Stopping background work: the thread ends at once and nothing is delivered."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QObject
from PySide6.QtTest import QTest

from metrox_desktop.ui.bots import BackgroundRunner
from metrox_desktop.ui.stoppable import Stoppable, Stopped, Task, TaskSlot


def spin() -> int:
    n = 0
    while n >= 0:  # forever, in pure Python, as a search does
        n += 1
    return n


def test_a_stopped_work_ends_its_thread_and_delivers_nothing(qtbot) -> None:
    runner = BackgroundRunner()
    delivered: list[object] = []
    failed: list[str] = []
    started = threading.Event()

    def work() -> int:
        started.set()
        return spin()

    task = Task(runner, work, delivered.append, failed.append)
    assert started.wait(5)
    threads = [t for t in threading.enumerate() if t.name.endswith("(_work)")]
    assert threads
    task.cancel()
    for thread in threads:
        thread.join(3)
        assert not thread.is_alive()
    QTest.qWait(50)
    assert delivered == [] and failed == []


def test_work_that_ends_on_its_own_is_delivered(qtbot) -> None:
    runner = BackgroundRunner()
    delivered: list[object] = []
    Task(runner, lambda: 6 * 7, delivered.append)
    qtbot.waitUntil(lambda: delivered == [42])


def test_stopped_before_it_starts_it_never_runs() -> None:
    ran: list[bool] = []
    work = Stoppable(lambda: ran.append(True))
    work.stop()
    with pytest.raises(Stopped):
        work()
    assert ran == []


def test_the_owner_destroyed_stops_its_task(qtbot) -> None:
    owner = QObject()
    slot = TaskSlot(owner)
    started = threading.Event()

    def work() -> int:
        started.set()
        return spin()

    runner = BackgroundRunner()
    slot.start(Task(runner, work, lambda _r: None))
    assert started.wait(5)
    threads = [t for t in threading.enumerate() if t.name.endswith("(_work)")]
    owner.deleteLater()
    QTest.qWait(20)
    for thread in threads:
        thread.join(3)
        assert not thread.is_alive()
