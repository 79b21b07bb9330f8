"""A game record read without pydantic: the autosave a player's start goes on with.

The record's models (record_models.py) are the format's checks and say what is wrong
with a file. Loading them costs a start about 90 ms before the first paint, so the
autosave is first offered to :func:`plain_record`, which takes only a record it can
tell the models take as it is: every field of the very type and length they ask for
(a number written as text, which they would convert, is not taken), no field they do
not know. Anything else, and any game of today's deal, it leaves to the models, which
accept it or say why not. ``tests/engine/test_record_plain.py`` keeps the two equal:
whatever this reader takes, the models take as the same values; whatever the models
take as it is, this reader takes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from metrox_desktop.engine.record_limits import (
    CARD_MOST,
    CHECKSUM_MOST,
    CHOICE_MOST,
    DECK_MOST,
    HINTS_MOST,
    MAP_MOST,
    NAME_MOST,
    PLAYERS_MOST,
    SEAT_KIND_MOST,
    SEED_MOST,
    STARTED_MOST,
    TURNS_MOST,
)

if TYPE_CHECKING:
    from metrox_desktop.engine.record_models import DailyMark

FORMAT = "metrox-game/1"


class Turn(Protocol):
    """A turn as both readers give it (record_models.TurnRecord, PlainTurn)."""

    @property
    def card(self) -> str: ...
    @property
    def choices(self) -> Sequence[str | None]: ...


class Record(Protocol):
    """A record as both readers give it (record_models.GameRecord, PlainRecord): what
    resuming and replaying a game read."""

    @property
    def format(self) -> str: ...
    @property
    def map(self) -> str: ...
    @property
    def players(self) -> Sequence[str]: ...
    @property
    def turns(self) -> Sequence[Turn]: ...
    @property
    def deck(self) -> str | None: ...
    @property
    def seed(self) -> str | None: ...
    @property
    def started(self) -> str | None: ...
    @property
    def seats(self) -> Sequence[str] | None: ...
    @property
    def hints(self) -> Sequence[int] | None: ...
    @property
    def today(self) -> DailyMark | None: ...
    @property
    def checksum(self) -> str | None: ...
    def content(self) -> dict[str, Any]:
        """The fields but the checksum, as JSON values in the schema's order, None left
        out: what the checksum is taken of."""
        ...


@dataclass(frozen=True, slots=True)
class PlainTurn:
    card: str
    choices: tuple[str | None, ...]


@dataclass(frozen=True, slots=True)
class PlainRecord:
    format: str
    map: str
    players: tuple[str, ...]
    turns: tuple[PlainTurn, ...]
    deck: str | None
    seed: str | None
    started: str | None
    seats: tuple[str, ...] | None
    hints: tuple[int, ...] | None
    checksum: str | None
    today: None = None  # a game of today's deal is read by the models
    _content: tuple[tuple[str, Any], ...] = ()

    def content(self) -> dict[str, Any]:
        return dict(self._content)


# The models' limits (record_limits.py): a text field's shortest and longest; a list's
# fewest and most items, then its texts'.
TEXT = {
    "map": (1, MAP_MOST),
    "deck": (0, DECK_MOST),
    "seed": (0, SEED_MOST),
    "started": (0, STARTED_MOST),
    "checksum": (0, CHECKSUM_MOST),
}
LISTS = {
    "players": (1, PLAYERS_MOST, 1, NAME_MOST),
    "seats": (0, PLAYERS_MOST, 1, SEAT_KIND_MOST),
}
# The fields a plain record holds, in the schema's order (today and the checksum after).
FIELDS = ("format", "map", "players", "turns", "deck", "seed", "started", "seats", "hints")
OPTIONAL = ("deck", "seed", "started", "seats", "hints", "checksum")


def plain_record(data: object) -> PlainRecord | None:
    """The record ``data`` (parsed JSON) holds, if it plainly fits the models; None
    when the models must look at it."""
    if type(data) is not dict or data.get("format") != FORMAT or data.get("today") is not None:
        return None
    if not set(data) <= {*FIELDS, "today", "checksum"}:
        return None
    if any(data.get(name) is None for name in FIELDS if name not in OPTIONAL):
        return None
    fits = (
        all(_text(data.get(name), *span) for name, span in TEXT.items())
        and all(_texts(data.get(name), *spans) for name, spans in LISTS.items())
        and _hints(data.get("hints"))
        and _turns(data["turns"])
    )
    if not fits:
        return None
    # A turn's fields in the schema's order, whatever the file's: the checksum's form.
    turns = [{"card": turn["card"], "choices": turn["choices"]} for turn in data["turns"]]
    content = tuple(
        (name, turns if name == "turns" else data[name])
        for name in FIELDS
        if data.get(name) is not None
    )
    seats, hints = data.get("seats"), data.get("hints")
    return PlainRecord(
        format=FORMAT,
        map=data["map"],
        players=tuple(data["players"]),
        turns=tuple(PlainTurn(turn["card"], tuple(turn["choices"])) for turn in turns),
        deck=data.get("deck"),
        seed=data.get("seed"),
        started=data.get("started"),
        seats=None if seats is None else tuple(seats),
        hints=None if hints is None else tuple(hints),
        checksum=data.get("checksum"),
        _content=content,
    )


def _text(value: object, shortest: int, longest: int) -> bool:
    """None (an optional field left out), or a text the models take."""
    return value is None or _str(value, shortest, longest)


def _str(value: object, shortest: int, longest: int) -> bool:
    """A text of a length the models take, and one they can read: JSON may spell half
    a character (a lone surrogate), which they refuse."""
    if type(value) is not str or not shortest <= len(value) <= longest:
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _texts(value: object, fewest: int, most: int, shortest: int, longest: int) -> bool:
    return value is None or (
        type(value) is list
        and fewest <= len(value) <= most
        and all(_str(v, shortest, longest) for v in value)
    )


def _hints(value: object) -> bool:
    return value is None or (
        type(value) is list
        and len(value) <= PLAYERS_MOST
        and all(type(v) is int and 0 <= v <= HINTS_MOST for v in value)
    )


def _turns(value: object) -> bool:
    return (
        type(value) is list
        and len(value) <= TURNS_MOST
        and all(
            type(turn) is dict
            and turn.keys() == {"card", "choices"}
            and _str(turn["card"], 0, CARD_MOST)
            and type(turn["choices"]) is list
            and len(turn["choices"]) <= PLAYERS_MOST
            and all(_text(choice, 0, CHOICE_MOST) for choice in turn["choices"])
            for turn in value
        )
    )
