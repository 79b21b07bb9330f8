"""Route-completed banners do not pile up over the sheet: old news leaves when the next
card is flipped, and a banner never covers a box that can be clicked."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import open_window


def covered_boxes(window: MainWindow) -> list[QRect]:
    scene, view = window.scene, window.view
    assert scene is not None
    area = view.viewport().geometry()
    column = window.toast.geometry()
    items = [
        *scene.station_items,
        *(box for row in scene.indicator_items for box in row),
        *scene.badge_items,
    ]
    boxes = [
        view.mapFromScene(i.sceneBoundingRect()).boundingRect().translated(area.topLeft())
        for i in items
    ]
    return [box for box in boxes if box.intersects(column) and area.intersects(box)]


@pytest.mark.parametrize("size", [(1280, 860), (1000, 700), (720, 480)])
@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_a_banner_covers_no_box_and_leaves_with_the_next_card(
    qtbot, map_id: str, size: tuple[int, int]
) -> None:
    window = open_window(qtbot)
    window.resize(*size)
    window.start_game(map_id, seed="NEWS")
    qtbot.waitUntil(lambda: window.view.viewport().width() < size[0])
    window.toast.show_message("Nagahori Tsurumi-ryokuchi completed! +4 (crown)")
    assert window.toast.isVisible()
    assert covered_boxes(window) == []
    window.controller.flip()  # the next card: the last turn's news has gone
    assert window.toast.messages() == () and not window.toast.isVisible()
    window.toast.show_message("Tanimachi completed! +5 (crown)")
    assert window.toast.messages() == ("Tanimachi completed! +5 (crown)",)
