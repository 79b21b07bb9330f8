"""The final ranking of a game with several players, as the end-of-game dialog shows it:
one row per player, best first (``engine.scoring.standings``: highest total, then fewest
empty stations, then a shared place), with the breakdown and the routes completed drawn
as the sheet prints them; the winners' rows are gilded.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontInfo,
    QFontMetrics,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.scoring import Score, Standing, standings
from metrox_desktop.engine.state import Award
from metrox_desktop.seats import Seat
from metrox_desktop.ui.dialogs.breakdown import breakdown_values, label_styles
from metrox_desktop.ui.language import local
from metrox_desktop.ui.sheet.ink import crown_path, diamond_path, font, text_path
from metrox_desktop.ui.table.result_headline import CROWN, result_texts
from metrox_desktop.ui.table.seat_labels import seat_tag
from metrox_desktop.ui.themes import font_pt, muted

SPARE = 6  # pixels of a route chip's right end that may be cut
MEDALS = {1: "#e2b33c", 2: "#aab4be", 3: "#c98a50"}  # gold, silver, bronze
DIAMOND = QColor("#8c8c8c")
NUMBER_WIDTH = 62  # pixels: the score columns line up from row to row
NAME_WIDTH = 240  # pixels: a longer name ends in an ellipsis (the whole in its tooltip)
PLACE_WIDTH = 32  # pixels: the place's medal
# A table across computers seats up to 99: past six rows the ranking scrolls in a box of
# its own, some eight rows tall (fewer in a short window), so the player's verdict and
# Share line below it show without scrolling the whole dialog past every row.
ROWS_UNBOXED = 6
ROWS_SHOWN = 8
ROWS_AT_LEAST = 3
# Pixel sizes are at scale 1; a dialog over a large window passes its scale
# (table_layout.window_scale).


class RouteChips(QWidget):
    """Completed routes: each route's letter badge in its colour, then its crown or
    diamond with the points it earned."""

    HEIGHT = 26  # pixels at scale 1
    LINE_GAP = 4  # pixels between lines of chips when they wrap
    MIN_PER_LINE = 3  # chips on a line however narrow the dialog

    def __init__(
        self,
        board: Board,
        completed: Sequence[tuple[str, Award]],
        parent: QWidget | None = None,
        scale: float = 1.0,  # larger in a dialog over a large window
    ) -> None:
        super().__init__(parent)
        self.chip_height = round(self.HEIGHT * scale)
        self.board = board
        self.completed = tuple(completed)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setToolTip(self.describe())
        # The chips are drawn: a screen reader hears the routes, crowns and diamonds.
        self.setAccessibleName(self.describe().replace("\n", "; "))

    def describe(self) -> str:
        """ "G Ginza: crown, 5 points", one line per route (the tooltip)."""
        if not self.completed:
            return self.tr("No route completed")
        lines = []
        for letter, award in self.completed:
            r = self.board.route_index(letter)
            first = award is Award.FIRST
            points = self.board.first_bonus[r] if first else self.board.later_bonus[r]
            lines.append(
                self.tr("{letter} {name}: {award}, %n point(s)", None, points).format(
                    letter=letter,
                    name=local(self.board.spec.routes[r].name),
                    award=self.tr("crown") if first else self.tr("diamond"),
                )
            )
        return "\n".join(lines)

    def _chip_width(self) -> float:
        return self.chip_height * 2.3

    def _per_line(self, width: int) -> int:
        # A chip ends in a little space after its mark: the last may lose a few pixels.
        return max(1, int((width + SPARE) // self._chip_width()))

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt virtual
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt virtual
        """The chips wrap onto more lines in a narrow dialog (a small window)."""
        lines = -(-max(1, len(self.completed)) // self._per_line(width))
        return lines * self.chip_height + (lines - 1) * self.LINE_GAP

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt virtual
        if not self.completed:
            return QSize(
                self.fontMetrics().horizontalAdvance(self.describe()) + 4, self.chip_height
            )
        return QSize(round(len(self.completed) * self._chip_width()), self.chip_height)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt virtual
        if not self.completed:
            return self.sizeHint()
        shortest = min(len(self.completed), self.MIN_PER_LINE) * self._chip_width()
        return QSize(round(shortest), self.chip_height)

    def chip_rect(self, k: int) -> QRectF:
        """Where the ``k``-th completed route's chip is drawn."""
        per_line = self._per_line(self.width())
        line, column = divmod(k, per_line)
        w = self._chip_width()
        return QRectF(column * w, line * (self.chip_height + self.LINE_GAP), w, self.chip_height)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt virtual
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.completed:
            painter.setPen(QColor("#5f6a73"))  # as the rows' other small print, 4.5:1
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignVCenter, self.describe())
            return
        h = float(self.chip_height)
        radius = h * 0.42
        for k, (letter, award) in enumerate(self.completed):
            r = self.board.route_index(letter)
            chip = self.chip_rect(k)
            middle = chip.center().y()
            centre = QPointF(chip.left() + radius + 1, middle)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(self.board.spec.routes[r].colour))
            painter.drawEllipse(centre, radius, radius)
            painter.setBrush(QColor("#ffffff"))
            painter.drawPath(text_path(letter, font(radius * 1.25, bold=True), centre.x(), middle))
            first = award is Award.FIRST
            mark_at = QPointF(centre.x() + radius + h * 0.55, middle)
            shape = (crown_path if first else diamond_path)(mark_at.x(), mark_at.y(), h * 0.8)
            painter.setBrush(CROWN if first else DIAMOND)
            painter.drawPath(shape)
            points = self.board.first_bonus[r] if first else self.board.later_bonus[r]
            painter.setBrush(QColor("#3a3a3a" if first else "#ffffff"))
            painter.drawPath(text_path(str(points), font(h * 0.42, bold=True), *mark_at.toTuple()))
        painter.end()


