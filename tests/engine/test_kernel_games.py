"""Whole games of bots that look only at their own sheet (random, greedy) play on the
search kernel (``play_scores``): the very game the public ``Match`` path plays with the
same bots, deal and random numbers, to the same totals and turns, on both maps, alone
and at a table; and ``play_game`` plays it to the same sheets."""

from __future__ import annotations

import pytest

from metrox_desktop.engine import Board, Match, Phase, load_deck, score
from metrox_desktop.engine.ai import (
    PlayerView,
    SheetStrategy,
    Strategy,
    play_game,
    play_scores,
    strategy_named,
    turn_rng,
)
from metrox_desktop.engine.state import Award

GAMES = 100  # deals per map and table


def through_match(board: Board, names: list[str], bots: list[Strategy], seed: str) -> Match:
    """The game as the window plays it: flip, every seat chooses through its view, resolve."""
    match = Match.new(board, names, load_deck(), seed)
    while match.phase is not Phase.OVER:
        match = match.flip()
        for seat, bot in enumerate(bots):
            if seat in match.chosen:
                continue  # passed at the flip
            view = PlayerView(match.game, seat, match.card, match.deck)
            choice = bot.choose(view, turn_rng(seed, match.turn, seat))
            assert match.card is not None
            match = match.choose(seat, choice)
        match = match.resolve()
    return match


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
@pytest.mark.parametrize("levels", [["random"], ["greedy"], ["greedy", "random", "greedy"]])
def test_the_same_game_as_the_match_path(map_id: str, levels: list[str]) -> None:
    board = Board.load(map_id)
    names = [f"P{seat + 1}" for seat in range(len(levels))]
    awards: list[Award] = []
    for deal in range(GAMES):
        seed = f"live-{deal}"
        match = through_match(board, names, [strategy_named(n) for n in levels], seed)
        game = play_game(board, load_deck(), names, [strategy_named(n) for n in levels], seed)
        assert game == match.game, seed
        bots = [strategy_named(n) for n in levels]
        assert all(isinstance(bot, SheetStrategy) for bot in bots)
        totals, turns = play_scores(board, load_deck(), bots, seed)  # type: ignore[arg-type]
        assert totals == [score(board, sheet).total for sheet in game.sheets], seed
        assert turns == game.turns_played
        awards += [award for sheet in game.sheets for award in sheet.awards if award]
    assert Award.FIRST in awards
    if len(levels) > 1:  # at a table, a route completed again earns its diamond
        assert Award.LATER in awards
