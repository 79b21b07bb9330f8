"""The turn log: one entry per resolved turn of the game in progress.

Each entry names the card, what each player wrote (``C: 4 → C3 C4 C5``, ``Z: star on
Z2 = 4``, ``free circle G6``), the routes completed with crown or diamond, and the
reshuffle. Only resolved turns are listed, so a choice still hidden from the table
never shows here either. Clicking an entry asks to see the sheets as they stood after
that turn (``turn_chosen(turn)``); the last entry, or Escape, comes back to the game
(``turn_chosen(None)``); the arrow keys step through the entries likewise. The entry
looked at is highlighted (selected, in bold) while the window shows that turn.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDockWidget, QListWidget, QListWidgetItem, QWidget

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import CardKind
from metrox_desktop.engine.rules import Move, TurnResult
from metrox_desktop.engine.state import Award
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.ui.language import Retranslated, local, save_settings
from metrox_desktop.ui.list_rows import add_row
from metrox_desktop.ui.sheet.card_art import card_name
from metrox_desktop.ui.table.session import GameSession

translate = QCoreApplication.translate
STEPS = {Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown}
STEPS |= {Qt.Key.Key_Home, Qt.Key.Key_End}


def move_text(board: Board, move: Move) -> str:
    """What one choice wrote: ``C: 4 → C3 C4 C5``, ``Z: star on Z2 = 4``, ``free circle G6``."""
    if move.route is None:
        if not move.stations:  # a free circle on a sheet with no empty station
            return translate("turn log", "passes")
        return translate("turn log", "free circle {station}").format(
            station=board.station_ref(move.stations[0])
        )
    letter = board.route_letters[move.route]
    if move.card.kind is CardKind.STAR:
        if not move.stations:
            return translate("turn log", "{route}: star, no empty station").format(route=letter)
        return translate("turn log", "{route}: star on {station} = {value}").format(
            route=letter, station=board.station_ref(move.stations[0], move.route), value=move.mark
        )
    if not move.stations:
        return translate("turn log", "{route}: {card}, indicator box only").format(
            route=letter, card=card_name(move.card)
        )
    stations = " ".join(board.station_ref(s, move.route) for s in move.stations)
    return f"{letter}: {card_name(move.card)} → {stations}"


def turn_text(board: Board, players: Sequence[str], turn: int, result: TurnResult) -> list[str]:
    """The lines of one turn's entry: the card, each player's choice, then the news."""
    lines = [
        translate("turn log", "Turn {turn}: {card}").format(turn=turn, card=card_name(result.card))
    ]
    solo = len(players) == 1
    for name, move in zip(players, result.moves, strict=True):
        text = move_text(board, move)
        lines.append(f"  {text}" if solo else f"  {name}: {text}")
    for player, completions in enumerate(result.completed):
        for route, award in completions:
            template = (
                translate("turn log", "{name} completed {route}: crown")
                if award is Award.FIRST
                else translate("turn log", "{name} completed {route}: diamond")
            )
            name = translate("turn log", "You") if solo else players[player]
            text = template.format(name=name, route=local(board.spec.routes[route].name))
            lines.append(f"  {text}")
    if result.card.reshuffle:
        lines.append("  " + translate("turn log", "The cards are shuffled for the next turn."))
    return lines


class TurnLog(Retranslated, QListWidget):
    """The resolved turns, newest last; follows the session."""

    turn_chosen = Signal(object)  # turn number to look back at, or None: the game now

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.looked_at: int | None = None  # the turn whose sheets the window shows
        session.game_started.connect(lambda: self.show_looked_at(None))
        session.game_started.connect(self.rebuild)
        session.turn_resolved.connect(self._on_turn_resolved)
        self.itemClicked.connect(self._on_clicked)
        self.retranslate()

    def rebuild(self) -> None:
        self.clear()
        if self.session.started:
            for result in self.session.match.history:
                self._add(result)
        self.scrollToBottom()  # once: each time lays out every entry written before
        self.show_looked_at(self.looked_at)  # in the new language: the same entry

    def show_looked_at(self, turn: int | None) -> None:
        """Highlight the entry of ``turn``, whose sheets the window shows (None: none,
        the game as it is now)."""
        self.looked_at = turn if turn is not None and 0 < turn <= self.count() else None
        for row in range(self.count()):
            item = self.item(row)
            font = item.font()
            font.setBold(row + 1 == self.looked_at)
            item.setFont(font)
        if self.looked_at is None:  # the keys go on from the last turn, the game now
            self.setCurrentRow(self.count() - 1, QItemSelectionModel.SelectionFlag.NoUpdate)
            self.clearSelection()
        else:
            self.setCurrentRow(self.looked_at - 1)

    def _on_turn_resolved(self, result: TurnResult) -> None:
        self._add(result)
        self.scrollToBottom()
        self.show_looked_at(None)
        self.turn_chosen.emit(None)

    def _add(self, result: TurnResult) -> None:
        session = self.session
        turn = self.count() + 1
        text = "\n".join(turn_text(session.board, session.players, turn, result))
        add_row(self, text).setData(Qt.ItemDataRole.UserRole, turn)

    def _on_clicked(self, item: QListWidgetItem) -> None:
        turn = item.data(Qt.ItemDataRole.UserRole)
        if turn == self.count():  # the game as it is now: no entry stands out
            self.show_looked_at(None)
        self.turn_chosen.emit(None if turn == self.count() else turn)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt virtual
        if event.key() == Qt.Key.Key_Escape:
            self.clearSelection()
            self.turn_chosen.emit(None)
            return
        super().keyPressEvent(event)
        item = self.currentItem()
        if event.key() in STEPS and item is not None:  # the keys step through the turns
            self._on_clicked(item)

    def retranslate(self) -> None:
        self.setAccessibleName(translate("turn log", "Turn log"))  # for screen readers
        self.rebuild()  # every turn's words in the language just chosen


class TurnLogDock(Retranslated, QDockWidget):
    """The turn log beside the sheet; View > Turn log shows or hides it (remembered)."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.retranslate()
        self.setObjectName("turn-log")
        self.log = TurnLog(session, self)
        self.setWidget(self.log)
        self.setVisible(False)
        self.toggleViewAction().triggered.connect(self._remember)

    @staticmethod
    def _remember(shown: bool) -> None:
        settings = Settings.load()
        settings.show_turn_log = shown
        save_settings(settings)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("turn log", "Turn log"))
