"""Ink and print: the colours, fonts and shapes every drawing of a sheet or a card uses.

Shapes are painter paths (text too), so they are exact at any zoom and in SVG and PDF
exports. Pure drawing helpers: no items, no game.

Themes: ``theme()`` is the :class:`Theme` every item reads when it paints (paper, ink,
boxes, the veil a dark window lays over the sheet); ``route_looks(routes)`` gives each
route's stripe colour and pattern colour in the current route palette: the map's own
colours, the colour-blind-safe one or the high-contrast one (``PALETTES``). The
window side (QPalette, menus, settings) is :mod:`metrox_desktop.ui.themes`. Scenes
``follow()`` the look: each is restyled when ``restyle_followers()`` runs after a
switch. Widgets hear a switch as Qt's StyleChange (ui/themes/ sets the application's
style last) and restyle themselves in ``changeEvent`` once per switch (:class:`SeenLook`).
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Protocol

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF, QTransform

from metrox_desktop.ui.context import app_context
from metrox_desktop.ui.sheet.colour_metrics import contrast_ratio, darkened_to, delta_e

HIGHLIGHT = QColor(255, 200, 0, 170)  # enabled / completing routes and stations
FONT_FAMILY = "DejaVu Sans"


@dataclass(frozen=True)
class Theme:
    """How a sheet looks: every colour as "#rrggbb"; ``paper`` None keeps the map's."""

    key: str  # "light", "dark", "contrast"
    ink: str  # pencil marks, written numbers
    box_fill: str  # station, indicator and score boxes
    box_border: str
    print_text: str | None  # printed route names and labels (None: as printed)
    paper: str | None
    table: str  # around the sheet in the window
    veil: int  # 0-255: black laid over the sheet on screen (dark: a dimmed paper)
    routes: str  # the route palette it brings: "map" (the map's own colours) or a palette's
    outline_scores: bool = False  # score boxes outlined (white boxes on white paper)
    ghost: str = "#961e6edc"  # #aarrggbb: what a choice would write
    faded: float = 0.25  # opacity of the routes set aside while one is followed
    faded_print: float = 0.45  # and of their letters, names, boxes and bonuses
    card_red: str = "#d8412f"  # the printed cards' numbers (4.2:1 on the card)
    # Route colours at least this contrast on the paper (WCAG 1.4.11 graphics: 3), made
    # darker where they are not, their hue kept; 0: as the palette gives them.
    route_contrast: float = 0.0
    route_edge: float = 0.0  # sheet units of ink along each side of a route's stripe


LIGHT = Theme("light", "#2b2b2b", "#ffffff", "#7d8a8a", None, None, "#e4e9ec", 0, "map")
# Dark: the window dark, the sheet print-like under a dimmed light (every colour, the
# patterns too, keeps its place; marks stay near-black on grey boxes, about 7:1).
DARK = Theme("dark", "#2b2b2b", "#ffffff", "#7d8a8a", None, None, "#15191d", 92, "map")
# High contrast: white paper, black print and marks (21:1), each route in its own hue,
# darkened where it is lighter than 3:1 on the paper, and edged in black.
CONTRAST = Theme("contrast", "#000000", "#ffffff", "#000000", "#000000", "#ffffff", "#000000", 0,
                 "map", outline_scores=True, ghost="#0046c8", faded=0.6,
                 faded_print=0.75, card_red="#9a2215", route_contrast=3.0,
                 route_edge=1.2)  # fmt: skip
THEMES = {t.key: t for t in (LIGHT, DARK, CONTRAST)}

# Route palettes, nine colours each (maps have up to nine routes), every pair apart by
# CIEDE2000 >= 12 in normal vision and as seen with protanopia, deuteranopia and
# tritanopia (Machado 2009): tests/ui/themes/test_themes.py measures them. Built from Paul
# Tol's and Okabe & Ito's colour-blind-safe sets; the patterns still tell routes apart.
COLOUR_BLIND = (
    "#000000", "#0072b2", "#332288", "#555555", "#56b4e9",
    "#bbbbbb", "#cc3311", "#ddaa33", "#ee6677",
)  # fmt: skip
# Also colour-blind safe (>= 10 in every vision), and each at least 3:1 on white paper:
# the colour-blind palette of the high-contrast theme.
HIGH_CONTRAST = (
    "#000000", "#004488", "#0072b2", "#009e73", "#994455",
    "#999933", "#cc3311", "#cc79a7", "#ee6677",
)  # fmt: skip
PALETTES: dict[str, tuple[str, ...]] = {"colour-blind": COLOUR_BLIND, "contrast": HIGH_CONTRAST}


class Restyles(Protocol):
    def restyle(self) -> None: ...


class Look:
    """The look drawings take now and the scenes that follow it (the application
    context's part: ui/context.py)."""

    def __init__(self) -> None:
        self.theme = LIGHT
        self.colour_blind = False
        self.followers: weakref.WeakSet[Restyles] = weakref.WeakSet()


