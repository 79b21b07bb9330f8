"""`metrox-desktop today`: the deal of a day is the same in every process, another daily."""

from __future__ import annotations

import json
from datetime import date, timedelta
from pathlib import Path

import pytest

from metrox_desktop.cli import main
from metrox_desktop.sharing.today import daily_deal
from tests.cli.running import run_app


def test_a_day_has_one_deal_in_two_processes(tmp_path: Path) -> None:
    found = []
    for home in ("a", "b"):
        result = run_app("today", "--json", "--date", "2026-11-26", home=tmp_path / home)
        assert result.returncode == 0, result.stderr
        found.append(json.loads(result.stdout))
    assert (
        found[0]
        == found[1]
        == {
            "date": "2026-11-26",
            "map": "tokyo",
            "deck": "okazu-20",
            "code": "4B9ES",
        }
    )


def test_every_day_has_another_deal_on_both_maps() -> None:
    days = [daily_deal(date(2026, 1, 1) + timedelta(days=n)) for n in range(365)]
    assert len({d.code for d in days}) == 365
    maps = [d.map_id for d in days]
    assert 120 < maps.count("tokyo") < 245 and maps.count("tokyo") + maps.count("osaka") == 365


def test_without_a_date_it_is_the_deal_of_this_computer_s_day(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["today"]) == 0
    line = capsys.readouterr().out
    assert main(["today", "--date", line.split(":")[0]]) == 0
    assert capsys.readouterr().out == line


def test_a_date_that_is_no_date_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["today", "--date", "26/11/2026"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == (
        "metrox-desktop: --date '26/11/2026': give a date as YYYY-MM-DD, e.g. 2026-11-26\n"
    )


@pytest.mark.parametrize(
    "typed",
    [
        "２０２６－１１－２６",  # wide, as a Japanese input method types it
        "２０２６ー１１ー２６",  # its "-" in kana mode: the long-vowel mark
        "2026\u201311\u201326",  # en dashes from a word processor
    ],
)
def test_a_date_typed_with_an_input_method_is_that_day(tmp_path: Path, typed: str) -> None:
    result = run_app("today", "--json", "--date", typed, home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["code"] == "4B9ES"
