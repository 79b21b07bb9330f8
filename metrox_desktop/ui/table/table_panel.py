"""The table under the big sheet: every seat's small sheet and the live standings.

Shown only when several seats play. It follows the session: a small sheet is drawn
again only when ``sheet_changed`` names its seat; who has chosen, who chooses now and
the ranking follow every change. Clicking a small sheet, a standings row or a chip asks
the window to show that seat large (``seat_clicked``). While the turn log looks back
at a past turn (``look_back(game)``), the small sheets and the standings show the
table as it stood then, until ``look_back(None)``.

The big sheet comes first (``fit``): the table takes only the height that leaves the
big sheet at least 80 % of its size with no table, and where the small sheets would
come out too small to read there, the panel shows the compact standings instead (one
chip per player, the sheets on demand by a click).
On a large window, text and small sheets grow with it (ui/table/table_layout.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QScrollArea, QWidget

from metrox_desktop.engine.state import GameState
from metrox_desktop.ui.later import later
from metrox_desktop.ui.table.session import GameSession
from metrox_desktop.ui.table.sheet_binding import seat_shown
from metrox_desktop.ui.table.table_layout import MAX_SCALE, display_scale, scale_text

if TYPE_CHECKING:  # loaded with the first table of several: a solo start stays light
    from metrox_desktop.ui.table.seat_bar import SeatBar
    from metrox_desktop.ui.table.standings import StandingsPanel
    from metrox_desktop.ui.table.standings_model import StandingsModel
    from metrox_desktop.ui.table.thumbnails import SheetStrip

# Pixels of a small sheet's width, at scale 1: below READABLE_PICTURE its names and
# marks no longer read, and the compact standings take its place.
READABLE_PICTURE, MAX_PICTURE = 100, 220
# The big sheet first: the table below it never makes it smaller than this share of
# its size with no table (the margin around it as SheetView.fit leaves it). On a large
# window (a shared screen, read from across the table) the small sheets grow with the
# text and take a little more: the share falls to KEEP_SHEET_LARGEST at MAX_SCALE, the
# big sheet still far larger than on the default window.
KEEP_SHEET, KEEP_SHEET_LARGEST = 0.8, 0.7
SHEET_MARGIN = 8


def kept_share(scale: float) -> float:
    """The share of its size with no table the big sheet keeps at ``display_scale``."""
    grown = (min(scale, MAX_SCALE) - 1) / (MAX_SCALE - 1)
    return KEEP_SHEET - (KEEP_SHEET - KEEP_SHEET_LARGEST) * grown


class TablePanel(QWidget):
    seat_clicked = Signal(int)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.strip: SheetStrip | None = None
        self.ranking: StandingsModel | None = None  # what both standings below show
        self.standings: StandingsPanel | None = None
        self.bar: SeatBar | None = None  # the compact standings, for a small window
        self.bar_area: QScrollArea | None = None  # where the compact standings scroll
        self._scale = 1.0
        self._shown: int | None = None
        self._turn_pending = False
        self._dirty: set[int] = set()  # seats whose small sheet is to be drawn again
        self.past: GameState | None = None  # an earlier turn's game, looked back at
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(8, 6, 8, 6)
        self._row.setSpacing(12)
        self.setObjectName("tablePanel")
        # Palette roles, not fixed colours: the panel follows the theme (ui/themes/).
        self.setStyleSheet(
            "#tablePanel { background: palette(window); border-top: 1px solid palette(mid); }"
        )
        session.game_started.connect(self._on_game_started)
        session.sheet_changed.connect(self._on_sheet_changed)
        session.changed.connect(self._on_changed)
        self.hide()

    # -- following the session -----------------------------------------------------------
    def _on_game_started(self) -> None:
        """A new table: small sheets for its seats (built again only if the seats or
        the map differ from the last game's)."""
        session = self.session
        strip = self.strip
        self.past = None  # a new game is about now
        same = (
            strip is not None
            and strip.board is session.board
            and [t.seat for t in strip.thumbnails] == list(session.seats)
        )
        if not same:
            self._clear()
            if not session.solo:
                self._build()
        self.setVisible(not session.solo)

    def _build(self) -> None:
        from metrox_desktop.ui.table.seat_bar import SeatBar
        from metrox_desktop.ui.table.standings import StandingsPanel
        from metrox_desktop.ui.table.standings_model import StandingsModel
        from metrox_desktop.ui.table.thumbnails import SheetStrip

        session = self.session
        self.strip = SheetStrip(session.board, session.seats, self, columns=len(session.seats))
        self.ranking = StandingsModel(session.seats, self)
        self.standings = StandingsPanel(self.ranking, self)
        self.bar = SeatBar(self.ranking, self)
        self.bar.hide()
        # The chips scroll where more rows than the sheet can spare (a table of 99).
        self.bar_area = QScrollArea(self)
        self.bar_area.setFrameShape(QFrame.Shape.NoFrame)
        self.bar_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.bar_area.setWidgetResizable(True)
        self.bar_area.setWidget(self.bar)
        self.bar_area.hide()
        for part in (self.strip, self.standings, self.bar):
            part.seat_clicked.connect(self.seat_clicked)
        self._row.addWidget(self.strip, 1)
        self._row.addWidget(self.standings, 0, Qt.AlignmentFlag.AlignTop)
        self._row.addWidget(self.bar_area, 1)
        self._scale = 1.0  # new widgets, at their own size until fit() scales them
        self.window().installEventFilter(self)
        self.fit()
        self.set_shown(self._shown)

    @property
    def compact(self) -> bool:
        """The compact standings show instead of the small sheets (a small window)."""
        return self.bar is not None and not self.bar.isHidden()

    def _clear(self) -> None:
        for widget in (self.strip, self.standings, self.bar_area):  # the area holds the bar
            if widget is not None:
                self._row.removeWidget(widget)
                widget.deleteLater()
        if self.ranking is not None:
            self.ranking.deleteLater()
        self.strip = self.standings = self.bar = self.ranking = self.bar_area = None

    def _on_sheet_changed(self, player: int) -> None:
        # Drawn once control returns to the event loop: the big sheet, which the player
        # is looking at, paints first; the small sheets follow in the next pass.
        if not self._dirty:
            later(0, self, self._draw_sheets)
        self._dirty.add(player)

    @property
    def up_to_date(self) -> bool:
        """The small sheets, turn marks and standings show the session as it is now
        (they follow as control returns to the event loop)."""
        return not self._dirty and not self._turn_pending

    def _draw_sheets(self) -> None:
        session = self.session
        dirty, self._dirty = self._dirty, set()
        if self.strip is None or not session.started:
            return
        for player in sorted(dirty):
            if player < len(self.strip.thumbnails):
                self.strip.show_seat(player, *seat_shown(session, player, self.past))

    def look_back(self, game: GameState | None) -> None:
        """Show every small sheet and the standings as they stood in an earlier turn's
        ``game`` (the turn log's), read-only and with nobody choosing; None: the game now."""
        self.past = game
        if self.strip is not None and self.session.started:
            self._dirty.update(range(len(self.strip.thumbnails)))
            self._draw_sheets()
            self._show_turn()

    def _on_changed(self) -> None:
        # A click can change the match several times (a choice, the next person, the
        # turn resolved): the turn marks and standings follow once, as control returns
        # to the event loop, before the next paint.
        if not self._turn_pending:
            self._turn_pending = True
            later(0, self, self._show_turn)

    def _show_turn(self) -> None:
        self._turn_pending = False
        session = self.session
        if self.strip is None or self.ranking is None or not session.started:
            return
        chosen, chooser, away = session.chosen_seats(), session.chooser, session.away_seats()
        if self.past is not None:  # a past turn: resolved, its scores as they were then
            chosen, chooser = None, None
        scores = [seat_shown(session, seat, self.past)[2] for seat in range(len(session.seats))]
        played = session.played_seats()
        self.strip.show_turn(chosen, chooser, away, played)
        self.ranking.show_scores(scores, chosen, chooser, away, played)  # standings and chips

    def retranslate(self) -> None:
        """View > Language: small sheets and standings built again in the new language."""
        if self.strip is not None:
            self._clear()
            self._build()
            for player in range(len(self.session.seats)):
                self._on_sheet_changed(player)
            self._on_changed()

    def set_shown(self, seat: int | None) -> None:
        """Mark the seat whose sheet is shown large."""
        self._shown = seat
        if self.strip is not None and self.standings is not None and self.bar is not None:
            self.strip.set_shown(seat)
            self.standings.set_shown(seat)
            self.bar.set_shown(seat)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt virtual
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt virtual
        if watched is self.window() and event.type() == QEvent.Type.Resize:
            # Once the window has laid its parts out: a taller window leaves room for
            # larger small sheets, and the card panel beside takes its new width.
            later(0, self, self.fit)
        return False

    def fit(self) -> None:
        """Lay the table out for the window's size: the small sheets in one row or two,
        as large as fit beside the standings (with or without the total's parts) in the
        height the big sheet can spare; if even then too small to read, the compact
        standings alone."""
        if self.strip is None or self.standings is None or self.bar is None:
            return
        window = self.window()
        self._set_scale(display_scale(window.width(), window.height()))
        margins = self._row.contentsMargins()
        inner = self.width() - margins.left() - margins.right()
        height = self.height_budget() - margins.top() - margins.bottom()
        for detailed in (True, False):
            self.standings.set_detailed(detailed)
            standings = self.standings.needed_size()
            if standings.height() > height:
                break
            room = inner - standings.width() - self._row.spacing()
            rows, picture = self._strip_size(room, height)
            if picture >= READABLE_PICTURE * self._scale:
                self.standings.setFixedSize(standings)
                columns = -(-len(self.strip.thumbnails) // rows)
                self.strip.set_columns(columns)
                # each card may grow past its picture into the room the row leaves,
                # for a score line that reads whole
                spacing = self.strip.spacing
                self.strip.set_picture_width(picture, (room + spacing) // columns - spacing)
                self._show_compact(False)
                return
        self.bar.set_columns(self.bar.columns_for(inner))
        row = self.bar.chips[0].sizeHint().height()
        assert self.bar_area is not None
        self.bar_area.setMaximumHeight(max(row, min(self.bar.sizeHint().height(), height)))
        self._show_compact(True)

    def height_budget(self) -> int:
        """Pixels of height the table may take below the big sheet: what leaves the
        sheet at least KEEP_SHEET of its size with no table (all the height the sheet
        does not use, when the window is wide rather than tall)."""
        assert self.strip is not None
        parent = self.parentWidget()
        room = parent.height() if parent is not None else self.window().height()
        rect = self.strip.thumbnails[0].renderer.scene.sceneRect()
        width, height = rect.width() + 2 * SHEET_MARGIN, rect.height() + 2 * SHEET_MARGIN
        alone = min(self.width() / width, room / height)  # the sheet's zoom with no table
        return int(room - kept_share(self._scale) * alone * height)

    def _strip_size(self, room: int, height: int) -> tuple[int, int]:
        """(rows, picture width) of the small sheets' largest layout in ``room`` by
        ``height`` pixels."""
        assert self.strip is not None
        small = self.strip.thumbnails
        frame = 2 * small[0].PAD  # around the picture; the text lines go under it
        sheet = small[0].renderer.size_for(1000)  # the map's proportions
        spacing = self.strip.spacing

        def picture(rows: int) -> int:
            columns = -(-len(small) // rows)
            by_width = (room + spacing) // columns - spacing - frame
            each = (height + spacing) // rows - spacing - frame
            by_height = (each - small[0].text_height) * sheet.width() // sheet.height()
            return min(round(MAX_PICTURE * self._scale), by_width, by_height)

        rows = max((1, 2), key=picture)
        return rows, picture(rows)

    def _show_compact(self, compact: bool) -> None:
        assert self.strip is not None and self.standings is not None and self.bar is not None
        self.strip.setVisible(not compact)
        self.standings.setVisible(not compact)
        self.bar.setVisible(compact)
        if self.bar_area is not None:
            self.bar_area.setVisible(compact)

    def _set_scale(self, scale: float) -> None:
        """Text (the standings, the small sheets' captions, the chips) ``scale`` times
        the window's own size."""
        if scale == self._scale:
            return
        self._scale = scale
        scale_text(self, scale)
        self._on_changed()  # the standings' cells take the new size with their texts
