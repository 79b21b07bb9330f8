"""Properties of every game: random legal games on both maps with 1-4 players.

Hypothesis draws the cards and every player's legal choice, so a failure shrinks to
a short game. After each turn the sheets are checked against the sheets before it.
"""

from __future__ import annotations

import functools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, CardKind, load_deck
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.engine.rules import (
    GameOver,
    apply,
    legal_choices,
    legal_indices,
    play_turn,
    preview,
)
from metrox_desktop.engine.scoring import penalty_for, score
from metrox_desktop.engine.state import CIRCLE, EMPTY, Award, GameState, SheetState
from tests.engine.test_rules import complete

CODES = ["2", "3", "4", "5", "6", "circled-2", "circled-3", "star", "free"]
PROPERTIES = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@functools.cache
def board(map_id: str) -> Board:
    return Board.load(map_id)


def check_sheet(b: Board, sheet: SheetState) -> None:
    """A sheet agrees with itself: caches, completion and awards, score and breakdown."""
    assert sheet.filled == sum(1 << s for s, mark in enumerate(sheet.marks) if mark != EMPTY)
    assert all(mark in (EMPTY, CIRCLE) or mark > 0 for mark in sheet.marks)
    assert sheet.open_routes == tuple(
        r for r in range(b.route_count) if len(sheet.indicators[r]) < b.indicator_counts[r]
    )
    for r in range(b.route_count):
        assert len(sheet.indicators[r]) <= b.indicator_counts[r]
        # After every turn a complete route has its award, and only a complete one.
        assert (sheet.awards[r] is not None) == complete(b, sheet, r)
    s = score(b, sheet)
    assert s.completion_bonus == sum(
        b.first_bonus[r] if a is Award.FIRST else b.later_bonus[r]
        for r, a in enumerate(sheet.awards)
        if a is not None
    )
    assert s.intersection_bonus == sum(m for m in sheet.marks if m > 0)
    assert s.empty_stations == sheet.marks.count(EMPTY)
    assert s.penalty == penalty_for(s.empty_stations)
    assert s.total == s.completion_bonus + s.intersection_bonus - s.penalty


def rulebook_fill(b: Board, marks: tuple[int, ...], card: Card, route: int) -> set[int]:
    """The stations a route card fills, written straight from the rulebook's words."""
    stations = b.route_stations[route]
    empty = [s for s in stations if marks[s] == EMPTY]
    if not empty:
        return set()  # a full route takes the indicator and nothing else
    if card.kind is CardKind.STAR:
        return {empty[0]}
    if card.kind is CardKind.CIRCLED:
        return set(empty[: card.value])  # skip filled stations
    run: list[int] = []
    for s in stations[stations.index(empty[0]) :]:
        if marks[s] != EMPTY or len(run) == card.value:
            break  # stop at a filled station, after N circles, or at the End
        run.append(s)
    return set(run)


def check_marks_written(
    b: Board, old: SheetState, new: SheetState, card: Card, changed: list[int]
) -> None:
    """The stations a card wrote: one empty station for a free circle, at most one
    star with its number, at most N circles for a number card."""
    if card.kind is CardKind.FREE:
        assert len(changed) == (1 if EMPTY in old.marks else 0)
    elif card.kind is CardKind.STAR:
        assert len(changed) <= 1
        assert all(new.marks[s] == b.star_value(s) for s in changed)
    else:
        assert len(changed) <= card.value
        assert all(new.marks[s] == CIRCLE for s in changed)


def check_turn(b: Board, before: GameState, card: Card, after: GameState) -> None:
    """What one turn may change on each sheet."""
    solo = len(before.players) == 1
    for old, new in zip(before.sheets, after.sheets, strict=True):
        check_sheet(b, new)
        # Stations never un-fill, and a mark once written never changes.
        for s, mark in enumerate(old.marks):
            if mark != EMPTY:
                assert new.marks[s] == mark
        assert new.filled & old.filled == old.filled
        changed = [s for s in range(b.station_count) if new.marks[s] != old.marks[s]]
        check_marks_written(b, old, new, card, changed)
        # Indicator boxes fill left to right, one per route card, none for a free circle.
        grown = [r for r in range(b.route_count) if new.indicators[r] != old.indicators[r]]
        if card.takes_route:
            [r] = grown
            assert new.indicators[r] == old.indicators[r] + (card.code,)
            assert set(changed) == rulebook_fill(b, old.marks, card, r)
        else:
            assert grown == []
        # Awards never change once given; a new one is the crown unless claimed earlier.
        for r in range(b.route_count):
            if old.awards[r] is not None:
                assert new.awards[r] == old.awards[r]
            elif new.awards[r] is not None:
                first = solo or r not in before.claimed
                assert new.awards[r] is (Award.FIRST if first else Award.LATER)
    # Every sheet uses the same number of indicator boxes.
    assert len({sheet.indicators_used() for sheet in after.sheets}) == 1
    assert after.turns_played == before.turns_played + 1
    assert after.claimed >= before.claimed
    for p in range(len(after.players)):
        for r in after.claimed:
            assert after.crown_crossed_out(p, r) == (after.sheets[p].awards[r] is not Award.FIRST)


@PROPERTIES
@given(
    data=st.data(),
    map_id=st.sampled_from(["tokyo", "osaka"]),
    players=st.integers(min_value=1, max_value=4),
)
def test_random_games_keep_every_rule(data: st.DataObject, map_id: str, players: int) -> None:
    b = board(map_id)
    game = GameState.new(b, [f"P{i + 1}" for i in range(players)])
    check_sheet(b, game.sheets[0])
    while True:
        # The game is over exactly when every indicator box of every sheet is filled.
        full = all(sheet.indicators_used() == b.total_indicators for sheet in game.sheets)
        assert game.finished == full
        if full:
            break
        card = Card.parse(data.draw(st.sampled_from(CODES), label="card"))
        choices: list[int | None] = []
        for sheet in game.sheets:
            options = legal_indices(b, sheet, card)
            choice = data.draw(st.sampled_from(options)) if options else None
            # What a choice would write agrees with what the move writes.
            move = apply(b, sheet, card, choice)
            assert preview(b, sheet, card, choice) == (move.stations, move.mark)
            choices.append(choice)
        after = play_turn(game, card, choices).game
        check_turn(b, game, card, after)
        game = after
    assert game.turns_played >= b.total_indicators
    with pytest.raises(GameOver):
        play_turn(game, Card.parse("3"), [0] * players)


@PROPERTIES
@given(
    seed=st.integers(min_value=0, max_value=2**32),
    map_id=st.sampled_from(["tokyo", "osaka"]),
    players=st.integers(min_value=1, max_value=4),
)
def test_dealt_games_keep_every_rule(seed: int, map_id: str, players: int) -> None:
    # Cards from the real deck (reshuffles included), choices from a seeded rng.
    b = board(map_id)
    rng = random.Random(seed)
    match = Match.new(b, [f"P{i + 1}" for i in range(players)], load_deck(), seed=seed)
    while match.phase is not Phase.OVER:
        assert not match.game.finished
        before = match.game
        match = match.flip()
        assert match.card is not None
        assert match.deck.remaining + len(match.deck.discards) == match.deck.spec.size
        for p in range(players):
            options = legal_choices(b, match.game.sheets[p], match.card)
            match = match.choose(p, rng.choice(options) if options else None)
        card = match.card
        match = match.resolve()
        check_turn(b, before, card, match.game)
    assert all(sheet.indicators_used() == b.total_indicators for sheet in match.game.sheets)
