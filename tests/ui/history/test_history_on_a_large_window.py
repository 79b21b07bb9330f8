"""Over a large game window (a shared screen read from across a table) History, the
replay viewer and Statistics are as much larger as the game window's dialogs are
(``table_layout.display_scale``): their texts, the list's rows and columns, the
charts' margins and dots, the viewer's card and panel, and the margins around; the
viewer opened from History takes the game window's size, not History's. At the
default size they are as before."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QMainWindow, QPushButton, QWidget

from metrox_desktop.ui.history.charts import MARGIN_LEFT, MARGIN_TOP
from metrox_desktop.ui.history.history_window import HistoryWindow
from metrox_desktop.ui.history.stats_window import StatisticsWindow
from metrox_desktop.ui.history.viewer import ReplayViewer
from metrox_desktop.ui.table.table_layout import display_scale
from tests.ui.history.test_history_viewer_and_statistics import bot_record, write

LARGE, DEFAULT = (2560, 1440), (1280, 860)


def points(widget: QWidget) -> float:
    return QFontInfo(widget.font()).pointSizeF()


def margins(widget: QWidget) -> tuple[int, int]:
    layout = widget.layout()
    assert layout is not None
    return layout.contentsMargins().left(), layout.contentsMargins().top()


def windows_over(
    qtbot, size: tuple[int, int], folder: Path
) -> tuple[QMainWindow, HistoryWindow, StatisticsWindow, ReplayViewer]:
    """History, Statistics and a game's replay (watched from History) over a game
    window of ``size`` (kept by the caller: the window holds them)."""
    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(*size)
    history = HistoryWindow(folder, window)
    qtbot.waitUntil(lambda: history.model.complete, timeout=10_000)
    stats = StatisticsWindow(folder, window)
    qtbot.waitUntil(lambda: stats.ready, timeout=10_000)
    history.table.selectRow(0)
    viewer = history.watch()
    assert viewer is not None
    viewer.ai_box.setChecked(False)  # no strong AI at work in this test
    return window, history, stats, viewer


@pytest.fixture
def kept(tmp_path: Path) -> Path:
    write(tmp_path, "20260101-100000-tokyo-BIG.json", bot_record("tokyo", "BIG", ["person"]))
    two = bot_record("tokyo", "BIG", ["person", "greedy"])
    write(tmp_path, "20260102-100000-tokyo-BIG.json", two)  # the same deal: to compare
    return tmp_path


def test_history_statistics_and_the_viewer_grow_with_a_large_window(qtbot, kept: Path) -> None:
    scale = display_scale(*LARGE)
    _, history, stats, viewer = windows_over(qtbot, DEFAULT, kept)
    _big, big_history, big_stats, big_viewer = windows_over(qtbot, LARGE, kept)
    assert history.size() == QSize(1100, 640)  # as before at the default size
    for small, large in ((history, big_history), (stats, big_stats), (viewer, big_viewer)):
        name = type(small).__name__
        button, big_button = small.findChild(QPushButton), large.findChild(QPushButton)
        assert button is not None and big_button is not None, name
        assert points(big_button) == pytest.approx(scale * points(button), 0.05), name
        assert margins(large)[0] == pytest.approx(scale * margins(small)[0], abs=1), name

    # History: taller rows and wider columns, the header's text too.
    table, big_table = history.table, big_history.table
    assert big_table.columnWidth(0) == pytest.approx(scale * table.columnWidth(0), rel=0.1)
    row, big_row = table.rowHeight(0), big_table.rowHeight(0)
    assert big_row == pytest.approx(scale * row, rel=0.1)
    header, big_header = table.horizontalHeader(), big_table.horizontalHeader()
    assert points(big_header) == pytest.approx(scale * points(header), 0.05)

    # Statistics: the charts' margins, their texts and the list of days.
    for chart, big_chart in (
        (stats.over_time, big_stats.over_time),
        (stats.spread, big_stats.spread),
    ):
        plot, big_plot = chart.plot_rect(), big_chart.plot_rect()
        assert plot.left() == MARGIN_LEFT and plot.top() == MARGIN_TOP
        assert big_plot.left() == pytest.approx(scale * MARGIN_LEFT)
        assert big_plot.top() == pytest.approx(scale * MARGIN_TOP)
        assert points(big_chart) == pytest.approx(scale * points(chart), 0.05)
        assert big_chart.minimumWidth() == round(scale * chart.minimumWidth())
    assert big_stats.days_list.maximumHeight() > 1.5 * stats.days_list.maximumHeight()
    assert points(big_stats.values["games"]) == pytest.approx(
        scale * points(stats.values["games"]), 0.05
    )

    # The viewer (opened from History, over the game window): its card, panel and turn.
    assert viewer.card_label.size() == QSize(72, 100)
    assert big_viewer.card_label.width() >= 1.6 * viewer.card_label.width()
    panel, big_panel = viewer.turn_label.parentWidget(), big_viewer.turn_label.parentWidget()
    assert panel.width() == 300 and big_panel.width() == round(300 * scale)
    turn_height = viewer.turn_label.fontMetrics().height()
    assert big_viewer.turn_label.fontMetrics().height() >= 1.5 * turn_height


def test_compare_from_history_grows_with_a_large_window(qtbot, kept: Path) -> None:
    scale = display_scale(*LARGE)
    compared, kept_open = [], []
    for size in (DEFAULT, LARGE):
        kept_open.append(windows_over(qtbot, size, kept))  # the windows hold the dialogs
        history = kept_open[-1][1]
        history.table.selectAll()
        dialog = history.compare()
        assert dialog is not None
        qtbot.addWidget(dialog)
        compared.append(dialog)
    small, large = compared
    assert small.ranking.rows[0].routes.chip_height == 26  # as before at the default size
    assert large.ranking.rows[0].routes.chip_height == round(26 * scale)
    assert points(large.headline) == pytest.approx(scale * points(small.headline), 0.05)
