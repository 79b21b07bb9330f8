"""The ranking of a position: every legal choice of one player for the card on the
table, each with its expected final score, the search's own choice first. It is what
the Hint lists, what a strong bot in that seat chooses (the first entry), and what a
turn is valued by once it is written (``review.turn_value``): one search serves all
three. The game window has it worked out at the flip by the game's worker process
(``verdict_worker``), or on a thread of its own when no worker runs.
"""

from __future__ import annotations

from metrox_desktop.engine.ai.calibration import expected_scores
from metrox_desktop.engine.ai.montecarlo import STRONG_WORK, RankedChoice
from metrox_desktop.engine.ai.play import seat_view
from metrox_desktop.engine.ai.stopping import StopCheck
from metrox_desktop.engine.match import Match


def position_ranking(
    match: Match,
    player: int,
    seed: str,
    work: int = STRONG_WORK,
    *,
    stop: StopCheck | None = None,
) -> list[RankedChoice]:
    """``player``'s choices for the card on the table of ``match`` (the deal of
    ``seed``), ranked and valued as a hint (``calibration.expected_scores``): the view
    a strong bot in that seat has, its rng for the turn (``turn_rng``) and ``work``.

    The view holds the sheets as they stood at the flip (a choice made this turn is
    written only when the turn settles), so no one's choice of this turn is seen and
    the ranking is the same whenever in the turn it is asked for."""
    view, rng = seat_view(match, player, seed)
    return expected_scores(view, rng, work, stop=stop)
