"""The host of a table: it owns the game and talks to every seat (docs/protocol.md).

A :class:`TableHost` runs on an asyncio loop: the ``host`` command runs it on the
main thread, a window on a loop thread of its own (:mod:`.loop_thread`), so the
host never blocks Qt's event loop and Qt never holds the host. The host seats
players who give the room code, flips, takes each seat's choice for itself (once a
card, only a legal one: its table, :class:`.game.HostedGame`, decides), tells the
others only that a seat has chosen, resolves the turn when every seat has chosen (or
the time policy lets a bot choose for a seat) and sends every seat the resolved turn. Every
change is handed to ``save`` (the autosave), so a host that is killed starts the
same table again (:meth:`TableHost.resumed`); with ``history``, at the end the game
goes into the host's history as a table game (``persistence.tables.keep_in_history``),
as the ``host`` command keeps it. A choice is saved before it is acknowledged: the
choices that arrive together are written once, then each seat hears ``accepted`` and
the others one ``chosen`` naming them all (a group commit), so a seat's acknowledged
choice survives a host killed at any moment.

What the host tells a window or the command line is an event: ``events(kind,
details)``, called on the loop's thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import os
import secrets
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from metrox_desktop.engine.ai.strategies import strategy_named
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, DeckSpec, load_deck
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.engine.records import name_twice
from metrox_desktop.engine.scoring import score
from metrox_desktop.net import protocol as p
from metrox_desktop.net.connection import Connection
from metrox_desktop.net.game import HostedGame, Refused, awards
from metrox_desktop.persistence.tables import keep_in_history
from metrox_desktop.words import os_reason

CONNECTIONS_MOST = 400  # open connections at once (99 seats and their rejoins fit)
STRANGERS_MOST = 16  # connections from one address that have not joined yet
SLOW_START = 0.25  # seconds of wait for the second wrong room code from an address...
SLOW_MOST = 10.0  # ...doubling for each next one, up to this
FORGET_AFTER = 600.0  # seconds without a wrong code before an address is forgiven
FILL_IN = "greedy"  # the bot that chooses for a seat whose time ran out

Events = Callable[[str, dict[str, Any]], None]
Save = Callable[[dict[str, Any]], None]


def _on_every_address(port: int) -> socket.socket:
    """A socket that takes connections on every address of this computer, IPv4 and IPv6
    on the same port (one dual-stack socket: a friend may join by either), or IPv4 alone
    where the system has no IPv6. Raises OSError (the port taken)."""
    if socket.has_dualstack_ipv6():
        return socket.create_server(("::", port), family=socket.AF_INET6, dualstack_ipv6=True)
    return socket.create_server(("0.0.0.0", port))


async def _stop_accepting(server: asyncio.Server) -> None:
    """Take no new connection, and let every one taken already reach the host (which,
    closing, closes it); then ``server`` may close.

    asyncio's server takes a connection from the system, then hands it on in a task of
    its own, a turn of the loop later; a server closed in between makes that task fail
    without a word, and the connection it took stays open, no one's (a seat waiting on a
    table that is gone, a socket left to the garbage collector: CPython issue gh-109564).
    So the listening sockets are no longer watched first, and this waits one turn of the
    loop: every task handing on a connection was queued before it. (A proactor loop,
    Windows', has no readers to remove: there the turn lets through the connections taken
    so far, but not one taken in that very turn.)"""
    loop = asyncio.get_running_loop()
    for sock in server.sockets:
        with contextlib.suppress(NotImplementedError):
            loop.remove_reader(sock.fileno())
    await asyncio.sleep(0)


def new_room_code() -> str:
    return "".join(secrets.choice(p.ROOM_ALPHABET) for _ in range(p.ROOM_LENGTH))


def new_token() -> str:
    return secrets.token_urlsafe(24)


def token_hash(token: str) -> str:
    """What the host keeps of a seat's token (its autosave never holds the token)."""
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class TableSettings:
    room: str
    seats: int  # how many seats the table waits for before the first card
    board: Board
    deck: DeckSpec
    seed: str
    turn_time: float | None = None  # seconds a turn gives; None: no limit
    bot_after_grace: bool = False  # when the time and one more run out, a bot chooses
    # The host's bot plays for a seat as it goes: its connection lost (stand_in_for_away),
    # or the table waiting on it once its time is up (stand_in_for_overdue). The host's
    # own choice, never told to the seats: a host opened again may change it.
    bot_for_absent: bool = False
    hello_time: float = 10.0  # seconds a new connection has to say hello (at most idle_time)
    idle_time: float = 30.0  # seconds a joined connection may stay silent


