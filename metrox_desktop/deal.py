"""Deal codes: the short text a deal is shuffled from (no Qt).

The same code deals the same cards on every machine. A code is typed on the command
line (``--seed``), in the new-game dialog and the flipper, shown in the window title
and read back from saved games, so every way in goes through :func:`deal_code_problem`.

Codes are made from :data:`SEED_ALPHABET`, to be read out and typed back by a friend,
so a code someone types is taken in its *canonical* form (:func:`canonical_deal_code`):
letters in upper case, wide (full-width) characters as their narrow forms, spaces left
out, and the look-alikes the generator never writes folded together (``O`` is ``0``,
``I`` is ``1``). ``55g4r``, ``55G4R`` and ``55G 4R`` are one deal.

Only what a person types is folded. The shuffle takes the code exactly as it is
(``Deck.new``), and a record or save keeps the code it was dealt from: a game saved
before codes were folded, under ``55g4r``, is dealt again from ``55g4r`` (its own cards),
not from ``55G4R``.
"""

from __future__ import annotations

import secrets
import unicodedata

from metrox_desktop.words import QT_TRANSLATE_NOOP

SEED_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"  # no 0/O, 1/I: easy to read out
DEAL_CODE_MAX = 40  # characters: it is shown in the window title and typed back in
# Characters the generator never writes, folded into their look-alike so that a code
# read out ("oh" or "zero"?) deals the same either way. Digits win: the command line's
# simulated deals are named S-0, S-1... and keep their cards.
_LOOK_ALIKES = str.maketrans({"O": "0", "I": "1"})


def canonical_deal_code(code: str) -> str:
    """``code`` as the deal is dealt from: NFKC (full-width ``５５`` is ``55``), no
    spaces (a tab or other control stays, for :func:`deal_code_problem` to refuse),
    ASCII letters in upper case, ``O`` as ``0`` and ``I`` as ``1``. Other characters
    (a code may be any printable text) are kept as they are."""
    narrow = unicodedata.normalize("NFKC", code)
    joined = "".join(c for c in narrow if unicodedata.category(c) != "Zs")  # not tabs
    upper = "".join(c.upper() if c.isascii() else c for c in joined)
    return upper.translate(_LOOK_ALIKES)


def is_canonical(code: str) -> bool:
    """Whether ``code`` deals as typed today (a record from before codes were folded
    may hold ``55g4r``, which deals other cards than ``55G4R``)."""
    return canonical_deal_code(code) == code


def deal_code_problem(code: str) -> str | None:
    """Why ``code`` cannot be a deal code (empty, too long, unprintable), or None. The
    code is judged as it deals (:func:`canonical_deal_code`): an ideographic space
    typed between its characters is no fault."""
    # A pasted page is refused as it is, without folding it first.
    folded = code if len(code) > 4 * DEAL_CODE_MAX else canonical_deal_code(code)
    if not folded.strip():
        return QT_TRANSLATE_NOOP("deal", "the deal code is empty")
    if len(folded.strip()) > DEAL_CODE_MAX:
        return QT_TRANSLATE_NOOP("deal", "the deal code is longer than {most} characters").format(
            most=DEAL_CODE_MAX
        )
    if not folded.isprintable():  # also refuses lone surrogates, which cannot be shuffled
        return QT_TRANSLATE_NOOP("deal", "the deal code has characters that cannot be shown")
    return None


def typed_deal_code(code: str) -> str:
    """The deal a code typed by a person deals: its canonical form. Check it with
    :func:`deal_code_problem` first."""
    return canonical_deal_code(code.strip())


def random_seed() -> str:
    """A short deal code such as ``8HQ2`` (shown in the title so a game can be replayed)."""
    return "".join(secrets.choice(SEED_ALPHABET) for _ in range(5))
