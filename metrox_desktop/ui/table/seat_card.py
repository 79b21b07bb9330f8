"""SeatCard: a seat's clickable card on the table (a small sheet, a standings chip).

What they share: a click asks to see that seat's sheet large (``clicked(seat)``); a
rounded card framed in blue while the seat chooses, lighter while hovered, tinted
while its sheet is the one shown large; the dark theme's veil over it all.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QEnterEvent, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QWidget

from metrox_desktop.seats import Seat
from metrox_desktop.ui.sheet.ink import veil_colour
from metrox_desktop.ui.table.seat_labels import CHOOSING, SHOWN


class SeatCard(QWidget):
    clicked = Signal(int)  # the seat

    RADIUS = 7.0  # pixels: the card's rounded corners

    def __init__(self, seat_index: int, seat: Seat, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat_index = seat_index
        self.seat = seat
        self.current = False  # the seat choosing now (set_current)
        self.shown = False  # its sheet is the one shown large (set_shown)
        self._hover = False
        # Never focused: Tab and Space belong to the sheet (stepping choices, flipping).
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setAccessibleName(seat.name)

    def set_current(self, current: bool) -> None:
        """This seat is the one choosing now (framed in blue)."""
        if current != self.current:
            self.current = current
            self.update()

    def set_shown(self, shown: bool) -> None:
        """This seat's sheet is the one shown large (tinted)."""
        if shown != self.shown:
            self.shown = shown
            self.update()

    def paint_card(self, painter: QPainter) -> QRectF:
        """The card's frame and background; the rectangle inside the frame."""
        card = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        if self.current:
            border = QPen(CHOOSING, 3)
        elif self._hover:
            border = QPen(QColor("#8fb1e3"), 2)
        else:
            border = QPen(QColor("#cfd6dc"), 1)
        painter.setPen(border)
        painter.setBrush(SHOWN if self.shown else QColor("#ffffff"))
        painter.drawRoundedRect(card, self.RADIUS, self.RADIUS)
        return card

    def paint_veil(self, painter: QPainter, card: QRectF) -> None:
        """The dark theme dims the seat's card as it dims the big sheet."""
        veil = veil_colour()
        if veil.alpha():
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(veil)
            painter.drawRoundedRect(card, self.RADIUS, self.RADIUS)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt virtual
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
            event.position().toPoint()
        ):
            self.clicked.emit(self.seat_index)
        super().mouseReleaseEvent(event)

    def enterEvent(self, event: QEnterEvent) -> None:  # noqa: N802 - Qt virtual
        self._hover = True
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        self._hover = False
        self.update()
