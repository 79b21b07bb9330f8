"""The sheet in words, for screen readers: a tree of routes and stations, and news.

Qt's accessibility cannot look into a QGraphicsScene, and PySide6 does not let Python
stand in for Qt's own interfaces of the items, so the sheet is read through a parallel
model: a ``SheetReader`` (a QTreeWidget) lies under the view's viewport, where nobody
sees it, and holds one row per route ("Ginza: 7 of 13 stations filled, indicator
boxes left: 2, crown 5 open"), its stations as children, and the score in words.
Screen readers walk it like any tree; F6 (View > Read the sheet) puts the focus on
it, and Enter on a row writes there. News (the card, a preview, a completion) goes
out as an accessibility announcement, which a screen reader speaks at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QTreeWidget, QTreeWidgetItem, QWidget

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.scoring import Score
from metrox_desktop.engine.state import CIRCLE, EMPTY, Award, SheetState
from metrox_desktop.engine.table import Preview
from metrox_desktop.ui.language import local
from metrox_desktop.ui.sheet.preview_words import Naming, preview_text
from metrox_desktop.words import points_text

translate = QCoreApplication.translate
CHOICE_ROLE = Qt.ItemDataRole.UserRole  # a row's Choice: the route or the station
# What the tree shows: the board, the sheet, the crowns struck out, the score.
Shown = tuple[Board, SheetState, tuple[int, ...], Score]


def route_name(board: Board, route: int) -> str:
    return local(board.spec.routes[route].name)


def route_words(board: Board, sheet: SheetState, crossed: Sequence[int], route: int) -> str:
    """One route as a sentence: stations filled, indicator boxes left, crown, diamond."""
    stations = board.route_stations[route]
    filled = sum(1 for s in stations if sheet.marks[s] != EMPTY)
    left = board.indicator_counts[route] - len(sheet.indicators[route])
    award = sheet.awards[route]
    crown = board.first_bonus[route]
    if award is Award.FIRST:
        crown_text = translate("SheetReader", "crown {n} taken").format(n=crown)
    elif route in crossed:
        crown_text = translate("SheetReader", "crown {n} crossed out").format(n=crown)
    else:
        crown_text = translate("SheetReader", "crown {n} open").format(n=crown)
    diamond = board.later_bonus[route]
    if award is Award.LATER:
        diamond_text = translate("SheetReader", "diamond {n} taken").format(n=diamond)
    else:
        diamond_text = translate("SheetReader", "diamond {n}").format(n=diamond)
    return translate(
        "SheetReader",
        "{name}: {filled} of {total} stations filled, indicator boxes left: {left}, "
        "{crown}, {diamond}",
    ).format(
        name=route_name(board, route),
        filled=filled,
        total=len(stations),
        left=left,
        crown=crown_text,
        diamond=diamond_text,
    )


def station_words(board: Board, sheet: SheetState, route: int, position: int) -> str:
    """A station of a route by its place from the Start, its mark, and the other routes
    through it ("station 3: empty, also on Marunouchi")."""
    station = board.route_stations[route][position]
    mark = sheet.marks[station]
    if mark == EMPTY:
        state = translate("SheetReader", "empty")
    elif mark == CIRCLE:
        state = translate("SheetReader", "circled")
    else:
        state = translate("SheetReader", "number {n} written").format(n=mark)
    text = translate("SheetReader", "station {n}: {state}").format(n=position + 1, state=state)
    others = [route_name(board, r) for r in board.station_routes[station] if r != route]
    if others:
        text += translate("SheetReader", ", also on {routes}").format(routes=", ".join(others))
    return text


def score_words(score: Score) -> str:
    """The score boxes in words, not the sheet's abbreviations."""
    return translate(
        "SheetReader",
        "completion bonus {c}, crossing bonus {x}, empty-station penalty {p}, total {t}, "
        "empty stations {e}",
    ).format(
        c=score.completion_bonus,
        x=score.intersection_bonus,
        p=score.penalty,
        t=points_text(score.total),
        e=score.empty_stations,
    )


def choice_words(board: Board, choice: Choice) -> str:
    """A legal choice as a listener hears it: a route's name, or a station of a route."""
    if choice.is_route:
        return route_name(board, choice.index)
    route = board.station_routes[choice.index][0]
    position = board.route_stations[route].index(choice.index)
    return translate("SheetReader", "{route} station {n}").format(
        route=route_name(board, route), n=position + 1
    )


def station_numbers(board: Board, route: int, stations: Sequence[int]) -> str:
    """Stations of a route by their number from the Start: "stations 3, 4, 5"."""
    order = board.route_stations[route]
    numbers = ", ".join(str(order.index(s) + 1) for s in stations)
    if len(stations) == 1:
        return translate("SheetReader", "station {number}").format(number=numbers)
    return translate("SheetReader", "stations {numbers}").format(numbers=numbers)


# The preview's sentence for the ear: names and numbers where the card panel shows
# letters and references ("Ginza: circle stations 3, 4, 5").
HEARD = Naming(route_name, station_numbers, choice_words)


def preview_words(board: Board, preview: Preview) -> str:
    """What a choice would write, for the ear: the card panel's sentence
    (``preview_words.preview_text``) with names and numbers."""
    return preview_text(board, preview, HEARD)


