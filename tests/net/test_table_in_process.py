"""The host and its seats on a loop thread of their own, as a window runs them (no
Qt, 127.0.0.1 only), and the message checks every client line goes through."""

from __future__ import annotations

import asyncio
import gc
import json
import random
import select
import socket
import time
from typing import Any

import pytest

from metrox_desktop.engine.ai.strategies import strategy_named
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.net import protocol
from metrox_desktop.net.client import SeatClient
from metrox_desktop.net.host import TableHost, TableSettings, new_room_code
from metrox_desktop.net.loop_thread import LoopThread
from metrox_desktop.persistence import tables


def test_a_window_can_host_and_seat_on_a_loop_thread_while_its_own_thread_goes_on() -> None:
    saved: list[dict[str, Any]] = []
    events: list[str] = []
    settings = TableSettings("ROOM42", 2, Board.load("osaka"), load_deck(), "LOOP1")
    host = TableHost(settings, save=saved.append, events=lambda kind, _: events.append(kind))
    loop = LoopThread()
    try:
        _, port = loop.submit(host.listen("127.0.0.1", 0)).result(10)
        game = loop.submit(host.play())
        seats = [
            SeatClient("127.0.0.1", port, "room42", name, bot=strategy_named("greedy"))
            for name in ("Ann", "Bo")
        ]
        played = [loop.submit(seat.run()) for seat in seats]
        fields = game.result(30)  # this thread only waits on futures
        assert [p.result(10) for p in played] == [fields, fields]
        loop.submit(host.close()).result(10)
    finally:
        loop.stop()
    assert fields["map"] == "osaka" and fields["seed"] == "LOOP1"
    assert events.count("turn") == len(fields["turns"]) and "over" in events
    # the autosave after the last turn holds the whole game; its tokens only as hashes
    assert saved[-1]["record"]["turns"] == fields["turns"]
    kept = tables.read_seat("ROOM42", "Ann")
    assert kept is not None and kept["record"] == fields
    assert kept["token"] not in json.dumps(saved[-1])


@pytest.mark.parametrize(
    ("line", "why"),
    [
        (b"[1]\n", "not a JSON object with a type"),
        (b'{"type":"hello","protocol":true,"room":"A","name":"B"}\n', "protocol"),
        (b'{"type":"choose","turn":1,"choice":"../x"}\n', "choice"),
        (b'{"type":"choose","turn":1,"choice":"G","path":"/etc"}\n', "no field 'path'"),
        (b'{"type":"save","file":"x"}\n', "no message of type 'save'"),
        (b"\xff\xfe\n", "UTF-8"),
    ],
)
def test_a_client_line_that_is_not_a_message_is_refused_saying_why(line: bytes, why: str) -> None:
    with pytest.raises(protocol.Malformed, match=why):
        protocol.read_client(line)


def test_a_name_or_room_code_that_cannot_be_is_said_so() -> None:
    assert protocol.name_problem("Ann") is None
    assert protocol.name_problem(" Ann") and protocol.name_problem("A\nB")
    assert protocol.name_problem("x" * 41)
    assert protocol.room_problem(protocol.canonical_room(" ab12cd ")) is None
    assert protocol.room_problem("AB") and protocol.room_problem("AB-12")


def test_a_loop_thread_stops_at_once_whatever_its_host_and_bots_are_doing() -> None:
    """As a host's window closes its table: the host closes, then its loop stops while
    the bots seated on it (through the protocol, as anyone) are joining, playing or
    trying again. Every stop ends every task and closes every connection within its
    wait, at whatever moment it comes: no seat goes on trying a closed table for ever,
    no socket is left to the garbage collector."""
    rng = random.Random(5)
    for round_ in range(12):
        settings = TableSettings(new_room_code(), 3, Board.load("tokyo"), load_deck(), "STOP")
        host = TableHost(settings)
        loop = LoopThread()
        _, port = loop.submit(host.listen("127.0.0.1", 0)).result(10)
        loop.submit(host.play())
        bots = [
            SeatClient("127.0.0.1", port, settings.room, f"Bot {n}", bot=strategy_named("greedy"))
            for n in range(3)
        ]
        for bot in bots:
            loop.submit(bot.run())
        time.sleep(rng.uniform(0, 0.2))
        loop.submit(host.close()).result(5)
        loop.stop(wait=5)
        assert loop.loop.is_closed(), f"round {round_}: a task outlived the stop"
    gc.collect()  # an unclosed socket would warn here (and the warning fail the test)


def test_a_seat_that_connects_as_the_host_closes_its_table_is_let_go_at_once() -> None:
    """A seat connects just as its host closes the table: the host's loop has taken the
    connection from the system but not yet handed it to the host when the close begins.
    The seat hears the table end (its connection closed by the host) like every other,
    where it was left waiting on a table that is gone, its socket open in the host."""

    async def connect_as_the_host_closes() -> bytes:
        settings = TableSettings(new_room_code(), 2, Board.load("tokyo"), load_deck(), "LATE")
        host = TableHost(settings)
        _, port = await host.listen("127.0.0.1", 0)
        assert host._server is not None
        listening = host._server.sockets[0]
        loop = asyncio.get_running_loop()
        with socket.create_connection(("127.0.0.1", port), timeout=10) as seat:
            # The connection waits on the host's listening socket: the loop's next turn
            # takes it and hands it on in a task of its own (a turn later). The close
            # begins in that same next turn, before that task.
            assert select.select([listening], [], [], 10)[0], "the connection never arrived"
            closing: asyncio.Future[asyncio.Task[None]] = loop.create_future()
            loop.call_soon(lambda: closing.set_result(loop.create_task(host.close())))
            await (await closing)
            seat.setblocking(False)
            try:
                async with asyncio.timeout(10):
                    return await loop.sock_recv(seat, 1024)
            except TimeoutError:
                return b"(nothing: the connection is still open)"

    assert asyncio.run(connect_as_the_host_closes()) == b""
    gc.collect()  # a socket the host left open would warn here (and fail the test)
