"""Honest expected scores: the Hint's numbers as the strong bot would score.

``rank_choices`` judges each choice by the mean final score of playouts with the
playout policy, a much weaker player than the strong bot: at the first turn on
Tokyo it reads about 26 where the strong bot goes on to score about 44. The order
and the differences between choices are what the search is for; the level is not.
So a player reads the expected final score *if play goes on as the strong bot
plays*: the playout mean plus an offset measured in strong-bot solo games, by how
many route cards are still to come (the more to come, the more the strong bot
gains over its playouts). The offset is the same for every choice of a position, so
ranks and differences are unchanged.

The measurements are in :mod:`.calibration_table`, written by
``benchmarks/calibrate_hints.py`` (which prints their sample sizes and intervals).
Between the measured points the offset is read off a straight line; a map without
measurements of its own uses the mean of the built-in maps'.
"""

from __future__ import annotations

from metrox_desktop.engine.ai.calibration_bucket import Bucket
from metrox_desktop.engine.ai.calibration_table import TABLES  # generated data
from metrox_desktop.engine.ai.futures import cards_needed
from metrox_desktop.engine.ai.montecarlo import STRONG_WORK, RankedChoice, rank_choices
from metrox_desktop.engine.ai.stopping import StopCheck
from metrox_desktop.engine.ai.view import PlayerView, Rng
from metrox_desktop.engine.board import Board


def _table(map_id: str) -> tuple[Bucket, ...]:
    if map_id in TABLES:
        return TABLES[map_id]
    return _mean_table(tuple(TABLES.values()))


def _mean_table(tables: tuple[tuple[Bucket, ...], ...]) -> tuple[Bucket, ...]:
    """The built-in maps' tables averaged point by point (for a map of one's own)."""
    if not tables:
        return ()
    points = min(len(t) for t in tables)
    n = len(tables)
    return tuple(
        Bucket(
            tables[0][i].low,
            tables[0][i].high,
            sum(t[i].at for t in tables) / n,
            sum(t[i].offset for t in tables) / n,
            max(t[i].half_width for t in tables),
            sum(t[i].games for t in tables),
            sum(t[i].decisions for t in tables),
        )
        for i in range(points)
    )


def score_offset(board: Board, route_cards_to_come: int) -> float:
    """How much to add to a playout mean to read what the strong bot would score,
    with ``route_cards_to_come`` route cards after the card on the table."""
    return offset_in(_table(board.spec.id), route_cards_to_come)


def offset_in(table: tuple[Bucket, ...], route_cards_to_come: int) -> float:
    """``score_offset`` read off ``table``: on the line between the measured points."""
    if not table:
        return 0.0
    if route_cards_to_come <= table[0].at:
        return table[0].offset
    for before, after in zip(table, table[1:], strict=False):
        if route_cards_to_come <= after.at:
            share = (route_cards_to_come - before.at) / (after.at - before.at)
            return before.offset + share * (after.offset - before.offset)
    return table[-1].offset


def view_offset(view: PlayerView) -> float:
    """``score_offset`` for the position a player's view shows."""
    return score_offset(view.board, cards_needed(view))


def expected_scores(
    view: PlayerView,
    rng: Rng,
    work: int = STRONG_WORK,
    *,
    stop: StopCheck | None = None,
) -> list[RankedChoice]:
    """``rank_choices`` (same order, same choices) with each value raised to the
    expected final score if play goes on as the strong bot plays."""
    offset = view_offset(view)
    return [(choice, value + offset) for choice, value in rank_choices(view, rng, work, stop=stop)]
