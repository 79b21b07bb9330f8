"""The fields of a game record (``metrox-game/1``, see records.py) as pydantic models.

records.py loads this module, and pydantic with it, when a record is read or made:
the window starts without them (a tenth of a second) when no game is waiting.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

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

PlayerName = Annotated[str, StringConstraints(min_length=1, max_length=NAME_MOST)]
ChoiceText = Annotated[str, StringConstraints(max_length=CHOICE_MOST)]
# A friend seat is "friend:" and the friend's result code (sharing/friends.py): longer.
SeatKind = Annotated[str, StringConstraints(min_length=1, max_length=SEAT_KIND_MOST)]


class TurnRecord(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    card: Annotated[str, StringConstraints(max_length=CARD_MOST)]
    # A route letter (number, circled, star) or station reference (free) per player;
    # null only when the card had no legal choice (a free circle on a full sheet).
    choices: Annotated[list[ChoiceText | None], Field(max_length=PLAYERS_MOST)]


class DailyMark(BaseModel):
    """A game of today's deal (sharing/today.py): the day whose deal it is, and whether
    it is a later try of that day (practice) rather than the day's result."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    date: Annotated[str, StringConstraints(max_length=DATE_MOST)]  # "2026-11-26"
    practice: bool | None = None


class GameRecord(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    format: Literal["metrox-game/1"]
    map: Annotated[str, StringConstraints(min_length=1, max_length=MAP_MOST)]
    players: Annotated[list[PlayerName], Field(min_length=1, max_length=PLAYERS_MOST)]
    turns: Annotated[list[TurnRecord], Field(max_length=TURNS_MOST)]
    # Optional, written by the app so a game can be dealt again; readers may ignore them.
    deck: Annotated[str, StringConstraints(max_length=DECK_MOST)] | None = None
    seed: Annotated[str, StringConstraints(max_length=SEED_MOST)] | None = None
    # When the game began (ISO 8601, local time), written by the app for its history.
    started: Annotated[str, StringConstraints(max_length=STARTED_MOST)] | None = None
    # Who plays each seat, by player: "person", or the name of the bot's strategy.
    seats: Annotated[list[SeatKind], Field(max_length=PLAYERS_MOST)] | None = None
    # How many hints each player asked for during the game.
    hints: (
        Annotated[list[Annotated[int, Field(ge=0, le=HINTS_MOST)]], Field(max_length=PLAYERS_MOST)]
        | None
    ) = None
    # Written by the app for a game of today's deal (docs/result-code.md).
    today: DailyMark | None = None
    # Written by the app: see content_checksum. Tells a damaged file from an intact one.
    checksum: Annotated[str, StringConstraints(max_length=CHECKSUM_MOST)] | None = None

    def content(self) -> dict[str, Any]:
        """The fields but the checksum, as JSON values in the schema's order, None left
        out: what the checksum is taken of (records.content_checksum)."""
        return self.model_dump(mode="json", exclude_none=True, exclude={"checksum"})