def _look() -> Look:
    return app_context().part(Look)


def theme() -> Theme:
    """The theme sheets are drawn in now."""
    return _look().theme


def colour_blind() -> bool:
    return _look().colour_blind


def set_look(new: Theme, colour_blind_palette: bool) -> None:
    """Draw from now on in ``new`` with (or without) the colour-blind route palette;
    the drawn sheets are told by ui/themes/ (:func:`restyle_followers`)."""
    current = _look()
    current.theme, current.colour_blind = new, colour_blind_palette


class SeenLook:
    """The look a widget last drew itself in. A theme switch ends by setting the
    application's style, once every widget's palette is the new theme's, and Qt sends
    each widget a StyleChange then (ui/themes/); Qt also sends one when a style sheet is
    set. ``changed(event)`` is True at the first StyleChange after a switch only, so a
    widget that draws in the theme's colours restyles itself once per switch::

        def changeEvent(self, event):
            super().changeEvent(event)
            if self._look.changed(event):
                self.restyle()
    """

    def __init__(self) -> None:
        self._seen = theme(), colour_blind()

    def changed(self, event: QEvent) -> bool:
        if event.type() != QEvent.Type.StyleChange:
            return False
        seen, self._seen = self._seen, (theme(), colour_blind())
        return self._seen != seen


def follow(thing: Restyles) -> None:
    """Draw ``thing`` (a sheet's scene: not a widget, so no StyleChange reaches it) in
    the current look now and after every switch (it calls this when it is built)."""
    _look().followers.add(thing)
    thing.restyle()


def restyle_followers() -> None:
    """Every scene drawn again in the current look."""
    followers = _look().followers
    for thing in list(followers):
        try:
            thing.restyle()
        except RuntimeError:  # its Qt object is gone
            followers.discard(thing)


def route_palette() -> str:
    """ "map", "colour-blind" or "contrast": where route colours come from now."""
    palette = theme().routes
    if palette == "map" and colour_blind():
        # The high-contrast theme's colour-blind palette is dark enough for its paper.
        palette = "contrast" if theme().route_contrast else "colour-blind"
    return palette


def route_looks(
    routes: Sequence[tuple[str, str, str | None]], palette: str | None = None
) -> list[tuple[str, str | None]]:
    """(colour, accent) of each route given as (colour, pattern, accent) from the map
    file, in ``palette`` (None: the current one) and the current theme. The map's
    palette returns them as they are; another gives each route the free palette colour
    nearest its printed one (so the orange line stays orange where it can), and a
    pattern colour that stands out on it. A theme with a ``route_contrast`` darkens a
    colour lighter than that on its paper, its hue kept (the pattern's made anew)."""
    palette = palette or route_palette()
    if palette == "map":
        looks = [(colour, accent) for colour, _pattern, accent in routes]
    else:
        colours = PALETTES[palette]
        pairs = sorted(
            (delta_e(route[0], c), r, k)
            for r, route in enumerate(routes)
            for k, c in enumerate(colours)
        )
        chosen: dict[int, str] = {}
        used: set[int] = set()
        for _d, r, k in pairs:
            if r not in chosen and k not in used:
                chosen[r] = colours[k]
                used.add(k)
        for r in range(len(routes)):  # more routes than colours: start the palette again
            chosen.setdefault(r, colours[r % len(colours)])
        looks = [
            (chosen[r], pattern_colour(chosen[r], pattern, accent))
            for r, (_colour, pattern, accent) in enumerate(routes)
        ]
    look = theme()
    if not look.route_contrast or look.paper is None:
        return looks
    darker = [darkened_to(colour, look.paper, look.route_contrast) for colour, _a in looks]
    return [
        (new, accent if new == old else pattern_colour(new, pattern, accent))
        for new, (old, accent), (_c, pattern, _a) in zip(darker, looks, routes, strict=True)
    ]


def pattern_colour(colour: str, pattern: str, accent: str | None) -> str:
    """The colour of a route's pattern (dots, dashes, stripes) on ``colour``: the map's
    own if it stands out (3:1), else white or near-black, whichever stands out more."""
    if pattern == "plain":
        return accent or "#ffffff"
    if accent is not None and contrast_ratio(accent, colour) >= 3:
        return accent
    light, dark = "#ffffff", "#1a1a1a"
    return light if contrast_ratio(light, colour) >= contrast_ratio(dark, colour) else dark


def veil_colour() -> QColor:
    """What a window lays over the sheet in the current theme (transparent: nothing)."""
    return QColor(0, 0, 0, theme().veil)


# Mark values (as in metrox_desktop.engine.state; not imported: drawing knows no game).
EMPTY = 0
CIRCLE = -1


def font(pixels: float, bold: bool = False) -> QFont:
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    return f


def polygon_path(points: Sequence[QPointF]) -> QPainterPath:
    """The closed polygon through ``points``."""
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


