"""Running ``python -m metrox_desktop`` in a fresh process, as a user's shell would."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path


def run_app(
    *args: str,
    home: Path,
    before: Callable[[], None] | None = None,
    env: dict[str, str] | None = None,
) -> subprocess.CompletedProcess[str]:
    """The command's result; user files under ``home``, Qt headless; ``before`` runs in
    the child first (to set a limit on it); ``env`` adds environment variables."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", METROX_DESKTOP_HOME=str(home)) | (env or {})
    return subprocess.run(
        [sys.executable, "-m", "metrox_desktop", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        env=env,
        preexec_fn=before,
    )


def start_until(
    done: Callable[[], bool], home: Path, settle: float = 0.0, args: tuple[str, ...] = ()
) -> tuple[bool, str]:
    """Start the game window as a user does (with ``args``, by default none) and stop it
    once ``done()`` holds (or after a minute), ``settle`` seconds later: whether it was
    still running then (a dialog waits for the player) and what it wrote on stderr."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", METROX_DESKTOP_HOME=str(home))
    app = subprocess.Popen(
        [sys.executable, "-m", "metrox_desktop", *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 60
    while not done() and app.poll() is None and time.monotonic() < deadline:
        time.sleep(0.1)
    time.sleep(settle)
    still_running = app.poll() is None
    app.terminate()
    _, err = app.communicate(timeout=30)
    return still_running, err
