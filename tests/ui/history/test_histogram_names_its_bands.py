"""The Statistics histogram names each bar by its band of totals ("20–24": the totals
it holds, both ends included), in English and Japanese, and its names stay apart and
inside the chart on a small window."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtGui import QFontMetricsF

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import replay
from metrox_desktop.engine.scoring import score
from metrox_desktop.persistence.saves import history_dir
from metrox_desktop.ui.history.charts import HistogramChart
from metrox_desktop.ui.language import choose_language
from tests.ui.helpers import shown_number
from tests.ui.history.test_history_viewer_and_statistics import bot_record, write
from tests.ui.history.test_statistics_few_games_and_tables import open_statistics
from tests.ui.waiting import handle_queued_events


def named(chart: HistogramChart) -> dict[int, str]:
    """The bar (its index) under which each name is drawn, and the name."""
    area = chart.plot_rect()
    step = area.width() / len(chart.bins)
    return {
        int((place.center().x() - area.left()) // step): band for place, band in chart.x_labels()
    }


def assert_readable(chart: HistogramChart) -> None:
    """Each name is whole in its place, inside the chart, none over another."""
    metrics = QFontMetricsF(chart.font())
    labels = chart.x_labels()
    assert len(labels) >= 2
    for place, band in labels:
        assert metrics.horizontalAdvance(band) <= place.width()
        assert place.left() >= 0 and place.right() <= chart.width()
    for (left, _), (right, _) in zip(labels, labels[1:], strict=False):
        assert left.right() <= right.left()


def test_each_bar_is_named_by_the_totals_it_holds(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    folder, board = history_dir(), Board.load("tokyo")
    totals = []  # tables of four greedy players: totals far enough apart for a few bands
    for seed in ("B1", "B2", "B3"):
        record = bot_record("tokyo", seed, ["person"] * 4)
        write(folder, f"20260101-10000{seed[-1]}-tokyo-{seed}.json", record)
        totals += [score(board, sheet).total for sheet in replay(record).sheets]
    stats = open_statistics(qtbot, folder)
    chart = stats.spread
    stats.resize(1000, 700)
    starts = [start for start, _count in chart.bins]
    for total in totals:  # the bar holding a total reads "low–high" around it
        bar = starts.index(total // 5 * 5)
        low, high = (shown_number(end) for end in re.findall(r"\u2212?\d+", named(chart)[bar]))
        assert low <= total <= high and high - low == 4
    # B1 has a total below zero: its band reads "−5 to −1", not "−5–−1"
    assert min(totals) < 0 and named(chart)[0] == "\u22125 to \u22121"
    assert named(chart)[1] == "0\u20134"
    assert_readable(chart)

    choose_language("ja")
    assert named(chart)[0] == "\u22125〜\u22121" and named(chart)[2] == "5〜9"
    assert_readable(chart)

    handle_queued_events(qtbot)  # laid out again for the Japanese words
    stats.resize(stats.minimumSizeHint())  # the smallest window: fewer names, still apart
    qtbot.wait(10)
    assert chart.width() <= 320
    assert_readable(chart)
