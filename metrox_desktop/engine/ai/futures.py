"""The rest of a game as a list of cards: imagined from a player's view, for search.

All sheets use their indicator boxes at the same pace, so a game ends after exactly
as many more route cards as a sheet has empty boxes; free circles come in between.
The deck's mechanics are public: a card with the reshuffle icon sends all cards back
into a new deck after its turn, and an empty deck is refilled with the discards (all
the cards, since every shuffle shuffles them all).
"""

from __future__ import annotations

from metrox_desktop.engine.ai.fast import encode_card
from metrox_desktop.engine.ai.view import PlayerView, Rng, shuffle


def cards_needed(view: PlayerView) -> int:
    """Route cards still to come after the card on the table."""
    boxes = sum(view.board.indicator_counts) - view.sheet.indicators_used()
    return boxes - (1 if view.card.takes_route else 0)


def sample_future(view: PlayerView, rng: Rng, route_cards: int) -> list[int]:
    """One possible rest of the game (encoded cards, see ``fast.encode_card``) up to and
    including the ``route_cards``-th route card: the unseen cards in a random order,
    then fresh shuffles of the whole deck, as the table would deal them."""
    everything = view.deck.cards
    pile = [] if view.card.reshuffle else list(view.sample_unseen(rng))
    future: list[int] = []
    while route_cards > 0:
        if not pile:
            pile = list(everything)
            shuffle(pile, rng)
        card = pile.pop()
        future.append(encode_card(card))
        if card.takes_route:
            route_cards -= 1
        if card.reshuffle:
            pile = []  # all cards go back into a new deck after this turn
    return future
