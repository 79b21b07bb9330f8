"""Keeping a tall dialog on the screen: how much room it has, and a scroll area that is
as tall as its content until the dialog runs out of room (``grown`` when rows arrive
later, e.g. par's costly turns).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Signal
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QStyle, QWidget

from metrox_desktop.ui.desktop import TITLE_BAR, free_area, within_frame

MIN_LINES = 4  # a scrolled area keeps at least this many lines of text in view


def bounds_for(window: QWidget | None) -> QRect:
    """Where a dialog over ``window`` may be, its frame included: inside the window (a
    720x480 window keeps its dialog within it) and inside the screen's free area (a
    768-pixel laptop screen)."""
    free = free_area(window)
    if window is None:
        return free
    both = free.intersected(window.window().frameGeometry())
    return both if both.height() > TITLE_BAR else free


def room_for(window: QWidget | None) -> QSize:
    """The largest size a dialog over ``window`` may take, less its frame."""
    return within_frame(bounds_for(window))


def keep_inside(dialog: QWidget, bounds: QRect) -> None:
    """Move ``dialog`` (grown past an edge as rows arrived) back inside ``bounds``."""
    frame = dialog.frameGeometry()
    dx = min(0, bounds.right() - frame.right()) or max(0, bounds.left() - frame.left())
    dy = min(0, bounds.bottom() - frame.bottom()) or max(0, bounds.top() - frame.top())
    if dx or dy:
        dialog.move(dialog.pos() + QPoint(dx, dy))


class FittingScrollArea(QScrollArea):
    """``content`` at its full height when that fits, else scrolled: the area asks for
    all of it (``sizeHint``) and makes do with a few lines (``minimumSizeHint``)."""

    grown = Signal()

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content = content
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        content.installEventFilter(self)
        self.bar_room = True  # the dialog says False when all of the content fits

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt virtual
        if watched is self.content and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the dialog's layout asks again how tall this is
            self.grown.emit()
        return False

    def _bar(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt virtual
        content = self.content
        hint = content.sizeHint()
        # Room for the scroll bar too when it shows (``bar_room``): the content keeps
        # its width instead of being squeezed under it.
        bar = self._bar() if self.bar_room else 0
        height = hint.height()
        if content.hasHeightForWidth() and self.width() > hint.width() // 2:
            # At the width it was given: text and chips may wrap onto more lines.
            height = max(height, content.heightForWidth(self.width() - bar))
        return QSize(hint.width() + bar, height)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt virtual
        content = self.content
        lines = MIN_LINES * content.fontMetrics().lineSpacing()
        return QSize(
            content.minimumSizeHint().width() + self._bar(),
            min(content.sizeHint().height(), lines),
        )


class WrappingLabel(QLabel):
    """Plain text on one line where there is room and wrapped where there is not: a long
    name or translation never widens a dialog past a small window, and a short one is
    not broken for nothing (a wrapping QLabel guesses a narrower width)."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt virtual
        hint = super().sizeHint()
        one_line = self.fontMetrics().horizontalAdvance(self.text()) + 2 * self.margin() + 2
        return QSize(max(hint.width(), one_line), hint.height())
