"""MapScene: one player's sheet, drawn from the map file and updated by index.

The scene is built once from a :class:`Board` (every route, station, indicator box,
bonus and score box becomes one item) and afterwards only told what to show:
``show_sheet``, ``show_score``, previews and highlights. It holds no game logic.

Clicks and hovers come back as route and station indices. A station shared by
several routes emits ``station_clicked(s)`` and also ``route_clicked(r)`` for the
route whose drawn stripe passes nearest the pointer, so clicking the left half of a
box where two stripes enter side by side picks the left stripe's route.

Items by index, for views and tests: ``route_items[r]``, ``indicator_items[r][k]``,
``badge_items[r]``, ``name_items[r]``, ``bonus_items[r]``, ``station_items[s]`` and
``score_items["completion" | "intersection" | "penalty" | "empty" | "total"]``;
``geometry`` (:class:`MapGeometry`) answers where routes are drawn.
"""

from __future__ import annotations

import weakref
from collections import Counter
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.scoring import Score
from metrox_desktop.engine.state import EMPTY, SheetState
from metrox_desktop.maps.loader import geometry_of
from metrox_desktop.maps.problems import Problem
from metrox_desktop.ui.language import (
    counts,
    current_language,
    local,
    station_name,
    translated,
)
from metrox_desktop.ui.sheet import ink, items
from metrox_desktop.ui.sheet.ink import font, sign_between, stretched_text_path, theme
from metrox_desktop.ui.sheet.items import (
    BadgeItem,
    IndicatorItem,
    RouteItem,
    SheetItem,
    StationItem,
)
from metrox_desktop.ui.sheet.printed import (
    BonusItem,
    PrintItem,
    ProblemItem,
    ScoreBoxItem,
    TextItem,
    wrapped_name,
)
from metrox_desktop.ui.sheet.title_letters import STROKE_WIDTH, title_path
from metrox_desktop.words import MINUS, about

Z_ROUTE = 0.0
Z_ROUTE_STEP = 0.4  # a route's z (0-9) lifts it by this; 26 routes take 0.25
Z_BOX = 10.0
Z_PRINT = 5.0
NAME_GAP = 3.0  # between a route name and the next thing printed on its line
# The score boxes a Score fills: box -> the Score's field.
SCORE_FIELDS = {
    "completion": "completion_bonus",
    "intersection": "intersection_bonus",
    "penalty": "penalty",
    "empty": "empty_stations",
    "total": "total",
}


