"""`metrox-desktop host`: host a table across computers without a window.

Prints ``room CODE at HOST:PORT`` first, waits until every seat has joined (``join``,
or a window's Join a table), plays the game to its end, prints its final ranking (as
``replay`` does) and writes the table's record
(``--record``). Stopped before its end (Ctrl+C, or the system's SIGTERM or SIGHUP: a
logout, ``kill``, its terminal closed), it closes the table as a host's window does,
each seat told so (``closed``: it waits for the table to open again). The table is
saved as it goes: ``host --room CODE`` after a crash, a kill or a stop starts the same
table again (on the address it listened on, unless ``--listen`` says otherwise), and
the seats come back by themselves (the seats its bot played, it plays on for; a table
hosted with ``--bot-for-absent`` keeps it, and its bot stands in for those who go from
then on, by the table's own rule, ``TableSettings.bot_for_absent``, until
``--no-bot-for-absent`` turns it off). A save that fails
(a full disk) is said on standard error; the table's autosave goes at the end only once
the game is kept (in the history, or in ``--record``'s file).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import socket
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from metrox_desktop.commands.options import (
    UsageError,
    address_option,
    builtin_map,
    count_option,
    deal_code_option,
    output_file,
    pasted_deal_option,
    room_option,
    seconds_option,
    shown,
)

# A table seats as many players as its record holds.
from metrox_desktop.engine.record_limits import PLAYERS_MOST

if TYPE_CHECKING:
    from metrox_desktop.net.host import TableHost
    from metrox_desktop.persistence.lock import FolderLock

# Every address, IPv4 and IPv6 (protocol.EVERY_ADDRESS): friends on the network can join.
DEFAULT_LISTEN = "*:47301"
# The system's signals that stop a table as Ctrl+C does (none where it has no such signals).
ENDING = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "host",
        help="host a table across computers (no window): seats join with the room code",
        description=(
            "Host a table: print 'room CODE at HOST:PORT', wait until N seats have joined"
            " (metrox-desktop join), play the game to its end, write its record and exit."
            " A table killed before its end starts again with host --room CODE."
        ),
    )
    parser.add_argument("--map", metavar="M", help="tokyo or osaka (default tokyo)")
    parser.add_argument("--seed", metavar="CODE", help="the deal code (default: a random deal)")
    parser.add_argument(
        "--listen",
        metavar="HOST:PORT",
        help=f"where to take connections (default {DEFAULT_LISTEN}: every address, IPv4 and"
        " IPv6, of this computer; port 0 picks a free one)",
    )
    parser.add_argument("--room", metavar="CODE", help="the room code (default: a new random one)")
    parser.add_argument(
        "--players",
        "--seats",  # as join --seats and Host a table's Seats say it
        metavar="N",
        action=_Spelled,
        help=f"seats, 1-{PLAYERS_MOST} (default 2)",
    )
    parser.add_argument("--record", metavar="FILE", help="write the table's record to FILE")
    parser.add_argument(
        "--turn-time",
        metavar="S",
        help="seconds a turn gives before a seat counts as late (default: no limit)",
    )
    parser.add_argument(
        "--bot-after-grace",
        action="store_true",
        help="a seat still late after one more turn-time gets a bot for that card"
        " (default: the table waits)",
    )
    parser.add_argument(
        "--bot-for-absent",
        action=argparse.BooleanOptionalAction,
        help="the host's bot plays for a seat whose connection is lost, at once, until it"
        " joins again; and, with --turn-time, for a seat still joined but silent when its"
        " time is up, until it chooses in time or joins again (as the host's window's 'A bot"
        " plays for the seats away'). Default: the table waits for them. The table keeps"
        " it: started again with --room CODE, its bot goes on playing for them, and for"
        " a seat not back within the idle time;"
        " --no-bot-for-absent then turns it off (the seats it plays already stay its own"
        " until their person is back)",
    )
    parser.add_argument(
        "--announce",
        metavar="HOST:PORT",
        help="while seats are open, announce the table (never its room code) to HOST:PORT"
        " every second, for Join a table to list it; 'lan': to every computer of the local"
        " network (UDP broadcast, port 47302). Default: no announcement",
    )
    parser.add_argument(
        "--idle-time",
        default="30",
        metavar="S",
        help="seconds a seat's connection may stay silent before it is closed, 0.5 or more"
        " (default 30)",
    )


def _record_file(name: str | None) -> Path | None:
    """The record's file, checked now rather than after a whole game."""
    return None if name is None else output_file(name, "--record")


