"""What a strategy is given: a player's view of the table, and the strategy protocol.

A strategy sees what a player at the table may know: the board, every sheet (its
own and the others'), which routes have been claimed, the card on the table, the
face-up discard pile and how many of each card are still unseen. It never sees the
order of the draw pile: the view keeps the unseen cards as a sorted multiset, and
``sample_unseen(rng)`` deals them in a random order for a search to imagine the rest
of the game. Every random choice comes from the explicit ``Rng`` a strategy is handed
(``play.turn_rng`` everywhere a game is played; a ``random.Random`` is one too), so a
game replays exactly from its seed.

What the view cannot promise: that rng is seeded from the deal code (``play.turn_rng``),
which deals the whole deck, so a strategy that searched every code
for the rng's state would find the order; and code in the same process can read its
caller's variables. The built-in strategies do neither: the no-peeking test shuffles
the undrawn cards under the same rng and checks each decision and Hint is unchanged.

Hints, bot opponents and a post-game "par" all call ``strategy.choose(view, rng)``;
a stronger strategy plugs in by providing that one method (and a ``name``). One that
looks only at its own sheet, the card and the routes claimed subclasses
``SheetStrategy`` and writes ``choose_on_kernel`` instead, on the search kernel's
compact sheet (:mod:`.fast`), which whole games of such bots (``play_scores``) play on.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from metrox_desktop.engine.ai.fast import (
    FastBoard,
    FastSheet,
    claimed_mask,
    encode_card,
    fast_board,
    fast_sheet,
)
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, Deck, DeckSpec
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.rules import legal_choices, legal_indices
from metrox_desktop.engine.state import GameState, SheetState


class PlayerView:
    """One player's seat at the table while ``card`` waits for their choice.

    Built from the match's ``Deck``, but only the public part of it is kept: the
    deck's composition and the face-up discards. The unseen cards are what the
    discards leave of the deck (every shuffle shuffles all the cards, so the draw
    pile and the discards always make up the whole deck), in deck-list order: the
    view never holds the draw pile, so its order cannot leak. The card lists are
    worked out when first asked: a bot that never looks at them (random, greedy)
    does not pay for them.
    """

    __slots__ = ("game", "player", "card", "deck", "_flipped", "_discards", "_unseen")

    def __init__(self, game: GameState, player: int, card: Card, deck: Deck) -> None:
        self.game = game  # every sheet, the turns played and the claimed routes
        self.player = player  # whose choice this is: an index into game.sheets
        self.card = card  # the card on the table
        self.deck: DeckSpec = deck.spec  # every card in the game (public; its order is not)
        self._flipped = deck.discards  # the face-up cards, as indices into deck.cards
        self._discards: tuple[Card, ...] | None = None
        self._unseen: tuple[Card, ...] | None = None

    @property
    def discards(self) -> tuple[Card, ...]:
        """The face-up discard pile since the last shuffle, the card on the table last."""
        if self._discards is None:
            cards = self.deck.cards
            self._discards = tuple(cards[i] for i in self._flipped)
        return self._discards

    @property
    def unseen(self) -> tuple[Card, ...]:
        """The cards still face down, in deck-list order: what they are, not where."""
        if self._unseen is None:
            flipped = set(self._flipped)
            cards = self.deck.cards
            self._unseen = tuple(c for i, c in enumerate(cards) if i not in flipped)
        return self._unseen

    @property
    def board(self) -> Board:
        return self.game.board

    @property
    def sheet(self) -> SheetState:
        """The choosing player's own sheet."""
        return self.game.sheets[self.player]

    def legal_choices(self) -> tuple[Choice, ...]:
        """What the player may choose, sorted (none when the card leaves them nowhere
        to write: then they pass, ``Choice.PASS``)."""
        return legal_choices(self.game.board, self.game.sheets[self.player], self.card)

    def legal_indices(self) -> tuple[int, ...]:
        """``legal_choices`` as the search kernel's bare indices: route indices, or
        empty station indices for a free circle."""
        return legal_indices(self.game.board, self.game.sheets[self.player], self.card)

    def sample_unseen(self, rng: Rng) -> tuple[Card, ...]:
        """The unseen cards in a random order drawn from ``rng``: one way the draw pile
        might lie (every order equally likely), for a search to play the game out."""
        cards = list(self.unseen)
        shuffle(cards, rng)
        return tuple(cards)


T = TypeVar("T")


def shuffle(items: list[T], rng: Rng) -> None:
    """Fisher-Yates with ``rng.random()``, the one draw every ``Rng`` makes (and the one
    ``random.Random`` promises to repeat in every Python version), so a seed plays the
    same everywhere."""
    for i in range(len(items) - 1, 0, -1):
        j = int(rng.random() * (i + 1))
        items[i], items[j] = items[j], items[i]


class Rng(Protocol):
    """A random source: ``random()``, a float in [0, 1). The one draw strategies make:
    ``play.TurnRandom`` and ``random.Random`` both provide it."""

    def random(self) -> float: ...


class Strategy(Protocol):
    """Chooses for one player: a legal choice, or ``Choice.PASS`` only when there is
    none."""

    name: str

    # Called once per card per player; ``view.legal_choices()`` lists what is allowed.
    def choose(self, view: PlayerView, rng: Rng) -> Choice: ...


class SheetStrategy:
    """Base of the strategies that look only at their own sheet, the card and the
    routes claimed (not at the deck or the other sheets): they choose on the search
    kernel's compact sheet (:mod:`.fast`), so whole games of them (``play_scores``)
    play on the kernel, without a view of an immutable game each turn. A subclass
    gives ``name`` and ``choose_on_kernel``, and leaves ``choose`` as it is.

    ``choose_on_kernel`` answers in the kernel's own terms, a bare index (None for the
    pass), as everything in the kernel's loop does: a whole game of such bots makes no
    ``Choice`` at all, and ``choose`` reads the index by its card once."""

    name: str

    def choose(self, view: PlayerView, rng: Rng) -> Choice:
        board = view.board
        sheet = fast_sheet(board, view.sheet)
        claimed = claimed_mask(view.game.claimed)
        card = view.card
        index = self.choose_on_kernel(fast_board(board), sheet, encode_card(card), claimed, rng)
        return Choice.for_card(card, index)

    def choose_on_kernel(
        self, fb: FastBoard, sheet: FastSheet, card: int, claimed: int, rng: Rng
    ) -> int | None:
        """``choose`` on the kernel: ``card`` encoded (``fast.encode_card``), ``claimed``
        the routes completed in earlier turns as a bit set; the answer a route or
        station index (by the card), None only when nothing is legal."""
        raise NotImplementedError
