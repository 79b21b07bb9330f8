"""Kill a process that autosaves in a loop, at random moments, and check what survives.

A child process (forked, so it starts in a millisecond with everything imported)
writes a sequence of games through the real ``saves.autosave`` as fast as it can and
reports each finished write on a pipe. It is killed with SIGKILL after a random delay.
Then the start-up's own reader (``recovery.find_unfinished``) says what the app would
go on with: it must be the last game reported written, or the one being written when
the kill came (a write that was not reported may or may not have landed). Anything
else (no game, another game, a damaged file) is a lost game.

Used by tests/persistence/test_kill.py (a few hundred kills) and
benchmarks/bench_kill_saves.py (as many as asked, with figures).
"""

from __future__ import annotations

import os
import random
import signal
import struct
import time
from dataclasses import dataclass
from datetime import datetime

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.rules import legal_choices
from metrox_desktop.persistence import recovery, saves
from metrox_desktop.persistence.atomic import leftover_temp_files

REPORT = struct.Struct("<I")


@dataclass
class KillFigures:
    runs: int = 0
    recovered: int = 0  # the last written game or the one being written
    from_copy: int = 0  # ... found only in a copy (the autosave itself was missing)
    lost: int = 0
    mid_write: int = 0  # kills that left an unfinished write behind
    writes: int = 0  # writes the children reported finished
    litter: int = 0  # starts after which temporary files were still left behind


def games_in_a_row(count: int, seed: str = "KILL") -> list[saves.SavedGame]:
    """One deal played turn by turn: game k has k + 1 turns (all unfinished)."""
    match = Match.new(Board.load("osaka"), ["Ann"], load_deck(), seed)
    rng = random.Random(seed)
    games = []
    for _ in range(count):
        match = match.flip()
        assert match.card is not None
        options = legal_choices(match.board, match.game.sheets[0], match.card)
        match = match.play(rng.choice(options) if options else None)
        assert not match.game.finished
        games.append(saves.SavedGame(match, datetime(2026, 11, 23, 12, 0, 0)))
    return games


def _save_forever(games: list[saves.SavedGame], first: int, report: int) -> None:
    """The child: autosave games[first], games[first + 1]... forever, reporting each."""
    try:
        number = first
        while True:
            saves.autosave(games[number % len(games)])
            os.write(report, REPORT.pack(number))
            number += 1
    finally:
        os._exit(0)


def kill_runs(runs: int, max_delay: float, rng: random.Random) -> KillFigures:
    """``runs`` children killed after 0 to ``max_delay`` seconds each."""
    games = games_in_a_row(12)
    saves.autosave(games[0])
    figures = KillFigures()
    last = 0  # the last game known to be written
    for _ in range(runs):
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read_end)
            _save_forever(games, last + 1, write_end)
        os.close(write_end)
        time.sleep(rng.uniform(0, max_delay))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        with os.fdopen(read_end, "rb") as pipe:
            reported = pipe.read()
        done = [REPORT.unpack_from(reported, i)[0] for i in range(0, len(reported) // 4 * 4, 4)]
        figures.writes += len(done)
        last = done[-1] if done else last
        figures.runs += 1
        figures.mid_write += bool(leftover_temp_files(saves.autosave_path()))

        found = recovery.find_unfinished()
        expected = {len(games[n % len(games)].match.history) for n in (last, last + 1)}
        if found.game is None or len(found.game.match.history) not in expected or found.problems:
            figures.lost += 1
            continue
        figures.recovered += 1
        figures.from_copy += found.from_copy
        if found.from_copy:  # what the window does after the player says yes
            saves.autosave(found.game)
            recovery.clean_leftovers()
        figures.litter += bool(leftover_temp_files(saves.autosave_path()))
        if len(found.game.match.history) != len(games[last % len(games)].match.history):
            last += 1  # the unreported write landed: the next child goes on from there
    return figures


if __name__ == "__main__":
    # A fresh interpreter for the kills: forked from a test worker that has run Qt
    # tests, a child could inherit locks held by threads it does not have (and hang).
    import json
    import sys
    from dataclasses import asdict

    count, delay, seed = int(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])
    print(json.dumps(asdict(kill_runs(count, delay, random.Random(seed)))))
