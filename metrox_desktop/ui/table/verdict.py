"""The verdict of a game worked out while it is played, so the final dialog shows it
at once, and each person's Hint ready before it is asked for: par of the deal from
the first card, and at each flip the ranking of every reviewed person's position, in
a worker process (``engine.ai.verdict_worker``) so the window's thread never waits on
a search.

:class:`VerdictWorker` follows a ``GameSession``: it starts its process a moment after
the session's first game is set up (not during the window's start) or at the first
flip if that comes sooner, so the first ranking finds the searches loaded. It asks
for par when it first follows a game (unless the par cache has it: it comes twice,
par so far and then par itself, ``par_final``) and for the
ranking of each reviewed person's choices (``engine.ai.ranking.position_ranking``,
the Hint's own search) at the next flip before it comes: once the last turn is
settled (or the game set up), the position the next card makes is ranked, since the
match's own deck knows that card though no one has seen it; a person who flips and
presses Shift+H at once finds the list made. A game whose cards come from elsewhere
(a seat at a hosted table) is ranked at the flip, and only that: its deal is told at
the end, and its final dialog works out par and the costly turns on it. A ranking is
kept with the position it ranks and counts only while the game is at that position (a
settled turn taken back and chosen otherwise makes another). It is kept for the turn
(``ranking``): the Hint shows it (ui/window/hint_coach.py),
and once the turn is written its value is read from it (``review.turn_value``), with
no second search. A turn written without a ranking (before the worker followed the
game: a resumed game) is valued after the fact; a resumed game asks only for what is
not kept. The values are kept in the same caches as before
(``persistence.par_cache``, ``persistence.review_cache``), which the History, the
replay viewer and the final dialog read.

The process ends with the session, or at the application's exit; it also ends by
itself if the app is gone (killed): never an orphan. Should the process end before
its time (killed), what it was asked is dropped (``failed`` is said, and a Hint
waiting for a ranking works it out itself); the next flip starts another.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from multiprocessing.connection import wait
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from metrox_desktop.engine.ai.montecarlo import STRONG_WORK, RankedChoice
from metrox_desktop.engine.ai.par import PAR_WIDTH
from metrox_desktop.engine.ai.review import CostlyTurn, turn_value
from metrox_desktop.engine.ai.verdict_worker import start_worker
from metrox_desktop.engine.cards import Card
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.engine.rules import TurnResult
from metrox_desktop.persistence.par_cache import ParCache, remember_par
from metrox_desktop.persistence.review_cache import ReviewCache, choices_digest
from metrox_desktop.ui.context import app_context
from metrox_desktop.ui.language import translated
from metrox_desktop.ui.table.background import Relay, hand_over
from metrox_desktop.words import os_reason

# The session is a ``ui.table.session.GameSession``, which makes the worker: typed
# loosely here, as the session imports this module.
GameSession = Any

END_WAIT = 2.0  # seconds a worker has to end when told, before it is terminated

# What a ranking ranks: the turns settled before it and the card on the table.
Position = tuple[tuple[TurnResult, ...], Card]


def position_of(match: Match, turn: int) -> Position | None:
    """The position of ``turn`` in ``match`` (written, or on the table now), or None."""
    history = match.history
    if turn <= len(history):
        return history[: turn - 1], history[turn - 1].card
    if turn == len(history) + 1 and match.card is not None:
        return history, match.card
    return None


def reviewed_people(session: GameSession) -> tuple[int, ...]:
    """The seats whose turns are valued as they are played: the people (at a table of
    bots, the final dialog asks for the seat it reviews: :meth:`VerdictWorker.want`)."""
    return tuple(p for p, seat in enumerate(session.seats) if not seat.is_bot)


class _Process:
    """The worker process, its two pipes and the threads that read its replies and
    watch for its end. What they find comes to the window's thread through the app's
    relay (``background.Relay``, which lives as long as the app: a thread emitting on
    the worker itself could crash the app while the worker was being deleted), and is
    handed to ``deliver`` (each reply) or ``ended`` (the process, should it end before
    :meth:`end`) until :meth:`end` is called; :meth:`end` ends them for sure."""

    def __init__(self, deliver: Callable[[Any], None], ended: Callable[[Any], None]) -> None:
        self.deliver: Callable[[Any], None] | None = deliver
        self.ended: Callable[[Any], None] | None = ended
        self.relay = app_context().part(Relay)
        self.asked = False  # anything asked of it yet
        started = start_worker()
        self.process, self.requests, self.replies = (
            started.process,
            started.requests,
            started.replies,
        )
        self.reader = threading.Thread(target=self._read, name="verdict reader", daemon=True)
        self.reader.start()
        threading.Thread(target=self._watch, name="verdict watch", daemon=True).start()

    def _read(self) -> None:
        """The reader thread: each reply to the window's thread."""
        while True:
            try:
                reply = self.replies.recv()
            except (EOFError, OSError, ValueError, TypeError):  # it ended, or closed here
                return
            hand_over(self.relay, self._hand_back, "reply", reply, None)

    def _watch(self) -> None:
        """The watching thread: the process's end (its sentinel; nothing is reaped here)."""
        wait([self.process.sentinel])
        hand_over(self.relay, self._hand_back, "ended", None, None)

    def _hand_back(self, what: object, reply: object, _error: object) -> None:
        """On the window's thread: to the worker, unless it ended this process."""
        if what == "reply" and self.deliver is not None:
            self.deliver(reply)
        elif what == "ended" and self.ended is not None:
            self.ended(self)

    def end(self) -> None:
        self.deliver = self.ended = None  # nothing more is handed to the worker
        if self.asked:
            self.requests.put(None)
            self.process.join(END_WAIT)  # a search under way stops within a playout
        if self.process.is_alive():  # still in its start, or stuck: not waited for
            self.process.terminate()
            self.process.join(END_WAIT)
        self.requests.close(END_WAIT)  # requests never read are dropped
        self.reader.join(END_WAIT)  # the replies' end of file, the process gone
        if not self.reader.is_alive():
            self.replies.close()


