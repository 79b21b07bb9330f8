"""Running ``python -m metrox_desktop`` in a fresh process, as a user's shell would; or
by the command line's own ``main`` in this process (``par`` by small searches), where
what is checked is what a command without a window prints and writes, not its process
(its start-up imports, a kill, a lock, how the shell sees its status)."""

from __future__ import annotations

import contextlib
import io
import os
import shlex
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

import pytest

from metrox_desktop.persistence import paths

# Par's beam width and the strong bot's playout cards a decision for tests of what par
# says (not of its strength): small searches, a fraction of a second a deal.
SMALL_PAR = 12, 300


def ctrl_c_reaches_it() -> None:
    """Run in a child before it starts (``preexec_fn``): Ctrl-C interrupts it as at a
    shell's prompt, even when the tests themselves were started in the background by a
    script (which starts them with SIGINT ignored, and a child inherits that)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


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


def run_main(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    """``metrox-desktop ARGS`` by the command line's own ``main`` in this process, with
    ``home`` as the data folder: its exit status (argparse's too) and what it printed,
    as ``run_app`` gives them (stdout in strict UTF-8, as a fresh process writes it:
    text it cannot write fails as there). For commands that open no window (or refuse
    before they would): a window asked for fails the test, as no window here waits."""
    from metrox_desktop.cli import main
    from metrox_desktop.ui.start import app

    def no_window(*_args: object, **_kwargs: object) -> NoReturn:
        raise AssertionError(f"run_main: metrox-desktop {shlex.join(args)} opens a window")

    written = io.BytesIO(), io.BytesIO()
    out = io.TextIOWrapper(written[0], encoding="utf-8", write_through=True)
    err = io.TextIOWrapper(written[1], encoding="utf-8", errors="backslashreplace")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(paths.HOME_VARIABLE, str(home))
        patch.setattr(app, "make_app", no_window)
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = main(list(args))
            except SystemExit as exit_:  # argparse's mistakes and --help
                status = exit_.code if isinstance(exit_.code, int) else int(bool(exit_.code))
    out.flush()
    err.flush()
    said = [data.getvalue().decode("utf-8") for data in written]
    return subprocess.CompletedProcess(["metrox-desktop", *args], status, *said)


def par_in_process(home: Path, *args: str) -> tuple[int, str, str]:
    """``metrox-desktop par ARGS`` by ``run_main``, par searching by the small searches
    (its module's WIDTH and WORK): status, stdout and stderr."""
    from metrox_desktop.commands import par as command

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(command, "WIDTH", SMALL_PAR[0])
        patch.setattr(command, "WORK", SMALL_PAR[1])
        result = run_main("par", *args, home=home)
    return result.returncode, result.stdout, result.stderr
