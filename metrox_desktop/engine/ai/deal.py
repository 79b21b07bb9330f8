"""The cards a seed deals, in order: the one place the AI may know the future.

Only par (the best score on a deal, found knowing every card) and the tools that
measure it use this; a strategy gets a ``PlayerView`` and never sees the order.
The cards do not depend on the players' choices: a game ends after exactly as many
route cards as the board has indicator boxes, and shuffles depend only on the seed.
"""

from __future__ import annotations

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, Deck, DeckSpec


def dealt_cards(board: Board, deck: DeckSpec, seed: str | int) -> tuple[Card, ...]:
    """Every card flipped in a game on ``board`` dealt from ``seed``, first card first
    (the same cards ``Match.new(board, players, deck, seed)`` flips)."""
    cards = Deck.new(deck, seed)
    boxes = board.total_indicators
    flipped: list[Card] = []
    while boxes:
        card, cards = cards.draw()
        cards = cards.after_turn(card)
        flipped.append(card)
        boxes -= card.takes_route
    return tuple(flipped)
