"""The search levels (normal, strong): stronger than greedy, legal beside other bots,
the same game from the same seed. The hint ranking they share: test_hint_ranking.py
(in a file of its own: with loadfile, another worker searches it meanwhile)."""

from __future__ import annotations

import random
import statistics

import pytest

from metrox_desktop.engine.ai import (
    LEVELS,
    PlayerView,
    play_game,
    strategy_named,
)
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.scoring import score

pytestmark = pytest.mark.long  # run first: tests/conftest.py


def views_along_a_game(
    map_id: str, seed: str, players: int = 1, every: int = 4
) -> list[PlayerView]:
    """Player 0's view every few turns of a greedy game."""
    board = Board.load(map_id)
    greedy = strategy_named("greedy")
    match = Match.new(board, ["P"] * players, load_deck(), seed)
    found: list[PlayerView] = []
    while not match.game.finished:
        match = match.flip()
        assert match.card is not None
        views = [PlayerView(match.game, p, match.card, match.deck) for p in range(players)]
        if match.turn % every == 0:
            found.append(views[0])
        for p, view in enumerate(views):
            pick = greedy.choose(view, random.Random(match.turn))
            match = match.choose(p, pick)
        match = match.resolve()
    return found


def test_the_levels_are_named() -> None:
    assert LEVELS == ("greedy", "normal", "strong")


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_the_normal_bot_outscores_greedy_on_the_same_deals(map_id: str) -> None:
    board, deck = Board.load(map_id), load_deck()
    seeds = [f"level-{i}" for i in range(2)]  # the normal bot is some 20 points ahead

    def mean(name: str) -> float:
        games = [play_game(board, deck, ["A"], [strategy_named(name)], s) for s in seeds]
        assert all(g.finished for g in games)
        return statistics.fmean(score(board, g.sheets[0]).total for g in games)

    assert mean("normal") > mean("greedy") + 8


def test_a_search_bot_plays_legally_beside_others_and_replays_from_its_seed() -> None:
    board, deck = Board.load("osaka"), load_deck()
    names = ["normal", "greedy", "random"]
    first = play_game(board, deck, names, [strategy_named(n) for n in names], "three")
    again = play_game(board, deck, names, [strategy_named(n) for n in names], "three")
    assert first.finished and first.sheets == again.sheets
    totals = [score(board, sheet).total for sheet in first.sheets]
    assert totals[0] == max(totals)


def test_the_strong_bot_decides_the_same_for_the_same_position_and_seed() -> None:
    for view in views_along_a_game("tokyo", "same", every=7):
        choices = {strategy_named("strong").choose(view, random.Random("r")) for _ in range(2)}
        assert len(choices) == 1
