"""The game window is built with Python's cycle collector off (commands/play.py): it is
back on once the window's event loop runs, so a long game does not keep its garbage."""

from __future__ import annotations

import gc

from metrox_desktop.ui.start.app import collect_garbage_when_running


def test_the_cycle_collector_is_back_on_once_the_event_loop_runs(qtbot) -> None:
    gc.disable()  # as the window's start does
    try:
        collect_garbage_when_running()
        assert not gc.isenabled()  # not before the window is up
        qtbot.waitUntil(gc.isenabled, timeout=5000)
    finally:
        gc.enable()
