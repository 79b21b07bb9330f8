"""Whole games played by strategies, one shared card sequence for all players."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from metrox_desktop.engine.ai.view import PlayerView, Strategy
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Deck, DeckSpec
from metrox_desktop.engine.rules import TurnResult, play_turn
from metrox_desktop.engine.state import GameState


def player_rng(seed: str | int, player: int) -> random.Random:
    """Player ``player``'s own random source in the game dealt from ``seed``."""
    return random.Random(f"{seed}/player{player}")


def turn_rng(seed: str | int, turn: int, player: int) -> random.Random:
    """The random source of ``player``'s choice in turn ``turn`` (1-based) of the deal
    ``seed``, as the game window seeds its bots and the Hint: a choice depends on its
    turn alone, so it is the same after a resume or an undo, and a review that asks
    again on the same position gets the Hint's very answer."""
    return player_rng(f"{seed}#{turn}", player)


def play_game(
    board: Board,
    deck: DeckSpec,
    players: Sequence[str],
    strategies: Sequence[Strategy],
    seed: str | int,
    keep: Callable[[TurnResult], object] | None = None,
) -> GameState:
    """Play a whole game, each player choosing with their strategy; the final state.

    The cards are dealt exactly as ``Match.new(board, players, deck, seed)`` deals
    them, and player *i* draws its random choices from ``player_rng(seed, i)``, so
    the same seed gives the same game on every machine. ``keep`` is handed each
    turn's result (to write the game's record).
    """
    if len(strategies) != len(players):
        raise ValueError(f"{len(strategies)} strategies for {len(players)} players")
    game = GameState.new(board, tuple(players))
    cards = Deck.new(deck, seed)
    seats = [(p, strategy, player_rng(seed, p)) for p, strategy in enumerate(strategies)]
    while not game.finished:
        card, cards = cards.draw()
        choices = [s.choose(PlayerView(game, p, card, cards), rng) for p, s, rng in seats]
        result = play_turn(game, card, choices)
        if keep is not None:
            keep(result)
        game = result.game
        cards = cards.after_turn(card)
    return game
