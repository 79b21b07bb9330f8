"""The drawn pieces of a sheet a player marks: routes, station and indicator boxes, the
route letters; dumb graphics items with setters and signals. What is printed around
them (names, bonuses, score boxes, the title) is in :mod:`.printed`.

Every item builds its painter paths when it is made or when a setter changes what it
shows; ``paint()`` only draws them. Items know nothing of the game: the scene
(:mod:`metrox_desktop.ui.sheet.scene`) tells them what to show and turns their signals
into route and station indices.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from metrox_desktop.ui.sheet.faded import FadedPixmap
from metrox_desktop.ui.sheet.ink import (
    EMPTY,
    HIGHLIGHT,
    draw_mark,
    font,
    mark_path,
    star_path,
    text_path,
    theme,
    triangle_path,
)


class SheetItem(QGraphicsObject):
    """Base for the pieces a player can point at: reports hover and clicks, nothing else.

    Subclasses draw in ``draw()``; while faded on screen and ``steady()``, ``paint()``
    lays down the drawing kept in a FadedPixmap instead (boxes override ``paint()``:
    Qt caches those, see main_window.cache_boxes).
    """

    hovered = Signal(bool)
    clicked = Signal(QPointF)  # scene position of the click

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self._hover = False
        self._faded = FadedPixmap()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()
        self.hovered.emit(True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()
        self.hovered.emit(False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()  # so the release comes here

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.shape().contains(event.pos()):
            self.clicked.emit(event.scenePos())

    def steady(self) -> bool:
        """False while the drawing changes from frame to frame (hovered, glowing)."""
        return not self._hover

    def draw(self, painter: QPainter) -> None:
        raise NotImplementedError

    def restyle(self) -> None:
        """Draw again in the current theme (ink.theme()): kept faded pixmaps are dropped."""
        for kept in vars(self).values():
            if isinstance(kept, FadedPixmap):
                kept.clear()
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        # widget is None for scene.render() (exports, print): those keep vector paths.
        faded = widget is not None and painter.opacity() < 1 and self.steady()
        if not (faded and self._faded.draw(painter, self.boundingRect(), self.draw)):
            self.draw(painter)


class RouteShapes(NamedTuple):
    """A route's drawn line, its pattern's marks, where a pointer is on it and the
    bounds of all that (the line stroked as wide as a hover's glow)."""

    line: QPainterPath
    marks: QPainterPath
    shape: QPainterPath
    bounds: QRectF


# Every sheet of a map draws the same routes (the window's, each small sheet's, the
# history's): their paths are worked out once for them all, as the map's geometry is.
# Qt shares a path's data between copies until one is changed, and no item changes its.
@lru_cache(maxsize=1024)
def route_shapes(
    points: tuple[tuple[float, float], ...],
    width: float,
    pattern: str,
    marks: tuple[tuple[float, float, float], ...],
    hit_area: tuple[tuple[tuple[float, float], ...], ...],
) -> RouteShapes:
    """The paths of a route drawn along ``points`` (see :class:`RouteItem`)."""
    line = QPainterPath(QPointF(*points[0]))
    for p in points[1:]:
        line.lineTo(QPointF(*p))
    marked = QPainterPath()
    for x, y, angle in marks:
        if pattern in ("dots", "dark-dots"):
            marked.addEllipse(QPointF(x, y), width * 0.2, width * 0.2)
        elif pattern == "triangles":
            marked.addPath(triangle_path(x, y, width * 0.62, angle))
        elif pattern == "stars":
            marked.addPath(star_path(x, y, width * 0.42, angle - 90))
    shape = QPainterPath()
    shape.setFillRule(Qt.FillRule.WindingFill)
    for ring in hit_area:
        shape.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
        shape.closeSubpath()
    stroker = QPainterPathStroker()
    stroker.setWidth(width * 3)
    stroker.setJoinStyle(Qt.PenJoinStyle.MiterJoin)  # as drawn: a sharp bend's spike
    bounds = stroker.createStroke(line).boundingRect().united(shape.boundingRect())
    return RouteShapes(line, marked, shape, bounds)


class RouteItem(SheetItem):
    """One route's drawn stripe with its pattern."""

    def __init__(
        self,
        points: Sequence[tuple[float, float]],
        width: float,
        colour: str,
        pattern: str,
        accent: str | None,
        marks: Sequence[tuple[float, float, float]],
        hit_area: Sequence[Sequence[tuple[float, float]]],
    ) -> None:
        super().__init__()
        self._colour = QColor(colour)
        self._width = width
        self._pattern = pattern
        self._accent = QColor(accent) if accent else self._default_accent(pattern)
        rings = tuple(tuple(ring) for ring in hit_area)
        self._line, self._marks, self._shape, self._bounds = route_shapes(
            tuple(points), width, pattern, tuple(marks), rings
        )
        self.emphasis = "normal"
        self._flash = 0.0
        self._edge_paths: tuple[float, QPainterPath] | None = None  # high contrast's edges
        # A lit route's glow is a translucent stroke, slow to fill like a faded one; while
        # it stays lit (no hover, no flash) it is drawn from a pixmap too.
        self._lit = FadedPixmap()

    def _edges(self, edge: float) -> QPainterPath:
        """The two bands ``edge`` wide along the stripe's sides (kept for that width)."""
        if self._edge_paths is None or self._edge_paths[0] != edge:
            outer, inner = QPainterPathStroker(), QPainterPathStroker()
            for stroker, width in ((outer, self._width), (inner, self._width - 2 * edge)):
                stroker.setWidth(width)
                stroker.setCapStyle(Qt.PenCapStyle.FlatCap)
                stroker.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
            bands = outer.createStroke(self._line).subtracted(inner.createStroke(self._line))
            self._edge_paths = (edge, bands)
        return self._edge_paths[1]

    def _default_accent(self, pattern: str) -> QColor:
        if pattern in ("dark-dots", "dash-dot", "dash-dot-dot"):
            return self._colour.darker(260)
        if pattern == "centre-stripe":
            return self._colour.darker(135)
        if pattern == "double-stripe":
            return QColor("#f3ead2")
        return QColor("#ffffff")

    # -- setters -----------------------------------------------------------------------
    def set_emphasis(self, emphasis: str) -> None:
        """ "normal", "highlight" (a glow behind the line) or "dim" (faded)."""
        if emphasis != self.emphasis:
            self.emphasis = emphasis
            self.setOpacity(theme().faded if emphasis == "dim" else 1.0)
            self.update()

    def set_flash(self, level: float) -> None:
        self._flash = level
        self.update()

    def restyle(self) -> None:
        if self.emphasis == "dim":
            self.setOpacity(theme().faded)
        super().restyle()

    def set_colours(self, colour: str, accent: str | None) -> None:
        """Another route palette: the stripe's colour and its pattern's (None: default)."""
        self._colour = QColor(colour)
        self._accent = QColor(accent) if accent else self._default_accent(self._pattern)
        self.restyle()

    # -- Qt virtuals -------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._shape

    def _glow(self) -> float:
        glow = 1.0 if self.emphasis == "highlight" else 0.0
        if self._hover:
            glow = max(glow, 0.6)
        return max(glow, self._flash)

    def steady(self) -> bool:
        return self._glow() == 0  # a glow follows the hover and the flash animation

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        lit = self.emphasis == "highlight" and not self._hover and self._flash == 0
        steady_lit = lit and widget is not None and painter.opacity() == 1
        if not (steady_lit and self._lit.draw(painter, self.boundingRect(), self.draw)):
            super().paint(painter, option, widget)

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        flat = Qt.PenCapStyle.FlatCap
        join = Qt.PenJoinStyle.MiterJoin
        glow = self._glow()
        if glow > 0:
            colour = QColor(HIGHLIGHT)
            colour.setAlphaF(HIGHLIGHT.alphaF() * glow)
            painter.setPen(
                QPen(
                    colour, self._width * 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, join
                )
            )
            painter.drawPath(self._line)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        edge = theme().route_edge  # high contrast: the stripe edged in ink, inside its width
        stripe = self._width - 2 * edge
        painter.setPen(QPen(self._colour, stripe, Qt.PenStyle.SolidLine, flat, join))
        painter.drawPath(self._line)
        if edge > 0:
            # Beside the stripe, not under it: a faded route fades each stroke alone.
            painter.fillPath(self._edges(edge), QColor(theme().ink))
        pattern = self._pattern
        if pattern in ("centre-stripe", "double-stripe", "dashes", "dash-dot", "dash-dot-dot"):
            share = {"centre-stripe": 0.34, "double-stripe": 0.26, "dashes": 0.3}.get(pattern, 0.2)
            pen = QPen(self._accent, self._width * share, Qt.PenStyle.SolidLine, flat, join)
            # In pen widths; lengths measured on the scans (sheet units: dashes 12 on 18,
            # dash-dot 9 on 18, dash-dot-dot 16 on 30).
            if pattern == "dashes":
                pen.setDashPattern([3.4, 1.8])
            elif pattern == "dash-dot":
                pen.setDashPattern([3.8, 1.5, 0.8, 1.5])
            elif pattern == "dash-dot-dot":
                pen.setDashPattern([6.6, 1.1, 1.1, 1.1, 1.1, 1.1])
            painter.setPen(pen)
            painter.drawPath(self._line)
        if not self._marks.isEmpty():
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._accent)
            painter.drawPath(self._marks)


