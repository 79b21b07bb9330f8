"""join --seats K names its seats 'NAME 1'... 'NAME K': a name that fits alone but not
with a seat's number is refused saying which seat's name is too long, not that the
name given (which fits) is. Refused before any connection."""

from __future__ import annotations

from pathlib import Path

from tests.cli.running import run_main


def test_a_name_too_long_only_with_its_seat_number_names_that_seat(tmp_path: Path) -> None:
    name = "A" * 23  # a name may have 24 characters: "AAA…A 1" has 25
    args = ("join", "127.0.0.1:9", "--room", "ABCD", "--name", name)
    result = run_main(*args, "--seats", "2", home=tmp_path)
    assert result.returncode == 2 and result.stderr.count("\n") == 1
    assert "the seat 'AAAA" in result.stderr and "A 1'" in result.stderr
    assert "longer than 24 characters" in result.stderr


def test_a_name_no_game_at_one_screen_takes_is_refused_in_one_line(tmp_path: Path) -> None:
    """A table's game is played again at one screen and its seats are remembered for the
    next game in a list of names separated by commas (a bot's level after a colon): a
    name with a comma or a colon, or longer than a seat's name at one screen (24
    characters), is refused as it is given."""
    for name, why in (("Kai,Jr", "comma, colon"), ("Cy:x", "comma, colon"), ("A" * 25, "24")):
        args = ("join", "127.0.0.1:9", "--room", "ABCD", "--name", name)
        result = run_main(*args, home=tmp_path)
        assert result.returncode == 2 and result.stderr.count("\n") == 1, result.stderr
        assert why in result.stderr and "Traceback" not in result.stderr
