"""The deal in what a player pastes where a deal code goes (New game's Deal code).

A friend's deal comes with words around it: the line Copy result makes ("MetroX
Tokyo, deal VERD1 - 29 points. 44EXY-..."), the final dialog's "Deal code VERD1: start
a new game with it...", the window's title ("Tokyo – deal VERD1"). Taken whole, those
words deal other cards without a word of warning ("deal VERD1" is the code DEALVERD1).
:func:`pasted_deal` finds the deal in them: a result code's own deal (its map and deck
too), else the code after a label word. No Qt."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from metrox_desktop.pasted import after_label
from metrox_desktop.sharing.result_code import ResultCodeError, code_in, decode


class PastedDeal(NamedTuple):
    map_id: str | None  # known from a result code, else None (the map chosen stays)
    deck: str | None
    code: str


# The deal code after its label: up to the next space, the punctuation of a sentence or
# the next field of a link ("?deal=55G4R&map=tokyo").
_CODE = r"[^\s,;:：、。&#=]+"


def pasted_deal(text: str, labels: Sequence[str]) -> PastedDeal | None:
    """The deal a pasted ``text`` names: a result code's deal, else the code after one
    of ``labels`` (the words "deal code" and "deal", in the app's languages), else None
    (a code typed as it is)."""
    found = code_in(text)
    if found is not None:
        try:
            record = decode(found)
        except ResultCodeError:
            record = None
        if record is not None and record.seed:
            return PastedDeal(record.map, record.deck, record.seed)
    found = after_label(text, labels, _CODE)
    code = (found or "").strip("\"'`“”‘’()[]{}<>.!?-–—")
    return PastedDeal(None, None, code) if code else None