class BoxItem(SheetItem):
    """A writable box (station or indicator): white square, a mark, a ghost mark."""

    double_border = False  # indicator boxes are printed with a double outline

    def __init__(
        self, x: float, y: float, w: float, h: float, dashed_diagonal: bool = False
    ) -> None:
        super().__init__()
        self.rect = QRectF(x - w / 2, y - h / 2, w, h)
        self.value: int | str = EMPTY
        self.ghost: int | str = EMPTY
        self._paths = mark_path(EMPTY, self.rect)
        self._ghost_paths = self._paths
        self.highlighted = False
        self._target = False  # the station a free circle would take (keys or mouse)
        # The dotted stroke across a station that is the End of two routes (Osaka P/Y).
        self._dashed_diagonal = dashed_diagonal

    def _set_value(self, value: int | str) -> None:
        if value != self.value:
            self.value = value
            self._paths = mark_path(value, self.rect)
            self.update()

    def _set_ghost(self, ghost: int | str) -> None:
        if ghost != self.ghost:
            self.ghost = ghost
            self._ghost_paths = mark_path(ghost, self.rect)
            self.update()

    def set_highlighted(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def boundingRect(self) -> QRectF:
        grow = self.rect.width() * 0.3 if self._dashed_diagonal else 3.0
        return self.rect.adjusted(-grow, -grow, grow, grow)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.rect)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        look = theme()
        fill = QColor("#fff3b0") if self.highlighted else QColor(look.box_fill)
        border = QPen(
            QColor("#e0a800") if self.highlighted else QColor(look.box_border),
            2.5 if self.highlighted else 1.2,
        )
        if self._hover or self._target:
            border = QPen(QColor("#1e6edc"), 2.2)
        painter.setPen(border)
        painter.setBrush(QBrush(fill))
        painter.drawRect(self.rect)
        if self.double_border:
            painter.setPen(QPen(QColor(look.box_border), 0.8))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(self.rect.adjusted(2.5, 2.5, -2.5, -2.5))
        if self._dashed_diagonal:
            pen = QPen(QColor("#6fb8b0"), 1.2, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            g = self.rect.width() * 0.25
            painter.drawLine(
                self.rect.topLeft() - QPointF(g, g), self.rect.bottomRight() + QPointF(g, g)
            )
        draw_mark(painter, self._paths, QColor(look.ink), self.rect.width() * 0.065)
        if self.ghost != EMPTY:
            draw_mark(painter, self._ghost_paths, QColor(look.ghost), self.rect.width() * 0.065)


class StationItem(BoxItem):
    """A station box: ``mark`` is EMPTY, CIRCLE or a star number."""

    @property
    def mark(self) -> int:
        return int(self.value)

    def set_mark(self, mark: int) -> None:
        self._set_value(mark)

    def set_ghost(self, mark: int, target: bool = False) -> None:
        """A mark not yet written; ``target``: outlined as the pointer outlines a box (a
        free circle's station: the keyboard's choice must stand out as much among fifty
        highlighted boxes as the box under the mouse)."""
        self._set_ghost(mark)
        if target != self._target:
            self._target = target
            self.update()


class IndicatorItem(BoxItem):
    """An indicator box: ``code`` is "" or a card code ("4", "circled-2", "star")."""

    double_border = True

    def __init__(self, x: float, y: float, w: float, h: float) -> None:
        super().__init__(x, y, w, h)
        self.value = ""
        self.ghost = ""

    @property
    def code(self) -> str:
        return str(self.value)

    def set_code(self, code: str | None) -> None:
        self._set_value(code or "")

    def set_ghost(self, code: str | None) -> None:
        self._set_ghost(code or "")


class BadgeItem(SheetItem):
    """The round badge with a route's letter."""

    def __init__(self, x: float, y: float, radius: float, letter: str, colour: str) -> None:
        super().__init__()
        self._centre = QPointF(x, y)
        self._radius = radius
        self._colour = QColor(colour)
        self._letter = text_path(letter, font(radius * 1.25, bold=True), x, y)

    def set_colour(self, colour: str) -> None:
        """The route's colour in another palette."""
        self._colour = QColor(colour)
        self.restyle()

    def boundingRect(self) -> QRectF:
        r = self._radius + 3
        return QRectF(self._centre.x() - r, self._centre.y() - r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(self._centre, self._radius, self._radius)
        return path

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#1e6edc"), 2) if self._hover else QPen(QColor("#ffffff"), 1.5))
        painter.setBrush(self._colour)
        painter.drawEllipse(self._centre, self._radius, self._radius)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ffffff"))
        painter.drawPath(self._letter)
