"""`metrox-desktop maps check|render|info|schema`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from metrox_desktop.cli import main
from metrox_desktop.commands.options import shown
from metrox_desktop.maps.loader import resource_dir
from metrox_desktop.maps.spec import json_schema_text
from tests.maps.hostile import hostile_files


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


def test_check_takes_built_in_ids_and_names_a_missing_file_plainly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "kyoto.json"
    assert main(["maps", "check", "tokyo", "osaka", str(missing)]) == 1
    assert capsys.readouterr().out.splitlines() == [
        "tokyo: ok",
        "osaka: ok",
        f"{missing}: no such file or built-in map (built-in: osaka, tokyo)",
    ]


def test_check_junk_is_a_message_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    junk = tmp_path / "junk.json"
    junk.write_text("[" * 50_000, encoding="utf-8")
    assert main(["maps", "check", str(junk)]) == 1
    assert capsys.readouterr().out.strip() == f"{junk}: not a map file: JSON nested too deeply"


def test_check_hostile_files_one_line_per_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cases = hostile_files(tmp_path)
    files = [str(path) for path, _ in cases]
    assert main(["maps", "check", str(MAPS / "tokyo.json"), *files]) == 1
    captured = capsys.readouterr()
    assert captured.err == ""  # no traceback, no Qt chatter
    lines = captured.out.splitlines()
    assert lines[0].endswith("tokyo.json: ok")
    for path, expected in cases:
        mine = [line for line in lines if line.startswith(f"{path}: ")]
        assert mine, path
        assert not any(line.startswith(f"{path}: $: ") for line in mine), mine
        assert any(expected in line for line in mine), (expected, mine)
    assert len(lines) < 1 + 101 * len(cases)


def test_check_exit_status(tmp_path: Path) -> None:
    """0 only when every file is valid; 1 when any has problems; 2 for a usage mistake."""
    assert main(["maps", "check", str(MAPS / "tokyo.json")]) == 0
    assert main(["maps", "check", str(MAPS / "tokyo.json"), str(tmp_path / "gone.json")]) == 1
    with pytest.raises(SystemExit) as exited:
        main(["maps", "check"])
    assert exited.value.code == 2


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


def test_render_files_are_real_images(tmp_path: Path, qapp) -> None:
    from xml.etree import ElementTree

    from PySide6.QtGui import QImage

    png, svg, pdf = (tmp_path / f"tokyo.{s}" for s in ("png", "svg", "pdf"))
    for out in (png, svg, pdf):
        assert main(["maps", "render", "tokyo", "--out", str(out), "--scale", "1"]) == 0
    image = QImage(str(png))
    assert (image.width(), image.height()) == (1028, 751)  # the sheet, 1 pixel per unit
    assert len({image.pixel(x, 240) for x in range(0, 1028, 4)}) > 5  # not blank
    root = ElementTree.parse(svg).getroot()
    assert root.tag.endswith("svg")
    assert len(root.findall(".//{http://www.w3.org/2000/svg}path")) > 50  # routes, text
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF") and b"%%EOF" in data[-32:] and len(data) > 10_000
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tokyo.pdf", "tokyo.png", "tokyo.svg"]


def test_render_greyscale_png(tmp_path: Path, qapp) -> None:
    from PySide6.QtGui import QImage

    out = tmp_path / "grey.png"
    assert main(["maps", "render", "osaka", "--out", str(out), "--scale", "1", "--greyscale"]) == 0
    assert QImage(str(out)).isGrayscale()


def test_render_failures_keep_the_good_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], qapp
) -> None:
    good = tmp_path / "sheet.png"
    assert main(["maps", "render", "tokyo", "--out", str(good), "--scale", "1"]) == 0
    before = good.read_bytes()
    capsys.readouterr()
    junk = tmp_path / "junk.json"
    junk.write_text("{not json", encoding="utf-8")
    bad_records = [str(tmp_path / "missing.json"), str(junk), str(tmp_path)]
    if Path("/dev/zero").exists():
        bad_records.append("/dev/zero")  # never read forever
    for record in bad_records:
        assert main(["maps", "render", "tokyo", "--record", record, "--out", str(good)]) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"metrox-desktop: {record}") and err.count("\n") == 1, err
    for scale in ("0", "-1", "nan", "21", "1e308", "1e20"):
        assert main(["maps", "render", "tokyo", "--scale", scale, "--out", str(good)]) == 2
        assert capsys.readouterr().err.count("\n") == 1
    assert good.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["junk.json", "sheet.png"]


def test_render_where_it_cannot_write(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], qapp
) -> None:
    a_file = tmp_path / "file.txt"
    a_file.write_text("not a folder", encoding="utf-8")
    for out, expected in [
        (a_file / "x.png", f"no folder {shown(str(a_file))}"),
        (tmp_path / "no" / "such" / "folder.pdf", "no folder"),
        (tmp_path / "sheet", "must end in .png, .svg or .pdf"),
        (tmp_path / "sheet.jpg", "must end in .png, .svg or .pdf"),
    ]:
        assert main(["maps", "render", "tokyo", "--out", str(out)]) == 2
        err = capsys.readouterr().err
        assert err.startswith("metrox-desktop: ") and out.name in err and expected in err, err
        assert err.count("\n") == 1
    folder = tmp_path / "folder.png"
    folder.mkdir()
    assert main(["maps", "render", "tokyo", "--out", str(folder)]) == 2
    assert "is a folder" in capsys.readouterr().err


def test_render_a_broken_map_file_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], qapp
) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "metrox-map/1"}', encoding="utf-8")
    assert main(["maps", "render", str(broken), "--out", str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"metrox-desktop: {broken}: $.id: Field required")
    assert err.count("\n") == 1
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_info_agrees_with_the_reference(map_id: str, capsys: pytest.CaptureFixture[str]) -> None:
    reference = json.loads(
        (Path(__file__).parent.parent / "fixtures" / "reference" / f"{map_id}.json").read_text(
            encoding="utf-8"
        )
    )
    assert main(["maps", "info", map_id]) == 0
    lines = capsys.readouterr().out.splitlines()
    routes = reference["routes"]
    assert lines[0].endswith(
        f"{len(reference['stations'])} stations, {len(routes)} routes, "
        f"{sum(r['indicators'] for r in routes)} indicator boxes"
    )
    for line, route in zip(lines[1:], routes, strict=False):
        stations = route["stations"]
        assert line.startswith(f"  {route['letter']} {route['name']} ")
        assert (
            f": {len(stations)} stations ({stations[0]} to {stations[-1]}), "
            f"{route['indicators']} indicator boxes, "
            f"crown {route['first_bonus']}, diamond {route['later_bonus']}, "
        ) in line
    shared = {"tokyo": (19, 7, 3), "osaka": (20, 3, 0)}[map_id]
    for label, count in zip(("2", "3", "4+"), shared, strict=True):
        assert any(line.startswith(f"stations on {label} routes: {count}") for line in lines)


def test_info_of_a_file_and_of_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["maps", "info", str(MAPS / "osaka.json")]) == 0
    assert "shared End: K3 (YP)" in capsys.readouterr().out
    assert main(["maps", "info", str(tmp_path / "nothing.json")]) == 2
    err = capsys.readouterr().err
    assert "no such file or built-in map" in err and err.count("\n") == 1
