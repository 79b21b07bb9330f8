"""When the game on the table is not kept on disk, the window says so for as long as it
lasts: a marker in the status bar (not a status line that leaves after 6 s), and a
question before the game is closed or replaced, offering Save game as.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QWidget

STYLE = "QLabel { background: #b3261e; color: white; border-radius: 4px; padding: 1px 8px; }"


translate = QCoreApplication.translate


class NotSavedMarker(QLabel):
    """A red mark in the window's status bar while the game is not kept (its tooltip
    and accessible description say why and where the game is)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__()
        self.setStyleSheet(STYLE)
        self.hide()
        if isinstance(window, QMainWindow):
            window.statusBar().addPermanentWidget(self)

    def show_reason(self, headline: str, reason: str) -> None:
        self.setText("\u26a0 " + headline)
        self.setToolTip(reason)
        self.setAccessibleName(headline)
        self.setAccessibleDescription(reason)
        self.show()

    def clear(self) -> None:
        self.hide()
        self.setText("")
        self.setToolTip("")


def may_drop(window: QWidget, reason: str, save_as: Callable[[], bool], closing: bool) -> bool:
    """Ask before a game that is not kept is closed (``closing``) or replaced by another:
    Save game as (then go on if it was saved), go on without saving, or stay."""
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        translate("NotSaved", "Your game is not saved"),
        translate("NotSaved", "This game could not be saved: {reason}").format(reason=reason),
        QMessageBox.StandardButton.NoButton,
        window,
    )
    box.setInformativeText(
        translate("NotSaved", "Save it to a file of your choosing before you close the window?")
        if closing
        else translate(
            "NotSaved", "Save it to a file of your choosing before the next game replaces it?"
        )
    )
    save = box.addButton(
        translate("NotSaved", "Save game as..."), QMessageBox.ButtonRole.AcceptRole
    )
    drop = box.addButton(
        translate("NotSaved", "Close without saving")
        if closing
        else translate("NotSaved", "Go on without saving"),
        QMessageBox.ButtonRole.DestructiveRole,
    )
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(save)
    box.exec()
    clicked = box.clickedButton()
    if clicked is save:
        return save_as()
    return clicked is drop
