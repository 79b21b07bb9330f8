"""The engine's front door: its tour runs as written, and it costs nothing to import."""

from __future__ import annotations

import doctest
import subprocess
import sys

import pytest

import metrox_desktop.engine
from metrox_desktop.engine import choice, match


@pytest.mark.parametrize("module", [metrox_desktop.engine, choice, match], ids=lambda m: m.__name__)
def test_the_examples_in_the_engine_docs_run_as_written(module: object) -> None:
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)  # type: ignore[arg-type]
    assert result.attempted > 0
    assert result.failed == 0


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
