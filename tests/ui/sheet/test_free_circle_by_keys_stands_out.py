"""The free circle's station chosen by the keyboard stands out at least as much as the
one under the mouse: it was a thin light-blue ghost among fifty
highlighted boxes."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest

from metrox_desktop.engine.cards import CardKind
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import flip_until, hover, open_window, station_point

POINTER_BLUE = QColor("#1e6edc")


def index(choice: object) -> int:
    """A station's index, whether the session gives it bare or as a Choice."""
    return int(getattr(choice, "index", choice))  # type: ignore[call-overload]


def blue_around(window: MainWindow, station: int) -> int:
    """Pixels of the pointer's blue in and around the station's box, as drawn."""
    assert window.scene is not None
    window.view.viewport().repaint()
    image = window.view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    ratio = image.devicePixelRatio()
    rect = window.view.mapFromScene(window.scene.station_items[station].rect).boundingRect()
    rect = rect.adjusted(-3, -3, 3, 3)
    count = 0
    for y in range(round(rect.top() * ratio), round(rect.bottom() * ratio)):
        for x in range(round(rect.left() * ratio), round(rect.right() * ratio)):
            c = image.pixelColor(x, y)
            d = abs(c.red() - POINTER_BLUE.red()) + abs(c.green() - POINTER_BLUE.green())
            if d + abs(c.blue() - POINTER_BLUE.blue()) < 90:
                count += 1
    return count


def test_the_keyboards_station_is_as_plain_as_the_mouses(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="FREEKEYS")
    flip_until(window, {CardKind.FREE})
    legal = [index(c) for c in window.session.legal_choices()]
    by_mouse, by_keys = legal[0], legal[1]
    hover(window, station_point(window, by_mouse))
    assert window.controller.preview is not None
    hovered = blue_around(window, by_mouse)
    assert hovered > 0

    QTest.mouseMove(window.view.viewport(), QPoint(2, 2))  # the pointer leaves the sheet
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    while window.controller.preview is None or index(window.controller.preview.choice) != by_keys:
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
    assert blue_around(window, by_keys) >= 0.9 * hovered
    assert blue_around(window, by_mouse) < hovered / 4  # the mouse's outline went with it
