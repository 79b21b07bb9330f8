"""What the playout policy (engine/ai/playout.py) weighs in a choice, feature by
feature: the learning script fits one weight to each (learn_playout.py), and
playout_regret.py and the tests read a choice's features as ``Policy.pick`` sums them.
"""

from __future__ import annotations

from collections.abc import Sequence

from metrox_desktop.engine.ai.fast import STAR
from metrox_desktop.engine.ai.playout import Policy

# What ``features`` gives for each choice, in order; the learning script fits one
# weight to each (the hope changes are the policy's own, scaled by ``progress``).
FEATURES = (
    "penalty",  # penalty saved now
    "star",  # what a star writes now
    "award",  # crowns and diamonds earned now
    "stations",  # stations filled
    "own",  # change of the chosen route's hope (a route completed now: its hope lost)
    "cross",  # change of the other routes' hope (every route, for a free circle)
    "waste",  # 1 for a box used on a complete route
    "commitment",  # the chosen route's hope before the move (a route under way)
    "late",  # stations filled x the share of the game's route cards already played
)


def features(
    policy: Policy, filled: int, left: Sequence[int], awarded: int, card: int, later: int
) -> list[tuple[int | None, tuple[float, ...]]]:
    """Every legal choice for ``card`` with its ``FEATURES``, as ``policy.pick`` weighs
    them (a slow, plain copy of its sums)."""
    fb = policy.fb
    masks = fb.route_masks
    empty = fb.station_count - filled.bit_count()
    share_played = 1.0 - later / policy.route_total
    kind = card >> 4
    out: list[tuple[int | None, tuple[float, ...]]] = []
    moves: list[tuple[int, int, int | None]]
    if card >= 48:
        moves = [(s, 1 << s, None) for s in range(fb.station_count) if not filled >> s & 1]
    else:
        moves = [
            (r, policy._walk(r, masks[r] & ~filled, card)[0], r) for r, n in enumerate(left) if n
        ]
    for choice, got, route in moves:
        count = got.bit_count()
        after = filled | got
        star = fb.star_values[got.bit_length() - 1] if got and kind == STAR else 0
        award = own = cross = commitment = 0.0
        for q in range(fb.route_count):
            if awarded >> q & 1 or not (got & masks[q] or q == route):
                continue
            if route is not None and not masks[route] & ~filled:
                continue  # a complete route: nothing changes
            k = min(left[q], later)
            change = -policy.hope_of(q, masks[q] & ~filled)[k]
            rest = masks[q] & ~after
            if rest:
                k_after = min(left[q] - (q == route), later)
                change += policy.hope_of(q, rest)[k_after]
            else:
                award += policy.bonus[q]
            if q == route:
                own = change
                commitment = policy.hope_of(q, masks[q] & ~filled)[k]
            else:
                cross += change
        out.append(
            (
                choice,
                (
                    float(fb.penalty[empty] - fb.penalty[empty - count]),
                    float(star),
                    award,
                    float(count),
                    own,
                    cross,
                    1.0 if route is not None and not count else 0.0,
                    commitment,
                    count * share_played,
                ),
            )
        )
    return out


def value(policy: Policy, features: Sequence[float]) -> float:
    """What ``policy.pick`` makes of a choice's ``features``: their weighted sum."""
    w = policy.weights
    weights = (
        w.penalty,
        w.star,
        w.award,
        w.per_station,
        1.0,
        w.cross,
        w.waste,
        w.commitment,
        w.late,
    )
    return sum(a * b for a, b in zip(weights, features, strict=True))
