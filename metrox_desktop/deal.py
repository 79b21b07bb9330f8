"""Deal codes: the short text a deal is shuffled from (no Qt).

The same code deals the same cards on every machine. A code is typed on the command
line (``--seed``), in the new-game dialog and the flipper, shown in the window title
and read back from saved games, so every way in goes through :func:`deal_code_problem`.

Codes are made from :data:`SEED_ALPHABET`, to be read out and typed back by a friend,
so a code someone types is taken in its *canonical* form (:func:`canonical_deal_code`):
letters in upper case, wide (full-width) characters as their narrow forms, spaces left
out, punctuation, quotes and a chat's marks around it left off (a code pasted from a
sentence, as in ``deal "55G4R".``, or wrapped as a link, ``<55G4R>``), and the
look-alikes the generator never writes folded together (``O`` is ``0``, ``I`` is ``1``).
``55g4r``, ``55G4R``, ``55G 4R``, ``55G4R:`` and ``<55G4R>`` are one deal.

A code may be any printable text, and deals the same cards everywhere; one with
characters the generator never writes (``ÄÖÜ``, ``my_deal``) is told apart wherever it
is typed (:func:`own_code_note`), so a player who mistyped a code sees it is not one the
app made.

Only what a person types is folded. The shuffle takes the code exactly as it is
(``Deck.new``), and a record or save keeps the code it was dealt from: a game saved
before codes were folded, under ``55g4r``, is dealt again from ``55g4r`` (its own cards),
not from ``55G4R``.
"""

from __future__ import annotations

import secrets
import unicodedata

from metrox_desktop.pasted import trimmed, without_invisibles
from metrox_desktop.words import QT_TRANSLATE_NOOP

SEED_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"  # no 0/O, 1/I: easy to read out
DEAL_CODE_MAX = 40  # characters: it is shown in the window title and typed back in
# Characters the generator never writes, folded into their look-alike so that a code
# read out ("oh" or "zero"?) deals the same either way. Digits win: the command line's
# simulated deals are named S-0, S-1... and keep their cards.
_LOOK_ALIKES = str.maketrans({"O": "0", "I": "1"})
# What a code the app makes, read back, may hold: its symbols, the look-alikes folded
# into digits, and the hyphen of the command line's simulated deals (S-0).
_CODE_CHARACTERS = frozenset(SEED_ALPHABET + "01-")


def canonical_deal_code(code: str) -> str:
    """``code`` as the deal is dealt from: NFKC (full-width ``５５`` is ``55``), no
    white space at either end (a pasted line's tab or line break), no spaces or
    invisible characters (zero-width space, byte-order mark) within (a tab or other
    control within stays, for :func:`deal_code_problem` to refuse), no punctuation or
    quotes at either end (``"55G4R":`` is ``55G4R``), ASCII letters in upper case,
    ``O`` as ``0`` and ``I`` as ``1``. Other characters (a code may be any printable
    text) are kept as they are."""
    narrow = without_invisibles(unicodedata.normalize("NFKC", code).strip())
    joined = "".join(c for c in narrow if unicodedata.category(c) != "Zs")  # not tabs
    inner = _without_punctuation_around(joined)
    upper = "".join(c.upper() if c.isascii() else c for c in inner)
    return upper.translate(_LOOK_ALIKES)


def _around(char: str) -> bool:
    """Punctuation, quotes, brackets, accents such as a backtick, emoji and the marks
    chats wrap text in (``<55G4R>`` for a link, ``||55G4R||``, ``~~55G4R~~``): what a
    sentence or a chat puts around a code, never part of one the app makes."""
    category = unicodedata.category(char)
    return (
        category[0] == "P"
        or category in _AROUND_CATEGORIES
        or char in _CHAT_MARKS
        or char in _EMOJI_STYLE
    )


_CHAT_MARKS = frozenset("<>|~")  # symbols, not punctuation, to Unicode (wide ones: NFKC)
# Accents, and the emoji a chat message puts after a code ("55G4R 🎉"), with the
# variation selector that asks for an emoji's colour picture.
_AROUND_CATEGORIES = frozenset(("Sk", "So"))
_EMOJI_STYLE = frozenset("\ufe0e\ufe0f")


def _without_punctuation_around(code: str) -> str:
    # A code of nothing but punctuation ("!!!") is a code of its own, kept whole.
    return trimmed(code, _around) or code


# What stands for a typed "-" once text has been through an editor or an input method:
# every dash (a word processor's en dash, the wide or wave dash), the minus sign, and
# the long-vowel mark a Japanese input method types for "-".
_HYPHENS = frozenset("\u2212\u30fc")


def typed_hyphen(char: str) -> bool:
    """Whether ``char`` is a hyphen as a person may have typed it (a result code's
    groups, a date): after NFKC, which makes the wide ones narrow."""
    return unicodedata.category(char) == "Pd" or char in _HYPHENS


def own_code_note(code: str) -> str | None:
    """Words saying that ``code`` (as typed) has characters the app's codes never use,
    so it is a code of the player's own (still dealing the same cards everywhere);
    None for a code the app could have made, or one with a problem."""
    if deal_code_problem(code) is not None:
        return None
    if all(c in _CODE_CHARACTERS for c in typed_deal_code(code)):
        return None
    return QT_TRANSLATE_NOOP(
        "deal",
        "{code} is a code of your own: the app never makes codes with such characters,"
        " but it deals the same cards on every computer",
    ).format(code=typed_deal_code(code))


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
