"""The seats' copies of a table's game: played and written once for the seats of a process.

Every seat replays each resolved turn on a copy of the game of its own and keeps it in
the player's data folder after every turn (``persistence.tables``), so the game is the
player's even if the host never comes back. A process that plays many seats at one
table (``join --seats K``, the bots a host window seats) would do both K times a turn
for the same game. Its seats share one :class:`SeatCopies` made with a ``group``
(``join``'s ``--name``; the host window's own, which no seat's name can be):

- a turn is played once: the first seat that reads it plays it by the rules
  (``game.resolved_turn``), the others take the same match, which was played from the
  same match with the same card and choices (a seat whose copy differs plays its own);
- the game is written once a turn, to the group's file (``tables.write_game``) by the
  first seat whose copy is ahead of what it holds; each seat's own file names it and is
  written only when what it says changes (its token, when its game started).

Nothing is lost by this: a seat's copy is on disk once the group's file holds it or a
game that goes on from it, each write whole or not at all (``write_text_atomic``). A
seat whose copy is not the group's game (a host that told its seats different turns)
keeps it in its own file, as a lone seat does; so does a seat before its game starts.
Without a group (one seat in a process: a window's, a lone ``join``) every keep writes
the seat's file with its copy in it.

Writes are made on worker threads, in the order asked for each file (the group's game,
each seat's file, the history), so a slow disk never delays reading the next card, and
a seat's own file (its token, to join again with, written as it is welcomed) never
waits for the writes of the other seats. :meth:`SeatCopies.keep` answers a future of
the write the seat's copy waits for: None, or the error that stopped it.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import DeckSpec
from metrox_desktop.engine.match import Match
from metrox_desktop.net.game import resolved_turn, table_record
from metrox_desktop.persistence import tables

# Turns played once and held for the seats that read them later: more than a game has,
# so seats that join again mid-game (a host started again) replay it once between them.
TURNS_HELD = 100

Written = asyncio.Future[OSError | ValueError | None]
# The files a write waits for the earlier writes of, besides each seat's (by its name,
# never empty: these are not names).
GAME_FILE, HISTORY = "", " history"


@dataclass(frozen=True)
class KeptSeat:
    """What one seat keeps: its file's own fields (token, host, bot, started) and its copy
    of the game; with ``own`` (the seats' kinds, as the history records them), the game,
    once over, goes into the player's history too."""

    room: str
    name: str
    fields: Mapping[str, Any]
    copy: Match | None
    seed: str | None
    own: Mapping[int, str] | None = None
    started: datetime | None = None


@dataclass
class _Turns:
    """Turns played once: (the match before, card, choices) -> the match after."""

    played: OrderedDict[tuple[int, str, tuple[str | None, ...]], tuple[Match, Match]] = field(
        default_factory=OrderedDict
    )
    first: tuple[tuple[str, str, tuple[str, ...]], Match] | None = None


class SeatCopies:
    def __init__(self, group: str | None = None) -> None:
        self.group = group  # the seats' shared name (None: one seat, its own file)
        self._turns = _Turns()
        self._last: dict[str, Written] = {}  # the write queued last, by the file it writes
        self._game: Match | None = None  # the copy last queued for the group's file
        self._seed: str | None = None  # ...and its deal, once told
        self._game_written: Written | None = None  # ...and its write
        self._files: dict[str, dict[str, Any]] = {}  # each seat's file as last queued

    # -- playing --------------------------------------------------------------------------
    def started(self, board: Board, players: Sequence[str], deck: DeckSpec) -> Match:
        """The game before its first turn (the same match for every seat of the group)."""
        key = (board.map_id, deck.id, tuple(players))
        if self._turns.first is None or self._turns.first[0] != key:
            self._turns.first = (key, Match.new(board, key[2], deck, ""))
        return self._turns.first[1]

    def resolved(self, match: Match, card: str, choices: Sequence[str | None]) -> Match:
        """``match`` after the host's turn (``game.resolved_turn``: raises ValueError),
        played once for every seat whose copy is this very match."""
        key = (id(match), card, tuple(choices))
        held = self._turns.played.get(key)
        if held is not None and held[0] is match:  # (an id is only its match's while it lives)
            return held[1]
        after = resolved_turn(match, card, choices)
        self._turns.played[key] = (match, after)
        while len(self._turns.played) > TURNS_HELD:
            self._turns.played.popitem(last=False)
        return after

    # -- keeping --------------------------------------------------------------------------
    def keep(self, seat: KeptSeat) -> Written:
        """Keep ``seat``'s token and copy in the data folder; the write it waits for."""
        if self.group is None or seat.copy is None:
            return self._keep_alone(seat)
        relation = self._relation(seat.copy, seat.seed)
        if relation == "apart":
            return self._keep_alone(seat)
        file = {**seat.fields, "game": tables.game_name(seat.room, self.group)}
        ahead = relation == "ahead"
        if ahead:
            self._game, self._seed = seat.copy, seat.seed
        new_file = self._files.get(seat.name) != file
        self._files[seat.name] = file
        if not ahead and not new_file and seat.own is None:
            assert self._game_written is not None  # the group's file holds this copy
            return self._game_written
        copy, seed, group = seat.copy, seat.seed, self.group

        def write() -> None:
            try:
                if ahead:
                    tables.write_game(seat.room, group, table_record(copy, seed))
            finally:  # the token, kept even when the game cannot be
                if new_file:
                    tables.write_seat(seat.room, seat.name, file)
            if seat.own is not None and seat.started is not None:
                tables.keep_in_history(table_record(copy, seed), seat.own, seat.started)

        # After the group's game written last, even when not written now: the seat's copy
        # is on disk once that write is done.
        files = [GAME_FILE] + [seat.name] * new_file + [HISTORY] * (seat.own is not None)
        written = self._queue(write, files)
        if ahead:
            self._game_written = written
        return written

    def _relation(self, copy: Match, seed: str | None) -> str:
        """How ``copy`` stands to the group's game: "held" (it holds it, or a game that
        goes on from it), "ahead" (it goes on from it: written now) or "apart"."""
        game = self._game
        if game is None:
            return "ahead"
        if game.game.players != copy.game.players or game.board.map_id != copy.board.map_id:
            return "apart"
        if game.deck.spec.id != copy.deck.spec.id:
            return "apart"
        mine, held = copy.history, game.history
        if len(mine) <= len(held) and held[: len(mine)] == mine:
            if seed is None or seed == self._seed:
                return "held"
            if self._seed is None and len(mine) == len(held):
                return "ahead"  # the deal told
            return "apart"
        if self._seed is None and mine[: len(held)] == held:
            return "ahead"
        return "apart"

    def _keep_alone(self, seat: KeptSeat) -> Written:
        """The seat's file with its own copy in it (a lone seat's, as always)."""
        self._files.pop(seat.name, None)
        copy, seed = seat.copy, seat.seed
        file: dict[str, Any] = {**seat.fields, "record": None}

        def write() -> None:
            if copy is not None:
                file["record"] = table_record(copy, seed)
            tables.write_seat(seat.room, seat.name, file)
            if seat.own is not None and seat.started is not None and copy is not None:
                tables.keep_in_history(file["record"], seat.own, seat.started)

        return self._queue(write, [seat.name] + [HISTORY] * (seat.own is not None))

    def _queue(self, write: Callable[[], None], files: Sequence[str]) -> Written:
        """``write`` on a worker thread once the writes queued before it to the same
        ``files`` are done."""
        previous = [self._last[file] for file in files if file in self._last]

        async def in_turn() -> OSError | ValueError | None:
            for earlier in previous:
                await earlier  # (never raises: it answers its error)
            try:
                await asyncio.to_thread(write)
            except (OSError, ValueError) as error:
                return error
            return None

        written = asyncio.ensure_future(in_turn())
        for file in files:
            self._last[file] = written
        return written
