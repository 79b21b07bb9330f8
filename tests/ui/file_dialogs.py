"""Answering the file dialog as a player does: the name typed (or picked), Save; Qt's
own "replace it?" answered Yes; each message after it read and closed. Used in the
tests' window and in a window run as another account (plain Qt, no pytest)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

LOOK_MS = 20
REPLACE = "already exists"  # Qt's question before a file dialog saves over a name


class FileDialogAnswers:
    """Answers the next file dialog with ``path``, then reads and closes every message
    box that follows (``messages``: their texts, Qt's question left out) until
    :meth:`stop`. A file dialog that stays open after Save (a folder typed: it goes
    into it) is cancelled, once it has shown that folder (``stayed_open``)."""

    def __init__(self, path: Path | str) -> None:
        self.path = str(path)
        self.messages: list[str] = []
        self.stayed_open = False
        self._answered = False
        self._stopped = False
        QTimer.singleShot(0, self._look)

    def stop(self) -> None:
        self._stopped = True

    def _look(self) -> None:
        if self._stopped:
            return
        QTimer.singleShot(LOOK_MS, self._look)  # first: what follows may be modal
        shown = QApplication.activeModalWidget()
        if isinstance(shown, QFileDialog):
            if self._answered:  # Save did not close it: a folder, entered
                self.stayed_open = True
                shown.reject()
                return
            self._answered = True
            shown.selectFile(self.path)
            shown.accept()
        elif isinstance(shown, QMessageBox):
            if REPLACE in shown.text():
                shown.button(QMessageBox.StandardButton.Yes).click()
                return
            self.messages.append(shown.text())
            shown.button(QMessageBox.StandardButton.Ok).click()
