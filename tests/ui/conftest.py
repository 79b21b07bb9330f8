"""UI test set-up: user files go to a temporary folder, never the real home."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths

from metrox_desktop.persistence import paths


@pytest.fixture(autouse=True)
def user_files(tmp_path: Path) -> Iterator[Path]:
    QStandardPaths.setTestModeEnabled(True)
    paths.set_root(tmp_path / "home")
    yield tmp_path / "home"
    paths.set_root(None)
