"""Fast playouts: a one-ply policy that plays a sheet to the end of a known card list.

The policy is greedy on a shaped value rather than on the score alone: early in a
game the penalty is stuck at its maximum and every choice scores the same, so plain
greedy plays at random exactly when the sheet takes its shape. A choice is worth

- its immediate change of score (crowns, diamonds, star numbers, penalty), plus
- ``per_station`` for every station it fills (the penalty it will save later), plus
- ``progress`` x the bonus of each route it touches, times the change in the
  route's odds of completion (``completion_odds``: its empty stations against the
  cards its empty indicator boxes can still take). Using a box lowers the odds of
  its route, so a card is not spent where it fills little.

Everything works on the compact sheet of :mod:`.fast` (bit sets and ints), with the
tables bound to locals and the per-route work written out in one loop: this is
where the AI spends its time (about 6-10 microseconds a card on a modest machine).
What a card fills on a route depends only on the route's empty stations, so it is
looked up (``Fill``, worked out once per pattern), not walked station by station.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Sequence
from typing import NamedTuple

from metrox_desktop.engine.ai.fast import NUMBER, STAR, FastBoard


class Weights(NamedTuple):
    per_station: float = 0.35
    progress: float = 1.0
    # Stations added to each card's fill in the completion odds: a player puts the
    # cards where they fill most, so random cards underrate what a route will get.
    optimism: int = 0
    # Completion odds that see where a route's empty stations lie: a number card stops
    # at the next filled station, so a route broken into short empty runs needs more
    # cards than its empty count says (``run_odds``).
    runs: bool = False


# Measured in the strong bot's games (same seeds, paired): optimism 1 scored 2.2 +- 1.6
# more on Tokyo than 0 and the same on Osaka; 2 was no better than 1.
TUNED = Weights(1.0, 1.0, 3, True)

# Seconds of playouts between two moments when a search lets other threads run.
YIELD_EVERY = 0.002

Odds = tuple[tuple[float, ...], ...]
# What a route card does on one route: the stations it fills (a bit set), how many,
# and the routes whose odds that changes (the route itself, and those crossing it
# at a station filled), in route order.
Fill = tuple[int, int, tuple[int, ...]]


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
        weights: Weights = TUNED,
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
        """The policy's choice and the stations (a bit set) it fills."""
        fb = self.fb
        best: int | None = None
        best_value = -1e9
        best_got = 0
        if card >= 48:  # a free circle: any empty station
            return self._pick_station(filled, left, awarded, later)
        kind = card >> 4
        masks = fb.route_masks
        penalty = fb.penalty
        empty = fb.station_count - filled.bit_count()
        penalty_now = penalty[empty]
        per_station = self.weights.per_station
        bonus = self.bonus
        hopes = self.hopes
        hope_of = self.hope_of
        fills = self._fills(card)
        for r, n in enumerate(left):
            if not n:
                continue
            mr = masks[r]
            rest = mr & ~filled
            if not rest:  # a complete route: the box is used, nothing changes
                if best_value < 0.0:
                    best, best_value, best_got = r, 0.0, 0
                continue
            # The stations the card fills depend only on the route's empty stations.
            known = fills[r].get(rest)
            if known is None:
                known = fills[r][rest] = self._walk(r, rest, card)
            got, count, touched = known
            after = filled | got
            v = penalty_now - penalty[empty - count] + per_station * count
            if kind == STAR:
                v += fb.star_values[got.bit_length() - 1]
            for q in touched:
                if awarded >> q & 1:
                    continue
                mq = masks[q]
                k = left[q]
                rest = mq & ~filled
                row = hopes[q].get(rest) or hope_of(q, rest)
                before = row[k if k < later else later]
                rest = mq & ~after
                if not rest:
                    v += bonus[q] - before
                else:
                    if q == r:
                        k -= 1
                    row = hopes[q].get(rest) or hope_of(q, rest)
                    v += row[k if k < later else later] - before
            if v > best_value:
                best, best_value, best_got = r, v, got
        return best, best_got

    def _pick_station(
        self, filled: int, left: Sequence[int], awarded: int, later: int
    ) -> tuple[int | None, int]:
        """``pick`` for a free circle: the empty station worth most, with what each
        route has now worked out once."""
        fb = self.fb
        masks = fb.route_masks
        bonus = self.bonus
        # By route: its empty stations, boxes it may use, and its hope now.
        rests = [masks[q] & ~filled for q in range(fb.route_count)]
        ks = [n if n < later else later for n in left]
        before = [self.hope_of(q, rests[q])[ks[q]] for q in range(fb.route_count)]
        empty = fb.station_count - filled.bit_count()
        base = fb.penalty[empty] - fb.penalty[empty - 1] + self.weights.per_station
        station_routes = fb.station_routes
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
                v += (hope_of(q, rest)[ks[q]] if rest else bonus[q]) - before[q]
            if v > best_value:
                best, best_value = s, v
        return best, 0 if best is None else 1 << best

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
        return got, count, touched

    def play_out(
        self, filled: int, left: list[int], awarded: int, points: int, cards: Sequence[int]
    ) -> int:
        """The final score after playing ``cards`` with the policy (``left`` is changed)."""
        # A search runs for a long while in pure Python, often on a worker thread beside
        # the window. CPython does not always hand the GIL over to a thread that wakes
        # up wanting it: the window's thread was measured waiting 340-440 ms for a turn
        # (tests/ui/window/test_hints.py). Sleeping zero seconds lets it in at once. Not every
        # playout: a sleep costs 15 us of CPU, and on a busy machine it gives the core
        # away for 100-250 us of wall time (three times the search's own time, measured);
        # one every YIELD_EVERY seconds of search is enough.
        now = time.perf_counter()
        if now - self.yielded > YIELD_EVERY:
            time.sleep(0)
            self.yielded = time.perf_counter()
        fb = self.fb
        masks = fb.route_masks
        bonus = self.bonus
        pick = self.pick
        station_routes = fb.station_routes
        crossing = self.crossing
        later = sum(1 for card in cards if card < 48)
        for card in cards:
            if card < 48:
                later -= 1
            choice, got = pick(filled, left, awarded, card, later)
            if choice is None:
                continue
            if card < 48:
                left[choice] -= 1
                if not got:
                    continue
                if card >> 4 == STAR:
                    points += fb.star_values[got.bit_length() - 1]
                touched: Sequence[int] = crossing[choice]
            else:
                touched = station_routes[choice]
            filled |= got
            for q in touched:
                mq = masks[q]
                if got & mq and filled & mq == mq and not awarded >> q & 1:
                    awarded |= 1 << q
                    points += bonus[q]
        return points - fb.penalty[fb.station_count - filled.bit_count()]
