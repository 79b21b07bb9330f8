"""A record edited to other cards than its deal gives, given to the real `replay` and
`compare`: one line naming the file and the turn, exit status 2, never the result of a
game the deal it names never dealt (replay in a fresh process, the others by the command
line's own main in this process)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import GameRecord, record_json
from metrox_desktop.sharing.result_code import encode
from tests.cli.running import run_app, run_main
from tests.sharing.games import bot_record

TOKYO = Board.load("tokyo")


def edited(record: GameRecord, card: str) -> GameRecord:
    """The record with its first card changed to ``card`` (a card the rules still take)."""
    turns = list(record.turns)
    turns[0] = replace(turns[0], card=card)
    return replace(record, turns=turns)


def test_replay_and_compare_refuse_a_record_whose_cards_its_deal_never_gives(
    tmp_path: Path,
) -> None:
    game = bot_record(TOKYO, "55G4R", ["Ann"], ["greedy"])
    dealt = game.turns[0].card
    path = tmp_path / "edited.json"
    path.write_text(record_json(edited(game, "5" if dealt != "5" else "4")), encoding="utf-8")
    where = f"turn 1: the deal gives {dealt}, the record says"
    result = run_app("replay", str(path), home=tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and str(path) in result.stderr
    assert where in result.stderr
    theirs = encode(bot_record(TOKYO, "55G4R", ["Bo"], ["random"]))
    for games in ((str(path),), (theirs, str(path))):
        result = run_main("compare", *games, home=tmp_path)
        assert result.returncode == 2 and result.stdout == ""
        assert result.stderr.startswith(f"metrox-desktop: {path}: {where}")
        assert result.stderr.count("\n") == 1
    intact = tmp_path / "intact.json"
    intact.write_text(record_json(game), encoding="utf-8")
    assert run_main("replay", str(intact), home=tmp_path).returncode == 0
    assert run_main("compare", str(intact), theirs, home=tmp_path).returncode == 0