class _Spelled(argparse.Action):
    """Keeps which of an option's names was typed (``--seats`` or ``--players``), for a
    message about its value to name it as the player wrote it."""

    def __call__(
        self,
        _parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: Any,
        option_string: str | None = None,
    ) -> None:
        setattr(namespace, self.dest, values)
        setattr(namespace, f"{self.dest}_spelled", option_string)


def _seats_option(args: argparse.Namespace) -> str:
    """The name the seats' option was given by (``--players`` when none)."""
    return getattr(args, "players_spelled", None) or "--players"


def run(args: argparse.Namespace) -> int:
    from metrox_desktop.net import protocol
    from metrox_desktop.net.host import new_room_code
    from metrox_desktop.persistence import tables

    seats = _seats_option(args)
    players = count_option(seats, "2" if args.players is None else args.players, PLAYERS_MOST)
    record = _record_file(args.record)
    turn_time = seconds_option(args.turn_time, "--turn-time")
    idle_time = seconds_option(args.idle_time, "--idle-time", least=protocol.IDLE_LEAST) or 30.0
    if args.bot_after_grace and turn_time is None:
        raise UsageError("--bot-after-grace needs --turn-time S: a time to run out")
    room = None if args.room is None else room_option(args.room)
    room = room or new_room_code()
    hosting = _hold(room)  # for the process's life: one host a table
    saved = tables.read_host(room) if args.room is not None else None
    if saved is not None and not saved.get("names"):
        saved = None  # stopped before any seat joined: nothing to start again, a new table
    if saved is not None:
        _as_saved(args, saved, room, turn_time)
    listen = args.listen or (saved or {}).get("listen") or DEFAULT_LISTEN
    address = address_option(listen, "--listen")
    announce = _announce(args.announce)
    told = _Teller()
    host = _table(args, room, players, turn_time, saved, idle_time, told)
    told.table = host
    if args.bot_for_absent is not None:  # else as the table was saved (a new one: off)
        host.settings.bot_for_absent = args.bot_for_absent
    try:
        resumed = None if saved is None else _saved_table(saved)
        return asyncio.run(_serve(host, address, record, announce, told, resumed))
    finally:
        hosting.release()


def _hold(room: str) -> FolderLock:
    """The table's lock, held by this process (tables.hold_table); else one line."""
    from metrox_desktop.persistence import tables

    try:
        return tables.hold_table(room)
    except tables.TableHostedNow as error:
        raise UsageError(f"--room {room}: {error}") from None
    except OSError as error:  # the data folder's, not the room's: a folder of another user
        where = tables.tables_dir() if error.filename is None else error.filename
        reason = error.strerror or error
        raise UsageError(f"the table cannot be kept in {shown(str(where))}: {reason}") from None


def _as_saved(
    args: argparse.Namespace, saved: dict[str, Any], room: str, turn_time: float | None
) -> None:
    """A table saved under ``room`` starts again as it was: an option given for it that
    says otherwise is one line, rather than a table of other seats, map or deal than
    the player asked for (its seats may already be taken)."""
    from metrox_desktop.persistence import tables

    given = {
        _seats_option(args): (
            None
            if args.players is None
            else count_option(_seats_option(args), args.players, PLAYERS_MOST),
            saved.get("seats"),
        ),
        "--map": (builtin_map(args.map), saved.get("map")),
        "--seed": (None if args.seed is None else deal_code_option(args.seed), saved.get("seed")),
        "--turn-time": (turn_time, saved.get("turn_time")),
        "--bot-after-grace": (args.bot_after_grace or None, saved.get("bot_after_grace")),
    }  # not --[no-]bot-for-absent: the host's own choice, not a rule the seats were told
    for option, (asked, kept) in given.items():
        if asked is not None and asked != kept:
            raise UsageError(
                f"{option}: the table of room {room}, saved before its end"
                f" ({_saved_table(saved)}), starts again as it was; leave {option} out to"
                f" play it, or move {shown(str(tables.host_path(room)))} away for a new table"
            )


