"""History, Statistics and the replay viewer change language while open: View >
Language reaches them through Qt's LanguageChange and they write their texts again,
the list's headers and cells, the charts' titles and the turn shown."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from metrox_desktop.engine.ai.review import turn_values
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.persistence.saves import history_dir
from metrox_desktop.ui.history.history_window import HistoryWindow
from metrox_desktop.ui.history.viewer import ReplayViewer, load_game
from metrox_desktop.ui.language import choose_language
from metrox_desktop.ui.sheet.choice_marks import ChoiceMark
from metrox_desktop.ui.window import history_entries as entries
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.history.test_history_viewer_and_statistics import bot_record, write


def header(history: HistoryWindow, column: int) -> str:
    return str(history.rows.headerData(column, Qt.Orientation.Horizontal))


def test_history_statistics_and_the_viewer_speak_japanese_once_chosen(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    write(history_dir(), "20260101-100000-tokyo-LANG.json", bot_record("tokyo", "LANG", ["person"]))
    history = entries.show_history(window)
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: history.model.complete, timeout=10_000)
    stats = entries.show_statistics(window)
    qtbot.addWidget(stats)
    qtbot.waitUntil(lambda: stats.ready, timeout=10_000)
    history.table.selectRow(0)
    viewer = history.watch()
    assert viewer is not None
    viewer.ai_box.setChecked(False)  # no strong AI at work in this test
    qtbot.addWidget(viewer)
    cell = history.rows.index(0, 5)
    assert history.windowTitle() == "History" and header(history, 0) == "Date"
    assert history.rows.data(cell) == "finished"

    choose_language("ja")

    assert history.windowTitle() == "履歴"
    assert (
        history.map_label.text() == "マップ(&M):"
        and history.map_box.itemText(0) == "すべてのマップ"
    )
    assert history.map_box.findText("東京") >= 0
    assert history.watch_button.text() == "見る(&W)"
    assert header(history, 0) == "日時" and history.rows.data(cell) == "終了"
    assert history.rows.data(history.rows.index(0, 1)) == "東京"
    assert stats.windowTitle() == "統計"
    assert stats.names["games"].text() == "終えたゲーム"
    assert stats.values["games"].accessibleName() == "終えたゲーム"
    assert stats.spread.title == "合計の分布：5点ごとの数（1ゲーム1人につき1つ）"
    assert stats.spread.accessibleName() == stats.spread.title
    assert stats.status.text().startswith("残したゲーム")
    assert stats.map_box.currentText() == "東京"
    assert stats.values["games"].text() == "1"  # the numbers stay
    assert viewer.windowTitle().startswith("リプレイ：東京")
    assert viewer.play_from_button.text() == "ここからプレイ(&H)"
    assert viewer.first_button.toolTip() == "最初へ(Home)"
    assert viewer.turn_label.text().startswith("ターン ")
    assert viewer.score_label.text().startswith("ここまでの合計")
    assert "線" in viewer.scene.name_items[0].text  # the route names as the game's sheet


def ring_labels(viewer: ReplayViewer) -> list[str]:
    """The labels of the rings on the viewer's sheet, as drawn there."""
    return sorted(item.label for item in viewer.scene.items() if isinstance(item, ChoiceMark))


def test_the_viewer_rings_change_language_with_the_window(qtbot, tmp_path: Path) -> None:
    record = bot_record("tokyo", "RINGS", ["person"])
    path = write(tmp_path, "game.json", record)
    board, deck = Board.load("tokyo"), load_deck()
    # The first turn where the strong AI would write another choice: two rings.
    value = next(v for v in turn_values(record, board, deck, 0) if v.best != v.chosen)
    viewer = ReplayViewer(*load_game(path), str(path))
    qtbot.addWidget(viewer)
    viewer.show_costly_turn(0, value)
    assert ring_labels(viewer) == ["AI", "Chosen"]

    choose_language("ja")
    assert ring_labels(viewer) == ["AI", "選択"]
    choose_language("en")
    assert ring_labels(viewer) == ["AI", "Chosen"]
    assert len(viewer.marks) == 2  # the rings written again, none left behind
