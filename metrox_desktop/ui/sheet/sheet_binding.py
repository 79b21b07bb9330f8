"""SheetBinding: one drawn sheet (a MapScene) following one seat of the session.

The scene is told only what changed for its seat (``sheet_changed(player)``), so a
table of six redraws one sheet per choice, not six. Which seat is bound changes when
the big view shows another player; rebinding writes that player's marks, score and
name once.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from metrox_desktop.ui.sheet.scene import MapScene
from metrox_desktop.ui.table.session import GameSession


class SheetBinding(QObject):
    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.scene: MapScene | None = None
        self.seat = 0
        session.sheet_changed.connect(self._on_sheet_changed)

    def bind(self, scene: MapScene | None, seat: int) -> None:
        self.scene, self.seat = scene, seat
        self.refresh()

    def refresh(self) -> None:
        """Write the bound seat's sheet, as the table may see it, into the scene."""
        session, scene = self.session, self.scene
        if scene is None or not session.started or scene.board is not session.board:
            return  # a new map's scene waits for its game
        if self.seat >= len(session.seats):
            self.seat = session.acting
        seat = self.seat
        scene.show_sheet(session.visible_sheet(seat), session.crossed_crowns(seat))
        scene.show_score(session.score_of(seat))
        scene.show_player_name(None if session.solo else session.players[seat])

    def _on_sheet_changed(self, player: int) -> None:
        if player == self.seat:
            self.refresh()
