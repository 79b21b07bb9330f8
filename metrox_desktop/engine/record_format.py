"""A game record (``metrox-game/1``, see records.py and docs/record-format.md): the
one definition of its fields, their order and their limits.

Frozen dataclasses whose fields carry the record's limits (record_limits.py) as
annotated-types constraints. A record a person gives the app is checked against them
by pydantic (``fileformat.read_checked``, in records.py), which says what is wrong; the
app's own autosave and the records it makes are read against the same definition
without pydantic (``fileformat.read_plainly``), so a player's start loads no pydantic.
The fields' order is the order a record is written in.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Final, Literal

from annotated_types import Ge, Le, MaxLen, MinLen

from metrox_desktop.engine.record_limits import (
    CARD_MOST,
    CHECKSUM_MOST,
    CHOICE_MOST,
    DATE_MOST,
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
from metrox_desktop.fileformat import FormatPart, json_values

FORMAT: Final = "metrox-game/1"

PlayerName = Annotated[str, MinLen(1), MaxLen(NAME_MOST)]
ChoiceText = Annotated[str, MaxLen(CHOICE_MOST)]
# A friend seat is "friend:" and the friend's result code (sharing/friends.py): longer.
SeatKind = Annotated[str, MinLen(1), MaxLen(SEAT_KIND_MOST)]
HintCount = Annotated[int, Ge(0), Le(HINTS_MOST)]


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnRecord(FormatPart):
    """One turn: the card flipped and each player's choice."""

    card: Annotated[str, MaxLen(CARD_MOST)]
    # A route letter (number, circled, star) or station reference (free) per player;
    # null only when the card had no legal choice (a free circle on a full sheet).
    choices: Annotated[list[ChoiceText | None], MaxLen(PLAYERS_MOST)]


@dataclass(frozen=True, slots=True, kw_only=True)
class DailyMark(FormatPart):
    """A game of today's deal (sharing/today.py): the day whose deal it is, and whether
    it is a later try of that day (practice) rather than the day's result."""

    date: Annotated[str, MaxLen(DATE_MOST)]  # "2026-11-26"
    practice: bool | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class GameRecord(FormatPart):
    """A game: its map, its players and every turn; the rest is optional."""

    format: Literal["metrox-game/1"]
    map: Annotated[str, MinLen(1), MaxLen(MAP_MOST)]
    players: Annotated[list[PlayerName], MinLen(1), MaxLen(PLAYERS_MOST)]
    turns: Annotated[list[TurnRecord], MaxLen(TURNS_MOST)]
    # Optional, written by the app so a game can be dealt again; readers may ignore them.
    deck: Annotated[str, MaxLen(DECK_MOST)] | None = None
    seed: Annotated[str, MaxLen(SEED_MOST)] | None = None
    # When the game began (ISO 8601, local time), written by the app for its history.
    started: Annotated[str, MaxLen(STARTED_MOST)] | None = None
    # Who plays each seat, by player: "person", or the name of the bot's strategy.
    seats: Annotated[list[SeatKind], MaxLen(PLAYERS_MOST)] | None = None
    # How many hints each player asked for during the game.
    hints: Annotated[list[HintCount], MaxLen(PLAYERS_MOST)] | None = None
    # Written by the app for a game of today's deal (docs/result-code.md).
    today: DailyMark | None = None
    # Written by the app in a save: the turn under way, its card flipped and not yet
    # settled, with the choices made so far (null: still to choose, or a pass), so a
    # game stopped mid-turn goes on with that card up and those choices made.
    open_turn: TurnRecord | None = None
    # Written by the app in a save: the last of ``turns`` settled at the screen and no
    # card has been flipped since, so a person may still take a choice of it back (the
    # turn opens again), as before the game was stopped.
    last_turn_undoable: bool | None = None
    # Written by the app: see records.content_checksum. Tells a damaged file from an
    # intact one.
    checksum: Annotated[str, MaxLen(CHECKSUM_MOST)] | None = None

    def content(self) -> dict[str, Any]:
        """The fields but the checksum, as JSON values in the record's order, None left
        out: what the checksum is taken of (records.content_checksum)."""
        values: dict[str, Any] = json_values(self)
        values.pop("checksum", None)
        return values