class RankRow(QFrame):
    """One player's line in the final ranking."""

    def __init__(
        self,
        board: Board,
        seat: Seat,
        standing: Standing,
        winner: bool,
        parent: QWidget | None,
        scale: float = 1.0,
    ) -> None:
        super().__init__(parent)
        self.seat_index = standing.seat
        self.setObjectName("winner" if winner else "player")
        s = standing.score
        grid = QGridLayout(self)
        grid.setContentsMargins(*(round(m * scale) for m in (10, 6, 12, 6)))
        grid.setHorizontalSpacing(round(10 * scale))
        grid.setVerticalSpacing(round(2 * scale))
        self.place_label = QLabel(str(standing.place), alignment=Qt.AlignmentFlag.AlignCenter)
        self.place_label.setObjectName("place")
        place = round(PLACE_WIDTH * scale)
        self.place_label.setFixedSize(place, place)
        medal = MEDALS.get(standing.place, "#dfe4e8")
        self.place_label.setStyleSheet(
            f"background: {medal}; border-radius: {place // 2}px;"
            f" font-size: {font_pt(1.2 * scale)};"
            " font-weight: bold;"
            f" color: {'#ffffff' if standing.place in MEDALS else '#44505a'};"
        )
        grid.addWidget(self.place_label, 0, 0, 2, 1, Qt.AlignmentFlag.AlignVCenter)
        tag = seat_tag(seat)
        bold = QFont(self.font())
        bold.setPointSizeF(QFontInfo(bold).pointSizeF() * scale)
        bold.setBold(True)
        # A name as wide as 24 W's would push the totals out of a small window.
        name = QFontMetrics(bold).elidedText(
            seat.name, Qt.TextElideMode.ElideRight, round(NAME_WIDTH * scale)
        )
        small = f"color:#5f6a73; font-size:{font_pt(0.9 * scale)}"
        self.name_label = QLabel(
            f"<b>{escape(name)}</b>"
            + (f" <span style='{small}'>{escape(tag)}</span>" if tag else "")
        )
        self.name_label.setObjectName("name")
        self.name_label.setWordWrap(True)  # the bot's level under a long name
        if name != seat.name:
            self.name_label.setToolTip(seat.name)
        grid.addWidget(self.name_label, 0, 1)
        self.routes = RouteChips(board, s.completed, scale=scale)
        grid.addWidget(self.routes, 1, 1)
        self.values: dict[str, QLabel] = {}
        for column, (key, text) in enumerate(breakdown_values(s).items(), start=2):
            label = QLabel(
                text, alignment=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            )
            label.setObjectName("total" if key == "total" else "number")
            label.setFixedWidth(round(NUMBER_WIDTH * scale))
            grid.addWidget(label, 0, column, 2 if key != "penalty" else 1, 1)
            self.values[key] = label
        self.empty_label = QLabel(
            self.tr("X = {x}").format(x=s.empty_stations),
            alignment=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
        )
        self.empty_label.setObjectName("empty")
        self.empty_label.setToolTip(self.tr("Empty stations: fewer wins a tie"))
        grid.addWidget(self.empty_label, 1, 4)
        self.values["empty"] = self.empty_label
        grid.setColumnStretch(1, 1)


