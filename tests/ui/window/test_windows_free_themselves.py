"""Every kind of window is freed as soon as it is deleted, by reference counting alone:
built, used a little, closed, deleteLater, the deferred delete processed, and its weak
reference is dead with Python's cycle collector off and never run. A part that held
its window (a stored back-reference, a connection to a function holding it) would keep
it for the collector, which may run on any thread."""

from __future__ import annotations

import weakref
from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QWidget

from metrox_desktop.seats import Seat
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import play_greedily, play_to_the_end


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
        window.show()
        play_to_the_end(window, "tokyo", "END", (Seat("You"),))  # its last card played here
        assert window.show_score_dialog() is not None
        return window

    assert freed(finished)


@pytest.mark.parametrize(
    "open_dialog",
    ["discards_action", "rules_action", "new_action", "preferences_action"],
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
        getattr(window.menus, open_dialog).trigger()
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


def test_the_map_inspector_of_an_unreadable_file_frees_itself(
    qtbot, tmp_path, no_collector: None
) -> None:
    # The message about the file keeps what the error says, not the error: its
    # traceback held the window that read the file.
    from metrox_desktop.ui.inspector.window import InspectorWindow

    junk = tmp_path / "junk.json"
    junk.write_text("{not json", encoding="utf-8")
    assert freed(lambda: InspectorWindow(str(junk)))


def test_the_map_inspector_frees_itself(qtbot, no_collector: None) -> None:
    from metrox_desktop.ui.inspector.window import InspectorWindow

    def inspector() -> InspectorWindow:
        window = InspectorWindow("osaka")
        window.select_route(1)
        set_language("ja")
        set_language("en")
        return window

    assert freed(inspector)


def history_kept(games: int = 2) -> None:
    """Finished games of bots in the app's history folder, as the window keeps them."""
    from metrox_desktop.persistence.saves import history_dir
    from tests.ui.history.test_history_viewer_and_statistics import bot_record, write

    for number in range(games):
        write(
            history_dir(),
            f"2026-01-0{number + 1}T10-00-00.json",
            bot_record("tokyo", f"K{number}", ["person", "greedy"]),
        )


def test_history_frees_itself(qtbot, no_collector: None) -> None:
    from metrox_desktop.ui.window import history_entries as entries

    history_kept()
    window = game_window()

    def history() -> QWidget:
        shown = entries.show_history(window)
        qtbot.waitUntil(lambda: shown.model.complete, timeout=10_000)
        shown.table.selectRow(0)
        viewer = shown.watch()
        assert viewer is not None
        viewer.next()
        return shown

    assert freed(history)


def test_statistics_free_themselves(qtbot, no_collector: None) -> None:
    from metrox_desktop.ui.window import history_entries as entries

    history_kept()
    window = game_window()

    def statistics() -> QWidget:
        shown = entries.show_statistics(window)
        qtbot.waitUntil(lambda: shown.ready, timeout=10_000)
        set_language("ja")
        set_language("en")
        return shown

    assert freed(statistics)


@pytest.mark.parametrize("entry", ["show_history", "show_statistics"])
def test_history_and_statistics_closed_while_they_read_free_themselves(
    qtbot, no_collector: None, entry: str
) -> None:
    # Their reading runs on a worker thread when they close: the job lets go of them.
    from metrox_desktop.ui.window import history_entries as entries

    history_kept()
    window = game_window()
    assert freed(lambda: getattr(entries, entry)(window))


def test_the_replay_viewer_frees_itself(qtbot, no_collector: None) -> None:
    from metrox_desktop.persistence.saves import history_dir
    from metrox_desktop.ui.history.viewer import open_viewer

    history_kept(1)
    window = game_window()

    def viewer() -> QWidget:
        (path,) = history_dir().glob("*.json")
        shown = open_viewer(path, window)
        assert shown is not None
        shown.show_position(3)
        shown.next()
        set_language("ja")
        set_language("en")
        return shown

    assert freed(viewer)


def test_the_guided_game_frees_its_window(qtbot, no_collector: None) -> None:
    from metrox_desktop.ui.window.learn_entries import learn_to_play

    def guided() -> MainWindow:
        window = MainWindow()
        window.picture_only()
        window.show()
        guide = learn_to_play(window)
        assert guide is not None and guide.current is not None
        window.controller.flip()
        guide.show_suggestion()  # Show me: previews the suggested choice on the sheet
        set_language("ja")
        set_language("en")
        return window

    assert freed(guided)
