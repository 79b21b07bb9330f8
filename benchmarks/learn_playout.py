"""Learn the playout policy's weights from the search's own values (approximate policy
iteration), and write them to engine/ai/policy_weights.py (``LEARNED_PLAYOUT``).

Run: python benchmarks/learn_playout.py [--games N] [--iterations K] [--work W]
         [--seed S] [--maps tokyo,osaka] [--workers W] [--check D] [--out PATH]

A Monte Carlo search is one policy-improvement step over its playout policy: its value
of a choice is what that choice earns if the policy plays on. Each iteration

1. plays ``--games`` seeded solo games per map with the search (``rank_choices`` with
   ``--work`` playout cards a decision) on the current playout policy, and keeps, at
   every decision with two choices or more, each choice's ``FEATURES``
   (policy_features.py)
   and the search's value of it;
2. fits one weight per feature so that, within each decision, the weighted features
   differ between choices as the search's values do (least squares on the
   differences from the decision's mean: what a choice is worth against the others,
   not the level of the position);
3. makes the fitted weights the playout policy of the next iteration.

It starts from the hand-made policy (``TUNED``, whose completion odds every iteration
keeps). Games are dealt from "SEED/ITERATION/MAP/i" and each decision's search uses the
rng a bot seat would (``turn_rng``), so a seed gives the same table byte for byte
(with the same Python and numpy). After each iteration it prints the weights, the
number of decisions, and the policy's own mean score (no search) against the
hand-made one's on ``--check`` deals per map, paired, with the 95% interval.
"""

from __future__ import annotations

import argparse
import statistics
import time
from functools import cache
from multiprocessing import Pool
from pathlib import Path
from typing import NamedTuple

import numpy as np
from policy_features import FEATURES, features

from metrox_desktop.engine.ai.deal import dealt_cards
from metrox_desktop.engine.ai.fast import FastSheet, encode_card, fast_board, fast_sheet
from metrox_desktop.engine.ai.futures import cards_needed
from metrox_desktop.engine.ai.montecarlo import NORMAL_WORK, rank_choices
from metrox_desktop.engine.ai.play import turn_rng
from metrox_desktop.engine.ai.playout import TUNED, Policy, Weights
from metrox_desktop.engine.ai.view import PlayerView
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match

# The weights fitted (the completion odds, ``optimism`` and ``runs``, are TUNED's).
LEARNED_FIELDS = (
    "per_station",
    "progress",
    "penalty",
    "star",
    "award",
    "cross",
    "waste",
    "commitment",
    "late",
)
TABLE = Path(__file__).resolve().parent.parent / "metrox_desktop/engine/ai/policy_weights.py"

# One decision: each choice's features and the search's value of it.
Decision = list[tuple[tuple[float, ...], float]]


class Position(NamedTuple):
    """One decision of the search's game: the compact sheet, the card (encoded), the
    route cards after it, the search's value of each choice (by the kernel's index,
    best first) and the player's view of the table."""

    map_id: str
    sheet: FastSheet
    card: int
    later: int
    values: dict[int | None, float]
    view: PlayerView


def game_positions(task: tuple[str, str, Weights, int]) -> list[Position]:
    """Every decision with two choices or more of one solo game the search plays on
    ``weights``' playouts."""
    map_id, seed, weights, work = task
    board = Board.load(map_id)
    match = Match.new(board, ["Learner"], load_deck(), seed)
    positions: list[Position] = []
    while not match.game.finished:
        match = match.flip()
        assert match.card is not None
        view = PlayerView(match.game, 0, match.card, match.deck)
        ranked = rank_choices(view, turn_rng(seed, match.turn, 0), work, weights=weights)
        if len(ranked) >= 2:
            # By the kernel's index (None: the pass), best first.
            values: dict[int | None, float] = {c.index: value for c, value in ranked}
            sheet = fast_sheet(board, view.sheet)
            card = encode_card(match.card)
            positions.append(Position(map_id, sheet, card, cards_needed(view), values, view))
        match = match.play(ranked[0][0])
    return positions


@cache
def measuring_policy(map_id: str, weights: Weights) -> Policy:
    """The policy whose ``features`` are fitted: ``weights``' completion odds with the
    hope of progress 1, so that each weight, progress's included, is fitted on its own
    (a solo game: no route claimed by another player)."""
    route_cards = tuple(sorted(encode_card(c) for c in load_deck().cards if c.takes_route))
    measure = Weights(optimism=weights.optimism, runs=weights.runs)
    return Policy(fast_board(Board.load(map_id)), route_cards, 0, measure)


def decision(position: Position, weights: Weights) -> Decision:
    """Each choice's ``FEATURES`` at ``position`` with the search's value of it."""
    sheet = position.sheet
    found = features(
        measuring_policy(position.map_id, weights),
        sheet.filled,
        sheet.left,
        sheet.awarded,
        position.card,
        position.later,
    )
    return [(f, position.values[choice]) for choice, f in found]


