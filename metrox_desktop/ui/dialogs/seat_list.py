"""The seats of a new game as a list to edit: a name and a kind (a person or a bot)
per row, rows added and removed, the reason the list cannot be played shown at once.

The bot kinds are the engine's strategies (``strategy_names()``), so a new strategy
is offered as soon as the engine has it. A name nobody typed follows the table:
"You" while one person plays, "Player 1", "Player 2"... with more, "Bot 1"... for bots.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.engine.ai import strategy_names
from metrox_desktop.seats import MAX_SEATS, NAME_MAX, Seat, SeatError, check_seats
from metrox_desktop.ui.language import translated
from metrox_desktop.ui.table.seat_labels import default_name, kind_text

NEW_BOT = ("normal", "greedy")  # the bot a new row gets, the first the engine has


class SeatRow(QWidget):
    """One seat: its number, name, kind and a button to remove it."""

    def __init__(self, seat: Seat, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.auto_name = ""  # the name last given by the table; replaced while unchanged
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.number = QLabel()
        self.number.setMinimumWidth(18)
        self.name_edit = QLineEdit(seat.name)
        self.name_edit.setMaxLength(NAME_MAX + 1)  # one over: the reason is shown, not swallowed
        self.name_edit.setPlaceholderText(self.tr("name"))
        self.name_edit.setAccessibleName(self.tr("Player's name"))  # for screen readers
        self.kind_combo = QComboBox()
        self.kind_combo.addItem(kind_text(None), None)
        for name in strategy_names():
            self.kind_combo.addItem(kind_text(name), name)
        self.kind_combo.setMinimumWidth(self.kind_combo.sizeHint().width())  # never cut
        found = self.kind_combo.findData(seat.strategy) if seat.strategy else 0
        self.kind_combo.setCurrentIndex(max(0, found))
        self.remove_button = QToolButton()
        self.remove_button.setText("\u2715")
        self.remove_button.setToolTip(self.tr("Remove this player"))
        self.remove_button.setAccessibleName(self.remove_button.toolTip())  # not "✕"
        layout.addWidget(self.number)
        self.name_edit.setMinimumWidth(100)
        layout.addWidget(self.name_edit, 1)
        layout.addWidget(self.kind_combo)
        layout.addWidget(self.remove_button)

    @property
    def strategy(self) -> str | None:
        data = self.kind_combo.currentData()
        return None if data is None else str(data)

    def seat(self) -> Seat:
        return Seat(self.name_edit.text().strip(), self.strategy)


class SeatListEditor(QWidget):
    changed = Signal()

    def __init__(self, seats: Sequence[Seat], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[SeatRow] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self._rows_box = QVBoxLayout()
        self._rows_box.setSpacing(4)
        layout.addLayout(self._rows_box)
        # A second person is as common as a bot: one button each, no drop-down to change.
        self.add_person_button = QPushButton(self.tr("Add person"))
        self.add_person_button.clicked.connect(self._add_person)
        self.add_bot_button = QPushButton(self.tr("Add bot"))
        self.add_bot_button.clicked.connect(self._add_bot)
        add_line = QHBoxLayout()
        add_line.addWidget(self.add_person_button)
        add_line.addWidget(self.add_bot_button)
        add_line.addStretch(1)
        layout.addLayout(add_line)
        for seat in seats or (Seat(default_name(None, 1, 1)),):
            self._add_row(seat)
        self._follow_table(initial=True)

    def seats(self) -> tuple[Seat, ...]:
        return tuple(row.seat() for row in self.rows)

    def problem(self) -> str | None:
        """Why these seats cannot be played (one line), or None."""
        try:
            check_seats(self.seats())
        except SeatError as error:
            return translated(error.words)  # in the window's language
        return None

    def add_seat(self, *, person: bool = False) -> None:
        """A new row: a person, or a bot like the last one."""
        if len(self.rows) >= MAX_SEATS:
            return
        strategy = None
        if not person:
            strategy = next((r.strategy for r in reversed(self.rows) if r.strategy), None)
            known = strategy_names()
            strategy = strategy or next((s for s in NEW_BOT if s in known), known[0])
        row = self._add_row(Seat("", strategy))
        self._follow_table()
        row.name_edit.setFocus()
        row.name_edit.selectAll()

    def _add_person(self) -> None:
        self.add_seat(person=True)

    def _add_bot(self) -> None:
        self.add_seat()

    def remove_seat(self, index: int) -> None:
        if len(self.rows) <= 1 or not 0 <= index < len(self.rows):
            return
        row = self.rows.pop(index)
        self._rows_box.removeWidget(row)
        row.deleteLater()
        self._follow_table()

    def _add_row(self, seat: Seat) -> SeatRow:
        row = SeatRow(seat, self)
        # To the editor's methods and signal: no function holding it (and its dialog).
        row.name_edit.textEdited.connect(self.changed)
        row.kind_combo.currentIndexChanged.connect(self._kind_changed)
        row.remove_button.clicked.connect(self._remove_clicked)
        self.rows.append(row)
        self._rows_box.addWidget(row)
        return row

    def _kind_changed(self, _index: int) -> None:
        self._follow_table()

    def _remove_clicked(self) -> None:
        button = self.sender()
        for index, row in enumerate(self.rows):
            if row.remove_button is button:
                self.remove_seat(index)
                return

    def _follow_table(self, initial: bool = False) -> None:
        """Number the rows, rename the rows nobody named, enable the buttons, say so."""
        people = sum(1 for row in self.rows if row.strategy is None)
        counts = {True: 0, False: 0}  # by "is a bot"
        for index, row in enumerate(self.rows):
            row.number.setText(f"{index + 1}.")
            is_bot = row.strategy is not None
            counts[is_bot] += 1
            name = default_name(row.strategy, counts[is_bot], people)
            if not initial and row.name_edit.text() == row.auto_name:
                row.name_edit.setText(name)
            row.auto_name = name
            row.remove_button.setEnabled(len(self.rows) > 1)
        for button in (self.add_person_button, self.add_bot_button):
            button.setEnabled(len(self.rows) < MAX_SEATS)
            button.setToolTip(
                "" if len(self.rows) < MAX_SEATS else self.tr("A game has at most six players.")
            )
        self.changed.emit()
