"""The table's wire format: one JSON object per line over TCP (docs/protocol.md).

Every message is a JSON object on one line of UTF-8 ending in ``\\n``, with a
``type``. What a client may send is checked here field by field (:func:`read_client`):
anything else is a :class:`Malformed` message, which closes that connection. What the
host sends is read by :func:`read_host`, which checks only what a client relies on.
The limits below are the protocol's; docs/protocol.md states the same numbers.
"""

from __future__ import annotations

import ipaddress
import json
import re
import unicodedata
from collections.abc import Callable, Iterable
from typing import Any

from metrox_desktop.engine.record_limits import (
    CARD_MOST,
    DECK_MOST,
    MAP_MOST,
    PLAYERS_MOST,
    SEED_MOST,
)
from metrox_desktop.pasted import after_label, trimmed, without_invisibles
from metrox_desktop.seats import NAME_MAX
from metrox_desktop.seats import name_problem as seat_name_problem

PROTOCOL = 3  # the version a hello and a welcome carry (docs/protocol.md: what changed)
# The versions of the clients a host seats: version 3 only adds what a client of 2 ignores.
SEATED_PROTOCOLS = frozenset({2, 3})

# Sizes, in bytes of one line with its newline.
CLIENT_LINE_MOST = 4096  # a client's message: a hello or a choice is far smaller
HOST_LINE_MOST = 4 * 1024 * 1024  # a welcome carries the game so far (99 seats, ~40 turns)

# A connection may send this many messages a second on average, and this many at once.
RATE_PER_SECOND = 20.0
RATE_BURST = 40.0
# The shortest idle time a host may give: a seat pings every third of it, and more
# often than the rate above is flooding (and a seat's loop may be busy that long).
IDLE_LEAST = 0.5

NAME_MOST = NAME_MAX  # characters of a seat's name: as at one screen, a rematch seats it
ROOM_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"  # no 0/O, 1/I: read out over a call
ROOM_LENGTH = 6
_ROOM = re.compile(r"[0-9A-Z]{4,12}")
_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")
_CHOICE = re.compile(r"[A-Za-z][0-9]{0,3}")

# Why the host refused a hello (followed by closing the connection).
WRONG_ROOM = "wrong-room"
OLD_PROTOCOL = "protocol"
BAD_NAME = "bad-name"
NAME_TAKEN = "name-taken"
TABLE_FULL = "table-full"
UNKNOWN_TOKEN = "unknown-token"
# Why the host closed a connection that broke the protocol.
MALFORMED = "malformed"
TOO_LARGE = "too-large"
FLOODING = "flooding"
TIMEOUT = "timeout"
REPLACED = "replaced"  # the seat joined again on another connection
CLOSED = "closed"  # the host closed the table before its end (it may open it again)
# Why a choice was refused (the connection stays open; nothing changes).
NOT_SEATED = "not-seated"
NOT_YOUR_SEAT = "not-your-seat"
NO_CARD = "no-card"
WRONG_TURN = "wrong-turn"
ALREADY_CHOSEN = "already-chosen"
UNKNOWN_CHOICE = "unknown-choice"
ILLEGAL = "illegal"
ALREADY_SEATED = "already-seated"


# A host that listens on every address of its computer, IPv4 and IPv6 alike, on one port
# (net/host.py): ``*``, or any of the wildcards a person may write for it.
EVERY_ADDRESS = "*"
LOOPBACK = "127.0.0.1"  # this computer: where a host's own window and bots join it
_WILDCARDS = frozenset({EVERY_ADDRESS, "", "0.0.0.0", "::"})


def every_address(host: str) -> bool:
    """Whether a host listening on ``host`` listens on every address (IPv4 and IPv6)."""
    return host in _WILDCARDS


