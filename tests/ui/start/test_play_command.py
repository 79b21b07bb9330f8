"""`metrox-desktop --players ... --screenshot ...` in a fresh process, as a shell runs it:
seats, options that do nothing alone, image formats, and the player's files. The other
variants of a refused line go through the command line's own main in this process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from tests.cli.running import run_app, run_main


def one_line_error(result, starts: str) -> None:  # type: ignore[no-untyped-def]
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"metrox-desktop: {starts}"), result.stderr


BAD_SEATS = ["Ann,,Bo", "Ann,Bot:nobody", ",".join(f"P{k}" for k in range(7)), "Ann,ann", ""]


@pytest.mark.parametrize("players", BAD_SEATS)
def test_a_bad_seat_list_is_one_line_and_status_2(tmp_path: Path, players: str) -> None:
    shot = tmp_path / "x.png"
    run = run_app if players == BAD_SEATS[0] else run_main
    result = run("--players", players, "--screenshot", str(shot), home=tmp_path)
    one_line_error(result, "--players")
    assert not shot.exists()


def test_bots_named_by_the_levels_the_window_shows_take_their_seats(tmp_path: Path) -> None:
    shot = tmp_path / "x.png"
    players = "Ann,Eve:easy,Max:very easy"
    result = run_app("--players", players, "--screenshot", str(shot), home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert not QImage(str(shot)).isNull()


def test_an_unknown_bot_level_lists_the_names_and_the_levels(tmp_path: Path) -> None:
    result = run_main("--players", "Ann,Eve:genius", "--screenshot", "x.png", home=tmp_path)
    one_line_error(result, "--players")
    assert "greedy (easy)" in result.stderr and "random (very easy)" in result.stderr


@pytest.mark.parametrize("alone", [["--play-turns", "3"], ["--to-end"]])
def test_autoplay_options_without_a_screenshot_are_refused(
    tmp_path: Path, alone: list[str]
) -> None:
    run = run_app if alone[0] == "--to-end" else run_main  # one real process: no window waits
    one_line_error(run(*alone, home=tmp_path), alone[0])


def test_an_empty_screenshot_name_opens_no_window(tmp_path: Path) -> None:
    one_line_error(run_main("--screenshot", "", home=tmp_path), "--screenshot")
    assert not (tmp_path / "data").exists() and not (tmp_path / "config").exists()


def test_the_image_format_follows_the_extension(tmp_path: Path) -> None:
    jpeg = tmp_path / "shot.jpg"
    result = run_app("--screenshot", str(jpeg), "--size", "800x600", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert jpeg.read_bytes()[:3] == b"\xff\xd8\xff"  # JPEG, not PNG under a .jpg name
    result = run_main("--screenshot", str(tmp_path / "shot.pic"), home=tmp_path)
    one_line_error(result, "--screenshot")
    assert ".png" in result.stderr and ".jpg" in result.stderr


def snapshot(home: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(home)): p.read_bytes() if p.is_file() else b"<folder>"
        for p in sorted(home.rglob("*"))
        if p.parts[len(home.parts)] in ("config", "data")
    }


def test_a_screenshot_of_a_table_touches_no_settings_and_no_game(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "data").mkdir()
    (home / "config" / "settings.json").write_text('{"map_id": "osaka"}\n', encoding="utf-8")
    autosave = (
        '{"format": "metrox-game/1", "map": "osaka", "players": ["You"], "turns": [],'
        ' "deck": "okazu-20", "seed": "MINE"}'
    )
    (home / "data" / "autosave.json").write_text(autosave, encoding="utf-8")
    before = snapshot(home)
    shot = tmp_path / "table.png"
    result = run_app(
        "--players", "Ann,Bo,Bot:greedy", "--map", "tokyo", "--seed", "T",
        "--to-end", "--screenshot", str(shot), home=home,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert snapshot(home) == before
    image = QImage(str(shot))
    assert not image.isNull() and image.width() >= 1280


def test_a_picture_of_a_large_window_has_a_screen_as_large(tmp_path: Path) -> None:
    """Dialogs keep to the screen; the offscreen platform's own is 800x800, which cut
    the final dialog of a 2560x1440 picture where a real screen that size would not."""
    code = (
        "import os\n"
        "from metrox_desktop.ui.start.app import make_app\n"
        "app = make_app(picture_mode=True, screen=(2560, 1440))\n"
        "area = app.primaryScreen().availableGeometry()\n"
        "print(area.width(), area.height(), os.environ['QT_QPA_PLATFORM'])\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", METROX_DESKTOP_HOME=str(tmp_path))
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["2560", "1440", "offscreen"]  # and the platform as given
