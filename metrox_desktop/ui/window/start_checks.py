"""At start: the game window keeps the data folder's games, or hands over to the window
that does, or plays without saving.

One game window per data folder (ui/start/handover.py): a second start brings the first to
the front and stops. When the folder cannot be used (it cannot be searched, its name is
longer than the system allows, it is a file) or its holder could not be reached, the window
still opens and says why, offering to play without saving (Save game as still works)
or to quit: a game is never written over another window's files.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from metrox_desktop.engine.records import one_line
from metrox_desktop.persistence.settings import SetAside
from metrox_desktop.ui.language import translated
from metrox_desktop.ui.later import later
from metrox_desktop.ui.start.handover import Outcome, Room, folder_shown, to_front
from metrox_desktop.ui.window.game_keeper import GameKeeper
from metrox_desktop.words import QT_TRANSLATE_NOOP, os_reason

translate = QCoreApplication.translate


NOT_KEPT = QT_TRANSLATE_NOOP("StartChecks", "your games cannot be kept in {folder}: {reason}")
NOT_REACHED = QT_TRANSLATE_NOOP(
    "StartChecks",
    "another MetroX Desktop window (process {pid}) keeps the games in {folder}, but it could"
    " not be reached",
)
OTHER_ACCOUNT = QT_TRANSLATE_NOOP(
    "StartChecks",
    "MetroX Desktop of another account ({account}, process {pid}) keeps the games in {folder}:"
    " close it there, or give each account a folder of its own",
)
LOCK_UNUSABLE = QT_TRANSLATE_NOOP("StartChecks", "the lock file {file} cannot be used: {reason}")


def why_not_kept(room: Room, outcome: Outcome) -> str:
    """Why this start cannot keep the room's files ("" when it can), marked for
    translation (words.py): English as it is, the window's language through translated()."""
    if outcome is Outcome.NO_LOCK:
        error = room.problem
        reason = os_reason(error) if error is not None else ""
        if error is not None and error.filename == str(room.lock.path):
            return LOCK_UNUSABLE.format(file=error.filename, reason=reason)
        return NOT_KEPT.format(folder=folder_shown(), reason=reason)
    holder = room.lock.holder()
    pid = holder if holder is not None else "?"
    if outcome is Outcome.OTHER_ACCOUNT:
        return OTHER_ACCOUNT.format(account=room.account, pid=pid, folder=folder_shown())
    if outcome is Outcome.BUSY:
        return NOT_REACHED.format(pid=pid, folder=folder_shown())
    return ""


def hold_folder(window: QWidget, keeper: GameKeeper, room: Room, outcome: Outcome) -> None:
    """The game window after its claim on the folder: the holder comes to the front when
    a second start asks; otherwise it plays without saving once the player agrees."""
    room.setParent(window)
    if outcome is Outcome.MINE:
        room.wanted.connect(_AtStart(window).to_front)
        return
    reason = why_not_kept(room, outcome)
    print(f"metrox-desktop: {one_line(reason)}; playing without saving", file=sys.stderr)
    keeper.play_without_saving(translated(reason))
    at_start = _AtStart(window, translated(reason))
    later(0, at_start, at_start.offer)


class _AtStart(QObject):
    """What the window does after its claim, as its child: it finds the window as its
    parent (no function holds the window, which is freed as soon as it is deleted)."""

    def __init__(self, window: QWidget, reason: str = "", kept: SetAside | None = None) -> None:
        super().__init__(window)
        self._reason, self._kept = reason, kept

    def _window(self) -> QWidget:
        window = self.parent()
        assert isinstance(window, QWidget)
        return window

    def to_front(self) -> None:
        to_front(self._window())

    def offer(self) -> None:
        """Play without saving, or quit."""
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            translate("StartChecks", "Your games cannot be saved"),
            self._reason[:1].upper() + self._reason[1:] + ".",
            QMessageBox.StandardButton.NoButton,
            self._window(),
        )
        box.setInformativeText(
            translate(
                "StartChecks",
                "You can play without saving: nothing is written in that folder, and Game > "
                "Save game as still saves the game to a file of your choosing.",
            )
        )
        play = box.addButton(
            translate("StartChecks", "Play without saving"), QMessageBox.ButtonRole.AcceptRole
        )
        box.addButton(translate("StartChecks", "Quit"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(play)
        box.exec()
        if box.clickedButton() is not play:
            self._window().close()

    def tell_settings_reset(self) -> None:
        assert self._kept is not None
        kept, previous = self._kept
        text = (
            translate(
                "StartChecks",
                "Your settings file could not be read, so its previous version is used. It was kept as {name} in {folder}.",  # noqa: E501 - one text for lupdate
            )
            if previous
            else translate(
                "StartChecks",
                "Your settings file could not be read, so the defaults are used. It was kept as {name} in {folder}.",  # noqa: E501 - one text for lupdate
            )
        )
        QMessageBox.information(
            self._window(),
            translate("StartChecks", "Settings reset"),
            text.format(name=kept.name, folder=str(kept.parent)),
        )


def tell_settings_set_aside(window: QWidget, kept: SetAside) -> None:
    """Once the window shows: the settings file could not be read, its previous version
    or the defaults are used, and the file is kept under ``kept.kept``."""
    at_start = _AtStart(window, kept=kept)
    later(0, at_start, at_start.tell_settings_reset)
