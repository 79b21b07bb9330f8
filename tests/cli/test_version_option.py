"""``metrox-desktop --version``: the installed version, without opening a window."""

from __future__ import annotations

from importlib.metadata import version
from pathlib import Path

from tests.cli.running import run_app


def test_version_prints_the_installed_version_and_opens_no_window(tmp_path: Path) -> None:
    result = run_app("--version", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"metrox-desktop {version('metrox-desktop')}\n"
    assert result.stderr == ""
    assert not any(tmp_path.rglob("autosave.json")), "--version started a game"


def test_help_lists_the_version_option(tmp_path: Path) -> None:
    result = run_app("--help", home=tmp_path)
    assert result.returncode == 0
    assert "--version" in result.stdout
