"""The built-in strategies and the registry of them by name.

- ``random``: uniform over the legal choices.
- ``greedy`` (the easy bot): the choice with the best immediate change of the
  player's score (the score after the move, with any crown or diamond it earns this
  turn, minus the score before). Ties are broken uniformly at random with the
  player's rng, so it does not always favour route A while every choice scores the
  same (early in a game, when the penalty is stuck at its maximum, that is every
  choice).
- ``normal`` and ``strong``: Monte Carlo search (:mod:`.montecarlo`), the same
  search with a fifth of the work and with all of it.
"""

from __future__ import annotations

from collections.abc import Callable

from metrox_desktop.engine.ai.fast import FastBoard, FastSheet, final_score, legal, play
from metrox_desktop.engine.ai.montecarlo import NORMAL_WORK, STRONG_WORK, MonteCarloStrategy
from metrox_desktop.engine.ai.view import Rng, SheetStrategy, Strategy
from metrox_desktop.words import QT_TRANSLATE_NOOP


class UnknownStrategy(ValueError):
    """A strategy name that names no strategy."""


class RandomStrategy(SheetStrategy):
    name = "random"

    def choose_on_kernel(
        self, fb: FastBoard, sheet: FastSheet, card: int, claimed: int, rng: Rng
    ) -> int | None:
        options = legal(fb, sheet, card)
        # Not rng.choice: random() is the one draw Python promises to repeat in every
        # version (so a seed plays the same game everywhere), and it costs half as much.
        return options[int(rng.random() * len(options))] if options else None


class GreedyStrategy(SheetStrategy):
    name = "greedy"

    def choose_on_kernel(
        self, fb: FastBoard, sheet: FastSheet, card: int, claimed: int, rng: Rng
    ) -> int | None:
        options = legal(fb, sheet, card)
        if len(options) < 2:
            return options[0] if options else None
        before = final_score(fb, sheet)
        gains = [final_score(fb, play(fb, sheet, card, o, claimed)[0]) - before for o in options]
        most = max(gains)
        best = [choice for choice, gain in zip(options, gains, strict=True) if gain == most]
        return best[0] if len(best) == 1 else best[int(rng.random() * len(best))]  # see random


def strong(work: int = STRONG_WORK) -> MonteCarloStrategy:
    """Plays each choice out on hundreds of imagined decks and takes the best."""
    return MonteCarloStrategy("strong", work)


def normal() -> MonteCarloStrategy:
    """Looks a few imagined decks ahead before choosing."""
    return MonteCarloStrategy("normal", NORMAL_WORK)


# Name -> how to make one. A new strategy per player and game, so a later strategy
# may keep state (a search tree, a model of the opponents) without sharing it.
STRATEGIES: dict[str, Callable[[], Strategy]] = {
    RandomStrategy.name: RandomStrategy,
    GreedyStrategy.name: GreedyStrategy,
    "normal": normal,
    "strong": strong,
}

# The bot levels a player picks from, easiest first.
LEVELS = ("greedy", "normal", "strong")

# Each built-in strategy's level as the window names it (translated there); the command
# line takes these words as well as the strategies' own names.
LEVEL_WORDS: dict[str, str] = {
    RandomStrategy.name: QT_TRANSLATE_NOOP("seats", "very easy"),
    GreedyStrategy.name: QT_TRANSLATE_NOOP("seats", "easy"),
    "normal": QT_TRANSLATE_NOOP("seats", "medium"),
    "strong": QT_TRANSLATE_NOOP("seats", "hard"),
}


def strategy_names() -> list[str]:
    return list(STRATEGIES)


def strategy_for(text: str) -> str | None:
    """The strategy that ``text`` names, by its own name or its level word ("easy",
    "very easy"; any case, "very-easy" too); None for neither."""
    if text in STRATEGIES:
        return text
    word = " ".join(text.replace("-", " ").replace("_", " ").split()).lower()
    if word in STRATEGIES:
        return word
    return next((name for name, level in LEVEL_WORDS.items() if word == level), None)


def known_strategies() -> str:
    """The names a refusal lists: "random (very easy), greedy (easy), ..."."""
    return ", ".join(
        f"{name} ({LEVEL_WORDS[name]})" if name in LEVEL_WORDS else name for name in STRATEGIES
    )


def strategy_named(name: str) -> Strategy:
    """A new built-in strategy called ``name`` (or by its level word, ``strategy_for``);
    UnknownStrategy lists the known names."""
    found = strategy_for(name)
    if found is None:
        raise UnknownStrategy(f"no strategy called {name!r} (known: {known_strategies()})")
    return STRATEGIES[found]()