class MapScene(QGraphicsScene):
    route_hovered = Signal(object)  # route index, or None when the pointer leaves
    route_clicked = Signal(int)
    station_hovered = Signal(object)  # station index, or None
    station_clicked = Signal(int)

    def __init__(self, board: Board, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Items reach the scene weakly: else a scene of no parent (a preview) never goes.
        self._weak = weakref.proxy(self)
        self.board = board
        spec = board.spec
        self.geometry = geometry_of(spec)  # a built-in map's worked out once
        self.setSceneRect(QRectF(0, 0, spec.sheet.width, spec.sheet.height))
        self.setBackgroundBrush(QColor("#ffffff"))
        self.paper = QGraphicsRectItem(self.sceneRect())  # coloured by restyle()
        self.paper.setZValue(-100)
        self.addItem(self.paper)

        self.route_items: list[RouteItem] = []
        self.indicator_items: list[list[IndicatorItem]] = []
        self.badge_items: list[BadgeItem] = []
        self.name_items: list[TextItem] = []
        self.bonus_items: list[BonusItem] = []
        self.station_items: list[StationItem] = []
        self.score_items: dict[str, ScoreBoxItem] = {}
        self._build_routes()
        self._build_stations()
        self._build_print()
        self.retranslate()

        self._sheet: SheetState | None = None
        self._enabled_routes: frozenset[int] | None = None
        self._enabled_stations: frozenset[int] | None = None
        self._focus: int | None = None
        self._focus_glow = True  # False: a route followed by eye that cannot be chosen
        self._completing: frozenset[int] = frozenset()
        self._preview_indicator: tuple[int, int] | None = None  # (route, box)
        self._preview_stations: list[int] = []
        self.flashing: frozenset[int] = frozenset()
        self.problem_items: list[ProblemItem] = []
        self._flash = QVariantAnimation(self)
        self._flash.setStartValue(0.0)
        self._flash.setKeyValueAt(0.5, 1.0)
        self._flash.setEndValue(0.0)
        self._flash.setDuration(900)
        self._flash.setLoopCount(2)
        self._flash.valueChanged.connect(self._on_flash)
        self._flash.finished.connect(self._on_flash_done)
        ink.follow(self)  # drawn in the current theme, now and after a switch

    def restyle(self) -> None:
        """Paper, route colours in the current palette, every item drawn again."""
        look = theme()
        paper = QColor(look.paper or self.board.spec.sheet.background)
        self.paper.setBrush(paper)
        self.paper.setPen(paper)
        routes = [(r.colour, r.pattern, r.accent) for r in self.board.spec.routes]
        for r, (colour, accent) in enumerate(ink.route_looks(routes)):
            self.route_items[r].set_colours(colour, accent)
            self.badge_items[r].set_colour(colour)
        for item in self.items():
            if isinstance(item, items.SheetItem):
                item.restyle()  # drops the faded pixmaps it keeps
            else:
                item.update()

    # -- building ------------------------------------------------------------------------
    def _build_routes(self) -> None:
        spec, board, me = self.board.spec, self.board, self._weak
        # Where lines cross, the route of the higher z (the map file's) on top, as
        # printed; of equal z the lowest route index, so the first route is never hidden.
        for r, (route, geo) in enumerate(zip(spec.routes, self.geometry.routes, strict=True)):
            item = RouteItem(
                geo.stripe_points,
                geo.width,
                route.colour,
                route.pattern,
                route.accent,
                [(m.x, m.y, m.angle) for m in geo.marks],
                geo.hit_rings(),
            )
            item.setZValue(Z_ROUTE + route.z * Z_ROUTE_STEP - r * 0.01)
            badge = BadgeItem(route.badge.x, route.badge.y, 13.5, route.letter, route.colour)
            name = TextItem(
                route.name_at.x, route.name_at.y, route.name_label or route.name.en, 15, "#555555"
            )
            bonus = BonusItem(
                route.bonus_at.x, route.bonus_at.y, board.first_bonus[r], board.later_bonus[r]
            )
            self.route_items.append(item)
            self.indicator_items.append(
                [IndicatorItem(b.x, b.y, b.w, b.h) for b in route.indicators]
            )
            self.badge_items.append(badge)
            self.name_items.append(name)
            self.bonus_items.append(bonus)
            for part in (item, *self.route_parts(r)):  # tooltips: retranslate()
                if part is not item:
                    part.setZValue(Z_BOX)
                part.setCursor(Qt.CursorShape.PointingHandCursor)
                part.hovered.connect(lambda on, r=r: me.route_hovered.emit(r if on else None))
                part.clicked.connect(lambda _pos, r=r: me.route_clicked.emit(r))
                self.addItem(part)

    def route_parts(self, r: int) -> list[SheetItem]:
        """What is printed for route ``r`` beside its line: its indicator boxes, badge,
        name and bonuses."""
        return [
            *self.indicator_items[r],
            self.badge_items[r],
            self.name_items[r],
            self.bonus_items[r],
        ]

    def _build_stations(self) -> None:
        board, me = self.board, self._weak
        ends = Counter(stations[-1] for stations in board.route_stations)  # routes ending here
        for s, station in enumerate(board.spec.stations):
            item = StationItem(station.x, station.y, station.size, station.size, ends[s] > 1)
            item.setZValue(Z_BOX)
            item.setToolTip(self.station_tooltip(s))
            item.setCursor(Qt.CursorShape.PointingHandCursor)
            item.hovered.connect(lambda on, s=s: me.station_hovered.emit(s if on else None))
            item.clicked.connect(lambda pos, s=s: me._on_station_clicked(s, pos))
            self.addItem(item)
            self.station_items.append(item)

    def _build_print(self) -> None:
        spec = self.board.spec
        for label in spec.labels:
            f = font(label.size)
            path = stretched_text_path(label.text.en, f, label.x, label.y, label.width)
            if label.role == "title":
                # Thin single strokes as printed; a letter not drawn so: the font's outline.
                strokes = title_path(label.text.en, label.x, label.y, label.size, label.width)
                colour = QColor(label.colour or "#ffffff")
                if strokes is None:
                    printed = PrintItem(path, None, colour, 2.0)
                else:
                    printed = PrintItem(strokes, None, colour, label.size * STROKE_WIDTH)
            else:
                printed = PrintItem(path, QColor(label.colour or "#3a3a3a"), None)
            printed.setZValue(Z_PRINT - 10)
            self.addItem(printed)
        boxes = spec.score_boxes
        titles = {
            "completion": self.tr("Comp.B"),
            "intersection": self.tr("Cross.B"),
            "penalty": self.tr("Emp.P"),
            "empty": "X",
            "total": self.tr("Total"),
            "name": self.tr("Name"),  # not on every map
        }
        for key, title in titles.items():
            b = getattr(boxes, key)
            if b is not None:
                score_box = ScoreBoxItem(b.x, b.y, b.w, b.h, title)
                score_box.setZValue(Z_BOX)
                self.addItem(score_box)
                self.score_items[key] = score_box
        # + - = between the boxes, centred in the gap along the line they form.
        chain = [boxes.completion, boxes.intersection, boxes.penalty, boxes.total]
        for a, b, sign in zip(chain[:-1], chain[1:], f"+{MINUS}=", strict=True):
            boxes_a, boxes_b = QRectF(a.x, a.y, a.w, a.h), QRectF(b.x, b.y, b.w, b.h)
            operator = PrintItem(sign_between(sign, boxes_a, boxes_b), QColor("#a8b4b4"), None)
            operator.setZValue(Z_PRINT)
            self.addItem(operator)

    # -- tooltips ------------------------------------------------------------------------
    def station_tooltip(self, s: int) -> str:
        """ "G3 / Z3" and the names of the routes through the station."""
        board = self.board
        names = ", ".join(local(board.spec.routes[r].name) for r in board.station_routes[s])
        return f"{station_name(board, s)}\n{names}"

    def route_tooltip(self, r: int) -> str:
        """The route's letter, names, station and indicator counts and bonuses."""
        board, route = self.board, self.board.spec.routes[r]
        # The name in the window's language, then the other one: "Ginza (銀座線)".
        other = route.name.en if local(route.name) != route.name.en else route.name.ja
        ja = f" ({other})" if other else ""
        return self.tr(
            "{letter} {name}{ja}: {stations}, {boxes}, crown {first}, diamond {later}"
        ).format(
            letter=route.letter,
            name=local(route.name),
            ja=ja,
            stations=counts.stations(len(board.route_stations[r])),
            boxes=counts.indicator_boxes(board.indicator_counts[r]),
            first=board.first_bonus[r],
            later=board.later_bonus[r],
        )

    def set_language(self, language: str) -> None:
        """Print the route names in "en" (as on the sheets) or "ja" (where the map has them)."""
        for r, route in enumerate(self.board.spec.routes):
            item = self.name_items[r]
            printed = route.name_label or route.name.en
            if language == "ja" and route.name.ja:
                name = wrapped_name(route.name.ja, route.name_label)
                item.set_text(name, self._room_for_name(r, name, printed))
            else:
                item.set_text(printed)

    def _room_for_name(self, r: int, name: str, printed: str) -> float:
        """How wide route ``r``'s ``name`` may print: up to the next thing to its right
        (badge, box, station, bonus, name), never less than the English name takes."""
        item = self.name_items[r]
        english = item.natural_rect(printed)
        band = item.natural_rect(name).united(english)
        band.setRight(self.sceneRect().right())
        others = (
            *self.badge_items,
            *self.bonus_items,
            *self.station_items,
            *(box for boxes in self.indicator_items for box in boxes),
            *(other for k, other in enumerate(self.name_items) if k != r),
        )
        room = band.width()
        for other in others:
            shape = other.mapToScene(other.shape())
            if shape.intersects(band):
                room = min(room, shape.boundingRect().left() - band.left() - NAME_GAP)
        return max(english.width(), room)

    def retranslate(self) -> None:
        """Route names and tooltips in the current language (ui/language/)."""
        self.set_language(current_language())
        for r in range(len(self.route_items)):
            tip = self.route_tooltip(r)
            for item in (self.route_items[r], *self.route_parts(r)):
                item.setToolTip(tip)

    # -- clicks --------------------------------------------------------------------------
    def _on_station_clicked(self, s: int, pos: QPointF) -> None:
        self.station_clicked.emit(s)
        route = self.geometry.nearest_route(pos.x(), pos.y(), self.board.station_routes[s])
        if route is not None:
            self.route_clicked.emit(route)

    # -- what the sheet shows --------------------------------------------------------------
    def show_sheet(self, sheet: SheetState, crossed_crowns: Iterable[int] = ()) -> None:
        """Write a player's sheet: station marks (circle or star number), indicator codes
        (number, circled number, star), the circled crown/diamond of completed routes,
        and the crown struck out on ``crossed_crowns`` (another player completed first)."""
        self._sheet = sheet
        crossed = set(crossed_crowns)
        for item, mark in zip(self.station_items, sheet.marks, strict=True):
            item.set_mark(mark)
        for r, boxes in enumerate(self.indicator_items):
            codes = sheet.indicators[r]
            for k, box in enumerate(boxes):
                box.set_code(codes[k] if k < len(codes) else None)
        for r, bonus in enumerate(self.bonus_items):
            award = sheet.awards[r]
            bonus.set_award(None if award is None else str(award), r in crossed)
        self._refresh_stations()

    def show_score(self, score: Score | None) -> None:
        """Fill Comp.B, Cross.B, Emp.P, X and Total; None leaves them blank."""
        for key, field in SCORE_FIELDS.items():
            self.score_items[key].set_value(None if score is None else getattr(score, field))

    def show_player_name(self, name: str | None) -> None:
        """Write the player's name in the sheet's Name box (maps that print one)."""
        box = self.score_items.get("name")
        if box is not None:
            box.set_value(name or None)

    def show_problems(self, problems: Iterable[Problem]) -> None:
        """Ring each problem that has a place on the sheet (``point``: a station's box, a
        route's badge, where the check put it), numbered in list order (1 = the first
        problem), its message as tooltip; an empty list removes them."""
        for item in self.problem_items:
            self.removeItem(item)
        self.problem_items = []
        for number, problem in enumerate(problems, start=1):
            if problem.point is None:
                continue
            x, y = problem.point
            item = ProblemItem(x, y, number, translated(about(problem.path, problem.message)))
            item.setZValue(Z_BOX + 10)
            self.addItem(item)
            self.problem_items.append(item)

    def set_enabled_routes(self, routes: Iterable[int] | None) -> None:
        """Highlight these routes and dim the others; None: every route drawn normally."""
        self._enabled_routes = None if routes is None else frozenset(routes)
        self._refresh_routes()

    def set_enabled_stations(self, stations: Iterable[int] | None) -> None:
        """Light up these stations while they are empty (the free circle); None: none."""
        self._enabled_stations = None if stations is None else frozenset(stations)
        self._refresh_stations()

    def show_preview(
        self,
        stations: Sequence[int],
        mark: int,
        route: int | None,
        indicator: str | None,
        completing: Sequence[int] = (),
    ) -> None:
        """Ghost marks for a choice not yet made: ``mark`` in ``stations``, ``indicator``
        in the route's next empty indicator box, and ``completing`` routes highlighted.
        Replaces any earlier preview."""
        self.clear_preview()
        self._preview_stations = list(stations)
        for s in stations:
            self.station_items[s].set_ghost(mark, target=route is None)  # free circle: 1
        if route is not None and indicator:
            used = len(self._sheet.indicators[route]) if self._sheet is not None else 0
            boxes = self.indicator_items[route]
            if used < len(boxes):
                boxes[used].set_ghost(indicator)
                self._preview_indicator = (route, used)
        self._completing = frozenset(completing)
        self._refresh_routes()

    def clear_preview(self) -> None:
        """Remove every ghost mark and the completing highlight."""
        for s in self._preview_stations:
            self.station_items[s].set_ghost(EMPTY)
        self._preview_stations = []
        if self._preview_indicator is not None:
            r, k = self._preview_indicator
            self.indicator_items[r][k].set_ghost(None)
            self._preview_indicator = None
        if self._completing:
            self._completing = frozenset()
            self._refresh_routes()

    def focus_route(self, route: int | None, glow: bool = True) -> None:
        """Dim every other route so one can be followed by eye; None: back to normal.
        ``glow=False`` leaves the route itself unlit (one that cannot take the card)."""
        self._focus = route
        self._focus_glow = glow
        self._refresh_routes()

    def flash_routes(self, routes: Iterable[int]) -> None:
        """Pulse a glow on these routes twice (about two seconds): routes just completed."""
        self._flash.stop()
        self._on_flash(0.0)
        self.flashing = frozenset(routes)
        if self.flashing:
            self._flash.start()

    # -- internals -----------------------------------------------------------------------
    def route_emphasis(self, r: int) -> str:
        """ "highlight", "dim" or "normal": what the route's line currently shows."""
        if self._focus is not None:
            if r != self._focus:
                return "dim"
            return "highlight" if self._focus_glow else "normal"
        if r in self._completing:
            return "highlight"
        if self._enabled_routes is not None:
            return "highlight" if r in self._enabled_routes else "dim"
        return "normal"

    def _refresh_routes(self) -> None:
        for r, item in enumerate(self.route_items):
            emphasis = self.route_emphasis(r)
            item.set_emphasis(emphasis)
            dim = emphasis == "dim"
            for part in self.route_parts(r):
                part.setOpacity(theme().faded_print if dim else 1.0)

    def _refresh_stations(self) -> None:
        enabled = self._enabled_stations
        for s, item in enumerate(self.station_items):
            item.set_highlighted(enabled is not None and s in enabled and item.mark == EMPTY)

    def _on_flash_done(self) -> None:
        self._on_flash(0.0)
        self.flashing = frozenset()

    def _on_flash(self, value: object) -> None:
        level = float(value) if isinstance(value, (int, float)) else 0.0
        for r in self.flashing:
            self.route_items[r].set_flash(level)
