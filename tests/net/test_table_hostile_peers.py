"""What a seat that says nothing, a seat that reads every byte, a fuzzing peer and a
half-open connection can do to a hosted table (real processes on 127.0.0.1)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from metrox_desktop.net import protocol
from metrox_desktop.persistence import paths, tables
from tests.net.tables import Host, Raw, join, record, totals


@pytest.fixture(scope="module")
def silent_game(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A two-seat table with a short turn and a bot after the grace: Ann plays with a
    bot, the other seat is a raw connection that never chooses and keeps every message."""
    folder = tmp_path_factory.mktemp("silent")
    kept = folder / "host.json"
    host = Host(
        folder / "host",
        *("--players", "2", "--turn-time", "0.1", "--bot-after-grace", "--record", str(kept)),
    )
    try:
        listener = Raw(host.port)
        welcome = listener.hello(host.room, "Quiet")
        assert welcome["type"] == "welcome"
        ann = join(folder / "ann", host, "Ann", "--record", str(folder / "ann.json"))
        messages = []
        while not messages or messages[-1]["type"] != "over":
            messages.append(listener.next())
            if len(messages) % 50 == 0:
                listener.send({"type": "ping"})
        assert ann.finish() == 0, ann.stderr()
        assert host.finish() == 0, host.stderr()
        listener.close()
        return {"folder": folder, "seat": welcome["seat"], "messages": messages, "kept": kept}
    finally:
        host.stop()


def test_a_silent_seat_gets_a_bot_once_its_time_and_grace_run_out(
    silent_game: dict[str, Any],
) -> None:
    seat = silent_game["seat"]
    turns = [m for m in silent_game["messages"] if m["type"] == "turn"]
    lates = [m for m in silent_game["messages"] if m["type"] == "late"]
    assert len(turns) > 10
    assert all(seat in turn["bots"] for turn in turns)  # the table never waited for it
    assert [late["turn"] for late in lates] == [turn["turn"] for turn in turns]
    assert all(seat in late["seats"] for late in lates)
    folder = silent_game["folder"]
    assert record(folder / "ann.json") == record(silent_game["kept"])
    assert totals(folder, folder / "ann.json") == totals(folder, silent_game["kept"])


def test_a_listening_seat_learns_no_choice_before_its_turn_resolves(
    silent_game: dict[str, Any],
) -> None:
    other = 1 - silent_game["seat"]
    seen_chosen = set()
    for message in silent_game["messages"]:
        kind = message["type"]
        if kind == "chosen":
            assert set(message) == {"type", "turn", "seats"}
            seen_chosen.add(message["turn"])
        elif kind == "card":
            fields = {"type", "turn", "card", "discards", "chosen", "turn_time", "legal"}
            assert set(message) == fields
            # its own legal choices (its sheet as the turn began), a pass none
            assert all(isinstance(text, str) for text in message["legal"])
            assert bool(message["legal"]) != (silent_game["seat"] in message["chosen"])
        elif kind == "turn":
            # the other seat's choice shows first here, once the turn resolved
            assert message["choices"][other] and message["turn"] in seen_chosen
        else:
            assert kind in {"seats", "start", "late", "over", "pong"}, message
            assert "choice" not in json.dumps(message)


