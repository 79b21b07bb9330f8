"""GameWindow: the game window as the parts that act on it see it.

The menus (:mod:`.menus`), History's entries (:mod:`.history_entries`) and the guided
game's (:mod:`.learn_entries`) take a ``GameWindow``: the session and what shows it,
the keeper of its files, and the two ways a game comes to the table (``start_game``,
``resume_game``). :class:`~.main_window.MainWindow` provides them; the parts never
import the window that imports them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMainWindow

from metrox_desktop.engine.board import Board
from metrox_desktop.persistence.saves import SavedGame
from metrox_desktop.seats import Seat
from metrox_desktop.ui.sheet.scene import MapScene
from metrox_desktop.ui.sheet.view import SheetView
from metrox_desktop.ui.table.session import GameSession
from metrox_desktop.ui.window.controller import GameController
from metrox_desktop.ui.window.game_keeper import GameKeeper

if TYPE_CHECKING:  # the guided game loads when asked for
    from metrox_desktop.ui.learn.guide import LearnGuide


class GameWindow(QMainWindow):
    """The game window's parts and commands; the subclass sets and provides them."""

    session: GameSession
    controller: GameController
    view: SheetView
    scene: MapScene | None
    keeper: GameKeeper
    learn_guide: LearnGuide | None = None  # the guided game's lessons, while shown
    _remember: bool  # settings are written (not for --screenshot)

    def start_game(
        self,
        map_id: str,
        deck_id: str = "okazu-20",
        seed: str | None = None,
        seats: tuple[Seat, ...] | None = None,
    ) -> None:
        """A new deal on ``map_id`` for ``seats`` (default: one person)."""
        raise NotImplementedError

    def show_map(self, map_id: str) -> Board:
        """The sheet of ``map_id`` on the view (a game is about to start on it); its board."""
        raise NotImplementedError

    def resume_game(self, saved: SavedGame) -> None:
        """Go on with a saved game on the sheet of its map."""
        raise NotImplementedError
