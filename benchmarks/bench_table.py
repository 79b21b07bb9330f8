"""A table across computers on loopback: from the host's flip to every seat having the
card, and the host's peak memory.

Run: nice -n 19 python benchmarks/bench_table.py [--seats 99] [--games 3] [--baseline 6]
     [--processes 8] [--window host|seat]
     nice -n 19 python benchmarks/bench_table.py --join-cpu [--seats 99] [--games 3]
     [--against DIR]
     nice -n 19 python benchmarks/bench_table.py --host-bots-cpu [--seats 99] [--games 3]
     [--against DIR]

The host runs in a process of its own (this script with ``--role host``): a
``TableHost`` on 127.0.0.1 with its autosave (as ``metrox-desktop host`` keeps it, in
a temporary data folder) whose events print each flip's time (``time.monotonic``,
one clock for every process of the machine). The seats are ``SeatClient``s with the
random bot, spread over ``--processes`` processes (``--role seats``, each an asyncio
loop of its share), as the players' own computers would be; on a machine of two
cores they still share two cores, so the latency measured is an upper bound of what
one computer per player would see. A turn's latency is the last seat's arrival minus
the flip. The small table (``--baseline`` seats) and the large one alternate, game by
game, in the same run; for each: the median latency over every turn of ``--games``
games with its 95% interval, the number of turns, and the host's peak resident memory
(the host process's VmHWM, the largest of its games; Linux).

With ``--window host`` the host is a host's window (``HostWindow``, offscreen), as
Game > Host a table opens it; with ``--window seat`` one seat is a game window that
joined (``join_table``, choosing as the greedy bot at once), the others bots. What is
measured is how long that window stops answering: a timer ticks every 10 ms on the
window's thread, and each turn's longest gap between two ticks (less the 10 ms) is
that turn's stall (turn 0: the seats joining). Printed: the median stall a turn with
its 95% interval, the longest of all, and the window process's CPU seconds a game (its
mean with a 95% interval): the stalls count whatever else the cores were doing, the CPU
seconds only the window's own work. To compare with an older commit, run this script
from its worktree too, with ``PYTHONPATH`` naming the worktree, turn about.

With ``--join-cpu`` what is measured is one ``metrox-desktop join --seats K`` process
(K the table's seats less one, the greedy bot, a data folder of its own; the last seat
is a ``SeatClient`` beside it, as a person's): its CPU seconds (user and system, every
thread's) over a whole game, from its start to its exit. ``--against DIR`` runs the same
command from another source tree too (an export of the older commit:
``git archive main | tar -x -C DIR``), the two taking turns game by game in the same
run; printed: each one's mean with its 95% interval, and the mean of the paired
differences with its own. ``--host-bots-cpu`` measures the same way a host's window
(``HostWindow``, offscreen) that seats its own greedy bots in every seat, as Game > Host
a table with bots does: its process's CPU seconds from its start to the game's end.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any

from sampling import mean_interval, median_interval, shown

SEED = "BENCH"
SCRIPT = os.path.abspath(__file__)  # this tree's, whichever tree's code it runs
ROOM = "BENCH1"


async def host_role(seats: int) -> None:
    from metrox_desktop.engine.board import Board
    from metrox_desktop.engine.cards import load_deck
    from metrox_desktop.net.host import TableHost, TableSettings
    from metrox_desktop.persistence import tables

    def events(kind: str, details: dict[str, Any]) -> None:
        if kind == "card":
            print(f"card {details['turn']} {time.monotonic():.6f}", flush=True)

    settings = TableSettings(ROOM, seats, Board.load("tokyo"), load_deck(), SEED)
    host = TableHost(settings, lambda state: tables.write_host(ROOM, state), events)
    _, port = await host.listen("127.0.0.1", 0)
    print(f"port {port}", flush=True)
    await host.play()
    await host.close()
    # VmHWM: this process's own peak (ru_maxrss would also count the parent it forked from)
    with open("/proc/self/status", encoding="ascii") as status:
        peak = next(line.split()[1] for line in status if line.startswith("VmHWM:"))
    print(f"memory {peak}", flush=True)


TICK = 0.010  # seconds between the ticks that time the host window's stalls


def host_window_role(seats: int) -> None:
    """The host as a window; prints each turn's longest stall of the window's thread."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer

    from metrox_desktop.ui.net.host_window import HostWindow
    from metrox_desktop.ui.start.app import make_app

    app = make_app(["bench-table"])
    window = HostWindow("tokyo", seats, listen=("127.0.0.1", 0), seed=SEED, room=ROOM)
    window.opened.connect(lambda port: print(f"port {port}", flush=True))
    window.show()
    stalls: dict[int, float] = {}
    last = [time.monotonic()]

    def tick() -> None:
        now = time.monotonic()
        turn = window.turn
        stalls[turn] = max(stalls.get(turn, 0.0), now - last[0] - TICK)
        last[0] = now
        if window.over:
            app.quit()

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(round(TICK * 1000))
    app.exec()
    window.stop()
    for turn, stall in sorted(stalls.items()):
        print(f"stall {turn} {max(0.0, stall):.6f}", flush=True)
    print(f"cpu 0 {time.process_time():.3f}", flush=True)
    print("memory 0", flush=True)


