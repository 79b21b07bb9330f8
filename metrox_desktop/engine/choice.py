"""A player's choice for a card: a route (number, circled and star cards) or a station
(a free circle), as one value from the click to the record.

Inside the engine's inner loops (the rules' index functions, the bots' fast paths) a
choice is a bare index whose meaning depends on the card; at the boundary it is a
:class:`Choice`, which says what it names. ``Choice.for_card`` is the one place that
reads an index by its card.

The text form is the one records use: a route letter (``G``) or a station reference
(``G3``, route letter and 1-based position from the route's Start). Letters and
references belong to a map, so the text needs the board both ways:
``choice.text(board)`` and ``Choice.parse(text, board)``. A shared station has one
reference per route through it; every one parses, and ``text`` writes the first (the
record's form), so a choice round-trips exactly and a text up to its spelling.
``str(choice)`` (and its ``repr``) cannot know the board and shows the index form,
``Choice.route(6)``, which round-trips through ``eval`` for logs and doctests.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card


class ChoiceKind(StrEnum):
    ROUTE = "route"  # the route whose leftmost empty indicator box takes the card
    STATION = "station"  # the empty station a free circle circles


@dataclass(frozen=True, slots=True, order=True, repr=False)
class Choice:
    """A route or a station, by its index on the board.

    >>> from metrox_desktop.engine.board import Board
    >>> tokyo = Board.load("tokyo")
    >>> Choice.parse("G", tokyo)
    Choice.route(6)
    >>> g3 = Choice.parse("G3", tokyo)  # a station routes G and Z share
    >>> g3, g3.text(tokyo), g3.text(tokyo, route=tokyo.route_index("G"))
    (Choice.station(51), 'Z3', 'G3')
    >>> Choice.parse(g3.text(tokyo), tokyo) == g3
    True
    """

    kind: ChoiceKind
    index: int

    @classmethod
    def route(cls, route: int) -> Choice:
        return cls(ChoiceKind.ROUTE, route)

    @classmethod
    def station(cls, station: int) -> Choice:
        return cls(ChoiceKind.STATION, station)

    @classmethod
    def for_card(cls, card: Card, index: int | None) -> Choice | None:
        """The choice an index stands for with ``card``: a route for number, circled and
        star cards, a station for a free circle (None stays None: no legal choice)."""
        if index is None:
            return None
        return cls(ChoiceKind.ROUTE if card.takes_route else ChoiceKind.STATION, index)

    @classmethod
    def parse(cls, text: str, board: Board) -> Choice:
        """``G`` (a route letter) or ``G3`` (a station reference; any of a shared
        station's references); raises UnknownReference naming what is wrong."""
        if len(text) == 1:
            return cls.route(board.route_index(text))
        return cls.station(board.parse_station_ref(text))

    @property
    def is_route(self) -> bool:
        return self.kind is ChoiceKind.ROUTE

    def text(self, board: Board, route: int | None = None) -> str:
        """The record's form: the route letter, or the station's reference (along
        ``route`` when given, else along the first route through it)."""
        if self.kind is ChoiceKind.ROUTE:
            return board.route_letters[self.index]
        return board.station_ref(self.index, route)

    def __repr__(self) -> str:
        return f"Choice.{self.kind.value}({self.index})"


def choice_text(board: Board, choice: Choice | None) -> str | None:
    """A record's text for a choice; None (no legal choice) stays None."""
    return None if choice is None else choice.text(board)


def parse_choice(board: Board, text: str | None) -> Choice | None:
    """A record's choice text read back; None stays None."""
    return None if text is None else Choice.parse(text, board)
