"""A playout policy greedy on a learned value of the sheet: a table of route patterns.

The value of a sheet after a choice (an afterstate), with ``later`` route cards still
to come, is what the rest of the game should add to its points:

    V = P[later][empty stations] + sum over open routes q of T_q[runs, boxes left]

``runs`` are the lengths of the route's runs of empty stations, Start first (where a
number card can go), ``boxes left`` its empty indicator boxes: an N-tuple network, one
small table a route (as the winners of the Poker Squares competitions valued a hand),
and one for the penalty by the empty stations and the route cards to come. The
policy takes the choice whose points now plus ``V`` after it are the most; after the
last route card ``V`` is the penalty alone. The tables are learned offline by
temporal differences (``benchmarks/learn_patterns.py``); Tokyo's are then fitted to the
search's values of its choices (``benchmarks/fit_patterns.py``: approximate policy
iteration on the entries). A pattern the learning never saw is worth its route's
bonus times its odds of completion (``Policy.hope_of`` with the hand-made odds), where
the learning started.

The kernel is ``Policy``'s: each route's row by boxes left is its hope (``hope_of``),
kept from card to card as before, and a free circle is chosen by its loop; only the
weighing of a choice differs (every hope counted once, the penalty from the table
rather than weights on stations filled: ``_pick_route``, ``station_terms``).
The levels and the Hint play out with it on a map that has a table (Osaka and Tokyo:
on each the strong bot on it scored more than on the linear playout, at no more time a
decision, by the rule fixed before that run), and with the linear policy elsewhere, on
a map of a player's own (docs/ai.md).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import cache
from importlib import resources

from metrox_desktop.engine.ai.fast import STAR, FastBoard
from metrox_desktop.engine.ai.playout import Policy, Weights, empty_runs

# By route: its runs of empty stations -> its value by boxes left (0 to the most any
# route has on the map).
RouteTable = Mapping[tuple[int, ...], tuple[float, ...]]
# A map's tables: the penalty rows (by route cards to come, by empty stations) and a
# table by route.
PatternTable = tuple[tuple[tuple[float, ...], ...], tuple[RouteTable, ...]]

# The package's tables, written by benchmarks/learn_patterns.py (``read_tables``).
TABLE_FILE = "pattern_table.json"

# Where an unseen pattern's value comes from: its bonus times the hand-made odds of
# completion (optimism 3, runs), counted once.
REFERENCE = Weights(optimism=3, runs=True)


def read_tables(text: str) -> dict[str, PatternTable]:
    """The tables by map a table file holds: JSON, ``{"maps": {map id: {"penalty":
    rows, "routes": [[[runs, values by boxes left], ...] by route]}}}`` beside the
    command that wrote it (``"made_by"``)."""
    maps = json.loads(text)["maps"]
    return {
        map_id: (
            tuple(tuple(row) for row in table["penalty"]),
            tuple({tuple(runs): tuple(row) for runs, row in pairs} for pairs in table["routes"]),
        )
        for map_id, table in maps.items()
    }


@cache
def package_tables() -> dict[str, PatternTable]:
    """The tables the package holds, by map (read once)."""
    text = (resources.files("metrox_desktop.engine.ai") / TABLE_FILE).read_text("utf-8")
    return read_tables(text)


class PatternPolicy(Policy):
    """The playout policy greedy on ``table``'s value of the sheet after each choice."""

    def __init__(
        self, fb: FastBoard, route_cards: Sequence[int], claimed: int, table: PatternTable
    ) -> None:
        super().__init__(fb, route_cards, claimed, REFERENCE)
        penalty_rows, routes = table
        self.penalty_rows = penalty_rows
        self.route_tables = routes
        # A route another player completed first earns its diamond: its learned value
        # (a crown's) scaled down to it.
        self.scale = tuple(b / first for b, first in zip(self.bonus, fb.first_bonus, strict=True))

    def hope_of(self, route: int, rest: int) -> tuple[float, ...]:
        found = self.hopes[route].get(rest)
        if found is None:
            found = super().hope_of(route, rest)
            learned = self.route_tables[route].get(empty_runs(self.route_bits[route], rest))
            if learned is not None:
                scale = self.scale[route]
                found = tuple(v * scale for v in learned) if scale != 1.0 else tuple(learned)
                self.hopes[route][rest] = found
        return found

    # Policy._pick_route's loop again, weighed as this policy weighs. One loop for both
    # (the weights multiplied in, the penalty by stations filled looked up) played the
    # same games but cost this playout 4-5% of its speed (benchmarks/bench_engine.py,
    # the normal bot on Osaka), so each policy keeps its own.
    def _pick_route(  # noqa: C901, PLR0912 - Policy's inner loop, weighed otherwise
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
        empty = fb.station_count - filled.bit_count()
        prow = self.penalty_rows[later]
        p_now = prow[empty]
        hoping = later > 0  # after the last route card only the penalty counts
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
                if best_value < 0.0:
                    best, best_value, best_got = r, 0.0, 0
                continue
            known = fills[r].get(rest)
            if known is None:
                known = fills[r][rest] = self._walk(r, rest, card)
            got, count, touched, own = known
            v = prow[empty - count] - p_now
            if star:
                v += fb.star_values[got.bit_length() - 1]
            for q in touched:
                k = left[q]
                before = rows[q][k if k < later else later] if hoping else 0.0
                if q == r:
                    if own is None:
                        v += bonus[q] - before
                    elif hoping:
                        k -= 1
                        v += own[k if k < later else later] - before
                    continue
                rest = rests[q] & ~got
                if not rest:
                    v += bonus[q] - before
                elif hoping:
                    row = hopes[q].get(rest) or hope_of(q, rest)
                    v += row[k if k < later else later] - before
            if v > best_value:
                best, best_value, best_got = r, v, got
        return best, best_got

    def station_terms(self, empty: int, later: int) -> tuple[float, float, float]:
        # The penalty from the table; every crown and change of hope counted once.
        prow = self.penalty_rows[later]
        return prow[empty - 1] - prow[empty], 1.0, 1.0
