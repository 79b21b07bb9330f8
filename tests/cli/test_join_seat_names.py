"""join --seats K names its seats 'NAME 1'... 'NAME K': a name that fits alone but not
with a seat's number is refused saying which seat's name is too long, not that the
name given (which fits) is. Refused before any connection."""

from __future__ import annotations

from pathlib import Path

from tests.cli.running import run_main


def test_a_name_too_long_only_with_its_seat_number_names_that_seat(tmp_path: Path) -> None:
    name = "A" * 39  # a name may have 40 characters: "AAA…A 1" has 41
    args = ("join", "127.0.0.1:9", "--room", "ABCD", "--name", name)
    result = run_main(*args, "--seats", "2", home=tmp_path)
    assert result.returncode == 2 and result.stderr.count("\n") == 1
    assert "the seat 'AAAA" in result.stderr and "A 1'" in result.stderr
    assert "at most 40 characters" in result.stderr


def test_a_name_with_a_comma_or_colon_is_refused_in_one_line(tmp_path: Path) -> None:
    """A seat's name is remembered with the game's others in a list of names separated
    by commas (a bot's level after a colon): such a name is refused as it is given."""
    for name in ("Kai,Jr", "Cy:x"):
        args = ("join", "127.0.0.1:9", "--room", "ABCD", "--name", name)
        result = run_main(*args, home=tmp_path)
        assert result.returncode == 2 and result.stderr.count("\n") == 1, result.stderr
        assert "no comma or colon" in result.stderr and "Traceback" not in result.stderr
