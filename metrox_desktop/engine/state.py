"""Immutable game state: one player's sheet, and the game of all players.

States are values: every rule returns a new state, so undo, history, replay,
previews and bots are all just keeping or comparing states. The hot value types are
NamedTuples rather than frozen dataclasses: just as immutable, and built four times
faster, which bots and simulations notice (benchmarks/bench_engine.py).
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from metrox_desktop.engine.board import Board

EMPTY = 0  # an empty station box
CIRCLE = -1  # a circled station; a positive mark is a number written by a star card


class Award(StrEnum):
    FIRST = "first"  # the crown: nobody completed the route in an earlier turn
    LATER = "later"  # the diamond


class SheetState(NamedTuple):
    marks: tuple[int, ...]  # by station: EMPTY, CIRCLE or a star number
    indicators: tuple[tuple[str, ...], ...]  # by route: card codes written, leftmost first
    awards: tuple[Award | None, ...]  # by route: the bonus circled when it was completed
    # Two caches derived from the fields above, kept because they are asked after
    # every move of every simulated game: bit s set when station s is not empty, and
    # the routes that still have an empty indicator box.
    filled: int
    open_routes: tuple[int, ...]

    @classmethod
    def empty(cls, board: Board) -> SheetState:
        return cls(
            marks=(EMPTY,) * board.station_count,
            indicators=((),) * board.route_count,
            awards=(None,) * board.route_count,
            filled=0,
            open_routes=tuple(range(board.route_count)),
        )

    def empty_stations(self) -> int:
        return self.marks.count(EMPTY)

    def indicators_used(self) -> int:
        return sum(map(len, self.indicators))


class GameState(NamedTuple):
    board: Board
    players: tuple[str, ...]
    sheets: tuple[SheetState, ...]
    turns_played: int = 0
    # Routes some player completed in an earlier turn: later completions get the diamond,
    # and everyone else's crown for the route is crossed out.
    claimed: frozenset[int] = frozenset()

    @classmethod
    def new(cls, board: Board, players: tuple[str, ...] | list[str]) -> GameState:
        if not players:
            raise ValueError("a game needs at least one player")
        sheet = SheetState.empty(board)
        return cls(board, tuple(players), (sheet,) * len(players))

    @property
    def finished(self) -> bool:
        """Every indicator box is filled (all sheets fill them at the same pace)."""
        return not self.sheets[0].open_routes

    def crown_crossed_out(self, player: int, route: int) -> bool:
        """The crown is crossed out on this sheet: another player took it first."""
        return route in self.claimed and self.sheets[player].awards[route] is not Award.FIRST

    def crossed_crowns(self, player: int) -> tuple[int, ...]:
        """The routes whose crown is crossed out on this player's sheet."""
        routes = range(self.board.route_count)
        return tuple(r for r in routes if self.crown_crossed_out(player, r))
