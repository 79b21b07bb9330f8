"""Stopping a search that is no longer wanted, from another thread.

The searches (``rank_choices``, ``best_line``, ``deal_par``, ``costly_turns``) take a
keyword ``stop``: a callable without arguments, asked between playouts and between
beam steps, that returns True once the answer is no longer wanted (a hint for a
turn that has passed, a par whose dialog closed). The search then raises
:class:`SearchStopped` within milliseconds: the caller that asked for the stop
knows to expect it and drops it.
"""

from __future__ import annotations

from collections.abc import Callable

StopCheck = Callable[[], bool]


class SearchStopped(Exception):  # noqa: N818 - what happened to the search, not an error
    """The search was stopped because its answer is no longer wanted."""


def check_stop(stop: StopCheck | None) -> None:
    """Raise :class:`SearchStopped` if ``stop`` says so (None: never)."""
    if stop is not None and stop():
        raise SearchStopped
