"""Learn the estimate a shortened playout ends on: a sheet's expected final score
from where it stands, and write it to engine/ai/cut_weights.py (``LEARNED_CUT``,
one table for each map).

Run: python benchmarks/learn_cut_value.py [--games N] [--futures F] [--work W]
         [--seed S] [--maps tokyo,osaka] [--workers W] [--learned] [--out PATH]
         [--target playout|search] [--window K]

A search may stop each imagined game after a few route cards and value the sheet
there, rather than play it to its end: the estimate is the points earned so far
plus a weighted sum of ``CUT_FEATURES`` (playout.py: the penalty now, the penalty
once the cards to come have filled two stations each, each open route's bonus times
its odds of completion, the empty stations, a constant), with one set of weights
for each number of route cards still to come. To fit them, the search (``--work``
playout cards a decision) plays ``--games`` seeded solo games per map; from the
sheet after each of its choices ``--futures`` imagined rests of the game are played
to the end with the playout policy, and at every route card of them the features
are kept with what the playout then earned to its end. The weights are fitted by
least squares, for each map and each number of route cards to come (fitted on
both maps together, Osaka's games gained less: +0.5 against +1.8 on its own fit).
``--target search`` fits the estimate to what the search itself earned instead:
the sheet after each of its choices, with its game's final score less the points
then (one sample a choice, all the luck of the cards in it, but a sheet valued as
the search plays on, not as its playouts do; ``--futures`` is unused).
``--window K`` fits each row on the samples of the rows within K of it too.
Games are dealt from "SEED/MAP/i", the imagined rests drawn from a
``random.Random("SEED/MAP/i/TURN")``, so a seed gives the same table byte for byte
(with the same Python and numpy). Prints each row's samples and the share of the
variance of the rest's score it explains.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Iterator
from multiprocessing import Pool
from pathlib import Path

import numpy as np

from metrox_desktop.engine.ai.fast import FastSheet, fast_sheet
from metrox_desktop.engine.ai.futures import cards_needed, sample_future
from metrox_desktop.engine.ai.montecarlo import NORMAL_WORK, rank_choices, view_policy
from metrox_desktop.engine.ai.play import turn_rng
from metrox_desktop.engine.ai.playout import (
    CUT_FEATURES,
    LEARNED_PLAYOUT,
    TUNED,
    Policy,
    Weights,
)
from metrox_desktop.engine.ai.view import PlayerView
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.scoring import score

TABLE = Path(__file__).resolve().parent.parent / "metrox_desktop/engine/ai/cut_weights.py"

# One sample: route cards still to come, the features there, what the rest earned.
Sample = tuple[int, tuple[float, ...], float]
Table = tuple[tuple[float, ...], ...]


def searched_game(
    map_id: str, seed: str, weights: Weights, work: int
) -> Iterator[tuple[Board, PlayerView, Match, int]]:
    """A solo game the search plays on ``weights``' playouts: after each of its choices,
    the view it chose from, the match after the choice (the last one finished) and how
    many route cards were then to come."""
    board = Board.load(map_id)
    match = Match.new(board, ["Learner"], load_deck(), seed)
    while not match.game.finished:
        match = match.flip()
        assert match.card is not None
        view = PlayerView(match.game, 0, match.card, match.deck)
        choice = rank_choices(view, turn_rng(seed, match.turn, 0), work, weights=weights)[0][0]
        later = cards_needed(view)
        match = match.play(choice)
        yield board, view, match, later


def game_samples(task: tuple[str, str, Weights, int, int]) -> list[Sample]:
    """The samples of one solo game the search plays on ``weights``' playouts."""
    map_id, seed, weights, work, futures = task
    samples: list[Sample] = []
    for board, view, match, later in searched_game(map_id, seed, weights, work):
        if later < 1 or match.game.finished:
            continue
        policy = view_policy(view, weights)
        start = fast_sheet(board, match.game.sheets[0])
        rng = random.Random(f"{seed}/{match.turn}")
        for _ in range(futures):
            samples += rest_samples(policy, start, sample_future(view, rng, later), later)
    return samples


def search_samples(task: tuple[str, str, Weights, int, int]) -> list[Sample]:
    """The samples of one solo game the search plays on ``weights``' playouts, each
    valued by what the search itself went on to earn: at each of its choices the
    features of the sheet after it, with the game's final score less the points then.
    (``--target search``: one sample a choice, with all the luck of the cards in it,
    but the value of a sheet as the search plays on, not as its playouts do.)"""
    map_id, seed, weights, work, _ = task
    kept: list[tuple[int, tuple[float, ...], int]] = []
    for board, view, match, later in searched_game(map_id, seed, weights, work):
        if later < 1 or match.game.finished:
            continue
        filled, left, awarded, points = fast_sheet(board, match.game.sheets[0])
        features = view_policy(view, weights).cut_features(filled, left, awarded, later)
        kept.append((later, features, points))
    final = score(board, match.game.sheets[0]).total  # the last match is the game's end
    return [(k, f, float(final - p)) for k, f, p in kept]


