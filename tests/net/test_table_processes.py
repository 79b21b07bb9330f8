"""A table across computers played by real processes on 127.0.0.1: a whole game, a
wrong room code, a seat killed and started again, a host killed and started again, a
host whose files cannot be written."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from metrox_desktop.commands.options import shown
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.choice import Choice
from metrox_desktop.persistence.history import GameSummary, summarise
from tests.cli.running import par_in_process, run_main
from tests.net.tables import App, Host, Raw, join, record, totals
from tests.persistence.another_account import as_nobody_command, nobodys_env, open_home
from tests.persistence.hostile import full_disk

pytestmark = pytest.mark.long  # run first: tests/conftest.py


def _agree(tmp_path: Path, host_record: Path, seat_records: list[Path]) -> None:
    """Every seat's record is the host's (the same once read), and the host's replays to
    the end: each seat's then to the same totals."""
    hosts = record(host_record)
    for path in seat_records:
        assert record(path) == hosts
    assert totals(tmp_path, host_record)


def test_three_seats_play_a_whole_game_and_keep_the_hosts_record(tmp_path: Path) -> None:
    kept = tmp_path / "host.json"
    host = Host(tmp_path / "host", "--players", "3", "--seed", "NET1", "--record", str(kept))
    names = ("Ann", "Bo", "Cy")
    _play_to_the_end(
        host,
        lambda: [
            join(tmp_path / name, host, name, "--record", str(tmp_path / f"{name}.json"))
            for name in names
        ],
    )
    hosts = record(kept)
    assert hosts["seed"] == "NET1" and sorted(hosts["players"]) == sorted(names)
    assert len(hosts["turns"]) > 10
    _agree(tmp_path, kept, [tmp_path / f"{name}.json" for name in names])
    for name in names:  # each seat kept the game in its own data folder, with the deal
        (copy,) = (tmp_path / name / "data" / "tables").glob("seat-*.json")
        assert '"seed":"NET1"' in copy.read_text("utf-8")
    assert not list((tmp_path / "host").rglob("host-*.json"))  # the autosave went
    # and in each one's history, as a table game: its own seat as played, the others remote
    host_game = _history_game(tmp_path / "host")
    assert host_game.kinds == ("table",) * 3 and host_game.finished
    assert host_game.counted == () and host_game.bots == ()  # it hosted, played no seat
    for name in names:
        game = _history_game(tmp_path / name)
        seat = hosts["players"].index(name)
        assert game.kinds == tuple("greedy" if p == seat else "table" for p in range(3))
        assert game.totals == host_game.totals and game.seed == "NET1"
        assert game.counted == (seat,)  # the player's statistics count their own seat


def _play_to_the_end(host: Host, seats: Callable[[], list[App]]) -> None:
    """The seats ``seats`` starts play ``host``'s table to its end; each stops well."""
    try:
        for seat in seats():
            assert seat.finish() == 0, seat.stderr()
        assert host.finish() == 0, host.stderr()
    finally:
        host.stop()


def _history_game(home: Path) -> GameSummary:
    """The one game in the history of the data folder under ``home``, as History lists it."""
    (path,) = (home / "data" / "history").glob("*.json")
    game = summarise(path)
    assert isinstance(game, GameSummary), game
    return game


def test_a_table_of_seven_plays_to_its_end_and_its_record_replays(tmp_path: Path) -> None:
    """More seats than a table at one screen: the record, replay and the histories."""
    kept = tmp_path / "host.json"
    host = Host(tmp_path / "host", "--players", "7", "--seed", "NET7", "--record", str(kept))
    seats = join(
        tmp_path / "bots", host, "Bot", "--seats", "7", "--record", str(tmp_path / "b.json")
    )
    assert seats.finish() == 0, seats.stderr()
    assert host.finish() == 0, host.stderr()
    _agree(tmp_path, kept, [tmp_path / "b.json"])
    assert [line for line in seats.lines if line.startswith("Bot 1: total")]
    status, _, said = par_in_process(tmp_path / "par", str(kept))  # minutes at such a table
    assert status == 2 and "7 players: par reviews a game of at most 6" in said
    assert len(_history_game(tmp_path / "host").players) == 7
    game = _history_game(tmp_path / "bots")  # one entry: the game as the first seat played it
    assert [kind for kind in game.kinds if kind != "table"] == ["greedy"]
    assert game.kinds[game.players.index("Bot 1")] == "greedy"


