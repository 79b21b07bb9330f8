"""The compact standings: one chip per player (place, name, whether they have chosen,
total), best first, for a window too small for the small sheets.

As on an online table, your own sheet stays large and the others come on demand: a
click on a chip shows that seat's sheet large (``seat_clicked``). It shows the same
ranking as the full standings, from the one model the table panel feeds
(:class:`~.standings_model.StandingsModel`).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
)
from PySide6.QtWidgets import QGridLayout, QSizePolicy, QWidget

from metrox_desktop.seats import Seat
from metrox_desktop.ui.table.seat_card import SeatCard
from metrox_desktop.ui.table.seat_labels import CHOOSING, CHOSEN, stand_word
from metrox_desktop.ui.table.standings_model import CHOSEN_MARK, StandingsModel
from metrox_desktop.words import points_text

CHIP_EMS = 9.0  # a chip's least width, in the font's height: a short name and a total
SPACING = 6  # pixels between chips


class SeatChip(SeatCard):
    """One player in the compact standings."""

    RADIUS = 6.0

    def __init__(self, seat_index: int, seat: Seat, parent: QWidget | None = None) -> None:
        super().__init__(seat_index, seat, parent)
        self.place = ""
        self.total = ""
        self.status = ""  # "\u2713" chosen, "\u2026" choosing now, "" otherwise
        self.away = False  # its person is away from a table across computers: named in grey
        self.bot_plays = False  # the host's bot plays their seat (away, or late)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt virtual
        line = QFontMetricsF(self._bold()).height()
        return QSize(math.ceil(line * CHIP_EMS), math.ceil(line + 12))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt virtual
        return self.sizeHint()

    def _bold(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt virtual
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = self.paint_card(painter)
        text = card.adjusted(8, 0, -8, 0)
        middle = Qt.AlignmentFlag.AlignVCenter
        bold = self._bold()
        metrics = QFontMetricsF(bold)
        painter.setFont(bold)
        painter.setPen(QColor("#c0392b"))
        painter.drawText(text, Qt.AlignmentFlag.AlignRight | middle, self.total)
        right = text.right() - metrics.horizontalAdvance(self.total or "0") - 6
        if self.status:
            painter.setPen(CHOSEN if self.status == CHOSEN_MARK else CHOOSING)
            width = metrics.horizontalAdvance(self.status)
            painter.drawText(
                QRectF(right - width, text.top(), width, text.height()), middle, self.status
            )
            right -= width + 6
        painter.setPen(QColor("#7a858f" if self.away else "#22303a"))
        place = f"{self.place}." if self.place else ""
        painter.drawText(text, Qt.AlignmentFlag.AlignLeft | middle, place)
        left = text.left() + (metrics.horizontalAdvance(place) + 6 if place else 0)
        if self.away:
            italic = QFont(bold)
            italic.setItalic(True)
            painter.setFont(italic)
            metrics = QFontMetricsF(italic)
        name = metrics.elidedText(
            self.seat.name, Qt.TextElideMode.ElideRight, max(0.0, right - left)
        )
        painter.drawText(QRectF(left, text.top(), right - left, text.height()), middle, name)
        self.paint_veil(painter, card)
        painter.end()


class SeatBar(QWidget):
    """Every player's place, total and turn in a chip; rows of chips as wide as it is."""

    seat_clicked = Signal(int)

    def __init__(self, model: StandingsModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.seats = model.seats
        self.chips = [SeatChip(i, seat, self) for i, seat in enumerate(self.seats)]
        for chip in self.chips:
            chip.clicked.connect(self.seat_clicked)
        self._order = list(range(len(self.seats)))
        self._columns = 0
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(SPACING)
        self.setAccessibleName(self.tr("Standings"))
        self.set_columns(len(self.chips))
        model.changed.connect(self._show_ranking)

    def order(self) -> list[int]:
        """The seats as listed, best first."""
        return list(self._order)

    def columns_for(self, width: int) -> int:
        """As many chips to a row as fit ``width`` pixels (all in one row if they can),
        the rows evened out (2 and 2, not 3 and 1)."""
        chip = self.chips[0].sizeHint().width() + SPACING
        most = max(1, min(len(self.chips), (width + SPACING) // chip))
        rows = -(-len(self.chips) // most)
        return -(-len(self.chips) // rows)

    def set_columns(self, columns: int) -> None:
        """``columns`` chips to a row, in the order of the standings."""
        if columns == self._columns:
            return
        self._columns = columns
        self._place_chips()

    def _place_chips(self) -> None:
        for chip in self.chips:
            self._grid.removeWidget(chip)
        for k, seat in enumerate(self._order):
            self._grid.addWidget(self.chips[seat], k // self._columns, k % self._columns)
        self._grid.activate()  # placed now, not at the next pass of the event loop

    def set_shown(self, seat: int | None) -> None:
        """Tint the chip of the seat whose sheet is shown large."""
        for chip in self.chips:
            chip.set_shown(chip.seat_index == seat)

    def _spoken(self, chip: SeatChip) -> str:
        """What a screen reader says of a chip beside its name, in words: "place 2,
        total 15, chosen", not the marks drawn ("2 15 ✓")."""
        model = self.model
        parts = []
        if chip.place:
            parts.append(self.tr("place {place}").format(place=chip.place))
        if chip.total:
            parts.append(self.tr("total {total}").format(total=chip.total))
        if model.has_chosen(chip.seat_index):
            parts.append(self.tr("chosen"))
        elif chip.seat_index == model.current:
            parts.append(self.tr("choosing"))
        if word := stand_word(chip.away, chip.bot_plays):
            parts.append(word)
        return ", ".join(parts)

    def _show_ranking(self) -> None:
        """The model's ranking: each chip's place, total and turn mark, best first."""
        model = self.model
        for standing in model.ranked:
            chip = self.chips[standing.seat]
            chip.place, chip.total = str(standing.place), points_text(standing.score.total)
            s = standing.score
            chip.setToolTip(
                self.tr(
                    "{name}: Comp.B {c} + Cross.B {x} \u2212 Emp.P {p} = {t} (X = {e}). "
                    "Click to see this sheet."
                ).format(
                    name=model.named(standing.seat, chip.seat.name),
                    c=s.completion_bonus,
                    x=s.intersection_bonus,
                    p=s.penalty,
                    t=points_text(s.total),
                    e=s.empty_stations,
                )
            )
        for chip in self.chips:
            chip.status = model.status(chip.seat_index)
            chip.set_current(chip.seat_index == model.current)
            chip.away = chip.seat_index in model.away
            chip.bot_plays = model.bot_plays(chip.seat_index)
            chip.setAccessibleDescription(self._spoken(chip))
            chip.update()
        if model.order != self._order:
            self._order = list(model.order)
            self._place_chips()
