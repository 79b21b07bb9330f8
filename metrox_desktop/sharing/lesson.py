"""The guided first game's deal (Help > Learn to play): one map and one deal code,
the same on every computer, so a kept game can be told to be the lesson's (History
marks it). The search that chose the code is ``benchmarks/find_learn_deal.py``. No Qt
here.
"""

from __future__ import annotations

LEARN_MAP = "tokyo"
LEARN_SEED = "LEARN166"  # the search's pick: every kind of card by turn 6, all by turn 8


def is_lesson_deal(map_id: str, seed: str | None, players: int) -> bool:
    """A game alone on the lesson's map and deal: the guided game, or a game of it."""
    return players == 1 and map_id == LEARN_MAP and seed == LEARN_SEED
