"""What a strategy is given: a player's view of the table, and the strategy protocol.

A strategy sees what a player at the table may know: the board, every sheet (its
own and the others'), which routes have been claimed, the card on the table, the
face-up discard pile and how many of each card are still unseen. It never sees the
order of the draw pile. Every random choice it makes comes from the explicit
``random.Random`` it is handed, so a game replays exactly from its seed.

Hints, bot opponents and a post-game "par" all call ``strategy.choose(view, rng)``;
a stronger strategy plugs in by providing that one method (and a ``name``).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Protocol

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, Deck, DeckSpec
from metrox_desktop.engine.rules import legal_choices
from metrox_desktop.engine.state import GameState, SheetState


class PlayerView:
    """One player's seat at the table while ``card`` waits for their choice."""

    __slots__ = ("game", "player", "card", "_deck")

    def __init__(self, game: GameState, player: int, card: Card, deck: Deck) -> None:
        self.game = game  # every sheet, the turns played and the claimed routes
        self.player = player  # whose choice this is: an index into game.sheets
        self.card = card  # the card on the table
        self._deck = deck  # private: only counts and the face-up discards are shown

    @property
    def board(self) -> Board:
        return self.game.board

    @property
    def sheet(self) -> SheetState:
        """The choosing player's own sheet."""
        return self.game.sheets[self.player]

    def legal_choices(self) -> tuple[int, ...]:
        """Route indices (or empty station indices for a free circle), sorted."""
        return legal_choices(self.game.board, self.game.sheets[self.player], self.card)

    def unseen_counts(self) -> Counter[str]:
        """How many of each card (by code) are still face down in the draw pile."""
        return self._deck.unseen_counts()

    @property
    def unseen_total(self) -> int:
        return self._deck.remaining

    @property
    def deck(self) -> DeckSpec:
        """Every card in the game (the composition is public; the order is not)."""
        return self._deck.spec

    @property
    def discards(self) -> tuple[Card, ...]:
        """The face-up discard pile since the last shuffle, the card on the table last."""
        return self._deck.discard_cards


class Strategy(Protocol):
    """Chooses for one player: a legal choice, or None only when there is none."""

    name: str

    # Called once per card per player; ``view.legal_choices()`` lists what is allowed.
    def choose(self, view: PlayerView, rng: random.Random) -> int | None: ...
