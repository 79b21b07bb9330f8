"""Monte Carlo search: each choice judged by playing the game out on imagined decks.

For the card on the table, every legal choice is written on a compact copy of the
sheet and the game is played out to its end with the playout policy on sampled
orders of the unseen cards; a choice's expected final score is the mean over its
samples. The same samples serve every choice (common random numbers: the difference
between two choices is then measured on the same cards, with far less noise), and
sequential halving spends the work where it matters: every choice gets a first
look, the better half gets twice the samples, and so on.

The work is a fixed number of playout steps (cards played), not a time limit: a
seed then plays the same game on every machine, and the number is calibrated to fit
the time budget on a modest one (``benchmarks/bench_ai.py`` prints ms per decision).
On a map whose games are longer or whose cards cost more to play than on a printed
sheet, a decision plays fewer cards, so a game costs what it costs on Tokyo
(``bounds.decision_work``).
"""

from __future__ import annotations

from functools import cache

from metrox_desktop.engine.ai.bounds import decision_work
from metrox_desktop.engine.ai.fast import (
    FastBoard,
    claimed_mask,
    encode_card,
    fast_board,
    fast_sheet,
    play,
)
from metrox_desktop.engine.ai.futures import cards_needed, sample_future
from metrox_desktop.engine.ai.patterns import PatternPolicy, package_tables
from metrox_desktop.engine.ai.playout import PLAYOUT, Policy, Prefixes, Weights
from metrox_desktop.engine.ai.stopping import StopCheck, check_stop
from metrox_desktop.engine.ai.view import PlayerView, Rng
from metrox_desktop.engine.choice import Choice

RankedChoice = tuple[Choice, float]  # a legal choice and its expected final score

# Playout cards per decision: about 200 ms a decision (CPU time) for the strong level
# on one core of a modest 2-core machine, and a fifth of it for normal
# (benchmarks/bench_ai.py prints ms per decision). The playouts got faster (shared
# starts, each route's state kept): 36,000 cards take 0.88 of the time 24,000 took
# before, and on 200 fresh deals a map they scored a little more, by the rule fixed
# before that run (docs/ai.md).
STRONG_WORK = 36_000
NORMAL_WORK = STRONG_WORK // 5


@cache
def policy_for(
    fb: FastBoard, route_cards: tuple[int, ...], claimed: int, weights: Weights = PLAYOUT
) -> Policy:
    table = package_tables().get(fb.map_id) if weights.patterns else None
    if table is not None:
        return PatternPolicy(fb, route_cards, claimed, table)
    return Policy(fb, route_cards, claimed, weights)


def view_policy(view: PlayerView, weights: Weights = PLAYOUT) -> Policy:
    """The playout policy for a view's board, deck and claimed routes."""
    route_cards = tuple(sorted(encode_card(c) for c in view.deck.cards if c.takes_route))
    return policy_for(fast_board(view.board), route_cards, claimed_mask(view.game.claimed), weights)


def rank_choices(
    view: PlayerView,
    rng: Rng,
    work: int = STRONG_WORK,
    *,
    stop: StopCheck | None = None,
    weights: Weights = PLAYOUT,
) -> list[RankedChoice]:
    """Every legal choice with its expected final score, best first: the Hint.

    The first entry is what the strong bot chooses on the same view and rng (with
    the default ``work``, the number of cards the playouts may play in all on a
    printed sheet, fewer on a larger map: ``bounds.decision_work``), the
    rest follow by their value. A choice dropped early is valued by how it did
    against that choice on the samples both had, so no value is above the first
    entry's. A card with no legal choice gives
    ``[(Choice.PASS, expected score)]``. Deterministic for a given view and rng state.
    ``stop`` is asked before every playout: once it returns True the search raises
    ``SearchStopped`` (:mod:`.stopping`). ``weights`` are the playout policy's.
    """
    policy = view_policy(view, weights)
    fb = policy.fb
    sheet = fast_sheet(view.board, view.sheet)
    card = encode_card(view.card)
    choices: list[int | None] = list(view.legal_indices()) or [None]  # None: the pass
    sheets = [play(fb, sheet, card, c, policy.claimed)[0] for c in choices]
    future_length = cards_needed(view)
    work = decision_work(fb, work)
    # Cards a playout plays: the route cards, and about one free circle in twenty.
    per_playout = max(1, future_length + future_length // 20)
    budget = max(len(choices), work // per_playout)  # playouts in all
    totals = [0.0] * len(choices)
    counts = [0] * len(choices)
    # By choice: the sheets after the starts of futures played so far.
    shared: list[Prefixes] = [{} for _ in choices]
    futures: list[list[int]] = []
    alive = list(range(len(choices)))
    rounds = max(1, (len(choices) - 1).bit_length())  # halvings down to one choice
    done = 0
    # Every choice's totals once it had seen n samples.
    sums_at: dict[int, list[float]] = {}
    # A stop is seen within one playout (well under a millisecond).
    check = None if stop is None else lambda: check_stop(stop)

    def mean(i: int) -> float:
        return totals[i] / counts[i]

    for round_ in range(rounds):
        share = max(1, (budget // rounds) // len(alive))
        if round_ == rounds - 1:
            share = max(share, (budget - done) // len(alive))
        target = counts[alive[0]] + share
        while len(futures) < target:
            futures.append(sample_future(view, rng, future_length))
        for i in alive:
            part = futures[counts[i] : target]
            totals[i] += float(policy.play_outs(sheets[i], part, shared[i], check))
            done += target - counts[i]
            counts[i] = target
        sums_at[target] = totals.copy()
        if len(alive) > 1 and round_ < rounds - 1:
            alive.sort(key=lambda i: (-mean(i), i))
            alive = sorted(alive[: (len(alive) + 1) // 2])
    # The choice that survived the halving leads. A choice dropped early saw only the
    # first samples: its own short mean is noisy and could read above the leader's.
    # Its value is the leader's mean plus the difference of the two on the very same
    # samples (common random numbers), which it lost when it was dropped.
    lead = min(range(len(choices)), key=lambda i: (-counts[i], -mean(i), i))
    lead_value = mean(lead)

    def value(i: int) -> float:
        seen = counts[i]
        then = sums_at[seen]
        return min(lead_value, totals[lead] / counts[lead] + (totals[i] - then[lead]) / seen)

    order = sorted(range(len(choices)), key=lambda i: (i != lead, -value(i), i))
    return [(Choice.for_card(view.card, choices[i]), value(i)) for i in order]


class MonteCarloStrategy:
    """A bot level: Monte Carlo search with a fixed amount of work per decision."""

    def __init__(self, name: str, work: int, weights: Weights = PLAYOUT) -> None:
        self.name = name  # also the level a dialog shows: "normal", "strong"
        self.work = work  # playout cards per decision
        self.weights = weights  # the playout policy's

    def choose(self, view: PlayerView, rng: Rng) -> Choice:
        choices = view.legal_choices()
        if len(choices) < 2:  # nothing to weigh (the last card of a game, often)
            return choices[0] if choices else Choice.PASS
        return rank_choices(view, rng, self.work, weights=self.weights)[0][0]
