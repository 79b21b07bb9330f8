"""`metrox-desktop view`, `stats --folder` and `simulate --records`: bad input is one
short line and status 2; a record's picture at a turn, in a real process."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from metrox_desktop.cli import main
from tests.cli.running import run_app


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("records")
    status = main(
        ["simulate", "--strategy", "greedy", "--games", "1", "--seed", "VW", "--players", "2",
         "--records", str(folder), "--json"]
    )  # fmt: skip
    assert status == 0
    game = json.loads((folder / "tokyo-VW-0.json").read_text("utf-8"))
    game["turns"][0]["choices"][1] = "Q"  # no route Q on Tokyo
    (folder / "broken.json").write_text(json.dumps(game), "utf-8")
    return folder


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["view", ""], "RECORD '': an empty file name"),
        (["view", "/tmp"], "is a folder, not a game record"),
        (["view", "/dev/zero"], "not a regular file"),
        (["view", "{good}", "--turn", "99"], "--turn 99: the game has turns 0 to"),
        (["view", "{good}", "--turn", "x"], "--turn must be a whole number, not 'x'"),
        (["view", "{good}", "--player", "Zed"], "no player 'Zed' in the record (P1, P2)"),
        (["view", "{good}", "--screenshot", "x.txt"], "name the file with the image type"),
        (["view", "{broken}"], "turn 1, player P2"),
        (["view", "{good}", "--size", "wide"], "--size 'wide': give WIDTHxHEIGHT, e.g. 1280x860"),
        (["view", "{good}", "--size", "8000x8000"], "--size '8000x8000': from 320x240 to"),
        (["stats", "--folder", ""], "--folder '': an empty file name"),
        (
            ["stats", "--folder", "/dev/zero"],
            "--folder '/dev/zero': the kept games cannot be read: it is a file, not a folder",
        ),
        (["simulate", "--records", ""], "--records '': an empty file name"),
        (["simulate", "--records", "{good}"], "it is a file, not a folder"),
    ],
)
def test_bad_input_is_one_short_line_and_status_2(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    records: Path,
    argv: list[str],
    said: str,
) -> None:
    monkeypatch.chdir(tmp_path)  # anything wrongly written lands here
    names = {"{good}": str(records / "tokyo-VW-0.json"), "{broken}": str(records / "broken.json")}
    before = {p.name: p.read_bytes() for p in records.iterdir()}
    status = main([names.get(arg, arg) for arg in argv])
    out, err = capsys.readouterr()
    assert status == 2 and out == "", err
    assert err.count("\n") == 1 and len(err) < 300, err[:300]
    assert said in err, err
    assert list(tmp_path.iterdir()) == []
    assert {p.name: p.read_bytes() for p in records.iterdir()} == before


def test_view_writes_the_sheets_at_a_turn_at_the_size_asked(tmp_path: Path, records: Path) -> None:
    """`view --size WxH`, as `play` takes it: the picture that large (the docs' replay
    viewer is 1180x820; without --size it kept to Qt's offscreen screen, 800x800)."""
    from PySide6.QtGui import QImage

    picture = tmp_path / "turn.png"
    result = run_app(
        "view", str(records / "tokyo-VW-0.json"), "--turn", "5", "--player", "P2",
        "--size", "1180x820", "--screenshot", str(picture), home=tmp_path,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert picture.read_bytes().startswith(b"\x89PNG")
    assert QImage(str(picture)).size().toTuple() == (1180, 820)
    assert not (tmp_path / "data").exists()  # a picture touches none of the player's files


def test_view_screenshot_ends_when_the_ais_view_cannot_be_worked_out(tmp_path: Path) -> None:
    """A person's record whose cards do not follow its deal code (one card edited): the
    strong AI cannot value the turn, and the picture is taken saying so."""
    folder = tmp_path / "records"
    assert main(
        ["simulate", "--strategy", "greedy", "--games", "1", "--seed", "VW", "--players", "1",
         "--records", str(folder), "--json"]
    ) == 0  # fmt: skip
    game = json.loads((folder / "tokyo-VW-0.json").read_text("utf-8"))
    del game["checksum"]
    game["seats"] = ["person"]
    assert game["turns"][1]["card"] == "3"
    game["turns"][1]["card"] = "2"  # the deal VW-0 gives a 3 here
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(game), "utf-8")
    picture = tmp_path / "turn.png"
    result = run_app(
        "view", str(edited), "--turn", "2", "--screenshot", str(picture), home=tmp_path
    )
    assert (result.returncode, result.stdout) == (0, f"wrote {picture}\n"), result.stderr
    assert picture.read_bytes().startswith(b"\x89PNG")


@pytest.mark.parametrize("theme", ["dark", "contrast"])
def test_view_draws_its_grey_words_in_the_theme_asked(
    qapp, tmp_path: Path, records: Path, theme: str
) -> None:
    """`view --theme dark` (or a theme chosen in the game): the viewer's secondary
    words ("Total so far") in the grey that reads on that theme's window, not in the
    light theme's, which hardly showed on black (the theme came after the viewer)."""
    from PySide6.QtGui import QColor, QImage

    from metrox_desktop.ui.themes import muted, set_theme

    light = QColor(muted()).rgb()
    set_theme(theme)
    try:
        readable = QColor(muted()).rgb()
    finally:
        set_theme("light")
    assert readable != light
    picture = tmp_path / "turn.png"
    result = run_app(
        "view", str(records / "tokyo-VW-0.json"), "--turn", "5", "--theme", theme,
        "--screenshot", str(picture), home=tmp_path,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    image = QImage(str(picture))
    drawn = [image.pixel(x, y) for x in range(image.width()) for y in range(image.height())]
    assert drawn.count(readable) > 0  # the total so far, in the theme's grey
    assert drawn.count(light) == 0