def rest_samples(policy: Policy, start: FastSheet, future: list[int], later: int) -> list[Sample]:
    """Play ``future`` from ``start`` card by card; a sample at each route card."""
    filled, boxes, awarded, points = start
    left = list(boxes)
    kept: list[tuple[int, tuple[float, ...], int]] = []
    to_come = later
    for card in future:
        if card < 48:
            to_come -= 1
        filled, awarded, points = policy.advance(filled, left, awarded, points, [card], to_come)
        if card < 48 and to_come:
            kept.append((to_come, policy.cut_features(filled, left, awarded, to_come), points))
    fb = policy.fb
    final = points - fb.penalty[fb.station_count - filled.bit_count()]
    return [(k, f, float(final - p)) for k, f, p in kept]


def fit(samples: list[Sample], window: int = 0) -> tuple[Table, list[str]]:
    """By route cards to come (0: unused), the weights, and a line of report each.
    Each row is fitted on the samples within ``window`` route cards of its own."""
    most = max(k for k, _, _ in samples)
    rows: list[tuple[float, ...]] = [(0.0,) * len(CUT_FEATURES)]
    report: list[str] = []
    for k in range(1, most + 1):
        x = np.array([f for kk, f, _ in samples if abs(kk - k) <= window])
        y = np.array([t for kk, _, t in samples if abs(kk - k) <= window])
        solution = np.linalg.lstsq(x, y, rcond=None)[0]
        rows.append(tuple(round(float(v), 4) for v in solution))
        residual = y - x @ solution
        share = 1.0 - float(residual.var() / y.var()) if y.var() else 1.0
        report.append(f"  {k:2} cards to come: {len(y):6} samples, explains {share:.0%}")
    return tuple(rows), report


def table_source(tables: dict[str, Table], command: str) -> str:
    lines = [
        '"""Written by benchmarks/learn_cut_value.py: do not edit by hand (run it again).',
        "",
        "A shortened playout's estimate of the final score (engine/ai/playout.py,",
        "``CUT_FEATURES``), its weights by map and route cards still to come:",
        command,
        '"""',
        "",
        "LEARNED_CUT: dict[str, tuple[tuple[float, ...], ...]] = {",
    ]
    for map_id, rows in tables.items():
        lines.append(f'    "{map_id}": (')
        lines += [f"        ({', '.join(repr(v) for v in row)})," for row in rows]
        lines.append("    ),")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per map (20)")
    parser.add_argument("--futures", type=int, default=20, help="rests played a position (20)")
    parser.add_argument("--work", type=int, default=NORMAL_WORK, help="playout cards a decision")
    parser.add_argument("--seed", default="cut")
    parser.add_argument("--maps", default="tokyo,osaka")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--learned", action="store_true", help="on the learned playout")
    parser.add_argument("--out", type=Path, default=TABLE)
    parser.add_argument(
        "--target",
        choices=("playout", "search"),
        default="playout",
        help="fit to what playouts earn from each sheet, or to what the search's own game did",
    )
    parser.add_argument("--window", type=int, default=0, help="rows fitted together, each side")
    args = parser.parse_args()
    weights = LEARNED_PLAYOUT if args.learned else TUNED
    tasks = [
        (m, f"{args.seed}/{m}/{i}", weights, args.work, args.futures)
        for m in args.maps.split(",")
        for i in range(args.games)
    ]
    with Pool(args.workers) as pool:
        games = pool.map(game_samples if args.target == "playout" else search_samples, tasks, 1)
    tables: dict[str, Table] = {}
    for map_id in args.maps.split(","):
        found = [
            s for task, game in zip(tasks, games, strict=True) if task[0] == map_id for s in game
        ]
        tables[map_id], report = fit(found, args.window)
        print(map_id, *report, sep="\n")
    command = (
        f"python benchmarks/learn_cut_value.py --games {args.games} --futures {args.futures}\n"
        f"    --work {args.work} --seed {args.seed} --maps {args.maps}"
        + (" --learned" if args.learned else "")
        + (f" --target {args.target}" if args.target != "playout" else "")
        + (f" --window {args.window}" if args.window else "")
    )
    args.out.write_text(table_source(tables, command))
    print(f"written: {args.out}")


if __name__ == "__main__":
    main()
