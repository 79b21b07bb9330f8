"""The small sheets beside the big one: each seat's sheet as the big sheet draws it,
its live score and turn status, a click that asks to see it large."""

from __future__ import annotations

import random

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit, QVBoxLayout, QWidget

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.rules import apply_choice
from metrox_desktop.engine.scoring import score
from metrox_desktop.engine.state import GameState
from metrox_desktop.seats import Seat
from metrox_desktop.ui.sheet.scene import MapScene
from metrox_desktop.ui.table.session import GameSession
from metrox_desktop.ui.table.table_panel import TablePanel
from metrox_desktop.ui.table.thumbnails import SheetStrip
from tests.ui.images import pixels as rgb_pixels

SEATS = (Seat("Ann"), Seat("Bo"), Seat("Gus", "greedy"))


def whole_sheet(board: Board, match: Match, seat: int, size: QImage) -> QImage:
    """The seat's sheet drawn whole by a fresh MapScene, as the big sheet would."""
    game = match.game
    scene = MapScene(board)
    scene.show_sheet(game.sheets[seat], game.crossed_crowns(seat))
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
    """The largest difference of a colour channel between the two pictures. Their
    pixels are read from images kept alive while they are read (``images.pixels``): the
    bits of a converted copy dropped at once were read after it was freed, from memory
    the next allocation may have written over (a difference that came and went)."""
    assert a.size() == b.size()
    first, second = rgb_pixels(a).astype(np.int16), rgb_pixels(b).astype(np.int16)
    return int(np.abs(first - second).max())


def new_table(qtbot, map_id: str = "tokyo") -> tuple[TablePanel, GameSession]:
    """A new game of SEATS as the game window follows it: the session and its table."""
    session = GameSession()
    table = TablePanel(session)
    qtbot.addWidget(table)
    table.resize(1200, 800)  # room for the small sheets (a small window shows the standings)
    table.show()
    session.new_game(Board.load(map_id), load_deck(), "SMALL", SEATS)
    assert not table.compact
    return table, session


def strip_now(table: TablePanel) -> SheetStrip:
    """The small sheets as the table shows its session now, drawn at once (as when the
    turn log comes back to the game)."""
    table.look_back(None)
    assert table.strip is not None
    return table.strip


def choose_all(session: GameSession, rng: random.Random, seats: range | None = None) -> None:
    """Each seat (default: all) makes a random legal choice for the card on the table."""
    for player in seats if seats is not None else range(len(session.seats)):
        options = session.legal_choices(player)
        session.choose(rng.choice(options) if options else None, player)


def blank_strip(qtbot, seats: tuple[Seat, ...] = SEATS, **options: int) -> SheetStrip:
    """Small sheets of a game not yet begun: each seat's blank sheet, as a table shows
    it at the start (``show_seat``), no card on the table."""
    board = Board.load("tokyo")
    strip = SheetStrip(board, seats, **options)
    qtbot.addWidget(strip)
    blank = GameState.new(board, [s.name for s in seats]).sheets[0]
    for seat in range(len(seats)):
        strip.show_seat(seat, blank, (), score(board, blank))
    strip.show_turn(None, None)
    return strip


@pytest.mark.parametrize(
    ("map_id", "settled"), [("tokyo", True), ("osaka", True), ("tokyo", False)]
)
def test_small_sheets_show_what_the_big_sheet_shows_turn_after_turn(
    qtbot, map_id: str, settled: bool
) -> None:
    table, session = new_table(qtbot, map_id)
    strip = strip_now(table)
    if settled:  # each seat on a scene of its own, as a moment after the strip is made
        qtbot.waitUntil(lambda: strip.settled)
    else:  # the seats still share the first scene
        assert not strip.settled
    rng = random.Random(map_id)
    while not session.match.game.finished:
        session.flip()
        choose_all(session, rng)
        strip_now(table)
    match = session.match
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


def test_small_sheets_set_aside_for_the_standings_draw_nothing_until_they_show(qtbot) -> None:
    session = GameSession()
    table = TablePanel(session)
    qtbot.addWidget(table)
    table.resize(480, 320)  # too small to read the small sheets: the compact standings
    table.show()
    session.new_game(Board.load("tokyo"), load_deck(), "SMALL", SEATS)
    rng = random.Random(8)
    for _ in range(3):
        session.flip()
        choose_all(session, rng)
    strip = strip_now(table)
    assert table.compact
    # As at a table of many seats: nothing of theirs drawn at every turn, no scene built.
    assert all(t.image.isNull() for t in strip.thumbnails) and not strip.settled

    table.resize(1200, 800)  # room again: they show the table as it is now
    qtbot.waitUntil(lambda: not table.compact and strip.settled)
    qtbot.waitUntil(lambda: not any(t.image.isNull() for t in strip.thumbnails))
    match = session.match
    for seat, thumbnail in enumerate(strip.thumbnails):
        whole = whole_sheet(match.board, match, seat, thumbnail.image)
        assert largest_difference(thumbnail.image, whole) <= 3


