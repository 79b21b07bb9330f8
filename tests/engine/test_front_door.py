"""The engine's front door: every public name is there, and it costs nothing to import
(its tour runs as written with the package's doctests: --doctest-modules)."""

from __future__ import annotations

import subprocess
import sys

import pytest

import metrox_desktop.engine


def test_every_public_name_is_there_and_named_in_the_api_page() -> None:
    engine = metrox_desktop.engine
    for name in engine.__all__:
        assert getattr(engine, name) is not None
    assert set(engine.__all__) <= set(dir(engine))
    with pytest.raises(AttributeError):
        engine.no_such_name  # noqa: B018


def test_importing_the_rules_leaves_the_bots_and_qt_unloaded() -> None:
    """In a fresh process: ``import metrox_desktop.engine`` loads no engine module, and
    the rules (or the front door's Board) load neither the bots nor Qt."""
    code = (
        "import sys, metrox_desktop.engine as e\n"
        "print(sorted(m for m in sys.modules if m.startswith('metrox_desktop.engine.')))\n"
        "import metrox_desktop.engine.rules\n"
        "e.Board.load('tokyo')\n"
        "print('metrox_desktop.engine.ai' in sys.modules, 'PySide6' in sys.modules)\n"
        "e.strategy_named('greedy')\n"
        "print('metrox_desktop.engine.ai' in sys.modules)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    assert out == ["[]", "False False", "True"]
