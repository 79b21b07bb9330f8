"""Join a table: the host's address, the room code and the player's name.

Filled in from the seat taken last (``persistence.tables.last_seat``), so a player who
restarted the app takes the same seat back with one press of Enter (the seat token is
kept in the data folder). Every field is checked here, with the reason next to it.

Above the fields, the open tables heard on the local network (a host's beacon,
``net.beacon``), as a convenience: choosing one fills in its address, and the room
code is still typed. The dialog only listens (on ``listen``; a test gives 127.0.0.1
and a free port), and when it cannot, says so: typing the address always works.
"""

from __future__ import annotations

import concurrent.futures
from typing import NamedTuple

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.net import protocol
from metrox_desktop.net.beacon import BEACON_PORT, OpenTable, TableListener
from metrox_desktop.net.loop_thread import LoopThread
from metrox_desktop.persistence import tables
from metrox_desktop.ui.dialogs.buttons import ok_cancel
from metrox_desktop.ui.language import in_every_language, map_name, translated
from metrox_desktop.ui.list_rows import add_row
from metrox_desktop.ui.net.form_problem import show_problem
from metrox_desktop.words import os_reason

DEFAULT_PORT = 47301  # the host command's and Host a table's
EVERY_COMPUTER = ("0.0.0.0", BEACON_PORT)  # where a window listens for announcements
LOOK_EVERY_MS = 500  # how often the list follows what the listener heard
# Characters the room field takes: a code with the words pasted around it ("Room
# ABC234" from the host's screen, the host command's line), where the code is found.
ROOM_PASTED_MOST = 80


class JoinOptions(NamedTuple):
    address: tuple[str, int]
    room: str
    name: str


