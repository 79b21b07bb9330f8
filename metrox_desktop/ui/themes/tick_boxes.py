"""A tick box's frame, a text field's and a slider's, that show on the dark and the
high-contrast window.

Fusion draws a check box's frame a shade darker than the window, in menus too (View >
Show choices before the turn resolves, Colours > Colour-blind palette): on the dark
window it could hardly be seen, on high contrast's black not at all, so an option
left off read as plain text. A text field (a name, the deal code, the box friends'
codes are pasted in) is framed the same way, on a ground that is the window's own
black in high contrast: an empty field was nowhere to be seen; so was a slider's
handle (the replay viewer's turns). ``VisibleTickBoxes`` is Fusion with those frames
drawn again in the window's text colour (WCAG 1.4.11 asks 3:1 for a control's edge).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import (
    QPlainTextEdit,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionComplex,
    QTextEdit,
    QWidget,
)


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
        if element == QStyle.PrimitiveElement.PE_IndicatorCheckBox or _text_field_edge(
            element, widget
        ):
            _edged(painter, option, [option.rect])

    def drawComplexControl(  # noqa: N802 - Qt virtual
        self,
        control: QStyle.ComplexControl,
        option: QStyleOptionComplex,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawComplexControl(control, option, painter, widget)
        if control != QStyle.ComplexControl.CC_Slider or widget is None:
            return
        # A slider's groove and handle (the replay's turns): Fusion draws them a shade
        # off the window, and on black the handle could not be found.
        parts = (QStyle.SubControl.SC_SliderGroove, QStyle.SubControl.SC_SliderHandle)
        _edged(painter, option, [self.subControlRect(control, option, p, widget) for p in parts])


def _edged(painter: QPainter, option: QStyleOption, rects: list[QRect]) -> None:
    """``rects`` outlined in the window's text colour."""
    painter.save()
    painter.setPen(option.palette.color(QPalette.ColorRole.WindowText))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for rect in rects:
        painter.drawRect(rect.adjusted(0, 0, -1, -1))
    painter.restore()


def _text_field_edge(element: QStyle.PrimitiveElement, widget: QWidget | None) -> bool:
    """Whether ``element`` is the edge of a field text is typed in: a line edit's (a
    spin box's and an editable combo box's too), or a text box's one may write in."""
    if element == QStyle.PrimitiveElement.PE_FrameLineEdit:
        return True
    return (
        element == QStyle.PrimitiveElement.PE_Frame
        and isinstance(widget, (QPlainTextEdit, QTextEdit))
        and not widget.isReadOnly()
    )