def test_a_fuzzing_peer_neither_stops_the_host_nor_changes_the_game(
    tmp_path: Path, user_home: Path
) -> None:
    kept = tmp_path / "host.json"
    host = Host(tmp_path / "host", "--players", "3", "--record", str(kept))
    rng = random.Random(7)
    # random bytes, then an oversized line, from strangers: each closed alone
    for size in (1, 100, 3000):
        raw = Raw(host.port)
        raw.send_bytes(bytes(rng.randrange(256) for _ in range(size)) + b"\n")
        assert raw.until("error")["code"] == "malformed" and raw.closed()
        raw.close()
    raw = Raw(host.port)
    raw.send_bytes(b"{" + b" " * 10_000)
    assert raw.until("error")["code"] == "too-large" and raw.closed()
    raw.close()
    # a choice before joining, and a hello with a path where the name should be
    raw = Raw(host.port)
    raw.send({"type": "choose", "turn": 1, "choice": "G"})
    assert raw.next()["code"] == "not-seated"
    assert raw.hello(host.room, "../../etc/passwd\n")["code"] == "bad-name"
    raw.close()
    # a name no seats list can hold (as a peer of an older version may send it)
    for name in ("Kai,Jr", "Cy:x", "A" * 25):
        raw = Raw(host.port)
        assert raw.hello(host.room, name)["code"] == "bad-name"
        raw.close()
    # a seated fuzzer: out of turn, for another seat, illegal, twice, then a burst
    fuzzer = Raw(host.port)
    welcome = fuzzer.hello(host.room, "Fuzz")
    seat = welcome["seat"]
    ann = join(tmp_path / "ann", host, "Ann", "--record", str(tmp_path / "ann.json"))
    bo = join(tmp_path / "bo", host, "Bo")
    card = fuzzer.until("card")
    turn = card["turn"]
    answers = []
    for message in (
        {"type": "choose", "turn": turn + 1, "choice": "G"},
        {"type": "choose", "turn": turn, "choice": "G", "seat": (seat + 1) % 3},
        {"type": "choose", "turn": turn, "choice": "Q9"},
        {"type": "choose", "turn": turn, "choice": "G1" if card["card"] != "free" else "G"},
        {"type": "hello", "protocol": protocol.PROTOCOL, "room": host.room, "name": "Again"},
    ):
        fuzzer.send(message)
        answers.append(fuzzer.until("refused")["code"])
    assert answers == ["wrong-turn", "not-your-seat", "unknown-choice", "illegal", "already-seated"]
    fuzzer.send_bytes(b'{"type":"ping"}\n' * 1000)
    assert fuzzer.until("error")["code"] == "flooding" and fuzzer.closed()
    fuzzer.close()
    # the table waits for the fuzzer's seat; it comes back with its token and plays
    with pytest.MonkeyPatch.context() as fuzzer_home:  # the seat's file in its own home
        fuzzer_home.setenv(paths.HOME_VARIABLE, str(tmp_path / "fuzz"))
        tables.write_seat(host.room, "Fuzz", {"token": welcome["token"], "record": None})
    again = join(tmp_path / "fuzz", host, "Fuzz", "--record", str(tmp_path / "fuzz.json"))
    assert again.finish() == 0, again.stderr()
    assert ann.finish() == 0 and bo.finish() == 0, ann.stderr() + bo.stderr()
    assert host.finish() == 0, host.stderr()
    hosts = record(kept)
    assert record(tmp_path / "ann.json") == hosts == record(tmp_path / "fuzz.json")
    assert totals(tmp_path, kept)  # the rules accept every turn the host played
    assert hosts["players"][seat] == "Fuzz"
    assert "Again" not in hosts["players"] and len(hosts["players"]) == 3


def test_a_short_line_nested_deeper_than_json_reads_gets_one_error_and_the_table_goes_on(
    tmp_path: Path,
) -> None:
    host = Host(tmp_path / "host", "--players", "1", "--record", str(tmp_path / "host.json"))
    # far under the size limit, far over the depth Python's JSON reader goes
    for line in (b"[" * 4000 + b"\n", b'{"type":"hello","room":' + b"[" * 2000 + b"\n"):
        assert len(line) < protocol.CLIENT_LINE_MOST
        raw = Raw(host.port)
        raw.send_bytes(line)
        error = raw.until("error")
        assert error["code"] == "malformed" and "nested" in error["message"], error
        assert raw.closed()
        raw.close()
    ann = join(tmp_path / "ann", host, "Ann")  # the table still seats and plays
    assert ann.finish() == 0, ann.stderr()
    assert host.finish() == 0
    assert host.stderr() == ""  # no traceback on the host's side either


def test_a_line_of_the_size_limit_is_taken_and_one_byte_more_is_too_large(
    tmp_path: Path,
) -> None:
    host = Host(tmp_path / "host", "--players", "3")
    most = protocol.CLIENT_LINE_MOST  # bytes of a line with its newline, as the protocol says
    answers = []
    for size in (most, most + 1):
        hello = json.dumps({"type": "hello", "protocol": 2, "room": host.room, "name": f"S{size}"})
        line = hello[:-1] + " " * (size - len(hello) - 1) + "}\n"  # JSON allows the spaces
        assert len(line.encode()) == size
        raw = Raw(host.port)
        raw.send_bytes(line.encode())
        answers.append(raw.next()["type"] if size == most else raw.until("error")["code"])
        raw.close()
    assert answers == ["welcome", "too-large"]


def test_a_connection_that_says_nothing_is_closed_after_the_idle_time(tmp_path: Path) -> None:
    host = Host(tmp_path / "host", "--players", "2", "--idle-time", "0.5")
    stranger = Raw(host.port)
    assert stranger.until("error")["code"] == "timeout" and stranger.closed()
    seated = Raw(host.port)
    assert seated.hello(host.room, "Ann")["type"] == "welcome"
    assert seated.until("error")["code"] == "timeout" and seated.closed()
    stranger.close()
    seated.close()
    # the host is still there for the next one
    again = Raw(host.port)
    assert again.hello(host.room, "Bo")["type"] == "welcome"
    again.close()
