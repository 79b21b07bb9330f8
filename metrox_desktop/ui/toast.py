"""A short announcement over the sheet ("Ginza completed! +5") that fades away."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, Qt, QTimer
from PySide6.QtWidgets import QGraphicsOpacityEffect, QLabel, QWidget

from metrox_desktop.ui.themes import font_pt

SHOW_MS = 2200
FADE_MS = 600


class Toast(QLabel):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setStyleSheet(
            "QLabel { background: rgba(31, 45, 61, 225); color: white; border-radius: 12px;"
            f" padding: 10px 22px; font-size: {font_pt(1.35)}; font-weight: bold; }}"
        )
        self._effect = QGraphicsOpacityEffect(self)
        self.setGraphicsEffect(self._effect)
        self._fade = QPropertyAnimation(self._effect, b"opacity", self)
        self._fade.setDuration(FADE_MS)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.setEasingCurve(QEasingCurve.Type.InQuad)
        self._fade.finished.connect(self.hide)
        self._timer = QTimer(self, singleShot=True, interval=SHOW_MS)
        self._timer.timeout.connect(self._fade.start)
        self.hide()

    def show_message(self, text: str) -> None:
        self._fade.stop()
        self._effect.setOpacity(1.0)
        self.setText(text)
        self.adjustSize()
        parent = self.parentWidget()
        if parent is not None:
            self.move((parent.width() - self.width()) // 2, 18)
        self.show()
        self.raise_()
        self._timer.start()