def game_decisions(task: tuple[str, str, Weights, int]) -> list[Decision]:
    """Every decision of one solo game the search plays on ``weights``' playouts."""
    return [decision(p, task[2]) for p in game_positions(task)]


def fit(decisions: list[Decision]) -> np.ndarray:
    """The weights whose sums differ between a decision's choices as its values do."""
    rows: list[np.ndarray] = []
    targets: list[np.ndarray] = []
    for decision in decisions:
        x = np.array([f for f, _ in decision])
        y = np.array([v for _, v in decision])
        rows.append(x - x.mean(axis=0))
        targets.append(y - y.mean())
    solution: np.ndarray = np.linalg.lstsq(np.vstack(rows), np.concatenate(targets), rcond=None)[0]
    return solution


def weights_from(solution: np.ndarray, start: Weights) -> Weights:
    """The policy of the fitted weights (hope scaled by the chosen route's weight)."""
    w = dict(zip(FEATURES, (round(float(v), 4) for v in solution), strict=True))
    own = w["own"]
    if own <= 0:
        raise SystemExit(f"the fitted weight of a route's own hope is {own}: not a policy")
    return start._replace(
        per_station=w["stations"],
        progress=own,
        penalty=w["penalty"],
        star=w["star"],
        award=w["award"],
        cross=round(w["cross"] / own, 4),
        waste=w["waste"],
        commitment=w["commitment"],
        late=w["late"],
    )


def policy_score(task: tuple[str, int, Weights]) -> int:
    """The policy's own final score on deal "check-i" (no search: one playout)."""
    map_id, i, weights = task
    board = Board.load(map_id)
    fb = fast_board(board)
    deck = load_deck()
    codes = [encode_card(c) for c in dealt_cards(board, deck, f"check-{i}")]
    policy = Policy(fb, [encode_card(c) for c in deck.cards if c.takes_route], 0, weights)
    return policy.play_out(0, list(fb.indicator_counts), 0, 0, codes)


def table_source(weights: Weights, games: int, iterations: int, work: int, seed: str) -> str:
    lines = [
        '"""Written by benchmarks/learn_playout.py: do not edit by hand (run it again).',
        "",
        "The playout policy's weights (engine/ai/playout.py), fitted to the search's values:",
        f"python benchmarks/learn_playout.py --iterations {iterations} --games {games}"
        f" --work {work} --seed {seed}",
        '"""',
        "",
        "LEARNED: dict[str, float] = {",
    ]
    fitted = weights._asdict()
    lines += [f'    "{name}": {fitted[name]!r},' for name in LEARNED_FIELDS]
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60, help="games per map and iteration (60)")
    parser.add_argument("--iterations", type=int, default=2, help="(2)")
    parser.add_argument("--work", type=int, default=NORMAL_WORK, help="playout cards a decision")
    parser.add_argument("--seed", default="learn")
    parser.add_argument("--maps", default="tokyo,osaka")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--check", type=int, default=2000, help="deals per map, policy alone")
    parser.add_argument("--out", type=Path, default=TABLE)
    args = parser.parse_args()
    maps = args.maps.split(",")
    weights = TUNED
    with Pool(args.workers) as pool:
        for iteration in range(args.iterations):
            start = time.process_time()
            tasks = [
                (m, f"{args.seed}/{iteration}/{m}/{i}", weights, args.work)
                for m in maps
                for i in range(args.games)
            ]
            decisions = [d for game in pool.map(game_decisions, tasks, 1) for d in game]
            weights = weights_from(fit(decisions), TUNED)
            print(f"iteration {iteration + 1}: {len(decisions)} decisions, {weights}", flush=True)
            for m in maps:
                if not args.check:
                    break
                old = pool.map(policy_score, [(m, i, TUNED) for i in range(args.check)], 50)
                new = pool.map(policy_score, [(m, i, weights) for i in range(args.check)], 50)
                gains = [float(b - a) for a, b in zip(old, new, strict=True)]
                half = 1.96 * statistics.stdev(gains) / len(gains) ** 0.5
                print(
                    f"  {m:6} policy alone: hand-made {statistics.fmean(old):5.2f},"
                    f" learned {statistics.fmean(new):5.2f},"
                    f" difference {statistics.fmean(gains):+.2f} +- {half:.2f}"
                    f" ({args.check} deals)",
                    flush=True,
                )
            print(f"  (main process CPU {time.process_time() - start:.0f} s)", flush=True)
    args.out.write_text(table_source(weights, args.games, args.iterations, args.work, args.seed))
    print(f"written: {args.out}")


if __name__ == "__main__":
    main()
