"""Ink and print: the colours, fonts and shapes every drawing of a sheet or a card uses.

Shapes are painter paths (text too), so they are exact at any zoom and in SVG and PDF
exports. Pure drawing helpers: no items, no game.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

INK = QColor("#2b2b2b")  # pencil marks and printed text
GHOST = QColor(30, 110, 220, 150)  # what a choice would write
HIGHLIGHT = QColor(255, 200, 0, 170)  # enabled / completing routes and stations
BOX_BORDER = QColor("#7d8a8a")
FONT_FAMILY = "DejaVu Sans"

# Mark values (as in metrox_desktop.engine.state; not imported: drawing knows no game).
EMPTY = 0
CIRCLE = -1


def font(pixels: float, bold: bool = False) -> QFont:
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    return f


def star_path(cx: float, cy: float, radius: float, angle: float = -90.0) -> QPainterPath:
    """A five-pointed star centred on (cx, cy), first point towards ``angle`` degrees."""
    poly = QPolygonF()
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        a = math.radians(angle + 36 * k)
        poly.append(QPointF(cx + r * math.cos(a), cy + r * math.sin(a)))
    path = QPainterPath()
    path.addPolygon(poly)
    path.closeSubpath()
    return path


def triangle_path(cx: float, cy: float, size: float, angle: float) -> QPainterPath:
    """An arrowhead centred on (cx, cy) pointing towards ``angle`` degrees."""
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)
    nx, ny = -uy, ux
    tip = QPointF(cx + ux * size * 0.5, cy + uy * size * 0.5)
    left = QPointF(cx - ux * size * 0.5 + nx * size * 0.42, cy - uy * size * 0.5 + ny * size * 0.42)
    right = QPointF(
        cx - ux * size * 0.5 - nx * size * 0.42, cy - uy * size * 0.5 - ny * size * 0.42
    )
    path = QPainterPath()
    path.addPolygon(QPolygonF([tip, left, right]))
    path.closeSubpath()
    return path


def text_path(text: str, f: QFont, cx: float, cy: float) -> QPainterPath:
    """Text as a path centred on (cx, cy): exact at any zoom and in SVG/PDF."""
    path = QPainterPath()
    path.addText(0, 0, f, text)
    rect = path.boundingRect()
    path.translate(cx - rect.center().x(), cy - rect.center().y())
    return path


def mark_path(mark: int | str, rect: QRectF) -> tuple[QPainterPath, QPainterPath]:
    """(outline, filled) paths for a station mark or an indicator code inside ``rect``."""
    outline = QPainterPath()
    filled = QPainterPath()
    c = rect.center()
    size = min(rect.width(), rect.height())
    if mark == CIRCLE:
        outline.addEllipse(c, size * 0.34, size * 0.34)
    elif isinstance(mark, int) and mark > 0:
        filled = text_path(str(mark), font(size * 0.55, bold=True), c.x(), c.y())
    elif isinstance(mark, str) and mark:
        if mark == "star":
            outline = star_path(c.x(), c.y(), size * 0.36)
        elif mark.startswith("circled-"):
            outline.addEllipse(c, size * 0.36, size * 0.36)
            filled = text_path(
                mark.removeprefix("circled-"), font(size * 0.45, bold=True), c.x(), c.y()
            )
        else:
            filled = text_path(mark, font(size * 0.55, bold=True), c.x(), c.y())
    return outline, filled


def draw_mark(
    painter: QPainter, paths: tuple[QPainterPath, QPainterPath], colour: QColor, width: float
) -> None:
    outline, filled = paths
    if not outline.isEmpty():
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(outline)
    if not filled.isEmpty():
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawPath(filled)


def crown_path(cx: float, cy: float, size: float) -> QPainterPath:
    w, h = size, size * 0.8
    left, top = cx - w / 2, cy - h / 2
    poly = QPolygonF(
        [
            QPointF(left, top + h),
            QPointF(left, top),
            QPointF(left + w * 0.25, top + h * 0.35),
            QPointF(left + w * 0.5, top - h * 0.05),
            QPointF(left + w * 0.75, top + h * 0.35),
            QPointF(left + w, top),
            QPointF(left + w, top + h),
        ]
    )
    path = QPainterPath()
    path.addPolygon(poly)
    path.closeSubpath()
    return path


def diamond_path(cx: float, cy: float, size: float) -> QPainterPath:
    r = size / 2
    path = QPainterPath()
    path.addPolygon(
        QPolygonF(
            [QPointF(cx, cy - r), QPointF(cx + r, cy), QPointF(cx, cy + r), QPointF(cx - r, cy)]
        )
    )
    path.closeSubpath()
    return path
