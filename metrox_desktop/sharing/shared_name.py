"""The name a shared result carries. A game alone is saved under the default "You";
before it leaves the computer (a result code, a share line) its player's seat takes the
player's own name, kept in the settings (asked once by the window, set in
Preferences), so a friend who plays against it seats a person, not "You". No Qt here.
"""

from __future__ import annotations

from dataclasses import replace

from metrox_desktop.engine.records import PERSON, GameRecord


def person_alone(record: GameRecord) -> int | None:
    """The seat of the one person in ``record`` (the player at that computer), or None
    when several people (each named at the table) or none played it."""
    seats = record.seats or [PERSON] * len(record.players)
    people = [p for p, kind in enumerate(seats) if kind == PERSON]
    return people[0] if len(people) == 1 else None


def under_name(record: GameRecord, player: int, name: str) -> GameRecord:
    """``record`` with ``player``'s seat named ``name`` (as their result is shared)."""
    players = list(record.players)
    players[player] = name
    return replace(record, players=players)
