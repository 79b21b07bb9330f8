"""The drawn pieces of a sheet: dumb graphics items with setters and signals.

Every item builds its painter paths when it is made or when a setter changes what it
shows; ``paint()`` only draws them. Items know nothing of the game: the scene
(:mod:`metrox_desktop.ui.sheet.scene`) tells them what to show and turns their signals
into route and station indices.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
    QTransform,
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
    crown_path,
    diamond_path,
    draw_mark,
    font,
    mark_path,
    star_path,
    text_outline,
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
        self._line = QPainterPath(QPointF(*points[0]))
        for p in points[1:]:
            self._line.lineTo(QPointF(*p))
        self._accent = QColor(accent) if accent else self._default_accent(pattern)
        self._marks = QPainterPath()
        for x, y, angle in marks:
            if pattern in ("dots", "dark-dots"):
                self._marks.addEllipse(QPointF(x, y), width * 0.2, width * 0.2)
            elif pattern == "triangles":
                self._marks.addPath(triangle_path(x, y, width * 0.62, angle))
            elif pattern == "stars":
                self._marks.addPath(star_path(x, y, width * 0.42, angle - 90))
        self._shape = QPainterPath()
        self._shape.setFillRule(Qt.FillRule.WindingFill)
        for ring in hit_area:
            self._shape.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
            self._shape.closeSubpath()
        stroker = QPainterPathStroker()
        stroker.setWidth(width * 3)
        stroker.setJoinStyle(Qt.PenJoinStyle.MiterJoin)  # as drawn: a sharp bend's spike
        self._bounds = (
            stroker.createStroke(self._line).boundingRect().united(self._shape.boundingRect())
        )
        self._emphasis = "normal"
        self._flash = 0.0
        # A lit route's glow is a translucent stroke, slow to fill like a faded one; while
        # it stays lit (no hover, no flash) it is drawn from a pixmap too.
        self._lit = FadedPixmap()

    def _default_accent(self, pattern: str) -> QColor:
        if pattern in ("dark-dots", "dash-dot", "dash-dot-dot"):
            return self._colour.darker(260)
        if pattern == "centre-stripe":
            return self._colour.darker(135)
        if pattern == "double-stripe":
            return QColor("#f3ead2")
        return QColor("#ffffff")

    # -- setters -----------------------------------------------------------------------
    @property
    def emphasis(self) -> str:
        return self._emphasis

    def set_emphasis(self, emphasis: str) -> None:
        """ "normal", "highlight" (a glow behind the line) or "dim" (faded)."""
        if emphasis != self._emphasis:
            self._emphasis = emphasis
            self.setOpacity(theme().faded if emphasis == "dim" else 1.0)
            self.update()

    def set_flash(self, level: float) -> None:
        self._flash = level
        self.update()

    def restyle(self) -> None:
        if self._emphasis == "dim":
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
        glow = 1.0 if self._emphasis == "highlight" else 0.0
        if self._hover:
            glow = max(glow, 0.6)
        return max(glow, self._flash)

    def steady(self) -> bool:
        return self._glow() == 0  # a glow follows the hover and the flash animation

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        lit = self._emphasis == "highlight" and not self._hover and self._flash == 0
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
        painter.setPen(QPen(self._colour, self._width, Qt.PenStyle.SolidLine, flat, join))
        painter.drawPath(self._line)
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

    def __init__(self, x: float, y: float, w: float, h: float) -> None:
        super().__init__()
        self._rect = QRectF(x - w / 2, y - h / 2, w, h)
        self._value: int | str = EMPTY
        self._ghost: int | str = EMPTY
        self._paths = mark_path(EMPTY, self._rect)
        self._ghost_paths = self._paths
        self._highlighted = False
        self._dashed_diagonal = False
        self._double_border = False

    @property
    def rect(self) -> QRectF:
        return QRectF(self._rect)

    @property
    def value(self) -> int | str:
        return self._value

    @property
    def ghost(self) -> int | str:
        return self._ghost

    @property
    def highlighted(self) -> bool:
        return self._highlighted

    def _set_value(self, value: int | str) -> None:
        if value != self._value:
            self._value = value
            self._paths = mark_path(value, self._rect)
            self.update()

    def _set_ghost(self, ghost: int | str) -> None:
        if ghost != self._ghost:
            self._ghost = ghost
            self._ghost_paths = mark_path(ghost, self._rect)
            self.update()

    def set_highlighted(self, on: bool) -> None:
        if on != self._highlighted:
            self._highlighted = on
            self.update()

    def set_double_border(self, on: bool) -> None:
        """Indicator boxes are printed with a double outline."""
        self._double_border = on
        self.update()

    def set_dashed_diagonal(self, on: bool) -> None:
        """The dotted stroke across a station that is the End of two routes (Osaka P/Y)."""
        self.prepareGeometryChange()
        self._dashed_diagonal = on
        self.update()

    def boundingRect(self) -> QRectF:
        grow = self._rect.width() * 0.3 if self._dashed_diagonal else 3.0
        return self._rect.adjusted(-grow, -grow, grow, grow)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._rect)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        look = theme()
        fill = QColor("#fff3b0") if self._highlighted else QColor(look.box_fill)
        border = QPen(
            QColor("#e0a800") if self._highlighted else QColor(look.box_border),
            2.5 if self._highlighted else 1.2,
        )
        if self._hover:
            border = QPen(QColor("#1e6edc"), 2.2)
        painter.setPen(border)
        painter.setBrush(QBrush(fill))
        painter.drawRect(self._rect)
        if self._double_border:
            painter.setPen(QPen(QColor(look.box_border), 0.8))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(self._rect.adjusted(2.5, 2.5, -2.5, -2.5))
        if self._dashed_diagonal:
            pen = QPen(QColor("#6fb8b0"), 1.2, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            g = self._rect.width() * 0.25
            painter.drawLine(
                self._rect.topLeft() - QPointF(g, g), self._rect.bottomRight() + QPointF(g, g)
            )
        draw_mark(painter, self._paths, QColor(look.ink), self._rect.width() * 0.065)
        if self._ghost != EMPTY:
            draw_mark(painter, self._ghost_paths, QColor(look.ghost), self._rect.width() * 0.065)


class StationItem(BoxItem):
    """A station box: ``mark`` is EMPTY, CIRCLE or a star number."""

    @property
    def mark(self) -> int:
        return int(self._value)

    def set_mark(self, mark: int) -> None:
        self._set_value(mark)

    def set_ghost(self, mark: int) -> None:
        self._set_ghost(mark)


class IndicatorItem(BoxItem):
    """An indicator box: ``code`` is "" or a card code ("4", "circled-2", "star")."""

    def __init__(self, x: float, y: float, w: float, h: float) -> None:
        super().__init__(x, y, w, h)
        self._value = ""
        self._ghost = ""

    @property
    def code(self) -> str:
        return str(self._value)

    def set_code(self, code: str | None) -> None:
        self._set_value(code or "")

    def set_ghost(self, code: str | None) -> None:
        self._set_ghost(code or "")

    def set_dimmed(self, dimmed: bool) -> None:
        self.setOpacity(0.45 if dimmed else 1.0)


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


class TextItem(SheetItem):
    """Printed text (a route name): lines left-aligned at x, the first line's middle at y."""

    MIN_SCALE = 0.8  # a name made smaller than this is condensed instead: still readable

    def __init__(
        self, x: float, y: float, text: str, pixels: float, colour: str = "#3a3a3a"
    ) -> None:
        super().__init__()
        self._at = QPointF(x, y)
        self._pixels = pixels
        self._colour = QColor(colour)
        self._text = ""
        self._width: float | None = None
        self._path = QPainterPath()
        self.set_text(text)

    @property
    def text(self) -> str:
        return self._text

    def set_text(self, text: str, width: float | None = None) -> None:
        """Replace the text ("\n" starts a new line). ``width``: the room it has on the
        sheet; a wider text is made smaller, down to ``MIN_SCALE``, then condensed, so
        it never runs into the print beside it (measured, whatever the font)."""
        if text == self._text and width == self._width:
            return
        self.prepareGeometryChange()
        self._text = text
        self._width = width
        self._faded.clear()
        self._path = self._lines(text)
        natural = self._path.boundingRect().width()
        if width is not None and natural > width > 0:
            ratio = width / natural
            smaller = max(ratio, self.MIN_SCALE)
            squeeze = QTransform()  # about the anchor: the first line's middle stays at y
            squeeze.translate(self._at.x(), self._at.y())
            squeeze.scale(ratio, smaller)  # the width fits; the height no less than MIN_SCALE
            squeeze.translate(-self._at.x(), -self._at.y())
            self._path = squeeze.map(self._path)
        self.update()

    def natural_rect(self, text: str) -> QRectF:
        """Where ``text`` prints at this item's full size (in scene coordinates)."""
        return self._lines(text).boundingRect()

    def _lines(self, text: str) -> QPainterPath:
        path = QPainterPath()
        f = font(self._pixels)
        for k, line in enumerate(text.split("\n")):
            p = text_outline(line, f)
            # baseline so the line's x-height centre sits on y + k * line height
            p.translate(self._at.x(), self._at.y() + k * self._pixels * 1.15 + self._pixels * 0.36)
            path.addPath(p)
        return path

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-2, -2, 2, 2)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.boundingRect())
        return path

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        printed = theme().print_text  # high contrast: every print in one strong ink
        colour = QColor(printed) if printed else self._colour
        painter.setBrush(QColor("#1e6edc") if self._hover else colour)
        painter.drawPath(self._path)


