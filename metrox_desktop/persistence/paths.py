"""Where the app keeps its files: platformdirs folders under one replaceable root.

Tests (and portable installs) call :func:`set_root` or set ``METROX_DESKTOP_HOME`` so
nothing touches the real user's folders.
"""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import PlatformDirs

APP = "metrox-desktop"
_root: Path | None = None


def set_root(root: Path | None) -> None:
    """Keep every file under ``root`` (None: back to the platform's folders)."""
    global _root
    _root = root


def _base() -> Path | None:
    if _root is not None:
        return _root
    env = os.environ.get("METROX_DESKTOP_HOME")
    return Path(env) if env else None


def config_dir() -> Path:
    base = _base()
    return base / "config" if base else Path(PlatformDirs(APP, appauthor=False).user_config_dir)


def data_dir() -> Path:
    """Saved games, statistics (later)."""
    base = _base()
    return base / "data" if base else Path(PlatformDirs(APP, appauthor=False).user_data_dir)
