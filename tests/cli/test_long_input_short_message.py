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
