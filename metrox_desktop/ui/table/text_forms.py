"""One form for all: texts that have several forms, longest first, shown side by side.

A column of names ("Cy (away: a bot plays)", then "Cy (away)") or a strip of small
sheets' score parts reads as one when every item takes the same step: the longest
step at which each item's form has room, never two steps side by side
(:func:`step_for_all`, :func:`form_at`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence


def form_at(forms: Sequence[str], step: int) -> str:
    """An item's form at ``step``: past its own forms, its last (its shortest)."""
    return forms[min(step, len(forms) - 1)]


def step_for_all(forms: Sequence[Sequence[str]], fits: Callable[[int, str], bool]) -> int:
    """The first step at which every item's form (:func:`form_at`) fits, ``fits(item,
    text)`` for item ``item`` of ``forms``; when none does, the last (each item's
    shortest form).

    >>> forms = [("Ann (away)", "Ann"), ("Bo",)]
    >>> step_for_all(forms, lambda _item, text: len(text) <= 3)
    1
    >>> step_for_all(forms, lambda _item, text: len(text) <= 2)
    1
    """
    steps = max((len(item_forms) for item_forms in forms), default=0)
    for step in range(steps):
        if all(fits(item, form_at(item_forms, step)) for item, item_forms in enumerate(forms)):
            return step
    return steps - 1
