"""`simulate --map FILE --records DIR` by the command line's own main: its records name
the map file, so `replay` reads them back on that map, even a file whose map id is
tokyo."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli.running import run_main
from tests.persistence.hostile import ROOT


def test_records_of_a_map_file_replay_on_that_file_even_when_its_id_is_tokyo(
    tmp_path: Path,
) -> None:
    osaka = json.loads((ROOT / "resources" / "maps" / "osaka.json").read_text(encoding="utf-8"))
    mine = tmp_path / "maps" / "mine.json"
    mine.parent.mkdir()
    mine.write_text(json.dumps(osaka | {"id": "tokyo"}), encoding="utf-8")  # Osaka, id tokyo
    folder = tmp_path / "records"
    result = run_main(
        "simulate", "--map", str(mine), "--games", "1", "--records", str(folder), "--json",
        home=tmp_path,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    total = json.loads(result.stdout)["max"]
    [record] = folder.glob("*.json")
    assert json.loads(record.read_text(encoding="utf-8"))["map"] == str(mine.resolve())
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    replayed = run_main("replay", "--json", str(record), home=elsewhere)
    assert replayed.returncode == 0, replayed.stderr
    assert json.loads(replayed.stdout)["players"][0]["total"] == total
