"""A simple, deterministic chooser: for screenshots, demos and tests (not an AI).

Picks the legal choice that completes the most routes, then fills the most
stations, then writes the biggest star number; ties go to the lowest index.
"""

from __future__ import annotations

from metrox_desktop.ui.session import GameSession


def greedy_choice(session: GameSession) -> int | None:
    best: tuple[int, int, int, int] | None = None
    choice: int | None = None
    for c in session.legal_choices():
        preview = session.preview(c)
        if preview is None:
            continue
        key = (len(preview.completing), len(preview.stations), max(preview.mark, 0), -c)
        if best is None or key > best:
            best, choice = key, c
    return choice


def play_turns(session: GameSession, turns: int) -> None:
    """Flip and choose ``turns`` times (or until the game ends)."""
    from metrox_desktop.engine.match import Phase

    for _ in range(turns):
        if session.phase is Phase.OVER:
            return
        if session.phase is Phase.FLIP:
            session.flip()
        session.choose(greedy_choice(session))