class JoinDialog(QDialog):
    def __init__(
        self,
        name: str,
        parent: QWidget | None = None,
        listen: tuple[str, int] | None = EVERY_COMPUTER,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a table"))
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 64)  # a table's line
        self.found = QListWidget()
        self.found.setObjectName("openTables")
        self.found.setMaximumHeight(self.fontMetrics().height() * 7)
        self.found.currentItemChanged.connect(self._table_chosen)
        self.found.itemActivated.connect(self._on_to_room)
        self.found_label = QLabel(self.tr("&Open tables on this network"))
        self.found_label.setBuddy(self.found)
        self.looking = QLabel()
        self.looking.setWordWrap(True)
        self.looking.setObjectName("looking")
        self.tables_heard: tuple[OpenTable, ...] = ()
        last = tables.last_seat() or {}
        self.address = QLineEdit(protocol.kept_address(str(last.get("host") or "")))
        self.address.setPlaceholderText(self.tr("for example 192.168.1.20:47301"))
        self.room = QLineEdit(str(last.get("room") or ""))
        self.room.setPlaceholderText(self.tr("the code on the host's screen"))
        self.room.setMaxLength(ROOM_PASTED_MOST)
        self.name = QLineEdit(str(last.get("name") or name))
        # the host's line pasted whole into either field fills the other one too
        self.address.textChanged.connect(self._room_beside_address)
        self.room.textChanged.connect(self._address_beside_room)
        # one over the most: a name too long is told why, not cut short without a word
        self.name.setMaxLength(protocol.NAME_MOST + 1)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setObjectName("problem")
        form = QFormLayout()
        form.addRow(self.tr("&Address (host:port)"), self.address)
        form.addRow(self.tr("&Room code"), self.room)
        form.addRow(self.tr("Your &name"), self.name)
        buttons = ok_cancel(self, self.tr("Join"), self._accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.found_label)
        layout.addWidget(self.found)
        layout.addWidget(self.looking)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        first = next((f for f in (self.address, self.room, self.name) if not f.text()), None)
        (first or self.address).setFocus()
        self._loop: LoopThread | None = None
        self._listener: TableListener | None = None
        self._problem: str | None = None  # why no table can be listed
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._look)
        self.finished.connect(self.stop_looking)
        if listen is not None:
            self._start_looking(*listen)
        self._show_looking()

    # -- the open tables heard --------------------------------------------------------------
    def _start_looking(self, bind: str, port: int) -> None:
        self._loop = LoopThread("table-listener")
        self._listener = TableListener(port, bind)
        started = self._loop.submit(self._listener.start())
        try:
            started.result(5)
        except (OSError, concurrent.futures.TimeoutError) as error:
            problem = translated(os_reason(error)) if isinstance(error, OSError) else ""
            self._problem = problem or str(error) or type(error).__name__
            self.stop_looking()
            return
        self._timer.start(LOOK_EVERY_MS)

    @property
    def listening_port(self) -> int | None:
        """The UDP port the dialog hears announcements on (None: not listening)."""
        return None if self._listener is None else self._listener.port

    def stop_looking(self) -> None:
        self._timer.stop()
        if self._listener is not None and self._loop is not None:
            self._loop.call(self._listener.close)
        if self._loop is not None:
            self._loop.stop()
        self._loop = self._listener = None

    def _look(self) -> None:
        if self._listener is None:
            return
        heard = self._listener.tables()
        if heard != self.tables_heard:
            self._show_tables(heard)

    def _show_tables(self, heard: tuple[OpenTable, ...]) -> None:
        current = self.found.currentItem()
        chosen = None if current is None else current.data(Qt.ItemDataRole.UserRole)
        self.tables_heard = heard
        self.found.blockSignals(True)  # a list that refreshes leaves the fields alone
        self.found.clear()
        for table in heard:
            item = add_row(self.found, self.table_text(table))
            item.setData(Qt.ItemDataRole.UserRole, table.address)
            if table.address == chosen:
                self.found.setCurrentItem(item)
        self.found.blockSignals(False)
        self._show_looking()

    def table_text(self, table: OpenTable) -> str:
        return self.tr("{address}: {map}, {joined} of {seats} seats taken ({label})").format(
            label=table.label,
            map=map_name(table.map),  # as New game names it, in the window's language
            joined=table.joined,
            seats=table.seats,
            address=table.address,
        )

    def _show_looking(self) -> None:
        if self._problem is not None:
            text = self.tr(
                "Open tables cannot be listed here ({reason}): type the host's address."
            ).format(reason=self._problem)
        elif not self.tables_heard:
            text = self.tr("Looking for open tables... None yet: you can type the address.")
        else:
            text = self.tr("Choose a table to fill in its address; the room code is still typed.")
        self.looking.setText(text)
        self.found.setVisible(bool(self.tables_heard))
        self.found_label.setVisible(bool(self.tables_heard))

    def _table_chosen(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.address.setText(str(item.data(Qt.ItemDataRole.UserRole)))

    def _on_to_room(self, _item: QListWidgetItem) -> None:
        self.room.setFocus()  # the table's address is in: its code is next

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "looking"):
            self._show_tables(self.tables_heard)

    def _address(self) -> tuple[str, int] | None:
        return protocol.typed_address(self.address.text(), DEFAULT_PORT)

    @staticmethod
    def room_labels() -> tuple[str, ...]:
        """The word before a room code: the host command's, and the host's window's in
        every language of the app ("Room ABC234", "ルーム ABC234"): the host's screen
        may speak another language than this one."""
        shown = in_every_language("HostWindow", "Room {code}")
        return "room", *(label.partition("{code}")[0] for label in shown)

    def _room(self) -> str:
        """The room code as the field gives it, or as its label names it among the host's
        words pasted with it ("room FRIDAY at 192.168.1.20:47301")."""
        typed = protocol.typed_room(self.room.text())
        if protocol.room_problem(typed) is None:
            return typed
        return protocol.room_after_label(self.room.text(), self.room_labels()) or typed

    def _room_beside_address(self, text: str) -> None:
        if self.room.text().strip() or protocol.typed_address(text) is None:
            return
        room = protocol.room_after_label(text, self.room_labels())
        if room is not None:
            self.room.setText(room)

    def _address_beside_room(self, text: str) -> None:
        if self.address.text().strip():
            return
        address = protocol.typed_address(text)
        if address is not None:
            self.address.setText(protocol.address_text(*address))

    def problem_text(self) -> str | None:
        """Why the fields cannot join a table, in words; None when they can."""
        return self._problem_at()[1]

    def _problem_at(self) -> tuple[QLineEdit | None, str | None]:
        """The field at fault and why, in words; (None, None) when they can join."""
        if self._address() is None:
            return self.address, self.tr(
                "Give the host's address as its screen shows it, such as 192.168.1.20:47301."
                " An IPv6 address takes its port after brackets: [2001:db8::5]:47301."
            )
        if protocol.room_problem(self._room()) is not None:
            return self.room, self.tr(
                "The room code is 4 to 12 letters and digits, as the host's screen shows it."
            )
        if protocol.name_problem(self.name.text()) is not None:
            return self.name, self.tr(
                "Your name is 1 to {most} characters, with no spaces around it and no comma or"
                " colon."
            ).format(most=protocol.NAME_MOST)
        return None, None

    def options(self) -> JoinOptions:
        address = self._address()
        assert address is not None
        return JoinOptions(address, self._room(), self.name.text())

    def _accept(self) -> None:
        field, problem = self._problem_at()
        show_problem(self.problem, (self.address, self.room, self.name), field, problem)
        if problem is None:
            self.accept()
