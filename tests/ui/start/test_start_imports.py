"""Imports follow need: the game window starts without the AI, shapely, pydantic or the
command modules it does not run (a fresh process, as a player starts it: its new game
autosaved too), and loads the AI once a bot plays; a command line tool imports its own
command alone, and no Qt."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.persistence import saves

# Run in a fresh interpreter: the command line as given, then the loaded modules.
PROBE = """
import json, os, sys
if os.environ.get("PROBE_ONE_ROUND"):  # a player's window: its event loop runs one round
    from PySide6.QtWidgets import QApplication
    QApplication.exec = lambda *_: QApplication.processEvents() or 0
from metrox_desktop.cli import main
status = main(sys.argv[1:])
names = ("metrox_desktop", "shapely", "PySide6", "pydantic")
loaded = sorted(m for m in sys.modules if m.split(".")[0] in names)
print(json.dumps({"status": status, "modules": loaded}))
"""


def started(home: Path, *args: str, one_round: bool = False) -> list[str]:
    """The modules a fresh ``metrox-desktop ARGS`` had loaded when it finished (with
    ``one_round``, once the window's event loop had run one round)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", METROX_DESKTOP_HOME=str(home))
    if one_round:
        env["PROBE_ONE_ROUND"] = "1"
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    probe = json.loads(done.stdout.splitlines()[-1])
    assert probe["status"] == 0
    return list(probe["modules"])


def test_the_window_starts_without_the_ai_shapely_pydantic_or_other_commands(
    tmp_path: Path,
) -> None:
    picture = tmp_path / "window.png"
    loaded = started(tmp_path / "home", "--screenshot", str(picture))
    assert picture.stat().st_size > 0  # the window was drawn
    assert "metrox_desktop.ui.window.main_window" in loaded
    assert [m for m in loaded if m.startswith("metrox_desktop.engine.ai")] == []
    assert [m for m in loaded if m.startswith("shapely")] == []
    # The built-in map and deck are read plainly against their formats, without pydantic.
    assert [m for m in loaded if m.startswith("pydantic")] == []
    commands = [m for m in loaded if m.startswith("metrox_desktop.commands.")]
    assert commands == ["metrox_desktop.commands.options", "metrox_desktop.commands.play"]


def test_a_players_window_opens_without_the_ai_or_shapely(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text('{"learned": true}', encoding="utf-8")
    loaded = started(home, one_round=True)
    assert (home / "data" / "autosave.json").is_file()  # the new game is kept from its start
    assert "metrox_desktop.ui.window.main_window" in loaded
    assert [m for m in loaded if m.startswith("metrox_desktop.engine.ai")] == []
    assert [m for m in loaded if m.startswith("shapely")] == []
    # Its autosave is written with the standard library.
    assert [m for m in loaded if m.startswith("pydantic")] == []
    # Parts not drawn at the first paint load when first used: the Hint's panel, the
    # dark themes' style (a light start keeps the app's own).
    assert "metrox_desktop.ui.window.hint_panel" not in loaded
    assert "metrox_desktop.ui.themes.tick_boxes" not in loaded


def test_a_player_going_on_with_an_autosaved_game_starts_without_pydantic(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    (home / "data").mkdir(parents=True)
    match = Match.new(Board.load("osaka"), ["Ann", "Bo"], load_deck(), "GOON")
    for _ in range(3):
        match = match.flip()
        for player in (0, 1):
            if player not in match.chosen:  # else the player passed at the flip
                match = match.choose(player, match.legal_choices(player)[0])
        match = match.resolve()
    autosave = home / "data" / "autosave.json"
    saves.write_save(saves.SavedGame(match, datetime(2026, 11, 26, 5, 0)), autosave)
    kept = autosave.read_bytes()
    loaded = started(home, one_round=True)
    # The autosave was read, checked in full and replayed: the game goes on after turn 3.
    assert autosave.read_bytes() == kept and (home / "data" / "autosave.json.bak").is_file()
    assert [m for m in loaded if m.startswith("pydantic")] == []


def test_a_bot_at_the_table_loads_the_ai_when_it_plays(tmp_path: Path) -> None:
    picture = tmp_path / "table.png"
    seats = ("--players", "You,Bot:greedy", "--play-turns", "1")
    loaded = started(tmp_path / "home", "--screenshot", str(picture), *seats)
    assert picture.stat().st_size > 0
    assert "metrox_desktop.engine.ai.strategies" in loaded
    assert "metrox_desktop.commands.simulate" not in loaded


def test_a_command_line_tool_imports_its_command_alone_and_no_qt(tmp_path: Path) -> None:
    loaded = started(tmp_path / "home", "simulate", "--games", "2", "--json")
    commands = [m for m in loaded if m.startswith("metrox_desktop.commands.")]
    assert commands == ["metrox_desktop.commands.options", "metrox_desktop.commands.simulate"]
    assert [m for m in loaded if m.startswith(("PySide6", "metrox_desktop.ui"))] == []
