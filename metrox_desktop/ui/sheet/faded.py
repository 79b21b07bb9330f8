"""FadedPixmap: a sheet item's faded drawing kept as a pixmap at the current zoom."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform

# Largest faded pixmap kept (device pixels, about 16 MB); zoomed in further, a faded
# item is drawn directly again.
FADED_CACHE_PIXELS = 4_000_000


class FadedPixmap:
    """An item's faded (opacity below 1) drawing kept as a pixmap at the current zoom.

    The raster engine fills translucent shapes about ten times slower than opaque ones,
    and hovering a route fades every other route (benchmarks/bench_gui.py). The pixmap
    holds the same faded drawing, each shape blended in turn over transparent, so laid
    over the sheet it gives the same pixels as drawing the shapes faded; Qt's own item
    cache would instead fade the finished drawing as a whole (a dot's stripe colour
    would no longer show through it). Made again when the zoom or the fading changes,
    or after ``clear()`` (the item shows something else).
    """

    def __init__(self) -> None:
        self._key: tuple[float, ...] | None = None
        self._at = QPoint()
        self._pixmap = QPixmap()

    def clear(self) -> None:
        self._key = None
        self._pixmap = QPixmap()

    def draw(self, painter: QPainter, bounds: QRectF, paint: Callable[[QPainter], None]) -> bool:
        """Draw ``paint``'s faded drawing from the pixmap (made first if needed); False
        when the pixmap would be too large or the screen scale is fractional."""
        ratio = painter.device().devicePixelRatioF()
        if ratio != int(ratio):
            return False  # the pixmap would land between device pixels: blurred
        world = painter.worldTransform()
        rect = world.mapRect(bounds).toAlignedRect()
        if rect.width() * rect.height() * ratio * ratio > FADED_CACHE_PIXELS:
            return False
        # Scrolling by whole pixels keeps the key (the offset inside the pixmap).
        key = (
            world.m11(), world.m12(), world.m21(), world.m22(),
            round(world.dx() - rect.x(), 4), round(world.dy() - rect.y(), 4),
            painter.opacity(), ratio,
        )  # fmt: skip
        if key != self._key:
            pixmap = QPixmap(rect.size() * ratio)
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            inner = QPainter(pixmap)
            inner.setRenderHints(painter.renderHints())
            inner.setWorldTransform(world * QTransform.fromTranslate(-rect.x(), -rect.y()))
            inner.setOpacity(painter.opacity())  # shape by shape, as when drawn directly
            paint(inner)
            inner.end()
            self._key, self._at, self._pixmap = key, rect.topLeft(), pixmap
        painter.save()
        painter.resetTransform()
        painter.setOpacity(1.0)  # the fading is in the pixmap already
        painter.drawPixmap(self._at, self._pixmap)
        painter.restore()
        return True
