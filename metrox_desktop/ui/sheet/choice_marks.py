"""Rings drawn over a sheet around a choice: the hint's choice, or the two choices of
a costly turn in the review.

A :class:`ChoiceMark` is one item laid over a :class:`MapScene` (above its boxes)
that rings the route's letter badge and every station the choice would fill, or the
one station of a free circle, in one colour, with a small label by the badge. The
label goes beside, above, below or after the badge (``label_places``), wherever it
hides least of the sheet's print (badges, boxes, stations: ``label_obstacles``), and
never over a route's name nor off the sheet while another place is free, nor nearer
another route's name or badge than its own rings (it would read as that route's). The
scene itself is not changed: the mark is added and removed as a whole.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.rules import stations_filled
from metrox_desktop.engine.state import SheetState
from metrox_desktop.ui.sheet.scene import MapScene

Z_MARK = 40.0  # above stations, boxes and the print
RING_MARGIN = 5.0  # a ring goes this far outside what it rings
RING_WIDTH = 4.0  # the ring's pen
HINT_COLOUR = "#e67e00"  # amber: the hint (and the best choice in a review)
YOURS_COLOUR = "#7b3fb5"  # violet: the choice made, in a review


def choice_name(board: Board, choice: Choice) -> tuple[str, str]:
    """(short, long) words for a choice: ("G", "G Ginza") for a route, ("G3", "G3 / Z3")
    for a free circle's station; ("-", "-") for the pass."""
    from metrox_desktop.ui.language import route_name, station_name

    if choice.is_pass:
        return "-", "-"
    if not choice.is_route:
        return board.station_refs(choice.index)[0], station_name(board, choice.index)
    return board.route_letters[choice.index], route_name(board, choice.index)


def choice_rects(scene: MapScene, sheet: SheetState, card: Card, choice: Choice) -> list[QRectF]:
    """Where a choice for ``card`` shows on the sheet: the route's badge and the
    stations it would fill, or the station a free circle circles (nowhere: a pass)."""
    if choice.is_pass:
        return []
    if not choice.is_route:
        return [scene.station_items[choice.index].sceneBoundingRect()]
    rects = [scene.badge_items[choice.index].sceneBoundingRect()]
    rects += [
        scene.station_items[s].sceneBoundingRect()
        for s in stations_filled(scene.board, sheet, card, choice.index)
    ]
    return rects


Obstacle = tuple[QRectF, float]  # a place on the sheet and how bad hiding it is
WORDS = 4.0  # hiding a route's letter or bonus is worse than a box's corner
NAME = 1000.0  # a route's name is never hidden while any other place is free
OFF = 1_000_000.0  # a label cut off by the view's edge cannot be read at all
NAME_MARGIN = 3.0  # pixels kept clear around a name: a label touching it hides its foot
VIEW_MARGIN = 8.0  # the view shows this much around the sheet (SheetView.fit)


def off_the_sheet(sheet: QRectF) -> list[QRectF]:
    """Four bands around ``sheet``: a label there is cut off where the view shows no
    more than the sheet and its margin (the main window)."""
    far = 10_000.0
    edge = sheet.adjusted(-VIEW_MARGIN, -VIEW_MARGIN, VIEW_MARGIN, VIEW_MARGIN)
    return [
        QRectF(edge.left() - far, edge.top() - far, 3 * far, far),  # above
        QRectF(edge.left() - far, edge.bottom(), 3 * far, far),  # below
        QRectF(edge.left() - far, edge.top(), far, edge.height()),  # left
        QRectF(edge.right(), edge.top(), far, edge.height()),  # right
    ]


def label_obstacles(scene: MapScene) -> list[Obstacle]:
    """What a mark's label should not hide on ``scene``: the print a player reads, and
    the sheet's edge (beyond it the label may be cut off)."""
    # A route's name, letter, crown and diamond are never hidden while any place is
    # free (the Japanese Hint tag hid Chiyoda's crown and diamond).
    m = NAME_MARGIN
    printed = [*scene.name_items, *scene.badge_items, *scene.bonus_items]
    names = [item.sceneBoundingRect().adjusted(-m, -m, m, m) for item in printed]
    rest: list[QGraphicsItem] = [*scene.station_items]
    rest += [box for boxes in scene.indicator_items for box in boxes]
    return (
        [(rect, OFF) for rect in off_the_sheet(scene.sceneRect())]
        + [(rect, NAME) for rect in names]
        + [(item.sceneBoundingRect(), 1.0) for item in rest]
    )


