"""Join a table offers the seat last taken at a table joined by IPv6 as an address it
reads back: "[::1]:PORT", the port after brackets, and a seat an earlier version kept
as "::1:PORT" too (an IPv6 address without brackets is an address alone, so that text
alone is no table's address). A real host process on ::1; nothing is sent elsewhere."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QDialogButtonBox

from metrox_desktop.persistence import tables
from metrox_desktop.ui.net.join_dialog import JoinDialog
from metrox_desktop.ui.window.table_entries import join_table
from tests.net.tables import LOOPBACK_6, Host
from tests.ui.helpers import open_window
from tests.ui.net.conftest import GAME


def offered(qtbot) -> tuple[str, tuple[str, int]]:
    """What Join a table is filled in with, and the address it joins when Join is pressed."""
    dialog = JoinDialog("Someone", listen=None)
    qtbot.addWidget(dialog)
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.result() == JoinDialog.DialogCode.Accepted, dialog.problem.text()
    return dialog.address.text(), dialog.options().address


def test_a_seat_taken_by_ipv6_is_offered_again_with_its_port(qtbot, tmp_path: Path):
    host = Host(tmp_path / "host", "--players", "2", "--seed", "SIX1", listen="[::1]:0")
    window = open_window(qtbot)
    seat = join_table(window, (LOOPBACK_6, host.port), host.room, "Ann")
    assert seat is not None
    qtbot.waitUntil(lambda: seat.seat is not None and tables.last_seat() is not None, timeout=GAME)
    seat.leave()
    bracketed = f"[{LOOPBACK_6}]:{host.port}"
    assert offered(qtbot) == (bracketed, (LOOPBACK_6, host.port))
    # the same seat as an earlier version kept it: its host's address without brackets
    kept = tables.seat_path(host.room, "Ann")
    data = json.loads(kept.read_text(encoding="utf-8"))
    data["host"] = f"{LOOPBACK_6}:{host.port}"
    kept.write_text(json.dumps(data), encoding="utf-8")
    assert offered(qtbot) == (bracketed, (LOOPBACK_6, host.port))
    host.stop()
