"""CardWidget: one indicator card drawn at any size, face down when there is none; a
newly flipped card turns over. The game window's card panel and the card flipper both
show their card with it."""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QRectF,
    QSize,
    QVariantAnimation,
)
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from metrox_desktop.engine.cards import Card
from metrox_desktop.ui.context import app_context
from metrox_desktop.ui.sheet.card_art import CARD_RATIO, card_name, paint_card


class CardWidget(QWidget):
    """One card, drawn at any size (face down when ``card`` is None)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._card: Card | None = None
        self._face_up = False
        self._turn = 1.0  # flip animation: 0 = edge-on, 1 = flat
        self._flip = QVariantAnimation(self)
        self._flip.setDuration(220)
        self._flip.setStartValue(0.0)
        self._flip.setEndValue(1.0)
        self._flip.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._flip.valueChanged.connect(self._on_flip)
        self.setMinimumSize(120, 168)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    @property
    def card(self) -> Card | None:
        return self._card if self._face_up else None

    def set_card(self, card: Card | None) -> None:
        turns = card is not None and card is not self._card and self.isVisible()
        if turns and not app_context().picture_mode:  # a picture shows the card itself
            self._flip.start()  # a newly flipped card turns over
        self._card, self._face_up = card, card is not None
        self._name_card()
        self.update()

    def _name_card(self) -> None:
        """What a screen reader says of the card: its name as players say it ("circled
        2", in the window's language), not the record's code ("circled-2")."""
        # translate(), not self.tr(): the flipper's TableCard inherits this text
        nothing = QCoreApplication.translate("CardWidget", "No card flipped")
        self.setAccessibleName(nothing if self._card is None else card_name(self._card))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._name_card()

    def _on_flip(self, value: object) -> None:
        self._turn = float(value) if isinstance(value, (int, float)) else 1.0
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt virtual
        return QSize(160, 224)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt virtual
        painter = QPainter(self)
        h = float(self.height() - 4)
        w = h / CARD_RATIO
        if w > self.width() - 4:
            w = float(self.width() - 4)
            h = w * CARD_RATIO
        rect = QRectF((self.width() - w) / 2, (self.height() - h) / 2, w, h)
        turn = self._turn if self._flip.state() == QVariantAnimation.State.Running else 1.0
        if turn < 1.0:
            # Turning over: squeezed sideways, the back showing for the first half.
            c = rect.center()
            painter.translate(c)
            painter.scale(max(0.02, abs(turn * 2 - 1)), 1.0)
            painter.translate(-c)
            paint_card(painter, rect, self._card, self._face_up and turn >= 0.5)
        else:
            paint_card(painter, rect, self._card, self._face_up)
        painter.end()
