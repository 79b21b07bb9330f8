"""Two players with one name ("Ann" and "ann"): the window would say "Ann, your choice"
and a ranking could not say which Ann won. Every way in refuses such a table with one
clear line: --players, replay, par, and a hand-edited save at start-up (set aside as a
damaged save is, its bytes kept, and a new game to play)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.cli.running import run_app, run_main, start_until
from tests.persistence.hostile import record

SAME_NAME = [["Ann", "Bo", "ann"], ["Ann", " Ann"], ["Bo", "Bo"]]


def one_line_error(result: subprocess.CompletedProcess[str], *said: str) -> None:
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr and result.stdout == ""
    [line] = result.stderr.splitlines()
    for words in said:
        assert words in line, line


@pytest.mark.parametrize("players", SAME_NAME, ids=["/".join(p) for p in SAME_NAME])
def test_replay_refuses_a_record_whose_players_share_a_name(
    tmp_path: Path, players: list[str]
) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record(players=players)), encoding="utf-8")
    run = run_app if players == SAME_NAME[0] else run_main  # one in a fresh process
    result = run("replay", str(path), home=tmp_path)
    one_line_error(result, str(path), f"two players are called {players[-1]!r}")


def test_par_refuses_a_record_whose_players_share_a_name(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record(players=["Ann", "ANN"])), encoding="utf-8")
    one_line_error(run_main("par", str(path), home=tmp_path), "two players are called 'ANN'")


def test_players_refuses_a_name_twice_and_opens_no_window(tmp_path: Path) -> None:
    shot = tmp_path / "table.png"
    result = run_app("--players", "Ann, Bot:greedy, ANN", "--screenshot", str(shot), home=tmp_path)
    one_line_error(result, "--players", "two seats are called 'ANN'")
    assert not shot.exists()


def test_a_save_with_a_name_twice_is_set_aside_at_start_and_kept(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "data").mkdir(parents=True)
    autosave = home / "data" / "autosave.json"
    autosave.write_text(json.dumps(record(players=["Ann", "Bo", "ann"])), encoding="utf-8")
    edited = autosave.read_bytes()

    aside = home / "data" / "autosave.json.damaged"
    still_running, err = start_until(aside.exists, home)  # a dialog says why and waits

    assert still_running, err
    assert "Traceback" not in err
    assert aside.read_bytes() == edited  # the player's file, kept as it was
    assert not autosave.exists() or b'"ann"' not in autosave.read_bytes()
