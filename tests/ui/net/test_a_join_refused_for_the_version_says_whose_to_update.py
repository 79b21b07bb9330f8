"""A host that plays with another version of the table's protocol refuses a seat with
its own version, and the seat says whose app to update: the window said only "another
version", so neither player knew which one. A real host process, and a host of a later
version (a peer on 127.0.0.1 that answers as one would)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer

from metrox_desktop.net import protocol
from metrox_desktop.ui.window.table_entries import join_table
from tests.net.tables import LOOPBACK, App, Host, Raw
from tests.ui.helpers import open_window
from tests.ui.net.conftest import STEP
from tests.ui.net.test_table_across_computers import _answer_warning


def test_the_host_tells_its_version_when_it_refuses_a_seat_of_another(tmp_path: Path) -> None:
    host = Host(tmp_path / "host", "--players", "2")
    seat = Raw(host.port)
    seat.send({"type": "hello", "protocol": protocol.PROTOCOL + 1, "room": host.room, "name": "A"})
    refused = seat.next()
    assert refused == {
        "type": "error",
        "code": "protocol",
        "message": f"this host speaks protocol {protocol.PROTOCOL}",
        "protocol": protocol.PROTOCOL,
    }
    assert seat.closed()
    seat.close()


def test_a_seat_refused_for_the_version_says_whose_app_to_update(qtbot, answering_host) -> None:
    port, refusal = answering_host
    window = open_window(qtbot)
    seen: list[str] = []
    newer = {"type": "error", "code": "protocol", "message": "this host speaks protocol 9"}
    # a newer host says its version; one of before this change says none (it is older)
    for tries, answer in enumerate((newer | {"protocol": protocol.PROTOCOL + 1}, newer), 1):
        refusal[:] = [answer]
        QTimer.singleShot(10, lambda: _answer_warning(seen))
        join_table(window, (LOOPBACK, port), "7KQ2MX", "Ann")
        qtbot.waitUntil(lambda t=tries: len(seen) == t, timeout=STEP)  # type: ignore[misc]
    assert "a newer version" in seen[0] and "update yours" in seen[0]
    assert "an older version" in seen[1] and "the host updates it" in seen[1]


def test_the_join_command_refused_for_the_version_says_whose_to_update(
    tmp_path: Path, answering_host
) -> None:
    port, refusal = answering_host
    refusal[:] = [{"type": "error", "code": "protocol", "message": "x", "protocol": 9}]
    seat = App(tmp_path / "ann", "join", f"{LOOPBACK}:{port}", "--room", "7KQ2MX", "--name", "A")
    assert seat.finish() == 2
    assert seat.stderr() == (
        "metrox-desktop: the host runs a newer version of metrox-desktop: update this one\n"
    )
