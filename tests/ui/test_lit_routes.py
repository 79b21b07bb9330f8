"""Lit routes (the routes a card may take, glowing) come from a kept pixmap on screen;
the player sees the same pixels as when each glow is drawn directly."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from metrox_desktop.engine.board import Board
from metrox_desktop.ui.scene import MapScene
from metrox_desktop.ui.view import SheetView


def grab(view: SheetView) -> bytes:
    image = view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    return bytes(image.constBits())


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_a_lit_sheet_looks_the_same_from_the_pixmaps(qtbot, monkeypatch, map_id: str) -> None:
    scene = MapScene(Board.load(map_id))
    view = SheetView(scene)
    qtbot.addWidget(view)
    view.resize(900, 640)
    view.show()
    scene.set_enabled_routes(range(1, scene.board.route_count))  # all but route 0 glow
    kept = grab(view)
    lit = [item for item in scene.route_items if item.emphasis == "highlight"]
    assert len(lit) == scene.board.route_count - 1
    assert all(not item._lit._pixmap.isNull() for item in lit)  # drawn from their pixmaps
    for item in lit:  # the reference: every glow drawn directly
        monkeypatch.setattr(item._lit, "draw", lambda *args: False)
    view.viewport().update()
    direct = grab(view)
    assert max(abs(a - b) for a, b in zip(kept, direct, strict=True)) <= 3  # rounding only
