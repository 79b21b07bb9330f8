"""How large the parts of the game window are at a window size.

The big sheet comes first. Beside it, the card panel and, at a table of several, the
small sheets and standings grow with a large window (a shared screen read from across
the room) and never shrink below their size at the default window.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QWidget

from metrox_desktop.ui.desktop import free_area, within_frame
from metrox_desktop.ui.sheet.card_art import CARD_RATIO

BASE_WIDTH, BASE_HEIGHT = 1280, 860  # the default window: everything at its own size
MAX_SCALE = 2.0
CARD_PANEL_WIDTH = 230  # pixels at scale 1 (the card panel's fixed width)
CARD_HEIGHT = 224  # pixels at scale 1
CARD_HEIGHT_SHARE = 0.32  # of the window's height, at most, for the card on a large window
CARD_GROWTH = 1.4  # the card grows faster than the text: it is what the table looks at
CARD_MARGINS = 32  # pixels, left and right of the card in its panel
BASE_FONT = "metroxBaseFont"  # a widget's property: its font at scale 1


def display_scale(width: int, height: int) -> float:
    """How much larger text and panels are than at the default window (1 up to it)."""
    return max(1.0, min(MAX_SCALE, width / BASE_WIDTH, height / BASE_HEIGHT))


def window_scale(widget: QWidget | None) -> float:
    """``display_scale`` of the window ``widget`` is in (1 without one), or of the
    window that one was opened from: a dialog over a large window is as large as the
    window's panels."""
    if widget is None:
        return 1.0
    window = widget.window()
    # A window opened from another (History's replay viewer): as large as the first one.
    while (opener := window.parentWidget()) is not None:
        window = opener.window()
    return display_scale(window.width(), window.height())


def grown_size(size: QSize, scale: float, near: QWidget | None) -> QSize:
    """A window's ``size`` at scale 1, ``scale`` times larger as far as the free area of
    the screen ``near`` is on allows (never smaller than ``size``)."""
    if scale == 1:
        return size
    return (size * scale).boundedTo(within_frame(free_area(near))).expandedTo(size)


def grow_margins(widget: QWidget, scale: float) -> None:
    """The margins and spacing of ``widget``'s layout ``scale`` times their size at
    scale 1 (the layouts in it take its spacing)."""
    layout = widget.layout()
    if scale == 1 or layout is None:
        return
    margins = layout.contentsMargins()
    sides = (margins.left(), margins.top(), margins.right(), margins.bottom())
    layout.setContentsMargins(*(round(side * scale) for side in sides))
    if layout.spacing() > 0:
        layout.setSpacing(round(layout.spacing() * scale))


def grow_with_window(dialog: QWidget) -> float:
    """Every text of ``dialog`` (built, over a window) as much larger as its window's
    panels are (nothing changes up to the default window); its scale, for the sizes it
    gives in pixels. Parts added later take the font of the part they go into."""
    scale = window_scale(dialog.parentWidget())
    if scale != 1:
        scale_text(dialog, scale)
    return scale


def card_height(width: int, height: int) -> int:
    """The flipped card's height: as at the default window, more on a large one."""
    grown: float = CARD_HEIGHT * display_scale(width, height) ** CARD_GROWTH
    return max(CARD_HEIGHT, min(round(grown), round(height * CARD_HEIGHT_SHARE)))


def card_panel_width(width: int, height: int) -> int:
    """The card panel's width: room for its scaled text and for the card."""
    scale = display_scale(width, height)
    card_width = round(card_height(width, height) / CARD_RATIO)
    return max(round(CARD_PANEL_WIDTH * scale), card_width + CARD_MARGINS)


def scale_text(root: QWidget, scale: float) -> None:
    """``root`` and every widget in it show their text ``scale`` times their size at
    scale 1 (kept on each widget the first time). Set widget by widget: a font set on
    a panel with a style sheet does not reach the widgets in it."""
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:  # all first: a font set may reach some widgets inside
        if not isinstance(widget.property(BASE_FONT), QFont):
            widget.setProperty(BASE_FONT, QFont(widget.font()))
    for widget in widgets:
        base = widget.property(BASE_FONT)
        font = QFont(base)
        font.setPointSizeF(QFontInfo(base).pointSizeF() * scale)
        if font != widget.font():
            widget.setFont(font)
