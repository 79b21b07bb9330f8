"""A lock file the user cannot use (left by a start with sudo, mode 000) never turns
saving off: a real start as another account (nobody, through setpriv) takes the folder,
goes on with the unfinished game, and says nothing about playing without saving."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import metrox_desktop
from metrox_desktop.persistence import saves
from tests.cli.test_one_window_per_folder import seed_of
from tests.persistence.another_account import NOBODY, as_nobody_command, nobodys_env, open_home
from tests.persistence.kill_harness import games_in_a_row


def test_a_root_owned_lock_of_mode_000_still_keeps_the_games_and_offers_the_game() -> None:
    nobody = as_nobody_command()
    with open_home() as home:
        data = home / "data"
        data.mkdir(mode=0o700)
        game = games_in_a_row(3)[-1]
        saves.write_save(game, data / "autosave.json")
        for path in (home, data, data / "autosave.json"):
            os.chown(path, NOBODY, NOBODY)
        lock = data / "game.lock"
        lock.write_text("1\n", encoding="ascii")  # root's, from a start with sudo -E
        lock.chmod(0)
        env = nobodys_env(home)
        app = subprocess.Popen(
            [*nobody, sys.executable, "-m", "metrox_desktop"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            cwd=Path(__file__).parents[2],
        )
        try:
            deadline = time.monotonic() + 60
            while not (lock.stat().st_uid == NOBODY and lock.read_text().strip() == str(app.pid)):
                assert app.poll() is None and time.monotonic() < deadline, "never took the lock"
                time.sleep(0.1)
            time.sleep(1.5)  # the window is up and has written its autosave
            assert app.poll() is None
        finally:
            # Stopped where it stands: SIGTERM would close it as Quit does, and spawning
            # the game's worker process fails for nobody on some machines (its exit
            # then prints multiprocessing's own complaint), which is not what this tests.
            app.kill()
            _, err = app.communicate(timeout=30)
        assert "playing without saving" not in err, err
        # Nothing of the app's own: no message, no traceback through its code. Killed,
        # it leaves multiprocessing's resource tracker to say (sometimes with a
        # traceback of its own) that it cleaned up after a process that died.
        package = str(Path(metrox_desktop.__file__).parent)
        assert "metrox-desktop:" not in err and package not in err, err
        assert seed_of(data / "autosave.json") == game.match.deck.seed  # the game went on
        assert not (data / "history").exists()  # never replaced by a new game
