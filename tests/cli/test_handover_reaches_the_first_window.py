"""A second start always finds the first window when there is one, with real processes:
while the first is stopped for seconds (a busy machine), after a temp cleaner removed its
socket, from a start with another TMPDIR, and through a bind mount of the same folder.
Another account that answers in its place is never believed."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import IO

import pytest

from tests.cli.test_one_window_per_folder import holder, seed_of, start, stop, wait_for
from tests.persistence.another_account import (
    as_nobody_command,
    give_to_nobody,
    nobodys_env,
    open_home,
)

pytestmark = pytest.mark.long  # run first: tests/conftest.py

HANDED_OVER = "a game window is already open"


def listening_sockets(pid: int) -> list[Path]:
    """The files of the Unix sockets process ``pid`` listens on (Linux's tables)."""
    inodes = set()
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        target = os.readlink(fd)
        if target.startswith("socket:["):
            inodes.add(target[8:-1])
    found = []
    for line in Path("/proc/net/unix").read_text(encoding="ascii").splitlines()[1:]:
        fields = line.split()
        if len(fields) == 8 and fields[6] in inodes and fields[5] == "01":  # listening
            found.append(Path(fields[7]))
    return found


def sockets_of(home: Path) -> list[str]:
    """Where the window holding ``home``'s game lock listens (as this user)."""
    from metrox_desktop.ui.start.handover import socket_paths

    info = (home / "data" / "game.lock").stat()

    class Found:  # the lock as a second start finds it
        identity = (info.st_dev, info.st_ino)

    return socket_paths("game", Found())  # type: ignore[arg-type]


def first_window(home: Path, seed: str = "AAAA") -> subprocess.Popen[bytes]:
    app = start(home, "--seed", seed)
    autosave = home / "data" / "autosave.json"
    wait_for(lambda: seed_of(autosave) == seed and holder(home) == str(app.pid), app)
    wait_for(lambda: bool(listening_sockets(app.pid)), app)
    return app


def second_start(
    home: Path,
    env: dict[str, str] | None = None,
    prefix: tuple[str, ...] = (),
    options: tuple[str, ...] = (),
) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [*prefix, sys.executable, "-m", "metrox_desktop", "--seed", "BBBB", *options],
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen", METROX_DESKTOP_HOME=str(home))
        | (env or {}),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def handed_over(second: subprocess.Popen[str], within: float = 60) -> str:
    """What the second start said; it must have ended (exit 0) within ``within`` s."""
    try:
        out, err = second.communicate(timeout=within)
    except subprocess.TimeoutExpired:
        second.kill()
        out, err = second.communicate()
        raise AssertionError(f"the second start opened a window of its own: {err}") from None
    assert second.returncode == 0 and HANDED_OVER in out, (out, err)
    return out


def said_until(second: subprocess.Popen[str], line: str, within: float) -> tuple[str, str]:
    """What the second start said (stdout, stderr) until a line of stderr held ``line`` or
    it ended, within ``within`` s; it is then stopped. A start that keeps the folder from
    its holder says so on stderr before its window opens, and never hands over after."""
    assert second.stderr is not None and second.stdout is not None
    lines: list[str] = []
    said = threading.Event()

    def read(stream: IO[str]) -> None:
        for text in stream:
            lines.append(text)
            if line in text:
                said.set()
        said.set()  # it ended

    with second:  # its pipes closed and the process reaped on the way out
        reader = threading.Thread(target=read, args=(second.stderr,), daemon=True)
        reader.start()
        said.wait(within)
        if second.poll() is None:  # its window is open: the decision is made
            second.kill()
        out = second.stdout.read()
        reader.join()
    return out, "".join(lines)


def test_a_first_window_stopped_for_seconds_is_still_reached(tmp_path: Path) -> None:
    home = tmp_path / "home"
    first = first_window(home)
    try:
        os.kill(first.pid, signal.SIGSTOP)  # as on a machine too busy to run it
        second = second_start(home)
        time.sleep(8)  # longer than the last round waited in all
        os.kill(first.pid, signal.SIGCONT)
        handed_over(second)
        assert seed_of(home / "data" / "autosave.json") == "AAAA"
    finally:
        os.kill(first.pid, signal.SIGCONT)
        stop(first)


def test_a_socket_removed_by_a_temp_cleaner_is_made_again(tmp_path: Path) -> None:
    home = tmp_path / "home"
    first = first_window(home)
    try:
        removed = [Path(p) for p in sockets_of(home) if os.path.exists(p)]
        assert removed
        for sock in removed:
            sock.unlink()  # as systemd-tmpfiles or tmpreaper would
        handed_over(second_start(home))
    finally:
        stop(first)


def test_a_start_with_another_tmpdir_finds_the_first_window(tmp_path: Path) -> None:
    home = tmp_path / "home"
    other_tmp = tmp_path / "other-tmp"
    other_tmp.mkdir()
    first = first_window(home)
    try:
        handed_over(second_start(home, env={"TMPDIR": str(other_tmp)}))
    finally:
        stop(first)


def test_the_same_folder_through_a_bind_mount_finds_the_first_window(tmp_path: Path) -> None:
    home = tmp_path / "home"
    first = first_window(home)
    mirror = tmp_path / "mirror"
    (mirror / "data").mkdir(parents=True)
    bound = subprocess.run(
        ["mount", "--bind", str(home / "data"), str(mirror / "data")], capture_output=True
    )
    try:
        if bound.returncode != 0:
            pytest.skip(f"bind mounts are refused here: {bound.stderr.strip()}")
        handed_over(second_start(mirror))
    finally:
        if bound.returncode == 0:
            subprocess.run(["umount", str(mirror / "data")], check=True)
        stop(first)


FAKE_WINDOW = """
import os, socket, sys
path = sys.argv[1]
server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
server.bind(path)
os.chmod(path, 0o777)
server.listen(8)
print("up", flush=True)
while True:
    conn, _ = server.accept()
    try:
        conn.recv(64)
        conn.sendall(b"shown\\n")
    except OSError:
        pass
    conn.close()
"""

HOLD = """
import fcntl, os, sys, time
fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT, 0o600)
fcntl.flock(fd, fcntl.LOCK_EX)
print("held", flush=True)
time.sleep(600)
"""


def test_another_account_answering_for_the_window_is_not_believed() -> None:
    """The user (nobody here) has the folder held by a process of their own that does not
    answer; another account (root here) took the runtime folder's name first and answers
    "shown" on the socket the user's start calls. The start must not believe it."""
    nobody = as_nobody_command()
    with open_home() as home:
        data = home / "data"
        data.mkdir(mode=0o700)
        give_to_nobody(home, data)
        lock = data / "game.lock"
        holding = subprocess.Popen(
            [*nobody, sys.executable, "-c", HOLD, str(lock)], stdout=subprocess.PIPE, text=True
        )
        env = nobodys_env(home)
        squatted = home / "run" / "metrox-desktop"  # nobody's runtime folder, made by root
        squatted.mkdir(mode=0o777)
        squatted.chmod(0o777)
        fake = None
        try:
            assert holding.stdout is not None and holding.stdout.readline() == "held\n"
            path = str(squatted / Path(sockets_of(home)[-1]).name)
            fake = subprocess.Popen(
                [sys.executable, "-c", FAKE_WINDOW, path], stdout=subprocess.PIPE, text=True
            )
            assert fake.stdout is not None and fake.stdout.readline() == "up\n"
            with socket.socket(socket.AF_UNIX) as probe:
                assert probe.connect_ex(path) == 0  # anyone can reach it
            # tried for 3 s, not the 20 s a start gives a window that may be starting
            options = ("--wait-for-window", "3")
            second = second_start(home, prefix=tuple(nobody), env=env, options=options)
            out, err = said_until(second, "could not be reached", within=45)
            assert HANDED_OVER not in out
            assert "could not be reached" in err and "does not answer" not in err
        finally:
            for process in (holding, fake):
                if process is not None:
                    process.kill()
                    process.communicate()
