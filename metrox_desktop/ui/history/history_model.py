"""The kept games as a table model, filled lazily: at once from the cache, the rest in
the background a batch at a time, so a list of 5,000 games opens at once and stays
responsive while it fills.

``HistoryModel(folder)`` has one row per record file (newest first); a row whose
summary is not known yet reads "..." until its batch arrives. ``HistoryFilter`` keeps
the rows of one map and one player (rows not yet read stay hidden while a filter is
set).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)

from metrox_desktop.persistence.history import (
    DAILY_TRY,
    PRACTICE,
    FileKey,
    GameSummary,
    HistoryFolder,
    Item,
    Unreadable,
)
from metrox_desktop.persistence.par_cache import ParCache
from metrox_desktop.ui.language import map_name
from metrox_desktop.ui.table.background import BackgroundRunner
from metrox_desktop.ui.table.seat_labels import kept_seat_name
from metrox_desktop.words import points_text

BATCH = 150  # files read per background job
Index = QModelIndex | QPersistentModelIndex
DATE, MAP, PLAYERS, TOTALS, WINNER, RESULT, PAR, DEAL = range(8)


translate = QCoreApplication.translate


class HistoryModel(QAbstractTableModel):
    filled = Signal()  # every row is read (the cache is written)
    progress = Signal(int, int)  # rows known, rows

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.history: HistoryFolder | None = None  # once listed, off the window's thread
        self.keys: list[FileKey] = []
        self.items: list[Item | None] = []
        self.listing = True  # the folder and the cache are being read: no rows yet
        self.failed = ""  # why the folder could not be listed
        self.pars = ParCache.load()
        self._maps: dict[str, str] = {}
        self.runner = BackgroundRunner(self)
        self._next = 0
        # The cache may be large: read with the files' list on a worker, not here.
        self.runner.run(lambda: _listed(folder), self._listed, self._not_listed)

    def _listed(self, listed: tuple[HistoryFolder, list[FileKey], list[Item | None]]) -> None:
        self.beginResetModel()
        self.history, self.keys, self.items = listed
        self.listing = False
        self.endResetModel()
        self.progress.emit(self.known, len(self.keys))
        self._read_more()

    def _not_listed(self, why: str) -> None:
        self.listing, self.failed = False, why
        self.filled.emit()

    @property
    def known(self) -> int:
        return sum(item is not None for item in self.items)

    @property
    def complete(self) -> bool:
        return not self.listing and self._next >= len(self.keys) and not self.runner.busy

    def unreadable(self) -> list[Unreadable]:
        return [item for item in self.items if isinstance(item, Unreadable)]

    def _read_more(self) -> None:
        """Read the next batch of rows the cache did not know, in the background."""
        history = self.history
        assert history is not None
        while self._next < len(self.keys) and self.items[self._next] is not None:
            self._next += 1
        if self._next >= len(self.keys):
            self.runner.run(history.save_cache, lambda _saved: self.filled.emit())
            return
        rows = [
            r
            for r in range(self._next, min(self._next + BATCH, len(self.keys)))
            if self.items[r] is None
        ]
        keys = [self.keys[r] for r in rows]
        self._next = rows[-1] + 1
        self.runner.run(
            lambda: [history.read(key) for key in keys], lambda got: self._got(rows, got)
        )

    def _got(self, rows: list[int], items: list[Item]) -> None:
        for row, item in zip(rows, items, strict=True):
            self.items[row] = item
        self.dataChanged.emit(self.index(rows[0], 0), self.index(rows[-1], DEAL))
        self.progress.emit(self.known, len(self.keys))
        self._read_more()

    # -- the table ---------------------------------------------------------------------
    def retranslate(self) -> None:
        """The headers and cells again in the current language (map names too)."""
        self._maps.clear()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, DEAL)
        if self.keys:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.keys) - 1, DEAL))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt virtual
        return 0 if parent.isValid() else len(self.keys)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt virtual
        return 0 if parent.isValid() else DEAL + 1

    def headerData(  # noqa: N802 - Qt virtual
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        titles = (
            translate("HistoryModel", "Date"),
            translate("HistoryModel", "Map"),
            translate("HistoryModel", "Players"),
            translate("HistoryModel", "Totals"),
            translate("HistoryModel", "Winner"),
            translate("HistoryModel", "Result"),
            translate("HistoryModel", "Par"),
            translate("HistoryModel", "Deal"),
        )
        return titles[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        item = self.items[index.row()]
        if role == Qt.ItemDataRole.ToolTipRole:
            if isinstance(item, Unreadable):
                return item.problem
            return self.keys[index.row()].name
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if item is None:
            return "..." if index.column() == DATE else ""
        if isinstance(item, Unreadable):
            texts = {
                DATE: item.file,
                MAP: translate("HistoryModel", "cannot be read"),
                PLAYERS: item.problem,
            }
            return texts.get(index.column(), "")
        return self._text(item, index.column())

    def _text(self, item: GameSummary, column: int) -> str:
        if column == DATE:
            return item.date.isoformat(" ", "minutes")  # year 1 as 0001
        if column == MAP:
            name = self._maps.get(item.map)
            if name is None:
                name = self._maps[item.map] = map_name(item.map)
            return name
        if column == PLAYERS:
            return ", ".join(
                kept_seat_name(n, k) for n, k in zip(item.players, item.kinds, strict=True)
            )
        if column == TOTALS:
            return " / ".join(points_text(total) for total in item.totals)
        if column == WINNER:
            if not item.finished:
                return ""
            return ", ".join(item.players[w] for w in item.winners)
        if column == RESULT:
            if item.finished:
                return translate("HistoryModel", "finished")
            return translate("HistoryModel", "left after turn {turn}").format(turn=item.turns)
        if column == DEAL:
            return deal_text(item)
        par = self.pars.par_of(item)
        return "" if par is None else str(par)


def deal_text(item: GameSummary) -> str:
    """The deal code a friend can type back, and what kind of game it was: today's
    deal (the day's try, or practice) or the guided first game."""
    code = item.seed or ""
    if item.lesson:
        return translate("HistoryModel", "{code} (lesson)").format(code=code)
    if item.daily == DAILY_TRY:
        return translate("HistoryModel", "{code} (today's deal)").format(code=code)
    if item.daily == PRACTICE:
        return translate("HistoryModel", "{code} (today's deal, practice)").format(code=code)
    return code


def _listed(folder: Path) -> tuple[HistoryFolder, list[FileKey], list[Item | None]]:
    """The folder's files, newest first, and what the cache knows of each (on a worker)."""
    history = HistoryFolder(folder)
    keys = history.files()
    history.forget_others(keys)
    return history, keys, [history.cached(key) for key in keys]


class HistoryFilter(QSortFilterProxyModel):
    """The rows of one map ("" any) where a player of that name sat ("" anyone)."""

    def __init__(self, model: HistoryModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSourceModel(model)
        self.history = model
        self.map_id = ""
        self.player = ""

    def set_filter(self, map_id: str, player: str) -> None:
        self.beginFilterChange()
        self.map_id, self.player = map_id, player.strip().casefold()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, row: int, parent: Index) -> bool:  # noqa: N802 - Qt virtual
        if not (self.map_id or self.player):
            return True
        item = self.history.items[row]
        if not isinstance(item, GameSummary):
            return False
        if self.map_id and item.map != self.map_id:
            return False
        return not self.player or any(self.player in n.casefold() for n in item.players)
