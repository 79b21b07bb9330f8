"""Test-wide set-up: Qt runs headless, and nothing touches the real user's files."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from metrox_desktop.persistence import paths

# Before any Qt import: tests never need a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def user_home(tmp_path: Path) -> Iterator[Path]:
    """Settings, saves and history of every test go to a fresh temporary folder."""
    paths.set_root(tmp_path / "user")
    yield tmp_path / "user"
    paths.set_root(None)
