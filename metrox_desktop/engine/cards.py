"""Indicator cards, deck specs (data files) and the seeded deck.

Randomness is explicit: a deck is a value holding its seed and how many times it
has been shuffled, and shuffle number *k* of seed *s* always gives the same order,
on every machine and Python version (the order comes from SHAKE-256, a fixed
standard, of the text ``"s#k"``).
"""

from __future__ import annotations

import hashlib
import json
import re
import struct
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache
from typing import Annotated, Literal, NamedTuple

from annotated_types import Ge, Le, MaxLen, MinLen

from metrox_desktop.fileformat import FormatPart, read
from metrox_desktop.maps.loader import resource_dir
from metrox_desktop.maps.spec import Text
from metrox_desktop.words import QT_TRANSLATE_NOOP


class CardKind(StrEnum):
    NUMBER = "number"  # write N, circle up to N stations, stopping at a filled one
    CIRCLED = "circled"  # circle the first N empty stations, skipping filled ones
    STAR = "star"  # write 2 x (routes through it) in the first empty station
    FREE = "free"  # circle any one empty station; no indicator box


_CODE = re.compile(
    r"^(?:(?P<number>[2-6])|circled-(?P<circled>[1-9])|(?P<star>star)|(?P<free>free))$"
)


class CardError(ValueError):
    """A card code that names no card."""


@dataclass(frozen=True, slots=True)
class Card:
    kind: CardKind
    value: int = 0  # N for number and circled cards
    reshuffle: bool = False  # carries the reshuffle icon
    # The record code ("4", "circled-2", "star", "free"); also what is written in an
    # indicator box. Worked out once: every move asks for it.
    code: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.kind is CardKind.NUMBER:
            code = str(self.value)
        elif self.kind is CardKind.CIRCLED:
            code = f"circled-{self.value}"
        else:
            code = self.kind.value
        object.__setattr__(self, "code", code)

    @classmethod
    def parse(cls, code: str) -> Card:
        """A card from its record code: "2".."6", "circled-2", "star" or "free"."""
        match = _CODE.fullmatch(code) if isinstance(code, str) else None
        if match is None:
            raise CardError(
                QT_TRANSLATE_NOOP(
                    "cards", "unknown card {code!r} (cards are 2-6, circled-N, star, free)"
                ).format(code=code)
            )
        if match["number"]:
            return cls(CardKind.NUMBER, int(match["number"]))
        if match["circled"]:
            return cls(CardKind.CIRCLED, int(match["circled"]))
        return cls(CardKind.STAR if match["star"] else CardKind.FREE)

    @property
    def takes_route(self) -> bool:
        """Number, circled and star cards are played on a route; a free circle on a station."""
        return self.kind is not CardKind.FREE

    def __str__(self) -> str:
        return self.code


# -- deck specs -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DeckSpec:
    id: str
    name: str
    cards: tuple[Card, ...]
    reconstructed: bool = False  # the distribution is not printed anywhere: say so to players
    note: str = ""

    @property
    def size(self) -> int:
        return len(self.cards)


@cache
def builtin_deck_ids() -> tuple[str, ...]:
    """The built-in decks' ids, read from the installation once (as the built-in maps
    are): a game under way deals, replays and writes its result code without opening a
    file, even when the system has no file descriptor left to give."""
    return tuple(
        sorted(
            e.name.removesuffix(".json")
            for e in resource_dir("decks").iterdir()
            if e.name.endswith(".json")
        )
    )


DEFAULT_DECK = "okazu-20"  # the deck of the edition the maps come from


def load_deck(deck_id: str | None = None) -> DeckSpec:
    """The built-in deck ``deck_id`` (None or "": the default deck, as a record that
    names none was dealt from), read once."""
    return _builtin_deck(deck_id or DEFAULT_DECK)


@cache
def _builtin_deck(deck_id: str) -> DeckSpec:
    if deck_id not in builtin_deck_ids():
        raise CardError(
            QT_TRANSLATE_NOOP("cards", "no deck called {deck!r} (known: {known})").format(
                deck=deck_id, known=", ".join(builtin_deck_ids())
            )
        )
    text = resource_dir("decks").joinpath(f"{deck_id}.json").read_text(encoding="utf-8")
    try:
        deck = read(DeckFile, json.loads(text))
        cards = [Card.parse(entry.card) for entry in deck.cards]  # CardError: a ValueError
    except ValueError as error:  # a damaged installation
        raise CardError(f"deck {deck_id}: {error}") from None
    return DeckSpec(
        deck.id,
        deck.name.en,
        tuple(  # one Card each: the deck's positions
            Card(card.kind, card.value, entry.reshuffle)
            for card, entry in zip(cards, deck.cards, strict=True)
            for _ in range(entry.count)
        ),
        deck.reconstructed,
        deck.note,
    )


