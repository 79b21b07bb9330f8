"""Measure how far the strong bot's final score lies above the Hint's playout means,
and rewrite the table the Hint adds to them (engine/ai/calibration_table.py).

Run: python benchmarks/calibrate_hints.py [--games N] [--workers W] [--maps M,...]
         [--dry-run]

For each built-in map (or those ``--maps`` names: the table keeps the other maps'
rows as they are), ``--games`` seeded solo games of the strong bot (game i is
dealt from "cal-i"). At every decision the choices are ranked as the Hint ranks them
(``rank_choices`` with the strong amount of work) and the playout mean of the choice
the strong bot made is kept, with the number of route cards still to come. When the
game ends, each decision's offset is the final score minus that mean. Decisions are
grouped by route cards still to come (BUCKETS); a bucket's offset is the mean over
games of each game's mean offset in it (the decisions of one game share its final
score, so the game is the sample), with its 95% interval (1.96 standard errors).

Prints, per map: the buckets (route cards to come, mean position, offset, 95%
interval, games, decisions), the strong bot's mean score with its interval, the
first decision's playout mean raw and with the offset (the latter should sit near
the strong bot's score), and CPU seconds. Then writes the table, unless --dry-run.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from multiprocessing import Pool
from pathlib import Path

from metrox_desktop.engine.ai.calibration import offset_in
from metrox_desktop.engine.ai.calibration_bucket import Bucket
from metrox_desktop.engine.ai.calibration_table import TABLES
from metrox_desktop.engine.ai.futures import cards_needed
from metrox_desktop.engine.ai.montecarlo import STRONG_WORK, MonteCarloStrategy, rank_choices
from metrox_desktop.engine.ai.play import turn_rng
from metrox_desktop.engine.ai.strategies import strategy_named
from metrox_desktop.engine.ai.view import PlayerView
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.scoring import score

MAPS = ("tokyo", "osaka")
# Route cards still to come after the card on the table: 22 at the first turn on
# both maps, 0 at the last route card (there the playout mean is the final score).
# The offset grows fastest early in a game: narrower buckets there (the first
# decision has one of its own).
BUCKETS = ((0, 0), (1, 4), (5, 9), (10, 14), (15, 18), (19, 21), (22, 99))
TABLE = Path(__file__).resolve().parent.parent / "metrox_desktop/engine/ai/calibration_table.py"

Decision = tuple[int, float]  # route cards still to come, playout mean of the choice made
Game = tuple[int, list[Decision], float]  # final score, its decisions, CPU seconds


def strong_game(task: tuple[str, int]) -> Game:
    """One solo game of the strong bot: its final score, every decision, CPU seconds."""
    map_id, i = task
    start = time.process_time()
    board = Board.load(map_id)
    seed = f"cal-{i}"
    bot = strategy_named("strong")
    # The strong bot's choice is the first of the ranking on its rng and work: rank
    # once and play that; a bot of another kind is asked, and ranked on an rng apart.
    same = isinstance(bot, MonteCarloStrategy) and bot.work == STRONG_WORK
    match = Match.new(board, ["Strong"], load_deck(), seed)
    decisions: list[Decision] = []
    while not match.game.finished:
        match = match.flip()
        assert match.card is not None
        view = PlayerView(match.game, 0, match.card, match.deck)
        rng = turn_rng(seed, match.turn, 0)  # as the bot seat and the Hint draw
        if same and len(view.legal_choices()) >= 2:
            ranked = rank_choices(view, rng, STRONG_WORK)
            choice = ranked[0][0]
        else:
            choice = bot.choose(view, rng)
            ranked = rank_choices(view, random.Random(f"{seed}/{match.turn}"), STRONG_WORK)
        decisions.append((cards_needed(view), dict(ranked)[choice]))
        match = match.play(choice)
    return score(board, match.game.sheets[0]).total, decisions, time.process_time() - start


def interval(values: list[float]) -> tuple[float, float]:
    """Mean and the half width of its 95% interval."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.inf
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def measure(games: list[Game]) -> tuple[Bucket, ...]:
    """The table of one map from its games."""
    table: list[Bucket] = []
    for low, high in BUCKETS:
        per_game: list[float] = []
        positions: list[int] = []
        for final, decisions, _ in games:
            inside = [(left, mean) for left, mean in decisions if low <= left <= high]
            if inside:
                per_game.append(statistics.fmean(final - mean for _, mean in inside))
                positions += [left for left, _ in inside]
        if per_game:
            offset, half = interval(per_game)
            at = statistics.fmean(positions)
            table.append(
                Bucket(
                    low,
                    high,
                    round(at, 2),
                    round(offset, 2),
                    round(half, 2),
                    len(per_game),
                    len(positions),
                )
            )
    return tuple(table)


