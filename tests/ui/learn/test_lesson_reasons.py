"""Why the lesson suggests a move, in a sentence a newcomer can check on the sheet: what
the move does by the rules (a route completed and its bonus, the best star, the most
stations), else the Hint's own numbers, whose difference is that of the numbers shown."""

from __future__ import annotations

import random

import pytest

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import CardKind, load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.rules import apply_choice, legal_choices, newly_complete
from metrox_desktop.ui.learn.reasons import (
    completes,
    expects,
    most_stations,
    route_name,
    star,
    why,
)

TOKYO = Board.load("tokyo")


def positions(seed: str) -> list[Match]:
    """The match with each card of a game on the table (random play), in order."""
    match = Match.new(TOKYO, ["You"], load_deck(), seed)
    rng = random.Random(seed)
    seen = []
    while not match.game.finished:
        match = match.flip()
        seen.append(match)
        assert match.card is not None
        match = match.play(rng.choice(legal_choices(TOKYO, match.game.sheets[0], match.card)))
    return seen


def ranked(choices: list[Choice]) -> list[tuple[Choice, float]]:
    return [(choice, 40.0 - i) for i, choice in enumerate(choices)]


@pytest.fixture
def played(qapp: object) -> list[Match]:
    return [m for seed in ("WHY1", "WHY2", "WHY3") for m in positions(seed)]


def test_a_move_that_completes_a_route_says_so_with_its_crown(played: list[Match]) -> None:
    for match in played:
        assert match.card is not None
        sheet = match.game.sheets[0]
        for choice in legal_choices(TOKYO, sheet, match.card):
            move = apply_choice(TOKYO, sheet, match.card, choice)
            done = newly_complete(TOKYO, move.sheet, move.stations)
            if done:
                others = [c for c in legal_choices(TOKYO, sheet, match.card) if c != choice]
                said = why(match.game, 0, match.card, ranked([choice, *others]))
                route = done[0]
                assert said == completes(route_name(TOKYO, route), TOKYO.first_bonus[route], True)
                return
    pytest.fail("no move completed a route in these games")


def test_the_best_star_says_where_lines_cross_and_a_lesser_one_does_not(
    played: list[Match],
) -> None:
    for match in played:
        card = match.card
        assert card is not None
        if card.kind is not CardKind.STAR:
            continue
        sheet = match.game.sheets[0]
        marks = {
            c: apply_choice(TOKYO, sheet, card, c).mark for c in legal_choices(TOKYO, sheet, card)
        }
        if len(set(marks.values())) < 2:
            continue
        by_value = sorted(marks, key=lambda c: -marks[c])
        assert why(match.game, 0, card, ranked(by_value)) == star(marks[by_value[0]])
        lesser = by_value[-1]
        said = why(match.game, 0, card, ranked([lesser, *by_value[:-1]]))
        assert said != star(marks[lesser])
        return
    pytest.fail("no star card with a choice of values in these games")


def test_the_most_stations_and_the_numbers_shown(qapp: object) -> None:
    assert most_stations(5) == (
        "It circles 5 stations, more than any other choice: fewer empty stations at the end."
    )
    # The difference is that of the numbers shown (45.56 and 43.04: 45.6 and 43.0).
    assert expects(45.56, 43.04) == (
        "The strong AI expects 45.6 points at the end after it; after the next best "
        "choice, 2.6 fewer."
    )
    assert "no other choice" in expects(40.0, 40.02)
