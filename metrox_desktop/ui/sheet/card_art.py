"""Drawing indicator cards like the printed ones: number, circled number, star, free circle.

One function paints a card into any rectangle, so the card panel, the discard pile,
the rules help and future exports all draw the same card.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QPolygonF

from metrox_desktop.engine.cards import Card, CardKind
from metrox_desktop.ui.sheet.ink import font, star_path, text_path, theme

PAPER = QColor("#fbf7ec")
EDGE = QColor("#3b4a5a")
INK = QColor("#1f2d3d")
STAR = QColor("#f2c12e")
BACK = QColor("#2f6f8f")
CARD_RATIO = 7 / 5  # height / width, as printed


def _centred_text(painter: QPainter, text: str, c: QPointF, pixels: float, colour: QColor) -> None:
    path = text_path(text, font(pixels, bold=True), c.x(), c.y())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(path)


def paint_reshuffle(painter: QPainter, c: QPointF, size: float, colour: QColor) -> None:
    """Two chasing arrows in a circle: the reshuffle icon."""
    r = size / 2
    pen = QPen(colour, max(1.0, size * 0.11), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    box = QRectF(c.x() - r, c.y() - r, size, size)
    for start in (20, 200):
        painter.drawArc(box, start * 16, 130 * 16)
        # an arrowhead at the end of each arc
        a = math.radians(start + 130)
        tip = QPointF(c.x() + r * math.cos(a), c.y() - r * math.sin(a))
        tangent = a + math.pi / 2
        head = size * 0.28
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(tip.x() + head * math.cos(tangent), tip.y() - head * math.sin(tangent)),
                    QPointF(tip.x() + head * 0.6 * math.cos(a), tip.y() - head * 0.6 * math.sin(a)),
                    QPointF(tip.x() - head * 0.6 * math.cos(a), tip.y() + head * 0.6 * math.sin(a)),
                ]
            )
        )
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)


def paint_card(painter: QPainter, rect: QRectF, card: Card | None, face_up: bool = True) -> None:
    """Paint ``card`` filling ``rect`` (keep a 5:7 aspect for the printed look)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = rect.width(), rect.height()
    radius = min(w, h) * 0.08
    if card is None or not face_up:
        painter.setPen(QPen(EDGE, max(1.0, w * 0.012)))
        painter.setBrush(BACK)
        painter.drawRoundedRect(rect, radius, radius)
        inner = rect.adjusted(w * 0.08, w * 0.08, -w * 0.08, -w * 0.08)
        painter.setPen(QPen(QColor(255, 255, 255, 140), max(1.0, w * 0.015)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        _centred_text(painter, "MetroX", rect.center(), w * 0.17, QColor(255, 255, 255, 220))
        painter.restore()
        return
    painter.setPen(QPen(EDGE, max(1.0, w * 0.012)))
    painter.setBrush(PAPER)
    painter.drawRoundedRect(rect, radius, radius)
    c = rect.center()
    big = min(w, h * 0.72)
    line = max(1.5, w * 0.035)
    red = QColor(theme().card_red)  # darker in high contrast
    if card.kind is CardKind.NUMBER:
        _centred_text(painter, str(card.value), c, big * 0.62, red)
    elif card.kind is CardKind.CIRCLED:
        painter.setPen(QPen(red, line))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c, big * 0.36, big * 0.36)
        _centred_text(painter, str(card.value), c, big * 0.42, red)
    elif card.kind is CardKind.STAR:
        painter.setPen(
            QPen(
                INK,
                line * 0.7,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        painter.setBrush(STAR)
        painter.drawPath(star_path(c.x(), c.y(), big * 0.38))
    else:  # free circle: an empty circle, drawn freehand-thick
        painter.setPen(QPen(INK, line * 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c, big * 0.3, big * 0.3)
        _centred_text(painter, "FREE", QPointF(c.x(), rect.bottom() - h * 0.13), w * 0.12, INK)
    # corner indices, as on playing cards
    corner = {
        CardKind.NUMBER: str(card.value),
        CardKind.CIRCLED: f"({card.value})",
        CardKind.STAR: "\u2605",
        CardKind.FREE: "\u25cb",
    }[card.kind]
    _centred_text(
        painter, corner, QPointF(rect.left() + w * 0.14, rect.top() + h * 0.1), w * 0.11, INK
    )
    if card.reshuffle:
        paint_reshuffle(
            painter, QPointF(rect.right() - w * 0.16, rect.bottom() - h * 0.11), w * 0.16, INK
        )
    painter.restore()


def card_pixmap(
    card: Card | None, size: QSize, ratio: float = 1.0, opacity: float = 1.0
) -> QPixmap:
    """A card as a pixmap (for icons, lists and dialogs), sharp on high-DPI screens;
    ``opacity`` below 1 draws it faded (a card no longer on the discard pile)."""
    pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setOpacity(opacity)
    paint_card(painter, QRectF(1, 1, size.width() - 2, size.height() - 2), card)
    painter.end()
    return pixmap


def card_name(card: Card) -> str:
    """A player's name for a card: "4", "circled 2", "star", "free circle"."""
    translate = QCoreApplication.translate
    if card.kind is CardKind.NUMBER:
        return str(card.value)
    if card.kind is CardKind.CIRCLED:
        return translate("cards", "circled {n}").format(n=card.value)
    if card.kind is CardKind.STAR:
        return translate("cards", "star")
    return translate("cards", "free circle")


def card_rule(card: Card) -> str:
    """What the card does, in one line, for the card panel."""
    translate = QCoreApplication.translate
    if card.kind is CardKind.NUMBER:
        return translate(
            "cards", "Number {n}: circle up to {n} stations, stopping at a filled one."
        ).format(n=card.value)
    if card.kind is CardKind.CIRCLED:
        return translate(
            "cards", "Circled {n}: circle the first {n} empty stations, skipping filled ones."
        ).format(n=card.value)
    if card.kind is CardKind.STAR:
        return translate("cards", "Star: write 2 \u00d7 its routes in the first empty station.")
    return translate("cards", "Free circle: circle any one empty station.")
