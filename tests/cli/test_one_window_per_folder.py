"""Two starts on one data folder never destroy each other's games: the second brings the
first window to the front and stops (exit 0, one line), touching nothing; a window killed
with SIGKILL leaves no lock that blocks the next start; a folder that cannot be used opens
the window anyway, playing without saving (it used to be one line and exit 2)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from tests.cli.running import run_app
from tests.cli.test_pasted_codes_cli import share_line


def seed_of(autosave: Path) -> str | None:
    try:
        return str(json.loads(autosave.read_text(encoding="utf-8"))["seed"])
    except (OSError, ValueError, KeyError):
        return None


def holder(home: Path) -> str:
    """The number of the process that took the folder's game lock last."""
    try:
        return (home / "data" / "game.lock").read_text(encoding="ascii").strip()
    except OSError:
        return ""


def start(home: Path, *args: str, log: Path | None = None) -> subprocess.Popen[bytes]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", METROX_DESKTOP_HOME=str(home))
    with log.open("wb") if log else open(os.devnull, "wb") as err:  # the child keeps its own
        return subprocess.Popen(
            [sys.executable, "-m", "metrox_desktop", *args],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=err,
        )


def wait_for(done: Callable[[], bool], app: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 60
    while not done():
        assert app.poll() is None, f"the window closed (exit {app.returncode})"
        assert time.monotonic() < deadline, "the window never got there"
        time.sleep(0.05)


def stop(app: subprocess.Popen[bytes]) -> None:
    if app.poll() is None:
        app.kill()
    app.wait(timeout=30)


def test_a_second_start_brings_the_first_to_the_front_names_unused_options_touches_nothing(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    autosave = home / "data" / "autosave.json"
    first = start(home, "--seed", "AAAA")
    try:
        wait_for(lambda: seed_of(autosave) == "AAAA" and holder(home) == str(first.pid), first)
        before = autosave.read_bytes()
        second = run_app("--seed", "BBBB", home=home)
        assert second.returncode == 0, second.stderr
        assert "already open" in second.stdout and "brought it to the front" in second.stdout
        assert "--seed not used" in second.stdout
        assert second.stdout.count("\n") == 1 and not second.stderr.strip()
        # Each option the second start did not use is named, with where to find it.
        said = {
            "--today": "(--today not used: choose Game > Today's deal there)",
            "--learn": "(--learn not used: choose Help > Learn to play there)",
        }
        for option, words in said.items():
            other = run_app(option, home=home)
            assert other.returncode == 0, other.stderr
            assert other.stdout.rstrip().endswith(words), other.stdout
        # a friend's line given to --seed names --seed alone, not the map and deck it holds
        line = share_line(tmp_path, "HXM7Q", "Ann", "greedy")
        pasted = run_app("--seed", line, home=home)
        words = "(--seed not used: choose Game > New game there)"
        assert pasted.stdout.rstrip().endswith(words), pasted.stdout
        assert autosave.read_bytes() == before  # the first's game, untouched
        assert not (home / "data" / "history").exists()  # and not archived by the second
    finally:
        stop(first)  # SIGKILL: its lock must not outlive it

    # The next start takes the folder over (the killed window's lock and socket are
    # stale) and goes on with the first window's game...
    third = start(home)
    try:
        wait_for(lambda: holder(home) == str(third.pid), third)
        # ...and it is the one that answers a start after it.
        fourth = run_app("--seed", "CCCC", home=home)
        assert fourth.returncode == 0 and "already open" in fourth.stdout, fourth.stderr
        assert seed_of(autosave) == "AAAA"
    finally:
        stop(third)


def too_long(tmp_path: Path) -> Path:
    """A home whose name is longer than the system takes (PATH_MAX is 4,096 here)."""
    return tmp_path.joinpath(*["a" * 200] * 25)


def a_file(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    (home / "data").write_text("not a folder", encoding="utf-8")
    return home


def test_a_data_folder_that_cannot_be_used_opens_the_window_playing_without_saving(
    tmp_path: Path,
) -> None:
    for make, says in ((too_long, "File name too long"), (a_file, "it is a file, not a folder")):
        home = make(tmp_path)
        log = tmp_path / f"{make.__name__}.log"
        app = start(home, log=log)
        try:
            wait_for(lambda log=log: b"playing without saving" in log.read_bytes(), app)
            line = log.read_text(encoding="utf-8").splitlines()[0]
            assert line.startswith("metrox-desktop: your games cannot be kept in ") and says in line
            assert len(line) < 250  # the folder's name is cut in the middle
            time.sleep(0.5)  # the dialog is up and waits for the player: still running
            assert app.poll() is None
        finally:
            stop(app)
        assert "Traceback" not in log.read_text(encoding="utf-8")
    assert (tmp_path / "home" / "data").read_text(encoding="utf-8") == "not a folder"