def test_two_joins_of_one_data_folder_at_one_table_both_count_in_its_history(
    tmp_path: Path,
) -> None:
    """Two people of one computer account (two ``join`` of one data folder) at one
    table: the game is once in their History, with both their seats as played, and
    ``stats`` counts one game and both their totals."""
    kept = tmp_path / "host.json"
    host = Host(tmp_path / "host", "--players", "3", "--seed", "TWOHERE", "--record", str(kept))
    homes = {"Ann": "both", "Bo": "both", "Cy": "Cy"}
    _play_to_the_end(host, lambda: [join(tmp_path / homes[n], host, n) for n in homes])
    hosts = record(kept)
    here = sorted(hosts["players"].index(name) for name in ("Ann", "Bo"))
    game = _history_game(tmp_path / "both")  # one entry: both seats in it
    assert game.kinds == tuple("greedy" if p in here else "table" for p in range(3))
    assert game.counted == tuple(here) and game.finished
    stats = json.loads(run_main("stats", "--json", home=tmp_path / "both").stdout)
    (on_map,) = stats["maps"].values()
    assert on_map["games"] == 1 and on_map["totals"] == 2  # one game, two seats counted
    assert on_map["best"] == max(game.totals[p] for p in here)


def test_a_wrong_room_code_is_refused_in_one_line_and_repeats_are_slowed(
    tmp_path: Path,
) -> None:
    host = Host(tmp_path / "host", "--players", "2")
    try:
        wrong = join(tmp_path / "x", host, "Eve", room="WRONG1")
        assert wrong.finish() == 2
        err = wrong.stderr().strip()
        assert err.count("\n") == 0 and "wrong room code" in err, err
        # by hand, from the same address: each wrong code waits longer for its answer
        waits = []
        for _ in range(3):
            raw = Raw(host.port)
            start = time.monotonic()
            answer = raw.hello("WRONG1", "Eve")
            waits.append(time.monotonic() - start)
            assert answer["type"] == "error" and answer["code"] == "wrong-room"
            assert raw.closed()
            raw.close()
        assert waits[-1] >= 0.9, waits  # the fourth wrong code waits a second
        # the right code still gets a seat
        raw = Raw(host.port)
        assert raw.hello(host.room.lower(), "Ann")["type"] == "welcome"
        raw.close()
    finally:
        host.stop()


def test_a_seat_killed_mid_game_comes_back_and_finishes(tmp_path: Path) -> None:
    kept = tmp_path / "host.json"
    host = Host(tmp_path / "host", "--players", "2", "--record", str(kept))
    try:
        ann = join(tmp_path / "ann", host, "Ann", "--think", "0.05")
        bo_args = ("--think", "0.05", "--record", str(tmp_path / "bo.json"))
        bo = join(tmp_path / "bo", host, "Bo", *bo_args)
        bo.wait_for_line("turn 3 resolved")
        bo.kill()  # mid-turn: its bot was thinking about turn 4
        host.wait_for_line("...disconnected: Bo")
        again = join(tmp_path / "bo", host, "Bo", *bo_args)  # the same data folder
        assert again.finish() == 0, again.stderr()
        assert ann.finish() == 0, ann.stderr()
        assert host.finish() == 0, host.stderr()
    finally:
        host.stop()
    host.wait_for_line("...joined again: Bo")
    _agree(tmp_path, kept, [tmp_path / "bo.json"])