@dataclass(frozen=True, slots=True, kw_only=True)
class DeckEntry(FormatPart):
    card: str  # a card's record code
    count: Annotated[int, Ge(1), Le(99)]
    reshuffle: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class DeckFile(FormatPart):
    """A ``metrox-deck/1`` file: a built-in deck, read without pydantic."""

    format: Literal["metrox-deck/1"]
    id: str
    name: Text
    reconstructed: bool = False
    note: str = ""
    cards: Annotated[list[DeckEntry], MinLen(1), MaxLen(40)]


# -- the deck in play -------------------------------------------------------------


class Deck(NamedTuple):
    """The draw pile and discard pile as indices into ``spec.cards``; an immutable value."""

    spec: DeckSpec
    seed: str
    draw_pile: tuple[int, ...]  # top card first
    discards: tuple[int, ...]  # in the order they were flipped
    shuffles: int  # how many shuffles have happened (the next one uses this number)

    @classmethod
    def new(cls, spec: DeckSpec, seed: str | int) -> Deck:
        return cls(spec, str(seed), (), (), 0)._shuffled(tuple(range(spec.size)))

    def _shuffled(self, cards: tuple[int, ...]) -> Deck:
        order = shuffled(self.seed, self.shuffles, cards)
        return Deck(self.spec, self.seed, order, (), self.shuffles + 1)

    def draw(self) -> tuple[Card, Deck]:
        """Flip the top card onto the discard pile (the discards are shuffled first if the
        deck is out)."""
        deck = self if self.draw_pile else self._shuffled(self.discards)
        top = deck.draw_pile[0]
        # tuple.__new__ skips the NamedTuple's Python-level constructor (see rules.py).
        fields = (deck.spec, deck.seed, deck.draw_pile[1:], deck.discards + (top,), deck.shuffles)
        return deck.spec.cards[top], tuple.__new__(Deck, fields)

    def after_turn(self, card: Card) -> Deck:
        """End of a turn: a reshuffle card sends all cards back into a new deck."""
        if card.reshuffle:
            return self._shuffled(tuple(range(self.spec.size)))
        return self

    @property
    def remaining(self) -> int:
        return len(self.draw_pile)

    @property
    def discard_cards(self) -> tuple[Card, ...]:
        return tuple(self.spec.cards[i] for i in self.discards)

    def unseen_counts(self) -> Counter[str]:
        """Card codes still in the draw pile (what a player may count, not their order)."""
        return Counter(self.spec.cards[i].code for i in self.draw_pile)


def dealt_by_host(spec: DeckSpec, discards: Sequence[int]) -> Deck:
    """The deck as a seat at a hosted table knows it: the host's face-up pile
    (``discards``, indices into ``spec.cards``, the card just flipped last), that card
    back on top, then the cards not seen since the last shuffle in no known order. Its
    ``draw`` flips the host's card; the deal itself (the seed) stays the host's."""
    top, seen = discards[-1], tuple(discards[:-1])
    unseen = tuple(i for i in range(spec.size) if i not in set(discards))
    return Deck(spec, "", (top, *unseen), seen, 0)


def shuffled(seed: str, shuffles: int, cards: Sequence[int]) -> tuple[int, ...]:
    """``cards`` in the order of shuffle number ``shuffles`` of the deal ``seed``.

    Sorting by random keys is a uniform shuffle (ties have probability ~0 and the sort
    is stable). The keys are 64-bit numbers read from SHAKE-256 of "seed#shuffles":
    the same everywhere, and a third of the cost of seeding a random.Random for every
    shuffle, which games played by bots notice.
    """
    stream = hashlib.shake_256(f"{seed}#{shuffles}".encode()).digest(8 * len(cards))
    keys = iter(struct.unpack(f">{len(cards)}Q", stream))
    return tuple(sorted(cards, key=lambda _: next(keys)))
