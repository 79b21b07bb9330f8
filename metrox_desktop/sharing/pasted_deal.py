"""The deal in what a player pastes where a deal code goes (New game's Deal code, --seed).

A friend's deal comes with words around it: the line Copy result makes ("MetroX
Tokyo, deal VERD1 - 29 points. 44EXY-..."), the final dialog's "Deal code VERD1: start
a new game with it...", the window's title ("Tokyo – deal VERD1"). Taken whole, those
words deal other cards without a word of warning ("deal VERD1" is the code DEALVERD1).
:func:`pasted_deal` finds the deal in them: a result code's own deal (its map and deck
too), else the code after a label word. No Qt."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from metrox_desktop.deal import DEAL_CODE_MAX, deal_code_problem
from metrox_desktop.pasted import after_label, in_a_link, web_link
from metrox_desktop.sharing.result_code import (
    ResultCodeError,
    code_in,
    decode,
    written_as_a_code,
)
from metrox_desktop.words import QT_TRANSLATE_NOOP


class PastedDeal(NamedTuple):
    map_id: str | None  # known from a result code, else None (the map chosen stays)
    deck: str | None
    code: str


ENGLISH_LABELS = ("deal code", "deal")  # read in any language: a friend may write English
# The deal code after its label: up to the next space, the punctuation of a sentence or
# the next field of a link ("?deal=55G4R&map=tokyo").
_CODE = r"[^\s,;:：、。&#=]+"


def pasted_deal(text: str, labels: Sequence[str]) -> PastedDeal | None:
    """The deal a pasted ``text`` names: a result code's deal (the code alone too), else
    the code after one of ``labels`` (the words "deal code" and "deal" in the app's
    language; in English, and a link's ``deal=``, always), else None (a code typed as
    it is: one word that fits, left as typed)."""
    found = code_in(text)
    if found is not None:
        try:
            record = decode(found)
        except ResultCodeError:
            record = None
        if record is not None and record.seed:
            return PastedDeal(record.map, record.deck, record.seed)
    if len(text.split()) < 2 and len(text.strip()) <= DEAL_CODE_MAX and not in_a_link(text):
        return None
    found = after_label(text, (*labels, *ENGLISH_LABELS), _CODE)
    code = (found or "").strip("\"'`“”‘’()[]{}<>.!?-–—")
    return PastedDeal(None, None, code) if code else None


NO_DEAL_IN_LINK = QT_TRANSLATE_NOOP(
    "sharing",
    "this link holds no game code; paste the deal code or the result code your friend shared",
)


def pasted_deal_problem(text: str, labels: Sequence[str] = ()) -> str | None:
    """Why ``text``, typed or pasted where a deal code goes, deals nothing: a web link
    :func:`pasted_deal` finds no deal in (its words would deal the cards of a code
    nobody shared), a friend's result code that does not read (mistyped: its deal is
    not known, and its text would deal other cards, or be "longer than 40
    characters"), else :func:`~metrox_desktop.deal.deal_code_problem`'s reasons."""
    if web_link(text) and pasted_deal(text, labels) is None:
        return NO_DEAL_IN_LINK
    if written_as_a_code(text):
        try:
            decode(text)
        except ResultCodeError as error:
            return error.words
    return deal_code_problem(text)
