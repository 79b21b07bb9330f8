"""The worker process that works out a game's verdict while it is played: par of the
deal (``review.deal_par``) and the value of each person's turn (``review.turn_values``).

The window starts it (``multiprocessing`` with the 'spawn' context: a process holding
Qt is never forked) and talks to it over two queues: it puts requests in one,
:func:`serve` answers each in order in the other. A request is a tuple::

    ("par", key, board, deck, seed, width)   -> ("par", key, par, strong, line)
    ("turn", key, board, deck, record, player, turn, work)
                                                -> ("turn", key, CostlyTurn)

(``line``: the par line's choices, ``review.line_choices``.)

A request that fails answers ``("failed", key, why)``. ``None`` ends the worker. The
worker also ends, within a playout, when the process that started it is gone: it
never outlives the app as an orphan. No Qt here.
"""

from __future__ import annotations

import queue
from multiprocessing.queues import Queue
from typing import Any

from metrox_desktop.engine.ai.beside import PARENT_EVERY, ParentGone
from metrox_desktop.engine.ai.stopping import SearchStopped


def answer(request: tuple[Any, ...], stop: ParentGone | None = None) -> tuple[Any, ...]:
    """The answer to one request (see the module's docstring)."""
    from metrox_desktop.engine.ai.review import deal_par, line_choices, turn_values

    kind, key = request[0], request[1]
    if kind == "par":
        _, _, board, deck, seed, width = request
        found = deal_par(board, deck, seed, width, stop=stop)
        return ("par", key, found.par, found.strong, line_choices(found.record))
    _, _, board, deck, record, player, turn, work = request
    value = next(turn_values(record, board, deck, player, work, start=turn, stop=stop))
    return ("turn", key, value)


def serve(inbox: Queue[Any], outbox: Queue[Any], parent: int) -> None:
    """Answer requests from ``inbox`` in ``outbox`` until told to end or ``parent`` is
    gone (the worker process's entry point)."""
    stop = ParentGone(parent)
    while True:
        try:
            request = inbox.get(timeout=PARENT_EVERY)
        except queue.Empty:
            if stop():
                return
            continue
        except (EOFError, OSError):
            return
        if request is None:
            return
        try:
            reply = answer(request, stop)
        except SearchStopped:
            return  # the app is gone
        except Exception as error:  # noqa: BLE001 - said to the app, which shows it
            reply = ("failed", request[1], str(error) or type(error).__name__)
        outbox.put(reply)
