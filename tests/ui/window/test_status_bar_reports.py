"""A report in the status bar is read whole: in a small window, or in Japanese, the score
beside it steps aside while the report needs the room (the report was cut off in the
middle of a word under the score), and comes back once the report is gone."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QSizeGrip, QWidget

from metrox_desktop.seats import parse_seats
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.table.autoplay import greedy_choice
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import click_choice, open_window


def report_room(window: MainWindow) -> int:
    """The pixels Qt draws the report in: from its left margin to the first permanent
    widget shown (the score, or the time left at a table left of it:
    QStatusBarPrivate::messageRect), past which the report is cut."""
    bar = window.statusBar()
    shown = [
        child.x()
        for child in bar.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
        if child.isVisible() and not isinstance(child, QSizeGrip)
    ]
    right = min(shown) - 2 if shown else bar.width() - 12
    return right - 6


def shown_whole(window: MainWindow) -> bool:
    bar = window.statusBar()
    report = bar.currentMessage()
    assert report
    return bar.fontMetrics().horizontalAdvance(report) <= report_room(window)


def test_the_first_words_of_a_game_in_japanese_in_a_small_window(qtbot) -> None:
    set_language("ja")
    window = open_window(qtbot)
    window.resize(800, 600)
    window.start_game("tokyo", seed="ROOM")
    assert "「カードをめくる」ボタン" in window.statusBar().currentMessage()
    assert shown_whole(window)
    window.statusBar().clearMessage()  # as when the report's seconds are over
    assert window.score_label.isVisible()  # the score is back in its place
    assert "Comp.B 0" in window.score_label.text()


def test_a_long_report_at_a_table_and_a_short_one_beside_the_score(qtbot) -> None:
    window = open_window(qtbot)
    window.resize(1024, 700)
    window.start_game("tokyo", seed="ROOM", seats=parse_seats("Ann,Bo"))
    session = window.session
    window.controller.flip()
    assert shown_whole(window) and window.score_label.isVisible()  # "Ann, your choice..."
    click_choice(window, greedy_choice(session))  # Ann writes, Bo has the mouse
    window.table.seat_clicked.emit(0)  # Ann looks at her sheet and presses Ctrl+Z
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage().startswith("Ann's choice stays hidden")
    assert shown_whole(window)
    window.resize(1600, 900)  # room enough again: the score comes back beside it
    qtbot.waitUntil(window.score_label.isVisible)
    assert shown_whole(window)
