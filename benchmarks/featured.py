"""New features for Tokyo's linear playout policy, screened by cheap proxies.

Run: python benchmarks/featured.py collect OUT.json [--games N] [--seed S] [--futures F]
     python benchmarks/featured.py explore DECISIONS.json
     python benchmarks/featured.py learn OUT.json [--games N] [--iterations K] [--seed S]
         [--control]
     python benchmarks/featured.py alone WEIGHTS.json... [--deals D]
     python benchmarks/featured.py regret WEIGHTS.json... [--games N] [--futures F]
     python benchmarks/featured.py timing WEIGHTS.json [--cards N] [--games G]
(all on Tokyo unless ``--map`` says otherwise; docs/ai.md, "New features for Tokyo's
linear playout", has the numbers.)

``collect`` lets the search (normal's work, the learned playout) play ``--games`` solo
games and keeps every decision with two choices or more: the compact sheet, the card,
the route cards after it and each choice's value, the search's own or, with
``--futures F``, at route cards alone, each route played out by today's learned policy
on the same F imagined rests (playout_regret.py's values). ``explore`` fits the
policy's weights (least squares on each decision's differences, as learn_playout.py)
with today's ``FEATURES`` and with each candidate added, on the even games' decisions
and then on the odd games', and prints on the other half what the fitted policy's
choice loses against the best choice by those values (paired with today's features
alone) and the fit's residual.

Candidates (route cards only; nil for a free circle):

- ``routes``: one term per route, 1 when the box goes on that route (a term of Tokyo's
  own: what the map's geometry makes of a route beyond its hope),
- ``pair``: the chosen route's change of hope times the hope of the open routes that
  cross it (advancing a route whose stations other hopeful routes share),
- ``shared``: the stations filled that lie on another open route, each weighted by that
  route's hope before the move (what filling a shared station does to the crossing
  routes, beyond their change of odds),
- ``contest``: the chosen route's change of hope times the boxes the open routes still
  want (capped at the route cards to come) over the route cards to come,
- ``transfer``: the stations filled that lie on another open route (unweighted: the
  transfer stations tried before), ``shared_own``: ``shared`` times the chosen route's
  hope.

``learn`` is learn_playout.py's approximate policy iteration on Tokyo alone, from
today's learned playout, with ``shared`` in the playout (``SharedPolicy``, the kernel
with the term) and among the fitted features; ``--control`` fits today's features
alone the same way. ``alone`` plays the policies it wrote once each on deals "check-i"
(no search), paired with today's learned playout; ``regret`` values every route at the
route cards of playout_regret.py's games and prints what each policy's choice loses
against the best, paired with today's; ``timing`` searches the positions of normal-bot
games ("ftime-i") at strong's work with today's playout and with ``SharedPolicy`` in
turn, CPU ms a decision.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path

import numpy as np
from bench_decision_time import positions as decision_positions
from learn_playout import LEARNED_FIELDS, fit, game_positions, measuring_policy, weights_from
from playout_regret import choice_values
from policy_features import FEATURES, features

from metrox_desktop.engine.ai import montecarlo, strategy_named
from metrox_desktop.engine.ai.deal import dealt_cards
from metrox_desktop.engine.ai.fast import STAR, FastBoard, claimed_mask, encode_card, fast_board
from metrox_desktop.engine.ai.montecarlo import NORMAL_WORK, MonteCarloStrategy, rank_choices
from metrox_desktop.engine.ai.play import turn_rng
from metrox_desktop.engine.ai.playout import LEARNED_PLAYOUT, TUNED, Fill, Policy, Weights
from metrox_desktop.engine.ai.view import PlayerView, Rng
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.choice import Choice

CANDIDATES = ("routes", "pair", "shared", "contest", "transfer", "shared_own")


# The candidate the proxy on the search's values chose (``explore``).
SHARED = "shared"


class SharedPolicy(Policy):
    """The linear policy with one term more for a route card: ``shared`` times the
    stations it fills on each other open route, weighted by that route's hope before
    the move (the kernel's hope, progress x bonus x odds: ``shared`` here is the fitted
    weight over ``progress``). A free circle is chosen as ``Policy`` chooses it."""

    def __init__(
        self,
        fb: FastBoard,
        route_cards: Sequence[int],
        claimed: int,
        weights: Weights,
        shared: float,
    ) -> None:
        super().__init__(fb, route_cards, claimed, weights)
        self.shared = shared
        # Card -> by route: the route's empty stations -> what the card fills, with
        # the stations it fills on each route it touches (in ``touched``'s order).
        self.shared_cache: dict[int, list[dict[int, tuple[Fill, tuple[int, ...]]]]] = {}

    def _shared_fill(self, route: int, rest: int, card: int) -> tuple[Fill, tuple[int, ...]]:
        fill = self._walk(route, rest, card)
        masks = self.fb.route_masks
        got = fill[0]
        counts = tuple(0 if q == route else (got & masks[q]).bit_count() for q in fill[2])
        return fill, counts

    # ``Policy._pick_route`` with the ``shared`` term (kept whole: the hot loop).
    def _pick_route(  # noqa: C901, PLR0912, PLR0915
        self,
        filled: int,
        left: Sequence[int],
        card: int,
        later: int,
        rests: Sequence[int],
        rows: Sequence[tuple[float, ...]],
    ) -> tuple[int | None, int]:
        fb = self.fb
        best: int | None = None
        best_value = -1e9
        best_got = 0
        w = self.weights
        w_penalty, w_award, w_cross = w.penalty, w.award, w.cross
        w_commitment = w.commitment
        w_shared = self.shared
        waste = w.waste
        penalty = fb.penalty
        empty = fb.station_count - filled.bit_count()
        penalty_now = penalty[empty]
        per_station = w.per_station + w.late * (1.0 - later / self.route_total)
        bonus = self.bonus
        hopes = self.hopes
        hope_of = self.hope_of
        fills = self.shared_cache.get(card)
        if fills is None:
            fills = self.shared_cache[card] = [{} for _ in range(fb.route_count)]
        star = card >> 4 == STAR
        for r, n in enumerate(left):
            if not n:
                continue
            rest = rests[r]
            if not rest:
                if best_value < waste:
                    best, best_value, best_got = r, waste, 0
                continue
            known = fills[r].get(rest)
            if known is None:
                known = fills[r][rest] = self._shared_fill(r, rest, card)
            (got, count, touched, own), counts = known
            v = w_penalty * (penalty_now - penalty[empty - count]) + per_station * count
            if star:
                v += w.star * fb.star_values[got.bit_length() - 1]
            for q, c in zip(touched, counts, strict=False):
                k = left[q]
                before = rows[q][k if k < later else later]
                if q == r:
                    v += w_commitment * before
                    if own is None:
                        v += w_award * bonus[q] - before
                    else:
                        k -= 1
                        v += own[k if k < later else later] - before
                    continue
                v += w_shared * c * before
                rest = rests[q] & ~got
                if not rest:
                    v += w_award * bonus[q] - w_cross * before
                else:
                    row = hopes[q].get(rest) or hope_of(q, rest)
                    v += w_cross * (row[k if k < later else later] - before)
            if v > best_value:
                best, best_value, best_got = r, v, got
        return best, best_got


@cache
def shared_policy(
    fb: FastBoard, route_cards: tuple[int, ...], claimed: int, weights: Weights, shared: float
) -> Policy:
    return SharedPolicy(fb, route_cards, claimed, weights, shared)


def read_weights(path: Path) -> tuple[Weights, float]:
    """The fitted weights ``learn`` wrote: the policy's and ``shared``'s."""
    found = json.loads(path.read_text("utf-8"))
    return TUNED._replace(**found["weights"]), found[SHARED]


def viewing(weights: Weights, shared: float) -> Callable[..., Policy]:
    """A ``montecarlo.view_policy`` that plays out on ``SharedPolicy`` (on a map with
    no table of route patterns: Tokyo)."""

    def view_policy(view: PlayerView, _: Weights = weights) -> Policy:
        route_cards = tuple(sorted(encode_card(c) for c in view.deck.cards if c.takes_route))
        fb = fast_board(view.board)
        return shared_policy(fb, route_cards, claimed_mask(view.game.claimed), weights, shared)

    return view_policy


class SharedStrategy(MonteCarloStrategy):
    """A search level on ``SharedPolicy``'s playouts, the weights ``learn`` wrote to
    ``path``."""

    def __init__(self, name: str, work: int, path: Path) -> None:
        weights, self.shared = read_weights(path)
        super().__init__(name, work, weights)

    def choose(self, view: PlayerView, rng: Rng) -> Choice:
        choices = view.legal_choices()
        if len(choices) < 2:
            return choices[0] if choices else Choice.PASS
        # rank_choices builds its policy with montecarlo.view_policy: this variant's for
        # its own decisions alone (one thread; put back at once).
        montecarlo.view_policy = viewing(self.weights, self.shared)
        try:
            return rank_choices(view, rng, self.work, weights=self.weights)[0][0]
        finally:
            montecarlo.view_policy = original_view_policy


original_view_policy = montecarlo.view_policy


def collect(args: argparse.Namespace) -> None:
    """The search's decisions with each choice's value (see the module's notes)."""
    out = []
    for i in range(args.games):
        seed = f"{args.seed}/{args.map}/{i}"
        for turn, p in enumerate(game_positions((args.map, seed, LEARNED_PLAYOUT, NORMAL_WORK))):
            if args.futures and p.card >= 48:
                continue
            s = p.sheet
            valued = choice_values(p, args.futures, f"{seed}/{turn}") if args.futures else p.values
            values = [[c, v] for c, v in valued.items()]
            out.append([i, s.filled, list(s.left), s.awarded, p.card, p.later, values])
        print(f"game {i}: {len(out)} decisions", flush=True)
    with open(args.out, "w") as f:
        json.dump(out, f)


def candidate_features(
    policy: Policy, filled: int, left: Sequence[int], card: int, later: int, route: int | None
) -> dict[str, list[float]]:
    """Each candidate's features of one choice (``route`` None: a free circle)."""
    fb = policy.fb
    masks = fb.route_masks
    n = fb.route_count
    found = {
        "routes": [0.0] * n,
        "pair": [0.0],
        "shared": [0.0],
        "contest": [0.0],
        "transfer": [0.0],
        "shared_own": [0.0],
    }
    if route is None or not masks[route] & ~filled:
        return found
    found["routes"][route] = 1.0
    got = policy._walk(route, masks[route] & ~filled, card)[0]
    rest_before = masks[route] & ~filled
    k = min(left[route], later)
    before = policy.hope_of(route, rest_before)[k]
    rest_after = rest_before & ~got
    own_after = (
        policy.hope_of(route, rest_after)[min(left[route] - 1, later)]
        if rest_after
        else policy.bonus[route]
    )
    own_change = own_after - before
    crossing_hope = 0.0
    shared = 0.0
    wanted = 0
    transfer = 0
    for q in range(n):
        rest_q = masks[q] & ~filled
        if not rest_q:
            continue
        k_q = min(left[q], later)
        wanted += k_q
        hope_q = policy.hope_of(q, rest_q)[k_q]
        if q != route and masks[q] & masks[route]:
            crossing_hope += hope_q
            shared += hope_q * (got & masks[q]).bit_count()
            transfer += (got & masks[q]).bit_count()
    found["pair"] = [own_change * crossing_hope / 10.0]
    found["shared"] = [shared]
    found["contest"] = [own_change * wanted / max(later, 1)]
    found["transfer"] = [float(transfer)]
    found["shared_own"] = [shared * before / 10.0]
    return found


@cache
def measuring(map_id: str) -> Policy:
    return measuring_policy(map_id, TUNED)


def rows_of(decisions: list[list], map_id: str, extra: Sequence[str]) -> list[tuple]:
    """Per decision: its game, the features (today's + ``extra``) and values by choice."""
    policy = measuring(map_id)
    out = []
    for game, filled, left, awarded, card, later, values in decisions:
        by_choice = dict((c, v) for c, v in values)
        xs, ys = [], []
        for choice, f in features(policy, filled, left, awarded, card, later):
            route = None if card >= 48 else choice
            more = candidate_features(policy, filled, left, card, later, route)
            xs.append(list(f) + [x for name in extra for x in more[name]])
            ys.append(by_choice[choice])
        out.append((game, np.array(xs), np.array(ys), card >= 48))
    return out


def explore(args: argparse.Namespace) -> None:
    with open(args.positions) as f:
        decisions = json.load(f)
    sets: list[tuple[str, ...]] = [(), *((c,) for c in CANDIDATES), ("routes", "shared")]
    print(f"{len(decisions)} decisions, two folds (fitted on the even games, valued on the odd,")
    print("and the other way round); loss: points a decision against the best choice valued")
    print("features added     loss route  loss free  - none, route cards (95%)  residual  weights")
    base: list[float] = []
    for extra in sets:
        rows = rows_of(decisions, args.map, extra)
        route_loss: list[float] = []
        free_loss: list[float] = []
        resid: list[float] = []
        added = ""
        for fold in (0, 1):
            train = [(x, y) for g, x, y, _ in rows if g % 2 == fold]
            w = fit([list(zip(map(tuple, x), y, strict=True)) for x, y in train])
            added += " ".join(f"{v:+.2f}" for v in w[len(FEATURES) :]) + "; "
            for g, x, y, free in rows:
                if g % 2 == fold:
                    continue
                v = x @ w
                loss = float(y.max() - y[int(np.argmax(v))])
                (free_loss if free else route_loss).append(loss)
                d = (y - y.mean()) - (v - v.mean())
                resid.append(float((d * d).mean()))
        if not extra:
            base = route_loss
        gains = [a - b for a, b in zip(route_loss, base, strict=True)]
        half = 1.96 * statistics.stdev(gains) / len(gains) ** 0.5 if any(gains) else 0.0
        print(
            f"{'+'.join(extra) or 'none':17}  {statistics.fmean(route_loss):10.3f}"
            f"  {statistics.fmean(free_loss or [0.0]):9.3f}"
            f"  {statistics.fmean(gains):+.3f} +- {half:.3f}            "
            f"  {statistics.fmean(resid):8.3f}  {added}",
            flush=True,
        )


def learn(args: argparse.Namespace) -> None:
    """Approximate policy iteration as learn_playout.py, from today's learned playout,
    with ``shared`` among the features (or without it: ``--control``)."""
    weights, shared = LEARNED_PLAYOUT, 0.0
    extra = () if args.control else (SHARED,)
    for iteration in range(args.iterations):
        start = time.process_time()
        montecarlo.view_policy = viewing(weights, shared)
        decisions = []
        for i in range(args.games):
            seed = f"{args.seed}/{iteration}/{args.map}/{i}"
            for p in game_positions((args.map, seed, weights, NORMAL_WORK)):
                s = p.sheet
                values = [[c, v] for c, v in p.values.items()]
                decisions.append([i, s.filled, list(s.left), s.awarded, p.card, p.later, values])
        montecarlo.view_policy = original_view_policy
        rows = rows_of(decisions, args.map, extra)
        solution = fit([list(zip(map(tuple, x), y, strict=True)) for _, x, y, _ in rows])
        weights = weights_from(solution[: len(FEATURES)], TUNED)
        shared = round(float(solution[len(FEATURES)]) / weights.progress, 4) if extra else 0.0
        print(
            f"iteration {iteration + 1}: {len(decisions)} decisions, {weights}, shared {shared}"
            f" ({time.process_time() - start:.0f} s of CPU)",
            flush=True,
        )
    fitted = {name: getattr(weights, name) for name in LEARNED_FIELDS}
    command = (
        f"python benchmarks/featured.py learn {args.out} --games {args.games}"
        f" --iterations {args.iterations} --seed {args.seed}" + " --control" * args.control
    )
    found = {"command": command, "weights": fitted, SHARED: shared}
    Path(args.out).write_text(json.dumps(found, indent=1) + "\n", "utf-8")
    print(f"written: {args.out}")


def alone_score(map_id: str, i: int, policy: Policy) -> int:
    """A policy's own final score on deal "check-i" (no search: one playout)."""
    board = Board.load(map_id)
    fb = fast_board(board)
    codes = [encode_card(c) for c in dealt_cards(board, load_deck(), f"check-{i}")]
    return policy.play_out(0, list(fb.indicator_counts), 0, 0, codes)


def alone(args: argparse.Namespace) -> None:
    """The policies alone (one playout, no search) on deals "check-0" on, paired with
    today's learned playout."""
    board = Board.load(args.map)
    fb = fast_board(board)
    route_cards = tuple(sorted(encode_card(c) for c in load_deck().cards if c.takes_route))
    today = Policy(fb, route_cards, 0, LEARNED_PLAYOUT)
    base = [alone_score(args.map, i, today) for i in range(args.deals)]
    print(f"today's learned playout: {statistics.fmean(base):.2f} ({args.deals} deals)")
    for path in args.weights:
        weights, shared = read_weights(Path(path))
        policy = SharedPolicy(fb, route_cards, 0, weights, shared)
        new = [alone_score(args.map, i, policy) for i in range(args.deals)]
        gains = [float(b - a) for a, b in zip(base, new, strict=True)]
        half = 1.96 * statistics.stdev(gains) / len(gains) ** 0.5
        print(
            f"{path}: {statistics.fmean(new):.2f}, - today's {statistics.fmean(gains):+.2f}"
            f" +- {half:.2f}",
            flush=True,
        )


def timing(args: argparse.Namespace) -> None:
    """CPU ms a decision of strong and of strong on ``SharedPolicy`` at ``--cards``,
    each position of ``--games`` normal-bot Tokyo games (dealt from PREFIX + i)
    searched by both in turn (the order alternating)."""
    base = strategy_named("strong")
    new = SharedStrategy("strong", args.cards, Path(args.weights))
    ms: tuple[list[float], list[float]] = ([], [])
    for game in range(args.games):
        seed = f"{args.prefix}{game}"
        for view, turn in decision_positions(args.map, seed):
            for side in (0, 1) if (turn + game) % 2 else (1, 0):
                start = time.process_time()
                (base, new)[side].choose(view, turn_rng(seed, turn, 0))
                ms[side].append((time.process_time() - start) * 1000)
    ratios = [b / a for a, b in zip(*ms, strict=True)]
    half = 1.96 * statistics.stdev(ratios) / len(ratios) ** 0.5
    print(
        f"strong {statistics.fmean(ms[0]):.1f} ms, shared at {args.cards} cards"
        f" {statistics.fmean(ms[1]):.1f} ms; ratio of the means"
        f" {statistics.fmean(ms[1]) / statistics.fmean(ms[0]):.3f}, mean ratio"
        f" {statistics.fmean(ratios):.3f} +- {half:.3f} ({len(ratios)} decisions)",
        flush=True,
    )


def regret(args: argparse.Namespace) -> None:
    """What each policy's choice at a route card loses against the best route, the
    routes valued by today's learned policy's playouts on the same ``--futures``
    imagined rests (playout_regret.py's values, its games: "regret/MAP/i")."""
    policies = [("today's", LEARNED_PLAYOUT, 0.0)]
    policies += [(path, *read_weights(Path(path))) for path in args.weights]
    found: list[list[float]] = [[] for _ in policies]
    for i in range(args.games):
        seed = f"regret/{args.map}/{i}"
        positions = game_positions((args.map, seed, LEARNED_PLAYOUT, NORMAL_WORK))
        for turn, position in enumerate(positions):
            if position.card >= 48:
                continue
            values = choice_values(position, args.futures, f"{seed}/{turn}")
            best = max(values.values())
            view, sheet = position.view, position.sheet
            choice_args = (sheet.filled, sheet.left, sheet.awarded, position.card, position.later)
            for side, (_, weights, shared) in enumerate(policies):
                policy = viewing(weights, shared)(view)
                found[side].append(best - values[policy.choose(*choice_args)])
    for side, (name, _, _) in enumerate(policies):
        losses = found[side]
        gains = [b - a for a, b in zip(found[0], losses, strict=True)]
        half = 1.96 * statistics.stdev(gains) / len(gains) ** 0.5 if side else 0.0
        print(
            f"{name}: loss {statistics.fmean(losses):.3f} a route card,"
            f" - today's {statistics.fmean(gains):+.3f} +- {half:.3f} ({len(losses)} decisions)",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect")
    c.add_argument("out")
    c.add_argument("--games", type=int, default=120)
    c.add_argument("--seed", default="featured")
    c.add_argument("--map", default="tokyo")
    c.add_argument(
        "--futures", type=int, default=0, help="route cards alone, valued on F playouts a route"
    )
    e = sub.add_parser("explore")
    e.add_argument("positions")
    e.add_argument("--map", default="tokyo")
    a = sub.add_parser("learn")
    a.add_argument("out")
    a.add_argument("--games", type=int, default=300)
    a.add_argument("--iterations", type=int, default=2)
    a.add_argument("--seed", default="shared")
    a.add_argument("--map", default="tokyo")
    a.add_argument("--control", action="store_true", help="without the shared feature")
    b = sub.add_parser("alone")
    b.add_argument("weights", nargs="+", help="files learn wrote")
    b.add_argument("--deals", type=int, default=1000)
    b.add_argument("--map", default="tokyo")
    t = sub.add_parser("timing")
    t.add_argument("weights", help="a file learn wrote")
    t.add_argument("--cards", type=int, default=36_000)
    t.add_argument("--games", type=int, default=2)
    t.add_argument("--prefix", default="ftime-")
    t.add_argument("--map", default="tokyo")
    g = sub.add_parser("regret")
    g.add_argument("weights", nargs="+", help="files learn wrote")
    g.add_argument("--games", type=int, default=12)
    g.add_argument("--futures", type=int, default=600)
    g.add_argument("--map", default="tokyo")
    args = parser.parse_args()
    commands = {"collect": collect, "explore": explore, "learn": learn, "alone": alone}
    commands |= {"timing": timing, "regret": regret}
    commands[args.command](args)


if __name__ == "__main__":
    main()
