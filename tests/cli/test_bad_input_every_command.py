"""Bad input to every command: empty texts, huge and negative numbers, folders and devices
where a file is wanted, names too long for the system and names that are not UTF-8. Each
is one line on stderr saying what is wrong, exit status 2, nothing written, never a
traceback. The QA reports run as a user's shell runs them (a fresh process); the sweep
runs the same entry point in this process, since starting Python for each case would
only repeat what the first ones show."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from metrox_desktop.cli import main
from tests.cli.running import run_app, run_main

NOT_UTF8 = os.fsdecode(b"caf\xe9")  # a Latin-1 name, as Python hands it over from argv
TOO_LONG = "n" * 300  # one path component longer than any file system takes
PAGE = "p" * 100_000  # a pasted page
TOKYO = Path(__file__).resolve().parents[2] / "resources" / "maps" / "tokyo.json"


def test_simulate_on_dev_zero_is_one_clean_line(tmp_path: Path) -> None:
    result = run_app("simulate", "--map", "/dev/zero", "--games", "1", home=tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr == "metrox-desktop: /dev/zero: not a regular file\n"  # no "$:"


def test_a_record_on_a_device_map_is_one_clean_line(tmp_path: Path, capsys) -> None:
    record = tmp_path / "game.json"
    record.write_text(
        json.dumps(
            {
                "format": "metrox-game/1",
                "map": "/dev/zero",
                "players": ["A"],
                "deck": "okazu-20",
                "seed": "AB",
                "turns": [],
            }
        )
    )
    for command in (["replay", str(record)], ["par", str(record)]):
        assert main(command) == 2
        [line] = capsys.readouterr().err.splitlines()
        assert line.endswith(f"{record}: map '/dev/zero': not a regular file")  # no "$:"


def test_simulate_refuses_an_empty_seed_as_play_and_par_do(tmp_path: Path) -> None:
    said = []
    for run, command in (
        (run_app, ["simulate", "--games", "2"]),  # simulate's in a fresh process
        (run_main, ["par", "--map", "tokyo"]),
        (run_main, ["flipper", "--print"]),
    ):
        result = run(*command, "--seed", "", home=tmp_path)
        assert result.returncode == 2 and result.stdout == "", result
        [line] = result.stderr.splitlines()
        said.append(line.split(" (")[0])
    assert said == ["metrox-desktop: --seed '': the deal code is empty"] * 3


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        # empty texts
        (["replay", ""], "RECORD '': an empty file name"),
        (["par", ""], "RECORD '': an empty file name"),
        (["simulate", "--map", ""], "--map '': an empty file name"),
        (["par", "--map", "", "--seed", "A"], "--map '': an empty file name"),
        (["maps", "check", ""], "FILE '': an empty file name"),
        (["maps", "info", ""], "MAP_OR_FILE '': an empty file name"),
        (["maps", "render", "tokyo", "--out", "x.svg", "--record", ""], "--record ''"),
        (["inspect", ""], "MAP_OR_FILE '': an empty file name"),
        (["simulate", "--strategy", ""], "no strategy called ''"),
        (["simulate", "--games", ""], "--games must be a whole number, not ''"),
        (["flipper", "--map", "", "--print"], "no map '' (maps: osaka, tokyo)"),
        (["play", "--deck", ""], "no deck '' (decks: okazu-20)"),
        (["sheets", "--map", "tokyo", "--out", ""], "--out '': an empty file name"),
        # huge and negative numbers
        (["simulate", "--games", "9" * 4000], "--games must be between 1 and 10,000,000, not '999"),
        (["simulate", "--players", "-1"], "--players must be between 1 and 99"),
        # port 0 is no table's: join tried it for two minutes
        (["join", "127.0.0.1:0", "--room", "ABCD", "--name", "A", "--patience", "1"], "port 1-"),
        # named as typed: host --seats 100 said "--players must be..."
        (["host", "--seats", "100", "--listen", "127.0.0.1:0"], "--seats must be between 1 and 99"),
        (["host", "--players", "0", "--listen", "127.0.0.1:0"], "--players must be between"),
        (["flipper", "--flips", "-1", "--print"], "--flips must be 0 or more"),
        (["sheets", "--map", "tokyo", "--out", "x.pdf", "--copies", "9" * 30], "--copies must"),
        (["maps", "render", "tokyo", "--out", "x.png", "--scale", "-1"], "--scale must be"),
        (["maps", "render", "tokyo", "--out", "x.png", "--player", "-1"], "--player only works"),
        (["play", "--play-turns", "-1", "--screenshot", "x.png"], "--play-turns must be 0"),
        (["play", "--wait-for-window", "-1"], "--wait-for-window '-1': give seconds from 0"),
        # folders and devices where a file is wanted
        (["simulate", "--map", "/tmp"], "/tmp: is a folder, not a map file"),
        (["maps", "info", "/dev/zero"], "/dev/zero: not a regular file"),
        (["par", "--map", "/dev/zero", "--seed", "A"], "/dev/zero: not a regular file"),
        (["par", "/tmp"], "/tmp: is a folder, not a game record"),
        (
            ["play", "--screenshot", "/dev/zero"],
            "--screenshot '/dev/zero': not a file but a device or a pipe",
        ),
        (["sheets", "--map", "tokyo", "--out", "/dev/zero"], "the sheets are a PDF"),
        # names the system cannot take
        (["simulate", "--map", TOO_LONG], "File name too long"),
        (["maps", "info", TOO_LONG], "File name too long"),
        (["inspect", TOO_LONG], "File name too long"),
        (["sheets", "--map", "tokyo", "--out", TOO_LONG + ".pdf"], "File name too long"),
        (["replay", PAGE], "RECORD 'ppp"),
        (["maps", "render", "tokyo", "--out", PAGE + ".png"], "--out 'ppp"),
        (["simulate", "--strategy", PAGE], "no strategy called 'ppp"),
        # names that are not UTF-8: Qt would write the file under another name
        (["play", "--screenshot", NOT_UTF8 + ".png"], "the name is not UTF-8 text"),
        (["flipper", "--screenshot", NOT_UTF8 + ".png"], "the name is not UTF-8 text"),
        (["sheets", "--map", "tokyo", "--out", NOT_UTF8 + ".pdf"], "the name is not UTF-8"),
        (["maps", "render", "tokyo", "--out", NOT_UTF8 + ".png"], "the name is not UTF-8"),
    ],
)
def test_bad_input_is_one_short_line_and_status_2(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    argv: list[str],
    said: str,
) -> None:
    monkeypatch.chdir(tmp_path)  # anything wrongly written lands here
    try:
        status = main(argv)
    except SystemExit as exit_:  # argparse's own mistakes
        status = int(str(exit_.code))
    out, err = capsys.readouterr()
    assert status == 2 and out == "", err
    assert err.count("\n") == 1 and len(err) < 300, err[:300]
    assert err.startswith("metrox-desktop") and said in err, err
    assert list(tmp_path.iterdir()) == []


def test_a_file_name_that_is_not_utf8_is_printed_escaped(tmp_path: Path) -> None:
    """In a UTF-8 locale standard output refuses such a name: it is shown escaped, as
    replay shows names, instead of ending in a UnicodeEncodeError traceback."""
    name = os.fsencode(tmp_path) + b"/caf\xe9.json"
    Path(os.fsdecode(name)).write_text("{}", encoding="utf-8")
    strict = {"PYTHONIOENCODING": "utf-8:strict"}
    result = run_app("maps", "check", os.fsdecode(name), home=tmp_path, env=strict)
    assert result.returncode == 1 and "Traceback" not in result.stderr, result.stderr
    assert result.stdout.splitlines()[0] == f"{tmp_path}/caf\\udce9.json: $.format: Field required"


def test_maps_info_escapes_control_characters_from_the_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A route name from someone else's map file cannot recolour or reverse the terminal."""
    spec = json.loads(TOKYO.read_text(encoding="utf-8"))
    spec["routes"][0]["name"]["en"] = "Ginza\x1b[31m\u202e"
    path = tmp_path / "map.json"
    path.write_text(json.dumps(spec), encoding="utf-8")
    assert main(["maps", "info", str(path)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\u202e" not in out
    assert "Ginza\\x1b[31m\\u202e" in out  # shown, harmlessly
