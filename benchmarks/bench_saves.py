"""How long the crash-safe autosave and the start-up read take, for a game near its end.
Run: python benchmarks/bench_saves.py

Baseline in the same run: writing the same text with a plain ``Path.write_text`` (no
temporary file, no fsync, no previous copy). The autosave runs after every turn, so its
time is what a click waits for (a few ms on an SSD; fsync dominates on slow disks).
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.records import record_json
from metrox_desktop.engine.rules import legal_choices
from metrox_desktop.persistence import paths, recovery, saves


def late_game() -> saves.SavedGame:
    """Tokyo, one player, played with random choices until a few turns before the end."""
    match = Match.new(Board.load("tokyo"), ["Ann"], load_deck(), "BENCH")
    rng = random.Random(1)
    history = [match]
    while not match.game.finished:
        match = match.flip()
        assert match.card is not None
        options = legal_choices(match.board, match.game.sheets[0], match.card)
        match = match.play(rng.choice(options) if options else None)
        history.append(match)
    return saves.SavedGame(history[-4], datetime(2026, 11, 23, 12, 0, 0))


def milliseconds(action: Callable[[], object], times: int) -> list[float]:
    spent = []
    for _ in range(times):
        start = time.perf_counter()
        action()
        spent.append((time.perf_counter() - start) * 1000)
    return spent


def report(label: str, spent: list[float]) -> None:
    print(
        f"{label}: median {statistics.median(spent):.2f} ms, "
        f"min {min(spent):.2f}, max {max(spent):.2f} ({len(spent)} runs)"
    )


if __name__ == "__main__":
    game = late_game()
    text = record_json(game.match.record())
    with tempfile.TemporaryDirectory() as home:
        os.environ[paths.HOME_VARIABLE] = home
        plain = Path(home) / "plain.json"
        print(f"a save after {len(game.match.history)} turns: {len(text.encode()):,} bytes")
        report("baseline, plain write_text", milliseconds(lambda: plain.write_text(text), 200))
        report(
            "autosave (temp, fsync, .bak link, rename)",
            milliseconds(lambda: saves.autosave(game), 200),
        )
        report("start-up read (find_unfinished)", milliseconds(recovery.find_unfinished, 50))
