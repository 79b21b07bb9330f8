"""A friend's finished game as a seat at the table: their choices, turn by turn.

A friend seat is written like a bot's, with its game in place of a strategy name:
``friend:`` and the friend's result code without hyphens (records.PERSON and the bot
strategies are the other seat kinds). The seat chooses what the friend chose in that
turn, so it behaves as a person at the table whose choices are known in advance:
hidden until the people at this computer have written, crowns and diamonds resolved
turn by turn. The code holds only choices; the score is always worked out again.

No Qt: the window (ui/table/), saves and seats all read friend seats through here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from metrox_desktop.deal import deal_code_problem
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.record_limits import SEAT_KIND_MOST
from metrox_desktop.seats import MAX_SEATS, NAME_MAX, Seat
from metrox_desktop.sharing.merge import (
    Game,
    MergeError,
    deck_of,
    differs,
    each_game_once,
    name_of_its_own,
    read_game,
    shown_source,
)
from metrox_desktop.sharing.result_code import ResultCodeError, decode, encode

if TYPE_CHECKING:
    from metrox_desktop.engine.ai.view import PlayerView
    from metrox_desktop.engine.records import GameRecord
from metrox_desktop.sharing.today import is_finished
from metrox_desktop.words import QT_TRANSLATE_NOOP, about

FRIEND = "friend:"
DEFAULT_PERSON = "You"  # the name a lone player has until they give one
FRIEND_NAME = "Friend"  # a friend's seat whose game says only "You"
NOT_FINISHED = QT_TRANSLATE_NOOP(
    "sharing", "the game is not finished: only a game played to its end can be a seat"
)


def is_friend_kind(kind: str | None) -> bool:
    return kind is not None and kind.startswith(FRIEND)


def friend_kind(game: GameRecord, name: str | None = None) -> str:
    """The seat kind of a solo game (its result code, without hyphens), the player
    named ``name`` when given: the seat's name, which a save holds, where the friend's
    own name may be too long for it."""
    if name is not None:
        game = replace(game, players=[name])
    return FRIEND + encode(game).replace("-", "")


def friend_game(kind: str) -> GameRecord:
    """The solo game a friend seat plays; raises ResultCodeError if the kind holds none."""
    return decode(kind.removeprefix(FRIEND))


def friend_kind_problem(kind: str, deal: GameRecord) -> str | None:
    """Why ``kind`` is no friend seat of the deal of ``deal``, or None."""
    try:
        game = friend_game(kind)
    except ResultCodeError as error:
        return error.words
    if (game.map, game.deck, game.seed) != (deal.map, deal.deck or game.deck, deal.seed):
        return QT_TRANSLATE_NOOP("sharing", "the friend's game is of another deal")
    if not is_finished(game):
        return NOT_FINISHED
    return None


class FriendStrategy:
    """Plays a friend's game: the choice they made in each turn (a Strategy, as bots
    are, so the table asks it as it asks a bot)."""

    name = "friend"

    def __init__(self, game: GameRecord, board: Board) -> None:
        self.texts = [turn.choices[0] for turn in game.turns]
        self.board = board

    def choose(self, view: PlayerView, rng: object) -> Choice:  # rng: never drawn from
        turn = view.game.turns_played
        return Choice.parse(self.texts[turn] if turn < len(self.texts) else None, self.board)


def friend_strategy(kind: str, board: Board) -> FriendStrategy:
    return FriendStrategy(friend_game(kind), board)


def _friends_in(game: Game) -> list[GameRecord]:
    """Every player's game in ``game`` (read from a record file or a result code), each
    as a solo game that keeps to the rules of its deal (the score is never taken from
    the file), on a deal code the table can play and a save keep; raises MergeError
    with one line naming the game (``Game.source``: a pasted record's is short, not its
    whole text)."""
    record = game.record
    if record.seed is None:
        raise MergeError(
            about(
                game.source,
                QT_TRANSLATE_NOOP("sharing", "the record does not say how its cards were dealt"),
            )
        )
    unplayable = deal_code_problem(record.seed)  # as a save of the table is read back
    if unplayable is not None:
        raise MergeError(about(shown_source(game.source), unplayable))
    solos = []
    for player in range(len(record.players)):
        try:
            solo = decode(encode(record, player))
        except ResultCodeError as error:
            raise MergeError(about(game.source, error.words)) from None
        if not is_finished(solo):
            raise MergeError(about(game.source, NOT_FINISHED))
        solos.append(solo)
    return solos


def friend_seats(
    games: Sequence[GameRecord],
    taken: Iterable[str] = (),
    unnamed: Iterable[str] = (),
    friend_name: str = FRIEND_NAME,
) -> tuple[Seat, ...]:
    """A seat for each friend's (solo) game, named as in their game: a name a seat
    cannot hold is made to fit (no comma or colon, at most NAME_MAX characters), and a
    name met already gets "(2)". A friend who played under the name a lone player is
    given ("You", or one of ``unnamed``: the same in the window's language) sits as
    "Friend" (``friend_name``): at this table "You" is the person here. Raises MergeError if a seat
    would not fit a save."""
    names = list(taken)
    defaults = {n.strip().casefold() for n in (*unnamed, DEFAULT_PERSON)}
    seats = []
    for game in games:
        name = "".join(" " if c in ",:" or not c.isprintable() else c for c in game.players[0])
        name = name.strip()[: NAME_MAX - 4].strip() or "?"
        if name.casefold() in defaults:
            name = friend_name
        name = name_of_its_own(name, names, NAME_MAX)
        names.append(name)
        kind = friend_kind(game, name)
        if len(kind) > SEAT_KIND_MOST:  # a deal code of many long characters
            too_long = QT_TRANSLATE_NOOP(
                "sharing",
                "{name}: the friend's game takes {length} characters in a saved game, more"
                " than the {most} a seat holds (its deal code is too long)",
            )
            raise MergeError(too_long.format(name=name, length=len(kind), most=SEAT_KIND_MOST))
        seats.append(Seat(name, kind))
    return tuple(seats)


@dataclass(frozen=True)
class TableOfFriends:
    """Friends' games at a table: their deal, every seat (the people and bots here
    first, then the friends) and the friends' games, as read."""

    map_id: str
    deck_id: str
    seed: str
    seats: tuple[Seat, ...]
    games: tuple[GameRecord, ...]


