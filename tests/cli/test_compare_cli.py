"""`metrox-desktop compare`: solo games of one deal are exactly the table game they make."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest

from metrox_desktop.cli import main
from metrox_desktop.deal import SEED_ALPHABET
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import GameRecord, record_json, replay, result_json
from metrox_desktop.sharing.result_code import decode, encode
from tests.cli.running import run_app, run_main
from tests.sharing.games import bot_record

STRATEGIES = ["random", "greedy", "random", "random"]


def solo_file(folder: Path, record: GameRecord) -> str:
    path = folder / f"{record.players[0]}.json"
    path.write_text(record_json(record), encoding="utf-8")
    return str(path)


def compare_json(capsys: pytest.CaptureFixture[str], *games: str) -> dict[str, object]:
    assert main(["compare", "--json", *games]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    result = json.loads(out)
    assert isinstance(result, dict)
    return result


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_solo_games_compare_as_the_table_game_they_were_played_at(
    map_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Bots play one deal at a table; each seat's game, taken alone as a record file or a
    result code, compares back into exactly that table's replay --json."""
    board, rng = Board.load(map_id), random.Random(map_id)
    seen: set[str] = set()
    for game in range(12):
        seed = "".join(rng.choice(SEED_ALPHABET) for _ in range(5))
        seats = rng.randint(2, 4)
        names = ["Ann", "Bo", "Cy", "Di"][:seats]
        table = bot_record(board, seed, names, STRATEGIES[:seats])
        solos = [decode(encode(table, p, board)) for p in range(seats)]
        # half the games given as files, half as codes; any mix is one table
        given = [
            solo_file(tmp_path, solo) if (game + p) % 2 else encode(solo)
            for p, solo in enumerate(solos)
        ]
        expected = result_json(replay(table, board))
        assert compare_json(capsys, *given) == expected
        for player in expected["players"]:
            seen.update(player["completed"].values())
        seen.update(_shared_and_crossed(table, board))
    # the deals exercised what a table decides between sheets
    assert {"first", "later", "shared crown", "crossed-out crown"} <= seen


def _shared_and_crossed(table: GameRecord, board: Board) -> set[str]:
    game = replay(table, board)
    found = set()
    for route in range(board.route_count):
        crowns = [p for p in range(len(game.players)) if game.sheets[p].awards[route] == "first"]
        if len(crowns) > 1:
            found.add("shared crown")
        if any(game.crown_crossed_out(p, route) for p in range(len(game.players))):
            found.add("crossed-out crown")
    return found


def test_the_text_ranks_the_table_by_the_rulebook(tmp_path: Path) -> None:
    board = Board.load("tokyo")
    table = bot_record(board, "55G4R", ["Ann", "Bo"], ["greedy", "random"])
    files = [solo_file(tmp_path, decode(encode(table, p, board))) for p in range(2)]
    result = run_main("compare", *files, home=tmp_path)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "tokyo, deal 55G4R: 2 games"
    totals = {p["name"]: p["total"] for p in result_json(replay(table, board))["players"]}
    best = max(totals, key=lambda n: totals[n])
    assert lines[1].startswith(f"  1. {best}: {totals[best]}  (")


def test_the_same_name_twice_sits_twice(capsys: pytest.CaptureFixture[str]) -> None:
    board = Board.load("osaka")
    table = bot_record(board, "K7Q2M", ["You", "Other"], ["greedy", "random"])
    mine = encode(table, 0, board)
    theirs = encode(replace(decode(encode(table, 1, board)), players=["you"]))
    result = compare_json(capsys, mine, theirs)
    assert [p["name"] for p in result["players"]] == ["You", "you (2)"]


def test_a_game_of_another_deal_is_named_in_one_line(tmp_path: Path) -> None:
    board = Board.load("tokyo")
    ann = solo_file(tmp_path, bot_record(board, "55G4R", ["Ann"], ["greedy"]))
    bo = solo_file(tmp_path, bot_record(board, "55G4S", ["Bo"], ["greedy"]))
    osaka = encode(bot_record(Board.load("osaka"), "55G4R", ["Cy"], ["greedy"]))
    result = run_app("compare", ann, bo, home=tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr == (f"metrox-desktop: {bo}: another deal (55G4S) than {ann} (55G4R)\n")
    result = run_main("compare", ann, osaka, home=tmp_path)
    assert result.returncode == 2
    assert result.stderr == f"metrox-desktop: {osaka}: another map (osaka) than {ann} (tokyo)\n"
    mistyped = osaka[:-1] + ("2" if osaka[-1] != "2" else "3")
    result = run_main("compare", ann, mistyped, home=tmp_path)
    assert result.returncode == 2
    assert result.stderr.startswith(f"metrox-desktop: {mistyped}: the result code is mistyped")
