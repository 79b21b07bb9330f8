"""UI test set-up: Qt's own standard paths in test mode (our user files already go to a
temporary folder: tests/conftest.py), and Qt warnings fail the test."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from metrox_desktop.ui.desktop import register_fonts


@pytest.fixture(autouse=True)
def qt_test_paths() -> None:
    QStandardPaths.setTestModeEnabled(True)  # e.g. Documents for the file dialogs


@pytest.fixture(autouse=True, scope="session")
def shipped_fonts(qapp: object) -> None:
    # As the app does at start (make_app): Japanese text measures as players see it,
    # whichever test happened to register the font first in this process.
    register_fonts()


@pytest.fixture
def no_collector(qapp: object) -> Iterator[None]:
    """Python's cycle collector off for the whole test, and never run by it: what is
    freed then is freed by reference counting alone (a cycle stays)."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


@pytest.fixture(autouse=True)
def nothing_left_open(qapp: object) -> Iterator[None]:
    # A dialog or flipper a test leaves open (and a mouse grab) would take the input of
    # the next tests in the same worker: a later hover reached nothing.
    yield
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QDialog) and widget.isVisible():
            widget.reject()
    grabber = QWidget.mouseGrabber()
    if grabber is not None:
        grabber.releaseMouse()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # A Qt warning in the game window is a bug: fail the test that caused it. The
    # offscreen platform's note about size hints is about the platform, not us.
    for item in items:
        if "tests/ui/" in str(item.path).replace("\\", "/"):
            item.add_marker(pytest.mark.qt_log_level_fail("WARNING"))
            item.add_marker(pytest.mark.qt_log_ignore("propagateSizeHints"))


@pytest.fixture(autouse=True)
def no_verdict_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    # A game's verdict is worked out in a worker process from its first card
    # (ui/table/verdict.py): only the tests of it start one, not every test that flips.
    from metrox_desktop.ui.table.verdict import VerdictWorker

    monkeypatch.setattr(VerdictWorker, "autostart", False)
