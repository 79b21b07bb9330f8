"""Finding open tables on the local network: a host's UDP beacon and a listener.

A convenience, never a requirement: the address and the room code always work. While
a table has open seats, its host sends an announcement (one small JSON datagram,
docs/protocol.md) about every second to a destination it is given: a window's host
passes :data:`LAN` (the local network's broadcast address), a test or the ``host``
command's ``--announce 127.0.0.1:PORT`` one address. There is no default: nothing
here sends a packet anywhere the caller did not name. An announcement says where to
join (the port; the address is the one it came from), the map, the seats taken and
open, and a label; never the room code, which a player still types.

A :class:`TableListener` binds a UDP port (:data:`BEACON_PORT` by default), keeps the
tables heard from in the last few seconds, and tells ``on_change(tables)`` on its
asyncio loop's thread when the list changes; a window may instead poll
:meth:`TableListener.tables` from any thread. A datagram that is not an announcement
is dropped; the list keeps at most :data:`TABLES_MOST` tables.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import secrets
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from metrox_desktop.net import protocol as p

if TYPE_CHECKING:
    from metrox_desktop.net.host import TableHost

BEACON_PORT = 47302  # the port a listener binds, and announcements go to
LAN = ("255.255.255.255", BEACON_PORT)  # every computer of the local network (a window's)
EVERY = 1.0  # seconds between two announcements of a table
FORGET_AFTER = 3.5 * EVERY  # seconds without an announcement before a table goes
ANNOUNCEMENT_MOST = 1024  # bytes of one announcement
TABLES_MOST = 64  # tables a listener keeps at once
KIND = "metrox-table"
_ID = re.compile(r"[A-Za-z0-9_-]{8,32}")
_LABEL = re.compile(r"[^\x00-\x1f\x7f]{1,64}")
_MAP = re.compile(r"[a-z0-9_-]{1,32}")

Describe = Callable[[], "dict[str, Any] | None"]


@dataclass(frozen=True)
class OpenTable:
    """A table heard from: where to join it (the room code is still the player's to
    type), its map, its seats, and who announces it."""

    address: str  # HOST:PORT, as join and Join a table take it
    label: str  # what the host calls itself (its computer's name)
    map: str
    seats: int  # seats at the table
    joined: int  # seats taken
    key: str  # the announcing table's own random id (not its room code)
    heard: float  # time.monotonic() of its last announcement


def announcement(host: TableHost, key: str, label: str) -> dict[str, Any] | None:
    """What ``host`` announces while it has open seats (None: nothing to announce)."""
    settings = host.settings
    port = host.address.rpartition(":")[2]
    if host.game is not None or len(host.seats) >= settings.seats or not port.isdigit():
        return None
    return {
        "type": KIND,
        "protocol": p.PROTOCOL,
        "id": key,
        "label": label[:64],
        "map": settings.board.map_id,
        "seats": settings.seats,
        "joined": len(host.seats),
        "port": int(port),
    }


def read_announcement(data: bytes, sender: str) -> OpenTable:
    """The table an announcement from ``sender`` (an IP address) tells; raises
    Malformed for anything else."""
    if len(data) > ANNOUNCEMENT_MOST:
        raise p.Malformed("an announcement is at most 1024 bytes")
    message = p.read_host(data)
    if message["type"] != KIND or message.get("protocol") not in p.SEATED_PROTOCOLS:
        raise p.Malformed("not an announcement of this protocol")
    numbers = {"seats": (1, 99), "joined": (0, 99), "port": (1, 65535)}
    for field, (low, high) in numbers.items():
        value = message.get(field)
        if type(value) is not int or not low <= value <= high:
            raise p.Malformed(f"an announcement's {field} is a whole number {low}-{high}")
    seats, joined, port = message["seats"], message["joined"], message["port"]
    texts = [("id", _ID), ("label", _LABEL), ("map", _MAP)]
    if any(not isinstance(message.get(f), str) or not r.fullmatch(message[f]) for f, r in texts):
        raise p.Malformed("an announcement's id, label and map are short texts")
    return OpenTable(
        address=p.address_text(sender, port),
        label=message["label"],
        map=message["map"],
        seats=seats,
        joined=joined,
        key=message["id"],
        heard=time.monotonic(),
    )


class Beacon:
    """Sends ``describe()`` to ``destination`` every ``every`` seconds while it gives an
    announcement. ``destination`` has no default: :data:`LAN` in a window, one
    address (127.0.0.1 in the tests) elsewhere."""

    def __init__(
        self, describe: Describe, destination: tuple[str, int], every: float = EVERY
    ) -> None:
        self.describe = describe
        self.destination = destination
        self.every = every

    @classmethod
    def of(cls, host: TableHost, destination: tuple[str, int]) -> Beacon:
        """The beacon of ``host``'s table, labelled with this computer's name."""
        key = secrets.token_urlsafe(12)
        name = socket.gethostname() or "MetroX"
        return cls(lambda: announcement(host, key, name), destination)

    async def run(self) -> None:
        """Announce until cancelled (a send that fails is tried again next time)."""
        loop = asyncio.get_running_loop()
        family = socket.AF_INET6 if ":" in self.destination[0] else socket.AF_INET
        with socket.socket(family, socket.SOCK_DGRAM) as sock:
            sock.setblocking(False)
            if self.destination == LAN:  # allowed to reach every computer (asked for)
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
            while True:
                message = self.describe()
                if message is not None:
                    with contextlib.suppress(OSError):  # no network now: next time
                        await loop.sock_sendto(sock, p.encode(message), self.destination)
                await asyncio.sleep(self.every)


class TableListener:
    """The tables announced to ``port`` (on ``bind``) in the last few seconds."""

    def __init__(
        self,
        port: int = BEACON_PORT,
        bind: str = "0.0.0.0",
        on_change: Callable[[tuple[OpenTable, ...]], None] | None = None,
        forget_after: float = FORGET_AFTER,
    ) -> None:
        self.port = port
        self.bind = bind
        self.on_change = on_change
        self.forget_after = forget_after
        self._tables: dict[tuple[str, str], OpenTable] = {}
        self._shown: tuple[OpenTable, ...] = ()  # replaced whole: read from any thread
        self._transport: asyncio.DatagramTransport | None = None
        self._sweeper: asyncio.Task[None] | None = None

    def tables(self) -> tuple[OpenTable, ...]:
        """The open tables heard from, by address (safe to call from any thread)."""
        return self._shown

    async def start(self) -> int:
        """Listen; the port it listens on (``port`` 0 picks a free one). Raises OSError."""
        loop = asyncio.get_running_loop()
        self._transport, _ = await loop.create_datagram_endpoint(
            lambda: _Heard(self), local_addr=(self.bind, self.port), reuse_port=True
        )
        self.port = int(self._transport.get_extra_info("sockname")[1])
        self._sweeper = asyncio.create_task(self._sweep())
        return self.port

    def close(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
        if self._transport is not None:
            self._transport.close()

    def heard(self, data: bytes, sender: str) -> None:
        try:
            table = read_announcement(data, sender)
        except p.Malformed:
            return  # not ours, or not well made: dropped
        key = (table.address, table.key)
        if key not in self._tables and len(self._tables) >= TABLES_MOST:
            return
        known = self._tables.get(key)
        self._tables[key] = table
        if known is None or (known.joined, known.label) != (table.joined, table.label):
            self._changed()

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(self.forget_after / 3)
            now = time.monotonic()
            gone = [k for k, t in self._tables.items() if now - t.heard > self.forget_after]
            for key in gone:
                del self._tables[key]
            if gone:
                self._changed()

    def _changed(self) -> None:
        self._shown = tuple(sorted(self._tables.values(), key=lambda t: (t.address, t.key)))
        if self.on_change is not None:
            self.on_change(self._shown)


class _Heard(asyncio.DatagramProtocol):
    def __init__(self, listener: TableListener) -> None:
        self.listener = listener

    def datagram_received(self, data: bytes, addr: tuple[str | Any, int]) -> None:
        self.listener.heard(data, str(addr[0]))