def seat_window_role(port: int) -> None:
    """One seat as a game window; prints each turn's longest stall of its thread."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer

    from metrox_desktop.engine.match import Phase
    from metrox_desktop.ui.start.app import make_app
    from metrox_desktop.ui.table.autoplay import greedy_choice
    from metrox_desktop.ui.window.main_window import MainWindow
    from metrox_desktop.ui.window.table_entries import join_table

    app = make_app(["bench-table"])
    window = MainWindow()
    window.resize(1280, 860)
    window.show()
    seat = join_table(window, ("127.0.0.1", port), ROOM, "Window")
    session = window.session
    stalls: dict[int, float] = {}
    last = [time.monotonic()]

    def tick() -> None:
        now = time.monotonic()
        turn = session.turn if session.hosted else 0
        stalls[turn] = max(stalls.get(turn, 0.0), now - last[0] - TICK)
        last[0] = now
        if session.hosted and session.phase is Phase.CHOOSE and session.chooser is not None:
            window.controller.commit(greedy_choice(session, session.chooser))
        if seat is None or seat.record is not None:
            app.quit()

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(round(TICK * 1000))
    app.exec()
    if seat is not None:
        seat.leave()
    for turn, stall in sorted(stalls.items()):
        print(f"stall {turn} {max(0.0, stall):.6f}", flush=True)
    print(f"cpu 0 {time.process_time():.3f}", flush=True)


async def seats_role(port: int, names: list[str]) -> None:
    """Play these seats; print the time the last of them got each turn's card."""
    from metrox_desktop.engine.ai.strategies import strategy_named
    from metrox_desktop.net.client import SeatClient

    arrived: dict[int, float] = {}

    def events(kind: str, details: dict[str, Any]) -> None:
        if kind == "card":
            turn = int(details["turn"])
            arrived[turn] = max(arrived.get(turn, 0.0), time.monotonic())

    clients = [
        SeatClient("127.0.0.1", port, ROOM, name, strategy_named("random"), events)
        for name in names
    ]
    await asyncio.gather(*(c.run() for c in clients))
    for turn, when in sorted(arrived.items()):
        print(f"arrived {turn} {when:.6f}", flush=True)


