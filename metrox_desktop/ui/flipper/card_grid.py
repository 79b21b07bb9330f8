"""Small cards in rows, each with a caption under it: what the deck holds, the discards."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from metrox_desktop.engine.cards import Card
from metrox_desktop.ui.card_art import paint_card
from metrox_desktop.ui.card_panel import CARD_RATIO
from metrox_desktop.ui.ink import font

CAPTION = QColor("#f4f1e8")  # on the flipper's dark table
FADED = 0.22  # a card kind the deck no longer holds: there, but clearly gone


class GridCard(NamedTuple):
    card: Card
    caption: str = ""
    faded: bool = False


class CardGrid(QWidget):
    def __init__(self, columns: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.columns = columns
        self.cards: tuple[GridCard, ...] = ()
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_cards(self, cards: Sequence[GridCard]) -> None:
        self.cards = tuple(cards)
        self.setAccessibleDescription(
            ", ".join(f"{c.card.code} {c.caption}".strip() for c in self.cards)
        )
        self.updateGeometry()
        self.update()

    def _rows(self) -> int:
        return max(1, -(-len(self.cards) // self.columns))

    def _cell(self, width: int) -> tuple[float, float]:
        """(cell width, cell height) for a widget ``width`` wide."""
        cell_w = width / self.columns
        captioned = any(c.caption for c in self.cards)
        return cell_w, cell_w * 0.8 * CARD_RATIO + (cell_w * 0.32 if captioned else cell_w * 0.1)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt virtual
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt virtual
        return round(self._cell(width)[1] * self._rows())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt virtual
        return QSize(300, self.heightForWidth(300))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt virtual
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cell_w, cell_h = self._cell(self.width())
        card_w = cell_w * 0.8
        for i, entry in enumerate(self.cards):
            x = (i % self.columns) * cell_w + (cell_w - card_w) / 2
            y = (i // self.columns) * cell_h
            painter.setOpacity(FADED if entry.faded else 1.0)
            paint_card(painter, QRectF(x, y, card_w, card_w * CARD_RATIO), entry.card)
            if entry.caption:
                painter.setFont(font(cell_w * 0.2, bold=True))
                painter.setPen(CAPTION)
                caption = QRectF(x, y + card_w * CARD_RATIO, card_w, cell_w * 0.3)
                painter.drawText(caption, Qt.AlignmentFlag.AlignCenter, entry.caption)
        painter.end()