def test_a_host_killed_mid_game_starts_again_and_the_seats_come_back(tmp_path: Path) -> None:
    kept = tmp_path / "host.json"
    home = tmp_path / "host"
    first = Host(home, "--players", "2", "--room", "KILLME", "--seed", "NET2")
    seats: list[App] = []
    try:
        for name in ("Ann", "Bo"):
            seat_record = str(tmp_path / f"{name}.json")
            seats.append(
                join(tmp_path / name, first, name, "--think", "0.05", "--record", seat_record)
            )
        first.wait_for_line("turn 4 resolved")
        first.kill()
        # started again with the room alone: the same table, on the same address
        second = App(home, "host", "--room", "killme", "--record", str(kept))
        assert second.wait_for_line("room ") == f"room KILLME at 127.0.0.1:{first.port}"
        second.wait_for_line("playing with 2 seats from turn")
        for seat in seats:
            assert seat.finish() == 0, seat.stderr()
        assert second.finish() == 0, second.stderr()
    finally:
        first.stop()
        for seat in seats:
            seat.stop()
    hosts = record(kept)
    assert hosts["seed"] == "NET2" and hosts["turns"][0]["card"]  # the game from turn 1
    _agree(tmp_path, kept, [tmp_path / "Ann.json", tmp_path / "Bo.json"])
    assert any(line.endswith("joining again") for line in seats[0].lines)


def test_a_choice_the_host_acknowledged_is_kept_when_the_host_is_killed_at_once(
    tmp_path: Path,
) -> None:
    """Seven seats (an autosave of more players than a table at one screen holds): one
    chooses, hears accepted, and the host is killed that instant; started again, the
    host still has the choice, and the seat is told so when it comes back."""
    home = tmp_path / "host"
    host = Host(home, "--players", "7", "--room", "KEEPME")
    seats = [Raw(host.port) for _ in range(7)]
    tokens = [seat.hello(host.room, f"P{i}")["token"] for i, seat in enumerate(seats)]
    card = seats[0].until("card")
    choice = "G" if card["card"] != "free" else "G1"
    seats[0].send({"type": "choose", "turn": card["turn"], "choice": choice})
    tokyo = Board.load("tokyo")  # the host's map when none is given
    choice = Choice.parse(choice, tokyo).text(tokyo)  # a shared station: G1 is F11
    assert seats[0].until("accepted")["choice"] == choice
    host.kill()
    for seat in seats:
        seat.close()
    again = App(home, "host", "--room", "KEEPME")
    assert again.wait_for_line("room ") == f"room KEEPME at 127.0.0.1:{host.port}"
    back = Raw(host.port)
    welcome = back.hello("KEEPME", "P0", token=tokens[0])
    assert welcome["mine"] == choice and 0 in welcome["card"]["chosen"]
    assert welcome["card"]["turn"] == card["turn"] and welcome["players"][0] == "P0"
    back.close()


def test_a_host_and_a_seat_on_full_disks_say_they_cannot_keep_the_table(tmp_path: Path) -> None:
    with full_disk(tmp_path / "host" / "data") as data, full_disk(tmp_path / "seat" / "data"):
        host = Host(tmp_path / "host", "--players", "1", "--seed", "FULL")
        try:
            seat = join(tmp_path / "seat", host, "Ann")
            assert seat.finish() == 0, seat.stderr()
            assert host.finish() == 2
        finally:
            host.stop()
        assert seat.stderr().splitlines() == [  # once, not every turn
            "metrox-desktop: Ann: the game cannot be kept in the data folder"
            " (No space left on device)"
        ]
        said = host.stderr().splitlines()
        assert said == [  # once, not every turn; then at the end
            "metrox-desktop: the table cannot be saved (No space left on device):"
            " stopped now, it could not start again",
            "metrox-desktop: the game could not go into the history (No space left on device)",
        ]
        assert "the game is over" in host.lines
        assert [p.name for p in data.iterdir() if p.is_file()] == ["filler"]