class SheetReader(QTreeWidget):
    """The shown sheet as a tree a screen reader reads (see the module's docstring)."""

    chosen = Signal(object)  # Choice: Enter on a route or station row
    left = Signal()  # Escape: back to the drawn sheet
    announced = Signal(str)  # every announcement, as sent

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._source: Callable[[], Shown | None] = lambda: None  # set by ``follow``
        self._shown: Shown | None = None  # what the rows say
        # One rebuild an event-loop pass, however many changes asked for one before it
        # (a choice written, the bots' choices, the seat switched): the listener hears
        # the rows as they stand when the loop turns, when a screen reader asks.
        self._due = QTimer(self)
        self._due.setSingleShot(True)
        self._due.timeout.connect(self.catch_up)
        self.setHeaderHidden(True)
        self.setColumnCount(1)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # not in the Tab chain: F6 comes here
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.itemActivated.connect(self._activated)
        self._rows: list[QTreeWidgetItem] = []  # the routes in map order, then the score
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(translate("SheetReader", "Sheet in words"))
        # Hidden, but screen readers list it.
        self.setHeaderLabels([translate("SheetReader", "Routes and score")])
        self.setAccessibleDescription(
            translate(
                "SheetReader",
                "Routes, their stations and the score. Enter writes on a row, Escape goes back.",
            )
        )

    def follow(self, source: Callable[[], Shown | None]) -> None:
        """Show what ``source`` gives (``None``: no game yet), now and after each
        ``stale``."""
        self._source = source
        self.catch_up()

    def stale(self) -> None:
        """What the rows say may have changed: ask ``source`` again when the event loop
        turns (once, however often this is called before)."""
        self._due.start()

    def catch_up(self) -> None:
        """Rebuild the rows now if what ``source`` gives is not what they say."""
        self._due.stop()
        now = self._source()
        if now is not None and now != self._shown:
            self.show_sheet(*now)
            # Laid out now, not one more pass later: a screen reader asking for the
            # rows once the loop has turned finds them all.
            self.executeDelayedItemsLayout()

    def show_sheet(
        self, board: Board, sheet: SheetState, crossed: Sequence[int], score: Score
    ) -> None:
        """Fill the tree with ``sheet``: a row per route, its stations below, the score."""
        score_text = translate("SheetReader", "Score: ") + score_words(score)
        # A turn changes a few stations, whose rows alone are written again; a new
        # board, or ``_shown`` forgotten (a new language), writes every row anew.
        shown, self._shown = self._shown, (board, sheet, tuple(crossed), score)
        if shown is not None and shown[0] is board:
            self._write_again(board, sheet, crossed, shown[1])
            self._rows[-1].setText(0, score_text)
            return
        expanded = {i for i, row in enumerate(self._rows) if row.isExpanded()}
        current = self.currentItem()
        keep = current.data(0, CHOICE_ROLE) if current is not None else None
        self.clear()
        self._rows = []
        restore: QTreeWidgetItem | None = None
        for route in range(board.route_count):
            item = QTreeWidgetItem([route_words(board, sheet, crossed, route)])
            item.setData(0, CHOICE_ROLE, Choice.route(route))
            for position, station in enumerate(board.route_stations[route]):
                child = QTreeWidgetItem([station_words(board, sheet, route, position)])
                child.setData(0, CHOICE_ROLE, Choice.station(station))
                item.addChild(child)
                if keep == Choice.station(station) and restore is None:
                    restore = child
            self.addTopLevelItem(item)
            self._rows.append(item)
            item.setExpanded(route in expanded)
            if keep == Choice.route(route):
                restore = item
        score_row = QTreeWidgetItem([score_text])
        self.addTopLevelItem(score_row)
        self._rows.append(score_row)
        if restore is not None:
            self.setCurrentItem(restore)

    def _write_again(
        self, board: Board, sheet: SheetState, crossed: Sequence[int], was: SheetState
    ) -> None:
        """The rows, in place, from what they said of ``was``: every route's, and the
        stations' whose mark changed."""
        for route, item in enumerate(self._rows[:-1]):
            item.setText(0, route_words(board, sheet, crossed, route))
            for position, station in enumerate(board.route_stations[route]):
                child = item.child(position)
                if child is not None and sheet.marks[station] != was.marks[station]:
                    child.setText(0, station_words(board, sheet, route, position))

    def whole_sheet(self) -> str:
        """Every route row and the score, in order: what F6 reads out."""
        return "\n".join(row.text(0) for row in self._rows)

    def read_all(self) -> None:
        """Focus on the first route and announce the whole sheet, route by route."""
        self.catch_up()
        if self._rows and self.currentItem() is None:
            self.setCurrentItem(self._rows[0])
        self.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.announce(self.whole_sheet())

    def announce(self, text: str) -> None:
        """Say ``text`` through the screen reader now (Qt's announcement event)."""
        if not text:
            return
        self.announced.emit(text)
        announce(self, text)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._shown = None  # the same sheet, in the new language's words
            self.stale()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt virtual
        self.catch_up()  # the focus announces the row as it stands now
        super().focusInEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt virtual
        if event.key() == Qt.Key.Key_Escape:
            self.left.emit()
            return
        super().keyPressEvent(event)

    def _activated(self, item: QTreeWidgetItem, _column: int) -> None:
        choice = item.data(0, CHOICE_ROLE)
        if isinstance(choice, Choice):
            self.chosen.emit(choice)


def announce(widget: QWidget, text: str) -> None:
    """Say ``text`` through the screen reader now, from ``widget`` (Qt's announcement
    event): news a person who cannot see the status bar hears too."""
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))
