"""The sheet's route names stay legible (MIN_TEXT_PX a line) at the sizes the app
states; below them a button over the sheet offers zoom, and zooming reaches the
minimum."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from metrox_desktop.ui.window.zoom_offer import MIN_TEXT_PX, name_line_height
from tests.ui.helpers import open_window


@pytest.mark.parametrize("size", [(1366, 768), (1000, 700)])
@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_the_names_are_legible_at_the_stated_sizes(
    qtbot, map_id: str, size: tuple[int, int]
) -> None:
    window = open_window(qtbot)
    window.resize(*size)
    window.start_game(map_id, seed="LEGIBLE")
    qtbot.waitUntil(lambda: window.view.viewport().width() < size[0] - 100)
    height = name_line_height(window.view)
    assert height is not None and height >= MIN_TEXT_PX
    assert not window.zoom_offer.isVisible()


def test_below_the_minimum_zoom_is_offered_and_reaches_it(qtbot) -> None:
    window = open_window(qtbot)
    window.resize(720, 480)
    window.start_game("osaka", seed="SMALL")
    qtbot.waitUntil(lambda: window.zoom_offer.isVisible())
    height = name_line_height(window.view)
    assert height is not None and height < MIN_TEXT_PX
    offer = window.zoom_offer.geometry()
    assert window.view.viewport().geometry().contains(offer)  # on the sheet, in view
    for _ in range(5):
        if not window.zoom_offer.isVisible():
            break
        QTest.mouseClick(window.zoom_offer, Qt.MouseButton.LeftButton)
    height = name_line_height(window.view)
    assert height is not None and height >= MIN_TEXT_PX
    assert not window.zoom_offer.isVisible()
    window.menus.fit_action.trigger()  # Ctrl+0: back to the whole sheet, and the offer with it
    assert window.zoom_offer.isVisible()