def address_text(host: str, port: int) -> str:
    """``HOST:PORT``, an IPv6 address in brackets (``[::1]:PORT``): what
    :func:`split_address` reads."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def split_address(text: str) -> tuple[str, int] | None:
    """``HOST:PORT`` (``[::1]:PORT`` for an IPv6 address) as a host and a port; None
    if it is not one. An IPv6 address without brackets is an address alone (RFC 5952,
    section 6): ``fe80::1`` is no host ``fe80:`` on port 1, and ``2001:db8::5:4730``
    no host ``2001:db8::5`` on port 4730 (its last group is a part of the address)."""
    host, colon, port = text.strip().rpartition(":")
    bracketed = host.startswith("[") and host.endswith("]")
    host = host[1:-1] if bracketed else host
    if not colon or not host or not port.isdigit() or not 0 <= int(port) <= 65535:
        return None
    if ":" in host and not (bracketed and _ipv6(host)):
        return None
    return host, int(port)


def kept_address(text: str) -> str:
    """A seat's address as its data folder kept it (``HOST:PORT``) in the form
    :func:`split_address` reads: a seat kept by an earlier version wrote an IPv6 host
    without brackets (``::1:47301``), which now reads as an address alone."""
    host, colon, port = text.rpartition(":")
    if colon and port.isdigit() and int(port) <= 65535 and _ipv6(host):
        return address_text(host, int(port))
    return text


def _ipv6(text: str) -> bool:
    try:
        ipaddress.IPv6Address(text)
    except ValueError:
        return False
    return True


# A word of pasted text that may be an address, once the marks around it are gone: a
# scheme before it (tcp://), a slash after it, a sentence's punctuation and quotes.
_SCHEME = re.compile(r"^[a-z][a-z0-9+.-]*://", re.IGNORECASE)
_AROUND_ADDRESS = "\"'`<>(){},;.!?/|*_~"
_HOST = re.compile(r"[A-Za-z0-9._%:-]+")


def typed_address(text: str, default_port: int | None = None) -> tuple[str, int] | None:
    """An address as a player gives it, read as :func:`split_address` reads one: wide
    digits and colon from an input method made narrow (NFKC), and found among the words
    copied with it from the host's screen ("at 127.0.0.1:47301", in any language), the
    host command's line ("room CODE at HOST:PORT") or a chat (a scheme, quotes or a full
    stop around it). A host alone takes ``default_port`` (None: it is no address). None
    if the text holds no address: never a host name made of the words around one; nor
    port 0, which a host is told to mean any free port, and no table listens on."""
    seen = without_invisibles(unicodedata.normalize("NFKC", text))
    words = [_address_word(word) for word in seen.split()]
    for word in words:
        address = split_address(word)
        if address is not None and address[1] > 0 and _HOST.fullmatch(address[0]):
            return address
    if default_port is None:
        return None
    if len(words) == 1 and _HOST.fullmatch(words[0]) and ":" not in words[0]:
        return words[0], default_port
    if len(words) == 1 and _ipv6(ipv6 := words[0].removeprefix("[").removesuffix("]")):
        return ipv6, default_port  # an IPv6 address alone (``ip addr`` shows it so)
    return None


def _address_word(word: str) -> str:
    inner = _SCHEME.sub("", trimmed(word, _marks))
    return trimmed(inner, _marks) or word


def _marks(char: str) -> bool:
    """Punctuation, and the emoji or other symbols a chat message puts against an
    address ("127.0.0.1:47301🎉")."""
    return char in _AROUND_ADDRESS or unicodedata.category(char) in ("So", "Sk", "Sm")


def reader_limit(line_most: int) -> int:
    """The ``limit`` of an asyncio stream that reads lines of at most ``line_most`` bytes
    with their newline: asyncio takes a line whose newline is at index ``limit``."""
    return line_most - 1


class Malformed(ValueError):
    """A line that is not a message this side accepts; its text says what is wrong."""


def encode(message: dict[str, Any]) -> bytes:
    """One message as the line that carries it."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"


def _object(line: bytes) -> dict[str, Any]:
    try:
        data = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise Malformed("not a line of UTF-8 JSON") from None
    except RecursionError:  # a short line can nest deeper than the parser goes: "[[[[..."
        raise Malformed("JSON nested too deep") from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise Malformed("not a JSON object with a type")
    return data


def _only(data: dict[str, Any], *allowed: str) -> None:
    extra = set(data) - {"type", *allowed}
    if extra:
        raise Malformed(f"{data['type']} has no field {sorted(extra)[0]!r}")


def _whole(data: dict[str, Any], field: str, low: int, high: int, optional: bool = False) -> None:
    value = data.get(field)
    if optional and value is None:
        return
    # bool is an int to Python, but true is not a turn number
    if type(value) is not int or not low <= value <= high:
        raise Malformed(f"{data['type']}.{field} must be a whole number {low}-{high}")


