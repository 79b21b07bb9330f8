"""A small sheet's name reads whole beside its turn: the turn's words give way first
(to the standings' mark, "✓" or "…"), and a name is cut short only when even the mark
leaves it no room. What a screen reader hears keeps the name and the turn in full."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PySide6.QtGui import QColor, QFont, QImage
from PySide6.QtWidgets import QApplication

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.scoring import score
from metrox_desktop.engine.state import GameState
from metrox_desktop.seats import Seat, parse_seats
from metrox_desktop.ui.table.seat_labels import CHOOSING, CHOSEN
from metrox_desktop.ui.table.standings_model import CHOOSING_MARK, CHOSEN_MARK
from metrox_desktop.ui.table.table_panel import READABLE_PICTURE
from metrox_desktop.ui.table.thumbnails import SheetStrip, SheetThumbnail
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import open_window

# Desktops' own text sizes: Qt's offscreen default, then the common Linux desktops'
# (KDE's 10 pt, GNOME's 11 pt); at 1280x800 the table shows the small sheets at each.
POINTS = (9.0, 10.0, 11.0)


@contextmanager
def system_font(points: float) -> Iterator[None]:
    """The desktop's text at ``points`` while the window is made and shown."""
    original = QApplication.font()
    font = QFont(original)
    font.setPointSizeF(points)
    QApplication.setFont(font)
    try:
        yield
    finally:
        QApplication.setFont(original)


def status_ink(thumbnail: SheetThumbnail, colour: QColor) -> int:
    """Pixels of the first caption line (under the picture, inside the card's frame,
    which is blue while the seat chooses) in about ``colour``: the turn as drawn."""
    image = thumbnail.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    ratio = image.devicePixelRatio()
    top = round((thumbnail.PAD + thumbnail.image.height() / thumbnail.devicePixelRatioF()) * ratio)
    bottom = top + round(thumbnail._line_heights()[0] * ratio)
    near = 0
    for y in range(top, bottom):
        for x in range(round(thumbnail.PAD * ratio), image.width() - round(thumbnail.PAD * ratio)):
            pixel = image.pixelColor(x, y)
            if (
                abs(pixel.red() - colour.red())
                + abs(pixel.green() - colour.green())
                + abs(pixel.blue() - colour.blue())
                < 100
            ):
                near += 1
    return near


def window_at_1280x800(qtbot, seed: str, seats: tuple[Seat, ...]) -> MainWindow:
    """The game window at 1280x800, a new game of ``seats`` dealt from ``seed``, laid
    out (in the desktop's text size of the moment)."""
    window = open_window(qtbot)
    window.start_game("tokyo", seed=seed, seats=seats)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.size().toTuple() == (1280, 800))
    for _ in range(3):  # the table lays itself out once the window has
        QApplication.processEvents()
    return window


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("points", POINTS)
def test_a_short_name_reads_whole_beside_its_turn_at_1280x800(
    qtbot, points: float, language: str
) -> None:
    from metrox_desktop.ui.language import set_language
    from metrox_desktop.ui.table.autoplay import greedy_choice

    set_language(language)
    with system_font(points):
        window = window_at_1280x800(qtbot, "NAMES", parse_seats("Ann,Kai"))
        session = window.session
        session.flip()
        session.choose(greedy_choice(session), 0)  # Ann has chosen; Kai chooses now
        table = window.table
        qtbot.waitUntil(lambda: table.up_to_date)
        assert not table.compact and table.strip is not None
        ann, kai = table.strip.thumbnails
        for thumbnail, colour in ((ann, CHOSEN), (kai, CHOOSING)):
            name, status = thumbnail.caption_line()
            assert name == thumbnail.seat.name, f"{points} pt: drawn {name!r}"
            assert status in thumbnail.status_forms() and status  # the turn still shown
            assert status_ink(thumbnail, colour) >= 4  # in its green or blue
            # a screen reader hears the name and the turn in full words
            assert thumbnail.accessibleName() == thumbnail.seat.name
            assert thumbnail.accessibleDescription().endswith(thumbnail.status_text())
        assert ann.status_text() == QApplication.translate("SheetThumbnail", "\u2713 chosen")
        assert kai.status_text() == QApplication.translate("SheetThumbnail", "choosing\u2026")