class VerdictWorker(QObject):
    """Par and turn values of the session's game, worked out as it is played."""

    known = Signal()  # a value has come: par, a ranking, or a turn
    failed = Signal(str)  # why a value cannot be worked out (or the process ended)

    autostart = True  # False: no worker (tests that do not need one start none)
    width = PAR_WIDTH  # par's search, as the final dialog's own (tests: smaller)
    work = STRONG_WORK  # the strong bot's, in par's strong game and each turn's value

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.session = session
        self._process: _Process | None = None
        self._generation = -1
        self.seed = ""
        self.par: tuple[int, int] | None = None  # par (so far), strong
        self.par_final = False  # par itself, not par so far (still being refined)
        self.cache: ReviewCache | None = None
        self.failure: str | None = None
        self._asked: set[tuple[Any, ...]] = set()
        # This game's rankings, by turn and player, with the position each ranks
        # (cleared with the game); and the rankings asked for, with their request's key.
        self._rankings: dict[tuple[int, int], tuple[Position, list[RankedChoice]]] = {}
        self._ranking_asked: dict[tuple[int, int], tuple[Position, tuple[Any, ...]]] = {}
        self._requests = 0  # numbers the ranking requests: an answer is for one position
        session.game_started.connect(self._game_set_up)
        session.card_flipped.connect(self._flipped)
        session.turn_resolved.connect(self._resolved)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    # -- what is known ----------------------------------------------------------------
    @property
    def process_id(self) -> int | None:
        return None if self._process is None else self._process.process.pid

    @property
    def busy(self) -> bool:
        """Some value asked for has not come yet."""
        return bool(self._asked)

    def ranking(self, turn: int, player: int) -> list[RankedChoice] | None:
        """The ranking of ``player``'s choices at ``turn`` of the session's game, at its
        flip (``position_ranking`` at ``work``), if it has come."""
        return self._kept_for(turn, player, self._position(turn))

    def ranking_coming(self, turn: int, player: int) -> bool:
        """Whether that ranking is asked for and still being worked out."""
        return self._coming_for(turn, player, self._position(turn))

    def _kept_for(
        self, turn: int, player: int, position: Position | None
    ) -> list[RankedChoice] | None:
        """The ranking kept for ``player`` at ``turn``, if it ranks ``position``."""
        kept = self._rankings.get((turn, player))
        return kept[1] if kept is not None and kept[0] == position else None

    def _coming_for(self, turn: int, player: int, position: Position | None) -> bool:
        """Whether the ranking of ``position`` for ``player`` at ``turn`` is on its way."""
        asked = self._ranking_asked.get((turn, player))
        return asked is not None and asked[0] == position and asked[1] in self._asked

    def _position(self, turn: int) -> Position | None:
        """The position of ``turn`` in the session's game as it stands (None: another game's)."""
        if self._generation != self.session.generation:
            return None
        return position_of(self.session.match, turn)

    def value(self, player: int, turn: int) -> CostlyTurn | None:
        """The value of ``player``'s ``turn`` in the session's game, if it is known."""
        return None if self.cache is None else self.cache.get(player, turn)

    @property
    def following(self) -> bool:
        """Whether the worker has seen the session's game and knows its deal (a game
        over when resumed has never flipped a card here, and a seat at a hosted table
        is told the deal only at the end: their final dialog works out its own verdict)."""
        return self._generation == self.session.generation and self.cache is not None and self.dealt

    @property
    def dealt(self) -> bool:
        """Whether the deal of the game followed is known: par and a turn written before
        the worker followed are worked out from it (a seat at a hosted table has only
        the rankings, of the cards as they come)."""
        return bool(self.seed)

    def want(self, player: int) -> None:
        """Ask for every turn of ``player`` not known yet (the dialog reviews them), and
        for par if it is neither known nor asked (a worker that ended before its time)."""
        if self.following:
            self._ask_turns((player,))
            self._ask_par_unless_known()

    # -- following the session --------------------------------------------------------
    def _game_set_up(self) -> None:
        """A new game at the session: followed from now, its first card ranked ahead."""
        session = self.session
        if session.phase is Phase.FLIP and not session.hosted:
            self._new_game()
            self._ask_rankings_ahead()

    def _flipped(self, _card: object) -> None:
        session = self.session
        if session.generation != self._generation:
            self._new_game()
        else:
            self._ask_par_unless_known()
        self._ask_rankings(session.match)

    def _new_game(self) -> None:
        session = self.session
        self._generation = session.generation
        self._asked.clear()
        self._rankings.clear()
        self._ranking_asked.clear()
        self.failure = None
        record = session.match.record()
        self.seed = session.seed
        self.cache = ReviewCache(record)
        self.cache.keep = session.keeps_verdict and self.dealt  # filed under its deal
        board, deck = session.board, session.match.deck.spec
        self.par = (
            ParCache.load().verdict_of(board.map_id, deck.id, self.seed) if self.dealt else None
        )
        self.par_final = self.par is not None
        if self.par is None:
            self._ask_par()
        self._ask_turns(reviewed_people(session))  # a resumed game: what is not kept

    def _resolved(self, _result: object) -> None:
        if self.cache is None or self.session.generation != self._generation:
            return
        self._ask_turns(reviewed_people(self.session))
        self._ask_rankings_ahead()

    def _ask_rankings_ahead(self) -> None:
        """The next flip's positions ranked now, before the card is turned over: the
        match's own deck has it on top (a hosted seat's cards come from its host)."""
        session = self.session
        if not session.hosted and session.phase is Phase.FLIP:
            self._ask_rankings(session.match.flip())

    def _ask_rankings(self, match: Match) -> None:
        """Each reviewed person's position at ``match``'s flip, ranked: the table as it
        stands at the flip, before anyone chooses (their own view: no one's choice of
        this turn), unless it is ranked or asked for already."""
        turn = match.turn
        position = position_of(match, turn)
        if self.cache is None or position is None:
            return
        for player in reviewed_people(self.session):
            if (
                self._kept_for(turn, player, position) is not None
                or self._coming_for(turn, player, position)
                or self.cache.get(player, turn) is not None
            ):
                continue
            self._requests += 1
            key = ("rank", self._generation, turn, player, self._requests)
            self._ranking_asked[turn, player] = (position, key)
            self._send(key, match, player, self.seed, self.work)

    def _ask_par_unless_known(self) -> None:
        if not self.par_final and not any(k[0] == "par" for k in self._asked):
            self._ask_par()

    def _ask_par(self) -> None:
        if not self.dealt:  # never par of another deal (a hosted seat's seed is "")
            return
        session = self.session
        key = ("par", self._generation, self.seed, self.width)
        board, deck = session.board, session.match.deck.spec
        self._send(key, board, deck, self.seed, self.width, self.work)

    def _ask_turns(self, players: tuple[int, ...]) -> None:
        """Each written turn of ``players`` not valued yet: from its ranking at the flip
        (kept, or valued when it comes), else searched after the fact."""
        if self.cache is None:
            return
        record = self.session.match.record()
        self.cache.record = record
        for player in players:
            for turn in range(1, len(record.turns) + 1):
                if self.cache.get(player, turn) is not None or self.ranking_coming(turn, player):
                    continue
                ranked = self.ranking(turn, player)
                if ranked is not None:
                    self._value_from(ranked, player, turn)
                    continue
                key = ("turn", self._generation, player, turn, choices_digest(record, turn))
                if key not in self._asked and self.dealt:  # replayed from its deal
                    board, deck = self.session.board, self.session.match.deck.spec
                    self._send(key, board, deck, record, player, turn, self.work)

    def _value_from(self, ranked: list[RankedChoice], player: int, turn: int) -> None:
        """The written turn's value, read from its ranking at the flip: no second search."""
        assert self.cache is not None
        chosen = self.cache.record.turns[turn - 1].choices[player]
        card = self.session.match.history[turn - 1].card
        self.cache.put(player, turn_value(self.session.board, turn, card, chosen, ranked))

    def warm(self) -> None:
        """Start the process now, before the first card (its searches load there), and
        follow the session's game from here."""
        self._started()
        if self._generation != self.session.generation:
            self._game_set_up()

    def _started(self) -> _Process | None:
        """The worker process, started if it is not running; None if it cannot start
        (the Hint and the final dialog then work their values out themselves)."""
        if self._process is None:
            try:
                self._process = _Process(self._take, self._process_ended)
            except OSError as error:  # no process or pipe to be had
                self.failure = self.tr("the worker process could not start: {0}").format(
                    translated(os_reason(error))
                )
                self.failed.emit(self.failure)
                return None
            self.destroyed.connect(self._process_ender(self._process))
        return self._process

    def _send(self, key: tuple[Any, ...], *request: object) -> None:
        if key in self._asked:
            return
        process = self._started()
        if process is None:
            return
        self._asked.add(key)
        process.asked = True
        process.requests.put((key[0], key, *request))

    @staticmethod
    def _process_ender(process: _Process) -> Any:
        return lambda *_: process.end()  # holds the process, not the worker

    def _take(self, reply: tuple[Any, ...]) -> None:
        kind, key = reply[0], reply[1]
        if kind != "par" or reply[5]:  # par so far: par itself is still to come
            self._asked.discard(key)
        if key[1] != self._generation:
            return  # an earlier game's
        if kind == "rank":
            asked = self._ranking_asked.get((key[2], key[3]))
            if asked is None or asked[1] != key:
                return  # a position taken back since
            self._rankings[key[2], key[3]] = (asked[0], reply[2])
            if self.cache is not None and key[2] <= len(self.session.match.history):
                self._ask_turns((key[3],))  # written already: valued from it now
        elif kind == "par":
            self._par_came(key, reply)
        elif kind == "turn" and self.cache is not None:
            value: CostlyTurn = reply[2]
            record = self.cache.record
            if choices_digest(record, value.turn) == key[4]:  # not taken back since
                self.cache.put(key[2], value)
        elif kind == "failed" and key[0] == "rank":  # a Hint waiting works it out itself
            if self.cache is not None and key[2] <= len(self.session.match.history):
                self._ask_turns((key[3],))  # written already: valued after the fact
        elif kind == "failed":
            self.failure = translated(reply[2])  # marked words (words.failure_words)
            self.failed.emit(self.failure)
            return
        self.known.emit()

    def _par_came(self, key: tuple[Any, ...], reply: tuple[Any, ...]) -> None:
        """Par so far, or par itself: kept for the History, par RECORD and the next game
        of the deal once it is par itself."""
        _, _, par, strong, line, self.par_final = reply
        self.par = (par, strong)
        if self.par_final and key[3] >= PAR_WIDTH and self.session.keeps_verdict:
            board, deck = self.session.board, self.session.match.deck.spec
            remember_par(board.map_id, deck.id, key[2], par, strong, line)

    def _process_ended(self, process: _Process) -> None:
        """The process ended before its time (killed): what it was asked is dropped;
        the next flip starts another, which asks again for what is still missing."""
        if process is not self._process:
            return
        self._process = None
        self._asked.clear()
        process.end()
        self.failure = self.tr("the worker process ended")
        self.failed.emit(self.failure)

    def stop(self) -> None:
        """End the worker process (the session ends, or the app)."""
        process, self._process = self._process, None
        self._asked.clear()
        if process is not None:
            process.end()


def follow_session(session: GameSession) -> VerdictWorker | None:
    """The session's worker, made at its first flip (None when ``autostart`` is off)."""
    if not VerdictWorker.autostart:
        return None
    return VerdictWorker(session)
