"""The started app carries its icon, its desktop id and its Japanese font."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from metrox_desktop.maps.loader import resource_dir
from metrox_desktop.ui.desktop import APP_ID, ICON_SIZES

# make_app in a fresh process: the test session's QApplication was made by pytest-qt.
START = """
import importlib.util
import json
import os
from PySide6.QtGui import QFontDatabase
from metrox_desktop.ui.start.app import make_app
from metrox_desktop.ui.window.main_window import MainWindow
app = make_app()
window = MainWindow()
print(json.dumps({
    "icon_sizes": sorted(s.width() for s in window.windowIcon().availableSizes()),
    "icon_drawn": window.windowIcon().pixmap(48).toImage().pixelColor(24, 24).alpha(),
    "desktop_file": app.desktopFileName(),
    "has_font": "M PLUS 1" in QFontDatabase.families(),
}))
"""


def test_started_app_has_window_icon_desktop_id_and_font(tmp_path: Path) -> None:
    env = {"QT_QPA_PLATFORM": "offscreen", "METROX_DESKTOP_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", START],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
        env={**os.environ, **env},
    )
    started = json.loads(done.stdout.strip().splitlines()[-1])
    assert started["icon_sizes"] == list(ICON_SIZES)
    assert started["icon_drawn"] == 255  # read from its file when first drawn
    assert started["desktop_file"] == APP_ID
    assert started["has_font"] is True


def test_every_icon_size_is_square_and_drawn() -> None:
    folder = resource_dir("icons")
    for size in ICON_SIZES:
        image = QImage()
        assert image.loadFromData(folder.joinpath(f"metrox-desktop-{size}.png").read_bytes())
        assert (image.width(), image.height()) == (size, size)
        # the paper tile fills the middle; the rounded corners stay transparent
        assert image.pixelColor(size // 2, size // 2).alpha() == 255
        assert image.pixelColor(0, 0).alpha() == 0


def rgba(image: QImage, x: int, y: int) -> tuple[int, int, int, int]:
    color = image.pixelColor(x, y)
    return color.red(), color.green(), color.blue(), color.alpha()


def test_icon_pngs_are_rendered_from_the_current_svg(qapp: QApplication) -> None:
    # packaging/render_icons.py draws them; a PNG left from an older SVG shows here.
    script = Path(__file__).resolve().parents[2] / "packaging" / "render_icons.py"
    spec = importlib.util.spec_from_file_location("render_icons", script)
    assert spec is not None and spec.loader is not None
    render_icons = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(render_icons)
    assert tuple(render_icons.SIZES) == ICON_SIZES
    for size in ICON_SIZES:
        fresh, stored = QImage(), QImage()
        assert fresh.loadFromData(render_icons.render(size))
        assert stored.loadFromData(
            resource_dir("icons").joinpath(f"metrox-desktop-{size}.png").read_bytes()
        )
        fresh = fresh.convertToFormat(QImage.Format.Format_ARGB32)
        stored = stored.convertToFormat(QImage.Format.Format_ARGB32)
        step = max(1, size // 64)
        worst = max(
            abs(a - b)
            for y in range(0, size, step)
            for x in range(0, size, step)
            for a, b in zip(rgba(fresh, x, y), rgba(stored, x, y), strict=True)
        )
        assert worst <= 8, f"metrox-desktop-{size}.png is out of date: run render_icons.py"
