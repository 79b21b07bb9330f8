"""`metrox-desktop today`: the deal of a day is the same in every process, another daily."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli.running import run_app


def today_json(home: Path, *args: str) -> dict[str, str]:
    result = run_app("today", "--json", *args, home=home)
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert isinstance(found, dict)
    return found


def test_a_day_has_one_deal_in_every_process_and_the_next_day_another(tmp_path: Path) -> None:
    first = today_json(tmp_path / "a", "--date", "2026-11-26")
    again = today_json(tmp_path / "b", "--date", "2026-11-26")
    assert (
        first
        == again
        == {
            "date": "2026-11-26",
            "map": "tokyo",
            "deck": "okazu-20",
            "code": "4B9ES",
        }
    )
    week = [today_json(tmp_path / "c", "--date", f"2026-11-{d}") for d in range(20, 27)]
    assert len({day["code"] for day in week}) == 7
    assert {day["map"] for day in week} == {"tokyo", "osaka"}


def test_without_a_date_it_is_the_deal_of_this_computer_s_day(tmp_path: Path) -> None:
    result = run_app("today", home=tmp_path)
    assert result.returncode == 0
    day = result.stdout.split(":")[0]
    assert result.stdout == run_app("today", "--date", day, home=tmp_path).stdout


def test_a_date_that_is_no_date_is_one_line(tmp_path: Path) -> None:
    result = run_app("today", "--date", "26/11/2026", home=tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr == (
        "metrox-desktop: --date '26/11/2026': give a date as YYYY-MM-DD, e.g. 2026-11-26\n"
    )
