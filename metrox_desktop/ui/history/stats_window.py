"""Game > Statistics: the numbers of ``metrox-desktop stats`` for one map, the totals
over time with their moving average, the histogram of totals, and the best games
(each opens in the replay viewer), and today's deal: the streak of days in a row with
a result and the days played with their totals (persistence/history_today.py).

The kept games are read in the background (from the summaries' cache, at once when it
is warm); files that cannot be read are counted and named, never changed. A language
switch writes every text again, the charts' too (LanguageChange).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSignalBlocker, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFormLayout,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.engine.scoring import MISREAD, SOLO_RANKS
from metrox_desktop.maps.loader import builtin_map_ids
from metrox_desktop.persistence.history import HistoryFolder, Item
from metrox_desktop.persistence.history_stats import HistoryStats, MapStats, gather
from metrox_desktop.persistence.history_today import TodayResults, today_results
from metrox_desktop.persistence.par_cache import ParCache
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.sharing.today import today
from metrox_desktop.ui.history.charts import AVERAGE_OF, HistogramChart, TotalsChart
from metrox_desktop.ui.history.viewer import HistoryWindowBase, PlayFrom, ReplayViewer, open_viewer
from metrox_desktop.ui.language import map_name
from metrox_desktop.ui.list_rows import add_row
from metrox_desktop.ui.table.background import BackgroundRunner
from metrox_desktop.ui.table.seat_labels import bot_level
from metrox_desktop.ui.table.table_layout import grow_margins, grow_with_window, grown_size
from metrox_desktop.ui.themes import show_muted
from metrox_desktop.words import points_text, with_minus

NUMBERS = ("games", "played", "mean", "median", "best", "routes", "ranks", "awards", "bots", "par")


class TallAsItsRows(QWidget):
    """A form whose rows may go under their names at a narrow width, never shorter than
    its rows need at its width: a window's layout asks a widget its least height
    alone, not its height for the width it has, and squeezed the rows wrapped (in
    Japanese, each line of the numbers lost its foot)."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt virtual
        hint = super().minimumSizeHint()
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth():
            hint.setHeight(max(hint.height(), layout.heightForWidth(self.width())))
        return hint

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt virtual
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # its least height at the new width


