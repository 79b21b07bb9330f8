"""How well the bots play, how long they think, and par against a plain beam search.

Run: python benchmarks/bench_ai.py [--games N] [--deals M] [--workers W]

Prints three tables, every row on the same seeds (game i is dealt from "0-i", as
``metrox-desktop simulate --seed 0`` deals it):

1. solo games: strategy, map, mean score, its 95% interval (mean +- 1.96 standard
   errors), ms per decision (CPU time of the worker, so other programs on the
   machine disturb it less than wall-clock time), games. A search level may carry
   suffixes (``bot``): ``-learned`` plays out with the learned linear policy on
   every map (``LEARNED_PLAYOUT``, benchmarks/learn_playout.py; the levels' own but
   on Osaka, where they play greedy on the table of route patterns),
   ``-handmade`` with the hand-made one (``TUNED``, the levels' before it),
   ``-wN`` plays N playout cards a decision, ``-patterns`` plays out greedy on the
   learned table of route patterns on a map that has one (engine/ai/pattern_table.json,
   benchmarks/learn_patterns.py; the levels' own).
   When a level is played with and without suffixes, each map's mean
   difference variant - level on the same deals follows, with its 95% interval
   (paired);
2. three players, the strong bot against two greedy bots: how often it wins (a shared
   win counts), with a 95% interval;
3. par (the better of the pilot beam and a plain beam of width 2,000, as
   ``review.deal_par`` searches) against the plain beam of width 2,000 alone (ranked
   by the score so far), on the same deals: means, the mean difference with its 95%
   interval, the pilot beam's mean alone, and CPU seconds per deal (par's includes
   its plain beam).

Games run in ``--workers`` processes (default 2); each game is one task.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections.abc import Sequence
from multiprocessing import Pool

from metrox_desktop.engine.ai import Strategy, play_game, strategy_named
from metrox_desktop.engine.ai.deal import dealt_cards
from metrox_desktop.engine.ai.montecarlo import MonteCarloStrategy
from metrox_desktop.engine.ai.par import PAR_WIDTH, best_line, plain_line
from metrox_desktop.engine.ai.playout import LEARNED_PLAYOUT, TUNED
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.scoring import score, winners

MAPS = ("tokyo", "osaka")
LEARNED = "-learned"
HANDMADE = "-handmade"


def bot(name: str) -> Strategy:
    """The strategy called ``name``. A search level may carry suffixes: "-learned"
    plays out with the learned linear policy, "-handmade" with the hand-made one,
    "-patterns" greedy on a map's table of route patterns where it has one, "-wN"
    plays N playout cards a decision ("strong-handmade-w26000", "normal-learned")."""
    level, *variants = name.split("-")
    strategy = strategy_named(level)
    if not variants:
        return strategy
    assert isinstance(strategy, MonteCarloStrategy)
    weights, work = strategy.weights, strategy.work
    for variant in variants:
        if variant == LEARNED.removeprefix("-"):
            weights = LEARNED_PLAYOUT
        elif variant == HANDMADE.removeprefix("-"):
            weights = TUNED
        elif variant.startswith("w"):
            work = int(variant.removeprefix("w"))
        elif variant == "patterns":
            weights = weights._replace(patterns=True)
        else:
            raise ValueError(f"{name}: unknown variant {variant!r}")
    return MonteCarloStrategy(strategy.name, work, weights)


def solo_game(task: tuple[str, str, int], prefix: str = "0-") -> tuple[int, float]:
    """(score, CPU ms per decision) of one solo game, dealt from ``prefix`` + i."""
    map_id, strategy, i = task
    board = Board.load(map_id)
    start = time.process_time()
    game = play_game(board, load_deck(), ["P"], [bot(strategy)], seed=f"{prefix}{i}")
    ms = (time.process_time() - start) * 1000 / game.turns_played
    return score(board, game.sheets[0]).total, ms


def three_player_game(task: tuple[str, int]) -> bool:
    """Whether the strong bot (seat 1 of 3, between two greedy bots) wins."""
    map_id, i = task
    board = Board.load(map_id)
    names = ["greedy", "strong", "greedy"]
    strategies = [strategy_named(n) for n in names]
    game = play_game(board, load_deck(), ["A", "B", "C"], strategies, seed=f"0-{i}")
    return 1 in winners([score(board, sheet) for sheet in game.sheets])


def par_deal(task: tuple[str, int]) -> tuple[int, float, int, float, int]:
    """(par, CPU s, plain beam-2000, CPU s, pilot beam alone) on one deal: par is the
    better of the two beams (as ``review.deal_par`` searches), its time both of theirs."""
    map_id, i = task
    board = Board.load(map_id)
    cards = dealt_cards(board, load_deck(), f"0-{i}")
    start = time.process_time()
    pilot = best_line(board, cards, PAR_WIDTH, rank="pilot").score
    middle = time.process_time()
    plain = plain_line(board, cards, PAR_WIDTH).score
    end = time.process_time()
    return max(pilot, plain), end - start, plain, end - middle, pilot


def interval(values: Sequence[float]) -> float:
    """Half the width of the 95% interval of the mean (normal approximation)."""
    return 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0


def wilson(wins: int, games: int) -> tuple[float, float]:
    """The 95% Wilson interval of a win rate (sound at 0% and 100%, unlike mean +- 1.96 SE)."""
    z = 1.96
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games))
    half /= 1 + z * z / games
    return centre - half, centre + half


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="solo games per row (default 40)")
    parser.add_argument("--duels", type=int, default=40, help="3-player games per map (default 40)")
    parser.add_argument("--deals", type=int, default=10, help="par deals per map (default 10)")
    parser.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    parser.add_argument(
        "--strategies",
        default="greedy,normal,strong,strong-handmade-w26000",
        help="solo rows (default greedy,normal,strong,strong-handmade-w26000)",
    )
    args = parser.parse_args()
    for name in filter(None, args.strategies.split(",")):
        if "-" in name and not isinstance(strategy_named(name.split("-")[0]), MonteCarloStrategy):
            parser.error(f"{name}: only a search level (normal, strong) has variants")
    with Pool(args.workers) as pool:
        print("strategy           map    mean   95% interval  ms/decision  games")
        names = list(filter(None, args.strategies.split(",")))
        played: dict[tuple[str, str], list[float]] = {}
        for name in names:
            for map_id in MAPS:
                tasks = [(map_id, name, i) for i in range(args.games)]
                results = pool.map(solo_game, tasks, chunksize=1)
                scores = played[name, map_id] = [float(s) for s, _ in results]
                ms = statistics.fmean(m for _, m in results)
                mean, half = statistics.fmean(scores), interval(scores)
                print(
                    f"{name:18} {map_id:6} {mean:5.1f}  {mean - half:5.1f}-{mean + half:<5.1f}"
                    f"   {ms:9.1f}  {len(scores):5}",
                    flush=True,
                )
        for name in names:
            base = name.split("-")[0]
            if base == name or base not in names:
                continue
            print(f"\n{name} - {base}, paired on the same deals")
            for map_id in MAPS:
                new, old = played[name, map_id], played[base, map_id]
                gains = [a - b for a, b in zip(new, old, strict=True)]
                print(
                    f"{map_id:6} {statistics.fmean(gains):+5.2f} +- {interval(gains):4.2f}"
                    f"  (95% interval; {len(gains)} deals)",
                    flush=True,
                )
        if args.duels:
            print("\nstrong vs two greedy bots, 3 players: wins (shared wins count)")
            for map_id in MAPS:
                wins = pool.map(three_player_game, [(map_id, i) for i in range(args.duels)], 1)
                low, high = wilson(sum(wins), len(wins))
                print(
                    f"{map_id:6} {sum(wins)}/{len(wins)} = {sum(wins) / len(wins):.0%}"
                    f" (95% interval {low:.0%}-{high:.0%})",
                    flush=True,
                )
        if args.deals:
            print(
                f"\npar (the better of a pilot beam of width {PAR_WIDTH} and a plain beam of"
                " 2,000) vs the plain beam 2,000 alone, on the same deals"
            )
            print(
                "map    par    plain  par-plain (95%)   pilot alone  par s/deal  plain s/deal"
                "  deals"
            )
            for map_id in MAPS:
                rows = pool.map(par_deal, [(map_id, i) for i in range(args.deals)], 1)
                pars = [float(r[0]) for r in rows]
                plains = [float(r[2]) for r in rows]
                gains = [p - q for p, q in zip(pars, plains, strict=True)]
                print(
                    f"{map_id:6} {statistics.fmean(pars):5.1f}  {statistics.fmean(plains):5.1f}"
                    f"  {statistics.fmean(gains):+5.2f} +- {interval(gains):4.2f}"
                    f"   {statistics.fmean(r[4] for r in rows):10.1f}"
                    f"   {statistics.fmean(r[1] for r in rows):9.1f}"
                    f"  {statistics.fmean(r[3] for r in rows):12.1f}  {len(rows):5}",
                    flush=True,
                )


if __name__ == "__main__":
    main()