def _saved_table(saved: dict[str, Any]) -> str:
    """The saved table in a few words (never its deal: the seats learn it at the end)."""
    turns = len((saved.get("record") or {}).get("turns") or ())
    return f"{saved.get('map')}, {saved.get('seats')} seats, {turns} turns played"


def _announce(text: str | None) -> tuple[str, int] | None:
    """Where the beacon goes: one address, the local network ('lan'), or nowhere."""
    from metrox_desktop.net.beacon import LAN

    if text is None:
        return None
    if text.strip().lower() == "lan":
        return LAN
    host, port = address_option(text, "--announce")
    if port == 0:
        raise UsageError(f"--announce {shown(text)}: give the port the listener listens on")
    return host, port


def _table(
    args: argparse.Namespace,
    room: str | None,
    players: int,
    turn_time: float | None,
    saved: dict[str, Any] | None,
    idle_time: float,
    told: _Teller,
) -> TableHost:
    from metrox_desktop.deal import random_seed
    from metrox_desktop.engine.board import Board
    from metrox_desktop.engine.cards import load_deck
    from metrox_desktop.maps.loader import DEFAULT_MAP
    from metrox_desktop.net.host import TableHost, TableSettings, new_room_code
    from metrox_desktop.persistence import tables

    if saved is not None:
        try:
            return TableHost.resumed(
                saved, save=_saver(str(saved["room"])), events=told, idle_time=idle_time
            )
        except (ValueError, KeyError, TypeError, AttributeError):
            raise UsageError(
                f"--room {room}: the table's autosave ({tables.host_path(str(room))}) cannot be"
                " read; move it away to start a new table"
            ) from None
    pasted = None if args.seed is None else pasted_deal_option(args.seed)
    seed = random_seed() if pasted is None else pasted.code
    # a friend's result code: their map, as play takes it (unless --map says another)
    theirs = None if pasted is None else pasted.map_id
    map_id = builtin_map(args.map or theirs or DEFAULT_MAP)
    assert map_id is not None
    room = room or new_room_code()
    settings = TableSettings(
        room=room,
        seats=players,
        board=Board.load(map_id),
        deck=load_deck(),
        seed=seed,
        turn_time=turn_time,
        bot_after_grace=args.bot_after_grace,
        idle_time=idle_time,
    )
    return TableHost(settings, save=_saver(room), events=told, history=True)


def _saver(room: str) -> Callable[[dict[str, Any]], None]:
    from metrox_desktop.persistence import tables

    return lambda state: tables.write_host(room, state)


# What the host does, one line each on standard output.
LINES = {
    "joined": "seat {seat} joined: {name}",
    "rejoined": "seat {seat} joined again: {name}",
    "disconnected": "seat {seat} disconnected: {name}",
    "started": "playing with {seats} from turn {turn}",
    "bot": "turn {turn}: a bot chose for seat {seat}",
    "back": "seat {seat} chose again: {name} plays their seat again",
    "turn": "turn {turn} resolved",
    "over": "the game is over",
    "left": "seat {seat} left: {name}",  # a seat that goes once the game is over
}


class _Teller:
    """The host's events: said on standard output (LINES); a file that cannot be written
    on standard error (the autosave's failure once for each reason, not every turn); and
    whether the game went into the history."""

    def __init__(self) -> None:
        self.kept = False
        self.over = False
        self._unsaved: set[str] = set()
        self.table: TableHost | None = None  # whose seats the lines name

    def __call__(self, kind: str, details: dict[str, Any]) -> None:
        self.over = self.over or kind == "over"
        if kind == "disconnected" and self.over:
            kind = "left"  # the seats go as the game ends: no connection was lost
        if kind in LINES:
            players = details.get("players")  # "1 seat", "2 seats"
            seats = "1 seat" if players == 1 else f"{players} seats"
            print(LINES[kind].format(**{"seats": seats, **details}), flush=True)
        elif kind == "stood-in" and self.table is not None:
            names = [seat.name for seat in self.table.seats]
            for seat in details["seats"]:
                print(f"seat {seat}: a bot plays for {names[seat]} until they are back", flush=True)
        elif kind == "kept":
            self.kept = True
        elif kind == "unkept":
            _warn(f"the game could not go into the history ({details['reason']})")
        elif kind == "unsaved" and details["reason"] not in self._unsaved:
            self._unsaved.add(details["reason"])
            _warn(
                f"the table cannot be saved ({details['reason']}): stopped now, it could not"
                " start again"
            )


