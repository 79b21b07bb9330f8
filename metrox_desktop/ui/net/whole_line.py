"""WholeLine: a line of large letters read whole in any room, such as the host's room
code: where the room its layout gives is narrower than the line, its letters get
smaller until it fits (never smaller than the window's own text), rather than the end
of the line being cut ("Room DEQRZ" for DEQRZ4 on the host's smallest window)."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetricsF, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy

from metrox_desktop.ui.themes import grow_font


class WholeLine(QLabel):
    def __init__(self, factor: float, bold: bool = False) -> None:
        super().__init__()
        self._smallest = QFont(self.font()).pointSizeF()
        grow_font(self, factor, bold=bold)
        self._full = QFont(self.font())  # the size it has where there is room
        # as wide as its row leaves it (the row's other widgets keep theirs), never wider
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def setText(self, text: str) -> None:  # noqa: N802 - as QLabel's
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt virtual
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit()

    def _fit(self) -> None:
        font = QFont(self._full)
        room = self.contentsRect().width() - 2 * self.margin() - 1
        wide = QFontMetricsF(font).horizontalAdvance(self.text())
        if room > 0 and wide > room:
            font.setPointSizeF(max(self._smallest, font.pointSizeF() * room / wide))
        if font != self.font():
            self.setFont(font)
