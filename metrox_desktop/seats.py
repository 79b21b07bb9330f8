"""Who sits at the table: people and bots, each with a name.

A seat list is written as the command line's ``--players`` takes it and as the
settings remember it: names separated by commas, a bot as ``NAME:STRATEGY`` (or
``NAME:LEVEL``, the level as the window names it)::

    >>> [s.code for s in parse_seats("Ann, Bo, Bot:greedy, Eve:very easy")]
    ['Ann', 'Bo', 'Bot:greedy', 'Eve:random']
    >>> parse_seats("Ann,ann")
    Traceback (most recent call last):
    ...
    metrox_desktop.seats.SeatError: two seats are called 'ann': give each player a name of their own

No Qt here: the window, the command line and saves share it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from metrox_desktop.engine.records import PERSON, OneLineError, name_twice
from metrox_desktop.words import QT_TRANSLATE_NOOP

MAX_SEATS = 6  # the most sheets a table plays on one screen
NAME_MAX = 24  # characters: a name labels a small sheet and a row of the standings


def bot_names() -> list[str]:
    """The bot strategies a seat may name. The AI is imported here, when a seat names
    a bot, so a table of people never loads it."""
    from metrox_desktop.engine.ai import strategy_names

    return strategy_names()


def bot_named(text: str) -> str:
    """The strategy ``text`` names by its name or its level word ("easy" is greedy);
    ``text`` as it is when it names neither (for check_seats to refuse)."""
    from metrox_desktop.engine.ai import strategy_for

    return strategy_for(text) or text


class SeatError(OneLineError):
    """A seat list that cannot be played."""


@dataclass(frozen=True)
class Seat:
    name: str
    strategy: str | None = None  # None: a person; else a strategy name (engine.ai.STRATEGIES)

    @property
    def is_bot(self) -> bool:
        return self.strategy is not None

    @property
    def kind(self) -> str:
        """As a save records it: "person", or the bot's strategy name."""
        return self.strategy or PERSON

    @property
    def code(self) -> str:
        """As ``--players`` takes it: ``Ann`` or ``Bot:greedy``."""
        return f"{self.name}:{self.strategy}" if self.strategy else self.name


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot name a seat, or None."""
    if not name:
        return QT_TRANSLATE_NOOP("seats", "a seat has no name")
    if len(name) > NAME_MAX:
        return QT_TRANSLATE_NOOP(
            "seats", "the name {name!r}... is longer than {most} characters"
        ).format(name=name[:NAME_MAX], most=NAME_MAX)
    if not name.isprintable() or any(c in name for c in ",:"):
        return QT_TRANSLATE_NOOP(
            "seats",
            "the name {name!r} has a character a name cannot hold (a comma, colon or control)",
        ).format(name=name)
    return None


def check_seats(seats: Iterable[Seat]) -> tuple[Seat, ...]:
    """The seats, if a game can be played with them; raises SeatError saying why not."""
    seats = tuple(seats)
    if not seats:
        raise SeatError(QT_TRANSLATE_NOOP("seats", "a game needs at least one seat"))
    if len(seats) > MAX_SEATS:
        raise SeatError(
            QT_TRANSLATE_NOOP("seats", "{n} seats: a game has at most {most}").format(
                n=len(seats), most=MAX_SEATS
            )
        )
    for seat in seats:
        problem = name_problem(seat.name)
        if problem:
            raise SeatError(problem)
        if seat.strategy is not None and seat.strategy not in bot_names():
            from metrox_desktop.engine.ai import known_strategies

            raise SeatError(
                QT_TRANSLATE_NOOP(
                    "seats", "{name}: no bot strategy called {strategy!r} (known: {known})"
                ).format(name=seat.name, strategy=seat.strategy, known=known_strategies())
            )
    twice = name_twice(seat.name for seat in seats)  # as saves and records refuse it too
    if twice is not None:
        raise SeatError(
            QT_TRANSLATE_NOOP(
                "seats", "two seats are called {name!r}: give each player a name of their own"
            ).format(name=twice)
        )
    return seats


def parse_seats(text: str) -> tuple[Seat, ...]:
    """Seats from ``"Ann,Bo,Bot:greedy"``; raises SeatError with a one-line reason."""
    seats = []
    for part in text.split(","):
        name, colon, strategy = part.partition(":")
        seats.append(Seat(name.strip(), bot_named(strategy.strip()) if colon else None))
    return check_seats(seats)


def seats_text(seats: Iterable[Seat]) -> str:
    """The inverse of :func:`parse_seats`."""
    return ",".join(seat.code for seat in seats)


def seats_from_kinds(players: Iterable[str], kinds: Iterable[str]) -> tuple[Seat, ...]:
    """The seats of a saved game: its player names and seat kinds (empty: all people)."""
    players, kinds = tuple(players), tuple(kinds)
    if not kinds:
        kinds = (PERSON,) * len(players)
    return tuple(
        Seat(name, None if kind == PERSON else kind)
        for name, kind in zip(players, kinds, strict=True)
    )
