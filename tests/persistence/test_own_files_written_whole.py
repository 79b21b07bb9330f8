"""The app's own files on a real, nearly full disk (a tmpfs with room for part of the
new file): the settings, the history's cache and a record are written whole or not at
all, and the good file already there stays byte for byte."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from metrox_desktop.persistence.atomic import leftover_temp_files, write_bytes_atomic
from metrox_desktop.persistence.history import HistoryFolder
from metrox_desktop.persistence.saves import history_dir
from metrox_desktop.persistence.settings import Settings, settings_path
from tests.persistence.hostile import fill, full_disk, leave_room

RECORDS = Path(__file__).parents[1] / "fixtures" / "records"


def test_settings_on_a_full_disk_stay_as_they_were(user_home: Path) -> None:
    with full_disk(user_home / "config", size_kb=256) as folder:
        (folder / "filler").unlink()
        Settings(map_id="osaka").save()
        before = settings_path().read_bytes()
        fill(folder)
        leave_room(folder, 600)
        Settings(map_id="tokyo", games_folder="x" * 4000).save()  # does not fit
        assert settings_path().read_bytes() == before
        assert leftover_temp_files(settings_path()) == []


def test_the_history_cache_on_a_full_disk_stays_as_it_was(user_home: Path) -> None:
    folder = history_dir()
    folder.mkdir(parents=True)
    shutil.copy(RECORDS / "tokyo-full-1p.json", folder / "2026-01-01-game.json")
    with full_disk(user_home / "data" / "history-cache", size_kb=256) as caches:
        (caches / "filler").unlink()
        history = HistoryFolder(folder)
        list(history.scan())
        assert history.save_cache()
        assert history.cache is not None
        before = history.cache.read_bytes()
        for number in range(40):  # a cache far longer than the room left
            shutil.copy(RECORDS / "osaka-full-3p.json", folder / f"2026-02-{number:02}-game.json")
        fill(caches)
        leave_room(caches, len(before) // 2)
        history = HistoryFolder(folder)
        list(history.scan())
        assert not history.save_cache()
        assert history.cache.read_bytes() == before
        assert json.loads(before)["files"].keys() == {"2026-01-01-game.json"}
        assert sorted(p.name for p in caches.iterdir()) == ["filler", "history.json"]


def test_a_picture_longer_than_the_room_left_is_refused_and_the_old_one_kept(
    tmp_path: Path,
) -> None:
    with full_disk(tmp_path / "small", size_kb=256) as folder:
        (folder / "filler").unlink()
        path = folder / "picture.png"
        write_bytes_atomic(path, b"\x89PNG an older picture" * 1000)
        before = path.read_bytes()
        fill(folder)
        leave_room(folder, 20_000)
        with pytest.raises(OSError, match="No space left on device"):
            write_bytes_atomic(path, bytes(range(256)) * 400)  # 100 KB
        assert path.read_bytes() == before
        assert sorted(p.name for p in folder.iterdir()) == ["filler", "picture.png"]