class StatisticsWindow(HistoryWindowBase):
    def __init__(
        self, folder: Path, parent: QWidget | None = None, play_from: PlayFrom | None = None
    ) -> None:
        super().__init__(parent)
        self.folder, self.play_from = folder, play_from
        self.stats: HistoryStats | None = None
        self.viewers: list[ReplayViewer] = []

        self.failed = False  # the folder could not be read: the status says why
        top = self._filter_row()
        self.map_box.currentIndexChanged.connect(self._show_map)
        self.player_edit.textChanged.connect(self._count)
        self.status = QLabel()
        show_muted(self.status)
        self.status.setWordWrap(True)
        self.items: list[Item] = []

        left = self._numbers_and_best()

        self.over_time = TotalsChart()
        self.spread = HistogramChart()
        charts = QVBoxLayout()
        charts.addWidget(self.over_time, 1)
        charts.addWidget(self.spread, 1)
        middle = QGridLayout()
        middle.addLayout(left, 0, 0)
        middle.addLayout(charts, 0, 1)
        middle.setColumnStretch(0, 2)
        middle.setColumnStretch(1, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(middle, 1)
        layout.addWidget(self.status)

        self._grow()
        self.retranslate()
        self.runner = BackgroundRunner(self)

        def read() -> tuple[list[Item], TodayResults]:
            history = HistoryFolder(folder)  # its cache is read here too, off this thread
            items = list(history.scan())
            history.save_cache()
            return items, today_results(folder, items, today())

        self.runner.run(read, self._read, self._failed)

    def _numbers_and_best(self) -> QVBoxLayout:
        """The numbers, the best games (Watch) and the days of today's deal."""
        numbers = TallAsItsRows()
        self.numbers = QFormLayout(numbers)
        self.numbers.setContentsMargins(0, 0, 0, 0)
        # A value too wide for the room beside its name goes under it, whole: beside
        # it, wrapped in what the names leave, it was cut to its first word on the
        # smallest window ("3 (6" for "3 (6 totals: one for each person at a table)").
        self.numbers.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.values: dict[str, QLabel] = {}
        self.names: dict[str, QLabel] = {}
        for key in NUMBERS:
            value = QLabel()
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label = QLabel()
            label.setBuddy(value)
            self.numbers.addRow(label, value)
            self.values[key], self.names[key] = value, label
        self.best_list = QListWidget()
        self.best_list.itemActivated.connect(self._watch)
        self.watch_button = QPushButton()
        self.watch_button.clicked.connect(self._watch_best)
        self.best_label = QLabel()
        self.best_label.setBuddy(self.best_list)
        left = QVBoxLayout()
        left.addWidget(numbers)
        left.addWidget(self.best_label)
        left.addWidget(self.best_list, 1)
        left.addWidget(self.watch_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.today: TodayResults | None = None
        self.today_label = QLabel()
        self.today_label.setStyleSheet("font-weight: bold;")
        self.days_list = QListWidget()
        self.today_label.setBuddy(self.days_list)
        left.addWidget(self.today_label)
        left.addWidget(self.days_list)
        return left

    def _grow(self) -> None:
        """As much larger as the game window's panels over a large game window (its
        texts, charts, lists and margins); as it was at the default size."""
        scale = grow_with_window(self)
        grow_margins(self, scale)
        for chart in (self.over_time, self.spread):
            chart.set_scale(scale)
        lines = self.days_list.fontMetrics().height() * 6  # six days, then it scrolls
        self.days_list.setMaximumHeight(lines + round(12 * scale))
        self.resize(grown_size(QSize(1120, 760), scale, self.parentWidget()))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self._name_filters()
        self.player_edit.setPlaceholderText(self.tr("Everyone at the table"))
        hint = self.player_edit.placeholderText()  # whole, in any language
        self.player_edit.setMinimumWidth(self.fontMetrics().horizontalAdvance(hint) + 48)
        names = {
            "games": self.tr("Games finished"),
            "played": self.tr("Games played (finished or left)"),
            "mean": self.tr("Mean total"),
            "median": self.tr("Median total"),
            "best": self.tr("Best total"),
            "routes": self.tr("Routes completed per game"),
            "ranks": self.tr("Solo ranks"),
            "awards": self.tr("Crowns and diamonds at tables"),
            "bots": self.tr("Against bots"),
            "par": self.tr("Score as a share of par"),
        }
        for key, text in names.items():
            self.names[key].setText(text)
            self.values[key].setAccessibleName(text)
        self.days_list.setAccessibleName(self.tr("Days of today's deal"))
        self.best_list.setAccessibleName(self.tr("Best games"))
        self.best_label.setText(self.tr("&Best games:"))
        self.watch_button.setText(self.tr("&Watch"))
        self.watch_button.setToolTip(self.tr("Step through the chosen game in the replay viewer"))
        empty = self.tr("No finished games on this map yet")
        self.over_time.set_titles(
            self.tr("Totals game by game (line: mean of the last {n} games)").format(n=AVERAGE_OF),
            empty,
        )
        self.spread.set_titles(
            self.tr("Totals in each band of 5 points (one a person a game)"), empty
        )
        if self.stats is not None:
            self._show_counts()  # the map names, the status, the numbers and the best games
            self._show_today()
        elif not self.failed:
            self.status.setText(self.tr("Reading the kept games..."))

    def _failed(self, why: str) -> None:
        self.failed = True
        self.status.setText(self.not_read_text(why))

    @property
    def ready(self) -> bool:
        return self.stats is not None

    def _read(self, read: tuple[list[Item], TodayResults]) -> None:
        self.items, self.today = read
        self._count()
        self._show_today()

    def _show_today(self) -> None:
        """The streak of today's deal and the days played, newest first."""
        found = self.today or TodayResults()
        self.today_label.setText(
            self.tr("Today's deal: a streak of %n day(s)", "", found.streak)
            if found.days
            else self.tr("Today's deal: no day played yet")
        )
        self.days_list.clear()
        self.days_list.setVisible(bool(found.days))  # no empty box under "no day played"
        for day in reversed(found.days):
            self.days_list.addItem(
                self.tr("{date}: {map}, {total} points").format(
                    date=day.day.isoformat(), map=map_name(day.map), total=points_text(day.total)
                )
            )

    def _count(self) -> None:
        """The numbers of the games read: everyone's, or one player's (by name)."""
        self.stats = gather(self.items, ParCache.load().par_of, self.player_edit.text())
        self._show_counts()

    def _show_counts(self) -> None:
        """The numbers counted last, in the current language."""
        assert self.stats is not None
        shown = self.map_box.currentData()
        with QSignalBlocker(self.map_box):
            self.map_box.clear()
            for map_id in self._maps_to_show():
                self.map_box.addItem(map_name(map_id), map_id)
            self.map_box.setCurrentIndex(max(self.map_box.findData(shown), 0))
        unreadable = self.stats.unreadable
        played = sum(m.played for m in self.stats.maps.values())
        text = self.tr("%n game(s) kept", "", played)
        if unreadable:
            names = ", ".join(u.file for u in unreadable[:5])
            more = "" if len(unreadable) <= 5 else ", ..."
            text += (
                "; "
                + self.tr(
                    "%n file(s) could not be read and were skipped (kept as they are): ",
                    "",
                    len(unreadable),
                )
                + names
                + more
            )
            self.status.setToolTip("\n".join(f"{u.file}: {u.problem}" for u in unreadable[:30]))
        self.status.setText(text)
        self._show_map()

    def _maps_to_show(self) -> list[str]:
        """The maps played, the one played most first (shown first), then the others of
        the app, the map of the last New game first: the box is never empty (before the
        first game, or for a player's name that played none) and any map can be looked
        at, with "no finished game on this map yet"."""
        assert self.stats is not None
        played = self.stats.by_play()
        last = Settings.load().map_id
        others = sorted(set(builtin_map_ids()) - set(played), key=lambda m: (m != last, m))
        return [*played, *others]

    def show_map(self, map_id: str) -> None:
        index = self.map_box.findData(map_id)
        if index >= 0:
            self.map_box.setCurrentIndex(index)

    def _show_map(self) -> None:
        if self.stats is None:
            return
        stats = self.stats.maps.get(str(self.map_box.currentData()), MapStats())
        v = self.values

        def number(value: float | None) -> str:
            return "\u2013" if value is None else with_minus(f"{value:.1f}")

        v["games"].setText(
            str(stats.games)
            if stats.people == stats.games
            else self.tr("{games} ({people} totals: one for each person at a table)").format(
                games=stats.games, people=stats.people
            )
        )
        v["played"].setText(str(stats.played))
        v["mean"].setText(number(stats.mean))
        v["median"].setText(number(stats.median))
        v["best"].setText("\u2013" if stats.best is None else str(stats.best))
        v["routes"].setText(number(stats.routes_per_game))
        v["ranks"].setText(self._ranks_text(stats))
        v["awards"].setText(
            self.tr("{crowns} crowns, {diamonds} diamonds").format(
                crowns=stats.crowns, diamonds=stats.diamonds
            )
        )
        v["bots"].setText(
            "\n".join(
                self.tr("{level}: won {wins} of {games}").format(
                    level=bot_level(level) or level, wins=wins, games=games
                )
                for level, (games, wins) in sorted(stats.against.items())
            )
            or "\u2013"
        )
        v["par"].setText(
            "\u2013"
            if stats.par_share is None
            else self.tr("{share:.0f}% on average ({games} games)").format(
                share=100 * stats.par_share, games=len(stats.par_shares)
            )
        )
        totals = stats.totals
        self.over_time.set_data(
            [game for _date, game in stats.series],
            self.tr("{games} games, {people} totals, mean {mean}").format(
                games=stats.games, people=stats.people, mean=number(stats.mean)
            ),
        )
        self.spread.set_data(
            totals,
            self.tr("lowest {low}, highest {high}").format(
                low=points_text(min(totals, default=0)),
                high=points_text(max(totals, default=0)),
            ),
        )
        self.best_list.clear()
        map_id = str(self.map_box.currentData())
        for total, game in self.stats.best_games_on(map_id):
            text = self.tr("{total} points \u2013 {date}, deal {seed}").format(
                total=points_text(total),
                date=game.date.isoformat(" ", "minutes"),
                seed=game.seed or "-",
            )
            add_row(self.best_list, text).setData(Qt.ItemDataRole.UserRole, game.file)

    def _ranks_text(self, stats: MapStats) -> str:
        """The solo ranks reached, by the rulebook's bands of totals, best first."""
        lines = []
        above = None  # the lowest total of the band above
        for lowest, rank in SOLO_RANKS:
            count = stats.ranks[rank.key]
            if count:
                band = (
                    self.tr("{lowest} or more").format(lowest=lowest)
                    if above is None
                    else self.tr("{lowest}\u2013{highest}").format(lowest=lowest, highest=above - 1)
                )
                lines.append(self.tr("{band} points: {count}").format(band=band, count=count))
            above = lowest
        if stats.ranks[MISREAD.key]:
            lines.append(
                self.tr("{band} points: {count}").format(
                    band=self.tr("{highest} or less").format(highest=SOLO_RANKS[-1][0] - 1),
                    count=stats.ranks[MISREAD.key],
                )
            )
        return "\n".join(lines) or "\u2013"

    def _watch_best(self) -> None:
        self._watch(self.best_list.currentItem())

    def _watch(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        viewer = open_viewer(
            self.folder / str(item.data(Qt.ItemDataRole.UserRole)), self, self.play_from
        )
        if viewer is not None:
            self.viewers.append(viewer)
