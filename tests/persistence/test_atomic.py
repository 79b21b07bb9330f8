"""Writing files: whole or not at all, the main name never missing, a folder never
renamed, a player's own file without extra files and with ordinary permissions."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from metrox_desktop.persistence.atomic import (
    backup_path,
    leftover_temp_files,
    set_aside,
    write_text_atomic,
)
from tests.persistence.hostile import fill, full_disk


@pytest.fixture
def umask_022() -> Iterator[None]:
    old = os.umask(0o022)
    yield
    os.umask(old)


def test_a_folder_at_the_target_is_refused_and_left_as_it_was(tmp_path: Path) -> None:
    photos = tmp_path / "Photos"
    photos.mkdir()
    (photos / "cat.jpg").write_bytes(b"meow")
    for keep in (False, True):
        with pytest.raises(IsADirectoryError):
            write_text_atomic(photos, "{}", keep_previous=keep)
    assert (photos / "cat.jpg").read_bytes() == b"meow"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["Photos"]


def test_a_file_in_the_players_folder_gets_no_backup_and_ordinary_permissions(
    tmp_path: Path, umask_022: None
) -> None:
    path = tmp_path / "my game.json"
    write_text_atomic(path, "first")
    write_text_atomic(path, "second")
    assert path.read_text(encoding="utf-8") == "second"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["my game.json"]
    assert path.stat().st_mode & 0o777 == 0o644  # 0o666 less the umask, not 0o600


def test_a_replaced_file_keeps_its_permissions(tmp_path: Path, umask_022: None) -> None:
    path = tmp_path / "shared.json"
    path.write_text("old", encoding="utf-8")
    path.chmod(0o664)
    write_text_atomic(path, "new")
    assert path.stat().st_mode & 0o777 == 0o664


def test_the_apps_own_file_keeps_its_previous_version(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    write_text_atomic(path, "one", keep_previous=True)
    assert not backup_path(path).exists()
    write_text_atomic(path, "two", keep_previous=True)
    write_text_atomic(path, "three", keep_previous=True)
    assert path.read_text(encoding="utf-8") == "three"
    assert backup_path(path).read_text(encoding="utf-8") == "two"
    assert leftover_temp_files(path) == []


def test_a_full_disk_leaves_the_old_file_whole_and_no_temporary_file(tmp_path: Path) -> None:
    with full_disk(tmp_path / "small") as folder:
        path = folder / "autosave.json"
        (folder / "filler").unlink()
        write_text_atomic(path, "the game so far", keep_previous=True)
        fill(folder)
        with pytest.raises(OSError):
            write_text_atomic(path, "x" * 100_000, keep_previous=True)
        assert path.read_text(encoding="utf-8") == "the game so far"
        assert leftover_temp_files(path) == []


def test_set_aside_never_replaces_a_file_or_folder(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    (tmp_path / "autosave.json.damaged").mkdir()
    names = []
    for text in ("a", "b", "c"):
        path.write_text(text, encoding="utf-8")
        names.append(set_aside(path).name)
    assert names == [f"autosave.json.damaged-{n}" for n in (2, 3, 4)]
    assert [(tmp_path / n).read_text(encoding="utf-8") for n in names] == ["a", "b", "c"]
    assert (tmp_path / "autosave.json.damaged").is_dir() and not path.exists()


def test_leftovers_of_unfinished_writes_are_found_newest_first(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    old, new = tmp_path / ".autosave.json.aaaa.tmp", tmp_path / ".autosave.json.bbbb.tmp"
    old.write_text("old", encoding="utf-8")
    new.write_text("new", encoding="utf-8")
    os.utime(old, (1_000_000, 1_000_000))
    (tmp_path / ".settings.json.cccc.tmp").write_text("other file's", encoding="utf-8")
    assert leftover_temp_files(path) == [new, old]