def _text(data: dict[str, Any], field: str, pattern: re.Pattern[str], optional: bool) -> None:
    value = data.get(field)
    if optional and value is None:
        return
    if not isinstance(value, str) or not pattern.fullmatch(value):
        raise Malformed(f"{data['type']}.{field} is not valid")


def read_client(line: bytes) -> dict[str, Any]:
    """A client's message (hello, choose, ping), checked; raises Malformed."""
    data = _object(line)
    kind = data["type"]
    if kind == "hello":
        _only(data, "protocol", "room", "name", "token")
        _whole(data, "protocol", 1, 1_000_000)
        _text(data, "room", re.compile(r"[^\x00]{1,64}"), optional=False)
        name = data.get("name")
        if not isinstance(name, str) or not 1 <= len(name) <= 4 * NAME_MOST:
            raise Malformed(f"hello.name must be text of 1-{4 * NAME_MOST} characters")
        _text(data, "token", _TOKEN, optional=True)
    elif kind == "choose":
        _only(data, "turn", "choice", "seat")
        _whole(data, "turn", 1, 100_000)
        _text(data, "choice", _CHOICE, optional=False)
        _whole(data, "seat", 0, 1_000, optional=True)
    elif kind == "ping":
        _only(data)
    else:
        raise Malformed(f"no message of type {kind[:20]!r}")
    return data


def read_host(line: bytes) -> dict[str, Any]:
    """A host's message; raises Malformed when it is not a JSON object with a type."""
    return _object(line)


# What a client relies on in each message a host sends, field by field: a message of
# a type the client does not know, and a field it does not know, pass (a later version
# may add some). A seat is one of a record's players, a table's seats as many.
_SHORT = re.compile(rf"[^\x00]{{1,{min(MAP_MOST, DECK_MOST, SEED_MOST)}}}")  # a map, deck, deal
_WORDS = re.compile(r".*", re.DOTALL)  # words for a person reading a log
_CARD = re.compile(rf"[a-z0-9-]{{1,{CARD_MOST}}}")  # a card's code as a record writes it


def _list_of(data: dict[str, Any], field: str, kind: type | tuple[type, ...]) -> None:
    value = data.get(field)
    if not isinstance(value, list) or not all(_is(item, kind) for item in value):
        raise Malformed(f"{data['type']}.{field} is not a list of the host's protocol")


def _is(value: object, kind: type | tuple[type, ...]) -> bool:
    if isinstance(value, bool):  # bool is an int to Python, but true is not a seat
        return kind is bool or (isinstance(kind, tuple) and bool in kind)
    return isinstance(value, kind)


def _seconds(data: dict[str, Any], field: str) -> None:
    """A time in seconds, or null (no time)."""
    value = data.get(field)
    if value is not None and not (_is(value, (int, float)) and 0 <= value < 1e9):
        raise Malformed(f"{data['type']}.{field} is not a number of seconds")


def _card(data: dict[str, Any]) -> None:
    _whole(data, "turn", 1, 100_000)
    _text(data, "card", _CARD, optional=False)
    _list_of(data, "discards", int)
    _list_of(data, "chosen", int)
    _seconds(data, "turn_time")
    _seconds(data, "time_left")
    for field, kind in (("late", int), ("legal", str)):
        if data.get(field) is not None:
            _list_of(data, field, kind)


def _welcome(data: dict[str, Any]) -> None:
    _whole(data, "seat", 0, PLAYERS_MOST - 1)
    for field in ("map", "deck"):
        _text(data, field, _SHORT, optional=False)
    _text(data, "token", _TOKEN, optional=True)
    _list_of(data, "players", str)
    if not isinstance(data.get("started"), bool):
        raise Malformed("welcome.started is not true or false")
    _list_of(data, "turns", dict)
    for turn in data["turns"]:
        _turn_fields({**turn, "type": "welcome turn"})
    if data.get("card") is not None:
        if not isinstance(data["card"], dict):
            raise Malformed("welcome.card is not a card")
        _card({**data["card"], "type": "welcome card"})
    _text(data, "mine", _CHOICE, optional=True)
    _seconds(data, "turn_time")
    value = data.get("idle_time")
    if value is not None and not (_is(value, (int, float)) and 0 < value < 1e9):
        raise Malformed("welcome.idle_time is not a number of seconds")


def _turn_fields(data: dict[str, Any]) -> None:
    _text(data, "card", _CARD, optional=False)
    _list_of(data, "choices", (str, type(None)))


