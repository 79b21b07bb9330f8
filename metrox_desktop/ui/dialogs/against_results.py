"""Game > Play against a result...: friends' games of one deal as seats at this table.

Paste result codes (one a line) or add game files; each friend's game is checked
against the rules of its deal as it is read (sharing/friends.py) and listed with its
name, or refused with one line saying why. The people and bots at this computer are
chosen below, as in the new-game dialog; together at most six seats. Play starts the
friends' deal with everyone seated (ui/table/friends.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.engine.records import GameRecord
from metrox_desktop.seats import Seat, SeatError, check_seats
from metrox_desktop.sharing.friends import TableOfFriends, seat_friends
from metrox_desktop.sharing.merge import MergeError, pasted_sources
from metrox_desktop.ui.dialogs.seat_list import SeatListEditor
from metrox_desktop.ui.language import error_text, in_every_language, map_name, sentence
from metrox_desktop.ui.table.table_layout import grow_with_window
from metrox_desktop.ui.themes import readable, show_muted


def friends_at_table(sources: Sequence[str], here: Sequence[Seat]) -> TableOfFriends:
    """The friends' games in ``sources`` seated after ``here`` (``seat_friends``) in the
    window's language: a friend whose game says "You" (or "あなた": any language's) sits
    as "Friend" in the window's words, as "You" is the person here. Play against a
    result and ``--friend`` seat them so. Raises MergeError."""
    friend = QCoreApplication.translate("AgainstResultsDialog", "Friend")
    return seat_friends(sources, tuple(here), in_every_language("seats", "You"), friend)


class AgainstResultsDialog(QDialog):
    def __init__(self, seats: tuple[Seat, ...] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play against a result"))
        self.games: list[GameRecord] = []
        self._table: TableOfFriends | None = None  # once the friends can sit
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Paste a friend's result code (one a line), or add the file of their game:"
                " you play the same deal with them at your table. Their choice for a turn"
                " shows once you have written yours."
            ),
            wordWrap=True,
        )
        layout.addWidget(intro)
        self.codes = QPlainTextEdit()
        self.codes.setPlaceholderText("5LHX5-AWZPD-K882S-H73J3-E85NK-7J3-W")
        self.codes.setTabChangesFocus(True)
        self.codes.setMinimumHeight(80)
        # Read by a screen reader as the box is tabbed to: the intro is no label of it.
        self.codes.setAccessibleName(self.tr("Friends' result codes or game files"))
        self.codes.setAccessibleDescription(intro.text())
        layout.addWidget(self.codes)
        files = QHBoxLayout()
        self.file_button = QPushButton(self.tr("Add a game file\u2026"))
        self.file_button.clicked.connect(self.add_file)
        files.addWidget(self.file_button)
        files.addStretch(1)
        layout.addLayout(files)
        self.found = QLabel(wordWrap=True)
        show_muted(self.found)
        layout.addWidget(self.found)
        box = QGroupBox(self.tr("At this computer"))
        column = QVBoxLayout(box)
        self.seat_list = SeatListEditor(seats)
        column.addWidget(self.seat_list)
        layout.addWidget(box)
        self.problem_label = QLabel(wordWrap=True)
        self.problem_label.setStyleSheet(f"color: {readable('#c0392b')}; font-weight: bold;")
        layout.addWidget(self.problem_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.play_button = buttons.addButton(
            self.tr("Play"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # Read the codes once typing pauses: a code is checked against its whole deal.
        self._timer = QTimer(self, singleShot=True, interval=250)
        self._timer.timeout.connect(self._check)
        self.codes.textChanged.connect(self._timer.start)
        self.seat_list.changed.connect(self._check)
        self.setMinimumWidth(round(520 * grow_with_window(self)))  # large over a large window
        self._check()

    def add_file(self, path: str | None = None) -> None:
        """A friend's game file (asked for when ``path`` is None), as a line of its own."""
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("A friend's game"), "", self.tr("Game records (*.json)")
            )
        if path:
            text = self.codes.toPlainText().rstrip("\n")
            self.codes.setPlainText(f"{text}\n{path}" if text else path)
            self._check()

    def sources(self) -> list[str]:
        return pasted_sources(self.codes.toPlainText())

    def problem(self) -> str | None:
        """Why the table cannot start (one sentence), or None; fills ``games``."""
        self.games = []
        self._table = None
        sources = self.sources()
        if not sources:
            return self.tr("Paste a result code or add a game file.")
        try:
            table = friends_at_table(sources, self.seat_list.seats())
        except MergeError as error:
            return sentence(error_text(error))
        self.games = list(table.games)
        try:
            check_seats(self.seat_list.seats())
        except SeatError as error:
            return sentence(error_text(error))
        self._table = table
        return None

    def _check(self) -> None:
        problem = self.problem()
        self.problem_label.setText(problem or "")
        self.problem_label.setVisible(problem is not None)
        self.play_button.setEnabled(problem is None)
        self.found.setText(self._found_text())

    def _found_text(self) -> str:
        if not self.games:
            return ""
        game = self.games[0]
        names = ", ".join(g.players[0] for g in self.games)
        return self.tr("{names}: {map}, deal {seed}").format(
            names=names, map=map_name(game.map), seed=game.seed
        )

    def accept(self) -> None:
        if self.problem() is None:
            super().accept()

    def table(self) -> TableOfFriends:
        """The deal and the seats: the people and bots here first, then the friends."""
        assert self._table is not None, "table() after the dialog was accepted"
        return self._table