def star_path(cx: float, cy: float, radius: float, angle: float = -90.0) -> QPainterPath:
    """A five-pointed star centred on (cx, cy), first point towards ``angle`` degrees."""
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        a = math.radians(angle + 36 * k)
        points.append(QPointF(cx + r * math.cos(a), cy + r * math.sin(a)))
    return polygon_path(points)


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
    return polygon_path([tip, left, right])


# Text outlines are taken at this pixel size and scaled down: Qt's FreeType engine
# leaves the sub-pixel offset of the last glyph it drew in the face it shares, and a
# small size's outline came shifted by 1/64 pixel after a label was drawn at a
# fractional position (the same sheet drew differently from one run to the next).
OUTLINE_PIXELS = 2048


class Outlines:
    """The text outlines taken so far, by text and font (the application context's part:
    ui/context.py). A sheet prints the same names and numbers again and again: every
    small sheet prints its map's names as the big one does, and a card being turned over
    draws its number at each step; the font engine's outline took most of building a
    sheet's scene."""

    MOST = 4096  # outlines kept at once: more than a table of sheets and cards prints

    def __init__(self) -> None:
        self.paths: dict[tuple[str, str], QPainterPath] = {}


def text_outline(text: str, f: QFont) -> QPainterPath:
    """``QPainterPath.addText(0, 0, f, text)`` with the same outline whatever was drawn
    before (``f`` has a pixel size, as ``font()`` makes); a copy of its own to move."""
    kept = app_context().part(Outlines).paths
    key = (text, f.key())
    path = kept.get(key)
    if path is None:
        if len(kept) >= Outlines.MOST:
            kept.clear()
        path = kept[key] = _outline(text, f)
    return QPainterPath(path)


def _outline(text: str, f: QFont) -> QPainterPath:
    pixels = f.pixelSize()
    if pixels <= 0:  # a point size: the engine's outline as it comes
        path = QPainterPath()
        path.addText(0, 0, f, text)
        return path
    large = QFont(f)
    large.setPixelSize(OUTLINE_PIXELS)
    path = QPainterPath()
    path.addText(0, 0, large, text)
    scale = pixels / OUTLINE_PIXELS
    return QTransform.fromScale(scale, scale).map(path)


def text_path(text: str, f: QFont, cx: float, cy: float) -> QPainterPath:
    """Text as a path centred on (cx, cy): exact at any zoom and in SVG/PDF."""
    path = text_outline(text, f)
    rect = path.boundingRect()
    path.translate(cx - rect.center().x(), cy - rect.center().y())
    return path


def stretched_text_path(
    text: str, f: QFont, cx: float, cy: float, width: float | None
) -> QPainterPath:
    """:func:`text_path`, stretched or squeezed across to ``width`` where one is given
    (a map's printed label)."""
    path = text_path(text, f, cx, cy)
    if width is None or path.boundingRect().width() <= 0:
        return path
    return scaled_about(path, cx, cy, width / path.boundingRect().width())


def scaled_about(
    path: QPainterPath, x: float, y: float, sx: float, sy: float = 1.0
) -> QPainterPath:
    """``path`` scaled ``sx`` times across and ``sy`` times down, (x, y) staying put."""
    return QTransform().translate(x, y).scale(sx, sy).translate(-x, -y).map(path)


def sign_between(sign: str, a: QRectF, b: QRectF) -> QPainterPath:
    """A printed ``+``, ``-`` or ``=`` centred in the gap between the score boxes ``a``
    and ``b`` (each given by its centre and size: x, y are the centre), turned with a
    column of boxes: "-" as "|", "=" as "||"."""
    ax, ay, aw, ah = a.x(), a.y(), a.width(), a.height()
    bx, by, bw, bh = b.x(), b.y(), b.width(), b.height()
    horizontal = abs(bx - ax) >= abs(by - ay)
    if horizontal:
        at = QPointF(((ax + aw / 2) + (bx - bw / 2)) / 2, by + bh * 0.15)
    else:
        at = QPointF(ax, ((ay + ah / 2) + (by - bh / 2)) / 2)
    symbol = text_path(sign, font(30, bold=True), at.x(), at.y())
    if horizontal:
        return symbol
    turn = QTransform().translate(at.x(), at.y()).rotate(90).translate(-at.x(), -at.y())
    return turn.map(symbol)


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
    return polygon_path(
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


def diamond_path(cx: float, cy: float, size: float) -> QPainterPath:
    r = size / 2
    return polygon_path(
        [QPointF(cx, cy - r), QPointF(cx + r, cy), QPointF(cx, cy + r), QPointF(cx - r, cy)]
    )


@contextmanager
def ink_saving_look(saving: bool = True) -> Iterator[None]:
    """While drawing for a printer with less ink (unless not ``saving``): no paper
    colour, score boxes outlined (white boxes on white paper) and the print in one grey
    (the title's white outline would vanish on white)."""
    before, blind = theme(), colour_blind()
    if saving:
        saved = replace(before, paper="#ffffff", outline_scores=True, print_text="#4d4d4d")
        set_look(saved, blind)
    try:
        yield
    finally:
        set_look(before, blind)
