"""A map's title as printed: thin single-stroke geometric capitals (a hexagonal O, an
open A), as a painter path drawn with a pen (exact at any zoom and in SVG and PDF).

Each letter is a few strokes measured on the printed sheets, in letter heights: x
across from the letter's left edge, y down from its top. A title with a letter not
drawn here (a new map's) is printed from the font instead (:func:`title_path` gives
None).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath

Stroke = tuple[tuple[float, float], ...]

# letter -> (width, strokes); a stroke whose last point is its first is closed.
_HEXAGON: Stroke = (
    (0.3425, 0), (0.685, 0.21), (0.685, 0.79), (0.3425, 1), (0, 0.79), (0, 0.21), (0.3425, 0)
)  # fmt: skip
LETTERS: dict[str, tuple[float, tuple[Stroke, ...]]] = {
    # A: the left leg stops short of the apex, the bar short of the right leg.
    "A": (0.74, (((0.37, 0), (0.74, 1)), ((0, 1), (0.307, 0.17)), ((0.115, 0.69), (0.535, 0.69)))),
    "K": (0.6, (((0, 0), (0, 1)), ((0.55, 0), (0.13, 0.48), (0.6, 1)))),
    "O": (0.685, (_HEXAGON,)),
    "S": (0.68, (((0.68, 0.21), (0.34, 0), (0, 0.23), (0.68, 0.77), (0.34, 1), (0, 0.79)),)),
    "T": (0.76, (((0, 0.04), (0.76, 0.04)), ((0.38, 0.04), (0.38, 1)))),
    "Y": (0.7, (((0, 0), (0.35, 0.56), (0.7, 0)), ((0.35, 0.56), (0.35, 1)))),
    " ": (0.4, ()),
}
LETTER_HEIGHT = 0.73  # of the label's size (a font's pixel size): from stroke to stroke
STROKE_WIDTH = 0.055  # of the label's size: the printed letters' line
GAP = 0.245  # between letters, in letter heights, where the label gives no width


def title_path(
    text: str, cx: float, cy: float, size: float, width: float | None
) -> QPainterPath | None:
    """The strokes of ``text`` centred on (cx, cy), its letters ``size * LETTER_HEIGHT``
    tall from stroke to stroke, spread (or squeezed) across ``width`` where one is given
    (the strokes are drawn ``size * STROKE_WIDTH`` wide, with square ends); None if a
    letter is not drawn here."""
    letters = [LETTERS.get(c) for c in text.upper()]
    if not text.strip() or any(letter is None for letter in letters):
        return None
    drawn = [letter for letter in letters if letter is not None]
    h = size * LETTER_HEIGHT
    natural = sum(w for w, _strokes in drawn) * h
    gaps = len(drawn) - 1
    gap = GAP * h
    across = 1.0  # a squeeze across where the letters alone are wider than the label
    if width is not None and gaps > 0:
        gap = max((width - natural) / gaps, 0.0)
    if width is not None and natural > width > 0:
        across = width / natural
    total = (natural + gap * gaps) * across
    path = QPainterPath()
    left, top = cx - total / 2, cy - h / 2
    for w, strokes in drawn:
        for stroke in strokes:
            points = [QPointF(left + x * h * across, top + y * h) for x, y in stroke]
            path.moveTo(points[0])
            closed = len(points) > 2 and stroke[-1] == stroke[0]
            for p in points[1:-1] if closed else points[1:]:
                path.lineTo(p)
            if closed:
                path.closeSubpath()
        left += (w * h + gap) * across
    return path
