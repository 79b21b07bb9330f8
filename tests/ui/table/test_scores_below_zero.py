"""A score below zero reads with one sign wherever the window shows it: the minus sign
the sheet prints ("\u221210"), in the standings' Emp.P and Total alike, on the small
sheets and the chips, in the status line; and a winner below zero is told in points,
never as Qt's bare "%n"."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from metrox_desktop.engine.scoring import Score, standings
from metrox_desktop.seats import parse_seats
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.table.result_headline import result_texts
from metrox_desktop.ui.table.standings import COLUMNS
from tests.ui.helpers import open_window, shown_number

MINUS = "\u2212"


def test_every_view_writes_a_total_below_zero_with_the_minus_sign(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="55G4R", seats=parse_seats("Ann,Kai,Bo,Lu"))
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.size().toTuple() == (1280, 800))
    QApplication.processEvents()
    table = window.table
    qtbot.waitUntil(lambda: table.up_to_date)
    scores = window.session.scores()
    assert all(s.total == -10 for s in scores)  # blank sheets: ten points of penalty
    assert table.standings is not None and table.strip is not None and table.bar is not None

    cells = table.standings.table
    for row in range(len(scores)):
        penalty = cells.item(row, COLUMNS.index("penalty")).text()
        total = cells.item(row, COLUMNS.index("total")).text()
        assert (penalty, total) == (f"{MINUS}10", f"{MINUS}10")
        assert shown_number(total) == -10
    for thumbnail in table.strip.thumbnails:  # as a screen reader hears the small sheet
        assert f"total {MINUS}10," in thumbnail.accessibleDescription()
    for chip in table.bar.chips:
        assert chip.total == f"{MINUS}10"
        assert f"= {MINUS}10 " in chip.toolTip()
    assert f"= {MINUS}10 " in window.score_label.text()  # the status line
    assert "-" not in window.score_label.text()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_winner_below_zero_is_told_in_points(language: str) -> None:
    set_language(language)
    try:
        ranked = standings([Score(1, 2, 12, 6, ()), Score(0, 0, 30, 10, ())])
        headline, decided = result_texts(parse_seats("Ann3,Bo"), ranked)
    finally:
        set_language("en")
    assert "%n" not in headline
    assert f"{MINUS}3" in headline and "-" not in headline and "Ann3" in headline
    if language == "en":
        assert headline == f"Ann3 wins with {MINUS}3 points"
        assert decided == "7 points ahead of the next player."
