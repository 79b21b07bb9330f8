"""The replay viewer's keys step the turns where the keyboard is, as a player opens it
(History, Watch): it opened with the focus on "Show the AI's view", whose arrows moved
the focus to the next control instead of the turn, and Home and End then changed the
pace of Play in its box."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from metrox_desktop.ui.history.viewer import ReplayViewer, open_viewer
from tests.ui.history.test_history_viewer_and_statistics import bot_record, key_steps, write


def press(qtbot, key: Qt.Key) -> QWidget:
    """``key`` where the keyboard is (the focus widget); the widget it went to."""
    widget = QApplication.focusWidget()
    assert widget is not None
    QTest.keyClick(widget, key)
    return widget


def test_the_arrows_home_and_end_step_the_turns_from_where_the_focus_is(
    qtbot, tmp_path: Path
) -> None:
    record = bot_record("tokyo", "KEYS", ["person", "greedy"])
    played_from: list[object] = []  # as History gives it: Play from here is on
    path = write(tmp_path, "game.json", record)
    viewer = open_viewer(path, None, lambda _widget, game: played_from.append(game))
    assert isinstance(viewer, ReplayViewer)
    qtbot.addWidget(viewer)
    qtbot.waitExposed(viewer)
    viewer.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is viewer)
    last, pace = len(record.turns), viewer.pace_box.currentIndex()
    assert viewer.position == last
    for key, position in key_steps(last):
        press(qtbot, key)
        assert viewer.position == position, key
    # Tab to the AI's view and to Play from here: the arrows still step the turns.
    for control in (viewer.ai_box, viewer.play_from_button):
        assert control.isEnabled()
        control.setFocus(Qt.FocusReason.TabFocusReason)
        assert press(qtbot, Qt.Key.Key_Left) is control
        assert viewer.position == last - 1 and QApplication.focusWidget() is control
        press(qtbot, Qt.Key.Key_Right)
        assert viewer.position == last
    assert viewer.pace_box.currentIndex() == pace  # the pace is as it was
    assert not played_from  # and no key pressed Play from here
