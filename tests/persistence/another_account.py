"""Running a few lines of Python as another account (``nobody``, through ``setpriv``), on
a home that account can reach: how the tests play the other users of one computer."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

NOBODY = 65534


def as_nobody_command() -> list[str]:
    """The command prefix that runs a program as ``nobody``; skips the test without it."""
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        pytest.skip("needs root and setpriv to act as another account")
    return ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"]


def nobodys_env(home: Path) -> dict[str, str]:
    """The environment of ``nobody``'s processes: files under ``home``, and a runtime
    folder of its own there (``home/run``), so no test leaves one in /tmp."""
    run = home / "run"
    run.mkdir(mode=0o700, exist_ok=True)
    os.chown(run, NOBODY, NOBODY)
    return dict(
        os.environ,
        METROX_DESKTOP_HOME=str(home),
        QT_QPA_PLATFORM="offscreen",
        XDG_RUNTIME_DIR=str(run),
    )


def run_as_nobody(code: str, home: Path, timeout: float = 60) -> str:
    """What ``code`` prints, run as ``nobody`` with its files under ``home``."""
    env = nobodys_env(home)
    done = subprocess.run(
        [*as_nobody_command(), sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        cwd=Path(__file__).parents[2],
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@contextlib.contextmanager
def open_home() -> Iterator[Path]:
    """A home under /tmp that every account can reach (pytest's own folder is root's
    alone), removed afterwards."""
    folder = Path(tempfile.mkdtemp(prefix="metrox-accounts-", dir="/tmp"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def give_to_nobody(*paths: Path) -> None:
    for path in paths:
        os.chown(path, NOBODY, NOBODY, follow_symlinks=False)
