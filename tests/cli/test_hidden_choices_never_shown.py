"""A save made while a person's choice is still hidden (the others at the screen still
to write) keeps that choice in its turn under way, in plain text as every record does;
whatever shows a game from a file shows the turns played, never that choice: `replay`,
`share`, `compare` and `par` print the same as for the save without it, and `view`
draws the same sheets. On a save the app wrote; the commands that print by the command
line's own main in this process (what they print is checked here, not their process;
par by small searches: how well it plays is not the point), `view` in a real one."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.table import SeatKind, Table
from metrox_desktop.persistence.saves import SavedGame, write_save
from tests.cli.running import par_in_process, run_app, run_main


@pytest.fixture(scope="module")
def saves(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """Ann's choice made and hidden, Bo to write; and the same save without it."""
    folder = tmp_path_factory.mktemp("saves")
    tokyo = Board.load("tokyo")
    table = Table.new(tokyo, ["Ann", "Bo"], load_deck(), "HIDE5", [SeatKind.PERSON] * 2)
    for _ in range(3):
        table.flip()
        for seat in (0, 1):
            table.choose(seat, table.legal_choices(seat)[0])
    table.flip()
    table.choose(0, table.legal_choices(0)[-1])
    assert not table.choice_shown(0)
    hidden = folder / "hidden.json"
    write_save(SavedGame(table.match, datetime(2026, 11, 29, 6, 0)), hidden)
    data = json.loads(hidden.read_text("utf-8"))
    assert data["open_turn"]["choices"][0] is not None  # in the file, in plain text
    del data["open_turn"], data["checksum"]
    played = folder / "played.json"
    played.write_text(json.dumps(data), "utf-8")
    return hidden, played


@pytest.mark.parametrize("command", [["replay"], ["share"], ["compare"]])
def test_what_prints_a_game_prints_the_turns_played_only(
    saves: tuple[Path, Path], tmp_path: Path, command: list[str]
) -> None:
    hidden, played = saves
    said = [run_main(*command, str(path), home=tmp_path) for path in (hidden, played)]
    assert [result.returncode for result in said] == [0, 0], said[0].stderr
    assert said[0].stdout.replace("hidden.json", "played.json") == said[1].stdout


def test_par_reviews_the_turns_played_only(saves: tuple[Path, Path], tmp_path: Path) -> None:
    # Each save in a data folder of its own: nothing of one review is read from the other's.
    said = [par_in_process(tmp_path / save.stem, "--json", str(save)) for save in saves]
    assert [status for status, _, _ in said] == [0, 0], said[0][2]
    assert said[0][1].replace("hidden.json", "played.json") == said[1][1]


def test_view_draws_the_sheets_as_played(saves: tuple[Path, Path], tmp_path: Path) -> None:
    # Ann's sheet, where her hidden choice would be drawn; the picture also lists the
    # turn's choices of every seat and counts the turns played.
    pictures = []
    for save in saves:
        picture = tmp_path / f"{save.stem}.png"
        result = run_app(
            "view", str(save), "--player", "Ann", "--screenshot", str(picture), home=tmp_path
        )
        assert result.returncode == 0, result.stderr
        pictures.append(picture.read_bytes())
    assert pictures[0] == pictures[1]
