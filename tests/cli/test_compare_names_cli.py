"""Names at a table of friends and in `compare` are readable and never doubled, and a
game given twice (a friend's result and the table that seated it) is counted once, as
`compare` prints them (by the command line's own main in this process)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import PERSON, record_json
from metrox_desktop.seats import Seat
from metrox_desktop.sharing.friends import seat_friends
from metrox_desktop.sharing.merge import Game, merged
from metrox_desktop.sharing.result_code import encode
from tests.cli.running import run_main
from tests.sharing.games import bot_record

TOKYO = Board.load("tokyo")
SEED = "HXM7Q"


def table_with_a_friend(folder: Path) -> tuple[str, Path]:
    """A friend's result (played as "You" on their computer) and the table game of the
    person here ("You" too) that seated it, saved as the app saves a table."""
    friend = bot_record(TOKYO, SEED, ["You"], ["random"])
    code = encode(friend)
    table = seat_friends([code], (Seat("You"),))
    mine = bot_record(TOKYO, SEED, ["You"], ["greedy"])
    game = merged([Game("mine", mine), Game(code, friend)])
    game = replace(
        game,
        players=[seat.name for seat in table.seats],
        seats=[seat.strategy or PERSON for seat in table.seats],
    )
    path = folder / "table.json"
    path.write_text(record_json(game), encoding="utf-8")
    return code, path


def test_a_friend_who_was_you_sits_as_friend_not_you_2(tmp_path: Path) -> None:
    code = encode(bot_record(TOKYO, SEED, ["You"], ["random"]))
    table = seat_friends([code], (Seat("You"),))
    assert [seat.name for seat in table.seats] == ["You", "Friend"]


def test_compare_counts_a_friend_s_result_and_its_table_once(tmp_path: Path) -> None:
    code, table = table_with_a_friend(tmp_path)
    result = run_main("compare", "--json", code, str(table), home=tmp_path)
    assert result.returncode == 0, result.stderr
    names = [player["name"] for player in json.loads(result.stdout)["players"]]
    assert names == ["You", "Friend"]
    text = run_main("compare", str(table), code, home=tmp_path).stdout
    assert "(2)" not in text and text.splitlines()[0].endswith(": 1 game")


def table_of_two(folder: Path, name: str) -> tuple[Path, str, str]:
    """Ann and Bo's table game saved at ``folder / name``, and each one's result code."""
    table = bot_record(TOKYO, SEED, ["Ann", "Bo"], ["greedy", "random"])
    path = folder / name
    path.write_text(record_json(table), encoding="utf-8")
    return path, encode(table, 0, TOKYO), encode(table, 1, TOKYO)


def test_a_table_given_twice_lists_each_player_once(tmp_path: Path) -> None:
    """The table's record and its copy (each player of a table across computers keeps
    it): Ann and Bo, each once, and one game."""
    table, _, _ = table_of_two(tmp_path, "table.json")
    copy = tmp_path / "copy.json"
    copy.write_bytes(table.read_bytes())
    result = run_main("compare", str(table), str(copy), home=tmp_path)
    assert result.returncode == 0, result.stderr
    header, *players = result.stdout.splitlines()
    assert header.endswith(": 1 game")
    assert sorted(line.split(":")[0].split(". ")[1] for line in players) == ["Ann", "Bo"]
    names = [
        player["name"]
        for player in json.loads(
            run_main("compare", "--json", str(table), str(copy), home=tmp_path).stdout
        )["players"]
    ]
    assert names == ["Ann", "Bo"]


def test_each_player_is_named_with_the_game_they_sit_from(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ann's code given before a solo game and the table that holds her: Ann sits in the
    table, and each line names the game its player came from."""
    monkeypatch.chdir(tmp_path)  # the files named short, as a player in their folder does
    _, ann, _ = table_of_two(tmp_path, "table.json")
    solo = bot_record(TOKYO, SEED, ["Cy"], ["normal"])
    Path("cy.json").write_text(record_json(solo), encoding="utf-8")
    result = run_main("compare", ann, "cy.json", "table.json", home=tmp_path)
    assert result.returncode == 0, result.stderr
    header, *players = result.stdout.splitlines()
    assert header.endswith(": 2 games")
    came_from = {line.split(":")[0].split(". ")[1]: line.split()[-1] for line in players}
    assert came_from == {"Ann": "table.json", "Bo": "table.json", "Cy": "cy.json"}


def test_a_friend_given_twice_sits_once(tmp_path: Path) -> None:
    """Play against a result with a table pasted, Ann's code from it and the table again:
    Ann and Bo sit once each."""
    table, ann, _ = table_of_two(tmp_path, "table.json")
    seated = seat_friends([str(table), ann, str(table)], (Seat("You"),))
    assert [seat.name for seat in seated.seats] == ["You", "Ann", "Bo"]


def test_a_numbered_name_met_again_is_numbered_on_not_twice(tmp_path: Path) -> None:
    players = []
    for name in ("You", "You (2)"):
        record = bot_record(TOKYO, SEED, [name], ["random" if players else "greedy"])
        path = tmp_path / f"{len(players)}.json"
        path.write_text(record_json(record), encoding="utf-8")
        players.append(str(path))
    other = bot_record(TOKYO, SEED, ["You (2)"], ["normal"])  # another game: another person
    path = tmp_path / "other.json"
    path.write_text(record_json(other), encoding="utf-8")
    result = run_main("compare", "--json", *players, str(path), home=tmp_path)
    assert result.returncode == 0, result.stderr
    names = [player["name"] for player in json.loads(result.stdout)["players"]]
    assert names == ["You", "You (2)", "You (3)"]


def test_a_pasted_table_is_not_named_by_its_first_players_code(tmp_path: Path) -> None:
    """A table's record pasted whole: each of its players is named by the text pasted,
    never by Ann's result code (which holds Ann's game alone), Bo included."""
    table, ann, _ = table_of_two(tmp_path, "table.json")
    result = run_main("compare", table.read_text(encoding="utf-8"), home=tmp_path)
    assert result.returncode == 0, result.stderr
    _, *players = result.stdout.splitlines()
    assert len(players) == 2
    for line in players:
        assert ann[:10] not in line and line.endswith('{ "format": "metrox-game/1", "map": "...')
