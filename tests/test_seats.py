"""Seat lists: what --players, the New game dialog and saves accept."""

from __future__ import annotations

import pytest

from metrox_desktop.seats import Seat, SeatError, parse_seats, seats_from_kinds, seats_text


def test_people_and_bots_round_trip() -> None:
    table = parse_seats(" Ann , Bo,Bot:greedy")
    assert table == (Seat("Ann"), Seat("Bo"), Seat("Bot", "greedy"))
    assert [s.is_bot for s in table] == [False, False, True]
    assert [s.kind for s in table] == ["person", "person", "greedy"]
    assert parse_seats(seats_text(table)) == table


def test_a_bot_may_be_named_by_the_level_the_window_shows() -> None:
    """The window says very easy / easy / medium / hard; --players takes those words too
    and keeps the strategy's own name, as a save records it."""
    table = parse_seats("Ann,Max:very easy,Eve:easy,Kai:Medium,Gus:hard,Bo:very-easy")
    assert [s.strategy for s in table] == [None, "random", "greedy", "normal", "strong", "random"]
    assert seats_text(table) == "Ann,Max:random,Eve:greedy,Kai:normal,Gus:strong,Bo:random"
    assert parse_seats("Bot:greedy,Eve:strong") == (Seat("Bot", "greedy"), Seat("Eve", "strong"))


def test_an_unknown_bot_lists_the_names_and_the_levels() -> None:
    with pytest.raises(SeatError) as caught:
        parse_seats("Ann,Eve:genius")
    assert str(caught.value) == (
        "Eve: no bot strategy called 'genius' (known: random (very easy), greedy (easy),"
        " normal (medium), strong (hard))"
    )


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("", "no name"),
        ("Ann,,Bo", "no name"),
        ("Ann,ann", "two seats are called"),
        ("Ann,Bot:genius", "no bot strategy called 'genius'"),
        ("A,B,C,D,E,F,G", "at most 6"),
        ("x" * 30, "longer than"),
        ("Ann\x1b[31m", "cannot hold"),
    ],
)
def test_a_bad_seat_list_says_why_in_one_line(text: str, says: str) -> None:
    with pytest.raises(SeatError, match=says) as caught:
        parse_seats(text)
    assert "\n" not in str(caught.value)


def test_a_save_without_seat_kinds_is_all_people() -> None:
    assert seats_from_kinds(["Ann", "Bo"], []) == (Seat("Ann"), Seat("Bo"))
    assert seats_from_kinds(["Ann", "Bot"], ["person", "greedy"])[1].strategy == "greedy"
