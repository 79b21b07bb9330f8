"""TableSeat: the player's seat at a table across computers, played in the game window.

A :class:`~metrox_desktop.net.client.SeatClient` runs on a loop thread of its own
(:class:`~metrox_desktop.net.loop_thread.LoopThread`); what it hears comes back here
by a Qt signal, on the GUI thread, and drives the window's :class:`GameSession` as a
table whose other seats are remote people (``GameSession.join_table``): the host's
card is flipped with the host's deck (``cards.dealt_by_host``), the player's choice
goes to the host as it is made, and the others' choices are written when the turn
resolves (the game so far, for a seat that joins late or again, is replayed as the
client replays it: ``net.game.hosted_match``). Joining again (a dropped connection, a
restarted host) is the client's; a window shows it by :attr:`TableSeat.reconnecting`.
At the end the game, with the deal the host tells then, goes into the player's history
as a table game (the other seats recorded as ``records.TABLE_SEAT``).

The window hands in what it needs: ``show_map(map_id)`` puts that map's sheet on the
view and answers its board; ``leave_game()`` lets the game on the window go (into the
history, as before any new game) when the table's game is about to take its place,
not before: a join the host refuses leaves the player's game where it was. It answers
where that game went, in a sentence ("" when none was under way; None when the player
kept it), which the seat tells once the table's first card is up (``game_left``).
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import math
import time
from collections.abc import Callable
from datetime import datetime
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal, SignalInstance

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import dealt_by_host, load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Phase
from metrox_desktop.engine.records import PERSON
from metrox_desktop.engine.table import Refused
from metrox_desktop.net import protocol
from metrox_desktop.net.client import HostBroke, HostGone, JoinRefused, SeatClient
from metrox_desktop.net.game import hosted_match
from metrox_desktop.net.loop_thread import LoopThread
from metrox_desktop.persistence import tables
from metrox_desktop.ui.language import translated
from metrox_desktop.ui.language.status import said
from metrox_desktop.ui.later import later
from metrox_desktop.ui.table.background import HandedSignal
from metrox_desktop.ui.table.session import GameSession
from metrox_desktop.words import os_reason

JOIN_PATIENCE = 15.0  # seconds a join tries an address where no table has answered yet
NEWS_MS = 400  # seats that leave or come back together are said together
NEWS_NAMES_MOST = 4  # more than this many at once are counted, not named
CLOCK_MS = 250  # how often the time left is shown again (a second changes on time)
HURRY_AT = 10  # seconds left when the seat is told once to choose now


def tell_failure(
    heard: SignalInstance | HandedSignal, future: concurrent.futures.Future[Any]
) -> None:
    """A loop's run that raised, told on ``heard`` as a "failed" event (the GUI thread's)."""
    if not future.cancelled() and (error := future.exception()) is not None:
        # A window closed while the run ended has deleted the seat: no one is left to tell.
        with contextlib.suppress(RuntimeError):
            heard.emit("failed", {"error": error})


def _end_loop(loop: LoopThread, *_destroyed: object) -> None:
    """Stop ``loop`` (called with what ``destroyed`` tells, which it needs not)."""
    loop.stop()


class TableSeat(QObject):
    heard = Signal(str, object)  # what the client heard (kind, details): on the GUI thread
    reconnecting = Signal(bool)  # the connection is lost and being tried again / back
    host_closed = Signal()  # the host closed the table (the seat keeps trying)
    retry = Signal(float)  # seconds until the next try
    message = Signal(object)  # a one-line report for the status bar (Said: language/status.py)
    unsaved = Signal(str)  # this seat's copy of the game cannot be written: why (translated)
    ended = Signal(str)  # the seat is over: "" (the game ended) or why not, in words
    clock = Signal(str)  # the time this seat has left to choose the card ("" : no limit)
    hurry = Signal(str)  # the card's time is nearly up: said once a card
    game_left = Signal(object)  # where the window's game went: told with the table's first card

    def __init__(
        self,
        session: GameSession,
        show_map: Callable[[str], Board],
        leave_game: Callable[[], str | None],
        address: tuple[str, int],
        room: str,
        name: str,
        parent: QObject | None = None,
        join_patience: float = JOIN_PATIENCE,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self._show_map = show_map
        self._leave_game = leave_game
        self.seat: int | None = None
        self.record: dict[str, Any] | None = None  # the game as this seat saw it, at the end
        self.kept: str | None = None  # the history file the game went into
        self.unkept = ""  # why this seat's copy of the game could not be written (translated)
        self.lost = False  # the connection is being tried again
        self._generation = -1  # the session's game this seat plays
        self._started = datetime.now()
        self._deck_id = ""
        self._card: dict[str, Any] | None = None  # a card heard before its turn resolved
        self._chosen: dict[int, set[int]] = {}  # by turn: the seats the host says chose
        self._from_host = False  # writing the host's choices: nothing to send
        self._joining = False  # the session is starting this table's game
        self._left = False
        self._mine: str | None = None  # this seat's choice on the card, made before a rejoin
        self._went = ""  # where the window's game went, to tell with the first card
        self._map_id = ""
        self._connected: list[bool] | None = None  # by seat, as the host last said
        self._stood_in: list[int] = []  # seats away the host's bot plays, as it last said
        self._told_lost: set[int] = set()  # seats said to have lost the connection
        self._joining_news: list[str] | None = None  # seats taken since the last said
        self._seat_count = 0  # the table's seats
        self._news: dict[bool, list[int]] = {False: [], True: []}  # to say: lost, back
        self._bot_plays: set[int] = set()  # the other seats the host's bot chose for
        self._turn_time: float | None = None  # seconds the card on the table gives
        self._deadline: float | None = None  # time.monotonic() when they run out
        self._graced = False  # the time ran out, the host's bot chooses after the grace
        self._late: int | None = None  # the turn this seat was told it was late on
        self._hurried = False  # "10 s left" said for this card
        self._clock = QTimer(self)
        self._clock.setInterval(CLOCK_MS)
        self._clock.timeout.connect(self._tick)
        # Queued even when told on this thread: a join refused at once can end the
        # client's run before its future is watched below, and the failure is then told
        # here, in the constructor, before the window has connected ``ended``.
        self.heard.connect(self._on_heard, Qt.ConnectionType.QueuedConnection)
        session.choice_made.connect(self._on_choice_made)
        session.game_started.connect(self._on_game_started)
        self.loop = LoopThread("table-seat")
        # The loop's thread never emits on this seat, which its window may be deleting at
        # that very moment: what it hears is handed over through the app's relay.
        told = HandedSignal(self.heard)
        self.client = SeatClient(
            *address, room, name, events=told.emit, join_patience=join_patience
        )
        self._future = self.loop.submit(self.client.run())
        self._future.add_done_callback(partial(tell_failure, told))
        # A window deleted without closing first (its seat never told to leave) takes
        # the seat's loop with it: no thread plays on for a window nobody sees, keeping
        # its connection and telling a deleted seat what it hears. (The loop's, not a
        # method of this seat: the seat is gone when this is called.)
        self.destroyed.connect(partial(_end_loop, self.loop))

    @property
    def playing(self) -> bool:
        """The window's session is this table's game."""
        return self.session.hosted and self.session.generation == self._generation

    def leave(self) -> None:
        """Stop taking part (the seat token stays kept: Join brings the seat back)."""
        self._left = True
        self._deadline = None
        self._tick()
        self.loop.stop()

    # -- on the GUI thread ----------------------------------------------------------------
    def _on_heard(self, kind: str, details: dict[str, Any]) -> None:
        handler = getattr(self, f"_on_{kind}", None)
        if handler is not None:
            handler(details)

    def _on_retrying(self, details: dict[str, Any]) -> None:
        if self.seat is not None:
            self._set_lost(True)
            self.retry.emit(float(details["wait"]))
        else:  # never joined: nothing answers at the address typed (yet)
            address = protocol.address_text(self.client.host, self.client.port)
            self.message.emit(
                said(
                    lambda: self.tr("No table answers at {address} yet: trying again...").format(
                        address=address
                    )
                )
            )

    def _on_closed(self, _details: dict[str, Any]) -> None:
        self.host_closed.emit()

    def _on_reconnecting(self, _details: dict[str, Any]) -> None:
        self._set_lost(True)

    def _set_lost(self, lost: bool) -> None:
        if lost != self.lost:
            self.lost = lost
            self.reconnecting.emit(lost)
            self._tick()  # the clock waits for the host: its time is the host's to tell

    def _on_welcome(self, details: dict[str, Any]) -> None:
        self._set_lost(False)
        # the seats as the host tells them next are where this seat stands now (a host
        # started again has them come back one by one: nothing to say of each)
        self._connected = None
        self.seat = int(details["seat"])
        self._deck_id = str(details["deck"])
        self._map_id = str(details["map"])
        if details["started"]:
            self._catch_up(list(details["players"]), details["turns"], details.get("mine"))
        else:
            seat = self.seat + 1
            self.message.emit(
                said(
                    lambda: self.tr(
                        "You have seat {seat} at the table: waiting for the others..."
                    ).format(seat=seat)
                )
            )

    def _on_seats(self, details: dict[str, Any]) -> None:
        connected = [bool(here) for here in details["connected"]]
        before, self._connected = self._connected, connected
        was_mine = self.seat in self._stood_in
        self._stood_in = [int(s) for s in details.get("bot_plays") or ()]
        if self.playing and self.seat in self._stood_in and not was_mine:
            # its time was up and the host gave it to a bot while this seat was silent
            self.message.emit(
                said(
                    lambda: self.tr(
                        "The host's bot chooses for you when your time runs out: choose in time"
                        " to play your seat again."
                    )
                )
            )
        if self.playing:  # marked on the small sheets and in the standings
            self.session.tell_away(
                (s for s, here in enumerate(connected) if not here), self._stood_in
            )
        if before is None:
            return  # this seat's own arrival
        if not self.playing:  # waiting for the table to fill: who came
            self._tell_joined(list(details["players"])[len(before) :], int(details["seats"]))
            return
        if self.record is None:  # the seats leave after the end: nothing to say then
            self._tell_comings_and_goings(before, connected)

    def _tell_joined(self, names: list[str], seats: int) -> None:
        """Who took a seat while this one waits for the table to fill (``names``, the
        seats taken since the host last said): the first at once, those that follow
        within a moment (a computer of many seats) in one line."""
        self._seat_count = seats
        if not names:
            return
        if self._joining_news is not None:
            self._joining_news += names
            return
        self._joining_news = names[1:]
        later(NEWS_MS, self, self._say_joined)
        first, taken, seats = names[:1], self._taken() - len(names) + 1, self._seat_count
        self.message.emit(said(lambda: self._joined_words(first, taken, seats)))

    def _say_joined(self) -> None:
        names, self._joining_news = self._joining_news or [], None
        if names:
            taken, seats = self._taken(), self._seat_count
            self.message.emit(said(lambda: self._joined_words(names, taken, seats)))

    def _taken(self) -> int:
        return len(self._connected or ())

    def _joined_words(self, names: list[str], taken: int, seats: int) -> str:
        if len(names) > NEWS_NAMES_MOST:
            return self.tr(
                "%n seat(s) joined the table: {joined} of {seats} are taken.", None, len(names)
            ).format(joined=taken, seats=seats)
        return self.tr("{name} joined the table: {joined} of {seats} seats are taken.").format(
            name=", ".join(names), joined=taken, seats=seats
        )

    def _tell_comings_and_goings(self, before: list[bool], connected: list[bool]) -> None:
        """Another seat's person lost the connection (the table may wait), or came back
        after that was said; said together a moment later (a computer of many seats)."""
        for seat, (was, now) in enumerate(zip(before, connected, strict=False)):
            if seat == self.seat or was == now:
                continue
            if now and seat not in self._told_lost:
                continue
            (self._told_lost.discard if now else self._told_lost.add)(seat)
            if not any(self._news.values()):
                later(NEWS_MS, self, self._say_news)
            self._news[now].append(seat)

    def _say_news(self) -> None:
        names = self.session.players
        for back, seats in self._news.items():
            named = [names[seat] for seat in seats if seat < len(names)]
            seats.clear()
            if named:
                self.message.emit(said(partial(self._news_words, back, named)))

    def _news_words(self, back: bool, named: list[str]) -> str:
        """``named`` came back to the table (``back``), or lost the connection to it."""
        if len(named) > NEWS_NAMES_MOST:
            count = len(named)
            if back:
                return self.tr("%n seat(s) are back at the table.", None, count)
            return self.tr("%n seat(s) lost the connection to the table.", None, count)
        return (
            self.tr("{name} is back at the table.")
            if back
            else self.tr("{name} lost the connection to the table.")
        ).format(name=", ".join(named))

    def _on_start(self, details: dict[str, Any]) -> None:
        self._catch_up(list(details["players"]), [], None)

    def _catch_up(self, names: list[str], turns: list[dict[str, Any]], mine: str | None) -> None:
        """The window's game as the host's stands (turns resolved), unless it is already."""
        session = self.session
        if self.playing and len(session.match.history) == len(turns):
            # a connection came back: the game on the screen is the host's, with this
            # seat's choice on the card if it was made while the host could not hear it
            if mine is None:
                self._send_mine_again()
            return
        assert self.seat is not None
        self._say_joined()  # who came last, said now: not over the first card's words
        if not self.playing:
            went = self._leave_game()
            if went is None:
                self.leave()  # the player kept the game on the window (the seat stays kept)
                self.ended.emit("")
                return
            self._went = "" if self._same_game(names, turns) else went  # taken back
        board = self._show_map(self._map_id)
        match = hosted_match(board, load_deck(self._deck_id), names, turns)
        self._joining = True
        try:
            session.join_table(match, self.seat, self._started)
        finally:
            self._joining = False
        self._generation = session.generation
        self._mine = mine
        if self._connected is not None:  # who is away, as the host said before the game
            session.tell_away(
                (s for s, here in enumerate(self._connected) if not here), self._stood_in
            )

    def _same_game(self, names: list[str], turns: list[dict[str, Any]]) -> bool:
        """The window's game is this table's, as far as it went (the seat was left, and
        is taken back in the same window): nothing of it is left behind."""
        session = self.session
        if not session.hosted or session.players != tuple(names):
            return False
        if session.board.map_id != self._map_id:
            return False
        played: list[dict[str, Any]] = session.match.record_fields()["turns"]
        return played == turns[: len(played)]

    def _send_mine_again(self) -> None:
        session, seat = self.session, self.seat
        if self._left or seat is None or session.phase is not Phase.CHOOSE:
            return
        if not session.has_chosen(seat):
            return
        text = session.table.choice_of(seat)
        if text is not None:  # a pass is the host's to make
            self.loop.call(self.client.choose, session.turn, text)

    def _on_card(self, details: dict[str, Any]) -> None:
        if not self.playing:
            return
        seconds, left = details.get("turn_time"), details.get("time_left")
        self._turn_time = None if seconds is None else float(seconds)
        self._deadline = None if left is None else time.monotonic() + float(left)
        self._graced, self._hurried = bool(details.get("late")), False
        if self._graced:  # told late before it came back: the bot's words, if it does
            self._late = int(details["turn"])
        self._on_chosen({"turn": details["turn"], "seats": details["chosen"]})
        session = self.session
        if session.phase is Phase.CHOOSE and session.turn == int(details["turn"]):
            self._tick()  # this card is on the table already (a connection came back)
            return
        if session.phase is Phase.CHOOSE:
            self._card = details  # the turn before resolves first (its message follows)
            return
        self._flip(details)

    def _flip(self, details: dict[str, Any]) -> None:
        session = self.session
        self._card = None
        session.flip(dealt_by_host(session.match.deck.spec, details["discards"]))
        self._tell_chosen()
        went, self._went = self._went, ""
        if went:  # after the card's own words, which would hide it
            self.game_left.emit(went)
        mine, self._mine = self._mine, None
        if mine is not None and self.seat is not None:
            self._write(self.seat, mine)  # chosen before this window joined again
        self._tick()

    def _tick(self) -> None:
        """The time this seat has left to choose the card on the table, shown while it
        has not chosen (a card without a time, or chosen: nothing); said once when it
        is nearly up. While the connection to the host is lost it stops and says so:
        the host's clock is the table's, told again as the seat is welcomed back."""
        session = self.session
        choosing = (
            self._deadline is not None
            and not self._left
            and self.playing
            and self.seat is not None
            and session.phase is Phase.CHOOSE
            and not session.has_chosen(self.seat)
        )
        if not choosing or self._deadline is None:
            self._clock.stop()
            self.clock.emit("")
            return
        if self.lost:
            self._clock.stop()
            self.clock.emit(self.tr("Time left: waiting for the host"))
            return
        left = max(0, math.ceil(self._deadline - time.monotonic()))
        if self._graced:
            text = self.tr("{seconds} s left before the host's bot chooses for you")
        elif left:
            text = self.tr("{seconds} s left to choose")
        else:
            text = self.tr("The card's time is up")
        text = text.format(seconds=left)
        self.clock.emit(text)
        if 0 < left <= HURRY_AT and not self._hurried:
            self._hurried = True
            self.hurry.emit(text)
        if not self._clock.isActive():
            self._clock.start()

    def _on_chosen(self, details: dict[str, Any]) -> None:
        """Seats that chose (never what): ticks on their small sheets and standings."""
        seats = details["seats"] if "seats" in details else [details["seat"]]
        self._chosen.setdefault(int(details["turn"]), set()).update(int(s) for s in seats)
        self._tell_chosen()

    def _tell_chosen(self) -> None:
        session = self.session
        if self.playing and session.phase is Phase.CHOOSE:
            turn = session.turn
            for old in [t for t in self._chosen if t < turn]:
                del self._chosen[old]
            session.tell_chosen(self._chosen.get(turn, ()))

    def _on_choice_made(self, player: int, choice: object) -> None:
        self._tick()  # this seat's clock stops once it has chosen
        if self._left or self._from_host or not self.playing or player != self.seat:
            return  # (a seat that left has no connection: the seat taken again sends it)
        assert isinstance(choice, Choice)
        text = choice.text(self.session.board)
        self.loop.call(self.client.choose, self.session.turn, text)

    def _on_turn(self, details: dict[str, Any]) -> None:
        if not self.playing:
            return
        session = self.session
        if session.phase is not Phase.CHOOSE or session.turn != int(details["turn"]):
            return  # a turn this window has (after a rejoin)
        choices: list[str | None] = details["choices"]
        seat = self.seat
        assert seat is not None
        self._tell_bots(list(details["bots"]), int(details["turn"]))
        if session.has_chosen(seat) and session.table.choice_of(seat) != choices[seat]:
            session.table.undo(seat)  # the host's bot chose for this seat first
        board = session.board
        written = [
            (player, Choice.parse(text, board))
            for player, text in enumerate(choices)
            if text is not None and not session.has_chosen(player)  # a pass: the flip made it
        ]
        self._from_host = True
        try:
            session.choose_all(written)
        finally:
            self._from_host = False
        self._flip_waiting()

    def _tell_bots(self, bots: list[int], turn: int) -> None:
        """Say who the host's bot chose for this turn: another seat when it starts playing
        it (a person who left, or late past the grace), not again each turn it goes on;
        this seat each time, late (its time and the grace ran out) or away (its
        connection was lost, and the host let the bot play for it)."""
        names = self.session.players
        now = {s for s in bots if s != self.seat and 0 <= s < len(names)}
        others = sorted(now - self._bot_plays)
        self._bot_plays = now
        if self.seat in bots and self._late == turn:
            self.message.emit(
                said(lambda: self.tr("Time ran out: the host's bot chose for you on this card."))
            )
        elif self.seat in bots:
            self.message.emit(
                said(
                    lambda: self.tr(
                        "While you were away, the host's bot chose for you on this card."
                    )
                )
            )
        elif others:
            named = ", ".join(names[s] for s in others)
            self.message.emit(
                said(lambda: self.tr("The host's bot plays for {names}.").format(names=named))
            )

    def _flip_waiting(self) -> None:
        """The card heard before the turn resolved, now that it has."""
        if self._card is not None and self.session.phase is Phase.FLIP:
            self._flip(self._card)

    def _write(self, player: int, text: str | None) -> None:
        session = self.session
        if text is None:
            return  # a pass: the flip made it
        self._from_host = True
        try:
            session.choose(Choice.parse(text, session.board), player)
        except Refused:
            pass  # made already
        finally:
            self._from_host = False

    def _on_refused(self, details: dict[str, Any]) -> None:
        code, reason = str(details.get("code")), str(details.get("reason"))
        self.message.emit(
            said(
                lambda: self.tr("The host did not take your choice: {reason}").format(
                    reason=self._refused_words(code, reason)
                )
            )
        )

    def _refused_words(self, code: str, reason: str) -> str:
        """Why the host refused a choice, in the player's language: said from the
        protocol's code, never the host's own words (English, or another program's),
        which only a code this app does not know leaves to say."""
        words = {
            protocol.NOT_SEATED: self.tr("the host has not seated you yet"),
            protocol.NOT_YOUR_SEAT: self.tr("a seat chooses only for itself"),
            protocol.NO_CARD: self.tr("no card is on the table"),
            protocol.WRONG_TURN: self.tr("that card is no longer on the table"),
            protocol.ALREADY_CHOSEN: self.tr("it has a choice for your seat on this card already"),
            protocol.UNKNOWN_CHOICE: self.tr("its map has no such route or station"),
            protocol.ILLEGAL: self.tr("the rules do not allow it there"),
        }
        return words.get(code) or reason

    def _on_unkept(self, details: dict[str, Any]) -> None:
        """The seat's copy of the game (its token to join again) cannot be written."""
        self.unkept = translated(details["reason"])
        self.unsaved.emit(
            self.tr("this seat's copy of the table's game cannot be saved ({reason})").format(
                reason=self.unkept
            )
        )

    def _on_late(self, details: dict[str, Any]) -> None:
        if self.seat in details["seats"]:
            self._late = int(details["turn"])
            self.message.emit(
                said(lambda: self.tr("Time is up: choose now, or the host's bot chooses for you."))
            )
            if self._turn_time is not None:  # the grace: as long again
                self._deadline = time.monotonic() + self._turn_time
                self._graced, self._hurried = True, False
                self._tick()

    def _on_over(self, details: dict[str, Any]) -> None:
        self.record = details["record"]
        if self.playing and self.record is not None:
            self.session.told_deal(str(self.record.get("seed") or ""))
            self._keep_in_history(self.record)
        self.ended.emit("")

    def _keep_in_history(self, fields: dict[str, Any]) -> None:
        """The game as this seat saw it, with its deal, among the player's games (the
        other seats kept as ``table``)."""
        assert self.seat is not None
        try:
            self.kept = str(tables.keep_in_history(fields, {self.seat: PERSON}, self._started))
        except (OSError, ValueError) as error:
            why = os_reason(error) if isinstance(error, OSError) else str(error)  # marked
            self.message.emit(
                said(
                    lambda: self.tr("The game could not go into your history: {reason}").format(
                        reason=translated(why)
                    )
                )
            )

    def _on_failed(self, details: dict[str, Any]) -> None:
        error = details["error"]
        self._set_lost(False)
        if isinstance(error, JoinRefused):
            self.ended.emit(self._refusal(error))
        elif isinstance(error, HostGone) and self.seat is None:  # it never answered
            self.ended.emit(
                self.tr(
                    "No table answered at {address}: check the address and port on the host's"
                    " screen."
                ).format(address=protocol.address_text(self.client.host, self.client.port))
            )
        elif isinstance(error, HostGone) and self.unkept:  # never said kept when it is not
            self.ended.emit(
                self.tr(
                    "The host did not come back. Your game so far could not be kept ({reason})."
                ).format(reason=self.unkept)
            )
        elif isinstance(error, HostGone):
            self.ended.emit(self.tr("The host did not come back. Your game so far is kept."))
        elif isinstance(error, HostBroke):
            self.ended.emit(
                self.tr(
                    "The host sent what the rules or the table's protocol refuse: {reason}"
                ).format(reason=str(error))
            )
        else:
            self.ended.emit(str(error))

    def _refusal(self, error: JoinRefused) -> str:
        """Why the host refused this seat, in the player's words and language."""
        room, name = self.client.room, self.client.name
        words = {
            protocol.WRONG_ROOM: self.tr(
                "The table at this address has another room code than {room}: check the code"
                " on the host's screen."
            ).format(room=room),
            protocol.NAME_TAKEN: self.tr(
                "Another seat at this table is already called {name}: join with another name."
            ).format(name=error.seated or name),  # an older host does not say it
            protocol.TABLE_FULL: self.tr("Every seat at this table is taken."),
            protocol.BAD_NAME: self.tr("The host does not take the name {name}.").format(name=name),
            protocol.OLD_PROTOCOL: self.tr(
                "The host plays with an older version of MetroX Desktop: the host updates"
                " it, and you join again."
            )
            if error.host_is_older
            else self.tr(
                "The host plays with a newer version of MetroX Desktop: update yours to join"
                " this table."
            ),
            protocol.UNKNOWN_TOKEN: self.tr(
                "This table has no seat for you any more: it is a new table with the same"
                " room code."
            ),
            protocol.REPLACED: self.tr(
                "Your seat joined the table again from another window: it plays there now."
            ),
        }
        return words.get(error.code) or self.tr("The host refused: {reason}").format(
            reason=str(error)
        )

    def _on_game_started(self) -> None:
        if self._generation >= 0 and not self._joining and not self.playing and not self._left:
            self.leave()  # another game took the window: the seat stays kept for Join
