"""The data folder's lock files are the app's own: a link planted in their place is
replaced and its target never written, a file the app did not make is never truncated,
another account can neither open nor hold them, and whatever sits where a lock should be
(another account's file, mode 000, immutable, a folder, a dangling link, a read-only
mount) still locks the folder, so the games are kept and the unfinished one offered."""

from __future__ import annotations

import os
import stat
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from metrox_desktop.persistence import paths
from metrox_desktop.persistence.lock import FLIPPER, GAME, FolderLock, lock_path
from tests.persistence.another_account import (
    NOBODY,
    as_nobody_command,
    give_to_nobody,
    open_home,
    run_as_nobody,
)

VICTIM = "root:x:0:0:root:/root:/bin/bash\n"


def victim_file(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    victim = folder / "passwd"
    victim.write_text(VICTIM, encoding="utf-8")
    victim.chmod(0o644)
    return victim


def unchanged(victim: Path) -> bool:
    return victim.read_text(encoding="utf-8") == VICTIM and stat.S_IMODE(victim.stat().st_mode) == (
        0o644
    )


def plain_and_mine(path: Path) -> bool:
    info = path.lstat()
    return (
        stat.S_ISREG(info.st_mode)
        and stat.S_IMODE(info.st_mode) == 0o600
        and (path.read_text(encoding="ascii").strip() == str(os.getpid()))
    )


@pytest.mark.parametrize("room", [GAME, FLIPPER])
def test_a_lock_file_that_is_a_link_is_replaced_and_its_target_never_written(
    tmp_path: Path, room: str
) -> None:
    victim = victim_file(tmp_path / "etc")
    lock_path(room).parent.mkdir(parents=True)
    lock_path(room).symlink_to(victim)
    lock = FolderLock(room)
    try:
        assert lock.acquire()
        assert unchanged(victim)
        assert plain_and_mine(lock_path(room))  # a plain file of the app's in its place
    finally:
        lock.release()


def test_a_dangling_link_where_the_lock_goes_creates_nothing_where_it_points(
    tmp_path: Path,
) -> None:
    elsewhere = tmp_path / "etc"
    elsewhere.mkdir()
    lock_path(GAME).parent.mkdir(parents=True)
    lock_path(GAME).symlink_to(elsewhere / "cron.d-job")
    lock = FolderLock(GAME)
    try:
        assert lock.acquire()
        assert list(elsewhere.iterdir()) == []
        assert plain_and_mine(lock_path(GAME))
    finally:
        lock.release()


def test_a_lock_file_with_another_name_too_is_locked_but_never_written(tmp_path: Path) -> None:
    victim = victim_file(tmp_path / "mine")
    lock_path(GAME).parent.mkdir(parents=True)
    os.link(victim, lock_path(GAME))  # a hard link: the same file under two names
    lock = FolderLock(GAME)
    try:
        assert lock.acquire()
        assert unchanged(victim)
        assert lock.holder() == os.getpid()  # the system's table says who holds it
    finally:
        lock.release()


def test_a_file_the_app_did_not_make_is_never_truncated(tmp_path: Path) -> None:
    lock_path(GAME).parent.mkdir(parents=True)
    notes = "the player's notes, saved under the wrong name\n" * 3
    lock_path(GAME).write_text(notes, encoding="utf-8")
    lock = FolderLock(GAME)
    try:
        assert lock.acquire()
        assert lock_path(GAME).read_text(encoding="utf-8") == notes
    finally:
        lock.release()


def test_locks_are_the_users_alone_so_another_account_cannot_hold_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    as_nobody_command()
    with open_home() as home:
        monkeypatch.setenv(paths.HOME_VARIABLE, str(home))
        lock = FolderLock(GAME)
        assert lock.acquire()  # the first start: the folder and the lock are made
        lock.release()
        assert stat.S_IMODE(lock_path(GAME).stat().st_mode) == 0o600
        assert stat.S_IMODE(lock_path(GAME).parent.stat().st_mode) == 0o700
        # Another account tries to hold the lock on a read-only descriptor, as the last
        # round did: it cannot even open it.
        said = run_as_nobody(HOLD_ON_READ_ONLY.format(path=str(lock_path(GAME))), home)
        assert said.startswith("refused")
        assert lock.acquire()
        lock.release()


def test_an_older_lock_made_for_everyone_to_read_is_made_the_users_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    as_nobody_command()
    with open_home() as home:
        monkeypatch.setenv(paths.HOME_VARIABLE, str(home))
        lock_path(GAME).parent.mkdir(parents=True)
        lock_path(GAME).parent.chmod(0o755)
        lock_path(GAME).write_text("123\n", encoding="ascii")
        lock_path(GAME).chmod(0o644)
        lock = FolderLock(GAME)
        assert lock.acquire()
        lock.release()
        assert stat.S_IMODE(lock_path(GAME).stat().st_mode) == 0o600
        assert run_as_nobody(HOLD_ON_READ_ONLY.format(path=str(lock_path(GAME))), home).startswith(
            "refused"
        )


HOLD_ON_READ_ONLY = """
import fcntl, os
try:
    fd = os.open({path!r}, os.O_RDONLY)
    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
except OSError as error:
    print("refused", error.strerror)
else:
    print("held")
"""

NOBODY_TAKES = """
from metrox_desktop.persistence.lock import FolderLock, GAME
lock = FolderLock(GAME)
print(lock.acquire(), lock.holder_account(), lock.used)
"""


@pytest.fixture
def nobodys_home() -> Iterator[Path]:
    """A home and data folder of ``nobody``'s (this test runs as root and plays the
    other account, or makes the files no one may use)."""
    as_nobody_command()
    with open_home() as home:
        data = home / "data"
        data.mkdir(mode=0o700)
        give_to_nobody(home, data)
        yield home


def test_a_lock_held_by_another_account_is_named_as_such(nobodys_home: Path) -> None:
    lock = nobodys_home / "data" / "game.lock"
    fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)  # root's window holds the folder
    try:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX)
        assert run_as_nobody(NOBODY_TAKES, nobodys_home).split()[:2] == ["False", "root"]
    finally:
        os.close(fd)


