"""Choices made for the seats without a click: bots by their own strategy, and for
screenshots, demos, benchmarks and tests, people by the engine's greedy bot.

A seat's rng is seeded by the deal, the turn and the seat, so the same deal plays
the same game every time, in the background or here, and after a resume too. Each seat
keeps one strategy object for the whole game (made by the engine's ``STRATEGIES``
factory), so a strategy that learns as the game goes on keeps what it learnt.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Phase
from metrox_desktop.ui.table.friends import strategy_for
from metrox_desktop.ui.table.session import GameSession

if TYPE_CHECKING:
    from metrox_desktop.engine.ai import Strategy

STAND_IN = "greedy"  # the strategy that plays for a person when nobody clicks


def seat_strategy(session: GameSession, player: int, name: str) -> Strategy:
    """The strategy ``name`` playing ``player``'s seat in the session's current game:
    made once per seat and game, used for every turn of it (a new game, a new one)."""
    kept = session.strategies
    if (player, name) not in kept:
        kept[(player, name)] = strategy_for(name, session.board)  # a bot or a friend's game
    return kept[(player, name)]


def seat_move(
    session: GameSession, player: int, strategy: str | None = None
) -> Callable[[], Choice | None]:
    """``player``'s choice for the card on the table, to be computed later and anywhere
    (a bot's thread): the table is captured now. ``strategy`` defaults to the seat's
    own, greedy for a person; the move gives None when no card is on the table."""
    match = session.match
    if match.card is None:
        return lambda: None
    name = strategy or session.seats[player].strategy or STAND_IN
    chooser = seat_strategy(session, player, name)
    from metrox_desktop.engine.ai.play import seat_view  # the first bot loads the AI

    view, rng = seat_view(match, player, session.seed)
    return lambda: chooser.choose(view, rng)


def seat_choice(session: GameSession, player: int, strategy: str | None = None) -> Choice | None:
    """``seat_move`` computed at once."""
    return seat_move(session, player, strategy)()


def greedy_choice(session: GameSession, player: int | None = None) -> Choice | None:
    """What the greedy bot would choose for ``player`` (default: the acting seat)."""
    return seat_choice(session, session.acting if player is None else player, STAND_IN)


def choose_for_all(session: GameSession, leave_last_person: bool = False) -> None:
    """Every seat still to choose chooses (bots first, then people in seat order);
    ``leave_last_person`` stops before the last person, so their choice can be shown."""
    for p in session.waiting_bots():
        _choose(session, p)
    while session.phase is Phase.CHOOSE and session.chooser is not None:
        waiting = [p for p in session.people if not session.has_chosen(p)]
        if leave_last_person and len(waiting) == 1:
            return
        _choose(session, session.chooser)


def _choose(session: GameSession, player: int) -> None:
    choice = seat_choice(session, player)
    assert choice is not None  # a seat still to choose has a legal choice (else it passed)
    session.choose(choice, player)


def play_turns(session: GameSession, turns: int) -> None:
    """Flip and let every seat choose, ``turns`` times (or until the game ends)."""
    for _ in range(turns):
        if session.phase is Phase.OVER:
            return
        if session.phase is Phase.FLIP:
            session.flip()
        choose_for_all(session)
