"""`metrox-desktop join HOST:PORT --room CODE --name NAME`: bot seats at a table.

Plays K seats (``--seats``, one connection each) with a bot, without a window, to the
game's end, and writes the game as these seats saw it (``--record``); the player's
history keeps it as a table game, as the first seat played it. A seat that is
cut off joins again by itself; started again after a crash with the same room and
name, it takes its seat back (the seat token is kept in the data folder). The seats
play and keep their copy of the game, the same for them all, once a turn
(``net.copies``).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

from metrox_desktop.commands.options import (
    UsageError,
    address_option,
    count_option,
    room_option,
    seconds_option,
    shown,
)

# A table seats as many players as its record holds.
from metrox_desktop.engine.record_limits import PLAYERS_MOST


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from metrox_desktop.engine.ai.strategies import known_strategies

    parser = subparsers.add_parser(
        "join",
        help="take seats at a hosted table with a bot (no window)",
        description=(
            "Join the table at HOST:PORT with its room code and play K seats with a bot"
            " to the game's end; write the game as they saw it."
        ),
    )
    parser.add_argument(
        "address",
        metavar="HOST:PORT",
        help="the host's address, or its whole line 'room CODE at HOST:PORT'",
    )
    parser.add_argument(
        "--room",
        metavar="CODE",
        help="the table's room code (default: the one in the host's line given as HOST:PORT)",
    )
    parser.add_argument("--name", required=True, metavar="NAME", help="the seat's name")
    parser.add_argument(
        "--bot",
        default="greedy",
        metavar="LEVEL",
        help=f"{known_strategies()} (default greedy)",
    )
    parser.add_argument(
        "--seats",
        default="1",
        metavar="K",
        help=f"seats to play, 1-{PLAYERS_MOST}, named 'NAME 1'... when more than one (default 1)",
    )
    parser.add_argument("--record", metavar="FILE", help="write the game to FILE")
    parser.add_argument(
        "--think", metavar="S", help="seconds the bot waits before each choice (default 0)"
    )
    parser.add_argument(
        "--patience",
        default="120",
        metavar="S",
        help="seconds to keep trying a host that does not answer (default 120)",
    )


def _room_in(address: str) -> str:
    """The room code of the host's line given whole as the address ("room CODE at
    HOST:PORT"); else one line asking for --room."""
    from metrox_desktop.net import protocol

    room = protocol.room_after_label(address, ("room",))
    if room is None:
        raise UsageError("give the table's room code: --room CODE, as the host's screen shows it")
    return room


def run(args: argparse.Namespace) -> int:
    from metrox_desktop.commands.host import _record_file
    from metrox_desktop.engine.ai.strategies import (
        known_strategies,
        strategy_for,
        strategy_named,
    )
    from metrox_desktop.net import protocol
    from metrox_desktop.net.client import SeatClient
    from metrox_desktop.net.copies import SeatCopies

    host, port = address_option(args.address, "HOST:PORT", typed=True)
    room = room_option(args.room) if args.room is not None else _room_in(args.address)
    seats = count_option("--seats", args.seats, PLAYERS_MOST)
    names = [args.name] if seats == 1 else [f"{args.name} {i}" for i in range(1, seats + 1)]
    for name in names:
        problem = protocol.name_problem(name)
        if problem is not None:
            seat = "" if name == args.name else f"the seat {shown(name)}: "  # "NAME 1"
            raise UsageError(f"--name {shown(args.name)}: {seat}{problem}")
    bot = strategy_for(args.bot)
    if bot is None:
        raise UsageError(f"--bot {shown(args.bot)}: known: {known_strategies()}")
    record = _record_file(args.record)
    think = seconds_option(args.think, "--think", least=0.0) or 0.0
    patience = seconds_option(args.patience, "--patience") or 120.0
    # the seats play the same game: each turn played and written once for them all
    copies = SeatCopies(group=args.name) if seats > 1 else None
    clients = [
        SeatClient(
            host,
            port,
            room,
            name,
            bot=strategy_named(bot),
            events=_teller(name, first=index == 0),
            patience=patience,
            think=think,
            history=index == 0,  # one entry in the player's history, not one per seat
            copies=copies,
        )
        for index, name in enumerate(names)
    ]
    return asyncio.run(_play(clients, record))


def _teller(name: str, first: bool) -> Any:
    """One line on standard output for what a seat lives through (turns: the first seat's);
    its copy of the game that cannot be kept, on standard error (once for each reason)."""
    unkept: set[str] = set()

    def tell(kind: str, details: dict[str, Any]) -> None:
        if kind == "unkept" and details["reason"] not in unkept:
            unkept.add(details["reason"])
            print(
                f"metrox-desktop: {name}: the game cannot be kept in the data folder"
                f" ({details['reason']})",
                file=sys.stderr,
                flush=True,
            )
        elif kind == "welcome":
            print(f"{name}: seat {details['seat']}", flush=True)
        elif kind == "reconnecting":
            print(f"{name}: connection lost, joining again", flush=True)
        elif kind == "turn" and first:
            print(f"turn {details['turn']} resolved", flush=True)

    return tell


async def _play(clients: list[Any], record: Any) -> int:
    from metrox_desktop.commands.host import write_record
    from metrox_desktop.engine.records import (
        parse_game,
        record_text,
        replay,
        result_json,
        sealed_text,
    )
    from metrox_desktop.net import protocol
    from metrox_desktop.net.client import HostBroke, HostGone, JoinRefused

    outcomes = await asyncio.gather(*(c.run() for c in clients), return_exceptions=True)
    results: list[dict[str, Any]] = []
    for client, result in zip(clients, outcomes, strict=True):
        if isinstance(result, JoinRefused) and result.code == protocol.OLD_PROTOCOL:
            newer = "an older" if result.host_is_older else "a newer"
            update = "the host updates it" if result.host_is_older else "update this one"
            raise UsageError(f"the host runs {newer} version of metrox-desktop: {update}")
        if isinstance(result, JoinRefused):
            raise UsageError(f"the host refused: {result}")
        if isinstance(result, HostGone) and client.seat is None:  # no game to keep
            print(
                f"metrox-desktop: {result}: check the address and port on the host's screen",
                file=sys.stderr,
            )
            return 1
        if isinstance(result, HostGone | HostBroke):
            kept = "" if client.copy is None else "; the game so far is kept"  # none began
            print(f"metrox-desktop: {result}{kept}", file=sys.stderr)
            return 1
        if isinstance(result, BaseException):
            raise result
        results.append(result)
    fields = results[0]
    if any(other != fields for other in results[1:]):
        print("metrox-desktop: the seats saw different games", file=sys.stderr)
        return 1
    written = record is None or write_record(record, sealed_text(fields))
    game = replay(parse_game(record_text(fields)))
    for player in result_json(game)["players"]:
        if player["name"] in {c.name for c in clients}:
            print(f"{player['name']}: total {player['total']}", flush=True)
    return 0 if written else 2
