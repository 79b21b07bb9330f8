"""What each playout policy's choice loses against the best, by kind of card, with the
choices valued on many imagined games rather than by the search's few.

Run: python benchmarks/playout_regret.py [--games N] [--futures F] [--kind all|route|free]
         [--seed S] [--maps tokyo,osaka]

The learning script's search (``learn_playout.game_positions``: normal's work, on the
learned playout) plays ``--games`` seeded solo games per map, dealt from "SEED/MAP/i".
At each of its decisions of ``--kind`` the choices are valued by playing each out with
the learned policy on the same ``--futures`` imagined rests of the game (common random
numbers): every route for a route card; for a free circle, which offers up to one
choice per empty station, the search's four best, the hand-made policy's choice and
the learned policy's eight best. That is the value the search estimates, with far
less noise: at normal's work a free circle's sixty-odd stations get one or two
playouts each at first, so the search's own values make every other choice look worse
than it is.

Prints, per map and kind of card, the mean loss (points a decision, with its 95%
interval) of the hand-made policy's choice, the learned policy's and the search's
against the best of the choices valued, and the number of decisions.
"""

from __future__ import annotations

import argparse
import random
import statistics

from bench_ai import interval
from learn_playout import Position, game_positions
from policy_features import features, value

from metrox_desktop.engine.ai.fast import play
from metrox_desktop.engine.ai.futures import sample_future
from metrox_desktop.engine.ai.montecarlo import NORMAL_WORK, view_policy
from metrox_desktop.engine.ai.playout import LEARNED_PLAYOUT, TUNED

KINDS = ("route", "free")


def choice_values(position: Position, futures: int, seed: str) -> dict[int | None, float]:
    """The mean final score of each choice worth valuing, played out by the learned
    policy on the same ``futures`` imagined rests of the game."""
    view, sheet, card, later = position.view, position.sheet, position.card, position.later
    learned = view_policy(view, LEARNED_PLAYOUT)
    args = (sheet.filled, sheet.left, sheet.awarded, card, later)
    if card >= 48:
        weighed = features(learned, *args)
        best_first = sorted(weighed, key=lambda found: -value(learned, found[1]))
        choices = list(
            dict.fromkeys(
                [*list(position.values)[:4], view_policy(view, TUNED).choose(*args)]
                + [choice for choice, _ in best_first[:8]]
            )
        )
    else:
        choices = list(position.values)
    rng = random.Random(seed)
    rests = [sample_future(view, rng, later) for _ in range(futures)]
    values: dict[int | None, float] = {}
    for choice in choices:
        filled, left, awarded, points = play(learned.fb, sheet, card, choice, learned.claimed)[0]
        total = sum(learned.play_out(filled, list(left), awarded, points, r) for r in rests)
        values[choice] = total / futures
    return values


def losses(position: Position, futures: int, seed: str) -> tuple[float, float, float]:
    """What the hand-made policy's, the learned policy's and the search's choices lose
    against the best choice valued."""
    values = choice_values(position, futures, seed)
    best = max(values.values())
    view, sheet = position.view, position.sheet
    args = (sheet.filled, sheet.left, sheet.awarded, position.card, position.later)
    hand_made = view_policy(view, TUNED).choose(*args)
    learned = view_policy(view, LEARNED_PLAYOUT).choose(*args)
    search = next(iter(position.values))
    return best - values[hand_made], best - values[learned], best - values[search]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=12, help="games per map (12)")
    parser.add_argument("--futures", type=int, default=600, help="playouts a choice (600)")
    parser.add_argument("--kind", choices=("all", *KINDS), default="all")
    parser.add_argument("--seed", default="regret")
    parser.add_argument("--maps", default="tokyo,osaka")
    args = parser.parse_args()
    print("map    card   hand-made        learned          search           decisions")
    for map_id in args.maps.split(","):
        found: dict[str, list[tuple[float, float, float]]] = {kind: [] for kind in KINDS}
        for i in range(args.games):
            seed = f"{args.seed}/{map_id}/{i}"
            positions = game_positions((map_id, seed, LEARNED_PLAYOUT, NORMAL_WORK))
            for turn, position in enumerate(positions):
                kind = KINDS[position.card >= 48]
                if args.kind in ("all", kind):
                    found[kind].append(losses(position, args.futures, f"{seed}/{turn}"))
        for kind, rows in found.items():
            if len(rows) < 2:
                continue
            cells = []
            for side in zip(*rows, strict=True):
                cells.append(f"{statistics.fmean(side):5.2f} +- {interval(side):4.2f}")
            print(f"{map_id:6} {kind:5}  {'    '.join(cells)}   {len(rows):5}", flush=True)


if __name__ == "__main__":
    main()
