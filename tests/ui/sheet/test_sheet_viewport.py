"""The sheet's view makes its own viewport (ui/sheet/view.py, for a faster start): it is
the viewport QGraphicsView would have made, so input methods, drops, touch and the
palette behave as before."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsView, QWidget

from metrox_desktop.ui.sheet.view import SheetView


def looks(viewport: QWidget) -> dict[str, object]:
    return {
        "type": viewport.metaObject().className(),
        "attributes": [a for a in Qt.WidgetAttribute if viewport.testAttribute(a)],
        "focus": viewport.focusPolicy(),
        "role": viewport.backgroundRole(),
        "fills": viewport.autoFillBackground(),
        "drops": viewport.acceptDrops(),
        "name": viewport.objectName(),
    }


def test_the_sheets_viewport_is_the_one_qt_would_make(qapp) -> None:
    made_by_qt = QGraphicsView()
    made_by_qt.setMouseTracking(True)  # as SheetView asks
    sheet = SheetView()
    assert looks(sheet.viewport()) == looks(made_by_qt.viewport())
    assert sheet.viewport().focusProxy() is sheet
