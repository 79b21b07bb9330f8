"""Files the player arranged: a symlinked settings file or autosave stays a link (written
through, atomically at its target); a link to a device or pipe is never written into;
an unreadable settings file is written readable; a Save game as killed half-way leaves
no temporary file behind once the file is saved again."""

from __future__ import annotations

import json
import os
import signal
import stat
import time
from pathlib import Path

import pytest

from metrox_desktop.persistence.atomic import (
    backup_path,
    leftover_temp_files,
    not_a_folder,
    write_text_atomic,
)
from metrox_desktop.persistence.settings import Settings, settings_path


def linked(path: Path, target: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    target.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(target)
    return target


def test_a_symlinked_settings_file_stays_a_link_and_its_target_gets_the_settings(
    tmp_path: Path,
) -> None:
    target = linked(settings_path(), tmp_path / "Sync" / "metrox-settings.json")
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