def _warn(text: str) -> None:
    print(f"metrox-desktop: {text}", file=sys.stderr, flush=True)


def shown_host(host: str) -> str:
    """The address to tell the others: this computer's name when listening everywhere."""
    from metrox_desktop.net.protocol import every_address

    if every_address(host):
        return socket.gethostname()
    return f"[{host}]" if ":" in host else host


async def _serve(
    host: TableHost,
    address: tuple[str, int],
    record: Path | None,
    announce: tuple[str, int] | None,
    told: _Teller,
    resumed: str | None = None,
) -> int:
    from metrox_desktop.engine.records import sealed_text
    from metrox_desktop.net.beacon import Beacon
    from metrox_desktop.persistence import tables

    try:
        bound, port = await host.listen(*address)
    except OSError as error:
        raise UsageError(f"--listen {address[0]}:{address[1]}: {error.strerror or error}") from None
    print(f"room {host.settings.room} at {shown_host(bound)}:{port}", flush=True)
    if resumed is not None:  # not a new table: say which one the seats come back to
        kept = "; a bot plays for the seats away" if host.settings.bot_for_absent else ""
        print(f"the table saved before its end, again: {resumed}{kept}", flush=True)
    host.save_now()  # the address it listens on, for a start after a crash
    beacon = None if announce is None else asyncio.create_task(Beacon.of(host, announce).run())
    heard = _stopped_by_signals()
    try:
        fields = await host.play()
    except asyncio.CancelledError:
        if not heard:
            raise
        task = asyncio.current_task()
        if task is not None:
            task.uncancel()  # stopped here, by a signal: the table closes below
        return 128 + heard[0]  # as a process the signal ended
    finally:
        if beacon is not None:
            beacon.cancel()
        await host.close()
    print(_ranking(host.settings.room, fields), flush=True)
    written = record is not None and write_record(record, sealed_text(fields))
    if not written and host.history and not told.kept:  # then its autosave is all there is
        autosave = tables.host_path(host.settings.room)
        if autosave.exists():
            _warn(f"the game as last saved stays in {shown(str(autosave))}")
        return 2
    tables.finish_host(host.settings.room)
    sys.stdout.flush()
    if record is not None and not written:
        _warn("the game is in the history")  # told.kept: where else it went
        return 2
    return 0


def _ranking(room: str, fields: dict[str, Any]) -> str:
    """The table's final ranking, in replay's words: each seat's score, then the winner."""
    from metrox_desktop.commands.replay import ranking_text
    from metrox_desktop.engine.records import parse_game, record_text, replay, result_json

    return ranking_text(f"room {room}", result_json(replay(parse_game(record_text(fields)))))


def _stopped_by_signals() -> list[int]:
    """From now on, SIGTERM and SIGHUP stop the running task as Ctrl+C does, so that the
    table closes for its seats (they were left to find the connection lost, and kept
    trying without hearing why); the signals heard. Nothing changes where the loop
    takes no signals (Windows)."""
    heard: list[int] = []
    task = asyncio.current_task()
    loop = asyncio.get_running_loop()

    def stop(number: int) -> None:
        heard.append(number)
        if task is not None:
            task.cancel()

    for number in ENDING:
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.add_signal_handler(number, stop, number)
    return heard


def write_record(record: Path, text: str) -> bool:
    """Write ``--record``'s file; False, said on standard error, when it cannot be (a
    disk full at the game's end): the game is then only where the host kept it."""
    from metrox_desktop.persistence.atomic import write_text_atomic
    from metrox_desktop.words import os_reason

    try:
        write_text_atomic(record, text)
    except OSError as error:
        _warn(f"--record {shown(str(record))}: not written ({os_reason(error)})")
        return False
    return True
