"""The most a game record (``metrox-game/1``) holds: the one definition of its limits.

The record's definition (record_format.py) is written with these numbers, and so is
every check of a value as it enters a game (a friend's seat, a result code's name and
deal code, the players of ``compare``): a value checked here fits a save, which the
app then reads back.
"""

from __future__ import annotations

PLAYERS_MOST = 99  # players of a record (the app's own table seats fewer: seats.MAX_SEATS)
NAME_MOST = 100  # characters of a player's name
SEAT_KIND_MOST = 400  # characters of a seat's kind: "person", a bot, "friend:" and a code
MAP_MOST = 200  # characters of a map's id or file name
DECK_MOST = 200  # characters of a deck's id
SEED_MOST = 200  # characters of a deal code
STARTED_MOST = 40  # characters of when the game began
CHECKSUM_MOST = 100  # characters of the checksum
TURNS_MOST = 10_000  # turns of a record
CARD_MOST = 20  # characters of a card's code
CHOICE_MOST = 10  # characters of a choice (a route letter or station reference)
HINTS_MOST = 1_000_000  # hints one player asked for
DATE_MOST = 10  # characters of today's deal's date ("2026-11-26")
