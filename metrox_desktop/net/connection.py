"""One peer's connection as the host sees it: sending without waiting, and a rate limit.

The host never waits on a peer: a message is queued on the connection's transport
and the host goes on; a peer that stops reading until its backlog passes
:data:`BACKLOG_MOST` is closed (a slow or stuck reader never holds the table). The
messages a peer is sent while the host handles one event (a resolved turn and the
next card) leave in one write, not one system call each (at 99 seats a turn is a
few hundred messages). A
token bucket lets a peer send :data:`protocol.RATE_PER_SECOND` messages a second on
average; a flood closes that connection alone.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import socket
import time
from typing import Any

from metrox_desktop.net import protocol as p

BACKLOG_MOST = 16 * 1024 * 1024  # bytes queued for a peer that does not read


class Connection:
    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer
        peer = writer.get_extra_info("peername")
        self.address: str = _plain(str(peer[0])) if isinstance(peer, tuple) else "local"
        self.seat: int | None = None
        self._outgoing: list[bytes] = []  # lines waiting for the end of this event
        self._tokens = p.RATE_BURST
        self._checked = time.monotonic()
        sock = writer.get_extra_info("socket")
        if sock is not None:  # the system also notices a peer that vanished
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    @property
    def closed(self) -> bool:
        return self.writer.is_closing()

    def send(self, message: dict[str, Any]) -> None:
        self.send_line(p.encode(message))

    def send_line(self, line: bytes) -> None:
        """Queue one encoded message (a broadcast encodes once for every peer); it
        leaves with the others queued in this turn of the event loop."""
        if self.closed:
            return
        if not self._outgoing:
            asyncio.get_running_loop().call_soon(self.flush)
        self._outgoing.append(line)

    def flush(self) -> None:
        """Hand what is queued to the transport now, in one write."""
        lines, self._outgoing = self._outgoing, []
        if not lines or self.closed:
            return
        self.writer.write(b"".join(lines))
        if self.writer.transport.get_write_buffer_size() > BACKLOG_MOST:
            self.writer.transport.abort()

    def allowed(self) -> bool:
        """Whether one more message now stays within the rate limit."""
        now = time.monotonic()
        self._tokens = min(p.RATE_BURST, self._tokens + (now - self._checked) * p.RATE_PER_SECOND)
        self._checked = now
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True

    def close(self, code: str | None = None, message: str = "", **fields: Any) -> None:
        """Close the connection, first saying why in one error message (with ``fields``
        besides its code and message)."""
        if code is not None:
            self.send({"type": "error", "code": code, "message": message, **fields})
        self.flush()
        if not self.closed:
            self.writer.close()


def _plain(address: str) -> str:
    """A peer's address as it is known: an IPv4 peer of a host listening on every
    address comes as ``::ffff:1.2.3.4``, which is ``1.2.3.4``."""
    with contextlib.suppress(ValueError):
        mapped = ipaddress.IPv6Address(address.partition("%")[0]).ipv4_mapped
        if mapped is not None:
            return str(mapped)
    return address
