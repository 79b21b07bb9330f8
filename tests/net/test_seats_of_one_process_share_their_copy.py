"""The seats one ``join`` process plays keep their copy of the table's game, the same
game, once (``net/copies.py``): each seat's file names the group's game file, and a seat
of the group reads the whole game from it, killed mid-game or at the end; a seat file an
older version wrote, with the game in it, reads as before."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from metrox_desktop.engine.ai.play import play_game
from metrox_desktop.engine.ai.strategies import strategy_named
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.records import record_fields
from metrox_desktop.engine.rules import TurnResult
from metrox_desktop.net.copies import KeptSeat, SeatCopies
from metrox_desktop.net.game import table_record
from metrox_desktop.persistence import tables
from tests.net.tables import App, Host, join, record
from tests.persistence.hostile import full_disk

PLAYERS = ("Bot 1", "Bot 2", "Bot 3")


def _seats(home: Path, monkeypatch: pytest.MonkeyPatch, room: str) -> list[dict]:
    """Every seat's file in the data folder under ``home``, as the app reads it."""
    monkeypatch.setenv("METROX_DESKTOP_HOME", str(home))
    kept = [tables.read_seat(room, name) for name in PLAYERS]
    assert all(seat is not None for seat in kept), kept
    return [seat for seat in kept if seat is not None]