def seat_friends(
    sources: Sequence[str],
    here: Sequence[Seat],
    unnamed: Iterable[str] = (),
    friend_name: str = FRIEND_NAME,
) -> TableOfFriends:
    """The table of the friends' games in ``sources`` (record files or result codes,
    of one deal) with the seats ``here``: what ``--friend`` and Play against a result
    start, every value of it one a save keeps; each friend's game seated once (a
    result given twice, or with the table that holds it: ``each_game_once``). Raises
    MergeError with one line."""
    read = [read_game(source) for source in sources]
    solos = [_friends_in(game) for game in read]
    for game in read[1:]:
        if (other := differs(read[0], game)) is not None:
            raise MergeError(about(shown_source(game.source), other))
    once = {id(game) for game in each_game_once(read)}
    games = [
        solo for game, found in zip(read, solos, strict=True) if id(game) in once for solo in found
    ]
    if not games:
        raise MergeError(QT_TRANSLATE_NOOP("merge", "no games to put together"))
    seats = len(here) + len(games)
    if seats > MAX_SEATS:
        too_many = QT_TRANSLATE_NOOP(
            "sharing", "{n} seats with the friends: a game has at most {most}"
        )
        raise MergeError(too_many.format(n=seats, most=MAX_SEATS))
    friends = friend_seats(games, [seat.name for seat in here], unnamed, friend_name)
    first = games[0]
    assert first.seed is not None
    return TableOfFriends(first.map, deck_of(first), first.seed, (*here, *friends), tuple(games))
