"""The playout policy judges a route by where its empty stations lie, as a player does."""

from __future__ import annotations

from metrox_desktop.engine.ai.fast import encode_card, fast_board
from metrox_desktop.engine.ai.playout import TUNED, Policy, Weights, empty_runs
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, load_deck


def tokyo_policy(weights: Weights = TUNED) -> Policy:
    fb = fast_board(Board.load("tokyo"))
    return Policy(fb, [encode_card(c) for c in load_deck().cards if c.takes_route], 0, weights)


def route_sheet(policy: Policy, route: int, empty_at: list[int]) -> int:
    """A sheet where only the stations of ``route`` at the positions ``empty_at``
    (Start = 0) are empty: the stations filled, as a bit set."""
    filled = (1 << policy.fb.station_count) - 1
    for position in empty_at:
        filled &= ~(1 << policy.fb.route_stations[route][position])
    return filled


def test_empty_runs_are_counted_from_start_to_end() -> None:
    bits = [1 << i for i in range(8)]
    assert empty_runs(bits, 0b11011001) == (1, 2, 2)
    assert empty_runs(bits, 0) == ()
    assert empty_runs(bits, 0b11111111) == (8,)


def test_a_route_broken_into_short_gaps_is_worth_less_than_one_gap_as_long() -> None:
    # Three empty stations in a row take one 3 card; three apart take three cards,
    # since a number card stops at the next filled station.
    policy = tokyo_policy()
    route = 2  # its stations 8-13 lie on no other route
    mask = policy.fb.route_masks[route]
    together = mask & ~route_sheet(policy, route, [9, 10, 11])
    apart = mask & ~route_sheet(policy, route, [8, 10, 12])
    for boxes in (1, 2):
        assert policy.hope_of(route, together)[boxes] > policy.hope_of(route, apart)[boxes]
    # With no box left the route cannot be completed.
    assert policy.hope_of(route, together)[0] == 0.0
    # Counting empty stations only, the two sheets looked the same.
    blind = tokyo_policy(TUNED._replace(runs=False))
    assert blind.hope_of(route, together) == blind.hope_of(route, apart)


def test_a_free_circle_goes_at_the_end_of_a_gap_not_in_its_middle() -> None:
    # Three empty stations in a row on route 2 (on no other route), a box left: a
    # circle in the middle leaves two gaps that need two cards; at either end, one
    # 2 card can still complete the route.
    policy = tokyo_policy()
    stations = policy.fb.route_stations[2]
    filled = route_sheet(policy, 2, [9, 10, 11])
    left = [0] * policy.fb.route_count
    left[2] = 1
    choice, got = policy.pick(filled, left, 0, encode_card(Card.parse("free")), 1)
    assert choice in (stations[9], stations[11])
    assert got == 1 << choice
