"""Files of a few kilobytes that used to cost minutes and gigabytes, through the real
``python -m metrox_desktop`` process: each is refused with one line and exit status 2,
or answered, and never hangs (run_app's time-out only stops a hang; nothing is timed).
Each command meets them in a fresh process at least once; `maps check` (which prints
its verdict), the other refusals of par and the replays of what was accepted go through
the command line's own main in this process. benchmarks/bench_hostile.py measures the
same cases."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from tests.cli.running import run_app, run_main
from tests.maps.hostile import crowded_record, grid_map, tokyo, with_bends

pytestmark = pytest.mark.long  # run first: tests/conftest.py


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("hostile")


def write(path: Path, data: object) -> str:
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def one_line(result: subprocess.CompletedProcess[str], *words: str) -> str:
    """The one line a refused command printed (exit status 2, nothing on stdout)."""
    assert result.returncode == 2, result
    err = result.stderr
    assert result.stdout == "" and err.count("\n") == 1, err
    assert "Traceback" not in err and len(err) < 500, err
    for word in words:
        assert word in err, err
    return err


def test_a_route_of_two_thousand_bends_is_one_line_everywhere(folder: Path) -> None:
    bends = write(folder / "bends.json", with_bends(tokyo(), 5, 1988))  # 66 kB
    checked = run_main("maps", "check", bends, home=folder)
    assert checked.returncode == 1
    assert checked.stdout == f"{bends}: $.routes[5].path: 2,000 entries; at most 60 are allowed\n"
    one_line(run_app("maps", "info", bends, home=folder), bends, "at most 60 are allowed")
    out = folder / "bends.png"
    rendered = run_app("maps", "render", bends, "--out", str(out), home=folder)
    one_line(rendered, bends, "at most 60 are allowed")
    assert not out.exists()
    # The inspector shows a broken map's problems: here the list alone, nothing drawn.
    shot = folder / "inspected.png"
    inspected = run_app("inspect", bends, "--screenshot", str(shot), home=folder)
    assert inspected.returncode == 0 and shot.stat().st_size > 0, inspected.stderr


def test_a_map_of_many_crossing_bends_within_the_limits_is_drawn(folder: Path) -> None:
    # 45 bends that each cross most of the others: the route's path has 57 points
    crossing = write(folder / "crossing.json", with_bends(tokyo(), 5, 45))
    assert run_main("maps", "check", crossing, home=folder).stdout == f"{crossing}: ok\n"
    out = folder / "crossing.png"
    rendered = run_app("maps", "render", crossing, "--out", str(out), home=folder)
    assert rendered.returncode == 0 and out.stat().st_size > 0, rendered.stderr


def test_a_short_record_naming_a_map_of_twenty_six_such_routes_is_one_line(
    folder: Path,
) -> None:
    routes = write(folder / "routes26.json", grid_map(26, 3, bends=1988))  # 1.4 MB
    record = {"format": "metrox-game/1", "map": routes, "players": ["A"], "turns": []}
    path = write(folder / "r.json", record)
    # The map's path may be cut in a short line, never its file's name.
    one_line(run_app("replay", path, home=folder), "routes26.json", "at most 60 are allowed")


def test_par_of_a_two_thousand_station_map_is_one_line(folder: Path) -> None:
    stations = write(folder / "stations.json", grid_map(10, 200))
    result = run_app("par", "--map", stations, "--seed", "BENCH", home=folder)
    one_line(result, stations, "$.stations: 2,000 entries; at most 200 are allowed")


def test_a_ninety_nine_player_game_replays_and_par_says_in_one_line_it_reviews_six(
    folder: Path,
) -> None:
    crowd = write(folder / "crowd.json", crowded_record(99))
    one_line(
        run_main("par", crowd, home=folder), crowd, "99 players: par reviews a game of at most 6"
    )
    replayed = run_main("replay", "--json", crowd, home=folder)
    assert replayed.returncode == 0, replayed.stderr
    assert len(json.loads(replayed.stdout)["players"]) == 99


def test_a_record_simulate_writes_for_eight_players_replays(folder: Path) -> None:
    records = folder / "simulated"
    simulated = run_main(
        "simulate", "--players", "8", "--games", "1", "--records", str(records), home=folder
    )
    assert simulated.returncode == 0, simulated.stderr
    (record,) = records.glob("*.json")
    replayed = run_main("replay", str(record), home=folder)
    assert replayed.returncode == 0, replayed.stderr


def test_a_screenshot_larger_than_a_4k_screen_is_one_line(folder: Path) -> None:
    shot = folder / "huge.png"
    result = run_app("--size", "8000x8000", "--screenshot", str(shot), home=folder)
    one_line(result, "--size '8000x8000': from 320x240 to 3840x2400")
    assert not shot.exists()


def test_a_five_thousand_digit_number_is_quoted_short(folder: Path) -> None:
    result = run_app("flipper", "--print", "--flips", "9" * 5000, home=folder)
    err = one_line(result, "--flips: invalid int value: '999")
    assert "..." in err and err.count("9") < 100


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_inspect_on_a_pipe_says_it_is_not_a_regular_file(folder: Path) -> None:
    pipe = folder / "pipe.json"
    os.mkfifo(pipe)
    one_line(run_app("inspect", str(pipe), home=folder), "not a regular file")


def test_par_of_a_map_whose_game_lasts_a_hundred_route_cards_is_one_line(folder: Path) -> None:
    # 25 routes of 8 stations and 4 indicator boxes each (21 kB): par took minutes
    boxes = write(folder / "boxes.json", grid_map(25, 8, boxes=4))
    checked = run_main("maps", "check", boxes, home=folder)
    assert checked.returncode == 1
    said = "the routes have 100 indicator boxes together; a map has at most 36"
    assert checked.stdout == f"{boxes}: {said}\n"
    one_line(run_main("par", "--map", boxes, "--seed", "BENCH", home=folder), boxes, said)
