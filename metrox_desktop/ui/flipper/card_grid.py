"""Small cards in rows, each with a caption under it: what the deck holds, the discards."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from metrox_desktop.engine.cards import Card
from metrox_desktop.ui.sheet.card_art import CARD_RATIO, paint_card
from metrox_desktop.ui.sheet.ink import font

CAPTION = QColor("#f4f1e8")  # on the flipper's dark table
CARD_SHARE = 0.8  # of a cell's width: the rest is the gap between cards
FADED = 0.22  # a card kind the deck no longer holds: there, but clearly gone


class GridCard(NamedTuple):
    card: Card
    caption: str = ""
    faded: bool = False


class CardGrid(QWidget):
    """The cards fill rows of ``columns``, as large as the widget's width and height
    allow (a long discard pile shrinks its cards instead of pushing others away)."""

    def __init__(self, columns: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.columns = columns
        self.cards: tuple[GridCard, ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(60)

    def set_cards(self, cards: Sequence[GridCard]) -> None:
        self.cards = tuple(cards)
        self.setAccessibleDescription(
            ", ".join(f"{c.card.code} {c.caption}".strip() for c in self.cards)
        )
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt virtual
        return QSize(300, 160)

    def _cell_width(self) -> float:
        rows = max(1, -(-len(self.cards) // self.columns))
        by_width = self.width() / self.columns
        by_height = self.height() / rows / (CARD_SHARE * CARD_RATIO + self._caption_share())
        return min(by_width, by_height)

    def _caption_share(self) -> float:
        """The caption's height under a card, as a share of a cell's width."""
        return 0.32 if any(c.caption for c in self.cards) else 0.1

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt virtual
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cell_w = self._cell_width()
        cell_h = cell_w * (CARD_SHARE * CARD_RATIO + self._caption_share())
        card_w = cell_w * CARD_SHARE
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