def label_places(ring: QRectF, width: float, height: float, gap: float = 3.0) -> list[QRectF]:
    """Where a ``width`` x ``height`` label may go beside ``ring``, by preference:
    before it, above, below, then after it, each at three heights or alignments, then
    off its corners (on a crowded sheet the one place clear of names and bonuses)."""
    w, h = width, height
    before, after = ring.left() - w - gap, ring.right() + gap
    above, below = ring.top() - h - gap, ring.bottom() + gap
    middle = ring.center().y() - h / 2
    centred = ring.center().x() - w / 2
    return [
        *(QRectF(before, y, w, h) for y in (middle, ring.bottom() - h, ring.top())),
        *(QRectF(x, above, w, h) for x in (centred, ring.right() - w, ring.left())),
        *(QRectF(x, below, w, h) for x in (centred, ring.right() - w, ring.left())),
        *(QRectF(after, y, w, h) for y in (middle, ring.bottom() - h, ring.top())),
        *(QRectF(x, y, w, h) for y in (above, below) for x in (after, before)),
        # Farther out, for a ring among names and bonuses on every side.
        *(QRectF(centred, y, w, h) for y in (above - h - gap, below + h + gap)),
        *(QRectF(x, middle, w, h) for x in (before - w / 2, after + w / 2)),
        *(QRectF(x, y, w, h) for y in (above - h, below + h) for x in (before, after)),
    ]


def far_places(ring: QRectF, width: float, height: float) -> list[QRectF]:
    """Places around ``ring`` on a grid of half a label, up to six labels away,
    nearest first: for a ring whose every side holds a name or a bonus."""
    centre = ring.center()
    places = [
        QRectF(
            centre.x() - width / 2 + i * width / 2,
            centre.y() - height / 2 + j * height / 2,
            width,
            height,
        )
        for i in range(-12, 13)
        for j in range(-12, 13)
    ]
    places = [p for p in places if not p.intersects(ring)]
    return sorted(places, key=lambda p: (p.center() - centre).manhattanLength())


# A rectangle as plain numbers (left, top, right, bottom): a label's place is weighed
# against every obstacle, hundreds of places for one label, faster than through Qt.
Box = tuple[float, float, float, float]


def _box(rect: QRectF) -> Box:
    return rect.left(), rect.top(), rect.right(), rect.bottom()


def _hidden(place: Box, obstacles: Sequence[tuple[Box, float]]) -> float:
    """How much of ``obstacles`` (area times weight) ``place`` would cover."""
    left, top, right, bottom = place
    total = 0.0
    for (other_left, other_top, other_right, other_bottom), weight in obstacles:
        width = min(right, other_right) - max(left, other_left)
        if width > 0:
            height = min(bottom, other_bottom) - max(top, other_top)
            if height > 0:
                total += weight * width * height
    return total


def _within_reach(
    obstacles: Sequence[tuple[Box, float]], places: Sequence[QRectF]
) -> list[tuple[Box, float]]:
    """The ``obstacles`` some of ``places`` could hide (those overlapping the box around
    them all): the others add nothing to any place's ``_hidden``, weighed hundreds of
    times for one label."""
    boxes = [_box(place) for place in places]
    left, top = min(b[0] for b in boxes), min(b[1] for b in boxes)
    right, bottom = max(b[2] for b in boxes), max(b[3] for b in boxes)
    return [
        (box, weight)
        for box, weight in obstacles
        if min(right, box[2]) > max(left, box[0]) and min(bottom, box[3]) > max(top, box[1])
    ]


def _gap(a: Box, b: Box) -> float:
    dx = max(0.0, a[0] - b[2], b[0] - a[2])
    dy = max(0.0, a[1] - b[3], b[1] - a[3])
    return float((dx * dx + dy * dy) ** 0.5)


def distance(a: QRectF, b: QRectF) -> float:
    """The gap between two rectangles (0 where they touch or overlap)."""
    return _gap(_box(a), _box(b))


def _misleading(place: Box, rings: Sequence[Box], printed: Sequence[Box]) -> bool:
    """Whether a label at ``place`` sits nearer some route's print (a name, a badge, a
    bonus: ``printed``) than any of its own ``rings``: a player would read it as naming
    that route (the English Chosen tag under Hanzomon's name, Chiyoda chosen)."""
    own = min(_gap(place, ring) for ring in rings)
    return any(_gap(place, box) < own for box in printed)


