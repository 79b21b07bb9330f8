"""New game: the map (with a small preview), the deck, and an optional deal code."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.deal import DEAL_CODE_MAX
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import builtin_deck_ids, load_deck
from metrox_desktop.maps.loader import builtin_map_ids, load_builtin

PREVIEW = QSize(360, 262)


@dataclass(frozen=True)
class GameOptions:
    map_id: str
    deck_id: str
    seed: str | None  # None: a fresh random deal


def map_preview(map_id: str, size: QSize = PREVIEW, ratio: float = 1.0) -> QPixmap:
    """The empty sheet drawn small."""
    from metrox_desktop.ui.scene import MapScene

    scene = MapScene(Board.load(map_id))
    pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(QColor("#ffffff"))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(
        painter,
        QRectF(0, 0, size.width(), size.height()),
        scene.sceneRect(),
        Qt.AspectRatioMode.KeepAspectRatio,
    )
    painter.end()
    return pixmap


class NewGameDialog(QDialog):
    def __init__(
        self, map_id: str = "tokyo", deck_id: str = "okazu-20", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self._previews: dict[str, QPixmap] = {}
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.map_combo = QComboBox()
        for mid in builtin_map_ids():
            self.map_combo.addItem(load_builtin(mid).name.en, mid)
        self.map_combo.setCurrentIndex(max(0, self.map_combo.findData(map_id)))
        self.deck_combo = QComboBox()
        for did in builtin_deck_ids():
            self.deck_combo.addItem(load_deck(did).name, did)
        self.deck_combo.setCurrentIndex(max(0, self.deck_combo.findData(deck_id)))
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setMaxLength(DEAL_CODE_MAX)
        self.seed_edit.setToolTip(
            self.tr("The same deal code on the same map and deck deals the same cards.")
        )
        form.addRow(self.tr("Map:"), self.map_combo)
        form.addRow(self.tr("Deck:"), self.deck_combo)
        form.addRow(self.tr("Deal code:"), self.seed_edit)
        layout.addLayout(form)
        self.preview = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(PREVIEW)
        layout.addWidget(self.preview)
        self.deck_note = QLabel(wordWrap=True)
        self.deck_note.setStyleSheet("color: #5a6570;")
        layout.addWidget(self.deck_note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.map_combo.currentIndexChanged.connect(self._show_map)
        self.deck_combo.currentIndexChanged.connect(self._show_deck)
        self._show_map()
        self._show_deck()

    def _show_map(self) -> None:
        mid = str(self.map_combo.currentData())
        if mid not in self._previews:
            self._previews[mid] = map_preview(mid, PREVIEW, self.devicePixelRatioF())
        self.preview.setPixmap(self._previews[mid])

    def _show_deck(self) -> None:
        deck = load_deck(str(self.deck_combo.currentData()))
        note = self.tr("{n} cards.").format(n=deck.size)
        if deck.reconstructed:
            note += " " + self.tr(
                "The rulebook does not list the cards: this distribution is reconstructed."
            )
        self.deck_note.setText(note)

    def options(self) -> GameOptions:
        seed = self.seed_edit.text().strip() or None
        return GameOptions(
            str(self.map_combo.currentData()), str(self.deck_combo.currentData()), seed
        )
