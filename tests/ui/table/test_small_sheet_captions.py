"""The small sheets of a strip write their score's parts in one format: all named
("Comp.B 5  Cross.B 12  Emp.P 8") or all as the sheet sums ("5 + 12 − 8 ="), never the
two side by side."""

from __future__ import annotations

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.scoring import Score, score
from metrox_desktop.engine.state import SheetState
from metrox_desktop.seats import parse_seats
from metrox_desktop.ui.table.thumbnails import SheetStrip


def test_one_wide_score_puts_every_caption_in_the_short_format(qtbot) -> None:
    board = Board.load("tokyo")
    seats = parse_seats("Ann,Bo,Cy")
    strip = SheetStrip(board, seats, picture_width=210)
    qtbot.addWidget(strip)
    strip.show()
    blank = SheetState.empty(board)
    plain = score(board, blank)
    for thumbnail in strip.thumbnails:
        thumbnail.show_sheet(blank, (), plain)
    named = [t.parts_text() for t in strip.thumbnails]
    assert all(text.startswith("Comp.B") for text in named)  # room for the names

    wide = Score(444, 888, 3, 10, ())  # long numbers: the names no longer fit beside them
    strip.thumbnails[1].show_sheet(blank, (), wide)
    assert [t.parts_text() for t in strip.thumbnails] == [
        "0 + 0 \u2212 10 =",
        "444 + 888 \u2212 10 =",
        "0 + 0 \u2212 10 =",
    ]
