"""The table under the big sheet: every seat's small sheet and the live standings.

Shown only when several seats play. It follows the session: a small sheet is drawn
again only when ``sheet_changed`` names its seat; who has chosen, who chooses now and
the ranking follow every change. Clicking a small sheet or a standings row asks the
window to show that seat large (``seat_clicked``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QFontInfo, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QWidget

from metrox_desktop.ui.session import GameSession

if TYPE_CHECKING:  # loaded with the first table of several: a solo start stays light
    from metrox_desktop.ui.standings import StandingsPanel
    from metrox_desktop.ui.thumbnails import SheetStrip

MIN_PICTURE, MAX_PICTURE = 80, 220  # pixels: a small sheet's width
STANDINGS_WIDTH = 400  # pixels beside the small sheets, at a 9-point system font
STANDINGS_POINTS = 9.0
HEIGHT_SHARE = 0.3  # of the window's height, at most, for the small sheets


class TablePanel(QWidget):
    seat_clicked = Signal(int)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.strip: SheetStrip | None = None
        self.standings: StandingsPanel | None = None
        self._shown: int | None = None
        self._turn_pending = False
        self._dirty: set[int] = set()  # seats whose small sheet is to be drawn again
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(8, 6, 8, 6)
        self._row.setSpacing(12)
        self.setObjectName("tablePanel")
        # Palette roles, not fixed colours: the panel follows the theme (ui/themes.py).
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
        from metrox_desktop.ui.standings import StandingsPanel
        from metrox_desktop.ui.thumbnails import SheetStrip

        session = self.session
        self.strip = SheetStrip(session.board, session.seats, self, columns=len(session.seats))
        self.standings = StandingsPanel(session.seats, self)
        self.standings.setFixedWidth(self.standings_width())
        self.strip.seat_clicked.connect(self.seat_clicked)
        self.standings.seat_clicked.connect(self.seat_clicked)
        self._row.addWidget(self.strip, 1)
        self._row.addWidget(self.standings)
        self.window().installEventFilter(self)
        self.fit()
        self.set_shown(self._shown)

    def standings_width(self) -> int:
        """The standings' width: wider with a larger system font, so every column stays
        whole (text follows the size the player chose for the desktop)."""
        points = QFontInfo(self.font()).pointSizeF()
        return round(STANDINGS_WIDTH * max(1.0, points / STANDINGS_POINTS))

    def _clear(self) -> None:
        for widget in (self.strip, self.standings):
            if widget is not None:
                self._row.removeWidget(widget)
                widget.deleteLater()
        self.strip = self.standings = None

    def _on_sheet_changed(self, player: int) -> None:
        # Drawn once control returns to the event loop: the big sheet, which the player
        # is looking at, paints first; the small sheets follow in the next pass.
        if not self._dirty:
            QTimer.singleShot(0, self, self._draw_sheets)
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
                self.strip.show_seat(
                    player,
                    session.visible_sheet(player),
                    session.crossed_crowns(player),
                    session.score_of(player),
                )

    def _on_changed(self) -> None:
        # A click can change the match several times (a choice, the next person, the
        # turn resolved): the turn marks and standings follow once, as control returns
        # to the event loop, before the next paint.
        if not self._turn_pending:
            self._turn_pending = True
            QTimer.singleShot(0, self, self._show_turn)

    def _show_turn(self) -> None:
        self._turn_pending = False
        session = self.session
        if self.strip is None or self.standings is None or not session.started:
            return
        match = session.match
        chosen = match.chosen if match.card is not None else None
        self.strip.show_turn(chosen, session.chooser)
        self.standings.show_scores(session.scores(), chosen, session.chooser)

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
        if self.strip is not None and self.standings is not None:
            self.strip.set_shown(seat)
            self.standings.set_shown(seat)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt virtual
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt virtual
        if watched is self.window() and event.type() == QEvent.Type.Resize:
            self.fit()  # a taller window leaves room for larger small sheets
        return False

    def fit(self) -> None:
        """Lay the small sheets out in one row or two, whichever shows them larger, as
        large as fits beside the standings and in a third of the window's height."""
        if self.strip is None:
            return
        small = self.strip.thumbnails
        frame = 2 * small[0].PAD  # around the picture; the text lines go under it
        room = self.width() - self.standings_width() - 40
        sheet = small[0].renderer.size_for(1000)  # the map's proportions

        def picture(rows: int) -> int:
            columns = -(-len(small) // rows)
            by_width = room // columns - 8 - frame
            height = int(self.window().height() * HEIGHT_SHARE) // rows - 8 - frame
            by_height = (height - small[0].text_height) * sheet.width() // sheet.height()
            return min(MAX_PICTURE, by_width, by_height)

        rows = max((1, 2), key=picture)
        self.strip.set_columns(-(-len(small) // rows))
        self.strip.set_picture_width(max(MIN_PICTURE, picture(rows)))
