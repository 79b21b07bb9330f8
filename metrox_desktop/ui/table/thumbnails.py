"""Small sheets: every seat's sheet drawn small, with its name, live score and turn.

:class:`SheetStrip` lays one :class:`SheetThumbnail` per seat out in a grid beside or
below the big sheet; the table panel feeds it as the session says a seat changed
(``sheet_changed``), and a small sheet is drawn again only where it changed. The
drawing itself is :mod:`.sheet_renderer`'s.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable, Mapping, Sequence, Set

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontInfo,
    QFontMetricsF,
    QImage,
    QPainter,
    QPaintEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QGridLayout, QSizePolicy, QWidget

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.scoring import HIGHEST_PENALTY, Score
from metrox_desktop.engine.state import SheetState
from metrox_desktop.seats import Seat
from metrox_desktop.ui.later import later
from metrox_desktop.ui.sheet import ink
from metrox_desktop.ui.sheet.spoken import score_words
from metrox_desktop.ui.table.seat_card import SeatCard
from metrox_desktop.ui.table.seat_labels import (
    CHOOSING,
    CHOSEN,
    bot_level,
    bot_plays_seat,
    seat_tag,
    stand_words,
)
from metrox_desktop.ui.table.sheet_renderer import SheetPicture, SheetRenderer
from metrox_desktop.ui.table.standings_model import CHOOSING_MARK, CHOSEN_MARK
from metrox_desktop.ui.table.text_forms import form_at, step_for_all
from metrox_desktop.words import MINUS, points_text

PICTURE_WIDTH = 220  # pixels: six fit beside a big sheet on a 1920-pixel screen
# The caption's text sizes, times the system font's (never fixed pixels: they follow the
# size the player chose for the desktop, and the caption grows with them).
NAME_SIZE = 1.08  # the seat's name (bold)
STATUS_SIZE = 0.92  # "chosen", "choosing...", the bot's level
TOTAL_SIZE = 1.33  # the total (bold)
PARTS_SIZE = 0.83  # the score's parts
NAME_GAP = 8  # pixels between the name and the turn's status
PARTS_GAP = 6  # pixels between the score's parts and the total


class SheetThumbnail(SeatCard):
    """One seat's sheet, small, with its name, live score and whether it has chosen."""

    PAD = 6  # pixels between the card's edge and its content

    def __init__(
        self,
        renderer: SheetRenderer,
        seat_index: int,
        seat: Seat,
        picture_width: int = PICTURE_WIDTH,
        parent: QWidget | None = None,
        tag_line: bool | None = None,
    ) -> None:
        super().__init__(seat_index, seat, parent)
        self.renderer = renderer
        # A line of its own under the name for a bot's level ("bot, medium"): beside
        # the name and the turn status it was cut short. Every seat of a strip with a
        # bot has it, so the small sheets stay the same height.
        self.tag_line = seat.is_bot if tag_line is None else tag_line
        self.picture: SheetPicture | None = None  # what it shows (set by ``show_sheet``)
        self._drawn: SheetPicture | None = None  # what ``image`` shows
        self.image = QImage()  # the small sheet as drawn (device pixels)
        self._chosen: bool | None = None
        self.away = False  # its person is away from a table across computers
        self.bot_plays = False  # and the host's bot plays their seat until they are back
        self._picture_size = QSize()  # set by set_picture_width below
        self._room = 0  # pixels the card may take for its score line (set_picture_width)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        tag = seat_tag(seat)
        named = f"{seat.name} ({tag})" if tag else seat.name  # as the standings name it
        self.setToolTip(self.tr("{name}: click to see this sheet large").format(name=named))
        self.set_picture_width(picture_width)

    # -- what it shows -----------------------------------------------------------------
    def show_sheet(self, sheet: SheetState, crossed: Iterable[int], score: Score) -> None:
        """Show this seat's sheet; draws again only the boxes that changed."""
        picture = SheetPicture(sheet, frozenset(crossed), score, self.seat.name)
        if picture == self.picture:
            return
        self.picture = picture
        self._draw()
        self.describe()
        for other in self._strip_sheets():  # one format for the strip: theirs may change
            other.update()

    def describe(self) -> None:
        """What a screen reader says of this sheet: its score, in the words the status
        line's score is heard in (not the boxes' abbreviations), and its turn's status."""
        heard = score_words(self.score) if self.score is not None else ""
        status = self.status_text()
        self.setAccessibleDescription(f"{heard}, {status}" if heard and status else heard or status)

    def set_away(self, away: bool, bot_plays: bool = False) -> None:
        """Whether this seat's person is away from a table across computers, and whether
        the host's bot plays their seat until they join again."""
        if (away, bot_plays) != (self.away, self.bot_plays):
            self.away, self.bot_plays = away, bot_plays
            self.update()

    def set_chosen(self, chosen: bool | None) -> None:
        """Whether this seat has chosen this turn; None: no card on the table."""
        if chosen != self._chosen:
            self._chosen = chosen
            self.update()

    def use_renderer(self, renderer: SheetRenderer) -> None:
        """Draw through ``renderer`` from now on (the sheet drawn whole once by it)."""
        self.renderer = renderer
        self._drawn = None
        self._draw()

    def set_picture_width(self, width: int, room: int = 0) -> None:
        """Draw the sheet ``width`` pixels wide (drawn again only if the width changes);
        the card as wide as the picture, or wider, up to ``room`` pixels, as far as
        :meth:`least_width` asks."""
        size = self.renderer.size_for(width)
        if (size, room) == (self._picture_size, self._room):
            return
        self._picture_size, self._room = size, room
        card = max(size.width() + 2 * self.PAD, min(self.least_width(), room))
        self.setFixedSize(card, size.height() + self.text_height + 2 * self.PAD)
        self._drawn = None
        self._draw()
        self.update()

    @property
    def score(self) -> Score | None:
        return self.picture.score if self.picture else None

    def score_text(self) -> str:
        """ "Comp.B 12  Cross.B 8  Emp.P 3": the parts of the live total."""
        s = self.score
        if s is None:
            return ""
        return self.tr("Comp.B {c}  Cross.B {x}  Emp.P {p}").format(
            c=s.completion_bonus, x=s.intersection_bonus, p=s.penalty
        )

    def parts_text(self) -> str:
        """The score's parts in one format for the whole strip, the longest of
        :meth:`parts_forms` that every small sheet has room for beside its total: never
        two formats side by side, and never one cut short ("0 + 0 − …")."""
        sheets = self._strip_sheets()
        step = step_for_all(
            [sheet.parts_forms() for sheet in sheets],
            lambda item, text: sheets[item]._parts_fit(text),
        )
        return form_at(self.parts_forms(), step)

    def parts_forms(self) -> tuple[str, ...]:
        """The score's parts as the caption may write them, longest first: named
        ("Comp.B 5  Cross.B 12  Emp.P 8"), as the sheet sums them ("5 + 12 − 8 ="),
        the sum without its spaces ("5+12−8="), then nothing beside the total (the
        standings and the status line name the parts; a screen reader hears them)."""
        s = self.score
        if s is None:
            return ("",)
        c, x, p = s.completion_bonus, s.intersection_bonus, s.penalty
        return (self.score_text(), summed(c, x, p, " "), summed(c, x, p, ""), "")

    def least_width(self) -> int:
        """Pixels of a card whose score line reads whole at the lowest score, its parts
        closest together: "0+0−10=" beside "−10". A total below zero takes
        the minus sign the other views show, wider than a hyphen: a card only as wide as
        its picture left the parts out beside it on a table of four at 1280x800."""
        parts = QFontMetricsF(_font(self.font(), PARTS_SIZE))
        needed = parts.horizontalAdvance(summed(0, 0, HIGHEST_PENALTY, ""))
        return math.ceil(needed + self._total_width(-HIGHEST_PENALTY) + PARTS_GAP) + 2 * self.PAD

    def _parts_fit(self, text: str) -> bool:
        """``text``, a form of :meth:`parts_forms`, fits beside the total (a sheet with
        no score yet has room for any)."""
        if self.score is None:
            return True
        parts = QFontMetricsF(_font(self.font(), PARTS_SIZE)).horizontalAdvance(text)
        return parts <= self._parts_room()

    def _parts_room(self) -> float:
        """Pixels left of the total for the score's parts."""
        total = self._total_width(self.score.total) if self.score is not None else 0.0
        return self.width() - 2 * self.PAD - total - PARTS_GAP

    def _total_width(self, total: int) -> float:
        """Pixels of ``total`` as the caption draws it."""
        bold = QFontMetricsF(_font(self.font(), TOTAL_SIZE, bold=True))
        return bold.horizontalAdvance(points_text(total))

    def _strip_sheets(self) -> list[SheetThumbnail]:
        """The small sheets of this one's strip (itself alone outside a strip)."""
        sheets = getattr(self.parentWidget(), "thumbnails", None)
        return list(sheets) if sheets else [self]

    def status_text(self) -> str:
        """ "✓ chosen", "choosing…" (the person at the mouse), "thinking…" (a bot yet to
        choose: bots choose as soon as the card is out), "to choose", "away", "a bot plays"
        (the host's bot plays a seat still joined), or "" (no card): the turn in full
        words, as a screen reader hears it."""
        return self.status_forms()[0]

    def status_forms(self) -> tuple[str, ...]:
        """The turn's status as the caption may draw it, longest first: the full words,
        then what stands in for them where the name needs the room: the standings' mark
        ("✓" chosen, "…" yet to choose, the card framed in blue when it is this seat's
        turn), or nothing where the standings show nothing (waiting, or away: the name
        is then drawn in grey italics, as the compact standings draw it)."""
        if self._chosen:
            return (self.tr("\u2713 chosen"), CHOSEN_MARK)
        if self.current and not self.seat.is_bot:
            return (self.tr("choosing\u2026"), CHOOSING_MARK)
        if self.current or (self._chosen is False and self.seat.is_bot):
            return (self.tr("thinking\u2026"), CHOOSING_MARK)
        if words := stand_words(self.away, self.bot_plays):  # away, or a bot plays
            return (*words, "")
        if self._chosen is False:
            return (self.tr("to choose"), "")
        return ("",)

    def caption_line(self) -> tuple[str, str]:
        """The name and the turn's status as the caption's first line draws them.

        The name comes first: the status takes the longest of its forms that fits
        beside the whole name, and the name is cut short only when even the shortest
        form (a mark) leaves it too little room. A three-letter name beside a mark fits
        the narrowest small sheet the table shows, at any text size it shows them. The
        strip speaks one way, as the standings beside it: the full words on every small
        sheet while each has room for its own beside its whole name, else the shorter
        forms on all (never "✓ chosen" beside a bare "✓")."""
        forms = self.status_forms()
        if len(forms) > 1 and not all(sheet._words_fit() for sheet in self._strip_sheets()):
            forms = forms[1:]
        name = self.seat.name
        for status in forms:
            if self._fits(name, status):
                return name, status
        status = forms[-1]
        room = self.width() - 2 * self.PAD - self._status_width(status)
        names = QFontMetricsF(self._name_font())
        return names.elidedText(name, Qt.TextElideMode.ElideRight, room), status

    def _words_fit(self) -> bool:
        """The status's full words fit beside the whole name."""
        return self._fits(self.seat.name, self.status_forms()[0])

    def _fits(self, name: str, status: str) -> bool:
        needed = QFontMetricsF(self._name_font()).horizontalAdvance(name)
        return needed + self._status_width(status) <= self.width() - 2 * self.PAD

    def _status_width(self, status: str) -> float:
        """Pixels of ``status`` and the gap before it (none without a status)."""
        if not status:
            return 0.0
        return QFontMetricsF(self._status_font(status)).horizontalAdvance(status) + NAME_GAP

    def _name_font(self) -> QFont:
        """The name's: bold, in italics while its person is away (as the chips draw it)."""
        font = _font(self.font(), NAME_SIZE, bold=True)
        font.setItalic(self.away)
        return font

    def _status_font(self, status: str) -> QFont:
        """The status's: bold once chosen and while choosing; a mark ("✓", "…") as large
        as the name beside it, where the words' smaller size left it a speck."""
        size = NAME_SIZE if status in (CHOSEN_MARK, CHOOSING_MARK) else STATUS_SIZE
        return _font(self.font(), size, bold=bool(self._chosen or self.current))

    # -- drawing -----------------------------------------------------------------------
    def _draw(self) -> None:
        """The picture drawn into ``image``: now, or when the card next shows (a strip
        set aside for the compact standings, as at a table of many seats, draws
        nothing at every turn)."""
        if self.isVisibleTo(self.window()):
            self._draw_now()

    def _draw_now(self) -> None:
        if self.picture is None:
            return
        ratio = self.devicePixelRatioF()
        size = self._picture_size * ratio
        if self.image.size() != size:
            self.image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
            self._drawn = None
        self.renderer.draw(self.image, self.picture, self._drawn)
        self._drawn = self.picture

    def _line_heights(self) -> tuple[int, int, int]:
        """Pixels of the caption's lines: name and status; the bot's level (0 without
        a tag line); score and total.

        The level's line holds only its letters above the baseline: its descenders
        reach into the room the score's line keeps above its smaller text. Every pixel
        counts: a taller caption makes the sheet smaller, and a table too small to read
        shows the compact standings instead."""
        name = QFontMetricsF(_font(self.font(), NAME_SIZE, bold=True)).height()
        tag = QFontMetricsF(_font(self.font(), STATUS_SIZE)).ascent() if self.tag_line else 0
        total = QFontMetricsF(_font(self.font(), TOTAL_SIZE, bold=True)).height()
        return math.ceil(name) + 4, math.ceil(tag), math.ceil(total)

    @property
    def text_height(self) -> int:
        """Pixels of the text lines under the picture (they follow the font size)."""
        return sum(self._line_heights()) + 2

    def tag_text(self) -> str:
        """The bot's level as its line shows it: whole ("bot, medium") where it fits,
        else the level alone ("medium"), cut short only if even that does not fit (the
        tooltip always has it whole); "" for a person or a strip without the line."""
        tag = seat_tag(self.seat)
        if not (tag and self.tag_line):
            return ""
        metrics = QFontMetricsF(_font(self.font(), STATUS_SIZE))
        room = self.width() - 2 * self.PAD
        if metrics.horizontalAdvance(tag) <= room:
            return tag
        assert self.seat.strategy is not None  # a tag is a bot's
        level = bot_level(self.seat.strategy) or self.seat.strategy
        return metrics.elidedText(level, Qt.TextElideMode.ElideRight, room)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self._picture_size.isValid():
            width = self._picture_size.width()
            self._picture_size = QSize()  # the caption's height changes with the font
            self.set_picture_width(width, self._room)

    def _picture_rect(self) -> QRectF:
        """Where the picture goes: at the top, in the middle of a card made wider for
        its caption."""
        left = (self.width() - self._picture_size.width()) / 2
        return QRectF(left, self.PAD, self._picture_size.width(), self._picture_size.height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt virtual
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        card = self.paint_card(painter)
        picture = self._picture_rect()
        if (
            self.image.size() != self._picture_size * self.devicePixelRatioF()
            or self._drawn != self.picture
        ):
            self._draw_now()  # moved to a screen of another density, or changed while hidden
        if not self.image.isNull() and self.picture is not None:
            painter.drawImage(picture, self.image)
        else:
            painter.fillRect(picture, QColor("#f2f4f5"))
        self._paint_text(painter, picture.bottom() + 3)
        self.paint_veil(painter, card)
        painter.end()

    def _paint_text(self, painter: QPainter, top: float) -> None:
        """Line 1: name and status; then the bot's level on a line of its own; last
        the score's parts and the total."""
        left, right = float(self.PAD), float(self.width() - self.PAD)
        height1, tag_height, height2 = self._line_heights()
        line1 = QRectF(left, top, right - left, height1)
        tag_baseline = top + height1 + tag_height - 1
        line2 = QRectF(left, top + height1 + tag_height, right - left, height2)
        middle = Qt.AlignmentFlag.AlignVCenter
        name, status = self.caption_line()
        painter.setFont(self._status_font(status))
        painter.setPen(CHOSEN if self._chosen else CHOOSING if self.current else QColor("#7a858f"))
        painter.drawText(line1, Qt.AlignmentFlag.AlignRight | middle, status)
        painter.setFont(self._name_font())
        painter.setPen(QColor("#7a858f" if self.away else "#22303a"))
        painter.drawText(line1, Qt.AlignmentFlag.AlignLeft | middle, name)
        if tag := self.tag_text():
            painter.setFont(_font(self.font(), STATUS_SIZE))
            painter.setPen(QColor("#5a6570"))
            painter.drawText(QPointF(left, tag_baseline), tag)
        if self.score is None:
            return
        total = points_text(self.score.total)
        painter.setFont(_font(self.font(), TOTAL_SIZE, bold=True))
        painter.setPen(QColor("#c0392b"))
        painter.drawText(line2, Qt.AlignmentFlag.AlignRight | middle, total)
        painter.setFont(_font(self.font(), PARTS_SIZE))
        painter.setPen(QColor("#5a6570"))
        painter.drawText(line2, Qt.AlignmentFlag.AlignLeft | middle, self.parts_text())


def summed(completion: int, intersection: int, penalty: int, space: str) -> str:
    """The score's parts as the sheet sums them: "5 + 12 − 8 =" (``space`` " "),
    or closer together, "5+12−8=" (``space`` "")."""
    return space.join((str(completion), "+", str(intersection), MINUS, str(penalty), "="))


def _font(base: QFont, factor: float, bold: bool = False) -> QFont:
    """``base`` ``factor`` times larger (ui/themes.grow_font's rule, for a painter)."""
    f = QFont(base)
    size = base.pointSizeF() if base.pointSizeF() > 0 else QFontInfo(base).pointSizeF()
    f.setPointSizeF(size * factor)
    f.setBold(bold)
    return f


class SheetStrip(QWidget):
    """The small sheets of every seat, in a grid beside or below the big sheet."""

    seat_clicked = Signal(int)

    def __init__(
        self,
        board: Board,
        seats: Sequence[Seat],
        parent: QWidget | None = None,
        columns: int = 1,
        picture_width: int = PICTURE_WIDTH,
    ) -> None:
        super().__init__(parent)
        self._look = ink.SeenLook()  # restyled after a theme switch (changeEvent)
        self.board = board
        self._prints: dict[tuple[int, int], QImage] = {}  # the print under the boxes
        # A scene takes tens of milliseconds to build: the seats start on one shared
        # scene (right, only slower to switch) and get their own one per idle moment.
        shared = SheetRenderer(board, self._prints, self)
        any_bot = any(seat.is_bot for seat in seats)
        self.thumbnails = [
            SheetThumbnail(shared, i, seat, picture_width, self, tag_line=any_bot)
            for i, seat in enumerate(seats)
        ]
        self._giving = True  # a scene is to be given at the next idle moment
        later(0, self, self._give_own_scene)
        for thumbnail in self.thumbnails:
            thumbnail.clicked.connect(self.seat_clicked)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(8)
        self._grid.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.set_columns(columns)

    def _give_own_scene(self) -> None:
        """One more seat draws through a scene of its own; the next one at the next idle
        (while the strip shows: hidden, it waits for its ``showEvent``)."""
        self._giving = False
        shared = self.thumbnails[0].renderer
        waiting = [t for t in self.thumbnails[1:] if t.renderer is shared]
        if waiting and self.isVisibleTo(self.window()):
            waiting[0].use_renderer(SheetRenderer(self.board, self._prints, self))
            self._giving = True
            later(0, self, self._give_own_scene)

    @property
    def settled(self) -> bool:
        """Every seat draws through a scene of its own (a moment after the strip is made)."""
        return len({id(t.renderer) for t in self.thumbnails}) == len(self.thumbnails)

    def set_columns(self, columns: int) -> None:
        """Lay the small sheets out ``columns`` to a row, in seat order."""
        columns = max(1, columns)
        for thumbnail in self.thumbnails:
            self._grid.removeWidget(thumbnail)
        for i, thumbnail in enumerate(self.thumbnails):
            self._grid.addWidget(thumbnail, i // columns, i % columns)

    @property
    def spacing(self) -> int:
        """Pixels between two small sheets."""
        return self._grid.spacing()

    def set_picture_width(self, width: int, room: int = 0) -> None:
        """Every small sheet's picture ``width`` pixels wide, each card up to ``room``
        (see SheetThumbnail.set_picture_width)."""
        for thumbnail in self.thumbnails:
            thumbnail.set_picture_width(width, room)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt virtual
        super().showEvent(event)
        if not (self.settled or self._giving):
            self._giving = True
            later(0, self, self._give_own_scene)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        super().changeEvent(event)
        # A theme switch (ui/themes/): every small sheet drawn again (their scenes are).
        if self._look.changed(event):
            self._prints.clear()
            for thumbnail in self.thumbnails:
                thumbnail.use_renderer(thumbnail.renderer)
                thumbnail.update()

    def show_seat(self, seat: int, sheet: SheetState, crossed: Iterable[int], live: Score) -> None:
        """One seat's sheet as the table may see it (e.g. after the session's
        ``sheet_changed(seat)``); drawn again only where it changed."""
        self.thumbnails[seat].show_sheet(sheet, crossed, live)

    def show_turn(
        self,
        chosen: Collection[int] | None,
        current: int | None,
        away: Mapping[int, bool] | None = None,
        played: Set[int] = frozenset(),
    ) -> None:
        """Who has chosen this turn (None: no card on the table), who chooses now,
        whose person is away (a table across computers) and whose seat the host's bot
        plays while they are still joined (``played``), as the standings take them."""
        away = away or {}
        for i, thumbnail in enumerate(self.thumbnails):
            thumbnail.set_chosen(None if chosen is None else i in chosen)
            thumbnail.set_current(i == current)
            thumbnail.set_away(i in away, bot_plays_seat(i, away, played))
            thumbnail.describe()  # heard as it is drawn: chosen, choosing, away
            thumbnail.update()  # one seat's turn may change how every caption says it

    def set_shown(self, seat: int | None) -> None:
        """Tint the small sheet of the seat shown large."""
        for i, thumbnail in enumerate(self.thumbnails):
            thumbnail.set_shown(i == seat)
