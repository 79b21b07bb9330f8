"""A match in progress: flip, choose, undo by keeping values, resolve, save and resume."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Match, MatchError, Phase
from metrox_desktop.engine.records import parse_record, record_json
from metrox_desktop.engine.rules import IllegalChoice, legal_choices


@pytest.fixture(scope="module")
def tokyo() -> Board:
    return Board.load("tokyo")


def play_out(match: Match, rng: random.Random) -> Match:
    while match.phase is not Phase.OVER:
        match = match.flip()
        assert match.card is not None
        for player in range(len(match.game.players)):
            options = legal_choices(match.board, match.game.sheets[player], match.card)
            match = match.choose(player, rng.choice(options) if options else None)
        match = match.resolve()
    return match


def test_a_match_walks_through_its_phases(tokyo: Board) -> None:
    match = Match.new(tokyo, ["Ann"], load_deck(), seed="walk")
    assert match.phase is Phase.FLIP and match.turn == 0
    flipped = match.flip()
    assert flipped.phase is Phase.CHOOSE and flipped.turn == 1
    assert flipped.deck.remaining == 19
    with pytest.raises(MatchError):
        flipped.flip()  # one card at a time
    with pytest.raises(MatchError):
        match.choose(0, Choice.route(0))  # nothing to choose before a flip


def test_the_same_seed_deals_the_same_cards(tokyo: Board) -> None:
    def cards(seed: str) -> list[str]:
        match = Match.new(tokyo, ["Ann"], load_deck(), seed=seed)
        return [t.card.code for t in play_out(match, random.Random(0)).history]

    assert cards("same") == cards("same")
    assert cards("same") != cards("other")


def test_a_choice_can_be_revised_until_the_turn_resolves(tokyo: Board) -> None:
    match = Match.new(tokyo, ["Ann", "Bo"], load_deck(), seed=3).flip()
    assert match.card is not None
    first, second = legal_choices(tokyo, match.game.sheets[0], match.card)[:2]
    match = match.choose(0, first).choose(0, second)
    with pytest.raises(MatchError, match="waiting for Bo"):
        match.resolve()
    match = match.choose(1, first).resolve()
    assert [m.chosen for m in match.history[-1].moves] == [second, first]


def test_an_illegal_choice_is_refused_and_changes_nothing(tokyo: Board) -> None:
    match = Match.new(tokyo, ["Ann"], load_deck(), seed=4).flip()
    assert match.card is not None
    bad = -1 if match.card.takes_route else tokyo.station_count
    with pytest.raises(IllegalChoice):
        match.choose(0, Choice.for_card(match.card, bad))
    assert match.chosen == frozenset()


def test_a_finished_match_ends_with_every_indicator_box_filled(tokyo: Board) -> None:
    match = play_out(Match.new(tokyo, ["Ann", "Bo", "Cy"], load_deck(), seed=5), random.Random(5))
    assert match.phase is Phase.OVER
    assert all(s.indicators_used() == tokyo.total_indicators for s in match.game.sheets)
    with pytest.raises(MatchError):
        match.flip()


def test_a_saved_record_resumes_to_the_same_match(tokyo: Board) -> None:
    match = Match.new(tokyo, ["Ann", "Bo"], load_deck(), seed="resume")
    rng = random.Random(9)
    for _ in range(10):
        match = match.flip()
        assert match.card is not None
        for p in range(2):
            match = match.choose(
                p, rng.choice(legal_choices(tokyo, match.game.sheets[p], match.card))
            )
        match = match.resolve()
    record = parse_record(record_json(match.record()))
    resumed = Match.resume(record, tokyo, load_deck())
    assert resumed.game == match.game
    assert resumed.deck == match.deck  # the next card dealt is the same too
    assert resumed.flip().card == match.flip().card


def test_a_record_from_another_deal_does_not_resume(tokyo: Board) -> None:
    match = play_out(Match.new(tokyo, ["Ann"], load_deck(), seed="one"), random.Random(1))
    record = replace(match.record(), seed="two")
    with pytest.raises(MatchError, match=r"^turn \d+: the deal gives"):
        Match.resume(record, tokyo, load_deck())


def test_a_free_circle_on_a_full_sheet_passes_and_waits_only_for_the_others(
    tokyo: Board,
) -> None:
    from metrox_desktop.engine.cards import CardKind
    from metrox_desktop.engine.state import CIRCLE

    seed = next(
        k
        for k in range(200)
        if Match.new(tokyo, ["Ann"], load_deck(), k).deck.draw()[0].kind is CardKind.FREE
    )
    match = Match.new(tokyo, ["Ann", "Bo"], load_deck(), seed)
    empty = match.game.sheets[0]
    full = empty._replace(
        marks=(CIRCLE,) * tokyo.station_count, filled=(1 << tokyo.station_count) - 1
    )
    match = Match(match.game._replace(sheets=(full, empty)), match.deck)
    flipped = match.flip()
    assert flipped.chosen == frozenset({0})  # Ann has nowhere to circle: she passes
    passed = flipped.pending_move(0)
    assert passed is not None and passed.chosen == Choice.PASS
    resolved = flipped.choose(1, Choice.for_card(flipped.card, 0)).resolve()
    assert resolved.game.sheets[0] == full and resolved.history[-1].moves[0].chosen == Choice.PASS


def test_a_record_replays_turn_by_turn_as_the_matches_it_was_played_as(tokyo: Board) -> None:
    rng = random.Random(8)
    live = [Match.new(tokyo, ["Ann", "Bo"], load_deck(), seed="steps")]
    while live[-1].phase is not Phase.OVER:
        match = live[-1].flip()
        for player in range(2):
            if player not in match.chosen:  # else the player passed at the flip
                match = match.choose(player, rng.choice(match.legal_choices(player)))
        live.append(match.resolve())
    record = parse_record(record_json(live[-1].record()))
    steps = list(Match.turn_by_turn(record, tokyo, load_deck()))
    assert [(m.game, m.deck, m.turn) for m in steps] == [(m.game, m.deck, m.turn) for m in live]
    assert steps[-1].history == live[-1].history


def test_a_replay_shows_the_turns_before_the_one_that_breaks_a_rule(tokyo: Board) -> None:
    match = play_out(Match.new(tokyo, ["Ann"], load_deck(), seed="broken"), random.Random(2))
    turns = list(match.record().turns)
    turns[4] = replace(turns[4], choices=["Q"])  # no such route or station
    record = replace(match.record(), turns=turns)
    seen: list[Match] = []
    with pytest.raises(MatchError, match=r"^turn 5, player Ann: no route 'Q'"):
        for step in Match.turn_by_turn(record, tokyo, load_deck()):
            seen.append(step)
    assert [step.turn for step in seen] == [0, 1, 2, 3, 4]  # as dealt, then turns 1 to 4
