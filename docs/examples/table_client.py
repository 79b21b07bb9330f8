"""A seat at a MetroX table written from docs/protocol.md alone: Python's standard
library, nothing of MetroX Desktop. It joins a room, chooses the first of the legal
choices the host sends with each card, pings, joins again with its seat token when the
connection breaks (or, given ``--token FILE``, when it is started again after being
stopped), prints each resolved turn and the final totals, and may write the game as a
``metrox-game/1`` record that ``metrox-desktop replay`` reads.

    python table_client.py 127.0.0.1:47301 --room 7KQ2MX --name Ann --record ann.json

Exit status: 0 the game ended, 1 the host refused the seat or never answered, 2 a
mistake in the options.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import sys
import time
from typing import Any

PROTOCOL = 3
LINE_MOST = 4 * 1024 * 1024  # a host's line, with its newline
# Refusals of a hello after which joining again cannot help (docs/protocol.md: Codes).
FINAL = {
    "wrong-room",
    "protocol",
    "bad-name",
    "name-taken",
    "table-full",
    "unknown-token",
    "replaced",
}
BACKOFF_FIRST, BACKOFF_MOST = 0.2, 5.0  # seconds between tries to connect
PATIENCE = 60.0  # seconds of trying before the host counts as gone


class Refused(Exception):
    """The host refused this seat for good."""


class Lost(Exception):
    """The connection broke: join again with the token."""


class Seat:
    """One seat: what the host has told it so far."""

    def __init__(self, host: str, port: int, room: str, name: str, keep: str | None) -> None:
        self.host, self.port, self.room, self.name = host, port, room, name
        self.keep = keep  # the file the seat token is kept in, to join again after a stop
        self.token: str | None = None
        if keep is not None and os.path.exists(keep):
            with open(keep, encoding="utf-8") as file:
                self.token = file.read().strip() or None
        self.seat: int | None = None
        self.map = self.deck = ""
        self.players: list[str] = []
        self.turns: dict[int, dict[str, Any]] = {}  # resolved turns as a record writes them
        self.totals: list[int] = []
        self.seed: str | None = None  # told with "over"
        self.idle_time = 30.0
        self.sock: socket.socket | None = None
        self.buffer = b""
        self.sent = 0.0  # when this seat last sent a message (a ping is due a while after)

    # -- the connection ------------------------------------------------------------------
    def send(self, message: dict[str, Any]) -> None:
        assert self.sock is not None
        line = json.dumps(message, ensure_ascii=False, separators=(",", ":")) + "\n"
        self.sock.sendall(line.encode("utf-8"))
        self.sent = time.monotonic()

    def read(self) -> dict[str, Any]:
        """The host's next message; a ping goes out whenever a third of the idle time
        passes without one sent."""
        assert self.sock is not None
        while b"\n" not in self.buffer:
            self.sock.settimeout(max(0.1, self.sent + self.idle_time / 3 - time.monotonic()))
            try:
                chunk = self.sock.recv(65536)
            except TimeoutError:
                self.send({"type": "ping"})
                continue
            except OSError as error:
                raise Lost(str(error)) from None
            if not chunk:
                raise Lost("the host closed the connection")
            self.buffer += chunk
            if len(self.buffer) > LINE_MOST and b"\n" not in self.buffer:
                raise Lost("a line longer than the protocol allows")
        line, _, self.buffer = self.buffer.partition(b"\n")
        message = json.loads(line)
        if not isinstance(message, dict) or not isinstance(message.get("type"), str):
            raise Lost("a line that is not a message")
        return message

    def play(self) -> None:
        """Join (again, after a broken connection) until the game is over."""
        backoff, heard = BACKOFF_FIRST, time.monotonic()
        while self.seed is None:
            try:
                self.sock = socket.create_connection((self.host, self.port), timeout=5)
                self.buffer = b""
                self.session()
            except (OSError, Lost) as error:
                if time.monotonic() - heard > PATIENCE:
                    raise Refused(f"no answer from the host ({error})") from None
                print(f"connection lost ({error}): joining again", flush=True)
                time.sleep(backoff)
                backoff = min(BACKOFF_MOST, backoff * 2)
                continue
            finally:
                if self.sock is not None:
                    self.sock.close()
                    self.sock = None
            backoff, heard = BACKOFF_FIRST, time.monotonic()

    def session(self) -> None:
        hello: dict[str, Any] = {"type": "hello", "protocol": PROTOCOL, "room": self.room}
        hello["name"] = self.name
        if self.token is not None:
            hello["token"] = self.token
        self.send(hello)
        while self.seed is None:
            self.hear(self.read())

    # -- what the host says ----------------------------------------------------------------
    def hear(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "welcome":
            self.welcome(message)
        elif kind == "start":
            self.players = list(message["players"])
            print(f"the game starts: {', '.join(self.players)}", flush=True)
        elif kind == "card":
            self.card(message, mine=None)
        elif kind == "turn":
            self.resolved(message)
        elif kind == "over":
            self.seed, self.deck = str(message["seed"]), str(message["deck"])
        elif kind == "refused":
            print(f"refused ({message['code']}): {message['reason']}", flush=True)
        elif kind == "error":
            if message["code"] in FINAL:
                raise Refused(f"{message['message']} ({message['code']})")
            raise Lost(f"{message['message']} ({message['code']})")
        # seats, chosen, accepted, late, pong and any type added later: nothing to do

    def welcome(self, message: dict[str, Any]) -> None:
        self.seat, self.token = int(message["seat"]), message.get("token") or self.token
        if self.keep is not None and self.token is not None:
            with open(self.keep, "w", encoding="utf-8") as file:
                file.write(self.token + "\n")
        self.map, self.deck = str(message["map"]), str(message["deck"])
        self.idle_time = float(message["idle_time"])
        self.players = list(message["players"])
        for number, turn in enumerate(message["turns"], start=1):
            self.turns[number] = {"card": turn["card"], "choices": turn["choices"]}
        print(f"seat {self.seat} at room {message['room']} ({self.map})", flush=True)
        if message["card"] is not None:
            self.card(message["card"], mine=message["mine"])

    def card(self, message: dict[str, Any], mine: str | None) -> None:
        """A card on the table: this seat chooses, unless it has (or passes)."""
        legal: list[str] = message["legal"]
        if mine is None and self.seat not in message["chosen"] and legal:
            self.send({"type": "choose", "turn": message["turn"], "choice": legal[0]})

    def resolved(self, message: dict[str, Any]) -> None:
        number = int(message["turn"])
        self.turns[number] = {"card": message["card"], "choices": message["choices"]}
        self.totals = list(message["totals"])
        assert self.seat is not None
        mine = message["choices"][self.seat]
        print(f"turn {number}: card {message['card']}, chose {mine}", flush=True)

    def record(self) -> dict[str, Any]:
        """The game as docs/record-format.md writes it, every seat at another computer."""
        return {
            "format": "metrox-game/1",
            "map": self.map,
            "players": self.players,
            "turns": [self.turns[n] for n in sorted(self.turns)],
            "deck": self.deck,
            "seed": self.seed,
            "seats": ["table"] * len(self.players),
        }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("address", metavar="HOST:PORT")
    parser.add_argument("--room", required=True)
    parser.add_argument("--name", required=True)
    parser.add_argument("--record", metavar="FILE", help="write the game's record to FILE")
    parser.add_argument("--token", metavar="FILE", help="keep the seat token in FILE")
    args = parser.parse_args()
    host, _, port = args.address.rpartition(":")
    bracketed = host.startswith("[") and host.endswith("]")
    if not host or not port.isdigit() or (":" in host and not bracketed):  # ::1:47301 is no port
        parser.error(f"{args.address}: give HOST:PORT (an IPv6 address in brackets: [::1]:47301)")
    host = host[1:-1] if bracketed else host
    seat = Seat(host, int(port), args.room.strip().upper(), args.name, args.token)
    try:
        seat.play()
    except Refused as error:
        print(f"table_client: {error}", file=sys.stderr)
        return 1
    for name, total in zip(seat.players, seat.totals, strict=True):
        print(f"{name}: total {total}", flush=True)
    best = max(seat.totals)
    winners = [name for name, total in zip(seat.players, seat.totals, strict=True) if total == best]
    print(f"won: {', '.join(winners)} with {best}", flush=True)
    if args.record:
        with open(args.record, "w", encoding="utf-8") as file:
            json.dump(seat.record(), file, ensure_ascii=False, indent=1)
            file.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