@pytest.mark.long
def test_three_seats_of_one_process_killed_mid_game_keep_one_copy_and_finish(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    kept = tmp_path / "host.json"
    host = Host(tmp_path / "host", "--players", "3", "--seed", "SHARE1", "--record", str(kept))
    args = ("--seats", "3", "--think", "0.05", "--record", str(tmp_path / "bots.json"))
    try:
        bots = join(tmp_path / "bots", host, "Bot", *args)
        bots.wait_for_line("turn 4 resolved")
        bots.kill()  # every seat at once, mid-game
        folder = tmp_path / "bots" / "data" / "tables"
        (game,) = folder.glob("game-*.json")  # one copy for the three
        assert len(list(folder.glob("seat-*.json"))) == 3
        before = _seats(tmp_path / "bots", monkeypatch, host.room)
        assert {seat["game"] for seat in before} == {game.name}
        turns = before[0]["record"]["turns"]
        assert len(turns) >= 3 and all(seat["record"]["turns"] == turns for seat in before)
        again = join(tmp_path / "bots", host, "Bot", *args)  # the seats taken back
        assert again.finish() == 0, again.stderr()
        assert host.finish() == 0, host.stderr()
    finally:
        host.stop()
    hosts = record(kept)
    assert record(tmp_path / "bots.json") == hosts
    assert hosts["turns"][: len(turns)] == turns  # what was kept at the kill was the table's
    unsealed = {field: value for field, value in hosts.items() if field != "checksum"}
    for seat in _seats(tmp_path / "bots", monkeypatch, host.room):  # each: the whole game
        assert seat["record"] == unsealed


@pytest.mark.long
def test_three_seats_of_one_process_come_back_to_a_host_started_again_and_keep_its_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each seat joins again and replays the game so far from the host's welcome: the
    copies still agree, and every seat's file reads the whole game."""
    kept = tmp_path / "host.json"
    home = tmp_path / "host"
    first = Host(home, "--players", "3", "--room", "SHARE3", "--seed", "SHARE3")
    try:
        args = ("--seats", "3", "--think", "0.05", "--record", str(tmp_path / "bots.json"))
        bots = join(tmp_path / "bots", first, "Bot", *args)
        first.wait_for_line("turn 4 resolved")
        first.kill()
        again = App(home, "host", "--room", "share3", "--record", str(kept))
        again.wait_for_line("playing with 3 seats from turn")
        assert bots.finish() == 0, bots.stderr()
        assert again.finish() == 0, again.stderr()
    finally:
        first.stop()
    hosts = record(kept)
    assert record(tmp_path / "bots.json") == hosts
    unsealed = {field: value for field, value in hosts.items() if field != "checksum"}
    for seat in _seats(tmp_path / "bots", monkeypatch, "SHARE3"):
        assert seat["record"] == unsealed


@pytest.mark.long
def test_seats_of_one_process_on_a_full_disk_each_say_so_once_and_play_on(
    tmp_path: Path,
) -> None:
    host = Host(tmp_path / "host", "--players", "3", "--seed", "SHARE2")
    with full_disk(tmp_path / "bots" / "data"):
        try:
            bots = join(tmp_path / "bots", host, "Bot", "--seats", "3")
            assert bots.finish() == 0, bots.stderr()
            assert host.finish() == 0, host.stderr()
        finally:
            host.stop()
    assert sorted(bots.stderr().splitlines()) == [
        f"metrox-desktop: {name}: the game cannot be kept in the data folder"
        " (No space left on device)"
        for name in PLAYERS
    ]


def _turns(seed: str) -> list[dict]:
    """The turns of a whole game of three greedy bots on Tokyo, as a record writes them."""
    board, deck = Board.load("tokyo"), load_deck()
    history: list[TurnResult] = []
    game = play_game(board, deck, PLAYERS, [strategy_named("greedy")] * 3, seed, history.append)
    turns: list[dict] = record_fields(game, history, deck.id, seed)["turns"]
    return turns


def test_a_seat_behind_the_others_never_rolls_the_copy_back_and_one_apart_keeps_its_own() -> None:
    board, deck = Board.load("tokyo"), load_deck()
    turns, other = _turns("AHEAD"), _turns("APART")

    async def keep() -> list[object]:
        copies = SeatCopies(group="Bot")
        start = copies.started(board, PLAYERS, deck)
        assert copies.started(board, PLAYERS, deck) is start  # one match for the group
        first = copies.resolved(start, turns[0]["card"], turns[0]["choices"])
        assert copies.resolved(start, turns[0]["card"], turns[0]["choices"]) is first
        second = copies.resolved(first, turns[1]["card"], turns[1]["choices"])
        apart = copies.resolved(start, other[0]["card"], other[0]["choices"])

        def seat(name: str, copy: object) -> KeptSeat:
            return KeptSeat("ROOM", name, {"token": name}, copy, None)  # type: ignore[arg-type]

        written = [
            copies.keep(seat("Bot 1", second)),  # ahead: the group's game
            copies.keep(seat("Bot 2", first)),  # a turn behind: written nothing over it
            copies.keep(seat("Bot 3", apart)),  # another game: its own
        ]
        return list(await asyncio.gather(*written))

    assert asyncio.run(keep()) == [None, None, None]
    read = [tables.read_seat("ROOM", name) for name in PLAYERS]
    assert [seat and seat["token"] for seat in read] == list(PLAYERS)
    assert read[0] and read[1] and read[2]
    assert read[0]["record"]["turns"] == read[1]["record"]["turns"] == turns[:2]
    assert read[2]["record"]["turns"] == other[:1] and "game" not in read[2]


def test_a_seat_file_of_an_older_version_with_its_game_in_it_reads_as_before() -> None:
    board, deck = Board.load("tokyo"), load_deck()
    turns = _turns("OLDER")
    copies = SeatCopies()
    match = copies.started(board, PLAYERS, deck)
    for turn in turns[:3]:
        match = copies.resolved(match, turn["card"], turn["choices"])
    game = table_record(match, None)
    tables.write_seat("ROOM", "Ann", {"token": "T", "bot": None, "record": game})
    kept = tables.read_seat("ROOM", "Ann")
    assert kept is not None and kept["record"] == game and kept["token"] == "T"


def test_a_seat_file_naming_a_game_file_not_there_or_elsewhere_reads_no_game() -> None:
    for named in ("game-0123456789abcdef01234567.json", "../host-ROOM.json", "/etc/passwd"):
        tables.write_seat("ROOM", "Ann", {"token": "T", "game": named})
        kept = tables.read_seat("ROOM", "Ann")
        assert kept is not None and kept["record"] is None and kept["token"] == "T"
    # a game file of another room, named by hand, is not this seat's game
    tables.write_game("OTHER", "Bot", {"turns": []})
    (path,) = tables.tables_dir().glob("game-*.json")
    tables.write_seat("ROOM", "Ann", {"token": "T", "game": path.name})
    assert json.loads(path.read_text("utf-8"))["room"] == "OTHER"
    kept = tables.read_seat("ROOM", "Ann")
    assert kept is not None and kept["record"] is None