@pytest.mark.parametrize("mode", [0o644, 0o000])
def test_a_lock_file_of_another_account_is_replaced_by_the_users_own(
    nobodys_home: Path, mode: int
) -> None:
    lock = nobodys_home / "data" / "game.lock"
    lock.write_text("1\n", encoding="ascii")  # root's: a first start with sudo -E
    lock.chmod(mode)
    taken, account, used = run_as_nobody(NOBODY_TAKES, nobodys_home).split()
    assert (taken, account, used) == ("True", "None", str(lock))
    assert lock.stat().st_uid == NOBODY and stat.S_IMODE(lock.stat().st_mode) == 0o600


def test_a_folder_where_the_lock_goes_locks_as_it_is(nobodys_home: Path) -> None:
    folder = nobodys_home / "data" / "game.lock"
    folder.mkdir()
    (folder / "kept").write_text("a file the player put there", encoding="utf-8")
    give_to_nobody(folder)
    said = run_as_nobody(NOBODY_TAKES + TAKE_AGAIN, nobodys_home)
    assert said.split()[:3] == ["True", "None", str(folder)] and said.endswith("again False")
    assert (folder / "kept").read_text(encoding="utf-8") == "a file the player put there"


TAKE_AGAIN = """
print("again", FolderLock(GAME).acquire())
"""


def test_a_dangling_link_of_another_account_where_the_lock_goes_is_replaced(
    nobodys_home: Path,
) -> None:
    lock = nobodys_home / "data" / "game.lock"
    lock.symlink_to("/nonexistent/game.lock")
    assert run_as_nobody(NOBODY_TAKES + TAKE_AGAIN, nobodys_home).endswith("again False")
    assert stat.S_ISREG(lock.lstat().st_mode) and lock.stat().st_uid == NOBODY


def test_an_immutable_lock_file_locks_through_a_read_only_descriptor(nobodys_home: Path) -> None:
    lock = nobodys_home / "data" / "game.lock"
    lock.write_text("", encoding="ascii")
    give_to_nobody(lock)
    if subprocess.run(["chattr", "+i", str(lock)], capture_output=True).returncode != 0:
        pytest.skip("chattr +i is refused here")
    try:
        said = run_as_nobody(NOBODY_TAKES + TAKE_AGAIN, nobodys_home)
        assert said.split()[:3] == ["True", "None", str(lock)] and said.endswith("again False")
    finally:
        subprocess.run(["chattr", "-i", str(lock)], check=True)


@pytest.mark.parametrize("with_lock_file", [False, True])
def test_a_data_folder_on_a_read_only_mount_still_locks(
    tmp_path: Path, with_lock_file: bool
) -> None:
    data = paths.data_dir()
    data.mkdir(parents=True)
    if with_lock_file:
        lock_path(GAME).write_text("", encoding="ascii")
    if os.geteuid() != 0:
        pytest.skip("needs root to mount")
    bound = subprocess.run(["mount", "--bind", str(data), str(data)], capture_output=True)
    if bound.returncode != 0:
        pytest.skip(f"bind mounts are refused here: {bound.stderr.strip()}")
    try:
        remount = ["mount", "-o", "remount,bind,ro", str(data)]
        if subprocess.run(remount, capture_output=True).returncode != 0:
            pytest.skip("a read-only bind mount is refused here")
        first, second = FolderLock(GAME), FolderLock(GAME)
        try:
            assert first.acquire()
            assert not second.acquire()  # the folder is still one process's
            assert second.holder() == os.getpid()
        finally:
            first.release()
        assert second.acquire()
        second.release()
    finally:
        subprocess.run(["umount", str(data)], check=True)
