"""The small sheets of a strip write their score's parts in one format: all named
("Comp.B 5  Cross.B 12  Emp.P 8"), all as the sheet sums ("5 + 12 − 8 ="), closer
together ("5+12−8="), or left out beside the total, never two side by side, and never
one cut short."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.scoring import Score, score
from metrox_desktop.engine.state import SheetState
from metrox_desktop.seats import parse_seats
from metrox_desktop.ui.table.autoplay import play_turns
from metrox_desktop.ui.table.thumbnails import (
    PARTS_SIZE,
    TOTAL_SIZE,
    SheetStrip,
    SheetThumbnail,
    _font,
)
from metrox_desktop.words import points_text
from tests.ui.helpers import open_window
from tests.ui.table.test_small_sheet_names import POINTS, system_font, window_at_1280x800


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


def drawn_whole(thumbnail: SheetThumbnail) -> bool:
    """The score's parts and its total, as the caption writes them, fit side by side
    inside the card (the parts were cut short, "0 + 0 \u2212 \u2026", where they did not)."""
    assert thumbnail.score is not None
    parts = QFontMetricsF(_font(thumbnail.font(), PARTS_SIZE))
    total = QFontMetricsF(_font(thumbnail.font(), TOTAL_SIZE, bold=True))
    needed = parts.horizontalAdvance(thumbnail.parts_text())
    needed += total.horizontalAdvance(points_text(thumbnail.score.total))
    return needed <= thumbnail.width() - 2 * thumbnail.PAD


@pytest.mark.parametrize("points", POINTS)
def test_the_score_line_reads_whole_on_a_table_of_four_at_1280x800(qtbot, points: float) -> None:
    """Four seats in a small window on a desktop of 9 to 11-point text: every small
    sheet's score line reads whole, its parts still told, in one format for the strip."""
    with system_font(points):
        window = window_at_1280x800(qtbot, "55G4R", parse_seats("Ann,Kai,Bo,Lu"))
        play_turns(window.session, 4)
        table = window.table
        qtbot.waitUntil(lambda: table.up_to_date)
        assert not table.compact and table.strip is not None
        sheets = table.strip.thumbnails
        for thumbnail in sheets:
            assert thumbnail.score is not None
            assert drawn_whole(thumbnail), f"{points} pt: {thumbnail.parts_text()!r}"
            penalty = f"\u2212{thumbnail.score.penalty}"
            assert penalty in thumbnail.parts_text().replace(" ", ""), thumbnail.parts_text()
        assert len({" " in t.parts_text() for t in sheets}) == 1  # one format


@pytest.mark.parametrize("points", (*POINTS, 13.0, 16.0))
def test_parts_with_no_room_leave_the_total_alone_never_cut(qtbot, points: float) -> None:
    """On the narrowest small sheet, at any text size: the parts as the sheet sums them,
    closer together, or left out beside the total (the standings name them), never a
    part cut short."""
    from metrox_desktop.ui.table.table_panel import READABLE_PICTURE

    board = Board.load("tokyo")
    with system_font(points):
        strip = SheetStrip(board, parse_seats("Ann,Bo"), picture_width=READABLE_PICTURE)
        qtbot.addWidget(strip)
        strip.show()
        blank = SheetState.empty(board)
        for thumbnail, live in zip(
            strip.thumbnails, (score(board, blank), Score(45, 38, 30, 12, ())), strict=True
        ):
            thumbnail.show_sheet(blank, (), live)
        texts = [t.parts_text() for t in strip.thumbnails]
        assert all(drawn_whole(t) for t in strip.thumbnails), f"{points} pt: {texts}"
        assert texts[1] in ("45 + 38 \u2212 12 =", "45+38\u221212=", ""), texts
        assert "\u2026" not in "".join(texts)


@pytest.mark.parametrize("points", POINTS[:2])  # at 11 pt the chips take the sheets' place
def test_a_total_below_zero_leaves_the_parts_told_in_the_smallest_window(
    qtbot, points: float
) -> None:
    """Two seats in the window at its minimum size, at the first card, every sheet at
    the lowest total ("\u221210"): its minus sign, wider than a hyphen, leaves the
    parts beside it ("0+0\u221210=")."""
    with system_font(points):
        window = open_window(qtbot)
        window.start_game("tokyo", seed="55G4R", seats=parse_seats("Ann,Bo"))
        window.resize(window.minimumSize())
        qtbot.waitUntil(lambda: window.size() == window.minimumSize())
        for _ in range(3):  # the table lays itself out once the window has
            QApplication.processEvents()
        table = window.table
        qtbot.waitUntil(lambda: table.up_to_date)
        assert not table.compact and table.strip is not None
        for thumbnail in table.strip.thumbnails:
            assert thumbnail.score is not None and thumbnail.score.total == -10
            assert drawn_whole(thumbnail), f"{points} pt: {thumbnail.parts_text()!r}"
            assert "\u221210=" in thumbnail.parts_text().replace(" ", "")
