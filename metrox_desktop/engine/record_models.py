"""The fields of a game record (``metrox-game/1``, see records.py) as pydantic models.

records.py loads this module, and pydantic with it, when a record is read or made:
the window starts without them (a tenth of a second) when no game is waiting.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

PlayerName = Annotated[str, StringConstraints(min_length=1, max_length=100)]
ChoiceText = Annotated[str, StringConstraints(max_length=10)]
# A friend seat is "friend:" and the friend's result code (sharing/friends.py): longer.
SeatKind = Annotated[str, StringConstraints(min_length=1, max_length=400)]


class TurnRecord(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    card: Annotated[str, StringConstraints(max_length=20)]
    # A route letter (number, circled, star) or station reference (free) per player;
    # null only when the card had no legal choice (a free circle on a full sheet).
    choices: Annotated[list[ChoiceText | None], Field(max_length=99)]


class DailyMark(BaseModel):
    """A game of today's deal (sharing/today.py): the day whose deal it is, and whether
    it is a later try of that day (practice) rather than the day's result."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    date: Annotated[str, StringConstraints(max_length=10)]  # "2026-11-26"
    practice: bool | None = None


class GameRecord(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    format: Literal["metrox-game/1"]
    map: Annotated[str, StringConstraints(min_length=1, max_length=200)]
    players: Annotated[list[PlayerName], Field(min_length=1, max_length=99)]
    turns: Annotated[list[TurnRecord], Field(max_length=10_000)]
    # Optional, written by the app so a game can be dealt again; readers may ignore them.
    deck: Annotated[str, StringConstraints(max_length=200)] | None = None
    seed: Annotated[str, StringConstraints(max_length=200)] | None = None
    # When the game began (ISO 8601, local time), written by the app for its history.
    started: Annotated[str, StringConstraints(max_length=40)] | None = None
    # Who plays each seat, by player: "person", or the name of the bot's strategy.
    seats: Annotated[list[SeatKind], Field(max_length=99)] | None = None
    # How many hints each player asked for during the game.
    hints: (
        Annotated[list[Annotated[int, Field(ge=0, le=1_000_000)]], Field(max_length=99)] | None
    ) = None
    # Written by the app for a game of today's deal (docs/result-code.md).
    today: DailyMark | None = None
    # Written by the app: see content_checksum. Tells a damaged file from an intact one.
    checksum: Annotated[str, StringConstraints(max_length=100)] | None = None

    def content(self) -> dict[str, Any]:
        """The fields but the checksum, as JSON values in the schema's order, None left
        out: what the checksum is taken of (records.content_checksum)."""
        return self.model_dump(mode="json", exclude_none=True, exclude={"checksum"})
