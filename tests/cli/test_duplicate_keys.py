"""A key given twice in one JSON object, in every kind of file the app reads (a record,
a save, a map, the settings, the flipper's save): refused in one line, or the settings
set aside, never read as whichever of the two values JSON happens to keep."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.persistence import saves
from metrox_desktop.persistence.flipper import (
    FlipperSave,
    FlipperSaveError,
    read_flipper,
    write_flipper,
)
from metrox_desktop.persistence.settings import Settings, set_aside_if_damaged, settings_path
from tests.cli.running import run_app, run_main
from tests.persistence.hostile import ROOT


def twice(text: str, key: str, value: object) -> str:
    """``text`` (a JSON object) with ``key`` given again at its start, as ``value``."""
    return "{" + json.dumps(key) + ": " + json.dumps(value) + ", " + text.lstrip()[1:]


def a_save(path: Path) -> None:
    match = Match.new(Board.load("tokyo"), ["Ann"], load_deck(), "55G4R").flip()
    match = match.choose(0, match.legal_choices(0)[0]).resolve()
    saves.write_save(saves.SavedGame(match, datetime(2026, 11, 26, 9)), path)


def test_a_record_with_a_key_twice_is_one_line_for_replay_and_compare(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    a_save(path)
    path.write_text(twice(path.read_text(encoding="utf-8"), "players", ["Mallory"]), "utf-8")
    for run, command in ((run_app, "replay"), (run_main, "compare")):
        result = run(command, str(path), home=tmp_path)
        assert result.returncode == 2 and result.stdout == ""
        assert result.stderr.count("\n") == 1, result.stderr
        assert str(path) in result.stderr and "the key 'players' appears twice" in result.stderr


def test_a_save_with_a_key_twice_is_damaged_not_opened(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    a_save(path)
    path.write_text(twice(path.read_text(encoding="utf-8"), "seed", "OTHER"), "utf-8")
    with pytest.raises(saves.SaveError) as error:
        saves.read_save(path)
    assert error.value.damaged and "the key 'seed' appears twice" in str(error.value)


def test_a_map_file_with_a_key_twice_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "mine.json"
    text = (ROOT / "resources" / "maps" / "osaka.json").read_text(encoding="utf-8")
    path.write_text(twice(text, "id", "kyoto"), encoding="utf-8")
    result = run_main("simulate", "--map", str(path), "--games", "1", home=tmp_path)
    assert result.returncode == 2 and result.stderr.count("\n") == 1
    assert "key 'id' appears twice" in result.stderr


def test_settings_with_a_key_twice_are_set_aside(tmp_path: Path) -> None:
    Settings(theme="dark").save()
    path = settings_path()
    text = twice(path.read_text(encoding="utf-8"), "theme", "light")
    path.write_text(text, encoding="utf-8")
    assert Settings.load() == Settings()  # neither of the two
    aside = set_aside_if_damaged()
    assert aside is not None and aside.kept.read_text(encoding="utf-8") == text


def test_a_flipper_save_with_a_key_twice_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "flipper.json"
    write_flipper(FlipperSave("okazu-20", "55G4R", "tokyo", ("3",)), path)
    path.write_text(twice(path.read_text(encoding="utf-8"), "seed", "OTHER"), "utf-8")
    with pytest.raises(FlipperSaveError) as error:
        read_flipper(path)
    assert "\n" not in str(error.value) and str(path) in str(error.value)
