"""`metrox-desktop flipper --screenshot`: the file's type follows its name, and an empty
name is a one-line mistake (it opened the real window, which wrote the table's autosave);
a name of no image type by the command line's own main in this process."""

from __future__ import annotations

from pathlib import Path

from tests.cli.running import run_app, run_main


def test_the_picture_has_the_type_its_name_says(tmp_path: Path) -> None:
    out = tmp_path / "flipper.jpg"
    result = run_app("flipper", "--seed", "ABC", "--screenshot", str(out), home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:3] == b"\xff\xd8\xff"  # JPEG, not PNG data under a .jpg name


def test_a_name_of_no_image_type_is_one_line_and_writes_nothing(tmp_path: Path) -> None:
    out = tmp_path / "flipper.xyz"
    result = run_main("flipper", "--screenshot", str(out), home=tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and ".png" in result.stderr
    assert not out.exists() and not (tmp_path / "data").exists()


def test_an_empty_name_is_one_line_and_opens_no_window(tmp_path: Path) -> None:
    result = run_app("flipper", "--screenshot", "", home=tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr == (
        "metrox-desktop: --screenshot needs a file name, e.g. --screenshot flipper.png\n"
    )
    assert not (tmp_path / "data").exists()  # the table's autosave is not written
