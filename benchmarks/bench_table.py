"""A table across computers on loopback: from the host's flip to every seat having the
card, and the host's peak memory.

Run: nice -n 19 python benchmarks/bench_table.py [--seats 99] [--games 2] [--baseline 6]

The host runs in a process of its own (this script with ``--role host``): a
``TableHost`` on 127.0.0.1 whose events print each flip's time (``time.monotonic``,
one clock for every process of the machine). The seats are ``SeatClient``s with the
random bot, all in this process on one asyncio loop, so the last seat to read a card
also waits for the others' reading: the latency measured is an upper bound of what
one computer per player would see. A turn's latency is the last seat's arrival minus
the flip. Printed for ``--baseline`` seats (a small table, the same run) and for
``--seats``: the median latency over every turn of ``--games`` games with its 95%
interval, the number of turns, and the host's peak resident memory (the host
process's VmHWM, the largest of its games; Linux).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import subprocess
import sys
import tempfile
import time
from typing import Any

from sampling import median_interval, shown

SEED = "BENCH"


async def host_role(seats: int) -> None:
    from metrox_desktop.engine.board import Board
    from metrox_desktop.engine.cards import load_deck
    from metrox_desktop.net.host import TableHost, TableSettings

    def events(kind: str, details: dict[str, Any]) -> None:
        if kind == "card":
            print(f"card {details['turn']} {time.monotonic():.6f}", flush=True)

    settings = TableSettings("BENCH1", seats, Board.load("tokyo"), load_deck(), SEED)
    host = TableHost(settings, events=events)
    _, port = await host.listen("127.0.0.1", 0)
    print(f"port {port}", flush=True)
    await host.play()
    await host.close()
    # VmHWM: this process's own peak (ru_maxrss would also count the parent it forked from)
    with open("/proc/self/status", encoding="ascii") as status:
        peak = next(line.split()[1] for line in status if line.startswith("VmHWM:"))
    print(f"memory {peak}", flush=True)


async def seats_role(port: int, seats: int) -> dict[int, float]:
    """Play every seat; the time the last seat got each turn's card."""
    from metrox_desktop.engine.ai.strategies import strategy_named
    from metrox_desktop.net.client import SeatClient

    arrived: dict[int, float] = {}

    def events(kind: str, details: dict[str, Any]) -> None:
        if kind == "card":
            turn = int(details["turn"])
            arrived[turn] = max(arrived.get(turn, 0.0), time.monotonic())

    clients = [
        SeatClient("127.0.0.1", port, "BENCH1", f"P{i}", strategy_named("random"), events)
        for i in range(seats)
    ]
    await asyncio.gather(*(c.run() for c in clients))
    return arrived


def one_game(seats: int) -> tuple[list[float], int]:
    """Latencies in seconds of one game's turns, and the host's peak memory in KiB."""
    with tempfile.TemporaryDirectory() as home:  # no seat token of an earlier game
        return _game_in(seats, home)


def _game_in(seats: int, home: str) -> tuple[list[float], int]:
    env = dict(os.environ, METROX_DESKTOP_HOME=home)
    host = subprocess.Popen(
        [sys.executable, __file__, "--role", "host", "--seats", str(seats)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert host.stdout is not None
    port = int(host.stdout.readline().split()[1])
    os.environ["METROX_DESKTOP_HOME"] = home
    arrived = asyncio.run(seats_role(port, seats))
    flips = {}
    memory = 0
    for line in host.stdout:
        kind, *values = line.split()
        if kind == "card":
            flips[int(values[0])] = float(values[1])
        else:
            memory = int(values[0])
    assert host.wait() == 0, host.returncode
    host.stdout.close()
    return [arrived[t] - flips[t] for t in flips], memory


def measure(seats: int, games: int) -> None:
    latencies: list[float] = []
    peak = 0
    for _ in range(games):
        game, memory = one_game(seats)
        latencies += game
        peak = max(peak, memory)
    median = median_interval([x * 1000 for x in latencies])
    print(
        f"{seats:>3} seats: flip to every seat {shown(median, ' ms', 1)}"
        f" over {len(latencies)} turns; host peak memory {peak / 1024:.0f} MB"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seats", type=int, default=99)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--baseline", type=int, default=6, help="a small table, for scale")
    parser.add_argument("--role", choices=("host", "bench"), default="bench")
    args = parser.parse_args()
    if args.role == "host":
        asyncio.run(host_role(args.seats))
        return
    for seats in (args.baseline, args.seats):
        measure(seats, args.games)


if __name__ == "__main__":
    main()
