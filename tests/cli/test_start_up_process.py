"""The real app, started as a user starts it (`python -m metrox_desktop`), with hostile
files where it reads at start: it keeps running (a dialog waits for the player), the
damaged autosave is set aside, and nothing is printed as a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from tests.persistence.hostile import RECORDS, SETTINGS


def test_the_app_starts_with_a_hostile_autosave_and_settings(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "data").mkdir(parents=True)
    (home / "config").mkdir()
    autosave = home / "data" / "autosave.json"
    RECORDS["5000-digit number"](autosave)
    damaged = autosave.read_bytes()
    SETTINGS["link to /dev/zero"](home / "config" / "settings.json")

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", METROX_DESKTOP_HOME=str(home))
    app = subprocess.Popen(
        [sys.executable, "-m", "metrox_desktop"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    aside = home / "data" / "autosave.json.damaged"
    deadline = time.monotonic() + 60
    while not aside.exists() and app.poll() is None and time.monotonic() < deadline:
        time.sleep(0.1)
    time.sleep(1.0)  # the window is up, the dialog about the autosave waits for the player
    still_running = app.poll() is None
    app.terminate()
    _, err = app.communicate(timeout=30)

    assert still_running, err
    assert "Traceback" not in err
    assert aside.read_bytes() == damaged  # kept as it was
