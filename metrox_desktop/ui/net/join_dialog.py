"""Join a table: the host's address, the room code and the player's name.

Filled in from the seat taken last (``persistence.tables.last_seat``), so a player who
restarted the app takes the same seat back with one press of Enter (the seat token is
kept in the data folder). Every field is checked here, with the reason next to it.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.net import protocol
from metrox_desktop.persistence import tables

DEFAULT_PORT = 47301  # the host command's and Host a table's


class JoinOptions(NamedTuple):
    address: tuple[str, int]
    room: str
    name: str


class JoinDialog(QDialog):
    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a table"))
        last = tables.last_seat() or {}
        self.address = QLineEdit(str(last.get("host") or ""))
        self.address.setPlaceholderText(self.tr("for example 192.168.1.20:47301"))
        self.room = QLineEdit(str(last.get("room") or ""))
        self.room.setPlaceholderText(self.tr("the code on the host's screen"))
        self.room.setMaxLength(12)
        self.name = QLineEdit(str(last.get("name") or name))
        self.name.setMaxLength(protocol.NAME_MOST)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setObjectName("problem")
        form = QFormLayout()
        form.addRow(self.tr("&Address (host:port)"), self.address)
        form.addRow(self.tr("&Room code"), self.room)
        form.addRow(self.tr("Your &name"), self.name)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Join"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        first = next((f for f in (self.address, self.room, self.name) if not f.text()), None)
        (first or self.address).setFocus()

    def _address(self) -> tuple[str, int] | None:
        text = self.address.text().strip()
        if not text:
            return None
        return protocol.split_address(text) or protocol.split_address(f"{text}:{DEFAULT_PORT}")

    def problem_text(self) -> str | None:
        """Why the fields cannot join a table, in words; None when they can."""
        if self._address() is None:
            return self.tr(
                "Give the host's address as its screen shows it, such as 192.168.1.20:47301."
            )
        if protocol.room_problem(protocol.canonical_room(self.room.text())) is not None:
            return self.tr(
                "The room code is 4 to 12 letters and digits, as the host's screen shows it."
            )
        if protocol.name_problem(self.name.text()) is not None:
            return self.tr("Your name is 1 to 40 characters, with no spaces around it.")
        return None

    def options(self) -> JoinOptions:
        address = self._address()
        assert address is not None
        return JoinOptions(address, protocol.canonical_room(self.room.text()), self.name.text())

    def _accept(self) -> None:
        problem = self.problem_text()
        self.problem.setText(problem or "")
        if problem is None:
            self.accept()
