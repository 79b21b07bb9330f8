"""`metrox-desktop stats` over folders of real records, by the command line's own main
in this process (what it prints is the point), a refusal in a real process."""

from __future__ import annotations

import json
import os
import statistics
from pathlib import Path
from typing import Any

import pytest

from tests.cli.running import run_app, run_main
from tests.sharing.daily_games import keep_games_at_the_ends_of_the_calendar


def as_json(result: Any) -> dict[str, Any]:
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 1
    parsed: dict[str, Any] = json.loads(lines[0])
    return parsed


def test_stats_of_simulated_records_equal_what_simulate_printed(tmp_path: Path) -> None:
    records = tmp_path / "records"
    simulated = as_json(
        run_main(
            "simulate", "--map", "osaka", "--strategy", "greedy", "--games", "12",
            "--seed", "st", "--records", str(records), "--json", home=tmp_path,
        )
    )  # fmt: skip
    assert len(list(records.glob("*.json"))) == 12
    (records / "zz-half-written.json").write_text('{"format": "metrox-game/1", "map"')
    before = {p.name: p.read_bytes() for p in records.iterdir()}

    stats = as_json(run_main("stats", "--json", "--folder", str(records), home=tmp_path))
    osaka = stats["maps"]["osaka"]
    assert osaka["games"] == simulated["games"] == 12
    assert osaka["mean"] == simulated["mean"]
    assert osaka["best"] == simulated["max"]
    assert stats["unreadable"] == ["zz-half-written.json"]
    assert {p.name: p.read_bytes() for p in records.iterdir()} == before  # nothing touched

    # The cache never disagrees with the folder: a game removed and one replaced by
    # another game's record count as they are now.
    names = sorted(p.name for p in records.glob("osaka-*.json"))
    (records / names[0]).unlink()
    (records / names[1]).write_bytes((records / names[2]).read_bytes())
    replayed = run_main("replay", "--json", *(str(records / n) for n in names[1:]), home=tmp_path)
    totals = [json.loads(line)["players"][0]["total"] for line in replayed.stdout.splitlines()]
    assert len(totals) == 11
    again = as_json(run_main("stats", "--json", "--folder", str(records), home=tmp_path))
    assert again["maps"]["osaka"]["games"] == 11
    assert again["maps"]["osaka"]["mean"] == statistics.fmean(totals)
    assert again["maps"]["osaka"]["median"] == statistics.median(totals)


def test_stats_reads_the_history_folder_and_refuses_a_missing_folder(tmp_path: Path) -> None:
    history = tmp_path / "data" / "history"
    run_main(
        "simulate", "--strategy", "random", "--games", "2", "--seed", "h", "--players", "2",
        "--records", str(history), home=tmp_path,
    )  # fmt: skip
    text = run_main("stats", home=tmp_path)
    assert text.returncode == 0, text.stderr
    assert "tokyo: 2 finished of 2 played" in text.stdout
    assert "crowns" in text.stdout
    missing = run_app("stats", "--folder", str(tmp_path / "nowhere"), home=tmp_path)
    assert missing.returncode == 2
    assert missing.stderr.count("\n") == 1 and "no such folder" in missing.stderr
    if os.geteuid() != 0:  # a data folder that cannot be written: stats still answer
        (tmp_path / "data").chmod(0o500)
        try:
            kept = as_json(run_main("stats", "--json", home=tmp_path))
        finally:
            (tmp_path / "data").chmod(0o700)
        assert kept["maps"]["tokyo"]["games"] == 2


def test_stats_counts_games_dated_year_1_and_9999(tmp_path: Path) -> None:
    folder = tmp_path / "kept"
    keep_games_at_the_ends_of_the_calendar(folder)
    result = as_json(run_main("stats", "--folder", str(folder), "--json", home=tmp_path))
    assert sum(m["games"] for m in result["maps"].values()) == 3
    days = [day["date"] for day in result["today"]["days"]]
    assert days[0] == "0001-01-01" and days[-1] == "9999-12-31"
    text = run_main("stats", "--folder", str(folder), home=tmp_path)
    assert (text.returncode, text.stderr) == (0, "")
    assert text.stdout.splitlines()[0] == f"{folder}: 3 games kept"


def test_stats_lists_the_map_played_most_first_and_counts_a_table_s_people(
    tmp_path: Path,
) -> None:
    records = tmp_path / "records"
    for map_id, games, players in (("osaka", 1, "1"), ("tokyo", 2, "2")):
        run_main(
            "simulate", "--map", map_id, "--strategy", "greedy", "--games", str(games),
            "--players", players, "--seed", "most", "--records", str(records), home=tmp_path,
        )  # fmt: skip
    text = run_main("stats", "--folder", str(records), home=tmp_path)
    assert text.returncode == 0, text.stderr
    lines = text.stdout.splitlines()
    maps = [line.split(":")[0] for line in lines if line.startswith(("tokyo:", "osaka:"))]
    assert maps == ["tokyo", "osaka"]  # the map played most first
    assert "tokyo: 2 finished of 2 played (4 totals: one a person);" in text.stdout
    assert "osaka: 1 finished of 1 played;" in text.stdout
    counted = as_json(run_main("stats", "--json", "--folder", str(records), home=tmp_path))
    assert counted["maps"]["tokyo"]["games"] == 2 and counted["maps"]["tokyo"]["totals"] == 4


@pytest.mark.parametrize("kind", ["file", "fifo"])
def test_stats_says_the_history_cannot_be_read_where_a_file_is_in_its_place(
    tmp_path: Path, kind: str
) -> None:
    """A file or a named pipe where the history goes is no empty history: one line, status 2,
    the reason as History says it; `--folder` on it says the same."""
    history = tmp_path / "data" / "history"
    history.parent.mkdir(parents=True)
    if kind == "file":
        history.write_text("not a folder", encoding="utf-8")
    else:
        os.mkfifo(history)
    kept = run_app("stats", home=tmp_path)
    assert (kept.returncode, kept.stdout) == (2, "")
    why = ": the kept games cannot be read: it is a file, not a folder\n"
    assert kept.stderr.startswith("metrox-desktop: the history '") and kept.stderr.endswith(why)
    assert kept.stderr.count("\n") == 1
    given = run_app("stats", "--folder", str(history), home=tmp_path)
    assert (given.returncode, given.stdout) == (2, "")
    assert given.stderr.startswith("metrox-desktop: --folder '") and given.stderr.endswith(why)
    assert given.stderr.count("\n") == 1
    new = tmp_path / "new"  # no history folder yet, a new player's: no game kept
    none = run_main("stats", home=new)
    assert none.returncode == 0 and none.stdout.startswith(f"{new / 'data' / 'history'}: 0 games")
