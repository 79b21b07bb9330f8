"""`metrox-desktop maps check|render|info|schema`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from metrox_desktop.cli import main
from metrox_desktop.maps.loader import resource_dir
from metrox_desktop.maps.schema import json_schema_text


def write_record(folder: Path, game_map: str = "tokyo") -> Path:
    """A short game: two turns by two players."""
    record = {
        "format": "metrox-game/1",
        "map": game_map,
        "players": ["Aki", "Ben"],
        "turns": [
            {"card": "4", "choices": ["G", "M"]},
            {"card": "star", "choices": ["G", "T"]},
        ],
    }
    path = folder / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


MAPS = Path(str(resource_dir("maps")))


def test_check_prints_ok_for_valid_maps(capsys: pytest.CaptureFixture[str]) -> None:
    files = [str(MAPS / "tokyo.json"), str(MAPS / "osaka.json")]
    assert main(["maps", "check", *files]) == 0
    assert capsys.readouterr().out.splitlines() == [f"{f}: ok" for f in files]


def test_check_prints_every_problem_and_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.loads((MAPS / "tokyo.json").read_text(encoding="utf-8"))
    data["routes"][0]["stations"][3] = "Q9"
    data["stations"][1]["id"] = "A1"
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data), encoding="utf-8")
    assert main(["maps", "check", str(MAPS / "osaka.json"), str(broken)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith("osaka.json: ok")
    assert f"{broken}: $.routes[0].stations[3]: no station 'Q9'" in out
    assert f"{broken}: $.stations[1].id: duplicate station id 'A1'" in out


def test_check_junk_is_a_message_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    junk = tmp_path / "junk.json"
    junk.write_text("[" * 50_000, encoding="utf-8")
    assert main(["maps", "check", str(junk)]) == 1
    assert capsys.readouterr().out.strip() == f"{junk}: $: not a map file: JSON nested too deeply"


def test_info_lists_routes_and_shared_stations(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["maps", "info", "tokyo"]) == 0
    out = capsys.readouterr().out
    assert "G Ginza 銀座線: 13 stations (H1 to B9), 2 indicator boxes, crown 5, diamond 3" in out
    assert "stations on 2 routes: 19" in out
    assert "stations on 3 routes: 7" in out
    assert "stations on 4+ routes: 3" in out
    assert "G4 (YMZGN)" in out
    assert main(["maps", "info", "osaka"]) == 0
    assert "shared End: K3 (YP)" in capsys.readouterr().out


@pytest.mark.parametrize("suffix", ["png", "svg", "pdf"])
def test_render_writes_each_format(tmp_path: Path, suffix: str, qapp) -> None:
    out = tmp_path / f"osaka.{suffix}"
    assert main(["maps", "render", "osaka", "--out", str(out), "--scale", "1"]) == 0
    head = out.read_bytes()[:200]
    assert {"png": b"\x89PNG", "svg": b"<?xml", "pdf": b"%PDF"}[suffix] in head


def test_render_a_record_draws_its_final_sheet(tmp_path: Path, qapp) -> None:
    from PySide6.QtGui import QImage

    empty, played = tmp_path / "empty.png", tmp_path / "played.png"
    record = str(write_record(tmp_path))
    assert main(["maps", "render", "tokyo", "--out", str(empty), "--scale", "1"]) == 0
    args = ["maps", "render", "tokyo", "--record", record, "--player", "2", "--scale", "1"]
    assert main([*args, "--out", str(played)]) == 0
    assert QImage(str(empty)) != QImage(str(played))


def test_render_mistakes_are_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], qapp
) -> None:
    assert main(["maps", "render", "tokyo", "--out", str(tmp_path / "x.gif")]) == 2
    assert "must end in .png, .svg or .pdf" in capsys.readouterr().err
    assert main(["maps", "render", "nowhere", "--out", str(tmp_path / "x.png")]) == 2
    assert "no such file" in capsys.readouterr().err
    record = str(write_record(tmp_path))
    assert (
        main(["maps", "render", "osaka", "--record", record, "--out", str(tmp_path / "x.png")]) == 2
    )
    assert "is a game on tokyo" in capsys.readouterr().err
    assert (
        main(["maps", "render", "tokyo", "--record", record, "--player", "3", "--out", "x.png"])
        == 2
    )
    assert "--player must be 1 to 2" in capsys.readouterr().err


def test_schema_prints_the_shipped_schema(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["maps", "schema"]) == 0
    assert capsys.readouterr().out == json_schema_text()
