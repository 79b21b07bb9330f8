"""Fast playouts: a one-ply policy that plays a sheet to the end of a known card list.

The policy is greedy on a shaped value rather than on the score alone: early in a
game the penalty is stuck at its maximum and every choice scores the same, so plain
greedy plays at random exactly when the sheet takes its shape. A choice is worth a
weighted sum of its features (``FEATURES`` in benchmarks/policy_features.py, which
the learning script fits):

- its immediate change of score (penalty saved, a star's number, crowns, diamonds),
- the stations it fills (the penalty they will save later), the more so late in a game,
- the change of each route's hope: its bonus times its odds of completion
  (``completion_odds``: its empty stations against the cards its empty indicator
  boxes can still take), the chosen route's and the crossing routes' apart. Using a
  box lowers the odds of its route, so a card is not spent where it fills little,
- how far the chosen route is already under way, and whether the box goes to a
  route already complete (a card put where it can do no harm).

The hand-made weights (``TUNED``) count each part of the score once.
``LEARNED_PLAYOUT`` has weights fitted to the search's own values of its choices
(``benchmarks/learn_playout.py``, two iterations of approximate policy iteration: a
search is one policy-improvement step over its playout policy, so a policy that plays
more like the search should make a better playout); the levels and the Hint play out
with it (``PLAYOUT``). The strong bot on it, at the same time a decision, scored more
than on the hand-made policy on deals fresh to it, by the rule fixed before that run
(docs/ai.md), and the Hint's offsets (calibration_table.py) were measured on it. On
a map with a learned table of route patterns (Osaka and Tokyo) they play out greedy
on that table instead (patterns.py), which scored more there by the same kind of rule.

Everything works on the compact sheet of :mod:`.fast` (bit sets and ints), with the
tables bound to locals and the per-route work written out in one loop: this is
where the AI spends its time (about 6 microseconds a card on a modest machine).
What a card fills on a route depends only on the route's empty stations, so it is
looked up (``Fill``, worked out once per pattern), not walked station by station;
each route's empty stations and hope are kept from card to card (``advance``), and
playouts from one sheet that begin with the same cards go on from the sheet kept
after them (``play_outs``). These change no choice: the searches' values are the
same, bit for bit, as when every playout was played from its first card.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from collections.abc import Callable, Sequence
from typing import NamedTuple

from metrox_desktop.engine.ai.fast import NUMBER, STAR, FastBoard
from metrox_desktop.engine.ai.policy_weights import LEARNED


class Weights(NamedTuple):
    """How the policy values a choice: a weighted sum of its features (``FEATURES``,
    benchmarks/policy_features.py).

    The defaults after ``runs`` leave the hand-made policy as it was (every part of
    the score counted once, nothing else); ``LEARNED_PLAYOUT``'s are fitted to the
    search's own values (``benchmarks/learn_playout.py``)."""

    per_station: float = 0.35  # by station filled
    progress: float = 1.0  # by change of the chosen route's hope (its bonus x odds)
    # Stations added to each card's fill in the completion odds: a player puts the
    # cards where they fill most, so random cards underrate what a route will get.
    optimism: int = 0
    # Completion odds that see where a route's empty stations lie: a number card stops
    # at the next filled station, so a route broken into short empty runs needs more
    # cards than its empty count says (``run_odds``).
    runs: bool = False
    penalty: float = 1.0  # by point of penalty saved now
    star: float = 1.0  # by point a star writes now
    award: float = 1.0  # by point of crown or diamond earned now
    cross: float = 1.0  # the crossing routes' change of hope, against the chosen route's
    waste: float = 0.0  # a box used on a route already complete
    commitment: float = 0.0  # by point of the chosen route's hope before the move
    late: float = 0.0  # by station filled, times the share of the game's route cards played
    # On a map with a learned table of route patterns (pattern_table.json), play greedy
    # on it instead (patterns.py): the weights above are then not used there.
    patterns: bool = False


# Measured in the strong bot's games (same seeds, paired): optimism 1 scored 2.2 +- 1.6
# more on Tokyo than 0 and the same on Osaka; 2 was no better than 1.
TUNED = Weights(1.0, 1.0, 3, True)

# Weights fitted to the search's values of its choices in thousands of positions of
# its own games (approximate policy iteration, ``benchmarks/learn_playout.py``), on
# TUNED's completion odds.
LEARNED_PLAYOUT = Weights(**{**TUNED._asdict(), **LEARNED})
# The levels' and the Hint's playout policy (see the module's notes): the learned
# weights, and greedy on the table of route patterns on a map that has one (the
# printed sheets).
PLAYOUT = LEARNED_PLAYOUT._replace(patterns=True)

