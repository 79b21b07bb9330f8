"""metrox-desktop join reads the host's address and room code as a player gives them
(the host's own line pasted whole, an input method's wide characters), and a join to
an address where no table answers says to check it; an IPv6 address takes its port
only after brackets; host --seed reads a friend's line as play does. Real processes on
127.0.0.1 and ::1."""

from __future__ import annotations

from pathlib import Path

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import record_json
from tests.cli.running import run_main
from tests.net.tables import LOOPBACK, LOOPBACK_6, App, Host, Raw, port_where_nothing_listens
from tests.sharing.games import bot_record


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
    with port_where_nothing_listens() as port:
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


def test_join_reads_an_ipv6_address_without_brackets_as_an_address_alone(tmp_path: Path):
    """``::1:PORT`` is an IPv6 address alone (RFC 5952: a port goes after brackets), not
    the host ::1 on PORT: the command says how to give the port, and tries nothing. The
    address in brackets is tried (nothing listens there: no answer)."""
    said = []
    with port_where_nothing_listens(LOOPBACK_6) as port:
        for address in (f"{LOOPBACK_6}:{port}", f"[{LOOPBACK_6}]:{port}"):
            seat = App(
                tmp_path / "ann", "join", address, "--room", "ABC234", "--name", "Ann",
                "--patience", "1",
            )  # fmt: skip
            said.append((seat.finish(), seat.stderr()))
    assert said[0] == (
        2,
        f"metrox-desktop: HOST:PORT '{LOOPBACK_6}:{port}': give HOST:PORT, such as"
        " 127.0.0.1:47301 (port 1-65535; an IPv6 address in brackets: [::1]:47301)\n",
    )
    assert said[1][0] == 1 and "no answer from" in said[1][1]


def test_host_seed_with_a_friends_result_line_deals_their_deal_on_their_map(tmp_path: Path):
    """host --seed reads what a friend sent as play --seed does: the line Copy result
    gives deals its deal on the friend's map (Osaka here), where it was refused as a
    code longer than 40 characters."""
    record = bot_record(Board.load("osaka"), "HXM7Q", ["Ann"], ["greedy"])
    (tmp_path / "ann.json").write_text(record_json(record), encoding="utf-8")
    line = run_main("share", str(tmp_path / "ann.json"), home=tmp_path).stdout.strip()
    for home, given, dealt in (("a", [], "osaka"), ("b", ["--map", "tokyo"], "tokyo")):
        host = Host(tmp_path / home, "--players", "2", "--seed", line, *given)
        seat = Raw(host.port)
        welcome = seat.hello(host.room, "Bo")
        assert welcome["type"] == "welcome" and welcome["map"] == dealt
        seat.close()
        host.stop()
