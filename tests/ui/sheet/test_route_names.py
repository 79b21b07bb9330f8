"""Route names in Japanese fit the room the sheet gives the English name: they never
run into the letter badge, the indicator boxes, a station or the bonus beside them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from metrox_desktop.engine.board import Board
from metrox_desktop.ui.sheet.printed import TextItem
from metrox_desktop.ui.sheet.scene import MapScene


def ink(scene: MapScene, r: int) -> QRectF:
    """Where the name is printed (its item's bounds without the hover margin)."""
    return scene.name_items[r].sceneBoundingRect().adjusted(2, 2, -2, -2)


def clashes(scene: MapScene, r: int) -> list[str]:
    """What the name of route ``r`` draws over."""
    others = [
        *(name for k, name in enumerate(scene.name_items) if k != r),
        *scene.badge_items,
        *scene.station_items,
        *scene.bonus_items,
        *(box for boxes in scene.indicator_items for box in boxes),
    ]
    name = ink(scene, r)
    return [type(o).__name__ for o in others if o.mapToScene(o.shape()).intersects(name)]


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_japanese_route_names_never_run_into_the_print_beside_them(qtbot, map_id: str) -> None:
    scene = MapScene(Board.load(map_id))
    english = [ink(scene, r).width() for r in range(len(scene.name_items))]
    assert all(clashes(scene, r) == [] for r in range(len(english)))  # as printed
    scene.set_language("ja")
    for r, route in enumerate(scene.board.spec.routes):
        assert route.name.ja and scene.name_items[r].text.replace("\n", "") == route.name.ja
        assert clashes(scene, r) == [], route.name.ja
    scene.set_language("en")  # and back: the English names as printed, full size
    assert [ink(scene, r).width() for r in range(len(scene.name_items))] == english


def test_a_name_made_smaller_stays_readable(qtbot) -> None:
    scene = MapScene(Board.load("tokyo"))
    hibiya = scene.board.route_index("H")
    scene.set_language("ja")
    item = scene.name_items[hibiya]
    unfitted = TextItem(0, 0, item.text, 15)  # the size every route name is printed at
    full = unfitted.boundingRect().adjusted(2, 2, -2, -2)
    fitted = ink(scene, hibiya)
    assert fitted.width() < full.width()  # it had to give way to the H badge
    assert fitted.height() >= TextItem.MIN_SCALE * full.height() - 0.01  # condensed, not tiny


def test_a_name_with_room_beside_it_keeps_its_full_size(qtbot) -> None:
    scene = MapScene(Board.load("tokyo"))
    tozai = scene.board.route_index("T")  # "Tozai" is short, 東西線 has room to its right
    scene.set_language("ja")
    unfitted = TextItem(0, 0, scene.name_items[tozai].text, 15)
    assert ink(scene, tozai).size() == unfitted.boundingRect().adjusted(2, 2, -2, -2).size()


def test_a_long_name_in_a_narrow_room_is_measured_into_it(qtbot) -> None:
    """Whatever font the system has for Japanese (some are wider): the name is fitted
    by measuring it, not by a size chosen per route."""
    item = TextItem(100, 100, "長堀鶴見\n緑地線", 15)
    full = item.boundingRect().adjusted(2, 2, -2, -2)
    item.set_text(item.text, full.width() * 0.6)
    fitted = item.boundingRect().adjusted(2, 2, -2, -2)
    assert fitted.width() <= full.width() * 0.6 + 0.01
    assert abs(fitted.left() - full.left()) < 1  # still starts where the sheet prints it
    assert fitted.height() >= TextItem.MIN_SCALE * full.height() - 0.01
