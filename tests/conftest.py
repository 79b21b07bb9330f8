"""Test-wide set-up: Qt runs headless, and nothing touches the real user's files."""

from __future__ import annotations

import getpass
import os
import sys
import tempfile
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from _pytest.doctest import DoctestModule

from metrox_desktop.persistence import paths

if TYPE_CHECKING:  # the tests of the layers without Qt never load it
    from metrox_desktop.ui.context import AppContext

# Before any Qt import: tests never need a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Byte-code is written even where PYTHONDONTWRITEBYTECODE is set (some containers set
# it), as an installed app's is: else every worker compiles the tests again (pytest's
# rewritten asserts) and every app process a test starts, hundreds, the package.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


def pytest_sessionstart(session: pytest.Session) -> None:
    if hasattr(session.config, "workerinput"):
        return  # the controller (or a run without workers) does it once for all
    from tests.persistence.hostile import release_left_faults

    user = getpass.getuser()  # pytest's folder of runs, as its tmp_path names it
    temp_root = Path(os.environ.get("PYTEST_DEBUG_TEMPROOT") or tempfile.gettempdir())
    release_left_faults(temp_root.resolve() / f"pytest-of-{user}")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # The files marked long run first, the others after in their order: `make test`
    # hands a worker one file at a time, and a long file handed out last keeps one
    # worker (one core) going alone after the others have ended.
    items.sort(key=lambda item: item.get_closest_marker("long") is None)


@pytest.fixture(autouse=True)
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Settings, saves and history of every test go to a fresh temporary folder, as
    a portable install's do (and a command a test starts inherits it)."""
    monkeypatch.setenv(paths.HOME_VARIABLE, str(tmp_path / "user"))
    return tmp_path / "user"


@pytest.fixture
def app_context(qapp: object) -> Iterator[AppContext]:
    """A fresh application context (ui/context.py), as make_app gives a new app: it
    speaks English (whose .qm holds the plural forms, "1 card"), draws in the light
    theme, and cards turn over. It ends with the test: Qt's application is as it was."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from metrox_desktop.ui.context import start_context
    from metrox_desktop.ui.language import set_language
    from metrox_desktop.ui.start.collector import collect_on_gui_thread

    app = QCoreApplication.instance()
    assert app is not None
    # As make_app: the cycle collector runs on the GUI thread only, never on a thread
    # of the Hint, the bots or par, where it could free a Qt object under Qt's feet.
    collect_on_gui_thread(app)
    context = start_context(app)
    set_language("en")
    yield context
    # The windows the test left (pytest-qt closes them and asks Qt to delete them later)
    # go now: a test that ran no event loop left them alive to the next tests, every one
    # of which then told them of its language switch (a game window's texts written
    # again, its sheet too) at its start and end: a worker grew slower test by test.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    context.end()


@pytest.fixture(autouse=True)
def qt_tests_start_as_the_app(request: pytest.FixtureRequest) -> None:
    """A test that runs Qt (qapp, qtbot) gets its own fresh application context."""
    if "qapp" in request.fixturenames:
        request.getfixturevalue("app_context")


@pytest.hookimpl(wrapper=True)
def pytest_collect_file(
    file_path: Path, parent: pytest.Collector
) -> Generator[None, list[pytest.Collector], list[pytest.Collector]]:
    """--doctest-modules is for the package's docstrings: a test file holds no doctest,
    and looking for them went through every function of every test file again, in
    every worker (0.15 s of its 2.3 s of collecting). A test file is collected for its
    tests alone."""
    collected = yield
    if file_path.suffix == ".py" and file_path.is_relative_to(parent.config.rootpath / "tests"):
        return [node for node in collected if not isinstance(node, DoctestModule)]
    return collected


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """--doctest-modules is for the package's docstrings: the tests' helper modules
    (``tests/ui/helpers.py``, two ``hostile.py``) hold none, and are imported by the
    tests that use them, not collected."""
    name = collection_path.name
    tests = config.rootpath / "tests"
    if collection_path.suffix == ".py" and collection_path.is_relative_to(tests):
        return not (name.startswith("test_") or name == "conftest.py") or None
    return None
