"""GameKeeper: nothing a player plays is lost.

It follows the session: as it starts, at every flip, choice, hint, turn and undo the
game is autosaved (a card up and the choices made so far too); a game replaced by
another goes to the history; Save game as and Open game go through file dialogs that
start in the folder used last (Documents at first). Writing can fail (a full disk, a
read-only home): play goes on and the status bar says so, but an unfinished game that
cannot be kept in the history is never replaced by a new one (:meth:`leave` says no,
with a dialog). At start, a game found only in a copy of the
autosave is offered with a question, never dropped in silence.

While the game on the table is not on disk (every autosave fails, or the window plays
without saving), a red marker stays in the status bar, and closing the window or
starting another game asks first, offering Save game as. A finished game the history
cannot take stays in the autosave (the marker says so); before the next game it is set
aside under a name of its own, and a dialog says where.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, Qt, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from metrox_desktop.engine.match import Phase
from metrox_desktop.persistence import recovery, saves
from metrox_desktop.persistence.saves import BoardSource, SavedGame, SaveError
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.ui.language import error_text, local, translated
from metrox_desktop.ui.language.status import said
from metrox_desktop.ui.later import later
from metrox_desktop.ui.start.copy_offer import go_on_with_copy
from metrox_desktop.ui.start.ending import ending
from metrox_desktop.ui.table.session import GameSession
from metrox_desktop.ui.window.not_saved import NotSavedMarker, may_drop
from metrox_desktop.words import about, os_reason


class GameKeeper(QObject):
    status = Signal(object)  # a one-line report for the status bar (Said: language/status.py)

    def __init__(self, session: GameSession, boards: BoardSource, window: QWidget) -> None:
        super().__init__(window)
        self.session = session
        self.boards = boards  # resumed games are played on the window's own boards
        # Off for --screenshot, which must never touch a player's files.
        self.enabled = True
        self.autosave_stuck = False  # a damaged autosave could not be set aside
        self._copies_left = False  # leftover copies of the autosave to clean once it is safe
        # Why the game on the table is not on disk (translated; "" when it is), and why a
        # finished game waits in the autosave rather than in the history.
        self.not_kept = ""
        self.finished_waits = ""
        self.marker = NotSavedMarker(window)
        # From its start: a game killed before its first turn resolved came back as another
        # deal, and a table's players as one person.
        session.game_started.connect(self.autosave)
        session.turn_resolved.connect(self.autosave)
        session.choice_undone.connect(self.autosave)
        # A hint seen counts once asked: a game killed before the choice keeps it.
        session.hint_counted.connect(self.autosave)
        # The card up and each choice made: a game killed mid-turn goes on with that card
        # and those choices (a hidden choice is not made again, perhaps otherwise).
        session.card_flipped.connect(self.autosave)
        session.choice_made.connect(self._autosave_open_turn)

    def _window(self) -> QWidget:
        """The window the keeper's dialogs open over (its parent: never held here)."""
        window = self.parent()
        assert isinstance(window, QWidget)
        return window

    # -- the autosave and the history -----------------------------------------------------
    def autosave(self, *_signal_args: object) -> None:
        if not (self.enabled and self.session.started) or self.session.hosted:
            return  # a hosted table's game is kept by its seat (ui/net/seat_link.py)
        if self.autosave_stuck:
            self.status.emit(
                said(
                    lambda: self.tr(
                        "Not autosaved: a damaged autosave is in the way (see the start message)."
                    )
                )
            )
            self.show_kept(self.tr("a damaged autosave is in the way (see the start message)"))
            return
        try:
            waits = saves.autosave(self.session.saved_game())
        except OSError as error:
            why = os_reason(error)  # marked: written in the language spoken
            self.status.emit(
                said(
                    lambda: self.tr("Could not save the game: {reason}").format(
                        reason=translated(why)
                    )
                )
            )
            self.show_kept(translated(why))
            return
        self.finished_waits = "" if waits is None else translated(os_reason(waits))
        self.show_kept("")
        if self._copies_left:
            recovery.clean_leftovers()  # the recovered game is in the autosave again
            self._copies_left = False

    def _autosave_open_turn(self, *_choice: object) -> None:
        """A choice made: autosaved while the turn is open (a choice that settles it is
        autosaved with the settled turn, by ``turn_resolved``)."""
        if self.session.phase is Phase.CHOOSE:
            self.autosave()

    def play_without_saving(self, reason: str) -> None:
        """Keep nothing in the data folder this session (it cannot be used, or another
        window keeps it); the marker and the questions say so."""
        self.enabled = False
        self.show_kept(reason)

    def show_kept(self, not_kept: str) -> None:
        """The marker as things are: the game not on disk (why: then closing asks first;
        a table's seat says so of the game it keeps), a finished game waiting in the
        autosave, or nothing to say."""
        self.not_kept = not_kept
        if not_kept:
            self.marker.show_reason(self.tr("Not saved"), not_kept)
        elif self.finished_waits:
            self.marker.show_reason(
                self.tr("Not in the history"),
                self.tr(
                    "The finished game could not go into the history ({reason}): it is kept "
                    "in {path} until it can."
                ).format(reason=self.finished_waits, path=saves.autosave_path()),
            )
        else:
            self.marker.clear()

    def leave(self) -> bool:
        """Another game replaces this one: an unfinished game goes to the history.
        False (after a dialog saying why) when it could not be kept: then the caller
        must not replace it."""
        session = self.session
        if not session.started or session.hosted:
            return True  # a hosted table's seat keeps its game itself
        if self.not_kept:  # not on disk as it stands: into the history if it goes, else ask
            kept = self.enabled and self._keep(session.saved_game()) is None
            return kept or self._may_drop(closing=False)
        if not self.enabled:
            return True
        if session.phase is Phase.OVER:
            return self._leave_finished() if self.finished_waits else True
        return self.set_aside(session.saved_game())

    def may_close(self) -> bool:
        """The window closes: the game is autosaved a last time; one that cannot be kept
        is closed only if the player says so (after Save game as, or without saving)."""
        self.autosave()
        if ending():  # the system ends the app (a logout, kill): no one is there to ask
            return True
        return not self.not_kept or self._may_drop(closing=True)

    def _may_drop(self, closing: bool) -> bool:
        if not self.session.match.history:
            return True  # not a card played: nothing to lose
        return may_drop(self._window(), self.not_kept, self.save_as, closing)

    def _keep(self, saved: SavedGame) -> OSError | None:
        """Keep ``saved`` in the history; why not, if it cannot. A stuck (damaged, not
        movable) autosave is never cleared: archive only."""
        try:
            (saves.archive if self.autosave_stuck else saves.abandon)(saved)
        except OSError as error:
            return error
        return None

    def _leave_finished(self) -> bool:
        """A finished game waits in the autosave: into the history if it takes it now,
        else set aside beside the autosave (saying where) before the next game."""
        try:
            saves.archive(self.session.saved_game())
            saves.clear_autosave()
        except OSError:
            try:
                aside = saves.set_finished_aside()
            except OSError as error:
                self.show_kept(
                    self.tr("it waits in {path}, which cannot be set aside ({reason})").format(
                        path=saves.autosave_path(), reason=translated(os_reason(error))
                    )
                )
                return self._may_drop(closing=False)
            QMessageBox.information(
                self._window(),
                self.tr("Your finished game is kept"),
                self.tr(
                    "The history folder {folder} cannot take it ({reason}), so it is kept as "
                    "{path}. Game > Open game opens it."
                ).format(folder=saves.history_dir(), reason=self.finished_waits, path=aside),
            )
        self.finished_waits = ""
        self.show_kept("")
        return True

    def take_autosave(self) -> SavedGame | None:
        """The game left unfinished last time. Damaged files are reported once the window
        is up (they have been set aside, never overwritten); a game found only in a copy
        of the autosave is resumed if the player says so, else kept in the history."""
        if not self.enabled:
            return None  # the data folder is not this window's to read or change
        found = recovery.find_unfinished(self.boards)
        self.autosave_stuck = found.autosave_stuck
        saved = found.game
        if saved is not None and found.from_copy:
            # One question that also says what happened to the autosave.
            if not self._resume_copy(saved, found.problems) and self.set_aside(saved):
                return None  # kept in the history (set_aside also cleared the copies)
        else:
            for problem in found.problems:
                self._later(self.tr("Your last game could not be resumed"), error_text(problem))
        self._copies_left = found.from_copy
        if saved is not None:
            self._show_note(saved)
        return saved

    def set_aside(self, saved: SavedGame) -> bool:
        """Not resumed: keep the game in the history before a new one starts. False,
        after a dialog, when it cannot be kept (the autosave is then left as it is)."""
        error = self._keep(saved)
        if error is None:
            return True
        QMessageBox.warning(
            self._window(),
            self.tr("Your unfinished game is kept"),
            self.tr(
                "The unfinished game could not be moved to the history ({reason}), so it "
                "stays your current game rather than be lost. Free some space or fix the "
                "folder {folder}, then try again."
            ).format(reason=translated(os_reason(error)), folder=saves.history_dir()),
        )
        return False

    def _resume_copy(self, saved: SavedGame, problems: tuple[str, ...]) -> bool:
        return go_on_with_copy(
            self._window(),
            self.tr("Go on with your last game?"),
            problems,
            self.tr("The autosave of your last game could not be read: {problem}"),
            self.tr("The autosave of your last game is missing."),
            self.tr(
                "A copy was found: {map}, deal {seed}, after turn {turn}. Go on with it? "
                "(If not, it is kept in the history.)"
            ).format(
                map=local(saved.match.board.spec.name),
                seed=saved.match.deck.seed,
                turn=len(saved.match.history),
            ),
        )

    def _show_note(self, saved: SavedGame) -> None:
        """Say so when the file was not written by the app as it is (no checksum, or a
        checksum that does not match): it opens, but the player should know."""
        if saved.note:
            self._later(self.tr("A note about this saved game"), translated(saved.note))

    def _later(self, title: str, text: str) -> None:
        """A message shown once the window is up (start-up happens before it shows)."""
        later(0, self, lambda: QMessageBox.warning(self._window(), title, text))

    # -- files of the player's choosing ------------------------------------------------------
    def open(self, path: str | None = None) -> SavedGame | None:
        """The game in a file saved with Save game as (or any record with its deal)."""
        if path is None:
            from PySide6.QtWidgets import QFileDialog  # set up when first opened, not at start

            path, _ = QFileDialog.getOpenFileName(
                self._window(),
                self.tr("Open a game"),
                self._folder(),
                self.tr("MetroX games (*.json);;All files (*)"),
            )
            if not path:
                return None
        try:
            saved = saves.read_save(Path(path), self.boards)
        except SaveError as error:
            if error.damaged:  # the parser's words mean nothing to a player: behind a button
                self._damaged(path, error_text(error))
            else:
                QMessageBox.warning(
                    self._window(), self.tr("Cannot open the game"), error_text(error)
                )
            return None
        self._show_note(saved)
        self._remember_folder(path)
        return saved

    def _damaged(self, path: str, details: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Cannot open the game"),
            self.tr("This file is damaged or is not a MetroX game."),
            QMessageBox.StandardButton.Ok,
            self._window(),
        )
        box.setInformativeText(Path(path).name)
        box.setDetailedText(details)  # a "Show Details..." button
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def save_as(self, path: str | None = None) -> bool:
        """Write the game so far to a file of the player's choosing (a metrox-game/1 record)."""
        session = self.session
        if not session.started:
            return False
        if session.hosted:  # its deal is the host's, told at the end: no file could go on
            QMessageBox.information(
                self._window(),
                self.tr("Cannot save the game"),
                self.tr(
                    "A game at a table across computers is kept by its host; at its end it"
                    " goes into your history."
                ),
            )
            return False
        if path is None:
            path = self._ask_save_path(f"metrox-{session.board.map_id}-{session.seed}.json")
            if not path:
                return False
        try:
            saves.write_save(session.saved_game(), Path(path))
        except OSError as error:
            QMessageBox.warning(
                self._window(),
                self.tr("Cannot save the game"),
                translated(about(path, os_reason(error))),
            )
            return False
        self._remember_folder(path)
        self.status.emit(said(lambda: self.tr("Saved to {path}").format(path=path)))
        return True

    def _ask_save_path(self, suggested: str) -> str:
        """Where to save, from a file dialog ("" when cancelled). A name typed without
        an extension gets .json, so Open game's filter lists it again; the dialog asks
        before replacing a file under that full name."""
        from PySide6.QtWidgets import QFileDialog  # set up when first opened, not at start

        dialog = QFileDialog(
            self._window(),
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
