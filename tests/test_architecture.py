"""The rules, maps and saves run without Qt: bots, replays and the command line never
load a GUI toolkit (and the engine can later run in a server or a worker process)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

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
