"""A second start on a data folder brings its game window to the front (minimized or
not) and stops. A second start whose game window cannot be reached (a real window
process, stopped: a machine too busy to run it, a window hung) opens its window anyway
and asks: Play without saving plays on without writing a byte of the first window's
games, and Quit closes the window. The claim is made as ``play --wait-for-window 1``
makes it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from metrox_desktop.persistence import saves
from metrox_desktop.persistence.lock import GAME, lock_path
from metrox_desktop.ui.start.handover import Outcome, Room
from metrox_desktop.ui.table.autoplay import play_turns
from metrox_desktop.ui.window.main_window import MainWindow
from metrox_desktop.ui.window.start_checks import hold_folder
from tests.cli.test_handover_reaches_the_first_window import listening_sockets
from tests.cli.test_one_window_per_folder import holder, seed_of, start, stop, wait_for
from tests.ui.helpers import open_window
from tests.ui.window.test_not_saved import answering, button

pytestmark = pytest.mark.long  # run first: tests/conftest.py

REACH = 1.0  # seconds the second start tries (--wait-for-window 1)


@pytest.fixture
def frozen_first(user_home: Path) -> Iterator[subprocess.Popen[bytes]]:
    """A first game window (another process) that keeps the folder and has saved its
    game, then stopped: it holds the lock and answers no one."""
    first = start(user_home, "--seed", "AAAA")
    try:
        autosave = saves.autosave_path()
        wait_for(lambda: seed_of(autosave) == "AAAA" and holder(user_home) == str(first.pid), first)
        wait_for(lambda: bool(listening_sockets(first.pid)), first)
        os.kill(first.pid, signal.SIGSTOP)
        yield first
    finally:
        os.kill(first.pid, signal.SIGCONT)
        stop(first)


def second_window(qtbot, answer: str) -> tuple[MainWindow, list[str]]:  # noqa: ANN001
    """The second start's window after its claim, as ``play`` opens it (its game set up
    before the question comes up), the question answered with ``answer``."""
    room = Room(GAME)
    outcome = room.claim(REACH)
    assert outcome is Outcome.BUSY
    window = open_window(qtbot)
    seen = answering(qtbot, button(answer))
    hold_folder(window, window.keeper, room, outcome)
    window.open_at_start("tokyo", "okazu-20", None)  # a plain start: the last game goes on
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    return window, seen


def test_a_second_window_that_cannot_reach_the_first_plays_without_touching_its_games(
    qtbot, frozen_first: subprocess.Popen[bytes], user_home: Path
) -> None:
    autosave = saves.autosave_path()
    before = autosave.read_bytes()
    folder = sorted(p.name for p in autosave.parent.rglob("*"))
    window, seen = second_window(qtbot, "Play without saving")
    [question] = seen
    assert f"process {frozen_first.pid}" in question and "could not be reached" in question
    assert window.isVisible()
    assert window.session.seed != "AAAA"  # not the first's game: that one is the first's
    play_turns(window.session, 3)
    assert "could not be reached" in window.keeper.not_kept  # the marker says so
    assert autosave.read_bytes() == before  # the first's game, as it left it
    assert sorted(p.name for p in autosave.parent.rglob("*")) == folder  # nothing new
    assert lock_path(GAME).read_text(encoding="ascii").strip() == str(frozen_first.pid)
    closing = answering(qtbot, button("Close without saving"))
    window.close()  # closing a game that is not kept asks first
    assert len(closing) == 1 and not window.isVisible()
    assert autosave.read_bytes() == before


def test_quit_at_a_second_windows_question_closes_it_and_leaves_the_first_alone(
    qtbot, frozen_first: subprocess.Popen[bytes]
) -> None:
    before = saves.autosave_path().read_bytes()
    window, _ = second_window(qtbot, "Quit")
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5_000)
    assert saves.autosave_path().read_bytes() == before
    assert frozen_first.poll() is None  # still there, its folder its own


@pytest.mark.qt_log_ignore("does not support raise")  # the offscreen platform's note
def test_a_second_start_brings_a_minimized_first_window_back_and_stops(
    qtbot, user_home: Path
) -> None:
    # This process is the first window: it keeps the folder; the second start is another.
    room = Room(GAME)
    assert room.claim() is Outcome.MINE
    window = open_window(qtbot)
    hold_folder(window, window.keeper, room, Outcome.MINE)
    window.open_at_start("tokyo", "okazu-20", "AAAA")
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    before = saves.autosave_path().read_bytes()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", METROX_DESKTOP_HOME=str(user_home))
    with subprocess.Popen(
        [sys.executable, "-m", "metrox_desktop", "--seed", "BBBB"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    ) as second:
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=60_000)  # answered here
        out, err = second.communicate()
    assert second.returncode == 0 and "already open" in out, (out, err)
    assert window.isVisible() and not window.isMinimized()  # back in front of the player
    assert saves.autosave_path().read_bytes() == before  # the second wrote nothing
