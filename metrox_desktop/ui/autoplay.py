"""Playing the window's game with the engine's greedy bot: for screenshots, demos,
benchmarks and tests. The choices repeat for a deal, so pictures can be made again.
"""

from __future__ import annotations

from metrox_desktop.engine.ai import GreedyStrategy, PlayerView, player_rng
from metrox_desktop.engine.match import Phase
from metrox_desktop.ui.session import GameSession


def greedy_choice(session: GameSession) -> int | None:
    """What the greedy bot would choose for the card on the table (None: no card)."""
    match = session.match
    if match.card is None:
        return None
    view = PlayerView(match.game, 0, match.card, match.deck)
    # A fresh rng per turn, seeded by the deal and turn: the same game every time.
    return GreedyStrategy().choose(view, player_rng(f"{session.seed}#{match.turn}", 0))


def play_turns(session: GameSession, turns: int) -> None:
    """Flip and choose ``turns`` times (or until the game ends)."""
    for _ in range(turns):
        if session.phase is Phase.OVER:
            return
        if session.phase is Phase.FLIP:
            session.flip()
        session.choose(greedy_choice(session))
