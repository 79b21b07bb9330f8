"""Cancelled searches end their threads: a hint the player no longer needs, a search
whose owner is gone. Real threads and the real engine search, no fixed waits."""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject

from metrox_desktop.engine.ai.montecarlo import STRONG_WORK
from metrox_desktop.engine.ai.stopping import StopCheck
from metrox_desktop.ui.table.autoplay import play_turns
from metrox_desktop.ui.table.background import BackgroundRunner
from tests.ui.helpers import open_window
from tests.ui.window.test_hints import flip_route_card

LONG = STRONG_WORK * 200  # a hint that would think for a minute or more if not stopped


def work_threads() -> set[threading.Thread]:
    return {t for t in threading.enumerate() if t.name.endswith("(_work)")}


def until_stopped(stop: StopCheck) -> str:
    while not stop():
        pass
    return "stopped"


def test_a_cancelled_job_is_told_to_stop_and_delivers_nothing(qtbot) -> None:
    runner = BackgroundRunner()
    got: list[object] = []
    before = work_threads()
    job = runner.run_stoppable(until_stopped, got.append, got.append)
    [thread] = work_threads() - before
    job.cancel()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=3_000)
    qtbot.waitUntil(lambda: not runner.busy, timeout=3_000)
    assert got == []
    runner.run_stoppable(lambda stop: stop(), got.append)  # not cancelled: False
    qtbot.waitUntil(lambda: got == [False], timeout=3_000)


def test_a_runner_deleted_with_its_owner_stops_its_work(qtbot) -> None:
    owner = QObject()
    runner = BackgroundRunner(owner)
    before = work_threads()
    runner.run_stoppable(until_stopped, lambda _r: None)
    [thread] = work_threads() - before
    owner.deleteLater()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=3_000)


def test_a_cancelled_hint_ends_its_search_thread_promptly(qtbot) -> None:
    window = open_window(qtbot)
    window.hints.work = LONG
    window.start_game("tokyo", seed="HINT7")
    play_turns(window.session, 2)
    flip_route_card(window)
    before = work_threads()
    window.menus.hint_action.trigger()
    assert window.hints.thinking
    [thread] = work_threads() - before
    assert thread.is_alive()
    window.controller.commit(window.session.legal_choices()[0])  # the player writes
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=3_000)
    assert not window.hints.shown and not window.hints.panel.isVisible()


def test_a_new_hint_after_a_cancelled_one_is_worked_out(qtbot) -> None:
    window = open_window(qtbot)
    window.hints.work = LONG
    window.start_game("osaka", seed="HINT7")
    flip_route_card(window)
    window.menus.hint_action.trigger()
    window.hints.cancel()
    window.hints.work = 600
    window.menus.hint_action.trigger()
    qtbot.waitUntil(lambda: window.hints.shown, timeout=20_000)
    assert window.hints.best in window.session.legal_choices()
