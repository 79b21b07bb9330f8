"""`--hint` and `--par` of `metrox-desktop play --screenshot`, in a fresh process (the
refused lines after the first by the command line's own main in this process)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from tests.cli.running import run_app, run_main


@pytest.mark.parametrize(
    ("args", "starts"),
    [
        (["--hint"], "--hint only works with --play-turns"),
        (["--to-end", "--hint"], "--hint only works with --play-turns"),
        (["--par"], "--par only works with --to-end"),
        (["--play-turns", "3", "--par"], "--par only works with --to-end"),
    ],
)
def test_hint_and_par_alone_are_one_line_and_status_2(
    tmp_path: Path, args: list[str], starts: str
) -> None:
    shot = tmp_path / "x.png"
    run = run_app if args == ["--hint"] else run_main
    result = run(*args, "--screenshot", str(shot), home=tmp_path)
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert lines == [lines[0]] and lines[0].startswith(f"metrox-desktop: {starts}")
    assert not shot.exists()


def test_a_screenshot_with_the_hint_shows_its_panel(tmp_path: Path) -> None:
    plain, hinted = tmp_path / "plain.png", tmp_path / "hint.png"
    common = ["--map", "osaka", "--seed", "SHOT2", "--play-turns", "4", "--screenshot"]
    assert run_app(*common, str(plain), home=tmp_path).returncode == 0
    assert run_app(*common, str(hinted), "--hint", home=tmp_path).returncode == 0
    a, b = QImage(str(plain)), QImage(str(hinted))
    assert a.size() == b.size()
    # The hint's amber frame and list sit in the card panel, right of the sheet.
    panel_x = a.width() - 200
    changed = sum(
        a.pixel(x, y) != b.pixel(x, y)
        for x in range(panel_x, a.width(), 4)
        for y in range(0, a.height(), 4)
    )
    assert changed > 500
