"""Statistics: today's deal, the streak of days in a row and the days with their totals."""

from __future__ import annotations

from datetime import date, timedelta

from metrox_desktop.persistence.saves import history_dir
from metrox_desktop.sharing.today import daily_deal, today
from metrox_desktop.ui.history.stats_window import StatisticsWindow
from tests.sharing.daily_games import keep_daily_game, keep_games_at_the_ends_of_the_calendar


def test_statistics_show_the_streak_and_the_days_of_today_s_deal(qtbot) -> None:
    folder = history_dir()
    day = today()
    yesterday, before = day - timedelta(days=1), day - timedelta(days=3)
    totals = {d: keep_daily_game(folder, d) for d in (before, yesterday)}
    keep_daily_game(folder, yesterday, hour=11, practice=True)  # a second try: practice

    stats = StatisticsWindow(folder)
    qtbot.addWidget(stats)
    qtbot.waitUntil(lambda: stats.ready, timeout=10_000)
    # Today is still open: the streak up to yesterday holds.
    assert stats.today_label.text() == "Today's deal: a streak of 1 day"
    shown = [stats.days_list.item(i).text() for i in range(stats.days_list.count())]
    assert len(shown) == 2
    assert shown[0].startswith(f"{yesterday.isoformat()}: ")  # newest first
    assert shown[0].endswith(f", {totals[yesterday]} points")
    assert shown[1].startswith(f"{before.isoformat()}: ")
    assert stats.days_list.accessibleName()
    assert not stats.days_list.isHidden()


def test_statistics_say_when_no_day_of_today_s_deal_was_played(qtbot) -> None:
    stats = StatisticsWindow(history_dir())
    qtbot.addWidget(stats)
    stats.show()
    qtbot.waitUntil(lambda: stats.ready, timeout=10_000)
    assert stats.today_label.text() == "Today's deal: no day played yet"
    assert stats.days_list.count() == 0
    assert not stats.days_list.isVisible()  # no empty box under the words


def test_statistics_count_games_dated_year_1_and_9999(qtbot) -> None:
    folder = history_dir()
    keep_games_at_the_ends_of_the_calendar(folder)
    stats = StatisticsWindow(folder)
    qtbot.addWidget(stats)
    qtbot.waitUntil(lambda: stats.ready or stats.failed, timeout=10_000)
    assert not stats.failed, stats.status.text()
    assert stats.status.text() == "3 games kept"
    shown = [stats.days_list.item(i).text() for i in range(stats.days_list.count())]
    assert [line[:10] for line in shown][::2] == ["9999-12-31", "0001-01-01"]
    stats.show_map(daily_deal(date(1, 1, 1)).map_id)
    best = [stats.best_list.item(i).text() for i in range(stats.best_list.count())]
    assert any("0001-01-01 00:00" in line for line in best), best
