"""SheetBinding: one drawn sheet (a MapScene) following one seat of the session.

The scene is told only what changed for its seat (``sheet_changed(player)``), so a
table of six redraws one sheet per choice, not six. Which seat is bound changes when
the big view shows another player; rebinding writes that player's marks, score and
name once. ``look_back(game)`` shows the seat's sheet as it stood in an earlier
``GameState`` (the turn log's past turns) until ``look_back(None)``;
``as_it_stood(game, seat)`` is what any sheet of that seat shows then (the small sheets
under it follow the same turn); ``seat_shown(session, seat, past)`` is either.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from metrox_desktop.engine.scoring import Score, score
from metrox_desktop.engine.state import GameState, SheetState
from metrox_desktop.ui.sheet.scene import MapScene
from metrox_desktop.ui.table.session import GameSession


def as_it_stood(game: GameState, seat: int) -> tuple[SheetState, tuple[int, ...], Score]:
    """``seat``'s sheet in an earlier turn's ``game``: its marks, the crowns struck out
    (by another seat's completion) and its score then."""
    sheet = game.sheets[seat]
    return sheet, game.crossed_crowns(seat), score(game.board, sheet)


def seat_shown(
    session: GameSession, seat: int, past: GameState | None
) -> tuple[SheetState, Sequence[int], Score]:
    """``seat``'s sheet, crowns struck out and score: as the table may see them now, or
    as they stood in ``past`` (an earlier turn's game)."""
    if past is not None:
        return as_it_stood(past, seat)
    return session.visible_sheet(seat), session.crossed_crowns(seat), session.score_of(seat)


class SheetBinding(QObject):
    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.scene: MapScene | None = None
        self.seat = 0
        self.past: GameState | None = None  # an earlier turn's game, shown read-only
        session.sheet_changed.connect(self._on_sheet_changed)
        session.game_started.connect(lambda: self.look_back(None))

    def bind(self, scene: MapScene | None, seat: int) -> None:
        self.scene, self.seat = scene, seat
        self.refresh()

    def look_back(self, game: GameState | None) -> None:
        self.past = game
        self.refresh()

    def refresh(self) -> None:
        """Write the bound seat's sheet, as the table may see it, into the scene."""
        session, scene = self.session, self.scene
        if scene is None or not session.started or scene.board is not session.board:
            return  # a new map's scene waits for its game
        if self.seat >= len(session.seats):
            self.seat = session.acting
        sheet, crossed, total = seat_shown(session, self.seat, self.past)
        scene.show_sheet(sheet, crossed)
        scene.show_score(total)
        scene.show_player_name(None if session.solo else session.players[self.seat])

    def _on_sheet_changed(self, player: int) -> None:
        if player == self.seat and self.past is None:
            self.refresh()
