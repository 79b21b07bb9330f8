"""A message still showing in a window's status bar when View > Language switches is
written again in place, in the language chosen, both ways: it stayed in the language
left behind (or went), and the pointer crossing the menu to choose wiped it before.
The game window's reasons, the map inspector's station under the pointer; the Hint's
line (test_language_switch_mid_turn.py), the host's news
(tests/ui/net/test_host_window_follows_the_language.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu

from metrox_desktop.ui.inspector.window import InspectorWindow
from metrox_desktop.ui.language import current_language, set_language
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import open_window
from tests.ui.language.test_language import language_action


def look_through(qtbot, window: MainWindow) -> None:
    """The pointer on each entry of View, as a player looks for Language there, and the
    menu closed: Qt tells the window each entry's status tip."""
    bar = window.menuBar()
    view = bar.actions()[1]
    bar.setActiveAction(view)  # View opened from the menu bar, as a click opens it
    menu = view.menu()
    assert isinstance(menu, QMenu)
    qtbot.waitExposed(menu)
    for entry in menu.actions():
        if entry.isVisible() and not entry.isSeparator():
            QTest.mouseMove(menu, menu.actionGeometry(entry).center())
            qtbot.waitUntil(lambda entry=entry: menu.activeAction() is entry)
    menu.hide()


# the offscreen platform's menu: it neither raises nor grabs the keyboard
@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard")
def test_a_reason_in_the_game_windows_status_bar_follows_view_language(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="SAID1")
    window.menus.flip_action.trigger()  # a card waits for a choice
    QTest.keyClick(window.view, Qt.Key.Key_Space)  # the key says why no card is flipped
    bar = window.statusBar()
    assert bar.currentMessage() == "Make a choice for this card first."

    look_through(qtbot, window)  # the pointer crosses View to Language first
    assert bar.currentMessage() == "Make a choice for this card first."  # still there
    language_action(window, "日本語").trigger()
    qtbot.waitUntil(lambda: current_language() == "ja")
    assert bar.currentMessage() == "先にこのカードの書き込み先を選んでください。"

    language_action(window, "English").trigger()
    qtbot.waitUntil(lambda: current_language() == "en")
    assert bar.currentMessage() == "Make a choice for this card first."


def test_the_station_under_the_pointer_in_the_inspector_follows_the_language(qtbot) -> None:
    window = InspectorWindow("tokyo")
    qtbot.addWidget(window)
    board, scene = window.board, window.scene
    assert board is not None and scene is not None
    station = board.parse_station_ref("G3")
    scene.station_hovered.emit(station)  # the pointer rests on Z3 / G3
    bar = window.statusBar()
    assert bar.currentMessage().startswith("Z3 / G3 \u2013 Z Hanzomon, G Ginza \u2013 a star")
    try:
        set_language("ja")
        assert bar.currentMessage().startswith("Z3 / G3 \u2013 Z 半蔵門線, G 銀座線 \u2013 星なら")
    finally:
        set_language("en")
    assert bar.currentMessage().startswith("Z3 / G3 \u2013 Z Hanzomon, G Ginza \u2013 a star")
