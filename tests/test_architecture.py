"""The layers hold. The rules, maps and saves run without Qt: bots, replays and the
command line never load a GUI toolkit (and the engine can later run in a server or a
worker process). No module imports one above it (import-linter's contracts in
pyproject.toml, which ``make lint`` runs): an upward import fails the lint."""

from __future__ import annotations

import json
import os
import pkgutil
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import metrox_desktop

QT_FREE = ("engine", "maps", "persistence")


def qt_free_modules() -> list[str]:
    names = []
    for info in pkgutil.walk_packages(metrox_desktop.__path__, "metrox_desktop."):
        if info.name.split(".")[1] in QT_FREE:
            names.append(info.name)
    return names


def test_engine_maps_and_saves_import_no_qt() -> None:
    modules = qt_free_modules()
    assert "metrox_desktop.engine.rules" in modules and "metrox_desktop.maps.loader" in modules
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert result.stdout.strip() == "[]"


def test_simulate_runs_without_loading_qt() -> None:
    code = (
        "import sys\n"
        "from metrox_desktop.cli import main\n"
        "main(['simulate', '--map', 'tokyo', '--games', '2', '--seed', '1'])\n"
        "print('QT' if any(m.startswith('PySide6') for m in sys.modules) else 'NO-QT')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert result.stdout.strip().endswith("NO-QT")


# -- the layers (import-linter, [tool.importlinter] in pyproject.toml) ----------------------
ROOT = Path(__file__).resolve().parent.parent


def lint_imports(root: Path) -> subprocess.CompletedProcess[str]:
    """``lint-imports`` (as ``make lint`` runs it) on the package found under ``root``."""
    command = [str(Path(sys.executable).parent / "lint-imports"), "--no-cache"]
    return subprocess.run(
        command,
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
        capture_output=True,
        text=True,
        timeout=120,
    )


def copy_of_the_package(to: Path) -> Path:
    shutil.copytree(ROOT / "metrox_desktop", to / "metrox_desktop", ignore=IGNORED)
    shutil.copy(ROOT / "pyproject.toml", to / "pyproject.toml")
    return to


IGNORED = shutil.ignore_patterns("__pycache__", "*.pyc")


def test_the_layers_hold() -> None:
    result = lint_imports(ROOT)
    assert result.returncode == 0, result.stdout


@pytest.mark.parametrize(
    ("module", "line", "broken"),
    [
        # the engine reaching up for a save, inside a function as the cycles were hidden
        (
            "engine/rules.py",
            "def _up() -> None:\n    import metrox_desktop.persistence.saves\n",
            "metrox_desktop.engine is not allowed to import metrox_desktop.persistence",
        ),
        # the maps loading Qt
        (
            "maps/loader.py",
            "from PySide6.QtGui import QColor\n",
            "metrox_desktop.maps is not allowed to import PySide6",
        ),
        # the sheet reaching up for the window, for typing only
        (
            "ui/sheet/scene.py",
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
            "    from metrox_desktop.ui.window.main_window import MainWindow\n",
            "metrox_desktop.ui.sheet is not allowed to import metrox_desktop.ui.window",
        ),
        # the guided game reaching up for the window it is opened over
        (
            "ui/learn/guide.py",
            "def _up() -> None:\n    from metrox_desktop.ui.window import replace_check\n",
            "metrox_desktop.ui.learn is not allowed to import metrox_desktop.ui.window",
        ),
    ],
)
def test_an_upward_import_fails_the_lint(
    tmp_path: Path, module: str, line: str, broken: str
) -> None:
    root = copy_of_the_package(tmp_path)
    with (root / "metrox_desktop" / module).open("a", encoding="utf-8") as source:
        source.write("\n\n" + line)
    result = lint_imports(root)
    assert result.returncode != 0
    assert broken in " ".join(result.stdout.split()), result.stdout


# -- the complexity limits ([tool.ruff.lint] in pyproject.toml) ----------------------------
def ruff_check(root: Path) -> subprocess.CompletedProcess[str]:
    """``ruff check`` (as ``make lint`` runs it) on the package under ``root``."""
    command = [str(Path(sys.executable).parent / "ruff"), "check", "--no-cache"]
    return subprocess.run(
        [*command, "metrox_desktop"], cwd=root, capture_output=True, text=True, timeout=120
    )


def test_every_function_keeps_within_the_complexity_limits() -> None:
    result = ruff_check(ROOT)
    assert result.returncode == 0, result.stdout


@pytest.mark.parametrize(
    ("added", "broken"),
    [
        # a chain of cases: 13 branches, 14 paths
        (
            "def _kind(n: int) -> str:\n"
            + "".join(f"    if n == {i}:\n        return '{i}'\n" for i in range(13))
            + "    return ''\n",
            "PLR0912",
        ),
        # nine arguments
        ("def _many(a, b, c, d, e, f, g, h, i):  # noqa: ANN001\n    return a\n", "PLR0913"),
        # 70 statements in one function
        (
            "def _long() -> int:\n    n = 0\n" + "    n += 1\n" * 68 + "    return n\n",
            "PLR0915",
        ),
    ],
)
def test_a_function_past_a_complexity_limit_fails_the_lint(
    tmp_path: Path, added: str, broken: str
) -> None:
    root = copy_of_the_package(tmp_path)
    with (root / "metrox_desktop" / "ui" / "window" / "menus.py").open(
        "a", encoding="utf-8"
    ) as source:
        source.write("\n\n" + added)
    result = ruff_check(root)
    assert result.returncode != 0
    assert broken in result.stdout, result.stdout
    if broken == "PLR0912":
        assert "C901" in result.stdout  # and too many paths


# -- no import cycles ----------------------------------------------------------------------
def import_cycles() -> list[set[str]]:
    """Groups of modules that import each other, directly or round a loop (Tarjan's
    strongly connected components of the import graph; function-level and typing
    imports count, as they do for lint-imports)."""
    import grimp

    graph = grimp.build_graph("metrox_desktop", cache_dir=None)
    edges = {m: graph.find_modules_directly_imported_by(m) for m in graph.modules}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[set[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for other in edges[module]:
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in on_stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            group = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.add(member)
                if member == module:
                    break
            if len(group) > 1:
                cycles.append(group)

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for module in sorted(edges):
        if module not in index:
            visit(module)
    return cycles


def test_no_import_cycle() -> None:
    assert [sorted(group) for group in import_cycles()] == []


def test_a_cycle_hidden_behind_typing_is_found(tmp_path: Path) -> None:
    # The shape the menu entries had: a part of the game window naming the window that
    # imports it, for typing only.
    root = copy_of_the_package(tmp_path)
    with (root / "metrox_desktop" / "ui" / "window" / "game_window.py").open(
        "a", encoding="utf-8"
    ) as source:
        source.write(
            "\nif TYPE_CHECKING:\n    from metrox_desktop.ui.window.main_window import MainWindow\n"
        )
    code = (
        "import json\n"
        "from tests.test_architecture import import_cycles\n"
        "print(json.dumps([sorted(group) for group in import_cycles()]))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=root,
        env={**os.environ, "PYTHONPATH": os.pathsep.join((str(root), str(ROOT)))},
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    [cycle] = json.loads(result.stdout)  # one group, the window's modules round the loop
    window = "metrox_desktop.ui.window."
    assert {window + "game_window", window + "main_window", window + "menus"} <= set(cycle)
