"""``play_game`` plays bots that look only at their own sheet (random, greedy) on
mutable state (engine/live.py): the very game the public ``Match`` path plays with
the same bots, deal and random numbers, card for card and mark for mark, on both
maps, alone and at a table; a choice the rules refuse is refused in the same words."""

from __future__ import annotations

from collections.abc import Set as AbstractSet

import pytest

from metrox_desktop.engine import Board, Choice, Match, Phase, load_deck
from metrox_desktop.engine.ai import PlayerView, Strategy, play_game, strategy_named, turn_rng
from metrox_desktop.engine.ai.view import Rng, SheetStrategy
from metrox_desktop.engine.cards import Card
from metrox_desktop.engine.rules import IllegalChoice
from metrox_desktop.engine.state import Award, Sheet

GAMES = 100  # deals per map and table


def through_match(board: Board, names: list[str], bots: list[Strategy], seed: str) -> Match:
    """The game as the window plays it: flip, every seat chooses through its view, resolve."""
    match = Match.new(board, names, load_deck(), seed)
    while match.phase is not Phase.OVER:
        match = match.flip()
        for seat, bot in enumerate(bots):
            view = PlayerView(match.game, seat, match.card, match.deck)
            index = bot.choose(view, turn_rng(seed, match.turn, seat))
            assert match.card is not None
            match = match.choose(seat, Choice.for_card(match.card, index))
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
        live = play_game(board, load_deck(), names, [strategy_named(n) for n in levels], seed)
        match = through_match(board, names, [strategy_named(n) for n in levels], seed)
        assert live == match.game, seed
        awards += [award for sheet in live.sheets for award in sheet.awards if award]
    assert Award.FIRST in awards
    if len(levels) > 1:  # at a table, a route completed again earns its diamond
        assert Award.LATER in awards


class AlwaysFirstRoute(SheetStrategy):
    """Plays route A whatever the card: illegal once its boxes are full, and for a
    free circle."""

    name = "first-route"

    def choose_on_sheet(
        self, board: Board, sheet: Sheet, card: Card, claimed: AbstractSet[int], rng: Rng
    ) -> int | None:
        return 0


def test_a_refused_choice_names_the_rule_and_the_player() -> None:
    board = Board.load("tokyo")
    bots = [strategy_named("random"), AlwaysFirstRoute()]
    with pytest.raises(IllegalChoice) as live:
        play_game(board, load_deck(), ["Ann", "Bot"], bots, "refused")
    with pytest.raises(IllegalChoice) as kept:  # keeping the turns takes the immutable path
        play_game(board, load_deck(), ["Ann", "Bot"], bots, "refused", keep=lambda _: None)
    assert str(live.value) == str(kept.value)
    assert live.value.player == kept.value.player == 1
