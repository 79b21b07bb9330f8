"""GameWindow: the game window as the parts that act on it see it.

The menus' commands (:mod:`.menus`), History's entries (:mod:`.history_entries`), the
guided game's (:mod:`.learn_entries`), the games with friends (:mod:`.with_friends`)
and the Hint (:mod:`.hints`) take a ``GameWindow``: the session and what shows it,
the keeper of its files, the bots, and the ways a game comes to the table.
:class:`~.main_window.MainWindow` is one; these parts never import it (it imports
them), and a part hands the window to Qt as ``window.widget``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import DEFAULT_DECK
from metrox_desktop.persistence.saves import SavedGame
from metrox_desktop.seats import Seat
from metrox_desktop.ui.sheet.scene import MapScene
from metrox_desktop.ui.sheet.spoken import SheetReader
from metrox_desktop.ui.sheet.view import SheetView
from metrox_desktop.ui.table.bots import BotSeats
from metrox_desktop.ui.table.session import GameSession
from metrox_desktop.ui.window.card_panel import CardPanel
from metrox_desktop.ui.window.controller import GameController
from metrox_desktop.ui.window.game_keeper import GameKeeper
from metrox_desktop.ui.window.hint_coach import HintCoach

if TYPE_CHECKING:  # the guided game and the final dialog load when asked for
    from metrox_desktop.ui.dialogs.score import ScoreDialog
    from metrox_desktop.ui.learn.guide import LearnGuide


@runtime_checkable
class GameWindow(Protocol):
    """The game window's parts and the commands its parts call (each documented on
    :class:`~.main_window.MainWindow`)."""

    session: GameSession
    controller: GameController
    view: SheetView
    scene: MapScene | None  # the sheet shown (None before the first game)
    panel: CardPanel
    keeper: GameKeeper
    bots: BotSeats
    hints: HintCoach
    reader: SheetReader  # the sheet in words (ui/window/read_aloud.py)
    learn_guide: LearnGuide | None  # the guided game's lessons, while shown
    score_dialog: ScoreDialog | None  # the final dialog, while it is up
    writes_settings: bool  # settings are written (not for --screenshot)
    announces_tables: bool  # Host a table's beacon on the local network (off: nowhere)

    @property
    def widget(self) -> QMainWindow:
        """The window itself, as Qt takes it: the parent of what its parts open."""

    def start_game(
        self,
        map_id: str,
        deck_id: str = DEFAULT_DECK,
        seed: str | None = None,
        seats: tuple[Seat, ...] | None = None,
    ) -> None: ...

    def show_map(self, map_id: str) -> Board: ...

    def resume_game(self, saved: SavedGame) -> None: ...

    def new_game_dialog(self) -> None: ...

    def open_game(self, path: str | None = None) -> bool: ...

    def save_game_as(self, path: str | None = None) -> bool: ...

    def replay_deal(self) -> None: ...

    def show_score_dialog(self) -> ScoreDialog | None: ...

    def open_preferences(self) -> None: ...


def game_window(widget: QObject | None) -> GameWindow:
    """``widget`` as the game window it is (handed over by Qt as a plain object: the
    parent of the menus, the window History's windows were opened from)."""
    assert isinstance(widget, GameWindow), widget
    return widget
