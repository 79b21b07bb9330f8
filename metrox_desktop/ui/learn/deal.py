"""Which lessons the guided first game's deal brings on one card (the deal is
``sharing.lesson``'s; benchmarks/find_learn_deal.py chose it). Qt-free: only the engine.
"""

from __future__ import annotations

from metrox_desktop.engine.cards import Deck, load_deck
from metrox_desktop.sharing.lesson import LEARN_SEED


def with_the_reshuffle(seed: str = LEARN_SEED) -> set[str]:
    """The kinds of card whose lesson may come on one card with the reshuffle's: the
    first card with the reshuffle icon's, unless a card of its kind came on the first
    turn (its lesson then came: from the second card on, a route completed the turn
    before may take a card's place, and its lesson waits for the next card of its
    kind). The cards come in the deal's order whatever is played."""
    deck = Deck.new(load_deck(), seed)
    first = ""
    for _ in range(10 * deck.spec.size):
        card, deck = deck.draw()
        if card.reshuffle:
            return set() if card.kind.value == first else {card.kind.value}
        first = first or card.kind.value
    return set()
