"""GameKeeper: nothing a player plays is lost.

It follows the session: after every turn (and every undo) the game is autosaved; a
game replaced by another goes to the history; Save game as and Open game go through
file dialogs that start in the folder used last (Documents at first). Writing can
fail (a full disk, a read-only home): play goes on and the status bar says so.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from metrox_desktop.engine.match import Phase
from metrox_desktop.persistence import saves
from metrox_desktop.persistence.saves import BoardSource, SavedGame, SaveError
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.ui.session import GameSession


class GameKeeper(QObject):
    status = Signal(str)  # a one-line report for the status bar

    def __init__(self, session: GameSession, boards: BoardSource, window: QWidget) -> None:
        super().__init__(window)
        self.session = session
        self.boards = boards  # resumed games are played on the window's own boards
        self.window = window  # parent of the dialogs
        # Off for --screenshot, which must never touch a player's files.
        self.enabled = True
        session.turn_resolved.connect(self.autosave)
        session.choice_undone.connect(self.autosave)

    # -- the autosave and the history -----------------------------------------------------
    def autosave(self, *_signal_args: object) -> None:
        if self.enabled and self.session.started:
            self._write(lambda: saves.autosave(self.session.saved_game()))

    def leave(self) -> None:
        """Another game replaces this one: an unfinished game goes to the history."""
        session = self.session
        if self.enabled and session.started and session.phase is not Phase.OVER:
            self._write(lambda: saves.abandon(session.saved_game()))

    def take_autosave(self) -> SavedGame | None:
        """The game left unfinished last time; a damaged one is reported once the
        window is up (it has been set aside, never overwritten)."""
        try:
            return saves.load_autosave(self.boards)
        except SaveError as error:
            reason = str(error)
            QTimer.singleShot(0, self, lambda: self._warn_unreadable_autosave(reason))
            return None

    def set_aside(self, saved: SavedGame) -> None:
        """Not resumed: keep the game in the history before a new one starts."""
        self._write(lambda: saves.abandon(saved))

    def _warn_unreadable_autosave(self, text: str) -> None:
        QMessageBox.warning(self.window, self.tr("Your last game could not be resumed"), text)

    def _write(self, write: Callable[[], None]) -> None:
        try:
            write()
        except OSError as error:
            self.status.emit(
                self.tr("Could not save the game: {reason}").format(reason=error.strerror or error)
            )

    # -- files of the player's choosing ------------------------------------------------------
    def open(self, path: str | None = None) -> SavedGame | None:
        """The game in a file saved with Save game as (or any record with its deal)."""
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self.window,
                self.tr("Open a game"),
                self._folder(),
                self.tr("MetroX games (*.json);;All files (*)"),
            )
            if not path:
                return None
        try:
            saved = saves.read_save(Path(path), self.boards)
        except SaveError as error:
            QMessageBox.warning(self.window, self.tr("Cannot open the game"), str(error))
            return None
        self._remember_folder(path)
        return saved

    def save_as(self, path: str | None = None) -> bool:
        """Write the game so far to a file of the player's choosing (a metrox-game/1 record)."""
        session = self.session
        if not session.started:
            return False
        if path is None:
            path = self._ask_save_path(f"metrox-{session.board.map_id}-{session.seed}.json")
            if not path:
                return False
        try:
            saves.write_save(session.saved_game(), Path(path))
        except OSError as error:
            QMessageBox.warning(
                self.window, self.tr("Cannot save the game"), f"{path}: {error.strerror or error}"
            )
            return False
        self._remember_folder(path)
        self.status.emit(self.tr("Saved to {path}").format(path=path))
        return True

    def _ask_save_path(self, suggested: str) -> str:
        """Where to save, from a file dialog ("" when cancelled). A name typed without
        an extension gets .json, so Open game's filter lists it again; the dialog asks
        before replacing a file under that full name."""
        dialog = QFileDialog(
            self.window,
            self.tr("Save the game"),
            str(Path(self._folder()) / suggested),
            self.tr("MetroX games (*.json)"),
        )
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("json")
        if dialog.exec() != QFileDialog.DialogCode.Accepted:
            return ""
        files = dialog.selectedFiles()
        return files[0] if files else ""

    @staticmethod
    def _folder() -> str:
        """Where the file dialogs open: the folder used last, else Documents."""
        folder = Settings.load().games_folder
        if folder and Path(folder).is_dir():
            return folder
        return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)

    @staticmethod
    def _remember_folder(path: str) -> None:
        settings = Settings.load()
        settings.games_folder = str(Path(path).parent)
        settings.save()
