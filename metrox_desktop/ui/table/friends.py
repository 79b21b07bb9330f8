"""Friends' games as seats at the table (sharing/friends.py has the rules of it).

A friend seat is a :class:`~metrox_desktop.seats.Seat` whose strategy is ``friend:``
and the friend's result code: the table asks it as it asks a bot (ui/table/bots.py),
and it answers with the choice the friend made in that turn. Like a bot's, its choice
stays hidden while a person at this computer still has to write, so the person never
sees it first; crowns and diamonds resolve between everyone turn by turn.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from metrox_desktop.engine.board import Board
from metrox_desktop.seats import Seat
from metrox_desktop.sharing.friends import friend_game, friend_strategy, is_friend_kind
from metrox_desktop.sharing.result_code import ResultCodeError

if TYPE_CHECKING:
    from metrox_desktop.engine.ai import Strategy


def strategy_for(name: str, board: Board) -> Strategy:
    """The strategy of a seat kind: a friend's game, or a bot strategy by name (the
    AI is imported here, for the first bot)."""
    if is_friend_kind(name):
        return friend_strategy(name, board)
    from metrox_desktop.engine.ai import strategy_named

    return strategy_named(name)


def is_friend(seat: Seat) -> bool:
    return is_friend_kind(seat.strategy)


def people_and_bots(seats: Iterable[Seat]) -> tuple[Seat, ...]:
    """The seats that are not friends' games (what the settings remember of a table)."""
    return tuple(seat for seat in seats if not is_friend(seat))


def only_of_deal(seats: Iterable[Seat], map_id: str, deck_id: str, seed: str) -> tuple[Seat, ...]:
    """``seats`` without the friends whose game is of another deal (a rematch, a new
    game with the seats of the last one)."""
    kept = []
    for seat in seats:
        if is_friend(seat):
            assert seat.strategy is not None
            try:
                game = friend_game(seat.strategy)
            except ResultCodeError:
                continue
            if (game.map, game.deck, game.seed) != (map_id, deck_id, seed):
                continue
        kept.append(seat)
    return tuple(kept)
