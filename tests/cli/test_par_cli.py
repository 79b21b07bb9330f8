"""`metrox-desktop par`: the par of a deal, a record's review, and one-line mistakes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from metrox_desktop.cli import main
from metrox_desktop.engine.ai import PlayerView, strategy_named
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.records import record_json


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(["par", *args])
    out, err = capsys.readouterr()
    return status, out, err


def greedy_record(path: Path, turns: int) -> Path:
    """The first ``turns`` turns of a greedy solo game on Osaka, with its deal."""
    import random

    board = Board.load("osaka")
    match = Match.new(board, ["Ann"], load_deck(), "par-cli")
    for _ in range(turns):
        match = match.flip()
        assert match.card is not None
        view = PlayerView(match.game, 0, match.card, match.deck)
        match = match.play(strategy_named("greedy").choose(view, random.Random(0)))
    path.write_text(record_json(match.record()), encoding="utf-8")
    return path


def test_par_of_a_record_gives_par_the_strong_bot_the_player_and_costly_turns(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    record = greedy_record(tmp_path / "game.json", turns=6)
    status, out, err = run(capsys, str(record), "--json")
    assert status == 0 and err == ""
    result = json.loads(out)
    assert result["map"] == "osaka" and result["seed"] == "par-cli"
    assert result["par"] >= result["strong"] > result["players"][0]["score"]
    [ann] = result["players"]
    assert ann["name"] == "Ann" and len(ann["costly_turns"]) <= 3
    for turn in ann["costly_turns"]:
        assert 1 <= turn["turn"] <= 6 and turn["cost"] > 0 and turn["chosen"] != turn["best"]
    # The par line is a complete record with its deal: replay scores it at par.
    line = tmp_path / "par.json"
    line.write_text(json.dumps(result["record"]), encoding="utf-8")
    assert main(["replay", "--json", str(line)]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["finished"] and replayed["players"][0]["total"] == result["par"]
    assert result["record"]["seed"] == "par-cli" and result["record"]["deck"] == "okazu-20"
    # The same review as text, one line for the deal and one for the player.
    status, out, _ = run(capsys, str(record))
    assert status == 0
    assert out.startswith(
        f"osaka, deal par-cli: par {result['par']}, strong bot {result['strong']}"
    )
    assert f"  Ann: {ann['score']}" in out


def test_par_of_a_deal_on_its_own(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "--map", "tokyo", "--seed", "8HQ2", "--json")
    assert status == 0 and err == ""
    result = json.loads(out)
    assert result["par"] >= result["strong"] >= 25
    assert "players" not in result and len(result["record"]["turns"]) >= 23


@pytest.mark.parametrize(
    "args,message",
    [
        ((), "give either a RECORD or both --map and --seed"),
        (("--map", "tokyo"), "give either a RECORD or both --map and --seed"),
        (("--map", "nowhere", "--seed", "1"), "nowhere"),
        (("--map", "tokyo", "--seed", ""), "the deal code is empty"),
        (("--map", "tokyo", "--seed", "x" * 5000), "longer than 40 characters"),
        (("--map", "tokyo", "--seed", "AB\x1b[31mC"), "cannot be shown"),
    ],
)
def test_a_mistake_on_the_line_is_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], message: str
) -> None:
    status, out, err = run(capsys, *args)
    assert status == 2 and out == ""
    assert message in err and err.count("\n") == 1


@pytest.mark.parametrize(
    "record,message",
    [
        ("not json", "not valid JSON"),
        ({"format": "metrox-game/1", "map": "tokyo", "players": ["A"], "turns": []}, "no seed"),
        (
            {
                "format": "metrox-game/1",
                "map": "tokyo",
                "players": ["A"],
                "turns": [{"card": "free", "choices": ["G1"]}],
                "deck": "okazu-20",
                "seed": "8HQ2",
            },
            "turn 1: the deal gives",
        ),
        (
            {
                "format": "metrox-game/1",
                "map": "tokyo",
                "players": ["A"],
                "turns": [],
                "deck": "no-such-deck",
                "seed": "1",
            },
            "no deck called",
        ),
    ],
)
def test_a_bad_or_seedless_record_is_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, record: object, message: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(record if isinstance(record, str) else json.dumps(record), encoding="utf-8")
    status, out, err = run(capsys, str(path))
    assert status == 2 and out == ""
    assert message in err and err.count("\n") == 1
