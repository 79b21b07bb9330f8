"""Running ``python -m metrox_desktop`` in a fresh process, as a user's shell would."""

from __future__ import annotations

import os
import subprocess
import sys
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