def report(map_id: str, games: list[Game], table: tuple[Bucket, ...]) -> None:
    print(f"\n{map_id}: {len(games)} strong-bot solo games")
    print("  route cards to come     at   offset   95% interval   games  decisions")
    for b in table:
        span = f"{b.low}-{b.high}" if b.high != b.low else f"{b.low}"
        print(
            f"  {span:>19}  {b.at:5.1f}  {b.offset:+7.2f}   +-{b.half_width:5.2f}"
            f"       {b.games:5d}  {b.decisions:9d}"
        )
    mean, half = interval([float(final) for final, _, _ in games])
    print(f"  the strong bot's final score: {mean:.1f} +- {half:.1f}")
    first = [decisions[0] for _, decisions, _ in games]
    raw = statistics.fmean(m for _, m in first)
    shifted = statistics.fmean(m + offset_in(table, left) for left, m in first)
    print(
        f"  first decision, playout mean of the choice made: {raw:.1f}, offset added: {shifted:.1f}"
    )
    cpu = sum(seconds for _, _, seconds in games)
    count = sum(len(d) for _, d, _ in games)
    print(
        f"  CPU: {cpu:.0f} s in all, {1000 * cpu / count:.0f} ms per decision ({count} decisions)"
    )


def table_source(tables: dict[str, tuple[Bucket, ...]], games: int) -> str:
    lines = [
        '"""Written by benchmarks/calibrate_hints.py: do not edit by hand (run it again).',
        "",
        "Offsets from the Hint's playout means to the strong bot's final score, measured in",
        f"{games} strong-bot solo games per map (see engine/ai/calibration.py).",
        '"""',
        "",
        "from metrox_desktop.engine.ai.calibration_bucket import Bucket",
        "",
        "# Bucket(low, high, at, offset, half_width, games, decisions)",
        "TABLES: dict[str, tuple[Bucket, ...]] = {",
    ]
    for map_id, table in tables.items():
        lines.append(f'    "{map_id}": (')
        lines += [f"        Bucket{tuple(bucket)!r}," for bucket in table]
        lines.append("    ),")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="solo games per map (30)")
    parser.add_argument("--workers", type=int, default=1, help="processes (1)")
    parser.add_argument("--dry-run", action="store_true", help="print, write nothing")
    parser.add_argument(
        "--maps", default=",".join(MAPS), help="maps measured again (the others' rows stay)"
    )
    args = parser.parse_args()
    maps = args.maps.split(",")
    tasks = [(map_id, i) for map_id in maps for i in range(args.games)]
    with Pool(args.workers) as pool:
        results = pool.map(strong_game, tasks, chunksize=1)
    tables = dict(TABLES)
    for map_id in maps:
        games = [game for (m, _), game in zip(tasks, results, strict=True) if m == map_id]
        tables[map_id] = measure(games)
        report(map_id, games, tables[map_id])
    if not args.dry_run:
        TABLE.write_text(table_source(tables, args.games), encoding="utf-8")
        print(f"\nwritten: {TABLE}")


if __name__ == "__main__":
    main()
