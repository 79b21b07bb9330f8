"""The hint ranking the search levels share (``rank_choices``): every choice once, best
first, led by the strong bot's choice, exact on the last card, over imagined rests of the
game dealt as the table would, played out with the policy it is given (the levels
themselves: test_ai_search.py)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from metrox_desktop.engine.ai import PlayerView, rank_choices, strategy_named
from metrox_desktop.engine.ai.fast import encode_card
from metrox_desktop.engine.ai.futures import cards_needed, sample_future
from metrox_desktop.engine.ai.playout import LEARNED_PLAYOUT, PLAYOUT, TUNED
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import CardKind, load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.rules import play_turn
from metrox_desktop.engine.scoring import score
from tests.engine.test_ai_search import views_along_a_game

pytestmark = pytest.mark.long  # run first: tests/conftest.py


def test_a_hint_lists_every_choice_once_and_leads_with_the_strong_bots_choice() -> None:
    strong = strategy_named("strong")
    views = views_along_a_game("tokyo", "hint", every=6) + views_along_a_game(
        "osaka", "hint", players=2, every=8
    )
    for view in views:
        ranked = rank_choices(view, random.Random("h"))
        assert sorted(c for c, _ in ranked) == sorted(view.legal_choices())
        assert ranked[0][0] == strong.choose(view, random.Random("h"))
        assert all(0 <= value <= 120 for _, value in ranked)


def test_a_hint_reads_best_first_no_choice_above_the_strong_bots() -> None:
    # Free circles offer dozens of stations, most set aside after a first look: each
    # is judged against the strong bot's choice on the imagined games both saw.
    views = [
        view
        for seed in ("free1", "free2", "free3")
        for view in views_along_a_game("tokyo", seed, every=1)
        if view.card.kind is CardKind.FREE
    ]
    assert views
    for view in views:
        values = [value for _, value in rank_choices(view, random.Random("h"), 4_000)]
        assert values == sorted(values, reverse=True)


def test_on_the_last_card_a_hint_gives_each_choice_its_exact_final_score() -> None:
    board, deck = Board.load("tokyo"), load_deck()
    match = Match.new(board, ["A"], deck, "last")
    greedy = strategy_named("greedy")
    while True:
        match = match.flip()
        assert match.card is not None
        view = PlayerView(match.game, 0, match.card, match.deck)
        if match.card.takes_route and cards_needed(view) == 0:
            break
        match = match.play(greedy.choose(view, random.Random(0)))
    ranked = rank_choices(view, random.Random(0), 1000)
    exact = {
        choice: score(board, play_turn(match.game, match.card, [choice.index]).game.sheets[0]).total
        for choice in view.legal_choices()
    }
    assert dict(ranked) == exact
    assert [v for _, v in ranked] == sorted(exact.values(), reverse=True)


def test_an_imagined_rest_of_the_game_is_dealt_as_the_table_would() -> None:
    checked = 0
    views = [v for seed in ("f1", "f2", "f3") for v in views_along_a_game("osaka", seed, every=1)]
    for view in views:
        need = cards_needed(view)
        future = sample_future(view, random.Random(1), need)
        assert len([c for c in future if c < 48]) == need  # free circles are >= 48
        assert not future or future[-1] < 48  # the game ends on its last route card
        reshuffles = {encode_card(c) for c in view.deck.cards if c.reshuffle}
        pile = [encode_card(c) for c in view.unseen]
        if view.card.reshuffle:
            continue
        # The draw pile comes first: the unseen cards, up to the next reshuffle.
        cut = next((i + 1 for i, c in enumerate(future) if c in reshuffles), len(future))
        assert Counter(future[: min(cut, len(pile))]) <= Counter(pile)
        checked += cut > len(pile) // 2
    assert checked >= 10


def test_the_search_plays_out_with_the_policy_it_is_given() -> None:
    # The levels play out greedy on the map's table of route patterns; the same search
    # on the learned linear policy, or on the hand-made one (what bench_ai.py compares
    # with them), expects other scores on the same samples.
    assert PLAYOUT == LEARNED_PLAYOUT._replace(patterns=True) != TUNED
    for map_id in ("tokyo", "osaka"):
        views = views_along_a_game(map_id, "policy", every=6)
        levels = [rank_choices(v, random.Random(3), 1_500) for v in views]
        linear = [rank_choices(v, random.Random(3), 1_500, weights=LEARNED_PLAYOUT) for v in views]
        hand_made = [rank_choices(v, random.Random(3), 1_500, weights=TUNED) for v in views]
        assert levels != linear
        assert hand_made not in (levels, linear)
