"""Statistics read sensibly from the first game on: the map played most, whole-number
axes, and a table's people counted as people (a total each), not as games."""

from __future__ import annotations

from pathlib import Path

from metrox_desktop.persistence.saves import history_dir
from metrox_desktop.ui.history.stats_window import StatisticsWindow
from tests.ui.history.test_history_viewer_and_statistics import bot_record, write


def open_statistics(qtbot, folder: Path) -> StatisticsWindow:  # noqa: ANN001
    stats = StatisticsWindow(folder)
    qtbot.addWidget(stats)
    stats.show()
    qtbot.waitUntil(lambda: stats.ready, timeout=10_000)
    return stats


def whole(ticks: list[float]) -> bool:
    return all(tick == int(tick) for tick in ticks)


def test_statistics_open_on_the_map_played_most(qtbot) -> None:  # noqa: ANN001
    folder = history_dir()
    write(folder, "20260101-100000-osaka-O1.json", bot_record("osaka", "O1", ["person"]))
    for i in range(2):
        name = f"2026010{i + 2}-100000-tokyo-T{i}.json"
        write(folder, name, bot_record("tokyo", f"T{i}", ["person"]))
    stats = open_statistics(qtbot, folder)
    assert stats.map_box.currentData() == "tokyo"
    assert [stats.map_box.itemData(i) for i in range(stats.map_box.count())] == ["tokyo", "osaka"]
    assert stats.values["games"].text() == "2"


def test_one_game_has_whole_number_axes_and_a_bar_among_its_neighbours(qtbot) -> None:  # noqa: ANN001
    folder = history_dir()
    record = bot_record("tokyo", "ONE", ["person"])
    write(folder, "20260101-100000-tokyo-ONE.json", record)
    stats = open_statistics(qtbot, folder)
    stats.grab()  # drawn, axes and all
    totals = stats.over_time.y_ticks()
    assert whole(totals) and totals[-1] - totals[0] >= 10  # not 8 to 9 in steps of 0.2
    assert stats.over_time.x_ticks() == [1]  # one game, named once
    assert stats.spread.y_ticks() == [0, 1]  # no half a game
    assert len(stats.spread.bins) >= 5
    assert sum(count for _start, count in stats.spread.bins) == 1
    write(folder, "20260102-100000-tokyo-TWO.json", bot_record("tokyo", "TWO", ["person"]))
    again = open_statistics(qtbot, folder)
    assert again.over_time.x_ticks() == [1, 2]
    assert whole(again.over_time.y_ticks()) and whole(again.spread.y_ticks())


def test_a_table_of_four_people_is_one_game_and_four_totals(qtbot) -> None:  # noqa: ANN001
    folder = history_dir()
    write(folder, "20260101-100000-tokyo-S.json", bot_record("tokyo", "S", ["person"]))
    table = bot_record("tokyo", "TABLE", ["person"] * 4)
    write(folder, "20260102-100000-tokyo-TABLE.json", table)
    stats = open_statistics(qtbot, folder)
    assert stats.values["games"].text() == "2 (5 totals: one for each person at a table)"
    assert stats.values["played"].text() == "2"
    assert stats.over_time.x_ticks() == [1, 2]  # two games along the bottom
    assert len(stats.over_time.games) == 2 and len(stats.over_time.totals) == 5
    assert sum(count for _start, count in stats.spread.bins) == 5
    assert "2 games, 5 totals" in stats.over_time.accessibleDescription()
    stats.player_edit.setText("You")  # one player: a total a game again
    assert stats.values["games"].text() == "2"


def test_before_the_first_game_the_map_box_offers_every_map(qtbot) -> None:  # noqa: ANN001
    """Statistics before any game, or for a name that played none: the map box was
    empty (it listed only the maps played)."""
    from tests.ui.helpers import open_window

    window = open_window(qtbot)
    window.start_game("osaka", seed="NONE")
    window.menus.statistics_action.trigger()
    stats = window.findChild(StatisticsWindow)
    assert stats is not None
    qtbot.waitUntil(lambda: stats.ready, timeout=10_000)
    maps = [stats.map_box.itemData(i) for i in range(stats.map_box.count())]
    assert maps == ["tokyo", "osaka"]  # the map of the last New game first (Tokyo)
    assert stats.map_box.currentText() == "Tokyo"
    assert stats.values["games"].text() == "0"


def test_a_map_not_played_yet_comes_after_those_played(qtbot) -> None:  # noqa: ANN001
    folder = history_dir()
    write(folder, "20260101-100000-osaka-O1.json", bot_record("osaka", "O1", ["person"]))
    stats = open_statistics(qtbot, folder)
    assert [stats.map_box.itemData(i) for i in range(stats.map_box.count())] == ["osaka", "tokyo"]
    assert stats.values["games"].text() == "1"
    stats.player_edit.setText("Nobody")  # a name that played no game: the maps stay
    qtbot.waitUntil(lambda: stats.values["games"].text() == "0", timeout=10_000)
    assert stats.map_box.count() == 2
    stats.map_box.setCurrentIndex(1)  # Tokyo, never played: said so, nothing broken
    assert stats.values["games"].text() == "0"
