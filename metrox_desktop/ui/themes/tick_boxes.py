"""A tick box's frame that shows on the dark and the high-contrast window.

Fusion draws a check box's frame a shade darker than the window, in menus too (View >
Show choices before the turn resolves, Colours > Colour-blind palette): on the dark
window it could hardly be seen, on high contrast's black not at all, so an option
left off read as plain text. ``VisibleTickBoxes`` is Fusion with that frame drawn
again in the window's text colour (WCAG 1.4.11 asks 3:1 for a control's edge).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QWidget


class VisibleTickBoxes(QProxyStyle):
    def __init__(self) -> None:
        super().__init__("Fusion")

    def drawPrimitive(  # noqa: N802 - Qt virtual
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if element == QStyle.PrimitiveElement.PE_IndicatorCheckBox:
            painter.save()
            painter.setPen(option.palette.color(QPalette.ColorRole.WindowText))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(option.rect.adjusted(0, 0, -1, -1))
            painter.restore()
