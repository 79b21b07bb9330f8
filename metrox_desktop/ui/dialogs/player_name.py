"""The player's name, asked once, the first time a result of theirs leaves the computer
(Copy result in the final dialog or in History), and kept in the settings, where
Preferences shows it to change. A result code carries a name, and a friend who plays
against it sees that name at their table: "You" would seat a stranger called "You".

``player_name(parent)`` is the name, asked for when there is none yet (None: the
player cancelled, and nothing is shared); ``sharing.shared_name.under_name`` names the
seat with it as the result is shared.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.persistence.settings import Settings
from metrox_desktop.seats import name_problem
from metrox_desktop.ui.dialogs.buttons import OK, ok_cancel
from metrox_desktop.ui.language import error_text, sentences

WIDTH = 440  # pixels: the question on two or three lines, a name and why it cannot be one


class NameDialog(QDialog):
    """Asks for the name friends will see with the player's results."""

    def __init__(self, parent: QWidget | None = None, unread: str | None = None) -> None:
        """``unread``: why Preferences, where the name is kept, cannot be read now: the
        dialog says so, and that the name typed goes with this result only."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Your name"))
        layout = QVBoxLayout(self)
        asked = self.tr(
            "Your result goes out with a name: a friend who plays against it sees "
            "you at their table under it. What name should they see?"
        )
        if unread is not None:
            why = self.tr(
                "Preferences, where your name is kept, cannot be read now ({reason}): "
                "the name you type goes with this result only, and is not kept."
            ).format(reason=error_text(unread))
            asked = sentences((why, asked))
        question = QLabel(asked)
        question.setWordWrap(True)
        question.setMinimumWidth(WIDTH)
        self.edit = QLineEdit()
        self.edit.setAccessibleName(self.tr("Your name"))
        question.setBuddy(self.edit)
        self.problem = QLabel(wordWrap=True)
        self.problem.hide()
        self.buttons = ok_cancel(self)
        layout.addWidget(question)
        layout.addWidget(self.edit)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.edit.textChanged.connect(self._check)
        self._check()

    def name(self) -> str:
        return self.edit.text().strip()

    def why_not(self) -> str | None:
        """Why the name typed cannot name a player (one sentence), or None."""
        problem = name_problem(self.name())
        return None if problem is None else error_text(problem)

    def _check(self) -> None:
        problem = self.why_not() if self.edit.text() else None
        self.problem.setText(problem or "")
        if self.problem.isHidden() == (problem is not None):
            self.problem.setVisible(problem is not None)
            self.adjustSize()  # room for why, or none
        ok = self.buttons.button(OK)
        ok.setEnabled(self.why_not() is None)

    def accept(self) -> None:
        if self.why_not() is None:
            super().accept()


def player_name(parent: QWidget | None) -> str | None:
    """The player's name: the one kept, else asked for now and kept (None: cancelled).
    When Preferences cannot be read now (no file descriptor free), the name is asked
    for this result, saying why, and not kept (settings read as the defaults are never
    saved over the player's)."""
    settings, unread = Settings.read()
    if settings.player_name:
        return settings.player_name
    dialog = NameDialog(parent, unread)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    name = dialog.name()
    settings = Settings.load()  # as they are now: the dialog was up a while
    settings.player_name = name
    settings.save()  # not saved (a read-only folder): asked again next time, shared now
    return name
