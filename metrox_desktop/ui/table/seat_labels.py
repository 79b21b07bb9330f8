"""How a seat reads to a player: "Person", "Bot: greedy (easy)", "bot, easy", and the
colours of its turn (CHOSEN, CHOOSING, SHOWN).

API: ``bot_level(strategy)`` (a translated level word, or None for a strategy the app
has no level for), ``kind_text(strategy)`` for the new-game dialog's list,
``seat_tag(seat)`` for a small label beside a name, ``kept_seat_name(name, kind)``
for a kept game's seat, ``away_name(name, bot_plays)`` for a seat whose person left a
table across computers, ``stand_names``/``stand_words``/``stand_word`` for any seat
there (away, late or played by the host's bot; ``bot_plays_seat`` says which the bot
plays), ``default_name(...)``.

The strategies themselves come from the engine's registry (``strategy_names()``): a
new one shows up as "Bot: NAME" without a change here; a level word only makes it
friendlier.
"""

from __future__ import annotations

from collections.abc import Mapping, Set

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from metrox_desktop.engine.records import PERSON, TABLE_SEAT
from metrox_desktop.seats import Seat
from metrox_desktop.sharing.friends import is_friend_kind

# A seat's turn as every widget shows it: green once chosen, blue while choosing, and
# the seat whose sheet is shown large tinted.
CHOSEN = QColor("#2e8b57")
CHOOSING = QColor("#1e6edc")  # the blue of the sheet's hover ring
SHOWN = QColor("#eaf2fd")


def bot_level(strategy: str) -> str | None:
    """How hard a built-in bot plays, in a player's words; None for one we do not know."""
    translate = QCoreApplication.translate
    if is_friend_kind(strategy):  # a friend's game (ui/table/friends.py), no bot
        return translate("seats", "friend's result")
    # The AI's level words, loaded with the AI when a bot is first named (as seats.py
    # does): a window of people alone starts without the AI.
    from metrox_desktop.engine.ai import LEVEL_WORDS

    level = LEVEL_WORDS.get(strategy)
    return None if level is None else translate("seats", level)


def kind_text(strategy: str | None) -> str:
    """ "Person", or "Bot: greedy (easy)" (the level where one is known)."""
    translate = QCoreApplication.translate
    if strategy is None:
        return translate("seats", "Person")
    level = bot_level(strategy)
    if level is None:
        return translate("seats", "Bot: {name}").format(name=strategy)
    return translate("seats", "Bot: {name} ({level})").format(name=strategy, level=level)


def seat_tag(seat: Seat) -> str:
    """A short tag beside a bot's name ("bot, easy"); empty for a person."""
    if seat.strategy is None:
        return ""
    translate = QCoreApplication.translate
    if is_friend_kind(seat.strategy):
        return translate("seats", "friend's result")
    level = bot_level(seat.strategy) or seat.strategy
    return translate("seats", "bot, {level}").format(level=level)


def kept_seat_name(name: str, kind: str) -> str:
    """A seat of a kept game as the history and its replay name it: a person by name,
    a person at another computer (a table across computers) as such, never as a bot;
    a bot with its level ("Gus (bot, easy)")."""
    translate = QCoreApplication.translate
    if kind == PERSON:
        return name
    if kind == TABLE_SEAT:
        return translate("seats", "{name} (at another computer)").format(name=name)
    return translate("seats", "{name} (bot, {level})").format(
        name=name, level=bot_level(kind) or kind
    )


def away_name(name: str, bot_plays: bool) -> str:
    """A seat whose person is away from a table across computers, as the host's window
    and every seat's window name it: "Ann (away)", or "Ann (away: a bot plays)" while
    the host's bot plays their seat until they join again."""
    translate = QCoreApplication.translate
    if bot_plays:
        return translate("seats", "{name} (away: a bot plays)").format(name=name)
    return translate("seats", "{name} (away)").format(name=name)


def overdue_name(name: str, bot_plays: bool) -> str:
    """A seat whose person is still joined but silent, as the host's window names it:
    "Ann (time is up)" while the table waits on them once the card's time ran out, or
    "Ann (a bot plays)" once the host gave their seat to its bot until they are back."""
    translate = QCoreApplication.translate
    if bot_plays:
        return translate("seats", "{name} (a bot plays)").format(name=name)
    return translate("seats", "{name} (time is up)").format(name=name)


def overdue_names(name: str) -> tuple[str, ...]:
    """A seat still joined that the table waits on, its time up, as a row may write it,
    longest first: "Ann (time is up)", then "Ann (late)" where the room is short."""
    short = QCoreApplication.translate("seats", "{name} (late)").format(name=name)
    return (overdue_name(name, False), short)


def played_names(name: str) -> tuple[str, ...]:
    """A seat still joined whose seat the host's bot plays, as a row may write it,
    longest first: "Ann (a bot plays)", then "Ann (bot)" where the room is short."""
    short = QCoreApplication.translate("seats", "{name} (bot)").format(name=name)
    return (overdue_name(name, True), short)


def away_names(name: str, bot_plays: bool) -> tuple[str, ...]:
    """The same, as a row may write it, longest first: "Ann (away: a bot plays)", then
    "Ann (away)" where the room is short (the standings)."""
    return (
        (away_name(name, True), away_name(name, False)) if bot_plays else (away_name(name, False),)
    )


def away_word(bot_plays: bool) -> str:
    """The same, without the name: a small sheet's status, a chip's spoken state."""
    translate = QCoreApplication.translate
    return translate("seats", "away: a bot plays") if bot_plays else translate("seats", "away")


def stand_names(name: str, away: bool, bot_plays: bool, overdue: bool = False) -> tuple[str, ...]:
    """A seat at a table across computers as the host's window and every seat's window
    name it, longest first: away (``away_names``); still joined but silent, played by
    the host's bot (``played_names``) or its time up (``overdue_names``); else ``name``."""
    if away:
        return away_names(name, bot_plays)
    if bot_plays:
        return played_names(name)
    if overdue:
        return overdue_names(name)
    return (name,)


def stand_words(away: bool, bot_plays: bool) -> tuple[str, ...]:
    """The same, without the name, longest first (a small sheet's status, a chip's
    spoken state): "away: a bot plays" then "away"; "away"; "a bot plays" then "bot"
    for a seat still joined whose seat the host's bot plays; or nothing."""
    translate = QCoreApplication.translate
    if away:
        return (away_word(True), away_word(False)) if bot_plays else (away_word(False),)
    if bot_plays:
        return (translate("seats", "a bot plays"), translate("seats", "bot"))
    return ()


def stand_word(away: bool, bot_plays: bool) -> str:
    """The same in full words (what a screen reader hears), or nothing."""
    words = stand_words(away, bot_plays)
    return words[0] if words else ""


def bot_plays_seat(seat: int, away: Mapping[int, bool], played: Set[int]) -> bool:
    """The host's bot plays ``seat``: its person away (``away``: seat -> whether a bot
    plays it), or still joined but silent past their time (``played``)."""
    return away.get(seat, seat in played)


def default_name(strategy: str | None, number: int, people: int) -> str:
    """The name a new seat gets: "You" for a lone person, else "Player 2", "Bot 1"...

    ``number`` counts seats of the same sort (people or bots) from 1; ``people`` is how
    many people sit at the table.
    """
    translate = QCoreApplication.translate
    if strategy is not None:
        return translate("seats", "Bot {n}").format(n=number)
    if people == 1:
        return translate("seats", "You")
    return translate("seats", "Player {n}").format(n=number)
