"""Deal codes: the short text a deal is shuffled from (no Qt).

The same code deals the same cards on every machine. A code is typed on the command
line (``--seed``), in the new-game dialog, shown in the window title and read back
from saved games, so every way in goes through :func:`deal_code_problem`.
"""

from __future__ import annotations

import secrets

from metrox_desktop.words import QT_TRANSLATE_NOOP

SEED_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"  # no 0/O, 1/I: easy to read out
DEAL_CODE_MAX = 40  # characters: it is shown in the window title and typed back in


def deal_code_problem(code: str) -> str | None:
    """Why ``code`` cannot be a deal code (empty, too long, unprintable), or None."""
    code = code.strip()
    if not code:
        return QT_TRANSLATE_NOOP("deal", "the deal code is empty")
    if len(code) > DEAL_CODE_MAX:
        return QT_TRANSLATE_NOOP("deal", "the deal code is longer than {most} characters").format(
            most=DEAL_CODE_MAX
        )
    if not code.isprintable():  # also refuses lone surrogates, which cannot be shuffled
        return QT_TRANSLATE_NOOP("deal", "the deal code has characters that cannot be shown")
    return None


def random_seed() -> str:
    """A short deal code such as ``8HQ2`` (shown in the title so a game can be replayed)."""
    return "".join(secrets.choice(SEED_ALPHABET) for _ in range(5))
