"""The turn log looking back at a past turn: the small sheets and the standings under
the big sheet follow that turn too, and its entry stands out until the game now is
shown again."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from metrox_desktop.engine.scoring import score
from metrox_desktop.seats import parse_seats
from metrox_desktop.ui.table.autoplay import play_turns
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import open_window, shown_number


def table_shows(window: MainWindow) -> tuple[list[object], list[int], list[float]]:
    """Each small sheet's marks and total, and the standings' totals, top row first."""
    strip, standings = window.table.strip, window.table.standings
    assert strip is not None and standings is not None
    pictures = [t.picture for t in strip.thumbnails]
    total = standings.table.columnCount() - 2  # ..., total, status
    return (
        [p.sheet.marks if p else None for p in pictures],
        [p.score.total if p else -1 for p in pictures],
        [shown_number(standings.table.item(row, total).text()) for row in range(len(pictures))],
    )


def bold_rows(window: MainWindow) -> list[int]:
    log = window.turn_log.log
    return [row for row in range(log.count()) if log.item(row).font().bold()]


def test_looking_back_shows_the_whole_table_as_it_stood(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="BACK3", seats=parse_seats("Ann,Bo,Cy"))
    session, log = window.session, window.turn_log.log
    window.menus.turn_log_action.trigger()
    play_turns(session, 10)
    qtbot.waitUntil(lambda: window.table.up_to_date)
    now = table_shows(window)
    then = session.match.history[1].game  # after turn 2
    totals_then = [score(then.board, sheet).total for sheet in then.sheets]
    assert now[0] != [sheet.marks for sheet in then.sheets] and now[1] != totals_then

    qtbot.mouseClick(
        log.viewport(), Qt.MouseButton.LeftButton, pos=log.visualItemRect(log.item(1)).center()
    )
    marks, totals, standings = table_shows(window)
    assert marks == [sheet.marks for sheet in then.sheets]
    assert totals == totals_then
    assert sorted(standings, reverse=True) == standings  # ranked
    assert sorted(standings) == sorted(totals_then)
    assert [item.row() for item in log.selectedIndexes()] == [1] and bold_rows(window) == [1]
    shown = score(then.board, then.sheets[window.controller.seat])
    summed = re.search(r"= (\S+) ", window.score_label.text())  # the status bar's score too
    assert summed is not None and shown_number(summed[1]) == shown.total

    QTest.keyClick(window.view, Qt.Key.Key_Escape)  # back to the game now
    assert table_shows(window) == now
    assert log.selectedIndexes() == [] and bold_rows(window) == []

    log.setFocus()
    QTest.keyClick(log, Qt.Key.Key_Up)  # the keys step through the turns too
    assert bold_rows(window) == [8] and table_shows(window) != now  # turn 9
    window.controller.look_back(3)
    assert bold_rows(window) == [2]
    play_turns(session, 1)  # a turn resolving comes back to the game now
    qtbot.waitUntil(lambda: window.table.up_to_date)
    assert table_shows(window)[1] == [s.total for s in session.scores()]
    assert bold_rows(window) == [] and log.count() == 11