def one_game(
    seats: int, processes: int, window: str | None = None
) -> tuple[list[float], int, float]:
    """Latencies in seconds of one game's turns (with ``window``: the host's or a seat's
    window's stalls), the host's peak memory in KiB, and the window's CPU seconds."""
    with tempfile.TemporaryDirectory() as home:  # no seat token of an earlier game
        env = dict(os.environ, METROX_DESKTOP_HOME=home)
        host = subprocess.Popen(
            [sys.executable, __file__, "--role", "host", "--seats", str(seats)]
            + (["--window", "host"] if window == "host" else []),
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert host.stdout is not None
        port = host.stdout.readline().split()[1]
        bots = seats - 1 if window == "seat" else seats
        shares = [list(range(bots))[p::processes] for p in range(min(processes, bots))]
        players = [
            subprocess.Popen(
                [sys.executable, __file__, "--role", "seats", "--port", port]
                + ["--names", ",".join(f"P{i}" for i in share)],
                stdout=subprocess.PIPE,
                text=True,
                env=env,
            )
            for share in shares
        ]
        if window == "seat":
            players.append(
                subprocess.Popen(
                    [sys.executable, __file__, "--role", "seat-window", "--port", port],
                    stdout=subprocess.PIPE,
                    text=True,
                    env=env,
                )
            )
        arrived: dict[int, float] = {}
        stalls: list[float] = []
        cpu = 0.0
        for player in players:
            out, _ = player.communicate()
            assert player.returncode == 0, player.returncode
            for line in out.splitlines():
                kind, turn, when = line.split()
                if kind == "stall":
                    stalls.append(float(when))
                elif kind == "cpu":
                    cpu = float(when)
                else:
                    arrived[int(turn)] = max(arrived.get(int(turn), 0.0), float(when))
        flips, memory = {}, 0
        for line in host.stdout:
            kind, *values = line.split()
            if kind == "card":
                flips[int(values[0])] = float(values[1])
            elif kind == "stall":
                stalls.append(float(values[1]))
            elif kind == "cpu":
                cpu = float(values[1])
            else:
                memory = int(values[0])
        assert host.wait() == 0, host.returncode
        host.stdout.close()
        if window:
            return stalls, memory, cpu
        return [arrived[t] - flips[t] for t in flips], memory, cpu


def join_cpu(seats: int, tree: str) -> float:
    """CPU seconds of one ``join --seats (seats - 1)`` process, run from source tree
    ``tree``, over a whole game at a host of ``seats`` seats (this tree's)."""
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, METROX_DESKTOP_HOME=home, QT_QPA_PLATFORM="offscreen")
        host = subprocess.Popen(
            [sys.executable, __file__, "--role", "host", "--seats", str(seats)],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert host.stdout is not None
        port = host.stdout.readline().split()[1]
        joined = dict(env, PYTHONPATH=tree, METROX_DESKTOP_HOME=os.path.join(home, "join"))
        address = f"127.0.0.1:{port}"
        command = ["join", address, "--room", ROOM, "--name", "Bot", "--seats", str(seats - 1)]
        join = subprocess.Popen(
            [sys.executable, "-m", "metrox_desktop", *command],
            stdout=subprocess.DEVNULL,
            cwd=tree,
            env=joined,
        )
        person = subprocess.Popen(
            [sys.executable, __file__, "--role", "seats", "--port", port, "--names", "Ann"],
            stdout=subprocess.DEVNULL,
            env=env,
        )
        _, status, usage = os.wait4(join.pid, 0)
        join.returncode = os.waitstatus_to_exitcode(status)
        assert join.returncode == 0, join.returncode
        assert person.wait() == 0 and host.wait() == 0
        host.stdout.close()
        return usage.ru_utime + usage.ru_stime


def host_bots_role(seats: int) -> None:
    """A host's window whose every seat is one of its own greedy bots, until the game ends."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from metrox_desktop.ui.net.host_window import HostWindow
    from metrox_desktop.ui.start.app import make_app

    app = make_app(["bench-table"])
    window = HostWindow("tokyo", seats, listen=("127.0.0.1", 0), seed=SEED, bots=seats)
    window.heard.connect(lambda *_: app.quit() if window.over else None)
    window.show()
    app.exec()
    window.stop()


def host_bots_cpu(seats: int, tree: str) -> float:
    """CPU seconds of a host's window process, run from source tree ``tree``, seating
    ``seats`` bots of its own, over a whole game."""
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, METROX_DESKTOP_HOME=home, QT_QPA_PLATFORM="offscreen")
        window = subprocess.Popen(
            [sys.executable, SCRIPT, "--role", "host-bots", "--seats", str(seats)],
            stdout=subprocess.DEVNULL,
            cwd=tree,
            env=dict(env, PYTHONPATH=tree),
        )
        _, status, usage = os.wait4(window.pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0, status
        return usage.ru_utime + usage.ru_stime


def cpu_main(args: argparse.Namespace) -> None:
    """--join-cpu or --host-bots-cpu: this tree's, and the other tree's if given."""
    seats, games, against = args.seats, args.games, args.against
    measure: Callable[[int, str], float] = join_cpu
    what = f"one join --seats {seats - 1} process at a table of {seats}"
    if args.host_bots_cpu:
        measure, what = host_bots_cpu, f"one host's window seating {seats} bots of its own"
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    trees = {"this tree": here} | ({} if against is None else {"against": against})
    cpu: dict[str, list[float]] = {name: [] for name in trees}
    for _ in range(games):  # the trees take turns: a busier machine slows both
        for name, tree in trees.items():
            cpu[name].append(measure(seats, tree))
    print(f"{what}, greedy bots, {games} games")
    for name, tree in trees.items():
        print(f"{name:>9} ({tree}): CPU a game {shown(mean_interval(cpu[name]), ' s', 2)}")
    if against is not None:
        paired = [a - b for a, b in zip(cpu["this tree"], cpu["against"], strict=True)]
        print(f"this tree less against, game by game: {shown(mean_interval(paired), ' s', 2)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seats", type=int, default=99)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--baseline", type=int, default=6, help="a small table, for scale")
    parser.add_argument("--processes", type=int, default=8, help="processes the seats share")
    parser.add_argument(
        "--role", choices=("host", "seats", "seat-window", "host-bots", "bench"), default="bench"
    )
    parser.add_argument(
        "--window",
        choices=("host", "seat"),
        help="the host, or one seat, as a window: time its stalls",
    )
    parser.add_argument(
        "--join-cpu",
        action="store_true",
        help="the CPU seconds of one join process playing every seat but one",
    )
    parser.add_argument(
        "--host-bots-cpu",
        action="store_true",
        help="the CPU seconds of one host's window playing every seat with its own bots",
    )
    parser.add_argument(
        "--against", metavar="DIR", help="with --join-cpu, --host-bots-cpu: another source tree"
    )
    parser.add_argument("--port", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--names", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.role == "host" and args.window:
        host_window_role(args.seats)
        return
    if args.role == "host-bots":
        host_bots_role(args.seats)
        return
    if args.role == "seat-window":
        seat_window_role(args.port)
        return
    if args.role == "host":
        asyncio.run(host_role(args.seats))
        return
    if args.role == "seats":
        asyncio.run(seats_role(args.port, args.names.split(",")))
        return
    if args.join_cpu or args.host_bots_cpu:
        cpu_main(args)
        return
    tables = (args.baseline, args.seats)
    latencies: dict[int, list[float]] = {seats: [] for seats in tables}
    peaks = dict.fromkeys(tables, 0)
    cpu: dict[int, list[float]] = {seats: [] for seats in tables}
    for _ in range(args.games):  # the two tables alternate: a busier machine slows both
        for seats in tables:
            game, memory, seconds = one_game(seats, args.processes, args.window)
            latencies[seats] += game
            peaks[seats] = max(peaks[seats], memory)
            cpu[seats].append(seconds)
    print(f"seats over {args.processes} processes, {args.games} games each, random bots")
    if args.window:
        for seats in tables:
            stalls = [x * 1000 for x in latencies[seats]]
            print(
                f"{seats:>3} seats: the {args.window} window's longest stall a turn"
                f" {shown(median_interval(stalls), ' ms', 1)} over {len(stalls)} turns;"
                f" longest {max(stalls):.0f} ms; the window's CPU a game"
                f" {shown(mean_interval(cpu[seats]), ' s', 1)} ({len(cpu[seats])} games)"
            )
        return
    for seats in tables:
        median = median_interval([x * 1000 for x in latencies[seats]])
        print(
            f"{seats:>3} seats: flip to every seat {shown(median, ' ms', 1)}"
            f" over {len(latencies[seats])} turns; host peak memory {peaks[seats] / 1024:.0f} MB"
        )


if __name__ == "__main__":
    main()
