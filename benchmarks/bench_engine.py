"""Full solo games per second (one core) for each map and strategy in RUNS.
Run: python benchmarks/bench_engine.py

Times are CPU time of this process (time.process_time), so another program busy on
the machine slows the numbers less than wall-clock time would; the range of the runs
shows how steady they were.
"""

from __future__ import annotations

import time

from metrox_desktop.engine.ai import play_game, strategy_named
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck


def games_per_second(map_id: str, strategy: str, games: int) -> float:
    board, deck = Board.load(map_id), load_deck()
    chooser = strategy_named(strategy)
    start = time.process_time()
    for seed in range(games):
        play_game(board, deck, ["P1"], [chooser], seed=seed)
    return games / (time.process_time() - start)


RUNS = [("tokyo", "random", 20000), ("osaka", "random", 20000), ("tokyo", "greedy", 2000)]

if __name__ == "__main__":
    for map_id, strategy, games in RUNS:
        rates = sorted(games_per_second(map_id, strategy, games) for _ in range(3))
        print(
            f"{map_id:6} {strategy:7} solo: {rates[-1]:9,.0f} games/s "
            f"(best of 3 x {games} games; worst {rates[0]:,.0f})"
        )
