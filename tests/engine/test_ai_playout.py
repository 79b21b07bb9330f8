"""The playout policy judges a route by where its empty stations lie, as a player does."""

from __future__ import annotations

import random

import pytest

from benchmarks.policy_features import FEATURES, features, value
from metrox_desktop.engine.ai.fast import FastSheet, encode_card, fast_board, play
from metrox_desktop.engine.ai.playout import (
    TUNED,
    Policy,
    Prefixes,
    Weights,
    empty_runs,
)
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


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_the_policy_plays_the_choice_its_features_weigh_most(map_id: str) -> None:
    # pick is the playouts' inner loop, written out for speed; features is the plain
    # account of the same sums the learning script fits. Any weights: they must agree.
    fb = fast_board(Board.load(map_id))
    cards = [encode_card(c) for c in load_deck().cards]
    rng = random.Random(map_id)
    checked = 0
    for game in range(12):
        weights = TUNED._replace(
            per_station=rng.uniform(-1, 2),
            progress=rng.uniform(0.1, 2),
            penalty=rng.uniform(0, 2),
            star=rng.uniform(0, 2),
            award=rng.uniform(0, 2),
            cross=rng.uniform(0, 2),
            waste=rng.uniform(-3, 1),
            commitment=rng.uniform(-1, 1),
            late=rng.uniform(-2, 2),
        )
        claimed = rng.getrandbits(fb.route_count) if game % 2 else 0
        policy = Policy(fb, [c for c in cards if c < 48], claimed, weights)
        sheet = FastSheet(0, fb.indicator_counts, 0, 0)
        later = sum(fb.indicator_counts)
        while later:
            card = rng.choice(cards)
            later -= card < 48
            values = {
                choice: value(policy, f)
                for choice, f in features(
                    policy, sheet.filled, sheet.left, sheet.awarded, card, later
                )
            }
            choice, _ = policy.pick(sheet.filled, sheet.left, sheet.awarded, card, later)
            if values:
                assert values[choice] == pytest.approx(max(values.values()), abs=1e-9)
                checked += 1
            sheet = play(fb, sheet, card, choice, claimed)[0]
    assert checked > 250


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_playouts_that_begin_alike_score_as_each_played_card_by_card(map_id: str) -> None:
    # play_outs goes on from the sheet kept after a start of cards already played and
    # keeps each route's state from card to card: every future must still score what
    # the policy's choices, written one by one by the rules' fast copy, score.
    fb = fast_board(Board.load(map_id))
    cards = [encode_card(c) for c in load_deck().cards]
    rng = random.Random(map_id)
    claimed = rng.getrandbits(fb.route_count)
    policy = Policy(fb, [c for c in cards if c < 48], claimed)
    start = FastSheet(0, fb.indicator_counts, 0, 0)
    for card in rng.sample([c for c in cards if c < 48], 6):
        route = rng.choice([r for r, n in enumerate(start.left) if n])
        start = play(fb, start, card, route, claimed)[0]
    route_cards = sum(start.left)
    futures: list[list[int]] = []
    for _ in range(80):  # few kinds of card: many futures share their first cards
        future: list[int] = []
        while sum(1 for c in future if c < 48) < route_cards:
            future.append(rng.choice(cards[:5] + cards[-3:]))
        futures.append(future)
    expected = 0
    for future in futures:
        sheet = start
        later = route_cards
        for card in future:
            later -= card < 48
            choice, _ = policy.pick(sheet.filled, sheet.left, sheet.awarded, card, later)
            if choice is not None:
                sheet = play(fb, sheet, card, choice, claimed)[0]
        expected += sheet.points - fb.penalty[fb.station_count - sheet.filled.bit_count()]
    shared: Prefixes = {}
    got = policy.play_outs(start, futures[:40], shared) + policy.play_outs(
        start, futures[40:], shared
    )
    assert got == expected
    assert len(shared) > 1  # the starts were kept and gone on from


def test_the_hand_made_weights_count_every_part_of_the_score_once() -> None:
    # A choice that completes a route earns its crown now and loses its hope: with the
    # hand-made weights the two are one change, so a crown in hand counts as a crown.
    policy = tokyo_policy()
    route = 2
    filled = route_sheet(policy, route, [9, 10])
    left = [0] * policy.fb.route_count
    left[route] = 1
    [(choice, found)] = features(policy, filled, left, 0, encode_card(Card.parse("2")), 1)
    assert choice == route
    named = dict(zip(FEATURES, found, strict=True))
    assert named["stations"] == 2
    assert named["award"] == policy.bonus[route]
    assert named["own"] == -policy.hope_of(route, policy.fb.route_masks[route] & ~filled)[1]
