"""Game > History: every kept game, newest first, with a filter by map and player.

A row opens in the replay viewer (double click, Enter or Watch); Continue goes on with
a game that was left unfinished, by the rules of Game > Open game (it becomes the
current game; the current one is kept in the history). Files that cannot be read are
listed as such (with why in their tooltip) and counted under the list; nothing here
changes or deletes a file. Copy result puts a finished game's share line on the
clipboard; Compare shows the table that several selected games of one deal make
together (history_share.py). A language switch writes every text again (LanguageChange).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.maps.loader import builtin_map_ids
from metrox_desktop.persistence.history import GameSummary
from metrox_desktop.persistence.saves import TABLE_STAND_IN
from metrox_desktop.ui.dialogs.player_name import player_name
from metrox_desktop.ui.history.history_model import (
    PLAYERS,
    HistoryFilter,
    HistoryModel,
)
from metrox_desktop.ui.history.history_share import (
    CompareDialog,
    compare_games,
    shared_line,
)
from metrox_desktop.ui.history.viewer import (
    HistoryWindowBase,
    PlayFrom,
    ReplayViewer,
    open_viewer,
    opened_from,
)
from metrox_desktop.ui.language import map_name
from metrox_desktop.ui.table.table_layout import grow_margins, grow_with_window, grown_size
from metrox_desktop.ui.themes import show_muted

# The window History was opened from and a left game's file -> whether it became the
# current game.
GoOn = Callable[[QWidget, Path], bool]


class HistoryWindow(HistoryWindowBase):
    def __init__(
        self,
        folder: Path,
        parent: QWidget | None = None,
        go_on: GoOn | None = None,
        play_from: PlayFrom | None = None,
    ) -> None:
        super().__init__(parent)
        self.go_on, self.play_from = go_on, play_from
        self.model = HistoryModel(folder, self)
        self.rows = HistoryFilter(self.model, self)

        filters = self._filter_row()
        for map_id in ("", *builtin_map_ids()):  # "": all maps
            self.map_box.addItem("", map_id)
        self.map_box.currentIndexChanged.connect(self._filter)
        self.player_edit.textChanged.connect(self._filter)

        self.table = self._kept_games_table()

        self.status = QLabel()
        show_muted(self.status)
        self.watch_button = QPushButton()
        self.watch_button.clicked.connect(self.watch)
        self.continue_button = QPushButton()
        self.continue_button.clicked.connect(self.continue_game)
        self.copy_button = QPushButton()
        self.copy_button.clicked.connect(self.copy_result)
        self.compare_button = QPushButton()
        self.compare_button.clicked.connect(self.compare)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        for b in (
            self.watch_button,
            self.continue_button,
            self.copy_button,
            self.compare_button,
            self.close_button,
        ):
            buttons.addWidget(b)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self._grow()
        QShortcut(QKeySequence(Qt.Key.Key_Return), self.table).activated.connect(self.watch)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self).activated.connect(self.close)
        self.model.progress.connect(self._show_status)
        self.model.filled.connect(self._show_status)
        self.model.dataChanged.connect(self._selected)
        self.model.modelReset.connect(self._listed)  # the rows came (read off this thread)
        self.model.filled.connect(self._fit_columns)  # every row read
        self.retranslate()
        self._listed()
        self.table.setFocus()

    def _kept_games_table(self) -> QTableView:
        """The kept games, a row each, filtered and sorted (``self.rows``)."""
        table = QTableView()
        table.setModel(self.rows)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        table.setWordWrap(False)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(PLAYERS, QHeaderView.ResizeMode.Stretch)
        table.doubleClicked.connect(self.watch)
        table.selectionModel().currentRowChanged.connect(self._selected)
        table.selectionModel().selectionChanged.connect(self._selected)
        return table

    def _grow(self) -> None:
        """As much larger as the game window's panels over a large game window (its
        texts, rows, columns and margins); as it was at the default size."""
        scale = grow_with_window(self)
        grow_margins(self, scale)
        self.table.verticalHeader().setDefaultSectionSize(
            self.table.fontMetrics().height() + round(8 * scale)
        )
        self._fit_columns()  # to the larger text
        self.resize(grown_size(QSize(1100, 640), scale, self.parentWidget()))

    # -- what is shown -----------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("History"))
        self._name_filters()
        for index in range(self.map_box.count()):
            map_id = str(self.map_box.itemData(index))
            self.map_box.setItemText(index, map_name(map_id) if map_id else self.tr("All maps"))
        self.player_edit.setPlaceholderText(self.tr("Any player"))
        self.table.setAccessibleName(self.tr("Kept games"))
        self.watch_button.setText(self.tr("&Watch"))
        self.watch_button.setToolTip(self.tr("Step through the game in the replay viewer"))
        self.continue_button.setText(self.tr("&Continue"))
        self.copy_button.setText(self.tr("Copy &result"))
        self.compare_button.setText(self.tr("Com&pare"))
        self.close_button.setText(self.tr("Close"))
        self.model.retranslate()
        self._fit_columns()  # the words of the language just chosen
        self._selected()
        self._show_status()

    def _filter(self) -> None:
        self.rows.set_filter(str(self.map_box.currentData()), self.player_edit.text())
        self._show_status()

    def _show_status(self) -> None:
        model = self.model
        rows = len(model.keys)
        if model.listing:
            self.status.setText(self.tr("Reading the kept games..."))
            return
        if model.failed:
            self.status.setText(self.not_read_text(model.failed))
            return
        if rows == 0:
            self.status.setText(
                self.tr("No games kept yet: every game you finish or leave is listed here.")
            )
            return
        parts = [self.tr("%n game(s)", "", rows)]
        if model.known < rows:
            parts.append(
                self.tr("reading {known} of {rows}...").format(known=model.known, rows=rows)
            )
        bad = model.unreadable()
        if bad:
            parts.append(self.tr("%n file(s) could not be read (kept as they are)", "", len(bad)))
        self.status.setText("; ".join(parts))
        self.status.setToolTip("\n".join(f"{u.file}: {u.problem}" for u in bad[:30]))

    def _fit_columns(self) -> None:
        """Every column as wide as its widest text (its header's too), the players' but
        one: it takes the rest of the width, so their names show whole where there is
        room (the deal column's room for "(today's deal, practice)" cut them short)."""
        room = self.table.fontMetrics().averageCharWidth() * 2  # a gap before the next
        for column in range(self.model.columnCount()):
            if column != PLAYERS:
                self.table.resizeColumnToContents(column)
                self.table.setColumnWidth(column, self.table.columnWidth(column) + room)

    def _listed(self) -> None:
        self._fit_columns()
        if self.rows.rowCount():
            self.table.selectRow(0)
        self._selected()
        self._show_status()

    def selected(self) -> tuple[Path, GameSummary] | None:
        index = self.table.selectionModel().currentIndex()
        if not index.isValid():
            return None
        row = self.rows.mapToSource(index).row()
        item = self.model.items[row]
        if not isinstance(item, GameSummary):
            return None
        return self.model.folder / self.model.keys[row].name, item

    def chosen(self) -> list[Path]:
        """The files of the selected games, in the list's order."""
        rows = sorted(
            self.rows.mapToSource(i).row() for i in self.table.selectionModel().selectedRows()
        )
        return [
            self.model.folder / self.model.keys[row].name
            for row in rows
            if isinstance(self.model.items[row], GameSummary)
        ]

    def _selected(self, *_args: object) -> None:
        chosen = self.selected()
        self.watch_button.setEnabled(chosen is not None)
        self.continue_button.setEnabled(
            chosen is not None and not chosen[1].finished and self.go_on is not None
        )
        self.continue_button.setToolTip(
            self.tr(
                "Go on with this table's game at this screen: the seats that were at other"
                " computers are played by the {level} bot"
            ).format(level=TABLE_STAND_IN)
            if chosen is not None and chosen[1].across
            else self.tr("Go on with this unfinished game (the current one is kept in the history)")
        )
        problem = None
        if chosen is None:
            problem = self.tr("Choose a game in the list")
        elif not chosen[1].finished:
            problem = self.tr("Only a finished game has a result to share")
        self.copy_button.setEnabled(problem is None)
        self.copy_button.setToolTip(
            problem or self.tr("Put this game's result on the clipboard: one line for a chat")
        )
        many = len(self.chosen()) >= 2
        self.compare_button.setEnabled(many)
        self.compare_button.setToolTip(
            self.tr("The table these games of one deal make together, ranked")
            if many
            else self.tr("Select two or more games of one deal (Ctrl+click or Shift+click)")
        )

    # -- actions -----------------------------------------------------------------------
    def watch(self) -> ReplayViewer | None:
        chosen = self.selected()
        return None if chosen is None else open_viewer(chosen[0], self, self.play_from)

    def copy_result(self) -> str | None:
        """The selected game's share line, put on the clipboard."""
        chosen = self.selected()
        if chosen is None or not chosen[1].finished:
            return None
        name = None
        if len(chosen[1].people) == 1:  # the player here: under their name (asked once)
            name = player_name(self)
            if name is None:
                return None
        line, problem = shared_line(chosen[0], name)
        if line is None:
            QMessageBox.warning(self, self.tr("Cannot share this game"), problem or "")
            return None
        QGuiApplication.clipboard().setText(line)
        self.status.setText(self.tr("Copied: {line}").format(line=line))
        return line

    def compare(self) -> CompareDialog | None:
        paths = self.chosen()
        return compare_games(paths, self) if len(paths) >= 2 else None

    def continue_game(self) -> bool:
        chosen = self.selected()
        if chosen is None or chosen[1].finished or self.go_on is None:
            return False
        if not self.go_on(opened_from(self), chosen[0]):
            return False
        self.close()  # the game is on the table now; the list would be out of date
        return True
