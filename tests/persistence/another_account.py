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


def run_as_nobody(code: str, home: Path, timeout: float = 60) -> str:
    """What ``code`` prints, run as ``nobody`` with its files under ``home``."""
    env = dict(os.environ, METROX_DESKTOP_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    env.pop("XDG_RUNTIME_DIR", None)  # root's, if any: not nobody's
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
