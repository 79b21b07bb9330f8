"""The Statistics charts' titles are read whole on the smallest window, in English and
Japanese: a title too wide for its chart goes on two lines (or a step smaller), never
cut off at the chart's edges, and the plot starts below it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFontMetricsF

from metrox_desktop.persistence.saves import history_dir
from metrox_desktop.ui.history.charts import TITLE_FLAGS, Chart
from metrox_desktop.ui.language import choose_language
from tests.ui.history.test_history_viewer_and_statistics import bot_record, write
from tests.ui.history.test_statistics_few_games_and_tables import open_statistics


def assert_title_whole(chart: Chart) -> None:
    """The title's text, as laid out where it is drawn, lies inside the chart and above
    the plot."""
    place = chart.title_rect()
    used = QFontMetricsF(chart.title_font()).boundingRect(place, TITLE_FLAGS, chart.title)
    assert chart.title and chart.accessibleName() == chart.title
    assert place.contains(used), (chart.title, used, place)
    assert used.left() >= 0 and used.right() <= chart.width(), chart.title
    assert used.bottom() <= chart.plot_rect().top(), chart.title


def test_chart_titles_are_whole_on_the_smallest_window(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    folder = history_dir()
    for seed in ("B1", "B2"):
        record = bot_record("tokyo", seed, ["person", "person"])
        write(folder, f"20260101-10000{seed[-1]}-tokyo-{seed}.json", record)
    stats = open_statistics(qtbot, folder)
    for language in ("en", "ja"):
        choose_language(language)
        stats.resize(stats.minimumSizeHint())
        qtbot.wait(10)
        for chart in (stats.over_time, stats.spread):
            assert chart.width() <= 320
            assert_title_whole(chart)
    # The English titles are wider than the chart there: they take two lines.
    choose_language("en")
    line = QFontMetricsF(stats.spread.title_font()).height()
    assert stats.spread.title_rect().height() >= 2 * line
