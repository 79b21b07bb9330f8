"""docs/examples/table_client.py, a seat written from docs/protocol.md alone (Python's
standard library, nothing of MetroX Desktop), plays whole games against a real host
process on 127.0.0.1: it joins with the room code, chooses from what the messages
carry, pings, joins again after the host is killed and started again, and writes a
record that replays to the totals the host counted."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

from tests.net.tables import App, Host, join, record, totals

pytestmark = pytest.mark.long  # run first: tests/conftest.py

CLIENT = Path(__file__).parents[2] / "docs" / "examples" / "table_client.py"


def client(home: Path, host: Host, name: str, *args: str) -> App:
    return App(home, host.address, "--room", host.room, "--name", name, *args, script=CLIENT)


def _printed_totals(app: App) -> dict[str, int]:
    return {
        line.split(": total ")[0]: int(line.rsplit(maxsplit=1)[1])
        for line in app.lines
        if ": total " in line
    }


def test_the_example_client_imports_the_standard_library_only() -> None:
    tree = ast.parse(CLIENT.read_text("utf-8"))
    imported = {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    }
    imported |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    tops = {name.split(".")[0] for name in imported}
    assert tops and tops <= set(sys.stdlib_module_names) | {"__future__"}, tops


def test_a_client_written_from_the_protocol_plays_a_game_whose_record_replays(
    tmp_path: Path,
) -> None:
    kept = tmp_path / "host.json"
    mine = tmp_path / "ann.json"
    host = Host(tmp_path / "host", "--players", "2", "--seed", "DOC1", "--record", str(kept))
    ann = client(tmp_path / "ann", host, "Ann", "--record", str(mine))
    bo = join(tmp_path / "bo", host, "Bo", "--bot", "greedy")
    assert ann.finish() == 0, ann.stderr()
    assert bo.finish() == 0 and host.finish() == 0, host.stderr()
    hosts = record(kept)
    # the client's record is the table's game: its turns, its deal, its totals
    own = record(mine)
    assert own["turns"] == hosts["turns"] and own["seed"] == hosts["seed"]
    assert own["players"] == hosts["players"]
    replayed = totals(tmp_path / "host", mine)
    assert replayed == totals(tmp_path / "host", kept)
    assert _printed_totals(ann) == dict(zip(hosts["players"], replayed, strict=True))
    assert any(line.startswith("won: ") for line in ann.lines)


def test_a_client_written_from_the_protocol_joins_a_restarted_host_again(
    tmp_path: Path,
) -> None:
    home = tmp_path / "host"
    kept = tmp_path / "host.json"
    host = Host(home, "--players", "2", "--seed", "DOC2", "--idle-time", "3")
    ann = client(tmp_path / "ann", host, "Ann", "--record", str(tmp_path / "ann.json"))
    bo = join(tmp_path / "bo", host, "Bo", "--bot", "greedy", "--think", "0.5")
    ann.wait_for_line("turn 3:")
    host.kill()
    ann.wait_for_line("connection lost")
    again = Host(home, "--room", host.room, "--record", str(kept), listen=host.address)
    assert ann.finish() == 0, ann.stderr()
    assert bo.finish() == 0 and again.finish() == 0, again.stderr()
    assert record(tmp_path / "ann.json")["turns"] == record(kept)["turns"]
    # silent between choices for longer than the idle time: its pings kept it seated
    assert not any("timeout" in line for line in ann.lines), ann.lines


def test_a_client_written_from_the_protocol_plays_at_a_table_of_99(tmp_path: Path) -> None:
    """host --seats 99: the client beside 98 of the app's bots, to the end."""
    kept = tmp_path / "host.json"
    host = Host(tmp_path / "host", "--seats", "99", "--seed", "DOC99", "--record", str(kept))
    bots = join(tmp_path / "bots", host, "Bot", "--seats", "98")
    ann = client(tmp_path / "ann", host, "Ann", "--record", str(tmp_path / "ann.json"))
    assert ann.finish(timeout=240) == 0, ann.stderr()
    assert bots.finish() == 0 and host.finish() == 0, host.stderr()
    hosts = record(kept)
    assert len(hosts["players"]) == 99
    assert record(tmp_path / "ann.json")["turns"] == hosts["turns"]
    replayed = totals(tmp_path / "host", tmp_path / "ann.json")
    assert _printed_totals(ann) == dict(zip(hosts["players"], replayed, strict=True))


def test_a_client_written_from_the_protocol_killed_takes_its_seat_again(tmp_path: Path) -> None:
    kept = tmp_path / "host.json"
    host = Host(tmp_path / "host", "--seats", "2", "--seed", "DOC3", "--record", str(kept))
    token = tmp_path / "ann.token"
    ann = client(tmp_path / "ann", host, "Ann", "--token", str(token))
    join(tmp_path / "bo", host, "Bo", "--bot", "greedy", "--think", "0.3")
    ann.wait_for_line("turn 2:")
    ann.kill()  # a stopped program: its seat waits at the table
    again = client(
        tmp_path / "ann", host, "Ann", "--token", str(token), "--record", str(tmp_path / "ann.json")
    )
    assert again.finish() == 0, again.stderr()
    assert host.finish() == 0, host.stderr()
    # it came back to its own seat, and its record, every turn from the first, is the host's
    assert record(tmp_path / "ann.json")["turns"] == record(kept)["turns"]
    assert any(line.endswith("joined again: Ann") for line in host.lines), host.lines
