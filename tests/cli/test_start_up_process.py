"""The real app, started as a user starts it (`python -m metrox_desktop`), with hostile
files where it reads at start: it keeps running (a dialog waits for the player), the
damaged autosave is set aside, and nothing is printed as a traceback."""

from __future__ import annotations

from pathlib import Path

from tests.cli.running import start_until
from tests.persistence.hostile import RECORDS, SETTINGS


def test_the_app_starts_with_a_hostile_autosave_and_settings(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "data").mkdir(parents=True)
    (home / "config").mkdir()
    autosave = home / "data" / "autosave.json"
    RECORDS["5000-digit number"](autosave)
    damaged = autosave.read_bytes()
    SETTINGS["link to /dev/zero"](home / "config" / "settings.json")

    aside = home / "data" / "autosave.json.damaged"
    # The window is up a second after, the dialog about the autosave waits for the player.
    still_running, err = start_until(aside.exists, home, settle=1.0)

    assert still_running, err
    assert "Traceback" not in err
    assert aside.read_bytes() == damaged  # kept as it was
