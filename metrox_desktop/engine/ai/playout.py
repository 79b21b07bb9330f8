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
where the AI spends its time (about 20 microseconds a card on a modest machine).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import NamedTuple

from metrox_desktop.engine.ai.fast import NUMBER, STAR, FastBoard


class Weights(NamedTuple):
    per_station: float = 0.35
    progress: float = 1.0
    # Stations added to each card's fill in the completion odds: a player puts the
    # cards where they fill most, so random cards underrate what a route will get.
    optimism: int = 0


# Measured in the strong bot's games (same seeds, paired): optimism 1 scored 2.2 +- 1.6
# more on Tokyo than 0 and the same on Osaka; 2 was no better than 1.
TUNED = Weights(0.35, 1.0, 1)

Odds = tuple[tuple[float, ...], ...]


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
        longest = max(len(rs) for rs in fb.route_stations)
        odds = completion_odds(route_cards, max(fb.indicator_counts), longest, weights.optimism)
        # progress x bonus x odds, by route, empty boxes and empty stations.
        self.hope = tuple(
            tuple(tuple(weights.progress * self.bonus[q] * p for p in row) for row in odds)
            for q in routes
        )

    def value(
        self, filled: int, left: Sequence[int], awarded: int, got: int, route: int, later: int
    ) -> float:
        """The shaped value of filling the stations ``got`` on a sheet, using a box of
        ``route`` (-1 for a free circle), with ``later`` route cards still to come."""
        fb = self.fb
        masks = fb.route_masks
        count = got.bit_count()
        after = filled | got
        empty = fb.station_count - filled.bit_count()
        v = fb.penalty[empty] - fb.penalty[empty - count] + self.weights.per_station * count
        for q in range(fb.route_count):
            mq = masks[q]
            if awarded >> q & 1 or not (got & mq or q == route):
                continue
            k = min(left[q], later)
            hope = self.hope[q]
            before = hope[k][(mq & ~filled).bit_count()]
            if after & mq == mq:
                v += self.bonus[q] - before
            else:
                k = min(left[q] - 1 if q == route else left[q], later)
                v += hope[k][(mq & ~after).bit_count()] - before
        return v

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
            for s in range(fb.station_count):
                bit = 1 << s
                if not filled & bit:
                    v = self.value(filled, left, awarded, bit, -1, later)
                    if v > best_value:
                        best, best_value, best_got = s, v, bit
            return best, best_got
        kind = card >> 4
        limit = 1 if kind == STAR else card & 15
        stops = kind == NUMBER
        masks = fb.route_masks
        penalty = fb.penalty
        empty = fb.station_count - filled.bit_count()
        penalty_now = penalty[empty]
        per_station = self.weights.per_station
        bonus = self.bonus
        hope = self.hope
        crossing = self.crossing
        route_bits = self.route_bits
        for r, n in enumerate(left):
            if not n:
                continue
            mr = masks[r]
            if filled & mr == mr:  # a complete route: the box is used, nothing changes
                if best_value < 0.0:
                    best, best_value, best_got = r, 0.0, 0
                continue
            got = count = 0
            for bit in route_bits[r]:
                if filled & bit:
                    if count and stops:
                        break  # a number card stops at the next filled station
                    continue
                got |= bit
                count += 1
                if count == limit:
                    break
            after = filled | got
            v = penalty_now - penalty[empty - count] + per_station * count
            if kind == STAR:
                v += fb.star_values[got.bit_length() - 1]
            for q in crossing[r]:
                mq = masks[q]
                if awarded >> q & 1 or not (got & mq or q == r):
                    continue
                k = left[q]
                row = hope[q]
                before = row[k if k < later else later][(mq & ~filled).bit_count()]
                if after & mq == mq:
                    v += bonus[q] - before
                else:
                    if q == r:
                        k -= 1
                    v += row[k if k < later else later][(mq & ~after).bit_count()] - before
            if v > best_value:
                best, best_value, best_got = r, v, got
        return best, best_got

    def play_out(
        self, filled: int, left: list[int], awarded: int, points: int, cards: Sequence[int]
    ) -> int:
        """The final score after playing ``cards`` with the policy (``left`` is changed)."""
        # A search runs for a long while in pure Python, often on a worker thread beside
        # the window. CPython does not always hand the GIL over to a thread that wakes
        # up wanting it: the window's thread was measured waiting 340-440 ms for a turn
        # (tests/ui/test_hints.py). Sleeping zero seconds lets it in at once, for about a
        # microsecond per playout of several hundred.
        time.sleep(0)
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
