"""What a sheet prints around the boxes: route names, the first and later bonuses, the
score boxes, fixed print (title, operators) and the map inspector's problem rings.
Dumb graphics items like those of :mod:`.items`, which holds the pieces a player marks.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from metrox_desktop.ui.sheet.ink import (
    crown_path,
    diamond_path,
    font,
    scaled_about,
    text_outline,
    text_path,
    theme,
)
from metrox_desktop.ui.sheet.items import SheetItem
from metrox_desktop.words import points_text


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
        self.text = ""
        self._width: float | None = None
        self._path = QPainterPath()
        self.set_text(text)

    def set_text(self, text: str, width: float | None = None) -> None:
        """Replace the text ("\n" starts a new line). ``width``: the room it has on the
        sheet; a wider text is made smaller, down to ``MIN_SCALE``, then condensed, so
        it never runs into the print beside it (measured, whatever the font)."""
        if text == self.text and width == self._width:
            return
        self.prepareGeometryChange()
        self.text = text
        self._width = width
        self._faded.clear()
        self._path = self._lines(text)
        natural = self._path.boundingRect().width()
        if width is not None and natural > width > 0:
            # About the anchor (the first line's middle stays at y): the width fits, the
            # height no less than MIN_SCALE.
            ratio = width / natural
            smaller = max(ratio, self.MIN_SCALE)
            self._path = scaled_about(self._path, self._at.x(), self._at.y(), ratio, smaller)
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
    DIGIT_OUTLINE = 2.6  # pen width of the digits' white outline (half of it outside)

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
        self.award: str | None = None
        self.crossed = False

    def set_award(self, award: str | None, crossed: bool = False) -> None:
        """ "first" circles the crown, "later" the diamond; ``crossed`` strikes the crown out."""
        if (award, crossed) != (self.award, self.crossed):
            self.award, self.crossed = award, crossed
            self._faded.clear()
            self.update()

    def crown_rect(self) -> QRectF:
        """The crown as drawn, in scene coordinates (what a pointer at it rings)."""
        return self.mapRectToScene(self._crown.boundingRect())

    def digit_rects(self) -> list[QRectF]:
        """The crown's and the diamond's numbers as drawn, in scene coordinates."""
        return [self.mapRectToScene(p.boundingRect()) for p in (self._first, self._later)]

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
        # The digits in a white outline, as printed: dark grey alone is hard to read on grey.
        white = QPen(QColor("#ffffff"), self.DIGIT_OUTLINE)
        white.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(white)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._later)
        painter.drawPath(self._first)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#5b5b5b"))
        painter.drawPath(self._later)
        painter.setBrush(QColor("#555555"))
        painter.drawPath(self._first)
        pen = QPen(QColor(theme().ink), 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = self._size * 0.72
        if self.award == "first":
            painter.drawEllipse(self._crown_at, r, r)
        elif self.award == "later":
            painter.drawEllipse(self._diamond_at, r, r)
        if self.crossed:
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
        self.value: int | str | None = None
        self._value_path = QPainterPath()

    def set_value(self, value: int | str | None) -> None:
        """A number (centred, large) or a text such as a player's name; None: blank."""
        if value != self.value:
            self.value = value
            c = self._rect.center()
            size = min(self._rect.height() * 0.45, 40)
            if value is None or value == "":
                self._value_path = QPainterPath()
            elif isinstance(value, str):
                path = text_path(value, font(min(size, 26)), c.x(), c.y() + 6)
                room = self._rect.width() - 16
                if path.boundingRect().width() > room:  # a long name: shrink to fit
                    path = scaled_about(path, c.x(), c.y(), room / path.boundingRect().width())
                self._value_path = path
            else:
                self._value_path = text_path(
                    points_text(value), font(size, bold=True), c.x(), c.y() + 6
                )
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
    """Fixed print: the map title (strokes of a pen ``width`` wide, sharp-cornered as
    printed) and the score operators (filled)."""

    MITER_LIMIT = 3.0  # an A's apex stays pointed

    def __init__(
        self, path: QPainterPath, fill: QColor | None, outline: QColor | None, width: float = 1.0
    ) -> None:
        super().__init__()
        self._path = path
        self._fill = fill
        self._outline = outline
        self._width = width

    def boundingRect(self) -> QRectF:
        w = self._width * self.MITER_LIMIT  # a sharp corner's point reaches this far out
        return self._path.boundingRect().adjusted(-w, -w, w, w)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        printed = theme().print_text  # high contrast: every print in one strong ink
        outline = QColor(printed) if printed and self._outline else self._outline
        fill = QColor(printed) if printed and self._fill else self._fill
        if outline:
            pen = QPen(outline, self._width)
            pen.setCapStyle(Qt.PenCapStyle.SquareCap)
            pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
            pen.setMiterLimit(self.MITER_LIMIT)
            painter.setPen(pen)
        else:
            painter.setPen(Qt.PenStyle.NoPen)
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


def wrapped_name(name: str, label: str | None) -> str:
    """A Japanese name on two lines where the sheet prints the English one on several
    (a long name in a narrow gap): 長堀鶴見緑地線 as 長堀鶴見 / 緑地線."""
    if label is None or "\n" not in label or len(name) < 5:
        return name
    half = (len(name) + 1) // 2
    return name[:half] + "\n" + name[half:]
