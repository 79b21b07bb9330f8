"""A two-ply look at the root choices on a learned table of route patterns: a prior
the search blends into its Monte Carlo means (``Weights.blend``).

For each choice ``c`` on the table, ``two_ply`` is the points after ``c`` plus the
expectation over the next card (its odds from the unseen cards, or the whole deck
after a reshuffle) of the best the table's policy makes of it: that choice's points
plus the table's value of the sheet after it (``patterns.py``). After the last route
card it is the final score. Its estimate is biased otherwise than the playouts', and
has almost no noise; the search ranks by ``mean + blend * (two_ply - mean of two_ply)``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache

from metrox_desktop.engine.ai.fast import FastBoard, FastSheet, encode_card, final_score, play
from metrox_desktop.engine.ai.patterns import PatternPolicy, PatternTable, package_tables
from metrox_desktop.engine.ai.view import PlayerView

# Tables for the look beyond the package's, by map (a benchmark reads one in).
EXTRA_TABLES: dict[str, PatternTable] = {}


def lookahead_table(map_id: str) -> PatternTable | None:
    """The table the two-ply look values sheets by on ``map_id``, if any."""
    return EXTRA_TABLES.get(map_id) or package_tables().get(map_id)


@cache
def lookahead_policy(
    fb: FastBoard, route_cards: tuple[int, ...], claimed: int
) -> PatternPolicy | None:
    table = lookahead_table(fb.map_id)
    return None if table is None else PatternPolicy(fb, route_cards, claimed, table)


def sheet_value(policy: PatternPolicy, sheet: FastSheet, later: int) -> float:
    """The table's final score of ``sheet`` with ``later`` route cards to come."""
    fb = policy.fb
    filled, left = sheet.filled, sheet.left
    empty = fb.station_count - filled.bit_count()
    if not later:
        return float(sheet.points - fb.penalty[empty])
    v = sheet.points + policy.penalty_rows[later][empty]
    hope_of = policy.hope_of
    for q, mask in enumerate(fb.route_masks):
        rest = mask & ~filled
        if rest:
            k = left[q]
            v += hope_of(q, rest)[k if k < later else later]
    return v


def two_ply(
    policy: PatternPolicy, view: PlayerView, sheets: Sequence[FastSheet], later: int
) -> list[float]:
    """By sheet after a root choice (``later`` route cards to come after it): the
    expected final score after the next card played greedy on the table."""
    fb = policy.fb
    if not later:
        return [float(final_score(fb, s)) for s in sheets]
    pool = view.deck.cards if view.card.reshuffle or not view.unseen else view.unseen
    kinds = Counter(encode_card(c) for c in pool)
    total = sum(kinds.values())
    values = []
    for sheet in sheets:
        v = 0.0
        for card, n in kinds.items():
            after = later - 1 if card < 48 else later
            choice = policy.choose(sheet.filled, sheet.left, sheet.awarded, card, after)
            then = sheet if choice is None else play(fb, sheet, card, choice, policy.claimed)[0]
            v += n * sheet_value(policy, then, after)
        values.append(v / total)
    return values
