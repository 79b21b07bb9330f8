"""Render the app icon's PNG sizes from its SVG with Qt's own SVG renderer.

    python packaging/render_icons.py    # writes resources/icons/metrox-desktop-N.png

Run it after changing ``resources/icons/metrox-desktop.svg`` (or its bolder
``metrox-desktop-small.svg`` for 16 and 24 pixels); the PNGs are committed
so that the app and the bundles never need an SVG renderer at run time.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
SMALL = 24  # up to this size the bolder drawing without end stations is used


def svg_path(size: int) -> Path:
    return ICONS / ("metrox-desktop-small.svg" if size <= SMALL else "metrox-desktop.svg")


def png_path(size: int) -> Path:
    return ICONS / f"metrox-desktop-{size}.png"


def render(size: int) -> bytes:
    """The icon drawn at ``size`` x ``size`` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    svg = svg_path(size)
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"render_icons: {svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for size in SIZES:
        png_path(size).write_bytes(render(size))
        print(png_path(size).relative_to(ICONS.parent.parent))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
