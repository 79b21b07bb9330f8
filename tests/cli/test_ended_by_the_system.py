"""The game window and the card flipper ended by the system (SIGTERM: a logout, `kill`; SIGHUP:
its terminal closed) close as Quit closes them: exit status 0, the game autosaved and
found by the next start, the window's settings kept, its worker process ended with it,
and no lock or socket left to stand in the next start's way; also while a dialog waits
for an answer no one will give. Real processes, real signals."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from metrox_desktop.persistence import recovery, saves
from metrox_desktop.persistence.lock import FLIPPER, GAME, FolderLock
from metrox_desktop.persistence.settings import Settings

WAIT = 60.0


def children(pid: int) -> set[int]:
    """The processes whose parent is ``pid`` (Linux's /proc)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rpartition(")")[2].split()[1]) == pid:
                found.add(int(entry.name))
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except OSError:
        return False
    return state != "Z"


def wait_for(done: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + WAIT
    while not done():
        assert time.monotonic() < deadline, what
        time.sleep(0.05)


def started(home: Path, runtime: Path, *args: str) -> subprocess.Popen[str]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        METROX_DESKTOP_HOME=str(home),
        XDG_RUNTIME_DIR=str(runtime),
    )
    return subprocess.Popen(
        [sys.executable, "-m", "metrox_desktop", *(args or ("--seed", "ENDED"))],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.fixture
def runtime() -> Iterator[Path]:
    """The user's runtime folder, where the socket a second start calls is: a short
    path (a socket's name is at most 107 bytes)."""
    with tempfile.TemporaryDirectory(prefix="mx-run-") as folder:
        yield Path(folder)


def listening(runtime: Path) -> bool:
    return bool(list(runtime.rglob("*.sock")))


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGHUP], ids=["SIGTERM", "SIGHUP"])
def test_a_window_ended_by_the_system_closes_as_quit_and_keeps_the_game(
    user_home: Path, runtime: Path, number: signal.Signals
) -> None:
    app = started(user_home, runtime)
    worker: set[int] = set()

    def playing() -> bool:  # the game autosaved, the worker that values it running
        assert app.poll() is None, app.communicate()
        worker.update(children(app.pid))
        return saves.autosave_path().exists() and len(worker) >= 1 and listening(runtime)

    wait_for(playing, "the window never started its game")
    assert not Settings.load().window  # kept only when the window closes
    app.send_signal(number)
    _, err = app.communicate(timeout=WAIT)
    assert app.returncode == 0 and "Traceback" not in err, err
    wait_for(lambda: not any(alive(pid) for pid in worker), "a worker process was left")
    assert not listening(runtime)  # no socket for the next start to call
    assert FolderLock(GAME).acquire()  # no lock left: the next start opens its window
    found = recovery.find_unfinished()
    assert found.game is not None and not found.problems
    assert found.game.match.record().seed == "ENDED"
    assert Settings.load().window  # the window's size and place, kept as at Quit


def test_a_window_ended_while_a_dialog_waits_still_closes_as_quit(
    user_home: Path, runtime: Path
) -> None:
    damaged = saves.autosave_path()
    damaged.parent.mkdir(parents=True)
    damaged.write_text("{not a game", encoding="utf-8")  # the start says so in a dialog
    app = started(user_home, runtime)
    aside = damaged.with_name("autosave.json.damaged")
    wait_for(lambda: aside.exists() and app.poll() is None, "no damaged autosave set aside")
    wait_for(lambda: listening(runtime), "the window never listened for a second start")
    app.send_signal(signal.SIGTERM)
    _, err = app.communicate(timeout=WAIT)
    assert app.returncode == 0 and "Traceback" not in err, err
    assert aside.read_text(encoding="utf-8") == "{not a game"  # kept, every byte
    assert FolderLock(GAME).acquire() and not listening(runtime)
    assert recovery.find_unfinished().game is not None  # the new game it dealt is kept


def test_the_card_flipper_ended_by_the_system_closes_as_quit(
    user_home: Path, runtime: Path
) -> None:
    app = started(user_home, runtime, "flipper", "--seed", "FLAPEND")
    kept = user_home / "data" / "flipper.json"
    wait_for(lambda: kept.exists() and listening(runtime), "the flipper never started")
    app.send_signal(signal.SIGTERM)
    _, err = app.communicate(timeout=WAIT)
    assert app.returncode == 0 and "Traceback" not in err, err
    assert FolderLock(FLIPPER).acquire() and not listening(runtime)
    assert "FLAPEND" in kept.read_text(encoding="utf-8")  # its deal, for the next start