class RankingBoard(QWidget):
    """Everyone ranked, best first, under a header naming the columns."""

    def __init__(
        self,
        board: Board,
        seats: Sequence[Seat],
        scores: Sequence[Score],
        parent: QWidget | None = None,
        scale: float = 1.0,  # larger in a dialog over a large window
        own_seat: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.scale = scale
        self.ranked = standings(scores)
        self.headline, self.tie_note = result_texts(seats, self.ranked)
        self.setStyleSheet(
            "QFrame#winner { background: #fff6d6; border: 1px solid #e2c260;"
            " border-radius: 8px; }"
            "QFrame#player { background: #ffffff; border: 1px solid #e1e6ea;"
            " border-radius: 8px; }"
            # The player's own row among many: found at a glance.
            'QFrame#winner[own="true"], QFrame#player[own="true"]'
            " { border: 2px solid #2f6fb0; }"
            # Each row a light card with its own dark text, in any theme; sizes relative
            # to the system font (ui/themes/).
            "QFrame#winner QLabel, QFrame#player QLabel { border: none; background: transparent;"
            " color: #2b3640; }"
            + label_styles(
                {
                    "QLabel#number": (1.15, "color: #2b3640;"),
                    "QLabel#total": (1.65, "font-weight: bold; color: #c0392b;"),
                    "QLabel#empty": (0.85, "color: #5f6a73;"),
                    "QLabel#header": (0.85, f"font-weight: bold; color: {muted()};"),
                },
                scale,
            )
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(round(6 * scale))
        header = self._header()
        layout.addLayout(header)
        self.rows = [
            RankRow(board, seats[s.seat], s, s.place == 1, self, scale) for s in self.ranked
        ]
        self.own_row = next((r for r in self.rows if r.seat_index == own_seat), None)
        self.rows_box: RowsBox | None = None
        if len(self.rows) <= ROWS_UNBOXED:
            for row in self.rows:
                layout.addWidget(row)
            return
        self.rows_box = RowsBox(self.rows, layout.spacing(), self.own_row)
        layout.addWidget(self.rows_box, 1)
        margins = header.contentsMargins()  # the titles over their columns, left of the bar
        margins.setRight(margins.right() + self.rows_box.bar_width())
        header.setContentsMargins(margins)
        if self.own_row is not None:
            self.own_row.setProperty("own", True)

    def _header(self) -> QGridLayout:
        grid = QGridLayout()
        scale = self.scale
        # As the rows' margins and borders.
        grid.setContentsMargins(round(10 * scale), 0, round(12 * scale) + 1, 0)
        grid.setHorizontalSpacing(round(10 * scale))
        titles = [
            ("", self.tr("Place")),
            (self.tr("Player and routes completed"), ""),
            (self.tr("Comp.B"), self.tr("Completion bonus: crowns and diamonds")),
            (self.tr("Cross.B"), self.tr("Intersection bonus: the star numbers")),
            (self.tr("Emp.P"), self.tr("Penalty for empty stations (X)")),
            (self.tr("Total"), ""),
        ]
        for column, (title, tip) in enumerate(titles):
            label = QLabel(title)
            label.setObjectName("header")
            label.setToolTip(tip)
            if column == 0:
                label.setFixedWidth(round(PLACE_WIDTH * scale))
            elif column > 1:
                label.setFixedWidth(round(NUMBER_WIDTH * scale))
                label.setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(label, 0, column)
        grid.setColumnStretch(1, 1)
        return grid


class RowsBox(QScrollArea):
    """The rows of a large table, scrolled in a box about ``ROWS_SHOWN`` rows tall
    (down to ``ROWS_AT_LEAST`` where the window is short), the player's own row
    scrolled into view."""

    def __init__(self, rows: Sequence[RankRow], spacing: int, own: RankRow | None) -> None:
        super().__init__()
        self.own = own
        self.content = content = QWidget()
        column = QVBoxLayout(content)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(spacing)
        for row in rows:
            column.addWidget(row)
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setAccessibleName(self.tr("Every player, best first"))  # what a reader says it holds
        self._rows = rows
        self._spacing = spacing
        self.shorter_by = 0  # pixels less than ROWS_SHOWN rows: the dialog's room is short
        self._following_own = own is not None  # until the player scrolls the box
        self._scrolling = False
        self.verticalScrollBar().valueChanged.connect(self._scrolled)

    def _rows_height(self, count: int) -> int:
        heights = [row.sizeHint().height() for row in self._rows[:count]]
        return sum(heights) + self._spacing * (len(heights) - 1)

    def bar_width(self) -> int:
        return self.verticalScrollBar().sizeHint().width()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt virtual
        width = self.content.sizeHint().width() + self.bar_width()
        height = self._rows_height(ROWS_SHOWN) - self.shorter_by
        return QSize(width, max(height, self._rows_height(ROWS_AT_LEAST)))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt virtual
        width = self.content.minimumSizeHint().width() + self.bar_width()
        return QSize(width, self._rows_height(ROWS_AT_LEAST))

    def _scrolled(self) -> None:
        if not self._scrolling:
            self._following_own = False  # the player looks elsewhere: leave it there

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt virtual
        # The player's own row stays in view as the box takes its size, and again as
        # it shrinks for the verdict's rows arriving below it, unless the player has
        # scrolled the box since (the bar's own moves as the box resizes are not theirs).
        self._scrolling = True
        try:
            super().resizeEvent(event)
            if self.own is None or not self._following_own or not self.isVisible():
                return
            layout = self.content.layout()
            if layout is not None:
                layout.activate()
            self.ensureWidgetVisible(self.own, 0, self.height() // 3)
        finally:
            self._scrolling = False