class BonusItem(SheetItem):
    """The crown (first completion) and diamond (later), their values and pencil marks."""

    DIAMOND_OFFSET = QPointF(27, 11)

    def __init__(self, x: float, y: float, first: int, later: int, size: float = 27) -> None:
        super().__init__()
        self._crown_at = QPointF(x, y)
        self._diamond_at = QPointF(x, y) + self.DIAMOND_OFFSET
        self._size = size
        self._crown = crown_path(x, y, size)
        self._diamond = diamond_path(self._diamond_at.x(), self._diamond_at.y(), size * 1.05)
        self._first = text_path(str(first), font(size * 0.85, bold=False), x, y + size * 0.02)
        self._later = text_path(
            str(later), font(size * 0.85), self._diamond_at.x(), self._diamond_at.y()
        )
        self._award: str | None = None
        self._crossed = False

    @property
    def award(self) -> str | None:
        return self._award

    @property
    def crossed(self) -> bool:
        return self._crossed

    def set_award(self, award: str | None, crossed: bool = False) -> None:
        """ "first" circles the crown, "later" the diamond; ``crossed`` strikes the crown out."""
        if (award, crossed) != (self._award, self._crossed):
            self._award, self._crossed = award, crossed
            self._faded.clear()
            self.update()

    def boundingRect(self) -> QRectF:
        s = self._size
        return QRectF(
            self._crown_at.x() - s,
            self._crown_at.y() - s,
            s * 3 + self.DIAMOND_OFFSET.x(),
            s * 2.4 + 12,
        )

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPath(self._crown)
        path.addPath(self._diamond)
        return path

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#8c8c8c"))
        painter.drawPath(self._diamond)
        painter.setBrush(QColor("#f6d74a"))
        painter.drawPath(self._crown)
        painter.setBrush(QColor("#5b5b5b"))
        painter.drawPath(self._later)
        painter.setBrush(QColor("#555555"))
        painter.drawPath(self._first)
        pen = QPen(QColor(theme().ink), 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = self._size * 0.72
        if self._award == "first":
            painter.drawEllipse(self._crown_at, r, r)
        elif self._award == "later":
            painter.drawEllipse(self._diamond_at, r, r)
        if self._crossed:
            c = self._crown_at
            painter.drawLine(c + QPointF(-r, -r), c + QPointF(r, r))
            painter.drawLine(c + QPointF(-r, r), c + QPointF(r, -r))


class ScoreBoxItem(QGraphicsObject):
    """A score box ("Comp.B", "Total"...) with the number written in it."""

    def __init__(self, x: float, y: float, w: float, h: float, title: str) -> None:
        super().__init__()
        self._rect = QRectF(x - w / 2, y - h / 2, w, h)
        self._title = text_outline(title, font(15, bold=True)).translated(
            self._rect.left() + 5, self._rect.top() + 18
        )
        self._value: int | str | None = None
        self._value_path = QPainterPath()

    @property
    def value(self) -> int | str | None:
        return self._value

    def set_value(self, value: int | str | None) -> None:
        """A number (centred, large) or a text such as a player's name; None: blank."""
        if value != self._value:
            self._value = value
            c = self._rect.center()
            size = min(self._rect.height() * 0.45, 40)
            if value is None or value == "":
                self._value_path = QPainterPath()
            elif isinstance(value, str):
                path = text_path(value, font(min(size, 26)), c.x(), c.y() + 6)
                room = self._rect.width() - 16
                if path.boundingRect().width() > room:  # a long name: shrink to fit
                    shrink = QTransform()
                    shrink.translate(c.x(), c.y())
                    shrink.scale(room / path.boundingRect().width(), 1.0)
                    shrink.translate(-c.x(), -c.y())
                    path = shrink.map(path)
                self._value_path = path
            else:
                self._value_path = text_path(str(value), font(size, bold=True), c.x(), c.y() + 6)
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        look = theme()
        painter.setBrush(QColor(look.box_fill))
        if look.outline_scores:
            painter.setPen(QPen(QColor(look.box_border), 1.5))
        painter.drawRect(self._rect)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(look.print_text or "#5a5a5a"))
        painter.drawPath(self._title)
        if not self._value_path.isEmpty():  # an empty path is invalid SVG
            painter.setBrush(QColor(look.ink))
            painter.drawPath(self._value_path)


