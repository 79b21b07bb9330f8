"""Differences of shown numbers, as a player checks them: the shown values first.

A list that shows "Z 45.6 -> N 48.1" must show a difference of 2.5, the difference
of what it shows, not "2.6" from the values before rounding (45.55 and 48.14); and
two choices both shown as 36.5 must show the same difference from a third. So every
shown difference is worked out here from the values rounded as shown (one decimal).
"""

from __future__ import annotations

from metrox_desktop.words import with_minus

PLACES = 1  # decimals shown of an expected score


def shown(value: float) -> float:
    """``value`` as it is shown (one decimal)."""
    return round(value, PLACES)


def shown_difference(value: float, reference: float) -> float:
    """``value - reference`` as the two values are shown: rounded first, then
    subtracted (rounded again: 48.1 - 45.6 is 2.5, not 2.5000000000000036)."""
    return round(shown(value) - shown(reference), PLACES)


def signed(difference: float) -> str:
    """A difference of shown values as a player reads it: "\u22122.3", "+0.4", "0.0"."""
    text = f"{difference:+.{PLACES}f}"
    if text in ("+0.0", "-0.0"):
        return "0.0"
    return with_minus(text)
