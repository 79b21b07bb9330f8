"""Two search levels' time a decision (by default the strong bot on the hand-made
playout at 26,000 cards, the level before the learned playout, against today's),
both searching the same positions in turn.

Run: python benchmarks/bench_decision_time.py [--games N] [--base LEVEL] [--new LEVEL]

A whole game's ms a decision (``bench_ai.py``) moves with the machine's load between
two runs; here each position is searched by both, one after the other, in an order
that alternates, so the load falls on both alike. The positions are those of
``--games`` solo games per map of the normal bot (dealt from "ms-i"). Prints, per map,
the mean CPU ms a decision of ``--base`` and of ``--new`` (levels as ``bench_ai.py``
names them: "strong", "normal-handmade-w5200", "strong-learned-w24000"), and their
mean difference with its 95% interval (paired), over the decisions with two choices or
more.
"""

from __future__ import annotations

import argparse
import statistics
import time

from bench_ai import MAPS, bot, interval

from metrox_desktop.engine.ai import strategy_named
from metrox_desktop.engine.ai.montecarlo import MonteCarloStrategy, rank_choices
from metrox_desktop.engine.ai.play import turn_rng
from metrox_desktop.engine.ai.view import PlayerView
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match


def positions(map_id: str, seed: str) -> list[tuple[PlayerView, int]]:
    """Every position with two choices or more of the normal bot's game, and its turn."""
    match = Match.new(Board.load(map_id), ["P"], load_deck(), seed)
    bot = strategy_named("normal")
    found: list[tuple[PlayerView, int]] = []
    while not match.game.finished:
        match = match.flip()
        assert match.card is not None
        view = PlayerView(match.game, 0, match.card, match.deck)
        if len(view.legal_choices()) >= 2:
            found.append((view, match.turn))
        match = match.play(bot.choose(view, turn_rng(seed, match.turn, 0)))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per map (3)")
    parser.add_argument(
        "--base", default="strong-handmade-w26000", help="a level as bench_ai.py names it"
    )
    parser.add_argument("--new", default="strong", help="the level compared with --base")
    args = parser.parse_args()
    if args.games < 1:
        parser.error("--games: at least 1")
    levels = [bot(args.base), bot(args.new)]
    if not all(isinstance(level, MonteCarloStrategy) for level in levels):
        parser.error("--base, --new: search levels (normal, strong)")
    sides = [(b.weights, b.work) for b in levels if isinstance(b, MonteCarloStrategy)]
    base, new = args.base, args.new
    for map_id in MAPS:
        ms: tuple[list[float], list[float]] = ([], [])
        for game in range(args.games):
            seed = f"ms-{game}"
            for view, turn in positions(map_id, seed):
                for side in (0, 1) if (turn + game) % 2 else (1, 0):
                    weights, work = sides[side]
                    start = time.process_time()
                    rng = turn_rng(seed, turn, 0)
                    rank_choices(view, rng, work, weights=weights)
                    ms[side].append((time.process_time() - start) * 1000)
        gains = [b - a for a, b in zip(*ms, strict=True)]
        print(
            f"{map_id:6} {base} {statistics.fmean(ms[0]):6.1f} ms,"
            f" {new} {statistics.fmean(ms[1]):6.1f} ms,"
            f" difference {statistics.fmean(gains):+6.1f} +- {interval(gains):4.1f}"
            f" ({len(gains)} decisions)",
            flush=True,
        )


if __name__ == "__main__":
    main()
