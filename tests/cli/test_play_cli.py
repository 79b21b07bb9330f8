"""`metrox-desktop --screenshot`: the window rendered to a PNG, in a fresh process (the
variants of a refused line after the first by the command line's own main in this
process). That a picture touches none of the player's files is
tests/ui/start/test_play_command.py's."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from tests.cli.running import run_app, run_main


@pytest.mark.parametrize("extra", [[], ["--map", "osaka", "--seed", "7", "--play-turns", "5"]])
def test_screenshot_writes_the_window(tmp_path: Path, extra: list[str]) -> None:
    out = tmp_path / "shot.png"
    result = run_app("--screenshot", str(out), "--size", "1000x700", *extra, home=tmp_path)
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert not image.isNull() and image.width() >= 1000 and image.height() >= 700


def test_unknown_map_is_one_line_and_status_2(tmp_path: Path) -> None:
    result = run_main("--screenshot", str(tmp_path / "x.png"), "--map", "paris", home=tmp_path)
    assert result.returncode == 2
    assert result.stderr.strip().startswith("metrox-desktop: no map 'paris'")
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("seed", ["", "   ", "x" * 41, "ab\ncd"])
def test_bad_deal_code_is_one_line_and_status_2(tmp_path: Path, seed: str) -> None:
    run = run_app if seed == "" else run_main
    result = run("--screenshot", str(tmp_path / "x.png"), "--seed", seed, home=tmp_path)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("metrox-desktop: --seed")
    assert not (tmp_path / "x.png").exists()


def test_unwritable_screenshot_is_one_line_on_stderr(tmp_path: Path) -> None:
    result = run_app("--screenshot", str(tmp_path / "no" / "such" / "x.png"), home=tmp_path)
    assert result.returncode == 2
    [line] = result.stderr.strip().splitlines()  # at once: before the window is drawn
    assert line.startswith("metrox-desktop: --screenshot") and ": no folder " in line


@pytest.mark.parametrize(
    "given",
    [
        ["--map", "osaka"],
        ["--seed", "HXM7Q"],
        ["--players", "Ann,Bo"],
        ["--friend", "33852-PSK6D-6U86E-J85BE-77J3W-XL7TP-J4-T"],
        ["--today"],
    ],
)
def test_learn_says_it_plays_its_own_game_where_other_options_were_dropped(
    tmp_path: Path, given: list[str]
) -> None:
    """The guided game is its own solo game on Tokyo: a map, deal, seats or friends asked
    for with --learn are one line saying so (as --today says of --seed), where the
    lesson opened without a word about them."""
    result = run_main(
        "play", "--learn", *given, "--screenshot", str(tmp_path / "x.png"), home=tmp_path
    )
    assert result.returncode == 2 and result.stderr.count("\n") == 1, result.stderr
    assert "--learn plays its own game" in result.stderr and given[0] in result.stderr
    assert not (tmp_path / "x.png").exists()
