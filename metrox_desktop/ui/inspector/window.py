"""The map inspector: any map file, no game; for players' curiosity and map authors.

Hovering a station shows its references, its routes and what a star would write
there; clicking a route isolates it and lists its stations Start to End; the side
tabs list every route, the shared stations and the file's problems (drawn on the
sheet where they are). The view reloads when the file changes on disk.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QFileSystemWatcher,
    QObject,
    QPointF,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QFont,
    QGuiApplication,
    QKeySequence,
    QPalette,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.engine.board import Board
from metrox_desktop.maps.loader import MapReport, builtin_map_ids, check_map_file, load_builtin
from metrox_desktop.maps.problems import Problem
from metrox_desktop.ui.language import (
    Retranslated,
    counts,
    local,
    route_name,
    station_name,
    translated,
)
from metrox_desktop.ui.language.status import StatusBar, said
from metrox_desktop.ui.sheet import ink
from metrox_desktop.ui.sheet.scene import MapScene
from metrox_desktop.ui.sheet.view import SheetView
from metrox_desktop.ui.themes import legibility_minimum, legible_on
from metrox_desktop.words import about

PROBLEM = QColor("#d62828")


def read_report(source: str) -> MapReport:
    """A built-in map by id, or any file: parsed leniently, with its problems."""
    if source in builtin_map_ids() and not Path(source).exists():
        return MapReport.of_valid(f"{source} (built-in)", load_builtin(source))
    return check_map_file(source)


SIDE = 460  # the tables' width on a large window


class InspectorWindow(Retranslated, QMainWindow):
    def __init__(self, source: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStatusBar(StatusBar(self))  # a station's words follow the language
        self.source = source
        # As small as the game window goes: the tabs down the side have room for every
        # name whole beside the map, under the summary
        self.setMinimumSize(720, 480)
        self._fit_to_screen(1380, 860)
        # A tool window: Ctrl+W (the platform's Close) or Escape puts it away.
        self.close_action = close = QAction(self)
        close_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Close)
        close.setShortcuts([*close_keys, QKeySequence(Qt.Key.Key_Escape)])
        close.triggered.connect(self.close)
        self.addAction(close)
        self.board: Board | None = None
        self.scene: MapScene | None = None
        self.selected_route: int | None = None
        self.report: MapReport | None = None
        self._look = ink.SeenLook()  # the route letters coloured again after a switch

        self.view = SheetView()
        self.tabs = QTabWidget()
        # Every tab's whole name in view (_place_tabs): scrolled, the bar cut the first
        # name at its start ("utes") once a later tab was chosen on a narrow side.
        self.tabs.setUsesScrollButtons(False)
        self.summary = QLabel(wordWrap=True)
        self.routes_table = self._table(6)
        self.shared_table = self._table(3)
        self.route_stations = QListWidget()
        self.problems_list = QListWidget()
        self.problems_list.setWordWrap(True)
        self.route_stations.setWordWrap(True)
        for page in (self.routes_table, self.shared_table, self.route_stations):
            self.tabs.addTab(page, "")
        self.tabs.addTab(self.problems_list, "")
        self._write_texts()
        side = QWidget()
        self._column = column = QVBoxLayout(side)
        column.setContentsMargins(8, 8, 8, 8)
        column.addWidget(self.summary)
        column.addWidget(self.tabs, 1)
        splitter = QSplitter()
        splitter.addWidget(self.view)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setSizes([920, SIDE])
        self.splitter = splitter
        self._side_moved = False
        splitter.splitterMoved.connect(self._side_was_moved)
        splitter.installEventFilter(self)
        self.setCentralWidget(splitter)

        self.routes_table.cellClicked.connect(self._route_clicked)
        self.problems_list.itemClicked.connect(self._go_to_problem)
        self.tabs.currentChanged.connect(self._name_controls)

        self.watcher = QFileSystemWatcher(self)
        self.watcher.fileChanged.connect(self._file_changed)
        self.watcher.directoryChanged.connect(self._file_changed)
        self._reload_timer = QTimer(self, singleShot=True, interval=250)
        self._reload_timer.timeout.connect(self.reload)
        self.reload()

    def _side_was_moved(self) -> None:
        self._side_moved = True
        self._place_tabs(self._side_width())

    def _place_tabs(self, side: int) -> None:
        """The tabs across the top of the side when every name fits whole across its
        ``side`` pixels, else down its left edge (read sideways), the names never cut."""
        bar = self.tabs.tabBar()
        Position = QTabWidget.TabPosition  # noqa: N806 - Qt's enum
        across = self.tabs.tabPosition() == Position.North
        hints = [bar.tabSizeHint(i) for i in range(bar.count())]
        length = sum(hint.width() if across else hint.height() for hint in hints)
        margins = self._column.contentsMargins()
        fits = length <= side - margins.left() - margins.right()
        wanted = Position.North if fits else Position.West
        if wanted != self.tabs.tabPosition():
            self.tabs.setTabPosition(wanted)
            self.tabs.updateGeometry()  # the side's least width is the new one at once

    def _route_clicked(self, row: int) -> None:
        self.select_route(row)

    def _write_texts(self) -> None:
        """The texts that do not depend on the map: the headers, tabs and the Close key."""
        self.close_action.setText(self.tr("Close"))
        self.routes_table.setHorizontalHeaderLabels(
            [
                self.tr("Route"),
                self.tr("Name"),
                self.tr("Stations"),
                self.tr("Boxes"),
                self.tr("Crown"),
                self.tr("Diamond"),
            ]
        )
        self.shared_table.setHorizontalHeaderLabels(
            [self.tr("Station"), self.tr("Routes"), self.tr("Star")]
        )
        # "tab": the same words name columns too, and Japanese says them differently
        self.tabs.setTabText(0, self.tr("Routes", "tab"))
        self.tabs.setTabText(1, self.tr("Shared", "tab"))
        self.tabs.setTabText(2, self.tr("Route", "tab"))
        self.tabs.setTabText(3, self.tr("Problems"))

    def retranslate(self) -> None:
        """View > Language: every text again, in place, on the same map and route."""
        if self.report is None:
            return  # not read yet: reload writes them
        tab, route = self.tabs.currentIndex(), self.selected_route
        self._write_texts()
        self._show_report()
        self.selected_route = None
        self.select_route(route)
        self.tabs.setCurrentIndex(tab)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        super().changeEvent(event)
        if self._look.changed(event):  # a theme or palette switch (ui/themes/)
            self._colour_letters()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt virtual
        """The map comes first: the tables never take more than a third of the width
        (at 720 px they took 460 and left the map 256), until the player moves the split."""
        resized = watched is self.splitter and event.type() == QEvent.Type.Resize
        if resized and not self._side_moved:
            total = self.splitter.width() - self.splitter.handleWidth()
            self._place_tabs(self._side_width())  # the tables' least width follows them
            tables = self.splitter.widget(1)
            least = tables.minimumSizeHint().width() if tables is not None else 0
            side = min(SIDE, max(total // 3, least))
            self.splitter.setSizes([total - side, side])
        return super().eventFilter(watched, event)

    def _side_width(self) -> int:
        """Pixels the tables take: a third of the width, SIDE at most, until the player
        moves the split."""
        if self._side_moved:
            return self.splitter.sizes()[1]
        return min(SIDE, (self.splitter.width() - self.splitter.handleWidth()) // 3)

    def _fit_to_screen(self, width: int, height: int) -> None:
        """The preferred size, but never larger than the screen's free area."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            room = screen.availableGeometry()
            width = min(width, room.width() * 9 // 10)
            height = min(height, room.height() * 9 // 10)
        self.resize(width, height)

    @staticmethod
    def _table(columns: int) -> QTableWidget:
        table = QTableWidget(0, columns)
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.horizontalHeader().setStretchLastSection(True)
        return table

    # -- loading ----------------------------------------------------------------------
    def reload(self) -> None:
        report = read_report(self.source)
        self.report = report
        path = Path(self.source)
        if path.exists() and str(path) not in self.watcher.files():
            self.watcher.addPath(str(path))  # editors that replace the file drop the watch
        folder = path.parent
        if (
            path.name.endswith(".json")
            and folder.is_dir()
            and str(folder) not in self.watcher.directories()
        ):
            self.watcher.addPath(str(folder))  # a file deleted and written again
        self.board, self.scene = None, None
        self._draw_error: object = None  # why a map read could not be drawn
        if report.drawable is not None:  # the map as far as it can be drawn
            try:
                self.board = Board.from_spec(report.drawable)
                scene = MapScene(self.board, self)
                scene.station_hovered.connect(self._station_hovered)
                scene.route_clicked.connect(self.select_route)
                self.scene = scene
            except Exception as error:  # noqa: BLE001 - a broken map must never crash the app
                self.board, self.scene = None, None
                # What it says, not the error: its traceback holds this window.
                self._draw_error = str(
                    error.args[0] if isinstance(error, KeyError) and error.args else error
                )
        self.view.setScene(self.scene)
        self._show_report()
        if self.scene is not None:
            # Problems off the sheet (a box at x=5000) must still be in view.
            self.view.setSceneRect(self.scene.sceneRect().united(self.scene.itemsBoundingRect()))
            self.view.fit()
        self.select_route(None)

    def _show_report(self) -> None:
        """The title, tables and problems of the map read, in the current language."""
        report = self.report
        assert report is not None
        self.setWindowTitle(self.tr("Inspect map \u2013 {source}").format(source=report.source))
        if self.scene is not None:
            self.scene.retranslate()  # the route names
        problems = list(report.problems)
        if self._draw_error is not None and not problems:  # else the problems say why
            problems.append(
                Problem("$", self.tr("cannot draw the map: {e}").format(e=self._draw_error))
            )
        self._fill_tables()
        self._show_problems(problems)
        self._name_controls()

    def _name_controls(self, *_tab: int) -> None:
        """Names a screen reader says, from texts the window shows (already translated):
        each page by its tab, the tabs by the page shown, the sheet by the map's name."""
        for index in range(self.tabs.count()):
            page = self.tabs.widget(index)
            if page is not None:
                page.setAccessibleName(self.tabs.tabText(index))
        self.tabs.setAccessibleName(self.tabs.tabText(self.tabs.currentIndex()))
        board = self.board
        self.view.setAccessibleName(
            local(board.spec.name) if board is not None else self.windowTitle()
        )

    def _file_changed(self, _path: str) -> None:
        self._reload_timer.start()  # editors write in bursts: reload once they settle

    # -- side panel ---------------------------------------------------------------------
    def _fill_tables(self) -> None:
        board = self.board
        self.routes_table.setRowCount(0)
        self.shared_table.setRowCount(0)
        if board is None:
            self.summary.setText(
                self.tr(
                    "The map cannot be drawn until the problems listed are fixed; it is"
                    " read again each time the file is saved."
                )
            )
            return
        spec = board.spec
        shared = [s for s in range(board.station_count) if len(board.station_routes[s]) > 1]
        summary = self.tr(
            "<b>{name}</b>: {routes}, {stations} ({shared} shared), {boxes}."
            " Hover a station; click a route to isolate it."
        ).format(
            name=local(spec.name),
            routes=counts.routes(board.route_count),
            stations=counts.stations(board.station_count),
            shared=len(shared),
            boxes=counts.indicator_boxes(board.total_indicators),
        )
        problems = len(self.report.problems) if self.report is not None else 0
        if problems:  # a broken file: what is drawn is what could be read of it
            summary += "<br>" + self.tr(
                "%n problem(s): the map is drawn as far as it can be read until they are"
                " fixed; it is read again each time the file is saved.",
                "",
                problems,
            )
        self.summary.setText(summary)
        self.routes_table.setRowCount(board.route_count)
        for r, route in enumerate(spec.routes):
            cells = [
                route.letter,
                local(route.name),
                len(board.route_stations[r]),
                board.indicator_counts[r],
                board.first_bonus[r],
                board.later_bonus[r],
            ]
            for c, value in enumerate(cells):
                item = QTableWidgetItem(str(value))
                if c == 0:
                    item.setFont(QFont("", -1, QFont.Weight.Bold))
                self.routes_table.setItem(r, c, item)
        self._colour_letters()
        self.routes_table.resizeColumnsToContents()
        self.shared_table.setRowCount(len(shared))
        for row, s in enumerate(shared):
            routes = ", ".join(local(spec.routes[r].name) for r in board.station_routes[s])
            for c, value in enumerate([station_name(board, s), routes, str(board.star_value(s))]):
                self.shared_table.setItem(row, c, QTableWidgetItem(value))
        self.shared_table.resizeColumnsToContents()

    def _colour_letters(self) -> None:
        """Each route's letter in its colour on the map as drawn now (the theme's, the
        colour-blind palette's), made legible on the table's ground where it is not (a
        brown or grey letter on a dark window turns lighter)."""
        board = self.board
        if board is None:
            return
        routes = [(r.colour, r.pattern, r.accent) for r in board.spec.routes]
        palette = self.routes_table.palette()
        ground = palette.color(QPalette.ColorRole.Base)
        text = palette.color(QPalette.ColorRole.Text)
        minimum = legibility_minimum()
        for r, (colour, _accent) in enumerate(ink.route_looks(routes)):
            item = self.routes_table.item(r, 0)
            if item is not None:
                legible = legible_on(QColor(colour), ground, text, minimum)
                item.setForeground(QBrush(legible))

    def _show_problems(self, problems: list[Problem]) -> None:
        self.problems_list.clear()
        if self.scene is not None:
            self.scene.show_problems(problems)  # numbered rings where they are
        if not problems:
            self.problems_list.addItem(self.tr("No problems: the map is valid."))
            self.tabs.setTabText(3, self.tr("Problems"))
            self._place_tabs(self._side_width())
            return
        self.tabs.setTabText(3, self.tr("Problems ({n})").format(n=len(problems)))
        self._place_tabs(self._side_width())
        self.tabs.setCurrentIndex(3)
        for number, problem in enumerate(problems, start=1):
            # The message in the window's language (the file's JSON path stays as it is).
            text = translated(about(problem.path, problem.message))
            item = QListWidgetItem(f"{number}. {text}")
            item.setForeground(QBrush(PROBLEM))
            if problem.point is not None:
                item.setData(Qt.ItemDataRole.UserRole, QPointF(*problem.point))
            drawn = self._drawn_route(problem.route)
            if drawn is not None:
                item.setData(Qt.ItemDataRole.UserRole + 1, drawn)
            self.problems_list.addItem(item)

    def _drawn_route(self, route: int | None) -> int | None:
        """The route drawn for the file's route ``route`` (a route that could not be
        read is not drawn)."""
        report = self.report
        if route is None or report is None or self.board is None:
            return None
        routes = report.drawn_routes
        return routes.index(route) if route in routes else None

    def _go_to_problem(self, item: QListWidgetItem) -> None:
        """The problem's place in view; a route's problem isolates the route too."""
        at = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(at, QPointF):
            self.view.centerOn(at)
        route = item.data(Qt.ItemDataRole.UserRole + 1)
        if isinstance(route, int) and route != self.selected_route:
            self.select_route(route, list_stations=False)  # the problems stay in view

    # -- hover and selection ------------------------------------------------------------
    def _station_hovered(self, station: object) -> None:
        board = self.board
        if isinstance(station, int) and board is not None:
            self.statusBar().showMessage(said(lambda: _station_words(board, station)))
        else:
            self.statusBar().clearMessage()

    def select_route(self, route: int | None, list_stations: bool = True) -> None:
        """Isolate ``route`` (None, or the selected one again, shows all) and list its
        stations (``list_stations``: on their tab, else the tab shown stays)."""
        if route is not None and route == self.selected_route:
            route = None
        self.selected_route = route
        scene = self.scene
        if scene is not None:
            scene.focus_route(route)
        self.route_stations.clear()
        board = self.board
        if board is None or route is None:
            self.route_stations.addItem(self.tr("Click a route to list its stations."))
            return
        self.routes_table.selectRow(route)
        stations = board.route_stations[route]
        for k, s in enumerate(stations):
            role = (
                self.tr(" (Start)")
                if k == 0
                else self.tr(" (End)")
                if k == len(stations) - 1
                else ""
            )
            others = [board.station_ref(s, r) for r in board.station_routes[s] if r != route]
            extra = self.tr("  also {refs}").format(refs=", ".join(others)) if others else ""
            self.route_stations.addItem(
                f"{board.route_letters[route]}{k + 1}{role}  \u2605{board.star_value(s)}{extra}"
            )
        if list_stations:
            self.tabs.setCurrentWidget(self.route_stations)


def _station_words(board: Board, s: int) -> str:
    """A station hovered, in the status bar: its places on its routes, the routes, and
    the number a star writes there."""
    names = ", ".join(route_name(board, r) for r in board.station_routes[s])
    return QCoreApplication.translate(
        "InspectorWindow", "{refs} \u2013 {routes} \u2013 a star writes {n} here"
    ).format(refs=station_name(board, s), routes=names, n=board.star_value(s))
