"""A sheet's scene goes when nothing holds it any more: a map preview, a picture, the
small sheets of a closed table. A scene kept alive by its own items' connections
stayed for the whole session, and every theme switch drew each one again (switches
slowed down game after game)."""

from __future__ import annotations

import weakref

from PySide6.QtCore import QCoreApplication, QEvent

from metrox_desktop.engine.board import Board
from metrox_desktop.seats import Seat
from metrox_desktop.ui import themes
from metrox_desktop.ui.context import app_context
from metrox_desktop.ui.dialogs.new_game import map_preview
from metrox_desktop.ui.sheet.ink import Look
from metrox_desktop.ui.sheet.scene import MapScene
from metrox_desktop.ui.table.thumbnails import SheetStrip


def live_scenes() -> int:
    """The scenes still alive: every scene follows the look (ink.follow), weakly."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return len(app_context().part(Look).followers)


def test_a_scene_of_no_parent_goes_with_its_last_reference(no_collector: None) -> None:
    scene = MapScene(Board.load("tokyo"))
    gone = weakref.ref(scene)
    scene.route_hovered.emit(0)  # its items' signals are connected to it
    del scene
    assert gone() is None


def test_previews_and_closed_small_sheets_leave_no_scene_behind(qtbot, no_collector: None) -> None:
    before = live_scenes()
    for map_id in ("tokyo", "osaka"):
        assert not map_preview(map_id).isNull()
    shown = [SheetStrip(Board.load("osaka"), [Seat("Ann"), Seat("Bo"), Seat("Cy")])]
    shown[0].show()
    qtbot.waitUntil(lambda: shown[0].settled)  # each seat, shown, got a scene of its own
    assert live_scenes() >= before + 3
    shown.pop().deleteLater()
    assert live_scenes() == before
    themes.set_theme("dark")  # draws only the sheets still shown
    themes.set_theme("light", False)
