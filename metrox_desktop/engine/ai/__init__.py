"""Strategies that choose for a player: hints, bot opponents, simulations.

Every strategy provides ``choose(view, rng) -> choice`` (see :mod:`.view`); callers
never need to know which one they hold::

    strategy = strategy_named("greedy")
    game = play_game(board, load_deck(), ["Ann", "Bot"], [strategy, strategy], seed="8HQ2")
"""

from metrox_desktop.engine.ai.montecarlo import MonteCarloStrategy, RankedChoice, rank_choices
from metrox_desktop.engine.ai.play import play_game, play_scores, turn_rng
from metrox_desktop.engine.ai.strategies import (
    LEVEL_WORDS,
    LEVELS,
    STRATEGIES,
    GreedyStrategy,
    UnknownStrategy,
    known_strategies,
    strategy_for,
    strategy_named,
    strategy_names,
)
from metrox_desktop.engine.ai.view import PlayerView, SheetStrategy, Strategy

__all__ = [
    "LEVEL_WORDS",
    "LEVELS",
    "STRATEGIES",
    "GreedyStrategy",
    "MonteCarloStrategy",
    "PlayerView",
    "RankedChoice",
    "SheetStrategy",
    "Strategy",
    "UnknownStrategy",
    "known_strategies",
    "play_game",
    "play_scores",
    "rank_choices",
    "strategy_for",
    "strategy_named",
    "strategy_names",
    "turn_rng",
]
