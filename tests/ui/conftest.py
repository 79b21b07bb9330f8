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


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # A Qt warning in the game window is a bug: fail the test that caused it. The
    # offscreen platform's note about size hints is about the platform, not us.
    for item in items:
        if "tests/ui/" in str(item.path).replace("\\", "/"):
            item.add_marker(pytest.mark.qt_log_level_fail("WARNING"))
            item.add_marker(pytest.mark.qt_log_ignore("propagateSizeHints"))
