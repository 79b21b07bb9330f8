"""A screening variant of the strong bot: a playout that changes policy part way.

Each playout plays its first ``K`` cards with the learned linear policy
(``LEARNED_PLAYOUT``) and the rest greedy on a table of route patterns
(``PatternPolicy``), on the same imagined decks and with the same shared starts as
``Policy.play_outs`` (the policy a card is played by depends only on how far into
the playout it comes, so a start played once is played the same way again).

The linear policy was fitted to the search's own values of its choices, so it
answers a choice near the root as the search would; greedy on the table a playout
alone scores more (+4.1 on Tokyo), and valued by the table after eight linear
cards the search gained at normal's work (``-vcut8``, docs/ai.md). Here the table's
policy plays the game out rather than valuing it where it stops.

The table is a file ``benchmarks/learn_patterns.py --out PATH`` wrote (not the
package's: Tokyo has none there), named by the environment variable ``MIXED_TABLE``.
``bench_ai.py`` plays it as ``strong-mixedK`` (with ``-wN`` for N cards a decision).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path

from metrox_desktop.engine.ai import montecarlo
from metrox_desktop.engine.ai.fast import FastBoard, claimed_mask, encode_card, fast_board
from metrox_desktop.engine.ai.montecarlo import MonteCarloStrategy, rank_choices
from metrox_desktop.engine.ai.patterns import PatternPolicy, PatternTable, read_tables
from metrox_desktop.engine.ai.playout import GROW, LEARNED_PLAYOUT, Policy, Prefixes, Weights
from metrox_desktop.engine.ai.view import PlayerView, Rng
from metrox_desktop.engine.choice import Choice

TABLE_VARIABLE = "MIXED_TABLE"


@cache
def mixed_tables() -> dict[str, PatternTable]:
    """The tables of the file ``MIXED_TABLE`` names, by map."""
    path = os.environ.get(TABLE_VARIABLE)
    if not path:
        raise SystemExit(f"{TABLE_VARIABLE}: set it to a table learn_patterns.py wrote")
    return read_tables(Path(path).read_text("utf-8"))


def longest_start(
    shared: Prefixes, sheet: tuple[int, tuple[int, ...], int, int], future: Sequence[int]
) -> tuple[Prefixes, int, tuple[int, tuple[int, ...], int, int]]:
    """The tree after the longest start of ``future`` already played, its length and
    the sheet after it (as ``Policy.play_outs`` walks it)."""
    node = shared
    j = 0
    while j < len(future):
        known = node.get(future[j])
        if known is None:
            break
        node, filled, boxes, awarded, points = known
        sheet = (filled, boxes, awarded, points)
        j += 1
    return node, j, sheet


class MixedPolicy(Policy):
    """The learned linear policy for a playout's first ``linear_cards`` cards, then
    greedy on ``table``."""

    def __init__(
        self,
        fb: FastBoard,
        route_cards: Sequence[int],
        claimed: int,
        table: PatternTable,
        linear_cards: int,
    ) -> None:
        super().__init__(fb, route_cards, claimed, LEARNED_PLAYOUT)
        self.tail = PatternPolicy(fb, route_cards, claimed, table)
        self.linear_cards = linear_cards

    def play_outs(
        self,
        sheet: tuple[int, tuple[int, ...], int, int],
        futures: Sequence[Sequence[int]],
        shared: Prefixes,
        stop: Callable[[], None] | None = None,
    ) -> int:
        penalty = self.fb.penalty
        stations = self.fb.station_count
        k = self.linear_cards
        tail = self.tail
        total = 0
        for future in futures:
            if stop is not None:
                stop()
            node, j, (filled, boxes, awarded, points) = longest_start(shared, sheet, future)
            end = len(future)
            if j < end:
                left = list(boxes)
                later = sum(1 for card in future[j:] if card < 48)
                policy: Policy = self if j < k else tail
                routes = policy.routes_now(filled)
                for card in future[j : j + GROW]:
                    if j == k:
                        policy = tail
                        routes = tail.routes_now(filled)
                    if card < 48:
                        later -= 1
                    filled, awarded, points = policy.advance(
                        filled, left, awarded, points, (card,), later, routes
                    )
                    child: Prefixes = {}
                    node[card] = (child, filled, tuple(left), awarded, points)
                    node = child
                    j += 1
                if j < k:
                    cut = min(k, end)
                    later -= sum(1 for card in future[j:cut] if card < 48)
                    filled, awarded, points = self.advance(
                        filled, left, awarded, points, future[j:cut], later, routes
                    )
                    j = cut
                    if j < end:
                        routes = tail.routes_now(filled)
                elif policy is not tail:
                    routes = tail.routes_now(filled)
                if j < end:
                    filled, awarded, points = tail.advance(
                        filled, left, awarded, points, future[j:], 0, routes
                    )
            total += points - penalty[stations - filled.bit_count()]
        return total


class MixedStrategy(MonteCarloStrategy):
    """Strong's search on ``MixedPolicy`` where ``MIXED_TABLE`` has the map's table
    (elsewhere as ``weights`` play)."""

    def __init__(self, name: str, work: int, weights: Weights, linear_cards: int) -> None:
        super().__init__(name, work, weights)
        self.linear_cards = linear_cards

    def mixed_policy(self, view: PlayerView, weights: Weights = LEARNED_PLAYOUT) -> Policy:
        table = mixed_tables().get(view.board.map_id)
        if table is None:
            return original_view_policy(view, weights)
        deck = view.deck.cards
        route_cards = tuple(sorted(encode_card(c) for c in deck if c.takes_route))
        fb = fast_board(view.board)
        claimed = claimed_mask(view.game.claimed)
        return MixedPolicy(fb, route_cards, claimed, table, self.linear_cards)

    def choose(self, view: PlayerView, rng: Rng) -> Choice:
        choices = view.legal_choices()
        if len(choices) < 2:
            return choices[0] if choices else Choice.PASS
        # rank_choices builds its policy with montecarlo.view_policy: this variant's
        # for its own decisions alone (one thread; put back at once).
        montecarlo.view_policy = self.mixed_policy
        try:
            return rank_choices(view, rng, self.work, weights=self.weights)[0][0]
        finally:
            montecarlo.view_policy = original_view_policy


original_view_policy = montecarlo.view_policy
