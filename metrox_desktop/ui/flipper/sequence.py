"""The flipper's deal as an immutable value: the cards flipped so far from one deal code.

No Qt here: the window, the autosave and ``flipper --print`` share it. The cards come
from the engine's :class:`Deck` exactly as a game deals them (:class:`Match` flips,
then applies ``after_turn`` when the turn resolves), so the same code flips the same
cards as a game with that code. Taking back a flip drops the last deck value, which
restores the previous card and deck exactly.

A table on paper ends together: every number, circled and star card fills one
indicator box on every sheet (a route whose boxes are free is always a legal choice),
so the game ends with the route card that fills a map's last box, whatever the
players chose. With the map's box count the flipper can say when that is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from metrox_desktop.engine.cards import Card, Deck, DeckSpec
from metrox_desktop.maps.loader import load_builtin
from metrox_desktop.words import QT_TRANSLATE_NOOP


class FlipsError(ValueError):
    """Saved flips that the deal cannot give (another deck, an edited file)."""


class Shuffle(StrEnum):
    """Why the deck was shuffled just before the card on the table was drawn."""

    NONE = "none"
    RESHUFFLE_CARD = "reshuffle-card"  # the card before carried the reshuffle icon
    DECK_RAN_OUT = "deck-ran-out"  # the discards became the new deck


@dataclass(frozen=True)
class FlipSequence:
    spec: DeckSpec
    seed: str
    boxes: int  # indicator boxes on one sheet of the map played: the game's length
    decks: tuple[Deck, ...] = ()  # the deck just after each flip, first flip first

    @classmethod
    def new(cls, spec: DeckSpec, seed: str, boxes: int) -> FlipSequence:
        return cls(spec, seed, boxes)

    @classmethod
    def replay(cls, spec: DeckSpec, seed: str, boxes: int, codes: Sequence[str]) -> FlipSequence:
        """The deal after flipping ``codes``; raises FlipsError if the deal gives others."""
        flips = cls.new(spec, seed, boxes)
        for turn, code in enumerate(codes, start=1):
            flips = flips.flip()
            assert flips.card is not None
            if flips.card.code != code:
                raise FlipsError(
                    QT_TRANSLATE_NOOP(
                        "flipper", "flip {turn}: the deal {seed!r} gives {card}, not {code}"
                    ).format(turn=turn, seed=seed, card=flips.card.code, code=code)
                )
        return flips

    # -- questions ------------------------------------------------------------------
    @property
    def deck(self) -> Deck:
        """The deck now: the card on the table is the last of its discards."""
        return self.decks[-1] if self.decks else Deck.new(self.spec, self.seed)

    @property
    def card(self) -> Card | None:
        """The card on the table (None before the first flip)."""
        return self.deck.discard_cards[-1] if self.decks else None

    @property
    def turn(self) -> int:
        return len(self.decks)

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card flipped so far, in order."""
        return tuple(deck.spec.cards[deck.discards[-1]] for deck in self.decks)

    @property
    def earlier_discards(self) -> tuple[Card, ...]:
        """The discard pile under the card on the table (since the last shuffle)."""
        return self.deck.discard_cards[:-1]

    @property
    def shuffle(self) -> Shuffle:
        """Whether, and why, the deck was shuffled before the card on the table."""
        if len(self.decks) < 2 or self.decks[-1].shuffles == self.decks[-2].shuffles:
            return Shuffle.NONE
        before = self.decks[-2]
        if before.spec.cards[before.discards[-1]].reshuffle:
            return Shuffle.RESHUFFLE_CARD
        return Shuffle.DECK_RAN_OUT

    @property
    def boxes_left(self) -> int:
        """Indicator boxes still empty on every sheet."""
        return max(0, self.boxes - sum(1 for card in self.cards if card.takes_route))

    @property
    def over(self) -> bool:
        """Every indicator box is filled: the game has ended."""
        return self.boxes_left == 0

    # -- actions --------------------------------------------------------------------
    def flip(self) -> FlipSequence:
        """The next card: the turn before ends (a reshuffle card shuffles all cards back)."""
        if self.over:
            raise FlipsError(
                QT_TRANSLATE_NOOP("flipper", "the game is over: every indicator box is filled")
            )
        deck = self.deck
        if self.card is not None:
            deck = deck.after_turn(self.card)
        _, deck = deck.draw()
        return FlipSequence(self.spec, self.seed, self.boxes, self.decks + (deck,))

    def take_back(self) -> FlipSequence:
        """Undo the last flip: the card before it and the deck as it was."""
        return FlipSequence(self.spec, self.seed, self.boxes, self.decks[:-1])

    def again(self) -> FlipSequence:
        """The same deal from its first card."""
        return FlipSequence.new(self.spec, self.seed, self.boxes)


def boxes_on(map_id: str) -> int:
    """Indicator boxes on one sheet of a built-in map (raises MapError for another id)."""
    spec = load_builtin(map_id)
    return sum(len(route.indicators) for route in spec.routes)
