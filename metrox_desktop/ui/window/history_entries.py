"""Game > History and Game > Statistics, opened from the game window.

``show_history(window)`` and ``show_statistics(window)`` open the windows over the
app's history folder; their Continue and Play from here go through the game window
(``go_on_with``, ``play_from``), by the rules of Game > Open game: a game under way
is replaced only after the question every replacing action asks
(``replace_check.replace_game``), then the game becomes the current one and the
current one is kept in the history. A table's game across computers goes on here
with bots in the seats that were at other computers (``saves.played_here``): the
status bar says so.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from metrox_desktop.engine.records import TABLE_SEAT, RecordError, read_record
from metrox_desktop.persistence.saves import (
    TABLE_STAND_IN,
    SaveError,
    history_dir,
    read_save,
    resume,
)
from metrox_desktop.ui.language import error_text
from metrox_desktop.ui.language.status import said
from metrox_desktop.ui.window.game_window import GameWindow, game_window
from metrox_desktop.ui.window.replace_check import replace_game

if TYPE_CHECKING:
    from metrox_desktop.engine.records import GameRecord
    from metrox_desktop.ui.history.history_window import HistoryWindow
    from metrox_desktop.ui.history.stats_window import StatisticsWindow


def bring_forward(window: GameWindow) -> None:
    """The game window in front, where the game now is (the History window stays)."""
    widget = window.widget
    if widget.isVisible() and not widget.isActiveWindow():
        widget.activateWindow()


def go_on_with(window: GameWindow, path: Path) -> bool:
    """Continue a left game from the history: it becomes the current game."""
    try:
        saved = read_save(path, window.keeper.boards)
    except SaveError as error:
        title = QCoreApplication.translate("GameKeeper", "Cannot open the game")
        QMessageBox.warning(window.widget, title, error_text(error))
        return False
    what = QCoreApplication.translate("HistoryEntries", "Continue a game from the history")
    if not replace_game(window.widget, window.session, what, lambda: window.resume_game(saved)):
        return False  # the player kept the game under way (or it could not be kept)
    bring_forward(window)
    if _across(path):
        say_played_here(window)
    return window.session.started and window.session.match.history == saved.match.history


def play_from(window: GameWindow, record: GameRecord) -> bool:
    """Play from here: a new game on the record's deal with its first turns played;
    whether it became the current game."""
    try:
        saved = resume(record, record.seed or "", window.keeper.boards)
    except SaveError as error:
        title = QCoreApplication.translate("MainWindow", "Cannot start the game")
        QMessageBox.warning(window.widget, title, error_text(error))
        return False
    turn = len(record.turns) + (record.open_turn is not None)  # its card up: that turn's
    what = QCoreApplication.translate("HistoryEntries", "Play from here (turn {turn})").format(
        turn=turn
    )
    if not replace_game(window.widget, window.session, what, lambda: window.resume_game(saved)):
        return False
    bring_forward(window)
    if TABLE_SEAT in (record.seats or ()):
        say_played_here(window)
    return True


def play_from_the_end(window: QWidget, record: GameRecord) -> bool:
    """Play from here in the replay viewer the final dialog's Show opened: the final
    dialog, of the game that leaves the table, is closed first (as its Play this deal
    again does), then the game starts as from the History (``play_from``)."""
    game = game_window(window)
    if game.score_dialog is not None:
        game.score_dialog.reject()
    return play_from(game, record)


def _across(path: Path) -> bool:
    """Whether the record at ``path`` is a table's game across computers."""
    try:
        return TABLE_SEAT in (read_record(path).seats or ())
    except RecordError:
        return False


def say_played_here(window: GameWindow) -> None:
    text = said(
        lambda: QCoreApplication.translate(
            "HistoryEntries",
            "A table's game goes on here: the seats that were at other computers are played"
            " by the {level} bot.",
        ).format(level=TABLE_STAND_IN)
    )
    window.widget.statusBar().showMessage(text, 15_000)


def _go_on(window: QWidget, path: Path) -> bool:
    return go_on_with(game_window(window), path)  # History's, opened from the game window


def _play_from(window: QWidget, record: GameRecord) -> bool:
    return play_from(game_window(window), record)


def show_history(window: GameWindow) -> HistoryWindow:
    from metrox_desktop.ui.history.history_window import HistoryWindow

    # Given functions that take the window, never ones that hold it: History is its child.
    history = HistoryWindow(history_dir(), window.widget, go_on=_go_on, play_from=_play_from)
    history.show()
    return history


def show_statistics(window: GameWindow) -> StatisticsWindow:
    from metrox_desktop.ui.history.stats_window import StatisticsWindow

    stats = StatisticsWindow(history_dir(), window.widget, _play_from)
    stats.show()
    return stats
