"""A mistake on the command line is one short line even when the text given is a pasted
page: the message quotes its start and its end (a long path keeps its file's name), not
100,000 characters."""

from __future__ import annotations

import pytest

from metrox_desktop.cli import main

PAGE = "A" * 100_000


@pytest.mark.parametrize(
    "args,start",
    [
        (("--players", PAGE), "metrox-desktop: --players 'AAA"),
        (("--players", "Ann," + PAGE), "metrox-desktop: --players 'Ann,AAA"),
        (("--seed", PAGE), "metrox-desktop: --seed 'AAA"),
        (("--size", PAGE), "metrox-desktop: --size 'AAA"),
        (("flipper", "--seed", PAGE), "metrox-desktop: --seed 'AAA"),
    ],
)
def test_the_message_quotes_only_the_start_of_a_long_text(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], start: str
) -> None:
    assert main(list(args)) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith(start) and err.count("\n") == 1
    assert len(err) < 300 and "..." in err


# A chat's text pasted where a record file goes: shorter than the longest path (and each
# part between slashes shorter than a file's name), so it is looked for as a file, and
# there is none.
PASTED = "Look at my game!\n" + "we played the deal BEST1 on Tokyo / Osaka, " * 60


@pytest.mark.parametrize("command", ["share", "replay", "par"])
def test_a_text_that_names_no_record_file_is_quoted_short(
    capsys: pytest.CaptureFixture[str], command: str
) -> None:
    assert main([command, PASTED]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and len(err) < 300
    assert "'Look at my game!\\nwe played" in err and "..." in err
    assert err.endswith("': no such file\n")
