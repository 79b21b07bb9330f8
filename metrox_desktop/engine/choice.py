"""A player's choice for a card: a route (number, circled and star cards), a station
(a free circle), or the pass of a player the card leaves nowhere to write (a free
circle on a full sheet), as one value from the click to the record.

Inside the engine's inner loops (the rules' index functions, the search kernel) a
choice is a bare index whose meaning depends on the card, and None is the pass; at
the boundary it is a :class:`Choice`, which says what it names. ``Choice.for_card``
is the one place that reads an index by its card.

The text form is the one records use: a route letter (``G``), a station reference
(``G3``, route letter and 1-based position from the route's Start), or None for the
pass (a record's ``null``). Letters and references belong to a map, so the text
needs the board both ways: ``choice.text(board)`` and ``Choice.parse(text, board)``.
A shared station has one reference per route through it; every one parses, and
``text`` writes the first (the record's form), so a choice round-trips exactly and a
text up to its spelling. ``str(choice)`` (and its ``repr``) cannot know the board and
shows the index form, ``Choice.route(6)`` or ``Choice.PASS``, which round-trips
through ``eval`` for logs and doctests.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card


class ChoiceKind(StrEnum):
    ROUTE = "route"  # the route whose leftmost empty indicator box takes the card
    STATION = "station"  # the empty station a free circle circles
    PASS = "pass"  # nothing: the card left no legal choice (a free circle on a full sheet)


@dataclass(frozen=True, slots=True, order=True, repr=False)
class Choice:
    """A route or a station, by its index on the board, or ``Choice.PASS``.

    >>> from metrox_desktop.engine.board import Board
    >>> tokyo = Board.load("tokyo")
    >>> Choice.parse("G", tokyo)
    Choice.route(6)
    >>> g3 = Choice.parse("G3", tokyo)  # a station routes G and Z share
    >>> g3, g3.text(tokyo), g3.text(tokyo, route=tokyo.route_index("G"))
    (Choice.station(51), 'Z3', 'G3')
    >>> Choice.parse(g3.text(tokyo), tokyo) == g3
    True
    >>> Choice.PASS.text(tokyo), Choice.parse(None, tokyo)  # a record's null
    (None, Choice.PASS)
    """

    kind: ChoiceKind
    index: int  # of the route or the station; -1 for the pass
    PASS: ClassVar[Choice]  # the one pass (defined below the class)

    @classmethod
    def route(cls, route: int) -> Choice:
        return cls(ChoiceKind.ROUTE, route)

    @classmethod
    def station(cls, station: int) -> Choice:
        return cls(ChoiceKind.STATION, station)

    @classmethod
    def for_card(cls, card: Card, index: int | None) -> Choice:
        """The choice an index stands for with ``card``: a route for number, circled and
        star cards, a station for a free circle; None (the index forms' pass) is the
        pass."""
        if index is None:
            return cls.PASS
        return cls(ChoiceKind.ROUTE if card.takes_route else ChoiceKind.STATION, index)

    @classmethod
    def parse(cls, text: str | None, board: Board) -> Choice:
        """``G`` (a route letter), ``G3`` (a station reference; any of a shared
        station's references) or None (a record's null: the pass); raises
        UnknownReference naming what is wrong."""
        if text is None:
            return cls.PASS
        if len(text) == 1:
            return cls.route(board.route_index(text))
        return cls.station(board.parse_station_ref(text))

    @property
    def is_route(self) -> bool:
        return self.kind is ChoiceKind.ROUTE

    @property
    def is_pass(self) -> bool:
        return self.kind is ChoiceKind.PASS

    def text(self, board: Board, route: int | None = None) -> str | None:
        """The record's form: the route letter, the station's reference (along
        ``route`` when given, else along the first route through it), or None for
        the pass (a record's null)."""
        if self.kind is ChoiceKind.ROUTE:
            return board.route_letters[self.index]
        if self.kind is ChoiceKind.PASS:
            return None
        return board.station_ref(self.index, route)

    def __repr__(self) -> str:
        if self.kind is ChoiceKind.PASS:
            return "Choice.PASS"
        return f"Choice.{self.kind.value}({self.index})"


Choice.PASS = Choice(ChoiceKind.PASS, -1)