def blank_strip(qtbot, seats: tuple[Seat, ...], width: int, pictures: bool = True) -> SheetStrip:
    """Small sheets ``width`` pixels wide of a game not yet begun, shown; without
    ``pictures``, before their sheets are drawn (the caption's line is the same)."""
    board = Board.load("tokyo")
    strip = SheetStrip(board, seats, picture_width=width)
    qtbot.addWidget(strip)
    if pictures:
        blank = GameState.new(board, [s.name for s in seats]).sheets[0]
        for seat in range(len(seats)):
            strip.show_seat(seat, blank, (), score(board, blank))
    strip.show()
    return strip


@pytest.mark.parametrize("points", (*POINTS, 13.0, 16.0))  # and a player's larger text
def test_every_turn_leaves_a_three_letter_name_whole_on_the_narrowest_small_sheet(
    qtbot, points: float
) -> None:
    """At the narrowest small sheet the table shows, whatever the turn says: choosing,
    chosen, a bot thinking, waiting, away while a bot plays."""
    seats = (Seat("Ann"), Seat("Kai"), Seat("Eve"), Seat("Max"), Seat("Gus", "greedy"))
    with system_font(points):
        strip = blank_strip(qtbot, seats, READABLE_PICTURE, pictures=False)
        strip.show_turn(frozenset({1}), 0, {3: True})
        ann, kai, eve, max_, gus = strip.thumbnails
        expected = {
            ann: CHOOSING_MARK,
            kai: CHOSEN_MARK,
            gus: CHOOSING_MARK,  # thinking
        }
        for thumbnail in strip.thumbnails:
            name, status = thumbnail.caption_line()
            assert name == thumbnail.seat.name, f"{points} pt: {name!r} beside {status!r}"
            if thumbnail in expected:  # the words, or at least their mark
                assert status in (thumbnail.status_text(), expected[thumbnail])
        assert max_.accessibleDescription().endswith("away: a bot plays")
        assert eve.accessibleDescription().endswith("to choose")


def test_a_long_name_is_cut_short_only_once_the_turn_is_down_to_its_mark(qtbot) -> None:
    long_name = "Bartholomew Featherstonehaugh"
    strip = blank_strip(qtbot, (Seat(long_name), Seat("Ann")), READABLE_PICTURE * 2)
    strip.show_turn(frozenset({1}), 0)  # Ann has chosen; the long name chooses
    long, ann = strip.thumbnails
    name, status = long.caption_line()
    assert name != long_name and name.endswith("\u2026")  # too long for any width
    assert long_name.startswith(name[:-1])
    assert status == CHOOSING_MARK  # the words gave way first; the mark stays
    assert ann.caption_line() == ("Ann", CHOSEN_MARK)  # the strip tells the turn one way
    assert long.accessibleName() == long_name
    assert long.accessibleDescription().endswith("choosing\u2026")


@pytest.mark.parametrize("points", POINTS)
def test_the_small_sheets_tell_the_turn_one_way_at_every_width(qtbot, points: float) -> None:
    """Words on every small sheet or marks on every one: never "Kai ✓ chosen" beside
    "Ann ✓" (Ann's name a little wider), and every three-letter name whole."""
    from metrox_desktop.ui.table.table_panel import MAX_PICTURE

    seats = (Seat("Ann"), Seat("Kai"), Seat("Eve"))
    with system_font(points):
        # No sheet drawn: the caption's line is the point, not 60 pictures of each.
        strip = blank_strip(qtbot, seats, READABLE_PICTURE, pictures=False)
        strip.show_turn(frozenset({0, 1}), 2)  # Ann and Kai have chosen; Eve chooses
        ways = set()
        for width in range(READABLE_PICTURE, MAX_PICTURE + 1, 2):
            strip.set_picture_width(width)
            lines = [t.caption_line() for t in strip.thumbnails]
            assert [name for name, _ in lines] == ["Ann", "Kai", "Eve"], f"{width} px"
            words = [
                status == t.status_text()
                for t, (_, status) in zip(strip.thumbnails, lines, strict=True)
            ]
            assert len(set(words)) == 1, f"{width} px: {lines}"
            ways.add(words[0])
        assert True in ways  # the words where the sheets are wide enough
