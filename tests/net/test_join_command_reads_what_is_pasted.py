"""metrox-desktop join reads the host's address and room code as a player gives them
(the host's own line pasted whole, an input method's wide characters), and a join to
an address where no table answers says to check it. Real processes on 127.0.0.1."""

from __future__ import annotations

import socket
from pathlib import Path

from tests.net.tables import LOOPBACK, App, Host


def _wide(text: str) -> str:
    """``text`` as a Japanese input method types it: full-width letters, digits, colon."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def test_join_takes_the_hosts_line_as_its_address_and_a_wide_room_code(tmp_path: Path):
    host = Host(tmp_path / "host", "--players", "2", "--seed", "PASTE2")
    line = host.lines[0]  # "room CODE at 127.0.0.1:PORT", pasted whole
    seats = [
        App(tmp_path / "ann", "join", line, "--room", _wide(host.room), "--name", "Ann"),
        App(
            tmp_path / "bo",
            "join",
            _wide(host.address),
            "--room",
            f"Room {host.room}",
            "--name",
            "Bo",
        ),
    ]
    for seat in seats:
        assert seat.finish() == 0, seat.stderr()
    assert host.finish() == 0
    assert any(line.startswith("Ann: total ") for line in seats[0].lines)


def test_join_where_no_table_answers_says_to_check_the_address(tmp_path: Path):
    with socket.socket() as free:  # a port of this computer where nothing listens
        free.bind((LOOPBACK, 0))
        port = free.getsockname()[1]
    seat = App(
        tmp_path / "ann",
        "join",
        f"{LOOPBACK}:{port}",
        "--room",
        "ABC234",
        "--name",
        "Ann",
        "--patience",
        "1",
    )
    assert seat.finish() == 1
    said = seat.stderr().strip()
    assert said == (
        f"metrox-desktop: no answer from {LOOPBACK}:{port}: check the address and port on"
        " the host's screen"
    )  # no game was joined: none is kept


def test_join_takes_the_room_code_from_the_hosts_line_given_whole(tmp_path: Path):
    """The host's line pasted whole is the address and the room code both, a code of
    the host's own (FRIDAY) too; an address alone asks for --room in one line."""
    host = Host(tmp_path / "host", "--players", "2", "--room", "FRIDAY", "--seed", "PASTE3")
    line = host.lines[0]  # "room FRIDAY at 127.0.0.1:PORT"
    seats = [
        App(tmp_path / "ann", "join", line, "--name", "Ann"),
        App(tmp_path / "bo", "join", host.address, "--room", line, "--name", "Bo"),
    ]
    for seat in seats:
        assert seat.finish() == 0, seat.stderr()
    assert host.finish() == 0
    alone = App(tmp_path / "cy", "join", host.address, "--name", "Cy")
    assert alone.finish() == 2
    assert alone.stderr() == (
        "metrox-desktop: give the table's room code: --room CODE, as the host's screen shows it\n"
    )
