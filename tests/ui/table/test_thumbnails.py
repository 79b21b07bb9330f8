"""The small sheets beside the big one: each seat's sheet as the big sheet draws it,
its live score and turn status, a click that asks to see it large."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit, QVBoxLayout, QWidget

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.rules import apply_choice, legal_choices
from metrox_desktop.engine.scoring import score
from metrox_desktop.seats import Seat
from metrox_desktop.ui.sheet.scene import MapScene
from metrox_desktop.ui.table.thumbnails import SheetStrip

SEATS = (Seat("Ann"), Seat("Bo"), Seat("Gus", "greedy"))


def choose_all(match: Match, rng: random.Random) -> Match:
    """Every seat makes a random legal choice for the card on the table."""
    for player, sheet in enumerate(match.game.sheets):
        options = legal_choices(match.board, sheet, match.card)
        match = match.choose(player, rng.choice(options) if options else None)
    return match


def whole_sheet(board: Board, match: Match, seat: int, size: QImage) -> QImage:
    """The seat's sheet drawn whole by a fresh MapScene, as the big sheet would."""
    game = match.game
    scene = MapScene(board)
    scene.show_sheet(
        game.sheets[seat], [r for r in range(board.route_count) if game.crown_crossed_out(seat, r)]
    )
    scene.show_score(score(board, game.sheets[seat]))
    scene.show_player_name(game.players[seat])
    image = QImage(size.size(), QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(
        painter,
        QRectF(image.rect()),
        scene.sceneRect(),
        Qt.AspectRatioMode.IgnoreAspectRatio,
    )
    painter.end()
    return image


def largest_difference(a: QImage, b: QImage) -> int:
    assert a.size() == b.size()
    first = bytes(a.convertToFormat(QImage.Format.Format_RGB32).constBits())
    second = bytes(b.convertToFormat(QImage.Format.Format_RGB32).constBits())
    return max(abs(x - y) for x, y in zip(first, second, strict=True))


def new_strip(qtbot, map_id: str = "tokyo") -> tuple[SheetStrip, Match]:
    board = Board.load(map_id)
    match = Match.new(board, [s.name for s in SEATS], load_deck(), "SMALL")
    strip = SheetStrip(board, SEATS)
    qtbot.addWidget(strip)
    strip.show_match(match)
    return strip, match


@pytest.mark.parametrize(
    ("map_id", "settled"), [("tokyo", True), ("osaka", True), ("tokyo", False)]
)
def test_small_sheets_show_what_the_big_sheet_shows_turn_after_turn(
    qtbot, map_id: str, settled: bool
) -> None:
    strip, match = new_strip(qtbot, map_id)
    if settled:  # each seat on a scene of its own, as a moment after the strip is made
        qtbot.waitUntil(lambda: strip.settled)
    else:  # the seats still share the first scene
        assert not strip.settled
    rng = random.Random(map_id)
    while not match.game.finished:
        match = choose_all(match.flip(), rng).resolve()
        strip.show_match(match)
    game = match.game
    crossed = {
        (seat, r)
        for seat in range(len(SEATS))
        for r in range(game.board.route_count)
        if game.crown_crossed_out(seat, r)
    }
    assert crossed, "the game should strike out a crown somewhere"
    for seat, thumbnail in enumerate(strip.thumbnails):
        # drawn piece by piece every turn, the same pixels as the whole sheet drawn at once
        whole = whole_sheet(game.board, match, seat, thumbnail.image)
        assert largest_difference(thumbnail.image, whole) <= 3
        assert thumbnail.picture is not None
        assert {(seat, r) for r in thumbnail.picture.crossed} == {
            c for c in crossed if c[0] == seat
        }
        assert thumbnail.score == score(game.board, game.sheets[seat])
        total = thumbnail.score
        assert f"Comp.B {total.completion_bonus}" in thumbnail.score_text()
        assert f"Emp.P {total.penalty}" in thumbnail.score_text()


def test_a_choice_stays_off_the_small_sheet_until_the_turn_resolves(qtbot) -> None:
    strip, match = new_strip(qtbot)
    match = match.flip()
    strip.show_match(match, current=0)
    before = [t.image.cacheKey() for t in strip.thumbnails]
    assert strip.thumbnails[0].status_text() == "choosing\u2026"
    assert strip.thumbnails[1].status_text() == "to choose"

    options = legal_choices(match.board, match.game.sheets[0], match.card)
    match = match.choose(0, options[0])
    strip.show_match(match, current=1)
    assert [t.image.cacheKey() for t in strip.thumbnails] == before  # nothing drawn again
    assert strip.thumbnails[0].status_text() == "\u2713 chosen"
    assert strip.thumbnails[1].status_text() == "choosing\u2026"

    match = choose_all(match, random.Random(3)).resolve()
    strip.show_match(match)
    assert all(t.image.cacheKey() != key for t, key in zip(strip.thumbnails, before, strict=True))
    assert [t.status_text() for t in strip.thumbnails] == ["", "", ""]  # no card out


def test_a_bot_yet_to_choose_is_thinking(qtbot) -> None:
    strip, match = new_strip(qtbot)
    strip.show_match(match.flip(), current=0)
    assert strip.thumbnails[2].status_text() == "thinking\u2026"
    assert strip.thumbnails[1].status_text() == "to choose"  # a person waits their turn


def test_clicking_a_small_sheet_asks_for_its_seat(qtbot) -> None:
    strip, _ = new_strip(qtbot)
    strip.set_columns(3)
    strip.show()
    third = strip.thumbnails[2]
    with qtbot.waitSignal(strip.seat_clicked) as clicked:
        QTest.mouseClick(third, Qt.MouseButton.LeftButton, pos=QPoint(40, 40))
    assert clicked.args == [2]
    assert third.x() > strip.thumbnails[1].x() > strip.thumbnails[0].x()  # one row
    strip.set_columns(1)
    qtbot.waitUntil(lambda: third.y() > strip.thumbnails[1].y() > strip.thumbnails[0].y())


def test_the_seat_shown_large_and_the_one_choosing_stand_out(qtbot) -> None:
    strip, match = new_strip(qtbot)
    strip.show_match(match.flip(), current=1)
    strip.set_shown(2)
    strip.show()
    images = [t.grab().toImage() for t in strip.thumbnails]

    def corner(image: QImage) -> QColor:  # inside the card, beside the picture
        return image.pixelColor(4, image.height() // 2)

    assert corner(images[2]) != corner(images[0])  # tinted: shown large
    border = [image.pixelColor(image.width() // 2, 1) for image in images]
    assert border[1] != border[0] and border[1].blue() > border[1].red()  # framed blue


def test_a_wider_small_sheet_is_drawn_again_at_its_new_size(qtbot) -> None:
    strip, match = new_strip(qtbot, "osaka")
    rng = random.Random(5)
    for _ in range(6):
        match = choose_all(match.flip(), rng).resolve()
    strip.show_match(match)
    narrow = strip.thumbnails[1].image.width()
    strip.set_picture_width(300)
    thumbnail = strip.thumbnails[1]
    assert thumbnail.image.width() > narrow
    whole = whole_sheet(match.board, match, 1, thumbnail.image)
    assert largest_difference(thumbnail.image, whole) <= 3


def test_a_sheet_given_seat_by_seat_is_drawn_as_given(qtbot) -> None:
    """A session showing a choice before the turn resolves (teaching) passes the sheet
    as drawn: the small sheet shows it and only it."""
    strip, match = new_strip(qtbot)
    match = match.flip()
    options = legal_choices(match.board, match.game.sheets[0], match.card)
    written = apply_choice(match.board, match.game.sheets[0], match.card, options[0]).sheet
    others = [t.image.cacheKey() for t in strip.thumbnails[1:]]
    strip.show_seat(0, written, (), score(match.board, written))
    strip.show_turn({0}, 1)
    assert strip.thumbnails[0].picture is not None
    assert strip.thumbnails[0].picture.sheet == written
    assert [t.image.cacheKey() for t in strip.thumbnails[1:]] == others
    assert [t.status_text() for t in strip.thumbnails] == [
        "\u2713 chosen",
        "choosing\u2026",
        "thinking\u2026",
    ]


def test_tab_never_lands_on_a_small_sheet(qtbot) -> None:
    """Tab and Space belong to the big sheet (stepping through choices, flipping)."""
    board = Board.load("tokyo")
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    before, after = QLineEdit(), QLineEdit()
    strip = SheetStrip(board, SEATS)
    for widget in (before, strip, after):
        layout.addWidget(widget)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    before.setFocus()
    qtbot.waitUntil(before.hasFocus)
    QTest.keyClick(before, Qt.Key.Key_Tab)
    assert after.hasFocus()


def test_the_captions_follow_the_system_font_size(qtbot) -> None:
    """A player who chose larger text on the desktop gets larger names and scores under
    the small sheets, and the caption grows to hold them (the picture keeps its size)."""
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    original = QApplication.font()
    captions = {}
    try:
        for points in (9.0, 16.0):
            font = QFont(original)
            font.setPointSizeF(points)
            QApplication.setFont(font)
            strip, _match = new_strip(qtbot)
            thumbnail = strip.thumbnails[0]
            captions[points] = thumbnail.height() - thumbnail.image.height()
            assert thumbnail.text_height > points * 3  # two lines, the total's the larger
    finally:
        QApplication.setFont(original)
    assert captions[16.0] > captions[9.0] + 10


def test_a_sheet_draws_the_same_after_labels_were_drawn_between_pixels(qtbot) -> None:
    """Text drawn at a fractional position (a window's labels) must not move the
    sheet's printed text: Qt's FreeType engine keeps the last glyph's sub-pixel offset
    in the face it shares, and small text outlines came 1/64 pixel off after it (the
    small sheets then differed from the big one by test order)."""
    from PySide6.QtCore import QPointF

    from metrox_desktop.ui.sheet.ink import font

    board = Board.load("tokyo")
    match = Match.new(board, [s.name for s in SEATS], load_deck(), "SMALL")
    size = QImage(220, 161, QImage.Format.Format_ARGB32_Premultiplied)
    before = whole_sheet(board, match, 0, size)
    labels = QImage(400, 60, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(labels)
    for pixels in range(5, 40):
        for bold in (False, True):
            painter.setFont(font(pixels, bold))
            painter.drawText(QPointF(10.3, 40), "Fukutoshin Ginza Comp.B 0123456789 ABCXYZ")
    painter.end()
    after = whole_sheet(board, match, 0, size)
    assert largest_difference(before, after) == 0


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_bots_level_reads_whole_under_its_name_on_the_smallest_small_sheet(
    qtbot, language: str
) -> None:
    """Beside the name and "✓ chosen" the level was cut ("Sam  bot, medi…"): it has a
    line of its own, whole at the narrowest small sheet the table shows."""
    from metrox_desktop.ui.language import set_language
    from metrox_desktop.ui.table.seat_labels import seat_tag
    from metrox_desktop.ui.table.table_panel import READABLE_PICTURE

    set_language(language)
    board = Board.load("tokyo")
    seats = (Seat("Ann"),) + tuple(
        Seat(f"Bot {i}", strategy)
        for i, strategy in enumerate(("random", "greedy", "normal", "strong"))
    )
    match = Match.new(board, [s.name for s in seats], load_deck(), "SMALL")
    strip = SheetStrip(board, seats, picture_width=READABLE_PICTURE)
    qtbot.addWidget(strip)
    strip.show_match(match.flip(), current=0)
    for thumbnail in strip.thumbnails[1:]:
        thumbnail.set_chosen(True)  # "✓ chosen" beside the name, as in the report
    strip.show()
    person, *bots = strip.thumbnails
    assert person.tag_text() == ""
    assert len({t.height() for t in strip.thumbnails}) == 1  # the row stays even

    def ink_rows(image: QImage, top: int, bottom: int) -> int:
        """Rows of the band with text in them (pixels well darker than the card,
        inside its frame)."""
        inside = range(person.PAD, image.width() - person.PAD)
        return sum(
            any(image.pixelColor(x, y).lightness() < 160 for x in inside)
            for y in range(top, bottom)
        )

    person_image = person.grab().toImage()
    band_top = person.PAD + person.image.height() / person.devicePixelRatioF()
    for bot in bots:
        tag = seat_tag(bot.seat)
        assert bot.tag_text() == tag, f"cut short at {READABLE_PICTURE} px: {bot.tag_text()!r}"
        assert tag in bot.toolTip()
        # the line under the name has ink on a bot's card, none on the person's
        name_height, tag_height, _ = bot._line_heights()
        top = round(band_top + name_height + 1)
        bottom = round(band_top + name_height + tag_height - 2)
        assert ink_rows(bot.grab().toImage(), top, bottom) >= 3
        assert ink_rows(person_image, top, bottom) == 0


def test_a_table_of_people_has_no_line_for_a_level(qtbot) -> None:
    board = Board.load("tokyo")
    people = SheetStrip(board, SEATS[:2])
    with_bot = SheetStrip(board, SEATS)
    qtbot.addWidget(people)
    qtbot.addWidget(with_bot)
    assert people.thumbnails[0].text_height < with_bot.thumbnails[0].text_height