# The starts of futures already played from one sheet, a tree by card: each card leads
# to the tree after it and the sheet then (filled, boxes left, awarded, points).
Prefixes = dict[int, tuple["Prefixes", int, tuple[int, ...], int, int]]
# Cards past the longest start already known that a playout adds to the tree.
GROW = 1

# Seconds of playouts between two moments when a search lets other threads run.
YIELD_EVERY = 0.002

Odds = tuple[tuple[float, ...], ...]
# What a route card does on one route: the stations it fills (a bit set), how many,
# the routes whose odds that changes (the route itself, and those crossing it at a
# station filled), in route order, and the route's hope after it (``hope_of``; None
# when the card completes it).
Fill = tuple[int, int, tuple[int, ...], tuple[float, ...] | None]


def completion_odds(
    route_cards: Sequence[int],
    most_boxes: int,
    most_stations: int,
    optimism: int = 0,
) -> Odds:
    """``odds[k][e]``: the chance that ``k`` route cards drawn at random (with
    replacement) from ``route_cards`` (encoded) fill ``e`` empty stations of one route,
    each card filling its number (1 for a star) plus ``optimism``. A rough guide to
    how likely a route with ``k`` empty boxes and ``e`` empty stations is to be
    completed (a policy caps ``k`` at the route cards still to come)."""
    fills = [optimism + (1 if card >> 4 == STAR else card & 15) for card in route_cards] or [0]
    odds: list[tuple[float, ...]] = []
    dist = {0: 1.0}  # the total filled by k cards -> its probability
    for _ in range(most_boxes + 1):
        odds.append(
            tuple(
                sum(p for total, p in dist.items() if total >= e) for e in range(most_stations + 1)
            )
        )
        step: dict[int, float] = {}
        for total, p in dist.items():
            for f in fills:
                step[total + f] = step.get(total + f, 0.0) + p / len(fills)
        dist = step
    return tuple(odds)


def empty_runs(route_bits: Sequence[int], rest: int) -> tuple[int, ...]:
    """The lengths of the runs of empty stations (bits of ``rest``) along a route,
    Start first."""
    runs: list[int] = []
    length = 0
    for bit in route_bits:
        if rest & bit:
            length += 1
        elif length:
            runs.append(length)
            length = 0
    if length:
        runs.append(length)
    return tuple(runs)


