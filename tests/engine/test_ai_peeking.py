"""No peeking: a strategy's decision never depends on the order of the undrawn cards."""

from __future__ import annotations

import random

import pytest

from metrox_desktop.engine.ai import PlayerView, play_game, strategy_named, strategy_names
from metrox_desktop.engine.ai.calibration import expected_scores
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Deck, load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Match

pytestmark = pytest.mark.long  # run first: tests/conftest.py


def positions(map_id: str, seeds: range, players: int) -> list[Match]:
    """Matches with a card on the table, taken along greedy games."""
    board = Board.load(map_id)
    found: list[Match] = []
    greedy = strategy_named("greedy")
    for seed in seeds:
        match = Match.new(board, ["P"] * players, load_deck(), f"peek-{seed}")
        turn = 0
        while not match.game.finished:
            match = match.flip()
            assert match.card is not None
            if turn % 5 == seed % 5:
                found.append(match)
            for p in range(players):
                view = PlayerView(match.game, p, match.card, match.deck)
                pick = greedy.choose(view, random.Random(turn))
                match = match.choose(p, pick)
            match = match.resolve()
            turn += 1
    return found


def reordered(deck: Deck, rng: random.Random) -> Deck:
    """The same deck with its draw pile in another order."""
    pile = list(deck.draw_pile)
    while tuple(pile) == deck.draw_pile:
        rng.shuffle(pile)
    return deck._replace(draw_pile=tuple(pile))


@pytest.mark.parametrize("name", strategy_names())
@pytest.mark.parametrize("map_id,players", [("tokyo", 1), ("osaka", 3)])
def test_shuffling_the_undrawn_cards_does_not_change_a_decision(
    name: str, map_id: str, players: int
) -> None:
    rng = random.Random(name)
    cheap = name in ("random", "greedy")
    # A search level's decision takes a moment of a core: six of the normal bot's (each
    # seat of two positions at a table of three) are enough to catch one that peeks, and
    # three of the strong bot's, five times the work of the same search, whose whole
    # list (the Hint's) is checked below.
    enough = 10_000 if cheap else 6 if name == "normal" else 3
    checked = 0
    for match in positions(map_id, range(6 if cheap else 2), players)[:: 1 if cheap else 3]:
        assert match.card is not None
        if match.deck.remaining < 2:
            continue
        if checked >= enough:
            break
        other = reordered(match.deck, rng)
        assert other.draw_pile != match.deck.draw_pile
        for p in range(players):
            first = PlayerView(match.game, p, match.card, match.deck)
            second = PlayerView(match.game, p, match.card, other)
            choice = strategy_named(name).choose(first, random.Random(f"{p}"))
            again = strategy_named(name).choose(second, random.Random(f"{p}"))
            assert choice == again
            checked += 1
    assert checked >= 3


@pytest.mark.parametrize("map_id,players", [("tokyo", 1), ("osaka", 3)])
def test_shuffling_the_undrawn_cards_does_not_change_the_hint(map_id: str, players: int) -> None:
    # The Hint's whole list (every choice and its expected final score), not only
    # the choice a bot would make, at the strong level's work.
    rng = random.Random(map_id)
    checked = 0
    for match in positions(map_id, range(2), players)[2::5]:
        assert match.card is not None
        if match.deck.remaining < 2:
            continue
        other = reordered(match.deck, rng)
        p = len(match.history) % players
        first = PlayerView(match.game, p, match.card, match.deck)
        second = PlayerView(match.game, p, match.card, other)
        hint = expected_scores(first, random.Random(f"hint{p}"))
        assert expected_scores(second, random.Random(f"hint{p}")) == hint
        checked += len(hint) > 1  # a list with choices to weigh
    assert checked >= 2


def test_a_view_keeps_what_the_table_shows_and_not_the_order() -> None:
    board = Board.load("tokyo")
    match = Match.new(board, ["A"], load_deck(), "order")
    for _ in range(5):
        match = match.flip()
        assert match.card is not None
        match = match.play(Choice.for_card(match.card, match.game.sheets[0].open_routes[0]))
    match = match.flip()
    assert match.card is not None
    view = PlayerView(match.game, 0, match.card, match.deck)
    other = PlayerView(match.game, 0, match.card, reordered(match.deck, random.Random(1)))
    assert view.unseen == other.unseen and view.discards == other.discards
    assert not any(isinstance(getattr(view, a), Deck) for a in PlayerView.__slots__)
    # Sampling deals exactly the unseen cards, in orders that vary with the rng.
    samples = {view.sample_unseen(random.Random(i)) for i in range(20)}
    assert all(sorted(map(str, s)) == sorted(map(str, view.unseen)) for s in samples)
    assert len(samples) > 10


def test_bots_still_finish_games_from_the_public_view() -> None:
    board = Board.load("osaka")
    game = play_game(board, load_deck(), ["A", "B"], [strategy_named("greedy")] * 2, seed=5)
    assert game.finished
