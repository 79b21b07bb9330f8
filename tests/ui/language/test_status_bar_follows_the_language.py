"""A message still showing in a window's status bar when View > Language switches is
written again in place, in the language chosen, both ways: it stayed in the language
left behind (or went). The game window's reasons, the map inspector's station under the
pointer; the Hint's line (test_language_switch_mid_turn.py), the host's news
(tests/ui/net/test_host_window_follows_the_language.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from metrox_desktop.ui.inspector.window import InspectorWindow
from metrox_desktop.ui.language import current_language, set_language
from tests.ui.helpers import open_window
from tests.ui.language.test_language import language_action


def test_a_reason_in_the_game_windows_status_bar_follows_view_language(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="SAID1")
    window.menus.flip_action.trigger()  # a card waits for a choice
    QTest.keyClick(window.view, Qt.Key.Key_Space)  # the key says why no card is flipped
    bar = window.statusBar()
    assert bar.currentMessage() == "Make a choice for this card first."

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
