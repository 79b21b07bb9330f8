"""The command-line readers of game records (replay, maps render --record), run as the
real `python -m metrox_desktop` process on every hostile record: one line on stderr,
exit status 2, never a traceback or a hang. What replay and compare print of hostile
names, by the command line's own main in this process (standard output in strict UTF-8,
as a process's)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.running import run_app, run_main
from tests.persistence.hostile import RECORDS, record

# Records that are not games at all, or whose cards are not those their deal gives; the
# rest (a deal code the window would not deal, a map file, seats the window cannot play,
# more players than its table seats) still replay, since replay needs neither a built-in
# map, the bots nor the table at one screen.
UNREADABLE = [
    name
    for name in RECORDS
    if name
    not in (
        "41-character seed",
        "control character seed",
        "map is a map file",
        "bot of no known strategy",
        "seven players",
    )
]


def test_replay_gives_one_line_for_each_unreadable_record(tmp_path: Path) -> None:
    paths = []
    for number, name in enumerate(UNREADABLE):
        path = tmp_path / f"record-{number}.json"
        RECORDS[name](path)
        paths.append(str(path))
    result = run_app("replay", *paths, home=tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    lines = result.stderr.splitlines()
    assert "Traceback" not in result.stderr
    assert [line.split(": ")[1] for line in lines] == paths  # one line per record, in order


@pytest.mark.parametrize("name", ["5000-digit number", "lone surrogate seed", "link to /dev/zero"])
def test_maps_render_gives_one_line_for_a_hostile_record(tmp_path: Path, name: str) -> None:
    path = tmp_path / "record.json"
    RECORDS[name](path)
    out = tmp_path / "sheet.svg"
    result = run_app(
        "maps", "render", "tokyo", "--record", str(path), "--out", str(out), home=tmp_path
    )
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1 and str(path) in result.stderr
    assert not out.exists()


def test_replay_text_escapes_control_characters_and_bidi_overrides(tmp_path: Path) -> None:
    evil = "Ann\x1b[2J\u202eevil\u2066"
    path = tmp_path / "names.json"
    path.write_text(json.dumps(record(players=[evil])), encoding="utf-8")
    result = run_main("replay", str(path), home=tmp_path)
    assert result.returncode == 0
    assert "\x1b" not in result.stdout and "\u202e" not in result.stdout
    assert "\u2066" not in result.stdout
    assert "Ann\\x1b[2J\\u202eevil\\u2066" in result.stdout  # shown, harmlessly
    as_json = run_main("replay", "--json", str(path), home=tmp_path)
    assert json.loads(as_json.stdout)["players"][0]["name"] == evil  # JSON keeps the name
    assert "\x1b" not in as_json.stdout and "\u202e" not in as_json.stdout  # escaped
    assert "\u2066" not in as_json.stdout


def test_compare_escapes_control_characters_and_bidi_overrides(tmp_path: Path) -> None:
    from metrox_desktop.engine.board import Board
    from metrox_desktop.engine.records import record_json
    from metrox_desktop.sharing.result_code import encode
    from tests.sharing.games import bot_record

    evil = "Ann\x1b[2J\u202eevil\u2066 東京"
    board = Board.load("tokyo")
    path = tmp_path / "evil\u202e.json"
    path.write_text(record_json(bot_record(board, "55G4R", [evil], ["greedy"])), encoding="utf-8")
    code = encode(bot_record(board, "55G4R", [evil + "2"], ["random"]))
    for output in ("--json", None):
        result = run_main("compare", *([output] if output else []), str(path), code, home=tmp_path)
        assert result.returncode == 0, result.stderr
        for raw in ("\x1b", "\u202e", "\u2066"):
            assert raw not in result.stdout
        assert "東京" in result.stdout  # other text as it is
    names = [
        p["name"]
        for p in json.loads(run_main("compare", "--json", str(path), code, home=tmp_path).stdout)[
            "players"
        ]
    ]
    assert names == [evil, evil + "2"]


def test_maps_render_scale_is_bounded_with_the_limit_in_the_message(tmp_path: Path) -> None:
    out = tmp_path / "big.png"
    result = run_app("maps", "render", "tokyo", "--out", str(out), "--scale", "20", home=tmp_path)
    assert result.returncode == 2 and not out.exists()
    assert result.stderr.count("\n") == 1
    assert "8,000 pixels" in result.stderr and "--scale 7.7 or less" in result.stderr
