"""A game played in one go on mutable state: the fast path of ``ai.play_game``.

The engine's values are immutable: every turn copies each sheet it writes and builds
a result object, which undo, history and replays need. A game that bots play from
its first card to its last (``simulate`` plays millions) needs none of that, and
those copies were most of its time. Here a sheet's marks, indicator boxes and awards
are lists written in place, the deck is a list with a read position, and
``frozen()`` gives the engine's values at the end.

The rules stay the rules' own: their questions (``legal_indices``,
``stations_filled``, ``completed_routes``) read a live sheet as they read a
``SheetState``; a free circle, and any choice the rules refuse, goes through
``rules.apply``, which checks it and says what is wrong. The tests play the same
games both ways on both maps.
"""

from __future__ import annotations

from collections.abc import Sequence

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, CardKind, DeckSpec, shuffled
from metrox_desktop.engine.rules import (
    GameOver,
    IllegalChoice,
    apply,
    completed_routes,
    stations_filled,
)
from metrox_desktop.engine.state import CIRCLE, EMPTY, Award, GameState, SheetState

# Reading an enum member from its class is slow in Python 3.11 (see rules.py).
_FREE, _STAR = CardKind.FREE, CardKind.STAR
_FIRST, _LATER = Award.FIRST, Award.LATER


class LiveSheet:
    """One player's sheet, written in place: the fields of ``SheetState`` as lists,
    but for ``open_routes``, a tuple made again when a route's last box is used (a
    dozen times a game), which the rules hand out as the legal choices."""

    __slots__ = ("marks", "indicators", "awards", "filled", "open_routes")

    def __init__(self, board: Board) -> None:
        self.marks = [EMPTY] * board.station_count
        self.indicators: list[list[str]] = [[] for _ in range(board.route_count)]
        self.awards: list[Award | None] = [None] * board.route_count
        self.filled = 0
        self.open_routes = tuple(range(board.route_count))

    def empty_stations(self) -> int:
        return self.marks.count(EMPTY)

    def write(self, board: Board, card: Card, choice: int | None) -> tuple[int, ...]:
        """Play ``choice`` for ``card`` (``rules.apply`` in place, before awards); the
        stations filled. Raises IllegalChoice for a choice the rules forbid."""
        if card.kind is not _FREE and choice is not None and choice in self.open_routes:
            stations = stations_filled(board, self, card, choice)
            mark = board.star_value(stations[0]) if stations and card.kind is _STAR else CIRCLE
            boxes = self.indicators[choice]
            boxes.append(card.code)  # in the route's leftmost empty box
            if len(boxes) == board.indicator_counts[choice]:
                self.open_routes = tuple(r for r in self.open_routes if r != choice)
        else:  # a free circle, or a choice the rules refuse (apply raises)
            move = apply(board, self.frozen(), card, choice)
            stations, mark = move.stations, move.mark
        if stations:
            marks, filled = self.marks, self.filled
            for s in stations:
                marks[s] = mark
                filled |= 1 << s
            self.filled = filled
        return stations

    def frozen(self) -> SheetState:
        indicators = tuple(tuple(boxes) for boxes in self.indicators)
        fields = (tuple(self.marks), indicators, tuple(self.awards), self.filled, self.open_routes)
        return SheetState(*fields)


class LiveGame:
    """Every player's live sheet, the routes claimed and the turns played."""

    __slots__ = ("board", "players", "sheets", "claimed", "turns_played")

    def __init__(self, board: Board, players: Sequence[str]) -> None:
        if not players:
            raise ValueError("a game needs at least one player")
        self.board = board
        self.players = tuple(players)
        self.sheets = [LiveSheet(board) for _ in self.players]
        self.claimed: set[int] = set()  # routes some player completed in an earlier turn
        self.turns_played = 0

    def play_turn(self, card: Card, choices: Sequence[int | None]) -> None:
        """``rules.play_turn`` in place: every player writes ``card`` with their choice,
        then each route completed this turn earns its crown, or its diamond if someone
        completed it in an earlier turn."""
        sheets = self.sheets
        if not sheets[0].open_routes:
            raise GameOver(f"the game ended after turn {self.turns_played}")
        if len(choices) != len(sheets):
            raise IllegalChoice(f"{len(choices)} choices for {len(self.players)} players")
        board, claimed = self.board, self.claimed
        claimed_now: list[int] = []
        for player, choice in enumerate(choices):
            sheet = sheets[player]
            try:
                stations = sheet.write(board, card, choice)
            except IllegalChoice as error:
                error.player = player
                raise
            if stations:
                done = completed_routes(board, sheet.filled, sheet.awards, stations)
                if done:
                    for r in done:
                        sheet.awards[r] = _LATER if r in claimed else _FIRST
                    claimed_now += done
        if claimed_now:  # after every sheet: a crown is shared within a turn
            claimed.update(claimed_now)
        self.turns_played += 1

    def frozen(self) -> GameState:
        sheets = tuple(sheet.frozen() for sheet in self.sheets)
        return GameState(
            self.board, self.players, sheets, self.turns_played, frozenset(self.claimed)
        )


class LiveDeck:
    """``cards.Deck`` as a list and a read position: the same cards in the same order
    (the same shuffles of the same seed), drawn without making a new deck each time."""

    __slots__ = ("cards", "seed", "pile", "top", "discards", "shuffles")

    def __init__(self, spec: DeckSpec, seed: str | int) -> None:
        self.cards = spec.cards
        self.seed = str(seed)
        self.shuffles = 0
        self._shuffle(range(len(self.cards)))

    def _shuffle(self, cards: Sequence[int]) -> None:
        self.pile = shuffled(self.seed, self.shuffles, cards)
        self.shuffles += 1
        self.top = 0  # where the draw pile starts in ``pile``
        self.discards: list[int] = []

    def draw(self) -> Card:
        """Flip the top card onto the discards (shuffled first into a new deck if the
        deck is out)."""
        if self.top == len(self.pile):
            self._shuffle(self.discards)
        index = self.pile[self.top]
        self.top += 1
        self.discards.append(index)
        return self.cards[index]

    def after_turn(self, card: Card) -> None:
        """End of a turn: a reshuffle card sends all cards back into a new deck."""
        if card.reshuffle:
            self._shuffle(range(len(self.cards)))
