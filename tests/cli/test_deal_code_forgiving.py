"""A deal code typed as a friend read it out deals the same cards: case, spaces and
wide characters never matter, in fresh processes as a user runs them."""

from __future__ import annotations

from pathlib import Path

import pytest

from metrox_desktop.cli import main
from tests.cli.running import run_app
from tests.cli.test_flipper_cli import printed_cards


def flips(seed: str, home: Path) -> list[str]:
    result = run_app("flipper", "--seed", seed, "--flips", "12", "--print", home=home)
    assert result.returncode == 0, result.stderr
    return printed_cards(result.stdout)


def test_55g4r_deals_what_55G4R_deals(tmp_path: Path) -> None:
    upper = flips("55G4R", tmp_path / "a")
    assert flips("55g4r", tmp_path / "b") == upper
    # read out in two groups, typed with a Japanese keyboard's wide characters
    assert flips("５５ｇ　４ｒ", tmp_path / "c") == upper
    # and the code is not simply ignored: another code deals other cards
    assert flips("55G4S", tmp_path / "d") != upper


def test_the_printed_deal_names_the_code_it_deals(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["flipper", "--seed", " 55g4r ", "--flips", "2", "--print"]) == 0
    assert capsys.readouterr().out.splitlines()[0].startswith("# deal 55G4R ")


@pytest.mark.parametrize(
    ("command", "advice"), [("flipper", "a new deal"), ("play", "a random deal")]
)
def test_a_code_that_is_only_spaces_is_refused_in_one_line(
    capsys: pytest.CaptureFixture[str], command: str, advice: str
) -> None:
    assert main([command, "--seed", "\u3000 ", "--screenshot", "x.png"]) == 2
    said = "metrox-desktop: --seed '\\u3000 ': the deal code is empty"
    assert capsys.readouterr().err == f"{said} (leave --seed out for {advice})\n"