def test_a_hosts_game_the_history_cannot_take_stays_in_the_tables_autosave(
    tmp_path: Path,
) -> None:
    (tmp_path / "host" / "data").mkdir(parents=True)
    (tmp_path / "host" / "data" / "history").write_text("a file where the folder goes")
    host = Host(tmp_path / "host", "--players", "1", "--seed", "KEPT")
    try:
        seat = join(tmp_path / "seat", host, "Ann", "--record", str(tmp_path / "seat.json"))
        assert seat.finish() == 0, seat.stderr()
        assert host.finish() == 2
    finally:
        host.stop()
    (autosave,) = (tmp_path / "host" / "data" / "tables").glob("host-*.json")
    assert host.stderr().splitlines() == [
        "metrox-desktop: the game could not go into the history (it is a file, not a folder)",
        f"metrox-desktop: the game as last saved stays in {shown(str(autosave))}",
    ]
    kept = json.loads(autosave.read_text("utf-8"))["record"]  # the whole game, not deleted
    assert kept["seed"] == "KEPT" and kept["turns"] == record(tmp_path / "seat.json")["turns"]


def test_a_record_a_full_disk_cannot_take_at_the_end_is_said_and_the_game_kept(
    tmp_path: Path,
) -> None:
    """--record's folder is there at the start but full at the game's end: the host and
    the seat name the file and why, the game is in their histories, the status is 2."""
    with full_disk(tmp_path / "full") as full:
        host = Host(
            tmp_path / "host", "--players", "1", "--seed", "FULL", "--record", str(full / "h.json")
        )
        try:
            seat = join(tmp_path / "seat", host, "Ann", "--record", str(full / "s.json"))
            assert seat.finish() == 2
            assert host.finish() == 2
        finally:
            host.stop()
        assert [p.name for p in full.iterdir()] == ["filler"]
    assert host.stderr().splitlines() == [
        f"metrox-desktop: --record {shown(str(full / 'h.json'))}: not written"
        " (No space left on device)",
        "metrox-desktop: the game is in the history",
    ]
    assert seat.stderr().splitlines() == [
        f"metrox-desktop: --record {shown(str(full / 's.json'))}: not written"
        " (No space left on device)",
    ]
    assert seat.lines[-1].startswith("Ann: total ")
    for home in ("host", "seat"):
        (kept,) = (tmp_path / home / "data" / "history").glob("*.json")
        assert record(kept)["seed"] == "FULL"
    assert not list((tmp_path / "host" / "data" / "tables").glob("host-*.json"))


def test_a_host_in_a_data_folder_of_another_account_names_the_folder() -> None:
    """The data folder is another account's (root's, read-only to this one): one line
    naming the folder, exit status 2, nothing made there; it blamed --room, never given."""
    with open_home() as home:
        (home / "data").mkdir()
        tables_folder = home / "data" / "tables"
        done = subprocess.run(
            [*as_nobody_command(), sys.executable, "-m", "metrox_desktop", "host"]
            + ["--listen", "127.0.0.1:0", "--seats", "1"],
            capture_output=True,
            text=True,
            timeout=60,
            env=nobodys_env(home),
            cwd=Path(__file__).parents[2],
        )
        assert done.returncode == 2
        assert done.stderr.splitlines() == [
            f"metrox-desktop: the table cannot be kept in {shown(str(tables_folder))}:"
            " Permission denied"
        ]
        assert list((home / "data").iterdir()) == []


def test_a_host_whose_seat_waits_for_it_to_close_after_the_game_ends_quietly(
    tmp_path: Path,
) -> None:
    """A seat written from the protocol reads on until the host closes its connection
    after ``over``, as docs/protocol.md says the host does: the host then stops with
    nothing on standard error (it printed a traceback for each such seat)."""
    kept = tmp_path / "host.json"
    host = Host(tmp_path / "host", "--players", "1", "--seed", "HUSH5", "--record", str(kept))
    seat = Raw(host.port)
    assert seat.hello(host.room, "Ann")["type"] == "welcome"
    while (message := seat.next())["type"] != "over":
        if message["type"] == "card" and message["legal"]:
            seat.send({"type": "choose", "turn": message["turn"], "choice": message["legal"][0]})
    assert seat.closed()
    seat.close()
    assert host.finish() == 0
    assert host.stderr() == ""
    # the seat goes as the game ends (after the final ranking): no connection was lost
    over = host.lines.index("the game is over")
    assert host.lines[-1] == "seat 0 left: Ann"
    assert not any("disconnected" in line for line in host.lines[over:])
    assert record(kept)["seed"] == "HUSH5"


