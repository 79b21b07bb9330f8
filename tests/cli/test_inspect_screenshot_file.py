"""`metrox-desktop inspect --screenshot`: the file's type follows its name, --theme paints
the picture in that theme (not remembered), and an empty name is a one-line mistake (it
opened the real window and waited; in a fresh process, a name of no image type by the
command line's own main in this process)."""

from __future__ import annotations

from pathlib import Path

from tests.cli.running import run_app, run_main


def test_the_picture_has_the_type_its_name_says(tmp_path: Path) -> None:
    out = tmp_path / "map.jpg"
    result = run_app("inspect", "tokyo", "--screenshot", str(out), home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:3] == b"\xff\xd8\xff"  # JPEG, not PNG data under a .jpg name


def test_a_name_of_no_image_type_is_one_line_and_writes_nothing(tmp_path: Path) -> None:
    out = tmp_path / "map.xyz"
    result = run_main("inspect", "osaka", "--screenshot", str(out), home=tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and ".png" in result.stderr
    assert not out.exists()


def test_an_empty_name_is_one_line_and_opens_no_window(tmp_path: Path) -> None:
    result = run_app("inspect", "tokyo", "--screenshot", "", home=tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr == (
        "metrox-desktop: --screenshot needs a file name, e.g. --screenshot map.png\n"
    )


def test_theme_option_paints_the_window_in_that_theme(tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    lightness = {}
    for theme in ("light", "dark"):
        out = tmp_path / f"{theme}.png"
        result = run_app(
            "inspect", "tokyo", "--theme", theme, "--screenshot", str(out), home=tmp_path
        )
        assert result.returncode == 0, result.stderr
        image = QImage(str(out))
        # The window's own ground, below the list of routes.
        lightness[theme] = image.pixelColor(image.width() - 8, image.height() - 8).lightness()
    assert lightness["light"] > 180 and lightness["dark"] < 80, lightness
    assert not (tmp_path / "config" / "settings.json").exists()  # a picture is not remembered
