"""The card flipper's saving: a save that fails at its very start (a read-only data
folder) is shown once the window is up, not lost before anyone listened; a second
flipper on the same data folder (another process) brings the first to the front, and
one opened from the game window then does too, never flipping over the first's file."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from metrox_desktop.persistence.flipper import flipper_path
from metrox_desktop.persistence.lock import FLIPPER, lock_path
from metrox_desktop.ui.flipper.table import FlipperTable
from metrox_desktop.ui.flipper.window import FlipperWindow, show_flipper
from tests.persistence.hostile import read_only
from tests.ui.helpers import open_window


def messages(window: FlipperWindow) -> list[str]:
    return [box.text() for box in window.findChildren(QMessageBox) if box.isVisible()]


def test_a_save_that_fails_at_the_start_is_shown_once_the_window_is_up(qtbot) -> None:
    folder = flipper_path().parent
    folder.mkdir(parents=True)
    lock_path(FLIPPER).touch()  # the lock can be taken; nothing new can be written
    with read_only(folder):
        game_window = open_window(qtbot)  # held: the flipper is its child
        window = show_flipper(game_window, "tokyo")
        assert window is not None
        qtbot.waitUntil(lambda: bool(messages(window)))
        [text] = messages(window)
        assert "The flips cannot be saved" in text and "the flipper goes on" in text
        window.table.flip()  # later failures are not said again at every flip
        window.table.flip()
        assert len(window.findChildren(QMessageBox)) == 1
    assert not flipper_path().exists()


def holding_flipper(home: Path) -> subprocess.Popen[bytes]:
    """A card flipper started on its own (another process) on the data folder of ``home``,
    once it holds the folder's flipper lock and has saved its deal (it writes the lock
    first, its file a moment later)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", METROX_DESKTOP_HOME=str(home))
    app = subprocess.Popen(
        [sys.executable, "-m", "metrox_desktop", "flipper", "--seed", "FIRST"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    lock = home / "data" / "flipper.lock"
    deadline = time.monotonic() + 60
    saved = home / "data" / "flipper.json"

    def holding() -> bool:
        held = lock.exists() and lock.read_text(encoding="ascii").strip() == str(app.pid)
        return held and saved.exists()  # saved atomically: there means whole

    while not holding():
        assert app.poll() is None and time.monotonic() < deadline, "the flipper never started"
        time.sleep(0.05)
    return app


def test_a_second_flipper_on_the_folder_hands_over_to_the_first(qtbot, user_home: Path) -> None:
    first = holding_flipper(user_home)
    try:
        saved = flipper_path().read_bytes()
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", METROX_DESKTOP_HOME=str(user_home))
        second = subprocess.run(
            [sys.executable, "-m", "metrox_desktop", "flipper", "--seed", "SECOND"],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert second.returncode == 0, second.stderr
        assert "card flipper is already open" in second.stdout
        # The game window's Card flipper hands over too: no second flipper here.
        game = open_window(qtbot)
        assert show_flipper(game, "osaka") is None
        assert game.findChild(FlipperWindow) is None
        assert flipper_path().read_bytes() == saved  # the first's flips, untouched
    finally:
        first.kill()
        first.wait(timeout=30)
    # Its lock went with it: the game window's flipper keeps the folder now.
    game_window = open_window(qtbot)  # held: the flipper is its child
    window = show_flipper(game_window, "osaka")
    assert window is not None and window.table.autosave
    assert window.table.flips.seed == json.loads(saved)["seed"]  # where the first left off
    assert isinstance(window.table, FlipperTable)


def test_a_flipper_on_a_data_folder_that_is_a_file_flips_and_says_its_flips_are_not_saved(
    qtbot,
) -> None:
    data = flipper_path().parent
    data.parent.mkdir(parents=True)
    data.write_text("not a folder", encoding="utf-8")
    game_window = open_window(qtbot)  # held: the flipper is its child
    window = show_flipper(game_window, "tokyo")
    assert window is not None and not window.table.autosave
    qtbot.waitUntil(lambda: bool(messages(window)))
    [text] = messages(window)
    assert "The flips cannot be saved" in text and "it is a file, not a folder" in text
    window.table.flip()  # it goes on
    window.table.flip()
    assert len(window.findChildren(QMessageBox)) == 1  # said once
    assert data.read_text(encoding="utf-8") == "not a folder"