def test_a_host_started_again_with_other_seats_or_map_says_the_table_starts_as_saved(
    tmp_path: Path,
) -> None:
    """``host --room CODE`` of a table saved before its end opens that table: given
    options that say otherwise (more seats, another map or deal), it says so in one line
    and opens nothing, rather than a table of other seats than the player asked for."""
    home = tmp_path / "host"
    first = Host(home, "--players", "2", "--room", "FRIDAY", "--map", "osaka")
    ann = Raw(first.port)
    assert ann.hello("FRIDAY", "Ann")["type"] == "welcome"  # a friend has a seat
    first.kill()
    ann.close()
    saved = (home / "data" / "tables" / "host-FRIDAY.json").read_bytes()
    for option in (("--players", "4"), ("--map", "tokyo"), ("--seed", "OTHER5")):
        other = App(home, "host", "--room", "FRIDAY", *option)
        assert other.finish() == 2
        error = other.stderr()
        assert error.count("\n") == 1 and error.startswith(f"metrox-desktop: {option[0]}: ")
        assert "osaka, 2 seats" in error and "OTHER5" not in other.lines
        assert (home / "data" / "tables" / "host-FRIDAY.json").read_bytes() == saved
    # as it was saved (the options it was given, as they were): it says which table
    again = Host(home, "--room", "friday", "--players", "2", "--map", "osaka", listen=first.address)
    again.wait_for_line("the table saved before its end, again: osaka, 2 seats, 0 turns played")
    seat = Raw(again.port)
    assert seat.hello("FRIDAY", "Bo")["players"] == ["Ann", "Bo"]
    seat.close()


def test_the_same_room_code_and_names_play_a_second_table_after_the_first_ended(
    tmp_path: Path,
) -> None:
    """Friends who meet again under the same room code and names (host --room FRIDAY
    every week) take seats at the new table: each seat sent the token of its seat at
    the table that had ended, and the new table refused them all (unknown-token)."""
    for week, seed in enumerate(("WEEK2", "WEEK3"), 1):
        host = Host(tmp_path / "host", "--players", "2", "--room", "FRIDAY", "--seed", seed)
        seats = [join(tmp_path / name, host, name) for name in ("Ann", "Bo")]
        for seat in seats:
            assert seat.finish() == 0, (week, seat.stderr())
        assert host.finish() == 0, host.stderr()
    # each one's history has both games
    assert len(list((tmp_path / "Ann" / "data" / "history").glob("*.json"))) == 2


def test_a_table_of_one_seat_says_one_seat_and_a_full_table_says_so_in_plain_words(
    tmp_path: Path,
) -> None:
    host = Host(tmp_path / "host", "--players", "1", "--seed", "ONE1")
    ann = Raw(host.port)
    assert ann.hello(host.room, "Ann")["type"] == "welcome"
    host.wait_for_line("playing with 1 seat from turn 1")  # it said "1 seats"
    late = Raw(host.port)
    refused = late.hello(host.room, "Bo")
    assert refused["code"] == "table-full"
    assert refused["message"] == "every seat is taken (1 of 1)"  # it said "all 1 seats"
    for peer in (ann, late):
        peer.close()


def test_a_name_already_seated_in_other_capitals_is_refused_before_the_game(
    tmp_path: Path,
) -> None:
    """ "ann" joining where Ann sits is Ann again, as a game record reads names: seated,
    the table played a whole game whose record no one could keep (the history, replay
    and share refused it, and join ended in a traceback)."""
    host = Host(tmp_path / "host", "--players", "3", "--seed", "CASE1")
    ann = Raw(host.port)
    assert ann.hello(host.room, "Ann")["type"] == "welcome"
    for name in ("ann", "ANN"):
        again = Raw(host.port)
        refused = again.hello(host.room, name)
        assert refused["code"] == "name-taken"
        assert refused["message"] == "a seat is already called Ann"
        again.close()
    ann.close()
