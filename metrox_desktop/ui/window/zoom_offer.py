"""Below the size where the sheet stays legible, a button over the sheet offers zoom.

The sheet is legible while its route names are at least ``MIN_TEXT_PX`` pixels a line
on screen: from about a 960x640 window with the sheet fitted (a 1000x700 window shows
them 11 px, 1280x860 15 px; 720x480 only 7). Below, "Small text: zoom in" sits in the
sheet's bottom-left corner; a click (or Ctrl+=) zooms in one step, and the button
leaves once the names reach the minimum (Ctrl+0 fits the sheet again).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QPushButton

from metrox_desktop.ui.language import Retranslated
from metrox_desktop.ui.sheet.view import SheetView

MIN_TEXT_PX = 10.0  # a route name's line on screen, in device-independent pixels
MARGIN = 10

translate = QCoreApplication.translate


def name_line_height(view: SheetView) -> float | None:
    """The smallest route name's line height on screen now (None: no sheet)."""
    scene = view.scene()
    items = getattr(scene, "name_items", None)
    if not items:
        return None
    lines = [
        item.sceneBoundingRect().height() / (str(getattr(item, "text", "")).count("\n") + 1)
        for item in items
    ]
    return float(min(lines) * view.transform().m11())


class ZoomOffer(Retranslated, QPushButton):
    """The offer to zoom, over ``view``; shown only while the names are too small."""

    def __init__(self, view: SheetView) -> None:
        super().__init__(view)
        self.view = view
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the sheet
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.clicked.connect(view.zoom_in)
        view.zoom_changed.connect(lambda _zoom: self.follow())
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.setText(translate("ZoomOffer", "Small text: zoom in (Ctrl+=)"))
        self.setToolTip(
            translate("ZoomOffer", "Route names are small at this window size; Ctrl+0 fits again")
        )
        self.follow()

    def follow(self) -> None:
        """Shown, in the corner, while the names are below the minimum."""
        height = name_line_height(self.view)
        small = height is not None and height < MIN_TEXT_PX
        if small:
            self.adjustSize()
            viewport = self.view.viewport().geometry()
            self.move(viewport.left() + MARGIN, viewport.bottom() - self.height() - MARGIN)
            self.raise_()
        self.setVisible(small)
