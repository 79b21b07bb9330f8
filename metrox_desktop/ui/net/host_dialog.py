"""Host a table: the table's options before its window opens.

The map, how many seats the table waits for, the turn's time and what happens when it
runs out (wait, or a bot for a seat still late after a grace), the bots to seat, and
whether the host plays a seat at this computer (then the game window plays it).
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.engine.ai.strategies import strategy_names
from metrox_desktop.net import protocol
from metrox_desktop.ui.dialogs.buttons import ok_cancel
from metrox_desktop.ui.dialogs.new_game import choice_box, map_choices
from metrox_desktop.ui.net.form_problem import show_problem
from metrox_desktop.ui.net.join_dialog import DEFAULT_PORT
from metrox_desktop.ui.table.seat_labels import bot_level

SEATS_MOST = 99


class HostOptions(NamedTuple):
    map_id: str
    seats: int
    turn_time: float | None  # seconds; None: no limit
    bot_after_grace: bool
    bots: int
    bot_level: str
    play_name: str | None  # the host's own seat, or None: the host only watches
    port: int


class HostDialog(QDialog):
    def __init__(self, map_id: str, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a table"))
        self.map = choice_box(map_choices(), map_id)  # as the New game dialog names them
        self.seats = QSpinBox()
        self.seats.setRange(1, SEATS_MOST)
        self.seats.setValue(4)
        self.seats.setToolTip(self.tr("The first card is flipped once this many seats have joined"))
        self.turn_time = QSpinBox()
        self.turn_time.setRange(0, 600)
        self.turn_time.setSingleStep(15)
        self.turn_time.setSpecialValueText(self.tr("no limit"))
        self.turn_time.setSuffix(self.tr(" s"))
        self.late = QComboBox()
        self.late.addItem(self.tr("the table waits for them"), False)
        self.late.addItem(self.tr("a bot chooses for them after a grace"), True)
        self.bots = QSpinBox()
        self.bots.setRange(0, SEATS_MOST)
        # in the words the window speaks of levels
        levels = ((level, bot_level(level) or level) for level in strategy_names())
        self.level = choice_box(levels, "greedy")
        self.plays = QCheckBox(self.tr("I play a seat at this computer"))
        self.plays.setChecked(True)
        self.name = QLineEdit(name)
        self.name.setMaxLength(
            protocol.NAME_MOST + 1
        )  # one over: the reason is shown, not swallowed
        self.port = QSpinBox()
        self.port.setRange(0, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.port.setSpecialValueText(self.tr("any free port"))
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("&Map"), self.map)
        form.addRow(self.tr("&Seats"), self.seats)
        form.addRow(self.tr("&Time for a turn"), self.turn_time)
        form.addRow(self.tr("When the time runs &out"), self.late)
        form.addRow(self.tr("&Bots to seat"), self.bots)
        form.addRow(self.tr("Bot &level"), self.level)
        form.addRow("", self.plays)
        form.addRow(self.tr("Your &name"), self.name)
        form.addRow(self.tr("&Port"), self.port)
        buttons = ok_cancel(self, self.tr("Open the table"), self._accept)
        self.plays.toggled.connect(self.name.setEnabled)
        self.turn_time.valueChanged.connect(lambda s: self.late.setEnabled(s > 0))
        self.late.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)

    def _problem_at(self) -> tuple[QWidget | None, str | None]:
        """The field at fault and why, in words; (None, None) when they can open a table."""
        taken = self.bots.value() + (1 if self.plays.isChecked() else 0)
        if taken > self.seats.value():
            return self.bots, self.tr(
                "{taken} seats are taken here, but the table has {seats}."
            ).format(taken=taken, seats=self.seats.value())
        if self.plays.isChecked() and protocol.name_problem(self.name.text()) is not None:
            return self.name, self.tr(
                "Your name is 1 to {most} characters, with no spaces around it and no comma or"
                " colon."
            ).format(most=protocol.NAME_MOST)
        return None, None

    def options(self) -> HostOptions:
        seconds = self.turn_time.value()
        return HostOptions(
            map_id=str(self.map.currentData()),
            seats=self.seats.value(),
            turn_time=float(seconds) if seconds else None,
            bot_after_grace=bool(seconds and self.late.currentData()),
            bots=self.bots.value(),
            bot_level=str(self.level.currentData()),
            play_name=self.name.text() if self.plays.isChecked() else None,
            port=self.port.value(),
        )

    def _accept(self) -> None:
        field, problem = self._problem_at()
        show_problem(self.problem, (self.bots, self.name), field, problem)
        if problem is None:
            self.accept()
