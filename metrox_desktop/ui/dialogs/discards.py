"""The discard pile, opened: every card played this game, by turn."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.engine.cards import Card
from metrox_desktop.ui.card_art import card_name, card_pixmap


class DiscardDialog(QDialog):
    def __init__(
        self, played: Sequence[Card], in_pile: int, cards_left: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Discard pile"))
        layout = QVBoxLayout(self)
        if in_pile:
            text = self.tr(
                "{n} cards played. The last {pile} are on the discard pile (greyed turns were"
                " shuffled back into the deck); {left} are left in the deck."
            ).format(n=len(played), pile=in_pile, left=cards_left)
        else:
            text = self.tr(
                "{n} cards played. The discard pile is empty: every card was just shuffled"
                " back into the deck ({left} cards)."
            ).format(n=len(played), left=cards_left)
        label = QLabel(text)
        label.setWordWrap(True)
        layout.addWidget(label)
        self.list = QListWidget()
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setIconSize(QSize(60, 84))
        self.list.setGridSize(QSize(86, 134))
        self.list.setMovement(QListView.Movement.Static)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        ratio = self.devicePixelRatioF()
        for turn, card in enumerate(played, start=1):
            item = QListWidgetItem(
                card_pixmap(card, QSize(60, 84), ratio), self.tr("Turn {n}").format(n=turn)
            )
            item.setToolTip(card_name(card))
            if turn <= len(played) - in_pile:
                item.setForeground(self.palette().placeholderText())  # shuffled back already
            self.list.addItem(item)
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(620, 420)