class ChoiceMark(QGraphicsItem):
    """Rings in one colour around ``rects`` (scene coordinates), ``label`` beside the
    first, where it covers least of ``avoid`` (``label_obstacles``)."""

    def __init__(
        self,
        rects: Sequence[QRectF],
        colour: str,
        label: str = "",
        dashed: bool = False,
        avoid: Sequence[Obstacle] = (),
    ) -> None:
        super().__init__()
        m = RING_MARGIN
        self.rects = [r.adjusted(-m, -m, m, m) for r in rects]
        self.colour = QColor(colour)
        self.label = label
        self.dashed = dashed
        self.setZValue(Z_MARK)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks reach the sheet
        self.setAcceptHoverEvents(False)
        self._font = QFont()
        self._font.setPixelSize(15)
        self._font.setBold(True)
        self._avoid = list(avoid)
        # Where the label is drawn (scene coordinates); a null rect without one.
        self.label_rect = self._place_label()

    def set_label(self, label: str) -> None:
        """Write ``label`` in place of the present one (a language switch), placed anew
        for its length; the rings stay."""
        if label == self.label:
            return
        self.prepareGeometryChange()
        self.label = label
        self.label_rect = self._place_label()
        self.update()

    def _place_label(self) -> QRectF:
        """Where the label hides least of the sheet (a null rect without a label)."""
        label, avoid = self.label, self._avoid
        if not self.rects or not label:
            return QRectF()
        metrics = QFontMetricsF(self._font)
        w, h = metrics.horizontalAdvance(label) + 12, metrics.height() + 4
        places = label_places(self.rects[0], w, h)  # the first that hides least wins
        own = [_box(ring) for ring in self.rects]
        printed = [_box(rect) for rect, weight in avoid if NAME <= weight < OFF]

        def boxed(obstacles: Sequence[Obstacle]) -> list[tuple[Box, float]]:
            return [(_box(rect), weight) for rect, weight in obstacles]

        def cost(place: QRectF, obstacles: Sequence[tuple[Box, float]]) -> float:
            # A place nearer another route's print than its own rings is as bad as one
            # over a name: the tag must read as this mark's.
            at = _box(place)
            misleading = NAME if _misleading(at, own, printed) else 0.0
            return _hidden(at, obstacles) + misleading

        everything = boxed([*avoid, *((ring, WORDS) for ring in self.rects[1:])])
        others = _within_reach(everything, places)
        best = min(places, key=lambda place: cost(place, others))
        if cost(best, others) >= NAME:  # crowded: beside another of its rings (the
            # stations it fills), so the tag still reads as this mark's, else farther out.
            # There too the place that hides least wins, not the first that hides no
            # name: a short tag (Japanese) fitted first over an empty box before a
            # station, where a long one went to the clear place above them.
            rings = [*self.rects[1:], self.rects[0]]
            beside = []
            for ring in rings:
                around = boxed([*avoid, *((r, WORDS) for r in rings if r is not ring)])
                near = label_places(ring, w, h)
                around = _within_reach(around, near)
                beside += [(cost(place, around), place) for place in near]
            hidden, place = min(beside, key=lambda found: found[0])
            if hidden < NAME:
                return place
            # Farther out: clear of every name and nearer its own rings than another
            # route's print, else (a lone badge among names) clear of every name.
            far = far_places(self.rects[0], w, h)
            others = _within_reach(everything, far)
            clear = (p for p in far if cost(p, others) < NAME)
            unhidden = (p for p in far if _hidden(_box(p), others) < NAME)
            best = next(clear, None) or next(unhidden, best)
        return best

    def _clear_of_names(self) -> QPainterPath:
        """Where the rings may be drawn: anywhere but on a route's name, which sits
        close by its letter, nearer than a ring's margin (the Hint's ring round Ginza's
        letter crossed the end of its name); the ring breaks there, the name reads."""
        area = QPainterPath()
        area.addRect(self.boundingRect())
        scene = self.scene()
        if isinstance(scene, MapScene):
            names = QPainterPath()
            for name in scene.name_items:
                names.addRect(name.sceneBoundingRect())
            area = area.subtracted(names)
        return area

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt virtual
        # The rings and the label (a null rect, without one, adds nothing).
        return reduce(QRectF.united, self.rects, self.label_rect).adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(self.colour, RING_WIDTH)
        if self.dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.save()
        painter.setClipPath(self._clear_of_names())
        for r in self.rects:
            painter.drawRoundedRect(r, 6, 6)
        painter.restore()
        if not self.label_rect.isNull():
            path = QPainterPath()
            path.addRoundedRect(self.label_rect, 6, 6)
            painter.fillPath(path, self.colour)
            painter.setPen(QColor("#ffffff"))
            painter.setFont(self._font)
            painter.drawText(self.label_rect, Qt.AlignmentFlag.AlignCenter, self.label)

    def covers(self) -> list[Obstacle]:
        """The rings and the label: what another mark's label should not hide."""
        rects = [*self.rects, self.label_rect] if not self.label_rect.isNull() else self.rects
        return [(rect, WORDS) for rect in rects]
