"""A host stopped while no seat had joined its table (its player wanted another map, say)
has nothing to start again: ``host --room`` with the same code and other options opens
the new table. It said the table starts as saved and opened nothing, until its autosave
was moved away by hand."""

from __future__ import annotations

import signal
from pathlib import Path

from tests.net.tables import Host, Raw


def test_a_host_stopped_before_any_seat_joined_leaves_its_room_code_to_another_table(
    tmp_path: Path,
) -> None:
    home = tmp_path / "host"
    first = Host(home, "--players", "4", "--room", "FRIDAY", "--map", "osaka")
    first.process.send_signal(signal.SIGTERM)  # as Ctrl+C or the system stops it
    first.finish()
    again = Host(home, "--room", "friday", "--players", "2", "--map", "tokyo")
    ann = Raw(again.port)
    welcome = ann.hello("FRIDAY", "Ann")
    assert welcome["map"] == "tokyo" and welcome["seats"] == 2 and welcome["seat"] == 0
    assert not any(line.startswith("the table saved before its end") for line in again.lines)
    ann.close()
