"""Files the player arranged: a symlinked settings file or autosave stays a link (written
through, atomically at its target); a link to nothing is never written through (no file
is made where a planted link points); a link to a device or pipe is never written into;
an unreadable settings file is written readable; a Save game as killed half-way leaves
no temporary file behind once the file is saved again."""

from __future__ import annotations

import json
import os
import signal
import stat
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import pytest

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.persistence import recovery, saves
from metrox_desktop.persistence.atomic import (
    backup_path,
    leftover_temp_files,
    not_a_folder,
    write_text_atomic,
)
from metrox_desktop.persistence.settings import Settings, set_aside_if_damaged, settings_path


def linked(path: Path, target: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    target.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(target)
    return target


def test_a_symlinked_settings_file_stays_a_link_and_its_target_gets_the_settings(
    tmp_path: Path,
) -> None:
    target = linked(settings_path(), tmp_path / "Sync" / "metrox-settings.json")
    target.touch()  # the player links to a file of theirs (an empty one to start)
    for map_id in ("osaka", "tokyo", "osaka"):
        settings = Settings.load()
        settings.map_id = map_id
        settings.save()
    assert settings_path().is_symlink()
    assert json.loads(target.read_text(encoding="utf-8"))["map_id"] == "osaka"
    assert Settings.load().map_id == "osaka"
    # The previous version and any temporary file live beside the target, not the link.
    assert json.loads(backup_path(settings_path()).read_text(encoding="utf-8"))["map_id"] == (
        "tokyo"
    )
    assert backup_path(settings_path()).parent == target.parent
    assert sorted(p.name for p in settings_path().parent.iterdir()) == ["settings.json"]


def test_a_link_to_a_pipe_is_replaced_never_written_into(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    settings_path().parent.mkdir(parents=True)
    settings_path().symlink_to(pipe)
    settings = Settings.load()
    settings.map_id = "osaka"
    settings.save()  # would block for ever if it opened the pipe
    assert stat.S_ISFIFO(pipe.lstat().st_mode)
    assert not settings_path().is_symlink() and Settings.load().map_id == "osaka"


def planted_game() -> saves.SavedGame:
    match = Match.new(Board.load("osaka"), ["Ann"], load_deck(), seed="PLNT")
    return saves.SavedGame(match, datetime(2026, 11, 28, 23, 0, 0))


def save_settings() -> OSError | None:
    settings = Settings.load()
    settings.map_id = "osaka"
    return settings.save()


def autosave_game() -> OSError | None:
    try:
        saves.autosave(planted_game())
    except OSError as error:
        return error
    return None


PLAYERS_FILES: dict[str, tuple[Callable[[], Path], Callable[[], OSError | None]]] = {
    "settings.json": (settings_path, save_settings),
    "autosave.json": (saves.autosave_path, autosave_game),
}


@pytest.mark.parametrize("name", PLAYERS_FILES)
def test_a_link_to_nothing_planted_at_a_players_file_makes_no_file_where_it_points(
    tmp_path: Path, name: str
) -> None:
    where, save = PLAYERS_FILES[name]
    chosen = tmp_path / "elsewhere" / ".profile.d" / "run-me.sh"
    chosen.parent.mkdir(parents=True)
    linked(where(), chosen)
    problem = save()
    assert problem is not None and f"it is a link to {chosen}, which does not exist" in str(problem)
    assert not os.listdir(chosen.parent)  # nothing made where the link points
    assert where().is_symlink() and os.listdir(where().parent) == [name]  # left as it was
    chosen.touch()  # the player's own link, to a file that is there: written through
    assert save() is None and where().is_symlink() and chosen.stat().st_size > 0


def test_a_link_to_a_drive_not_mounted_says_so(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    path.symlink_to(tmp_path / "unmounted" / "share" / "autosave.json")
    with pytest.raises(FileNotFoundError) as raised:
        write_text_atomic(path, "{}")
    assert "does not exist" in str(raised.value) and "unmounted" in str(raised.value)
    assert path.is_symlink() and not (tmp_path / "unmounted").exists()  # nothing made there
    problem = not_a_folder(path)
    assert problem is not None and "a link to" in str(problem)


def test_an_unreadable_settings_file_is_written_readable() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"map_id": "osaka"}', encoding="utf-8")
    path.chmod(0)
    settings = Settings.load()
    settings.theme = "dark"
    settings.save()
    mode = stat.S_IMODE(path.stat().st_mode)
    assert mode & 0o600 == 0o600


def killed_while_writing(path: Path, size: int = 40_000_000) -> bool:
    """Save a long text to ``path`` in a child process and SIGKILL it as soon as its
    temporary file appears; whether the kill came before the write ended."""
    text = "x" * size
    child = os.fork()
    if child == 0:
        try:
            write_text_atomic(path, text)
        finally:
            os._exit(0)
    deadline = time.monotonic() + 30
    while not leftover_temp_files(path) and time.monotonic() < deadline:
        time.sleep(0.0005)
    os.kill(child, signal.SIGKILL)
    os.waitpid(child, 0)
    return bool(leftover_temp_files(path))


def test_a_killed_save_as_leaves_no_temporary_file_once_the_file_is_saved_again(
    tmp_path: Path,
) -> None:
    games = tmp_path / "My games"
    games.mkdir()
    path = games / "metrox-tokyo-ABCD.json"
    assert any(killed_while_writing(path) for _ in range(5)), "no kill came mid-write"
    write_text_atomic(path, '{"the game": "so far"}')
    assert sorted(p.name for p in games.iterdir()) == ["metrox-tokyo-ABCD.json"]


def test_a_link_to_nothing_found_at_start_is_set_aside_and_the_game_kept_at_home(
    tmp_path: Path,
) -> None:
    chosen = tmp_path / "elsewhere" / "run-me.sh"
    chosen.parent.mkdir()
    linked(saves.autosave_path(), chosen)
    found = recovery.find_unfinished()
    [problem] = found.problems
    assert found.game is None and f"it is a link to {chosen}, which does not exist" in problem
    aside = saves.autosave_path().with_name("autosave.json.damaged")
    assert f"kept as {aside}" in problem and os.readlink(aside) == str(chosen)
    assert autosave_game() is None  # the new game: in the data folder, a file of its own
    assert not saves.autosave_path().is_symlink() and saves.read_save(saves.autosave_path())
    assert not os.listdir(chosen.parent)


def test_a_link_to_nothing_found_at_start_in_place_of_the_settings_is_set_aside(
    tmp_path: Path,
) -> None:
    chosen = tmp_path / "elsewhere" / "run-me.sh"
    chosen.parent.mkdir()
    linked(settings_path(), chosen)
    aside = set_aside_if_damaged()  # at start, before anything writes the settings
    assert aside is not None and aside.kept == settings_path().with_name("settings.json.damaged")
    assert os.readlink(aside.kept) == str(chosen)
    assert save_settings() is None and Settings.load().map_id == "osaka"  # kept at home
    assert not settings_path().is_symlink() and not os.listdir(chosen.parent)
