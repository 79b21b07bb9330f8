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
from metrox_desktop.ui.language import sentences
from metrox_desktop.ui.sheet.card_art import card_name, card_pixmap
from metrox_desktop.ui.table.table_layout import grow_with_window, window_scale


class DiscardDialog(QDialog):
    def __init__(
        self, played: Sequence[Card], in_pile: int, cards_left: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        scale = window_scale(parent)  # the cards larger over a large window
        card = QSize(60, 84) * scale
        self.setWindowTitle(self.tr("Discard pile"))
        layout = QVBoxLayout(self)
        self.shuffled_back = len(played) - in_pile  # the first turns, faded
        played_text = self.tr("%n card(s) played.", None, len(played)) if played else ""
        if not played:
            pile_text = self.tr("No card has been flipped yet.")
        elif not in_pile:
            pile_text = self.tr(
                "The discard pile is empty: every card was just shuffled back into the deck."
            )
        elif in_pile == 1:
            pile_text = self.tr("The last card is on the discard pile.")
        else:
            pile_text = self.tr("The last {n} cards are on the discard pile.").format(n=in_pile)
        if self.shuffled_back and in_pile:
            pile_text = sentences(
                (pile_text, self.tr("Faded cards were shuffled back into the deck."))
            )
        left_text = self.tr("%n card(s) left in the deck.", None, cards_left)
        text = sentences((played_text, pile_text, left_text))
        self.text_label = QLabel(text, wordWrap=True)
        layout.addWidget(self.text_label)
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Cards played"))  # for screen readers
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setIconSize(card)
        self.list.setGridSize(QSize(86, 134) * scale)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        ratio = self.devicePixelRatioF()
        for turn, played_card in enumerate(played, start=1):
            back = turn <= self.shuffled_back  # shuffled back into the deck already
            item = QListWidgetItem(
                card_pixmap(played_card, card, ratio, 0.35 if back else 1.0),
                self.tr("Turn {n}").format(n=turn),
            )
            item.setToolTip(card_name(played_card))
            if back:
                item.setForeground(self.palette().placeholderText())
            self.list.addItem(item)
        self.list.setCurrentRow(-1)  # no card looks picked
        self.list.scrollToBottom()  # the latest turns first in view
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setDefault(True)
        self.close_button.setFocus()  # Enter or Escape closes; no card looks picked
        grow_with_window(self)
        self.resize(QSize(620, 420) * scale)