@dataclass
class Seat:
    name: str
    token_hash: str
    connection: Connection | None = None


class TableHost:
    def __init__(
        self,
        settings: TableSettings,
        save: Save | None = None,
        events: Events | None = None,
        history: bool = False,
    ) -> None:
        self.settings = settings
        self.history = history  # the game goes into this computer's history at its end
        self.seats: list[Seat] = []
        self.game: HostedGame | None = None
        self.bots: set[int] = set()  # seats the host's bot chose for this turn
        # Seats the host's bot plays until their person is back: away (stand_in_for_away),
        # at once, until they join again; or silent once their time was up
        # (stand_in_for_overdue), once each card's time is up, until they choose or join
        self.stand_ins: set[int] = set()
        # Of those, the seats still joined when the table was last saved (their person
        # silent past their time), in a table opened again from its autosave until their
        # seat says hello again: the seat's own return with the table is not its person's,
        # and until then the bot plays them once each card's time is up, as before.
        self._silent: set[int] = set()
        self._save = save
        self._events = events
        self._connections: set[Connection] = set()
        self._failures: dict[str, tuple[int, float]] = {}
        self._server: asyncio.Server | None = None
        self._closing = False  # closed: a connection that still arrives is let go at once
        self._seated = asyncio.Event()
        self._choice_made = asyncio.Event()
        self._dirty = False
        # Choices taken but not yet saved: (seat, its connection, the answer it waits for).
        self._unsaved: list[tuple[int, Connection | None, dict[str, Any] | None]] = []
        self._sent = 0  # resolved turns every seat has been sent
        # The card's time: loop.time() when it (or, once seats were told late, the grace)
        # runs out; None before the card's wait began or once the time is up and the table
        # waits (``_time_up``). A seat that comes back mid-card is told what is left.
        self._deadline: float | None = None
        self._time_up = False
        self._late: list[int] = []  # the seats told late on the card on the table
        self.overdue: list[int] = []  # the seats the table waits on, their time up
        self.started: datetime | None = None  # when the first card was dealt
        # The seats this computer plays itself and how (a window's own seat: "person",
        # a bot's level): the host's history marks them, the other seats "table".
        self.own_seats: dict[int, str] = {}
        self._fill_in = strategy_named(FILL_IN)
        self.address = ""  # HOST:PORT once listening (kept, to listen there again)

    # -- the autosave --------------------------------------------------------------
    def state(self) -> dict[str, Any]:
        """Everything the table is, as plain values: what the autosave writes."""
        s = self.settings
        texts = [] if self.game is None else map(self.game.choice_of, range(len(self.seats)))
        chosen = {str(seat): text for seat, text in enumerate(texts) if text is not None}
        return {
            "room": s.room,
            "map": s.board.map_id,
            "deck": s.deck.id,
            "seed": s.seed,
            "seats": s.seats,
            "turn_time": s.turn_time,
            "bot_after_grace": s.bot_after_grace,
            "bot_for_absent": s.bot_for_absent,
            "names": [seat.name for seat in self.seats],
            "tokens": [seat.token_hash for seat in self.seats],
            "record": None if self.game is None else self.game.record_fields(),
            "chosen": chosen,
            "listen": self.address,
            "started": None if self.started is None else self.started.isoformat("T", "seconds"),
            "own": {str(seat): kind for seat, kind in self.own_seats.items()},
            "history": self.history,
            "stand_ins": sorted(self.stand_ins),
            # the seats it plays whose person was still joined (silent past their time)
            "stand_ins_joined": sorted(self._stood_in_joined()),
        }

    def _stood_in_joined(self) -> set[int]:
        """The seats the host's bot plays whose person is still joined (or was, when the
        table was opened again, and has not come back yet)."""
        joined = {n for n, seat in enumerate(self.seats) if seat.connection is not None}
        return self.stand_ins & (joined | self._silent)

    @classmethod
    def resumed(
        cls,
        saved: dict[str, Any],
        save: Save | None = None,
        events: Events | None = None,
        **timing: float,
    ) -> TableHost:
        """The table an autosave holds, as it stood; raises ValueError (KeyError,
        TypeError...) if the file does not hold one."""
        board = Board.load(str(saved["map"]))
        deck = load_deck(str(saved["deck"]))
        # older autosaves have none: the table waited for the seats away
        bot_for_absent = saved.get("bot_for_absent", False)
        if not isinstance(bot_for_absent, bool):
            raise ValueError("whether the bot plays for the seats away is neither yes nor no")
        settings = TableSettings(
            room=str(saved["room"]),
            seats=int(saved["seats"]),
            board=board,
            deck=deck,
            seed=str(saved["seed"]),
            turn_time=saved["turn_time"],
            bot_after_grace=bool(saved["bot_after_grace"]),
            bot_for_absent=bot_for_absent,
            **timing,
        )
        host = cls(settings, save, events)
        host.seats = [
            Seat(str(n), str(t)) for n, t in zip(saved["names"], saved["tokens"], strict=True)
        ]
        if saved["record"] is not None:
            chosen = {int(seat): str(text) for seat, text in saved["chosen"].items()}
            host._sent = len(saved["record"]["turns"])  # a turn the choices settle is sent
            host.game = HostedGame.resume(saved["record"], board, deck, chosen)
        if len(host.seats) == settings.seats:
            host._seated.set()
        if saved.get("started"):  # older autosaves have none: the history gets the restart
            host.started = datetime.fromisoformat(str(saved["started"]))
        host.own_seats = {int(seat): str(kind) for seat, kind in saved.get("own", {}).items()}
        host.history = saved.get("history") is True
        # older autosaves have none: the bot stood in for no seat
        host.stand_ins = {int(seat) for seat in saved.get("stand_ins", [])}
        if not host.stand_ins <= set(range(len(host.seats))):
            raise ValueError("the bot stands in for a seat the table does not have")
        # older autosaves have none: every seat it plays was away
        host._silent = {int(seat) for seat in saved.get("stand_ins_joined", [])}
        if not host._silent <= host.stand_ins:
            raise ValueError("a seat the bot does not stand in for is saved as one it does")
        return host

    def save_now(self) -> None:
        """Write the autosave; a write that fails is told (``unsaved``), and the table
        goes on (its seats keep their own copies)."""
        self._dirty = False
        if self._save is not None:
            try:
                self._save(self.state())
            except OSError as error:
                self._event("unsaved", reason=os_reason(error))

    def _event(self, kind: str, **details: Any) -> None:
        if self._events is not None:
            self._events(kind, details)

    # -- the network ---------------------------------------------------------------
    async def listen(self, host: str, port: int) -> tuple[str, int]:
        """Start taking connections on ``host`` (every address, IPv4 and IPv6, for any
        of ``protocol.every_address``'s wildcards); the address and port it listens on."""
        limit = p.reader_limit(p.CLIENT_LINE_MOST)
        self._closing = False
        if p.every_address(host):
            sock = _on_every_address(port)
            self._server = await asyncio.start_server(self._serve, sock=sock, limit=limit)
        else:
            try:
                self._server = await asyncio.start_server(self._serve, host, port, limit=limit)
            except OSError as error:  # asyncio words it its own way: the system's reason
                if not error.errno:
                    raise
                raise OSError(error.errno, os.strerror(error.errno)) from None
        name = self._server.sockets[0].getsockname()
        host, port = str(name[0]), int(name[1])
        self.address = p.address_text(host, port)
        return host, port

    async def close(self) -> None:
        """Take no more connections and close every one, those the listening socket
        had taken as it closed too; a seat of a game not over is told the host closed
        the table (it keeps trying: the host may open the table again)."""
        self._closing = True
        # the seats still joined that the bot plays keep it: opened again, it plays on
        self._silent = self._stood_in_joined()
        if self._server is not None:
            try:
                await _stop_accepting(self._server)
            finally:
                self._server.close()
        over = self.game is not None and self.game.phase is Phase.OVER
        for connection in list(self._connections):
            if connection.seat is not None and not over:
                connection.close(p.CLOSED, "the host closed the table")
            else:
                connection.close()
        if self._server is not None:
            with contextlib.suppress(Exception):
                async with asyncio.timeout(2):  # never wait_for: see net/loop_thread.py
                    await self._server.wait_closed()

    def _strangers(self, address: str) -> int:
        return sum(1 for c in self._connections if c.seat is None and c.address == address)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        connection = Connection(reader, writer)
        if self._closing:  # taken as the table closed: let go like every other
            connection.close()
            return
        if (
            len(self._connections) >= CONNECTIONS_MOST
            or self._strangers(connection.address) >= STRANGERS_MOST
        ):
            writer.transport.abort()
            return
        self._connections.add(connection)
        try:
            await self._read(connection)
        except (ConnectionError, OSError):
            pass
        except asyncio.CancelledError:
            # The loop stops (the table closed while this seat still reads): the
            # connection ends here. Not raised on: Python 3.11's start_server prints a
            # traceback for a connection's task that ends cancelled.
            pass
        finally:
            self._connections.discard(connection)
            self._left(connection)
            connection.close()

    async def _read(self, connection: Connection) -> None:
        while not connection.closed:
            s = self.settings
            wait = min(s.hello_time, s.idle_time) if connection.seat is None else s.idle_time
            try:
                async with asyncio.timeout(wait):
                    line = await connection.reader.readline()
            except TimeoutError:
                connection.close(p.TIMEOUT, f"nothing heard for {wait:g} seconds")
                return
            except ValueError:  # the line passed the limit before its end
                connection.close(p.TOO_LARGE, f"a message is at most {p.CLIENT_LINE_MOST} bytes")
                return
            if not line.endswith(b"\n"):
                return  # the peer closed (mid-line or not)
            if not connection.allowed():
                connection.close(p.FLOODING, f"at most {p.RATE_PER_SECOND:g} messages a second")
                return
            try:
                message = p.read_client(line)
            except p.Malformed as error:
                connection.close(p.MALFORMED, str(error))
                return
            if message["type"] == "hello":
                await self._hello(connection, message)
            elif message["type"] == "choose":
                self._choose(connection, message)
            else:
                connection.send({"type": "pong"})

    # -- joining -------------------------------------------------------------------
    async def _slow_down(self, address: str) -> None:
        """Each wrong code from an address waits longer than the one before."""
        now = time.monotonic()
        count, last = self._failures.get(address, (0, now))
        if now - last > FORGET_AFTER:
            count = 0
        self._failures[address] = (count + 1, now)
        if count:
            await asyncio.sleep(min(SLOW_MOST, SLOW_START * 2 ** (count - 1)))

    async def _hello(self, connection: Connection, message: dict[str, Any]) -> None:
        if connection.seat is not None:
            self._refuse(connection, p.ALREADY_SEATED, "this connection has a seat")
            return
        if message["protocol"] not in p.SEATED_PROTOCOLS:
            # with its own version: the client can say whose app is the older
            words = f"this host speaks protocol {p.PROTOCOL}"
            connection.send(
                {"type": "error", "code": p.OLD_PROTOCOL, "message": words, "protocol": p.PROTOCOL}
            )
            connection.close()
            return
        room = p.canonical_room(message["room"])
        if not hmac.compare_digest(room.encode(), self.settings.room.encode()):
            await self._slow_down(connection.address)
            connection.close(p.WRONG_ROOM, "wrong room code")
            return
        token = message.get("token")
        rejoined = token is not None
        if token is None:
            token = new_token()
            seat = self._new_seat(connection, message["name"], token)
        elif (seat := self._seat_of(token)) is None:
            await self._slow_down(connection.address)
            connection.close(p.UNKNOWN_TOKEN, "this table has no seat for that token")
        if seat is not None:
            self._attach(connection, seat, token, rejoined)

    def _seat_of(self, token: str) -> int | None:
        wanted = token_hash(token)
        seats = enumerate(self.seats)
        return next((i for i, seat in seats if hmac.compare_digest(seat.token_hash, wanted)), None)

    def _new_seat(self, connection: Connection, name: str, token: str) -> int | None:
        """The seat ``name`` takes with ``token``, or None (the connection is closed, saying
        why)."""
        problem = p.name_problem(name)
        if problem is not None:
            connection.close(p.BAD_NAME, problem)
            return None
        if len(self.seats) >= self.settings.seats:
            seats = self.settings.seats
            connection.close(p.TABLE_FULL, f"every seat is taken ({seats} of {seats})")
            return None
        # the same name as a game record reads names ("ann" is Ann again): a table
        # seating both would play a game no one could keep
        seated = next((s.name for s in self.seats if name_twice((s.name, name))), None)
        if seated is not None:
            # the seated name as the seat wrote it: "ann" is told whom "Ann" is
            words = f"a seat is already called {seated}"
            connection.close(p.NAME_TAKEN, words, name=seated)
            return None
        self.seats.append(Seat(name, token_hash(token)))
        self._event("joined", seat=len(self.seats) - 1, name=name)
        return len(self.seats) - 1

    def _attach(self, connection: Connection, seat: int, token: str, rejoined: bool) -> None:
        old = self.seats[seat].connection
        if old is not None and old is not connection:
            old.seat = None
            old.close(p.REPLACED, "this seat joined again on another connection")
        self.seats[seat].connection = connection
        connection.seat = seat
        if rejoined and seat not in self._silent:
            self.stand_ins.discard(seat)  # the person plays again from the next choice
        # a silent seat back with the table opened again: the bot plays on for its person
        self._silent.discard(seat)
        self.save_now()
        connection.send(self._welcome(seat, token))
        self._broadcast(self._seats_message())
        if rejoined:
            stand_in = seat in self.stand_ins  # the bot still plays it
            self._event("rejoined", seat=seat, name=self.seats[seat].name, stand_in=stand_in)
        if len(self.seats) == self.settings.seats:
            self._seated.set()

    def _left(self, connection: Connection) -> None:
        seat = connection.seat
        if seat is not None and self.seats[seat].connection is connection:
            self.seats[seat].connection = None
            if seat in self.stand_ins:  # away now: opened again, the table says so too
                self.save_now()
            self._broadcast(self._seats_message())
            self._event("disconnected", seat=seat, name=self.seats[seat].name)
            if self.settings.bot_for_absent:
                self.stand_in_for_away()  # none once the game is over or the table closes

    def _welcome(self, seat: int, token: str | None) -> dict[str, Any]:
        s = self.settings
        game = self.game
        welcome: dict[str, Any] = {
            "type": "welcome",
            "protocol": p.PROTOCOL,
            "room": s.room,
            "seat": seat,
            "name": self.seats[seat].name,
            "token": token,
            "seats": s.seats,
            "map": s.board.map_id,
            "deck": s.deck.id,
            "turn_time": s.turn_time,
            "bot_after_grace": s.bot_after_grace,
            "idle_time": s.idle_time,
            "players": [x.name for x in self.seats],
            "started": game is not None,
            "turns": [] if game is None else game.record_fields()["turns"],
            "card": None,
            "mine": None,
        }
        if game is not None and game.match.card is not None:
            welcome["card"] = self._card_message(game, game.match.card)
            welcome["card"]["chosen"] = sorted(game.match.chosen)
            welcome["card"]["legal"] = self._legal(game, seat)
            welcome["card"]["time_left"] = self._time_left()
            welcome["card"]["late"] = list(self._late)
            welcome["mine"] = game.choice_of(seat)
        return welcome

    def _time_left(self) -> float | None:
        """Seconds left of the time running on the card on the table: the card's, or
        the grace's once seats were told late (0: it ran out and the table waits; None:
        the table gives no time)."""
        limit = self.settings.turn_time
        if limit is None:
            return None
        if self._time_up:
            return 0.0
        if self._deadline is None:  # the card's wait has not begun: all of it
            return limit
        return round(max(0.0, self._deadline - asyncio.get_running_loop().time()), 1)

    def _seats_message(self) -> dict[str, Any]:
        return {
            "type": "seats",
            "players": [seat.name for seat in self.seats],
            "connected": [seat.connection is not None for seat in self.seats],
            "seats": self.settings.seats,
            # the seats away whose person the host's bot plays until they join again
            "bot_plays": sorted(self.stand_ins),
        }

    def _broadcast(self, message: dict[str, Any]) -> None:
        line = p.encode(message)
        for seat in self.seats:
            if seat.connection is not None:
                seat.connection.send_line(line)

    # -- playing -------------------------------------------------------------------
    def _refuse(self, connection: Connection, code: str, reason: str) -> None:
        connection.send({"type": "refused", "code": code, "reason": reason})

    def _choose(self, connection: Connection, message: dict[str, Any]) -> None:
        seat = connection.seat
        game = self.game
        if seat is None:
            self._refuse(connection, p.NOT_SEATED, "say hello with the room code first")
        elif message.get("seat", seat) != seat:
            self._refuse(connection, p.NOT_YOUR_SEAT, "a seat chooses only for itself")
        elif game is None or game.match.card is None:
            self._refuse(connection, p.NO_CARD, "no card is on the table")
        elif message["turn"] != game.turn:  # a stale choice: the bot plays on for its seat
            self._refuse(connection, p.WRONG_TURN, f"the card on the table is turn {game.turn}")
        else:
            if seat in self.stand_ins and game.answers_card(seat, message["choice"]):
                self._back(seat)  # its person is back: the card on the table, answered
            turn = game.turn
            try:
                text = game.choose_text(seat, message["choice"])
            except Refused as error:
                self._refuse(connection, error.code, error.reason)
                return
            self._taken(seat, connection, {"type": "accepted", "turn": turn, "choice": text})

    def _taken(
        self, seat: int, connection: Connection | None, answer: dict[str, Any] | None
    ) -> None:
        """A choice taken: saved with those that arrive with it, then acknowledged."""
        self._dirty = True
        if not self._unsaved:
            asyncio.get_running_loop().call_soon(self._commit)
        self._unsaved.append((seat, connection, answer))

    def _commit(self) -> None:
        """Save the choices taken since the last commit, then tell: ``accepted`` to each
        seat, one ``chosen`` naming them all to everyone. A host killed before the
        write has acknowledged none of them; after it, none is lost."""
        assert self.game is not None
        taken, self._unsaved = self._unsaved, []
        if not taken:
            return
        self.save_now()
        for _, connection, answer in taken:
            if connection is not None and answer is not None:
                connection.send(answer)
        seats = sorted(seat for seat, _, _ in taken)
        self._broadcast({"type": "chosen", "turn": self.game.turn, "seats": seats})
        for seat in seats:
            self._event("chosen", seat=seat, turn=self.game.turn)
        self._choice_made.set()

    def _card_message(self, game: HostedGame, card: Card) -> dict[str, Any]:
        waiting = game.waiting()
        return {
            "type": "card",
            "turn": game.turn,
            "card": card.code,
            "discards": list(game.match.deck.discards),
            # seats with no legal choice pass (every seat: the turn settled at the flip)
            "chosen": [seat for seat in range(len(self.seats)) if seat not in waiting],
            "turn_time": self.settings.turn_time,
        }

    def _legal(self, game: HostedGame, seat: int) -> list[str]:
        """What ``seat`` may choose for the card on the table, as the record writes it
        (its sheet as the turn began; empty: it passes): a client needs neither the map
        nor the rules to make a legal choice."""
        return [choice.text(game.board) or "" for choice in game.match.legal_choices(seat)]

    def _send_card(self, game: HostedGame, card: Card) -> None:
        """The card flipped, to each seat with its own legal choices."""
        common = self._card_message(game, card)
        for number, seat in enumerate(self.seats):
            if seat.connection is not None:
                seat.connection.send(common | {"legal": self._legal(game, number)})

    async def play(self) -> dict[str, Any]:
        """Wait for every seat, play the game to its end; the table's record."""
        await self._seated.wait()
        if self.game is None:
            s = self.settings
            names = [seat.name for seat in self.seats]
            self.game = HostedGame(Match.new(s.board, tuple(names), s.deck, s.seed))
            self.started = datetime.now()
            self.save_now()
            self._broadcast({"type": "start", "players": names})
            if self.settings.bot_for_absent:
                self.stand_in_for_away()  # a seat that left before the first card
        else:  # opened again: every seat's connection went with the host's
            loop = asyncio.get_running_loop()
            loop.call_later(self.settings.idle_time, self._away_since_the_restart)
        game = self.game
        self._event("started", players=len(self.seats), turn=len(game.match.history) + 1)
        while True:
            if len(game.match.history) > self._sent:  # settled, not yet sent
                self._resolve()
                continue
            if game.phase is Phase.OVER:
                break
            if game.match.card is None:
                card = game.flip()
                self._dirty = True
                self.bots.clear()
                self._event("card", turn=game.turn, card=card)
                self._send_card(game, card)
            await self._all_choose()
        self._broadcast({"type": "over", "seed": self.settings.seed, "deck": self.settings.deck.id})
        self._event("over")
        await self._drain()
        fields = game.record_fields()
        if self.history:
            await self._keep_in_history(fields)
        return fields

    async def _keep_in_history(self, fields: dict[str, Any]) -> None:
        """The game in the host's history (told as ``kept``, or ``unkept`` and why)."""
        started = self.started or datetime.now()
        try:
            path = await asyncio.to_thread(keep_in_history, fields, self.own_seats, started)
        except (OSError, ValueError) as error:
            reason = os_reason(error) if isinstance(error, OSError) else str(error)
            self._event("unkept", reason=reason)
        else:
            self._event("kept", path=str(path))

    async def _all_choose(self) -> None:
        """Until every seat has chosen; a seat that has not, when the time and the
        grace have run out, gets the host's bot (if the table says so)."""
        assert self.game is not None
        limit = self.settings.turn_time
        loop = asyncio.get_running_loop()
        self._deadline = None if limit is None else loop.time() + limit
        self._time_up, self._late = False, []
        graced = False
        while self.game.waiting() or self._unsaved:
            for seat in self.game.waiting():
                # a seat away at once; one still joined (silent) once its time is up
                away = self.seats[seat].connection is None and seat not in self._silent
                if seat in self.stand_ins and (away or self._time_up):
                    self._bot_chooses(seat, stand_in=True)
            self._choice_made.clear()
            wait = None if self._deadline is None else max(0.0, self._deadline - loop.time())
            try:
                async with asyncio.timeout(wait):
                    await self._choice_made.wait()
                continue
            except TimeoutError:
                pass
            late = list(self.game.waiting())
            self._deadline = None
            if not self.settings.bot_after_grace or limit is None:
                self._time_up = True  # the table waits, and says on whom (not its bot's)
                self.overdue = [seat for seat in late if seat not in self.stand_ins]
                self._event("time-up", turn=self.game.turn, seats=self.overdue)
                if self.settings.bot_for_absent and self.overdue:
                    self.stand_in_for_overdue()
            elif not graced:
                graced, self._late = True, late
                self._deadline = loop.time() + limit
                self._broadcast({"type": "late", "turn": self.game.turn, "seats": late})
                self._event("late", turn=self.game.turn, seats=late, grace=limit)
            else:  # every seat has chosen now: wait for their commit
                self._time_up = True
                for seat in late:
                    self._bot_chooses(seat)
        self._deadline, self._time_up, self._late, self.overdue = None, False, [], []

    def _bot_chooses(self, seat: int, stand_in: bool = False) -> None:
        """The host's bot chooses for ``seat``: late (its time and the grace ran out), or
        standing in for a person away (``stand_in``)."""
        assert self.game is not None
        self.game.bot_chooses(seat, self._fill_in)
        self.bots.add(seat)
        self._taken(seat, None, None)
        self._event("bot", seat=seat, turn=self.game.turn, stand_in=stand_in)

    def stand_in_for_away(self) -> list[int]:
        """The host's bot plays every seat whose person is away (its connection lost),
        from the card on the table on, until they join again: a table no longer waits
        for a player who left. The seats it stands in for; call on the loop's thread."""
        return self._stand_in([n for n, seat in enumerate(self.seats) if seat.connection is None])

    def _away_since_the_restart(self) -> None:
        """A seat not back at a table opened again within the idle time is away, as one
        whose connection fell silent that long: with bot_for_absent, the host's bot plays
        it (a seat whose person never comes back no longer holds the table for ever)."""
        if self.settings.bot_for_absent:
            self.stand_in_for_away()

    def stand_in_for_overdue(self) -> list[int]:
        """The host's bot plays every seat the table waits on once its time is up (a
        person still joined but silent: away from the keyboard), on the card on the table
        and, on each card after, once its time is up, until they choose in time or join
        again. The seats it stands in for; call on the loop's thread."""
        waiting = self.game.waiting() if self.game is not None else ()
        return self._stand_in([seat for seat in self.overdue if seat in waiting])

    def _stand_in(self, seats: list[int]) -> list[int]:
        seats = [seat for seat in seats if seat not in self.stand_ins]  # each told once
        if not seats or self.game is None or self.game.phase is Phase.OVER or self._closing:
            return []  # no game to play for them (a closing table's seats all go)
        self.stand_ins.update(seats)
        self.save_now()  # a host killed now stands in for them again when it opens
        self._broadcast(self._seats_message())  # every seat names them as the host does
        self._event("stood-in", seats=seats)  # the host's window: these seats, not its guess
        self._choice_made.set()  # the card waiting for them is played now
        return seats

    def _back(self, seat: int) -> None:
        """The person of a seat the host's bot played chose again: they play it again (on
        this card, unless the bot chose first)."""
        self.stand_ins.discard(seat)
        self.save_now()
        self._broadcast(self._seats_message())
        self._event("back", seat=seat, name=self.seats[seat].name)

    def _resolve(self) -> None:
        """Send the turn that settled (saved first: a turn sent is a turn kept)."""
        assert self.game is not None
        result = self.game.settled
        assert result is not None
        if self._dirty:  # a turn every seat passed (else the last choice's commit saved it)
            self.save_now()
        self._sent = len(self.game.match.history)
        board = self.settings.board
        turn = self.game.record_fields()["turns"][-1]
        self._broadcast(
            {
                "type": "turn",
                "turn": self.game.turn,
                "card": turn["card"],
                "choices": turn["choices"],
                "bots": sorted(self.bots),
                "completed": awards(result, board),
                "totals": [score(board, sheet).total for sheet in result.game.sheets],
            }
        )
        self._event("turn", turn=self.game.turn)

    async def _drain(self) -> None:
        """Let the last messages reach every peer that reads (a short while at most)."""
        for connection in self._connections:
            connection.flush()
        writers = [c.writer for c in self._connections if not c.closed]
        with contextlib.suppress(Exception):
            async with asyncio.timeout(2):
                await asyncio.gather(*(w.drain() for w in writers), return_exceptions=True)
