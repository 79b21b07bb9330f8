"""Every kind of window is freed as soon as it is deleted, by reference counting alone:
built, used a little, closed, deleteLater, the deferred delete processed, and its weak
reference is dead with Python's cycle collector off and never run. A part that held
its window (a stored back-reference, a connection to a function holding it) would keep
it for the collector, which may run on any thread."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QWidget

from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import play_greedily


@pytest.fixture
def no_collector(qapp: QApplication) -> Iterator[None]:
    """Python's cycle collector off for the whole test, and never run by it."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


def freed(make: Callable[[], QWidget]) -> bool:
    """Whether the window ``make`` builds (and uses) is gone once closed and deleted."""
    window = make()
    window.show()
    QCoreApplication.processEvents()
    gone = weakref.ref(window)
    window.close()
    window.deleteLater()
    del window
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return gone() is None


def game_window() -> MainWindow:
    window = MainWindow()
    window.picture_only()
    window.start_game("tokyo", seed="FREE")
    play_greedily(window, 3)
    window.controller.show_seat(0)
    set_language("ja")  # texts written again in place
    set_language("en")
    return window


def test_the_game_window_frees_itself(no_collector: None) -> None:
    assert freed(game_window)


def test_a_finished_game_with_its_final_dialog_frees_itself(qtbot, no_collector: None) -> None:
    def finished() -> MainWindow:
        window = MainWindow()
        window.picture_only()
        window.start_game("tokyo", seed="END")
        window.show()
        play_greedily(window)
        assert window.show_score_dialog() is not None
        return window

    assert freed(finished)


@pytest.mark.parametrize(
    "open_dialog",
    ["show_discards", "show_rules", "new_game_dialog", "open_preferences"],
)
def test_a_dialog_of_the_game_window_leaves_it_free(
    qtbot, no_collector: None, open_dialog: str
) -> None:
    from PySide6.QtCore import QTimer

    def with_dialog() -> MainWindow:
        window = game_window()
        window.show()
        # Each of these runs its dialog modally: closed from the event loop it waits in.
        QTimer.singleShot(200, lambda: QApplication.activeModalWidget().reject())
        getattr(window, open_dialog)()
        return window

    assert freed(with_dialog)


def test_the_flipper_frees_itself(qtbot, no_collector: None) -> None:
    from metrox_desktop.ui.flipper.table import FlipperTable
    from metrox_desktop.ui.flipper.window import FlipperWindow

    def flipper() -> FlipperWindow:
        table, _problem = FlipperTable.at_start(new_map="osaka")
        window = FlipperWindow(table)
        table.flip()
        set_language("ja")
        set_language("en")
        return window

    assert freed(flipper)


def test_the_map_inspector_frees_itself(qtbot, no_collector: None) -> None:
    from metrox_desktop.ui.inspector.window import InspectorWindow

    def inspector() -> InspectorWindow:
        window = InspectorWindow("osaka")
        window.select_route(1)
        set_language("ja")
        set_language("en")
        return window

    assert freed(inspector)