class Policy:
    """The playout policy for one board, deck and claimed set, its tables precomputed."""

    def __init__(
        self,
        fb: FastBoard,
        route_cards: Sequence[int],
        claimed: int = 0,
        weights: Weights = PLAYOUT,
    ) -> None:
        self.fb = fb
        self.claimed = claimed
        self.weights = weights
        routes = range(fb.route_count)
        masks = fb.route_masks
        # What completing each route earns on this sheet: its crown, or its diamond.
        self.bonus = tuple(
            fb.later_bonus[r] if claimed >> r & 1 else fb.first_bonus[r] for r in routes
        )
        # Routes sharing a station with route r (r included): the ones a move on r touches.
        self.crossing = tuple(tuple(q for q in routes if masks[q] & masks[r]) for r in routes)
        self.route_bits = tuple(tuple(1 << s for s in rs) for rs in fb.route_stations)
        self.yielded = time.perf_counter()  # when play_out last let other threads in
        # Card -> by route: the route's empty stations -> what the card does (a Fill).
        self.fill_cache: dict[int, list[dict[int, Fill]]] = {}
        longest = max(len(rs) for rs in fb.route_stations)
        odds = completion_odds(route_cards, max(fb.indicator_counts), longest, weights.optimism)
        # progress x bonus x odds, by route, empty boxes and empty stations.
        self.hope = tuple(
            tuple(tuple(weights.progress * self.bonus[q] * p for p in row) for row in odds)
            for q in routes
        )
        self.boxes = max(fb.indicator_counts)
        self.route_total = sum(fb.indicator_counts)  # route cards in a whole game
        self.route_cards = Counter(route_cards)
        self.run_memo: dict[tuple[tuple[int, ...], int], float] = {}
        # By route: its empty stations -> its hope by boxes left (see ``hope_of``).
        self.hopes: tuple[dict[int, tuple[float, ...]], ...] = tuple({} for _ in routes)

    def hope_of(self, route: int, rest: int) -> tuple[float, ...]:
        """progress x bonus x the odds of completing ``route`` whose empty stations are
        ``rest``, by boxes left (0 to the most any route has); remembered."""
        found = self.hopes[route].get(rest)
        if found is None:
            if self.weights.runs:
                runs = empty_runs(self.route_bits[route], rest)
                scale = self.weights.progress * self.bonus[route]
                found = tuple(scale * self.run_odds(runs, k) for k in range(self.boxes + 1))
            else:
                empty = rest.bit_count()
                found = tuple(row[empty] for row in self.hope[route])
            self.hopes[route][rest] = found
        return found

    def run_odds(self, runs: tuple[int, ...], cards: int) -> float:
        """The chance that ``cards`` route cards drawn at random (with replacement) fill
        a route whose empty stations lie in ``runs`` (lengths, Start first), each card
        played there as the rules play it, filling its number plus ``optimism``."""
        if not runs:
            return 1.0
        if not cards:
            return 0.0
        key = (runs, cards)
        found = self.run_memo.get(key)
        if found is None:
            optimism = self.weights.optimism
            total = 0.0
            for card, n in self.route_cards.items():
                kind = card >> 4
                fill = optimism + (1 if kind == STAR else card & 15)
                if kind == NUMBER:  # fills the first run from its start, stopping after it
                    after = runs[1:] if fill >= runs[0] else (runs[0] - fill, *runs[1:])
                else:  # skips filled stations
                    after = runs
                    while after and fill >= after[0]:
                        fill -= after[0]
                        after = after[1:]
                    if after and fill:
                        after = (after[0] - fill, *after[1:])
                total += n * self.run_odds(after, cards - 1)
            found = self.run_memo[key] = total / sum(self.route_cards.values())
        return found

    def choose(
        self, filled: int, left: Sequence[int], awarded: int, card: int, later: int
    ) -> int | None:
        """The policy's choice for ``card``: a route, or a station for a free circle.
        ``later`` route cards come after it: a route cannot use more boxes than that,
        and after the last card no route can hope for anything."""
        return self.pick(filled, left, awarded, card, later)[0]

    def pick(
        self, filled: int, left: Sequence[int], awarded: int, card: int, later: int
    ) -> tuple[int | None, int]:
        """The policy's choice and the stations (a bit set) it fills: the choice whose
        ``features`` weigh most."""
        rests, rows = self.routes_now(filled)
        if card >= 48:  # a free circle: any empty station
            return self._pick_station(filled, left, awarded, later, rests, rows)
        return self._pick_route(filled, left, card, later, rests, rows)

    def routes_now(self, filled: int) -> tuple[list[int], list[tuple[float, ...]]]:
        """By route: its empty stations, and its hope by boxes left (``hope_of``)."""
        rests = [mask & ~filled for mask in self.fb.route_masks]
        hope_of = self.hope_of
        return rests, [hope_of(q, rest) for q, rest in enumerate(rests)]

    # The searches' inner loop, run for every route card of every playout: one frame,
    # its lookups held in locals; a helper call per route would cost each playout
    # (benchmarks/bench_engine.py measures it). Each route's empty stations and hope
    # row come in kept up to date by ``advance`` (a card changes two or three routes),
    # not worked out again for every choice that touches the route.
    def _pick_route(  # noqa: PLR0912 - the inner loop kept whole, as said above
        self,
        filled: int,
        left: Sequence[int],
        card: int,
        later: int,
        rests: Sequence[int],
        rows: Sequence[tuple[float, ...]],
    ) -> tuple[int | None, int]:
        """``pick`` for a route card. A route completed earlier is never touched here
        (a card fills only empty stations), so its hope needs no check for an award."""
        fb = self.fb
        best: int | None = None
        best_value = -1e9
        best_got = 0
        w = self.weights
        w_penalty, w_award, w_cross = w.penalty, w.award, w.cross
        w_commitment = w.commitment
        waste = w.waste
        penalty = fb.penalty
        empty = fb.station_count - filled.bit_count()
        penalty_now = penalty[empty]
        per_station = w.per_station + w.late * (1.0 - later / self.route_total)
        bonus = self.bonus
        hopes = self.hopes
        hope_of = self.hope_of
        fills = self.fill_cache.get(card) or self._fills(card)
        star = card >> 4 == STAR
        for r, n in enumerate(left):
            if not n:
                continue
            rest = rests[r]
            if not rest:  # a complete route: the box is used, nothing changes
                if best_value < waste:
                    best, best_value, best_got = r, waste, 0
                continue
            # The stations the card fills depend only on the route's empty stations.
            known = fills[r].get(rest)
            if known is None:
                known = fills[r][rest] = self._walk(r, rest, card)
            got, count, touched, own = known
            v = w_penalty * (penalty_now - penalty[empty - count]) + per_station * count
            if star:
                v += w.star * fb.star_values[got.bit_length() - 1]
            # Summed in the order of the hand-made policy, so its weights play as before.
            for q in touched:
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
                rest = rests[q] & ~got
                if not rest:
                    v += w_award * bonus[q] - w_cross * before
                else:
                    row = hopes[q].get(rest) or hope_of(q, rest)
                    v += w_cross * (row[k if k < later else later] - before)
            if v > best_value:
                best, best_value, best_got = r, v, got
        return best, best_got

    def _pick_station(
        self,
        filled: int,
        left: Sequence[int],
        awarded: int,
        later: int,
        rests: Sequence[int],
        rows: Sequence[tuple[float, ...]],
    ) -> tuple[int | None, int]:
        """``pick`` for a free circle: the empty station worth most, with what each
        route has now worked out once. The rule is one for every policy; what filling
        a station is worth beyond the routes through it, and how much a crown and a
        change of hope weigh, are the policy's own (``station_terms``). After the last
        route card only a route completed counts: no box is left to change a route's
        hope (the odds of completion with no box are nil)."""
        fb = self.fb
        bonus = self.bonus
        hoping = later > 0
        # By route: the boxes it may use, and its hope now.
        ks = [n if n < later else later for n in left]
        before = [row[k] if hoping else 0.0 for row, k in zip(rows, ks, strict=True)]
        base, w_award, w_cross = self.station_terms(fb.station_count - filled.bit_count(), later)
        station_routes = fb.station_routes
        hopes = self.hopes
        hope_of = self.hope_of
        best: int | None = None
        best_value = -1e9
        for s in range(fb.station_count):
            bit = 1 << s
            if filled & bit:
                continue
            v = base
            for q in station_routes[s]:
                if awarded >> q & 1:
                    continue
                rest = rests[q] & ~bit
                if not rest:
                    v += w_award * bonus[q] - w_cross * before[q]
                elif hoping:
                    row = hopes[q].get(rest) or hope_of(q, rest)
                    v += w_cross * (row[ks[q]] - before[q])
            if v > best_value:
                best, best_value = s, v
        return best, 0 if best is None else 1 << best

    def station_terms(self, empty: int, later: int) -> tuple[float, float, float]:
        """For a free circle with ``empty`` empty stations and ``later`` route cards to
        come: what filling any station is worth, and the weights of a route's crown or
        diamond earned and of a crossing route's change of hope (``_pick_station``)."""
        w = self.weights
        penalty = self.fb.penalty
        base = w.penalty * (penalty[empty] - penalty[empty - 1]) + w.per_station
        base += w.late * (1.0 - later / self.route_total)
        return base, w.award, w.cross

    def _fills(self, card: int) -> list[dict[int, Fill]]:
        """By route, what ``card`` fills keyed by the route's empty stations."""
        fills = self.fill_cache.get(card)
        if fills is None:
            fills = self.fill_cache[card] = [{} for _ in range(self.fb.route_count)]
        return fills

    def _walk(self, route: int, rest: int, card: int) -> Fill:
        """What ``card`` fills on ``route`` whose empty stations are ``rest``: Start to
        End, a number card stopping at the next filled station, a star filling one."""
        kind = card >> 4
        limit = 1 if kind == STAR else card & 15
        got = count = 0
        for bit in self.route_bits[route]:
            if not rest & bit:
                if count and kind == NUMBER:
                    break  # a number card stops at the next filled station
                continue
            got |= bit
            count += 1
            if count == limit:
                break
        masks = self.fb.route_masks
        touched = tuple(q for q in self.crossing[route] if got & masks[q] or q == route)
        after = rest & ~got
        return got, count, touched, self.hope_of(route, after) if after else None

    def play_out(
        self, filled: int, left: list[int], awarded: int, points: int, cards: Sequence[int]
    ) -> int:
        """The final score after playing ``cards`` with the policy (``left`` is changed)."""
        filled, awarded, points = self.advance(filled, left, awarded, points, cards)
        return points - self.fb.penalty[self.fb.station_count - filled.bit_count()]

    def play_outs(
        self,
        sheet: tuple[int, tuple[int, ...], int, int],
        futures: Sequence[Sequence[int]],
        shared: Prefixes,
        stop: Callable[[], None] | None = None,
    ) -> int:
        """The sum of ``play_out``'s final scores from ``sheet`` (filled, boxes left,
        awarded, points) over ``futures``, each played to its end.

        Futures often begin alike (a few kinds of card, hundreds of futures), and the
        policy plays a given start of cards the same way every time: ``shared`` keeps
        the sheet after the starts already played from this sheet (a tree by card),
        and a playout goes on from the longest it finds. Only the first ``GROW`` cards
        past that are added to it, so the tree holds the starts that come again, not
        every card played. ``stop`` is called before each playout."""
        penalty = self.fb.penalty
        stations = self.fb.station_count
        advance = self.advance
        routes_now = self.routes_now
        total = 0
        for future in futures:
            if stop is not None:
                stop()
            node = shared
            filled, boxes, awarded, points = sheet
            j = 0
            end = len(future)
            while j < end:
                known = node.get(future[j])
                if known is None:
                    break
                node, filled, boxes, awarded, points = known
                j += 1
            if j < end:
                left = list(boxes)
                routes = routes_now(filled)
                later = sum(1 for card in future[j:] if card < 48)
                for card in future[j : j + GROW]:
                    if card < 48:
                        later -= 1
                    filled, awarded, points = advance(
                        filled, left, awarded, points, (card,), later, routes
                    )
                    child: Prefixes = {}
                    node[card] = (child, filled, tuple(left), awarded, points)
                    node = child
                    j += 1
                if j < end:
                    filled, awarded, points = advance(
                        filled, left, awarded, points, future[j:], 0, routes
                    )
            total += points - penalty[stations - filled.bit_count()]
        return total

    def advance(
        self,
        filled: int,
        left: list[int],
        awarded: int,
        points: int,
        cards: Sequence[int],
        after: int = 0,
        routes: tuple[list[int], list[tuple[float, ...]]] | None = None,
    ) -> tuple[int, int, int]:
        """The filled stations, awarded routes and points after playing ``cards`` with
        the policy, ``after`` route cards coming after them (``left`` is changed, and
        ``routes``, each route's empty stations and hope as ``routes_now`` gives them
        for ``filled``, are kept up to date)."""
        # A search runs for a long while in pure Python, often on a worker thread beside
        # the window. CPython does not always hand the GIL over to a thread that wakes
        # up wanting it: the window's thread was measured waiting 340-440 ms for a turn
        # (tests/ui/window/test_hints.py). Sleeping zero seconds lets it in at once. Not every
        # playout: a sleep costs 15 us of CPU, and on a busy machine it gives the core
        # away for 100-250 us of wall time (three times the search's own time, measured);
        # one every YIELD_EVERY seconds of search is enough, and none in a process of
        # one thread (par on the command line: a yield there only gives its core away).
        now = time.perf_counter()
        if now - self.yielded > YIELD_EVERY and threading.active_count() > 1:
            time.sleep(0)
            self.yielded = time.perf_counter()
        fb = self.fb
        bonus = self.bonus
        hopes = self.hopes
        hope_of = self.hope_of
        pick_route = self._pick_route
        station_routes = fb.station_routes
        crossing = self.crossing
        if routes is None:
            routes = self.routes_now(filled)
        rests, rows = routes
        later = after + sum(1 for card in cards if card < 48)
        for card in cards:
            if card < 48:
                later -= 1
                choice, got = pick_route(filled, left, card, later, rests, rows)
                if choice is None:
                    continue
                left[choice] -= 1
                if not got:
                    continue
                if card >> 4 == STAR:
                    points += fb.star_values[got.bit_length() - 1]
                touched: Sequence[int] = crossing[choice]
            else:
                choice, got = self._pick_station(filled, left, awarded, later, rests, rows)
                if choice is None:
                    continue
                touched = station_routes[choice]
            filled |= got
            for q in touched:
                rest = rests[q]
                if got & rest:
                    rest &= ~got
                    rests[q] = rest
                    rows[q] = hopes[q].get(rest) or hope_of(q, rest)
                    if not rest and not awarded >> q & 1:
                        awarded |= 1 << q
                        points += bonus[q]
        return filled, awarded, points
