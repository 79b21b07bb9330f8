"""The banner a seat's game window shows while the connection to its table is lost:
"Reconnecting to the table..." (or that the host closed the table, when it said so) and
when the next try is; it goes when the seat is back."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QSizePolicy, QToolBar, QWidget


class ReconnectBanner(QToolBar):
    # What a screen reader is to say as the banner comes, changes or goes (not each try)
    said = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reconnectBanner")
        self.setMovable(False)
        self.setFloatable(False)
        self.toggleViewAction().setVisible(False)  # not a toolbar to hide from a menu
        self.label = QLabel()
        self.label.setObjectName("reconnecting")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.label.setStyleSheet(
            "QLabel#reconnecting { background: #b3261e; color: white; font-weight: bold;"
            " padding: 6px 12px; }"
        )
        self.addWidget(self.label)
        self.tries = 0
        self.closed = False  # the host said it closed the table
        self.lost = False  # the connection is lost (the banner shows)
        self.hide()

    def set_lost(self, lost: bool) -> None:
        self.tries = 0
        if not lost:
            self.closed = False
        self._say(None)
        if lost != self.lost:
            self.said.emit(self.label.text() if lost else self.tr("Back at the table."))
        self.lost = lost
        self.setVisible(lost)

    def host_closed(self) -> None:
        self.closed = True
        self._say(None)
        self.said.emit(self.label.text())

    def next_try(self, seconds: float) -> None:
        self.tries += 1
        self._say(seconds)

    def _say(self, seconds: float | None) -> None:
        text = (
            self.tr("The host closed the table: your seat joins again if it opens it again...")
            if self.closed
            else self.tr("Reconnecting to the table...")
        )
        if seconds is not None:
            text += " " + self.tr("try {count}, the next in {seconds:.1f} s").format(
                count=self.tries, seconds=seconds
            )
        self.label.setText(text)
