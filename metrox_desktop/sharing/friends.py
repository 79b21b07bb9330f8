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

from typing import TYPE_CHECKING

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.choice import Choice
from metrox_desktop.sharing.merge import MergeError, read_game
from metrox_desktop.sharing.result_code import ResultCodeError, decode, encode

if TYPE_CHECKING:
    from metrox_desktop.engine.ai.view import PlayerView
    from metrox_desktop.engine.record_plain import Record
    from metrox_desktop.engine.records import GameRecord
from metrox_desktop.sharing.today import is_finished
from metrox_desktop.words import QT_TRANSLATE_NOOP, about

FRIEND = "friend:"
NOT_FINISHED = QT_TRANSLATE_NOOP(
    "sharing", "the game is not finished: only a game played to its end can be a seat"
)


def is_friend_kind(kind: str | None) -> bool:
    return kind is not None and kind.startswith(FRIEND)


def friend_kind(game: GameRecord) -> str:
    """The seat kind of a solo game (its result code, without hyphens)."""
    return FRIEND + encode(game).replace("-", "")


def friend_game(kind: str) -> GameRecord:
    """The solo game a friend seat plays; raises ResultCodeError if the kind holds none."""
    return decode(kind.removeprefix(FRIEND))


def friend_kind_problem(kind: str, deal: Record | None = None) -> str | None:
    """Why ``kind`` is no friend seat (of the deal of ``deal``, when given), or None."""
    try:
        game = friend_game(kind)
    except ResultCodeError as error:
        return error.words
    if deal is not None and (game.map, game.deck, game.seed) != (
        deal.map,
        deal.deck or game.deck,
        deal.seed,
    ):
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

    def choose(self, view: PlayerView, rng: object) -> int | None:  # rng: never drawn from
        turn = view.game.turns_played
        text = self.texts[turn] if turn < len(self.texts) else None
        return None if text is None else Choice.parse(text, self.board).index


def friend_strategy(kind: str, board: Board) -> FriendStrategy:
    return FriendStrategy(friend_game(kind), board)


def friends_from(source: str) -> list[GameRecord]:
    """Every player's game in a record file or result code, each as a solo game that
    keeps to the rules of its deal (the score is never taken from the file); raises
    MergeError with one line naming the source."""
    game = read_game(source)
    record = game.record
    if record.seed is None:
        raise MergeError(
            about(
                game.source,
                QT_TRANSLATE_NOOP("sharing", "the record does not say how its cards were dealt"),
            )
        )
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
