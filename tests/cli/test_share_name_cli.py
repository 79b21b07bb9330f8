"""`metrox-desktop share` sends a game of one person out under the player's name: the
one given with --name, else the one kept in Preferences, else the game's own; a table
of several people keeps each person's name."""

from __future__ import annotations

from pathlib import Path

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import GameRecord, record_json
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.sharing.result_code import decode
from tests.cli.running import run_app, run_main
from tests.sharing.games import bot_record

TOKYO = Board.load("tokyo")


def write(folder: Path, record: GameRecord) -> str:
    path = folder / "game.json"
    path.write_text(record_json(record), encoding="utf-8")
    return str(path)


def shared_name(path: str, home: Path, *args: str) -> list[str]:
    done = run_main("share", "--code", path, *args, home=home)
    assert done.returncode == 0, done.stderr
    return decode(done.stdout.strip()).players


def test_a_game_alone_goes_out_under_the_player_s_name(tmp_path: Path, user_home: Path) -> None:
    path = write(tmp_path, bot_record(TOKYO, "NAMED", ["You"], ["greedy"]))
    assert shared_name(path, user_home) == ["You"]  # no name kept yet: the game's own
    settings = Settings.load()
    settings.player_name = "Yuki"  # as Preferences or the first Copy result keep it
    settings.save()
    assert shared_name(path, user_home) == ["Yuki"]
    assert shared_name(path, user_home, "--name", " Bo ") == ["Bo"]
    refused = run_app("share", path, "--name", "Bo, Ann", home=user_home)
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1
    assert refused.stderr.startswith("metrox-desktop: --name: the name")


def test_a_table_of_people_keeps_each_name(tmp_path: Path, user_home: Path) -> None:
    record = bot_record(TOKYO, "TABLE", ["Ann", "Bo"], ["greedy", "random"])
    path = write(tmp_path, record)
    settings = Settings.load()
    settings.player_name = "Yuki"
    settings.save()
    assert shared_name(path, user_home, "--player", "Bo") == ["Bo"]
    refused = run_main("share", path, "--name", "Cy", home=user_home)
    assert refused.returncode == 2 and "--player" in refused.stderr