def test_a_choice_stays_off_the_small_sheet_until_the_turn_resolves(qtbot) -> None:
    table, session = new_table(qtbot)
    session.flip()
    strip = strip_now(table)
    before = [t.image.cacheKey() for t in strip.thumbnails]
    assert strip.thumbnails[0].status_text() == "choosing\u2026"
    assert strip.thumbnails[1].status_text() == "to choose"

    session.choose(session.legal_choices(0)[0], 0)
    strip_now(table)
    assert [t.image.cacheKey() for t in strip.thumbnails] == before  # nothing drawn again
    assert strip.thumbnails[0].status_text() == "\u2713 chosen"
    assert strip.thumbnails[1].status_text() == "choosing\u2026"

    choose_all(session, random.Random(3), range(1, len(SEATS)))  # the turn resolves
    strip_now(table)
    assert all(t.image.cacheKey() != key for t, key in zip(strip.thumbnails, before, strict=True))
    assert [t.status_text() for t in strip.thumbnails] == ["", "", ""]  # no card out


def test_a_bot_yet_to_choose_is_thinking(qtbot) -> None:
    table, session = new_table(qtbot)
    session.flip()
    strip = strip_now(table)
    assert strip.thumbnails[2].status_text() == "thinking\u2026"
    assert strip.thumbnails[1].status_text() == "to choose"  # a person waits their turn


def test_clicking_a_small_sheet_asks_for_its_seat(qtbot) -> None:
    strip = blank_strip(qtbot)
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
    strip = blank_strip(qtbot)
    strip.show_turn(frozenset(), 1)  # a card out, nobody has chosen, Bo chooses now
    strip.set_shown(2)
    strip.show()
    images = [t.grab().toImage() for t in strip.thumbnails]

    def corner(image: QImage) -> QColor:  # inside the card, beside the picture
        return image.pixelColor(4, image.height() // 2)

    assert corner(images[2]) != corner(images[0])  # tinted: shown large
    border = [image.pixelColor(image.width() // 2, 1) for image in images]
    assert border[1] != border[0] and border[1].blue() > border[1].red()  # framed blue


def test_a_wider_small_sheet_is_drawn_again_at_its_new_size(qtbot) -> None:
    table, session = new_table(qtbot, "osaka")
    rng = random.Random(5)
    for _ in range(6):
        session.flip()
        choose_all(session, rng)
    strip = strip_now(table)
    match = session.match
    strip.set_picture_width(200)
    narrow = strip.thumbnails[1].image.width()
    strip.set_picture_width(300)
    thumbnail = strip.thumbnails[1]
    assert thumbnail.image.width() > narrow
    whole = whole_sheet(match.board, match, 1, thumbnail.image)
    assert largest_difference(thumbnail.image, whole) <= 3


def test_a_sheet_given_seat_by_seat_is_drawn_as_given(qtbot) -> None:
    """A session showing a choice before the turn resolves (teaching) passes the sheet
    as drawn: the small sheet shows it and only it."""
    table, session = new_table(qtbot)
    session.set_reveal_choices(True)
    session.flip()
    strip = strip_now(table)
    match = session.match
    options = session.legal_choices(0)
    written = apply_choice(match.board, match.game.sheets[0], match.card, options[0]).sheet
    others = [t.image.cacheKey() for t in strip.thumbnails[1:]]
    session.choose(options[0], 0)
    strip_now(table)
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
            strip = blank_strip(qtbot)
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
    seats = (Seat("Ann"),) + tuple(
        Seat(f"Bot {i}", strategy)
        for i, strategy in enumerate(("random", "greedy", "normal", "strong"))
    )
    strip = blank_strip(qtbot, seats, picture_width=READABLE_PICTURE)
    strip.show_turn(frozenset(), 0)  # a card out, Ann chooses now
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


def test_a_small_sheet_says_its_turn_to_a_screen_reader_as_it_shows_it(qtbot) -> None:
    """The words a screen reader hears of a small sheet follow its turn: to choose,
    chosen, away (a bot playing for them), where they stayed what the sheet's last
    drawing said (a seat that had chosen was still heard "to choose")."""
    strip = blank_strip(qtbot, (Seat("Ann"), Seat("Bo"), Seat("Cy")))
    ann, bo, cy = strip.thumbnails
    strip.show_turn(frozenset(), 0)  # a card out, Ann chooses now
    assert ann.accessibleDescription().endswith("choosing\u2026")
    assert bo.accessibleDescription().endswith("to choose")
    strip.show_turn(frozenset({1}), 0, {2: True})  # Bo chose; Cy left, a bot plays
    assert bo.accessibleDescription().endswith("\u2713 chosen")
    assert cy.accessibleDescription().endswith("away: a bot plays")


def test_a_small_sheet_speaks_its_score_in_the_status_lines_words(qtbot) -> None:
    """A screen reader hears a small sheet's score in the full words the status line's
    score is heard in ("completion bonus 0, ..."), never the sheet's boxes abbreviated."""
    from metrox_desktop.ui.sheet.spoken import score_words

    strip = blank_strip(qtbot, (Seat("Ann"), Seat("Bo")))
    strip.show_turn(frozenset(), 0)
    ann = strip.thumbnails[0]
    heard = ann.accessibleDescription()
    assert ann.score is not None
    assert heard.startswith(score_words(ann.score))
    assert "completion bonus 0" in heard
    assert "empty-station penalty" in heard
    for abbreviation in ("Comp.B", "Cross.B", "Emp.P"):
        assert abbreviation not in heard
    assert heard.endswith("choosing\u2026")  # and its turn, after the score