def _seats(data: dict[str, Any]) -> None:
    _list_of(data, "players", str)
    _list_of(data, "connected", bool)
    _whole(data, "seats", 1, PLAYERS_MOST)
    if data.get("bot_plays") is not None:
        _list_of(data, "bot_plays", int)


def _players(data: dict[str, Any]) -> None:
    _list_of(data, "players", str)


def _seats_of_a_turn(data: dict[str, Any]) -> None:  # chosen, late
    _whole(data, "turn", 1, 100_000)
    _list_of(data, "seats", int)


def _accepted(data: dict[str, Any]) -> None:
    _whole(data, "turn", 1, 100_000)


def _resolved(data: dict[str, Any]) -> None:
    _whole(data, "turn", 1, 100_000)
    _turn_fields(data)
    _list_of(data, "bots", int)
    _list_of(data, "completed", dict)


def _refused(data: dict[str, Any]) -> None:
    _text(data, "code", _SHORT, optional=False)
    _text(data, "reason", _WORDS, optional=False)


def _over(data: dict[str, Any]) -> None:
    _text(data, "seed", _SHORT, optional=False)
    _text(data, "deck", _SHORT, optional=False)


_HOST_FIELDS: dict[str, Callable[[dict[str, Any]], None]] = {
    "welcome": _welcome,
    "card": _card,
    "seats": _seats,
    "start": _players,
    "chosen": _seats_of_a_turn,
    "late": _seats_of_a_turn,
    "accepted": _accepted,
    "refused": _refused,
    "turn": _resolved,
    "over": _over,
}


def check_host(message: dict[str, Any]) -> None:
    """The fields a client relies on in a host's message (:func:`read_host`'s), each as
    docs/protocol.md says; raises Malformed naming the first that is not. A type and
    a field a client does not know pass."""
    check = _HOST_FIELDS.get(message["type"])
    if check is not None:
        check(message)


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a seat's name (None: it can): a name a game at one screen
    takes too (``seat_name_problem``), for a table's game is played again here (Play
    again seats bots for the others) and its seats are remembered for the next game."""
    if not name.strip() or name != name.strip():
        return "a name is some text without spaces around it"
    return seat_name_problem(name)


def room_problem(room: str) -> str | None:
    """Why ``room`` cannot be a room code (None: it can)."""
    if not _ROOM.fullmatch(room):
        return "a room code is 4 to 12 letters and digits"
    return None


def canonical_room(room: str) -> str:
    """A room code as typed, read as the host reads it: upper case, no spaces around."""
    return room.strip().upper()


def typed_room(text: str) -> str:
    """A room code as a player gives it, read as :func:`canonical_room` reads one: wide
    letters from an input method made narrow (NFKC), found among the words copied with
    it ("Room ABC234" from the host's screen, in any language; the host command's line),
    or typed in groups ("ABC 234", "ABC-234"). When the text holds none, the text as
    :func:`canonical_room` reads it, for :func:`room_problem` to refuse."""
    words: list[str] = re.findall(r"[0-9A-Z]+", unicodedata.normalize("NFKC", text).upper())
    codes = [word for word in words if _ROOM.fullmatch(word)]
    if len(codes) > 1:  # the label's own word ("Room"), then codes a host never makes
        codes = [code for code in codes if code != "ROOM"] or codes
    if len(codes) > 1:
        codes = [code for code in codes if _host_made(code)] or codes
    if len(codes) == 1:
        return codes[0]
    joined = "".join(words)
    if not codes and _ROOM.fullmatch(joined):
        return joined
    return canonical_room(text)


def room_after_label(text: str, labels: Iterable[str]) -> str | None:
    """The room code that follows one of ``labels`` (the word "room", in the app's
    languages) in text copied from a host: the host command's line ("room FRIDAY at
    HOST:PORT"), the host's window's two lines ("Room ABC234" above the address); None
    when no label is followed by a code."""
    found = after_label(without_invisibles(text), labels, r"[0-9A-Za-z]+(?![0-9A-Za-z])")
    room = canonical_room(found or "")
    return room if room_problem(room) is None else None


def _host_made(code: str) -> bool:
    """A code as a host draws one (``new_room_code``) when it is given none."""
    return len(code) == ROOM_LENGTH and all(c in ROOM_ALPHABET for c in code)
