"""A seat at a table across computers: joins, keeps its own copy, comes back by itself.

A :class:`SeatClient` runs on an asyncio loop (the ``join`` command's, or a window's
loop thread: :mod:`.loop_thread`). It joins with the room code and a name, keeps the
seat token the host gives in the player's data folder (``persistence.tables``), and
joins again with it after a dropped connection, a killed process or a host that
restarted, waiting longer between tries (backoff) up to ``patience`` seconds. It
replays every resolved turn on its own copy of the game (:func:`.game.resolved_turn`),
kept in the data folder after every turn, so the game is the player's even if the
host never comes back (the seats of one process that share a
:class:`.copies.SeatCopies` play and write their copy, the same game, once a turn).
With ``history``, the game goes into the player's history at its end, as a table game
(``persistence.tables.keep_in_history``: this seat as it was played, a person or the
bot's level, the others ``table``), as ``join`` keeps it; a window that keeps the game
itself, and the bots a host's window seats, leave it out.

A bot seat chooses by itself (``bot``); a person's window calls :meth:`choose`. What
happens is told as ``events(kind, details)`` on the loop's thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import Callable
from datetime import datetime
from typing import Any

from metrox_desktop.engine.ai.play import turn_rng
from metrox_desktop.engine.ai.view import PlayerView, Strategy
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, Deck, DeckSpec, builtin_deck_ids, load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.record_limits import PLAYERS_MOST
from metrox_desktop.engine.records import PERSON, name_twice
from metrox_desktop.maps.loader import builtin_map_ids
from metrox_desktop.net import protocol as p
from metrox_desktop.net.copies import KeptSeat, SeatCopies, Written
from metrox_desktop.net.game import awards, table_record
from metrox_desktop.persistence import tables
from metrox_desktop.words import os_reason

Events = Callable[[str, dict[str, Any]], None]

# Refusals after which joining again cannot help.
FINAL = {
    p.WRONG_ROOM,
    p.OLD_PROTOCOL,
    p.BAD_NAME,
    p.NAME_TAKEN,
    p.TABLE_FULL,
    p.UNKNOWN_TOKEN,
    p.REPLACED,
}
BACKOFF_FIRST = 0.2  # seconds before the first try again...
BACKOFF_MOST = 5.0  # ...doubling up to this
SILENT_MOST = 60.0  # seconds without a line from the host before joining again


class JoinRefused(Exception):
    """The host refused this seat for good (a wrong room code, a name taken...)."""

    def __init__(
        self,
        code: str,
        message: str,
        host_protocol: int | None = None,
        seated: str | None = None,
    ) -> None:
        super().__init__(f"{message} ({code})")
        self.code = code
        self.host_protocol = host_protocol  # a host that speaks another version: which
        self.seated = seated  # a name taken: the seat's name as it has it (None: not said)

    @property
    def host_is_older(self) -> bool:
        """A refusal for the version (``protocol``): whether the host's app is the older
        one (a host that does not say its version is one from before it was said)."""
        version = self.host_protocol
        return version is None or version < p.PROTOCOL


class HostGone(Exception):
    """The host did not answer for the whole patience; the copy so far is kept."""


class HostBroke(Exception):
    """The host sent what no host may send (a turn the rules refuse)."""


class SeatClient:
    def __init__(  # noqa: PLR0913 - where the table is, who sits, and how the seat plays
        self,
        host: str,
        port: int,
        room: str,
        name: str,
        bot: Strategy | None = None,
        events: Events | None = None,
        patience: float = 120.0,
        think: float = 0.0,
        history: bool = False,
        join_patience: float | None = None,
        copies: SeatCopies | None = None,
    ) -> None:
        self.host = host
        self.port = port
        self.room = p.canonical_room(room)
        self.name = name
        self.bot = bot
        self.patience = patience
        # seconds to keep trying before the host has ever answered (None: patience): a
        # person who typed an address hears soon that no table is there
        self.join_patience = join_patience
        self.think = think  # seconds a bot waits before it chooses
        self.history = history  # the game goes into the player's history at its end
        self.seat: int | None = None
        self.copy: Match | None = None  # the table's game as this seat played it
        self.card: dict[str, Any] | None = None  # the card message on the table
        self.seed: str | None = None  # told when the game is over
        self._events = events
        self._writer: asyncio.StreamWriter | None = None
        self._choosing: asyncio.Task[None] | None = None
        self._copies = copies or SeatCopies()  # this seat's alone, unless shared
        self._keeping: Written | None = None
        self._unplayed: list[dict[str, Any]] = []  # resolved turns the copy has yet to play
        self._caught_up = asyncio.Event()
        self._caught_up.set()
        self._ping_every = 10.0  # seconds; the welcome says (a third of the idle time)
        kept = tables.read_seat(self.room, name)
        if kept is not None and tables.seat_over(kept):
            kept = None  # a game of this room and name before: this is a new table's seat
        self.token: str | None = None if kept is None else kept.get("token")
        self.started: datetime | None = None  # when this seat saw the game start
        with contextlib.suppress(TypeError, ValueError):  # none kept, or not a date
            self.started = datetime.fromisoformat((kept or {}).get("started") or "")

    @property
    def over(self) -> bool:
        return self.seed is not None

    def _event(self, kind: str, **details: Any) -> None:
        if self._events is not None:
            self._events(kind, details)

    def record_fields(self) -> dict[str, Any]:
        assert self.copy is not None
        return table_record(self.copy, self.seed)

    def _keep(self) -> None:
        """The token and the copy so far, in the player's data folder: written on a
        worker thread, in order, so a slow disk never delays reading the next card."""
        copy, seed, started = self.copy, self.seed, self.started
        fields: dict[str, Any] = {
            "token": self.token,
            "host": p.address_text(self.host, self.port),  # [::1]:PORT: read back as it is
            "bot": None if self.bot is None else self.bot.name,  # a bot's seat: no person's
            "started": None if started is None else started.isoformat("T", "seconds"),
        }
        own = None
        if self.history and seed is not None and copy is not None and self.seat is not None:
            own = {self.seat: self.bot.name if self.bot else PERSON}
        kept = KeptSeat(self.room, self.name, fields, copy, seed, own, started)
        self._keeping = self._copies.keep(kept)
        self._keeping.add_done_callback(self._kept)

    def _kept(self, written: Written) -> None:
        if written.cancelled():
            return  # the loop stopped first (a window closed): nothing to tell
        error = written.result()
        if error is not None:
            reason = os_reason(error) if isinstance(error, OSError) else str(error)
            self._event("unkept", reason=reason)

    # -- connecting ----------------------------------------------------------------
    async def run(self) -> dict[str, Any]:
        """Play the seat to the game's end; the game as this seat saw it (a record with
        its deal). Raises JoinRefused, HostGone or HostBroke."""
        loop = asyncio.get_running_loop()
        backoff = BACKOFF_FIRST
        heard = loop.time()
        while not self.over:
            try:
                async with asyncio.timeout(5):  # never wait_for: see net/loop_thread.py
                    reader, writer = await asyncio.open_connection(
                        self.host, self.port, limit=p.reader_limit(p.HOST_LINE_MOST)
                    )
            except (OSError, TimeoutError):
                patience = self.patience
                if self.seat is None and self.join_patience is not None:  # never answered
                    patience = self.join_patience
                if loop.time() - heard > patience:
                    raise HostGone(f"no answer from {self.host}:{self.port}") from None
                wait = backoff * random.uniform(0.8, 1.2)
                self._event("retrying", wait=wait)
                await asyncio.sleep(wait)
                backoff = min(BACKOFF_MOST, backoff * 2)
                continue
            self._writer = writer
            try:
                if await self._session(reader, writer):
                    backoff = BACKOFF_FIRST
                    heard = loop.time()
            except (OSError, ValueError):
                pass  # the connection broke, or a line was not a message: join again
            finally:
                self._stop_choosing()
                self._writer = None
                writer.close()
            if not self.over:
                self._event("reconnecting")
        if self._keeping is not None:
            await self._keeping
        return self.record_fields()

    def _send(self, message: dict[str, Any]) -> None:
        if self._writer is not None and not self._writer.is_closing():
            self._writer.write(p.encode(message))

    async def _session(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bool:
        """One connection, until it ends; whether the host welcomed this seat."""
        hello = {"type": "hello", "protocol": p.PROTOCOL, "room": self.room, "name": self.name}
        if self.token is not None:
            hello["token"] = self.token
        self._send(hello)
        welcomed = False
        pings: asyncio.Task[None] | None = None
        loop = asyncio.get_running_loop()
        try:
            # One deadline for the session, moved on by every line (a task per line, as
            # wait_for makes, costs more than the line at a table of 99).
            async with asyncio.timeout(SILENT_MOST) as silence:
                while not self.over:
                    line = await reader.readline()
                    silence.reschedule(loop.time() + SILENT_MOST)
                    if not line.endswith(b"\n"):
                        return welcomed
                    welcomed = await self._line(line) or welcomed
                    if welcomed and pings is None:
                        pings = asyncio.create_task(self._ping(self._ping_every))
        except TimeoutError:
            return welcomed
        finally:
            if pings is not None:
                pings.cancel()
        with contextlib.suppress(Exception):
            async with asyncio.timeout(2):
                await writer.drain()
        return welcomed

    async def _line(self, line: bytes) -> bool:
        """Handle one line from the host; whether it was this seat's welcome."""
        message = p.read_host(line)
        welcome = bool(message["type"] == "welcome")
        try:
            p.check_host(message)
            if welcome:
                self._welcome(message)
                self._ping_every = float(message.get("idle_time") or 30) / 3
            else:
                self._handle(message)
            if self._unplayed and message["type"] != "turn":
                await asyncio.sleep(0)  # the other seats on this loop read first
                self._catch_up()
        except p.Malformed as error:  # a message of the protocol's, not as it says
            raise HostBroke(str(error)) from None
        except (KeyError, TypeError, AttributeError) as error:
            raise HostBroke(f"a {message['type']} message without {error}") from None
        return welcome

    async def _ping(self, every: float) -> None:
        while True:
            await asyncio.sleep(every)
            self._send({"type": "ping"})

    # -- what the host says ----------------------------------------------------------
    def _welcome(self, message: dict[str, Any]) -> None:
        self.seat = int(message["seat"])
        if message.get("token"):
            self.token = str(message["token"])
        map_id, deck_id = str(message["map"]), str(message["deck"])
        # Only the app's own maps and decks: a host never makes a client open a file.
        if map_id not in builtin_map_ids() or deck_id not in builtin_deck_ids():
            raise HostBroke(f"the host plays on {map_id!r} with deck {deck_id!r}")
        self._board = Board.load(map_id)
        self._deck = load_deck(deck_id)
        self.copy = None
        self._unplayed.clear()
        self._caught_up.set()
        if message.get("started"):
            self._start(list(message["players"]))
            for turn in message["turns"]:
                self._apply(turn["card"], turn["choices"])
        self._keep()
        self._event(
            "welcome",
            seat=self.seat,
            players=message["players"],
            map=map_id,
            deck=deck_id,
            started=bool(message.get("started")),
            turns=message["turns"],
            mine=message.get("mine"),
        )
        card = message.get("card")
        if card is not None:
            self._card_on_table(card, chose=message.get("mine") is not None, flipped=False)

    def _card_on_table(self, card: dict[str, Any], chose: bool, flipped: bool = True) -> None:
        """A card flipped (or on the table when the seat came back): told on, and this
        seat chooses unless it already has (``chose``: the host kept its choice). The
        card's time (``turn_time``, seconds) and what is left of it (``time_left``: all
        of it for a card flipped now; for a seat that comes back, what its host says,
        None from a host that does not say it), and whether this seat was told late on
        it (``late``: the grace runs)."""
        discards = card["discards"]
        if not _dealt(discards, self._deck) or self._deck.cards[discards[-1]].code != card["card"]:
            raise HostBroke(f"turn {card['turn']}: the card {card['card']} is not the deck's")
        self.card = card
        late = card.get("late")
        self._event(
            "card",
            turn=card["turn"],
            card=card["card"],
            discards=card["discards"],
            chosen=card["chosen"],
            turn_time=card.get("turn_time"),
            time_left=card.get("turn_time") if flipped else card.get("time_left"),
            late=not flipped and isinstance(late, list) and self.seat in late,
        )
        if not chose and self.seat not in card["chosen"]:
            self._start_choosing(card)

    def _start(self, players: list[str]) -> None:
        problem = _players_problem(players, self.seat)
        if problem is not None:
            raise HostBroke(problem)
        self.copy = self._copies.started(self._board, [str(n) for n in players], self._deck)
        if self.started is None:
            self.started = datetime.now()

    def _apply(self, card: str, choices: list[str | None]) -> None:
        assert self.copy is not None
        try:
            self.copy = self._copies.resolved(self.copy, card, choices)
        except ValueError as error:
            raise HostBroke(f"turn {len(self.copy.history) + 1}: {error}") from None

    def _handle(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "error":
            code, words = str(message.get("code")), str(message.get("message"))
            if code in FINAL:
                version, seated = message.get("protocol"), message.get("name")
                raise JoinRefused(
                    code,
                    words,
                    version if isinstance(version, int) else None,
                    seated if isinstance(seated, str) and p.name_problem(seated) is None else None,
                )
            if code == p.CLOSED:
                self._event("closed")  # the host closed the table
            raise OSError(words)  # join again
        if kind == "start":
            self._start(list(message["players"]))
            self._keep()
            self._event("start", players=message["players"])
        elif kind == "card":
            self._card_on_table(message, chose=False)
        elif kind == "turn":
            self._turn(message)
        elif kind == "over":
            self._apply_over(message)
        elif kind == "chosen":  # the seats that chose: one event each
            for seat in message["seats"]:
                self._event("chosen", turn=message["turn"], seat=seat)
        elif kind in ("accepted", "refused", "seats", "late"):
            self._event(kind, **{k: v for k, v in message.items() if k != "type"})

    def _turn(self, message: dict[str, Any]) -> None:
        """A resolved turn, played on the copy once the next card has been read: the
        card shows first (at a table of many seats on one loop, every seat's)."""
        assert self.copy is not None
        self._stop_choosing()
        self.card = None
        if message["turn"] != len(self.copy.history) + len(self._unplayed) + 1:
            return  # a turn this copy has (sent again after a rejoin)
        self._unplayed.append(message)
        self._caught_up.clear()

    def _catch_up(self) -> None:
        """Play the resolved turns the copy has not played yet."""
        while self._unplayed:
            message = self._unplayed.pop(0)
            self._apply(message["card"], message["choices"])
            assert self.copy is not None
            result = self.copy.history[-1]
            if awards(result, self._board) != message.get("completed"):
                raise HostBroke(f"turn {message['turn']}: crowns and diamonds not as the rules say")
            self._keep()
            self._event(
                "turn",
                turn=message["turn"],
                result=result,
                bots=message["bots"],
                card=message["card"],
                choices=message["choices"],
            )
        self._caught_up.set()

    def _apply_over(self, message: dict[str, Any]) -> None:
        self._catch_up()
        self.seed = str(message["seed"])
        self._keep()
        self._event("over", record=self.record_fields())

    # -- choosing --------------------------------------------------------------------
    def choose(self, turn: int, choice: str) -> None:
        """Send this seat's choice for turn ``turn`` (``G``, ``G3``); the host answers
        with ``accepted`` or ``refused`` (events). Call on the loop's thread."""
        self._send({"type": "choose", "turn": turn, "choice": choice})

    def _start_choosing(self, card: dict[str, Any]) -> None:
        self._stop_choosing()
        if self.bot is not None:
            self._choosing = asyncio.create_task(self._bot_chooses(card))

    def _stop_choosing(self) -> None:
        if self._choosing is not None:
            self._choosing.cancel()
            self._choosing = None

    async def _bot_chooses(self, card: dict[str, Any]) -> None:
        assert self.bot is not None and self.copy is not None and self.seat is not None
        if self.think:
            await asyncio.sleep(self.think)
        await self._caught_up.wait()
        face_up = tuple(i for i in card["discards"] if 0 <= i < self._deck.size)
        deck = Deck(self._deck, "", (), face_up, 0)
        view = PlayerView(self.copy.game, self.seat, Card.parse(card["card"]), deck)
        rng = turn_rng(f"{self.room}/{self.name}", int(card["turn"]), self.seat)
        choice = await asyncio.to_thread(self.bot.choose, view, rng)
        text = choice.text(self._board)
        if text is not None:  # a pass: the host passed for the seat at the flip
            self.choose(int(card["turn"]), text)


def _players_problem(names: list[str], seat: int | None) -> str | None:
    """Why ``names`` cannot be the players of a table where this client has ``seat``
    (None: they can): as many as a record holds, each a name the host seats, none
    twice, this seat one of them."""
    if not 1 <= len(names) <= PLAYERS_MOST:
        return f"a table of {len(names)} players"
    strange = next((name for name in names if p.name_problem(name) is not None), None)
    if strange is not None:
        return f"a player named {strange!r}"
    twice = name_twice(names)
    if twice is not None:
        return f"two players named {twice!r}"
    if seat is None or not 0 <= seat < len(names):
        return f"seat {seat} at a table of {len(names)}"
    return None


def _dealt(discards: list[int], deck: DeckSpec) -> bool:
    """Whether ``discards`` can be the face-up cards of ``deck`` (the card just flipped
    last): cards of the deck, each once."""
    return (
        bool(discards)
        and len(set(discards)) == len(discards)
        and all(0 <= i < deck.size for i in discards)
    )
