"""Join a table lists the open tables a host announces, as a convenience: choosing one
fills in its address and the room code is still typed. Every announcement goes to
127.0.0.1 (the dialog listens there on a free port): nothing is broadcast."""

from __future__ import annotations

import socket
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.net.host_window import HostWindow
from metrox_desktop.ui.net.join_dialog import JoinDialog
from tests.net.tables import LOOPBACK, Host, Raw

HEARD = 15_000  # ms: announcements come about every second


def test_an_announced_table_is_listed_and_chosen_by_keyboard_fills_in_its_address(
    qtbot, tmp_path: Path
) -> None:
    dialog = JoinDialog("Ann", listen=(LOOPBACK, 0))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.listening_port is not None
    assert not dialog.found.isVisible()  # nothing heard yet: the address is typed
    assert "you can type the address" in dialog.looking.text()
    host = Host(
        tmp_path / "host", "--players", "3", "--announce", f"{LOOPBACK}:{dialog.listening_port}"
    )
    qtbot.waitUntil(lambda: dialog.found.count() == 1, timeout=HEARD)
    assert dialog.found.isVisible()
    item = dialog.found.item(0).text()
    assert "Tokyo" in item and "0 of 3 seats" in item and host.address in item
    assert host.room not in item  # the room code is never announced

    dialog.found.setFocus()
    QTest.keyClick(dialog.found, Qt.Key.Key_Down)
    assert dialog.address.text() == host.address
    assert dialog.problem_text() is not None  # still no room code
    QTest.keyClick(dialog.found, Qt.Key.Key_Return)  # on to the room code
    assert dialog.room.hasFocus()
    dialog.room.setText(host.room.lower())
    assert dialog.problem_text() is None
    assert dialog.options().address == (LOOPBACK, host.port)
    assert dialog.options().room == host.room

    # A seat taken shows; a table no longer announced leaves the list.
    ann = Raw(host.port)
    assert ann.hello(host.room, "Ann")["type"] == "welcome"
    qtbot.waitUntil(lambda: "1 of 3 seats" in dialog.found.item(0).text(), timeout=HEARD)
    assert dialog.address.text() == host.address  # a refreshed list keeps what was chosen
    ann.close()
    host.stop()
    qtbot.waitUntil(lambda: dialog.found.count() == 0, timeout=HEARD)
    dialog.reject()
    assert dialog.listening_port is None  # the listener closed with the dialog


def test_a_hosting_window_announces_its_table_where_it_is_told(qtbot) -> None:
    dialog = JoinDialog("Ann", listen=(LOOPBACK, 0))
    qtbot.addWidget(dialog)
    port = dialog.listening_port
    assert port is not None
    host = HostWindow("osaka", 2, listen=(LOOPBACK, 0), announce=(LOOPBACK, port))
    qtbot.addWidget(host)
    try:
        qtbot.waitUntil(lambda: len(dialog.tables_heard) == 1, timeout=HEARD)
        (table,) = dialog.tables_heard
        assert (table.address, table.map, table.seats) == (f"{LOOPBACK}:{host.port}", "osaka", 2)
    finally:
        host.stop()
        dialog.stop_looking()


def test_when_the_port_is_taken_the_dialog_says_so_and_the_address_still_joins(qtbot) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as taken:
        taken.bind((LOOPBACK, 0))  # without SO_REUSEPORT: nobody else may bind it
        dialog = JoinDialog("Ann", listen=(LOOPBACK, taken.getsockname()[1]))
        qtbot.addWidget(dialog)
    assert dialog.listening_port is None
    assert "cannot be listed" in dialog.looking.text()
    dialog.address.setText(f"{LOOPBACK}:47301")
    dialog.room.setText("ABCD23")
    assert dialog.problem_text() is None


def test_an_open_table_names_its_map_in_the_windows_language(qtbot, tmp_path: Path) -> None:
    """In Japanese the open table's map is 大阪, as New game and Host a table name it,
    where the list said "Osaka" among Japanese words."""
    try:
        set_language("ja")
        dialog = JoinDialog("Ann", listen=(LOOPBACK, 0))
        qtbot.addWidget(dialog)
        announce = f"{LOOPBACK}:{dialog.listening_port}"
        host = Host(tmp_path / "host", "--players", "2", "--map", "osaka", "--announce", announce)
        qtbot.waitUntil(lambda: dialog.found.count() == 1, timeout=HEARD)
        item = dialog.found.item(0).text()
        assert "大阪" in item and "Osaka" not in item
        host.stop()
    finally:
        set_language("en")
