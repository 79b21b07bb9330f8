"""Standings: the players ranked by their live total, with each total's parts.

:class:`StandingsPanel` is a small table over a :class:`~.standings_model.StandingsModel`
(ranked by ``engine.scoring.standings``: highest total, then fewest empty stations;
players still tied share a place), one row per player: place, name, Comp.B, Cross.B,
Emp.P, X (empty stations, the tie-break), Total, and whether they have chosen this turn.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.engine.scoring import Standing
from metrox_desktop.ui.sheet import ink
from metrox_desktop.ui.table.seat_labels import CHOOSING, CHOSEN, SHOWN, seat_tag
from metrox_desktop.ui.table.standings_model import StandingsModel
from metrox_desktop.ui.table.text_forms import form_at, step_for_all
from metrox_desktop.ui.themes import legibility_minimum, legible_on
from metrox_desktop.words import points_text

# The shown row's band and its text, by theme. The light theme's pale blue glared on a
# dark window as a bright stripe: dark and high contrast take a deep blue under white
# text (7.7:1 and 7.9:1; WCAG asks 4.5, high contrast 7).
SHOWN_BANDS = {
    "light": (SHOWN, QColor("#1f2d3d")),
    "dark": (QColor("#2d5582"), QColor("#ffffff")),
    "contrast": (QColor("#1b4f9c"), QColor("#ffffff")),
}


def shown_colours() -> tuple[QColor, QColor]:
    """(band, text) of the shown row in the current theme."""
    return SHOWN_BANDS.get(ink.theme().key, SHOWN_BANDS["light"])


COLUMNS = ("place", "name", "completion", "intersection", "penalty", "empty", "total", "status")
PARTS = ("completion", "intersection", "penalty", "empty")  # hidden where room is short


class StandingsPanel(QWidget):
    """The live ranking of every player; a click on a row asks to see that sheet."""

    seat_clicked = Signal(int)

    def __init__(self, model: StandingsModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._look = ink.SeenLook()  # restyled after a theme switch (changeEvent)
        self.model = model
        self.seats = model.seats
        self._shown: int | None = None
        self._marks = [CHOOSING for _ in self.seats]  # the turn mark's colour, by row
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.table = QTableWidget(len(self.seats), len(COLUMNS), self)
        # a row is one line high: a name with no room left ends in "..." on its line,
        # never wrapped onto a second line the row cuts in half
        self.table.setWordWrap(False)
        headers = {
            "place": ("#", self.tr("Place: highest total, then fewest empty stations")),
            "name": (self.tr("Player"), ""),
            "completion": (self.tr("Comp.B"), self.tr("Completion bonus: crowns and diamonds")),
            "intersection": (self.tr("Cross.B"), self.tr("Intersection bonus: star numbers")),
            "penalty": (self.tr("Emp.P"), self.tr("Penalty for empty stations")),
            "empty": ("X", self.tr("Empty stations (fewer wins a tie)")),
            "total": (self.tr("Total"), ""),
            "status": ("", self.tr("Chosen this turn")),
        }
        # What a screen reader says for a column: the words, not the sheet's marks
        spoken = {
            "place": self.tr("Place"),
            "completion": self.tr("completion bonus"),
            "intersection": self.tr("crossing bonus"),
            "penalty": self.tr("empty-station penalty"),
            "empty": self.tr("empty stations"),
            "status": self.tr("Chosen this turn"),
        }
        self._cells = [[QTableWidgetItem() for _ in COLUMNS] for _ in self.seats]
        self._name_forms: list[tuple[str, ...]] = [() for _ in self.seats]  # by row
        for column, key in enumerate(COLUMNS):
            title, tip = headers[key]
            heading = QTableWidgetItem(title)
            heading.setToolTip(tip)
            heading.setData(Qt.ItemDataRole.AccessibleTextRole, spoken.get(key, title))
            if key == "name":
                heading.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            self.table.setHorizontalHeaderItem(column, heading)
            for row, cells in enumerate(self._cells):
                item = cells[column]
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                if key != "name":
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        self.table.verticalHeader().hide()
        self.table.setShowGrid(False)
        self.table.setAlternatingRowColors(True)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the sheet
        self.table.setAccessibleName(self.tr("Standings"))  # for screen readers
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.table.setCursor(Qt.CursorShape.PointingHandCursor)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COLUMNS.index("name"), QHeaderView.ResizeMode.Stretch)
        header.setHighlightSections(False)
        header.sectionResized.connect(self._name_column_resized)
        self.table.cellClicked.connect(
            lambda row, _column: self.seat_clicked.emit(self.model.order[row])
        )
        layout.addWidget(self.table)
        model.changed.connect(self._show_ranking)
        self._show_ranking()

    def set_detailed(self, detailed: bool) -> None:
        """Show the total's parts (Comp.B, Cross.B, Emp.P, X), or only place, name, total
        and turn where room is short (the small sheets show the parts too)."""
        for key in PARTS:
            self.table.setColumnHidden(COLUMNS.index(key), not detailed)

    def needed_size(self) -> QSize:
        """Pixels the visible columns and every row take whole, with room for any score
        (the width must not change from turn to turn: the small sheets beside it would
        jump)."""
        rows = self.table.verticalHeader()
        rows.setDefaultSectionSize(self.table.fontMetrics().height() + 8)  # compact rows
        rows.setMinimumSectionSize(self.table.fontMetrics().height() + 4)
        header = self.table.horizontalHeader().sizeHint().height()
        frame = 2 * self.table.frameWidth()
        height = header + frame + rows.defaultSectionSize() * len(self.seats)
        return QSize(self._needed_width(), height)

    def _needed_width(self) -> int:
        metrics = self.table.fontMetrics()
        bold = QFont(self.table.font())
        bold.setBold(True)
        number = QFontMetrics(bold).horizontalAdvance(points_text(-888)) + 12
        header = self.table.horizontalHeader()
        width = 2 * self.table.frameWidth() + 2
        for column, key in enumerate(COLUMNS):
            if self.table.isColumnHidden(column):
                continue
            needed = max(header.sectionSizeHint(column), self.table.sizeHintForColumn(column))
            if key not in ("name", "status"):
                needed = max(needed, number)
            elif key == "status":
                needed = max(needed, metrics.horizontalAdvance("\u2713\u2026") + 12)
            width += needed
        return width

    def set_shown(self, seat: int | None) -> None:
        """Tint the row of the seat whose sheet is shown large (None: no row)."""
        self._shown = seat
        self._tint()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        super().changeEvent(event)
        if self._look.changed(event):  # a theme switch (ui/themes/): the shown row's band
            self._tint()

    def _tint(self) -> None:
        band, text = shown_colours()
        status = COLUMNS.index("status")
        palette = self.table.palette()
        minimum = legibility_minimum()
        band_brush, text_brush, plain = QBrush(band), QBrush(text), QBrush()
        # A mark's colour depends on its row's ground, not on the row: four at most.
        mark_colours: dict[tuple[bool, bool, bool], QColor] = {}
        for row, seat in enumerate(self.model.order):
            shown = seat == self._shown
            alternate = not shown and row % 2 == 1 and self.table.alternatingRowColors()
            mark = self._marks[row]
            key = (shown, alternate, mark is CHOSEN)
            if key not in mark_colours:
                # The turn mark's green or blue, legible on its row's ground (the dark
                # themes' rows too, where the light theme's colours read 2.7 to 5:1).
                if shown:
                    ground, row_text = band, text
                else:
                    roles = QPalette.ColorRole
                    ground = palette.color(roles.AlternateBase if alternate else roles.Base)
                    row_text = palette.color(roles.Text)
                mark_colours[key] = legible_on(mark, ground, row_text, minimum)
            for column, item in enumerate(self._cells[row]):
                item.setBackground(band_brush if shown else plain)
                if column == status:
                    item.setForeground(mark_colours[key])
                else:
                    item.setForeground(text_brush if shown else plain)

    def _show_ranking(self) -> None:
        """The model's ranking, a row per seat, best first."""
        model = self.model
        ranked = model.ranked
        regular = QFont(self.table.font())
        bold = QFont(regular)
        bold.setBold(True)
        for row, seat in enumerate(model.order):
            standing = ranked[row] if ranked else None
            values = self._row_texts(seat, standing)
            # marked away: the table may wait for them, or a bot plays
            self._name_forms[row] = self.model.name_forms(seat, values["name"])
            values["name"] = self._name_forms[row][0]
            for item, key in zip(self._cells[row], COLUMNS, strict=True):
                item.setText(values[key])
                strong = key in ("name", "total") or (key == "place" and values[key] == "1")
                item.setFont(bold if strong else regular)
                if key == "status":
                    done = model.has_chosen(seat)
                    self._marks[row] = CHOSEN if done else CHOOSING  # coloured by _tint
                    tip = self.tr("Has chosen") if done else self.tr("Choosing now")
                    item.setToolTip(tip if values[key] else "")
                    # heard in words, not as a tick or an ellipsis
                    item.setData(Qt.ItemDataRole.AccessibleTextRole, tip if values[key] else "")
            name = self._cells[row][COLUMNS.index("name")]
            name.setToolTip(
                self.tr("Click to see {name}'s sheet").format(name=self.seats[seat].name)
            )
            name.setData(Qt.ItemDataRole.AccessibleTextRole, self._name_forms[row][0])
        self._fit_names()
        self._tint()

    def _name_column_resized(self, column: int, _old: int, new: int) -> None:
        if column == COLUMNS.index("name"):
            # its new width: the header tells it before columnWidth() has it (a
            # stretched column), which gave the names the room the column had before
            self._fit_names(new)

    def _fit_names(self, width: int | None = None) -> None:
        """The names as long as the column (``width`` pixels; None: as wide as it is)
        has room for in every row, in steps ("Cy (away: a bot plays)", then "Cy
        (away)"), one step for all rows, as a small sheet's line gives way (a screen
        reader hears the longest)."""
        column = COLUMNS.index("name")
        style = self.table.style()
        margin = 2 * (style.pixelMetric(style.PixelMetric.PM_FocusFrameHMargin) + 1)
        room = (self.table.columnWidth(column) if width is None else width) - margin
        cells = [row[column] for row in self._cells]
        step = step_for_all(
            self._name_forms,
            lambda row, text: QFontMetrics(cells[row].font()).horizontalAdvance(text) <= room,
        )
        for cell, forms in zip(cells, self._name_forms, strict=True):
            cell.setText(form_at(forms, step))

    def _row_texts(self, seat: int, standing: Standing | None) -> dict[str, str]:
        player = self.seats[seat]
        tag = seat_tag(player)
        texts = dict.fromkeys(COLUMNS, "")
        texts["name"] = f"{player.name} ({tag})" if tag else player.name  # the row marks away
        if standing is not None:
            s = standing.score
            texts.update(
                place=str(standing.place),
                completion=str(s.completion_bonus),
                intersection=str(s.intersection_bonus),
                penalty=points_text(-s.penalty),
                empty=str(s.empty_stations),
                total=points_text(s.total),
            )
        texts["status"] = self.model.status(seat)
        return texts
