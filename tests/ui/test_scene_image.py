"""The drawn sheets compared with stored reference renders (pyqtgraph style).

A change that moves a route, a box or a label shows up here. Fonts differ a little
between machines, so the comparison allows a small share of different pixels.
To accept a deliberate change, or make a missing reference (a missing one fails):
METROX_UPDATE_REFERENCE=1 pytest tests/ui/test_scene_image.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from metrox_desktop.engine.board import Board
from metrox_desktop.ui.sheet.render import render_image
from metrox_desktop.ui.sheet.scene import MapScene

REFERENCE = Path(__file__).parent.parent / "fixtures" / "reference"
SCALE = 0.5
CHANNEL_TOLERANCE = 48  # per colour channel, out of 255
MAX_DIFFERENT = 0.02  # share of pixels allowed to differ by more than that


def different_share(a: QImage, b: QImage) -> float:
    a = a.convertToFormat(QImage.Format.Format_RGB32)
    b = b.convertToFormat(QImage.Format.Format_RGB32)
    assert a.size() == b.size()
    pa, pb = bytes(a.constBits()), bytes(b.constBits())
    different = 0
    for k in range(0, len(pa), 4):
        if (
            abs(pa[k] - pb[k]) > CHANNEL_TOLERANCE
            or abs(pa[k + 1] - pb[k + 1]) > CHANNEL_TOLERANCE
            or abs(pa[k + 2] - pb[k + 2]) > CHANNEL_TOLERANCE
        ):
            different += 1
    return different / (a.width() * a.height())


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_sheet_looks_like_the_reference_render(qtbot, map_id: str) -> None:
    image = render_image(MapScene(Board.load(map_id)), SCALE)
    stored = REFERENCE / f"{map_id}-render.png"
    if os.environ.get("METROX_UPDATE_REFERENCE"):
        image.save(str(stored))
        pytest.skip(f"wrote {stored}; check it by eye and commit it")
    # A missing reference fails: written here, it would pass whatever the sheet looks like.
    assert stored.exists(), f"{stored} is missing: METROX_UPDATE_REFERENCE=1 writes it"
    share = different_share(image, QImage(str(stored)))
    assert share < MAX_DIFFERENT, f"{share:.1%} of the pixels differ from {stored.name}"


def test_the_comparison_notices_a_moved_route(qtbot) -> None:
    board = Board.load("tokyo")
    before = render_image(MapScene(board), SCALE)
    scene = MapScene(board)
    scene.route_items[2].setPos(0, 30)  # Tozai drawn 30 units lower
    assert different_share(before, render_image(scene, SCALE)) > 0.002