class PrintItem(QGraphicsObject):
    """Fixed print: the map title (outlined letters) and the score operators."""

    def __init__(
        self, path: QPainterPath, fill: QColor | None, outline: QColor | None, width: float = 1.0
    ) -> None:
        super().__init__()
        self._path = path
        self._fill = fill
        self._outline = outline
        self._width = width

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(
            -self._width, -self._width, self._width, self._width
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        printed = theme().print_text  # high contrast: every print in one strong ink
        outline = QColor(printed) if printed and self._outline else self._outline
        fill = QColor(printed) if printed and self._fill else self._fill
        painter.setPen(QPen(outline, self._width) if outline else Qt.PenStyle.NoPen)
        painter.setBrush(fill if fill else Qt.BrushStyle.NoBrush)
        painter.drawPath(self._path)


class ProblemItem(QGraphicsObject):
    """A red ring with a number where a map file has a problem (the map inspector)."""

    RADIUS = 16.0

    def __init__(self, x: float, y: float, number: int, message: str) -> None:
        super().__init__()
        self._centre = QPointF(x, y)
        self._number = text_path(str(number), font(13, bold=True), x, y - self.RADIUS - 9)
        self.setToolTip(message)

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 4
        return QRectF(self._centre.x() - r, self._centre.y() - r - 20, 2 * r, 2 * r + 20)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(220, 30, 30, 220), 3.0))
        painter.setBrush(QColor(220, 30, 30, 40))
        painter.drawEllipse(self._centre, self.RADIUS, self.RADIUS)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(200, 20, 20))
        painter.drawPath(self._number)
