"""Faded items, and routes lit while they stay lit, come from a kept pixmap on screen;
the player sees the same pixels as when every shape is drawn directly (ui/sheet/faded.py,
FadedPixmap)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from metrox_desktop.engine.board import Board
from metrox_desktop.ui.sheet import faded
from metrox_desktop.ui.sheet.scene import MapScene
from metrox_desktop.ui.sheet.view import SheetView


def grab(view: SheetView) -> bytes:
    image = view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    return bytes(image.constBits())


def sheet_view(qtbot, map_id: str) -> tuple[MapScene, SheetView]:
    scene = MapScene(Board.load(map_id))
    view = SheetView(scene)
    qtbot.addWidget(view)
    view.resize(900, 640)
    view.show()
    return scene, view


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_a_faded_sheet_looks_the_same_from_the_pixmaps(qtbot, monkeypatch, map_id: str) -> None:
    scene, view = sheet_view(qtbot, map_id)
    scene.focus_route(1)  # every other route, with its letter, name and bonus, fades
    used: list[bool] = []
    draw = faded.FadedPixmap.draw
    monkeypatch.setattr(
        faded.FadedPixmap, "draw", lambda *args: used.append(draw(*args)) or used[-1]
    )
    kept = grab(view)
    assert used and all(used)  # the faded items did come from their pixmaps
    monkeypatch.setattr(faded.FadedPixmap, "draw", lambda *args: False)
    view.viewport().update()
    direct = grab(view)
    assert max(abs(a - b) for a, b in zip(kept, direct, strict=True)) <= 3  # rounding only


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_a_lit_sheet_looks_the_same_from_the_pixmaps(qtbot, monkeypatch, map_id: str) -> None:
    scene, view = sheet_view(qtbot, map_id)
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
