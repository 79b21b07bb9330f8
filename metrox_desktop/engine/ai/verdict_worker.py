"""The worker process that works out a game's verdict while it is played: the ranking
of each person's position at the flip (``ranking.position_ranking``: the Hint's list,
and the turn's value once it is written), par of the deal (``review.deal_par``) and the
value of a turn written before the worker followed the game (``review.turn_values``).

The window starts it (:func:`start_worker`: ``multiprocessing`` with the 'spawn'
context, a process holding Qt is never forked) and talks to it over two pipes: it puts
requests in one, and :func:`serve` answers them in the other. Each pipe has one writer,
whose sends never make it wait (:class:`PipeOut`), as a ``multiprocessing.Queue``'s
do, without the named semaphores a Queue makes: an app killed with two queues open
left "leaked semaphore objects to clean up at shutdown" on its terminal. A request is
a tuple::

    ("rank", key, match, player, seed, work)    -> ("rank", key, ranking)
    ("par", key, board, deck, seed, width, work)
                                                -> ("par", key, par, strong, line, final)
    ("turn", key, board, deck, record, player, turn, work)
                                                -> ("turn", key, CostlyTurn)

(``line``: the par line's choices, ``review.line_choices``; ``work``: the strong bot's
work a decision, in par's strong game as in each turn's value.) Par is answered twice
(``review.deal_par``'s ``so_far``): first par so far (``final`` False: the plain beam and the
strong bot's game, par's floor and the strong AI's score), then par itself.

A ranking is what a person may be waiting for (Shift+H): it is answered first, the
latest position first, on the process's main thread. Par (seconds) and past turns are
answered in order on a second thread, which pauses within a playout while a ranking
is worked out: one core does one search at a time, and a ranking never waits behind
par or a past turn. (Par so far once shared the core with the rankings, so that a
busy table got it sooner; the Hint then took 0.3-1.8 s where it takes 0.03 s.) A
request that fails answers ``("failed", key, why)`` (``words.failure_words``: marked
words for a player, never the error's text). ``None`` ends the worker.
A search under way stops within a playout once ``None`` is read, so the window that
ends the worker never waits on a search; the worker also ends, within a playout, when
the process that started it is gone: it never outlives the app as an orphan. No Qt here.
"""

from __future__ import annotations

import multiprocessing
import os
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

from metrox_desktop.engine.ai.beside import PARENT_EVERY, ParentGone
from metrox_desktop.engine.ai.stopping import SearchStopped, StopCheck
from metrox_desktop.words import failure_words

Tell = Callable[[tuple[Any, ...]], None]
_CLOSED = object()  # PipeOut's last item: nothing more to write


class PipeOut:
    """A pipe's writing end whose :meth:`put` never waits: a thread of its own pickles
    and writes what it is given, in order. Once the reading end is gone (its process
    ended), what is put is dropped."""

    def __init__(self, connection: Connection, name: str) -> None:
        self.connection = connection
        self._items: queue.SimpleQueue[object] = queue.SimpleQueue()
        self._writer = threading.Thread(target=self._write, name=name, daemon=True)
        self._writer.start()

    def put(self, item: object) -> None:
        self._items.put(item)

    def close(self, wait: float) -> None:
        """Nothing more to write: what was put goes within ``wait`` seconds (else it
        is dropped), then the pipe is closed."""
        self._items.put(_CLOSED)
        self._writer.join(wait)
        if not self._writer.is_alive():
            self.connection.close()

    def _write(self) -> None:
        while (item := self._items.get()) is not _CLOSED:
            try:
                self.connection.send(item)
            except (OSError, ValueError):  # the reading end is gone (or this one closed)
                return


@dataclass(frozen=True)
class Started:
    """A worker process started by :func:`start_worker`, and its two pipes' ends here."""

    process: BaseProcess
    requests: PipeOut  # what it is asked; None ends it
    replies: Connection  # its answers (recv); end of file once it has ended


def start_worker() -> Started:
    """The worker process for this one (raises OSError when none can be had)."""
    context = multiprocessing.get_context("spawn")  # never fork a process holding Qt
    requests_read, requests_write = context.Pipe(duplex=False)
    replies_read, replies_write = context.Pipe(duplex=False)
    process = context.Process(
        target=serve,
        args=(requests_read, replies_write, os.getpid()),
        name="metrox-verdict",
        daemon=True,  # multiprocessing ends it at exit, should nothing else
    )
    try:
        process.start()
    except BaseException:
        requests_write.close()
        replies_read.close()
        raise
    finally:  # the worker's ends are its own now: end of file here once it is gone
        requests_read.close()
        replies_write.close()
    return Started(process, PipeOut(requests_write, "verdict requests"), replies_read)


def answer(
    request: tuple[Any, ...], stop: StopCheck | None = None, tell: Tell | None = None
) -> tuple[Any, ...]:
    """The answer to one request (see the module's docstring); a first answer before
    the last (par so far) is handed to ``tell``."""
    from metrox_desktop.engine.ai.ranking import position_ranking
    from metrox_desktop.engine.ai.review import DealPar, deal_par, line_choices, turn_values

    kind, key = request[0], request[1]
    if kind == "rank":
        _, _, match, player, seed, work = request
        return ("rank", key, position_ranking(match, player, seed, work, stop=stop))
    if kind == "par":
        _, _, board, deck, seed, width, work = request

        def told(found: DealPar) -> None:  # par so far
            if tell is not None:
                tell(("par", key, found.par, found.strong, line_choices(found.record), False))

        found = deal_par(board, deck, seed, width, stop=stop, strong_work=work, so_far=told)
        return ("par", key, found.par, found.strong, line_choices(found.record), True)
    _, _, board, deck, record, player, turn, work = request
    value = next(turn_values(record, board, deck, player, work, start=turn, stop=stop))
    return ("turn", key, value)


def _reply(request: tuple[Any, ...], stop: StopCheck, tell: Tell | None = None) -> tuple[Any, ...]:
    """``answer``, or what went wrong said as a reply (SearchStopped goes through)."""
    try:
        return answer(request, stop, tell)
    except SearchStopped:
        raise
    except Exception as error:  # noqa: BLE001 - said to the app, which shows it
        return ("failed", request[1], failure_words(error))  # marked: the app translates


class Behind:
    """The thread that answers the long requests (par, past turns) in order; it waits
    within a playout while ``free`` is clear (a ranking is to be answered)."""

    def __init__(self, outbox: PipeOut, gone: StopCheck) -> None:
        self.outbox = outbox
        self.requests: queue.SimpleQueue[tuple[Any, ...]] = queue.SimpleQueue()
        self.free = threading.Event()
        self.free.set()
        self.gone = gone
        # A daemon: the process ends when its main thread does, mid-par or not.
        threading.Thread(target=self._run, name="verdict behind", daemon=True).start()

    def put(self, request: tuple[Any, ...]) -> None:
        self.requests.put(request)

    def _stop(self) -> bool:
        self.free.wait()
        return self.gone()

    def _run(self) -> None:
        while True:
            request = self.requests.get()
            self.free.wait()
            try:
                reply = _reply(request, self._stop, self.outbox.put)
            except SearchStopped:
                return  # the app is gone: the main thread ends the process
            self.outbox.put(reply)


def latest_first(rankings: list[tuple[Any, ...]]) -> tuple[Any, ...]:
    """The ranking request to answer next, taken out of ``rankings``: the latest game
    and turn (what a person may be waiting for now), at one turn the first seat (asked
    first at a table), and for one seat the latest request (its position at the flip
    taken back and played otherwise since). A key is ("rank", game, turn, seat, number)."""
    chosen = max(rankings, key=lambda request: (*request[1][1:3], -request[1][3], request[1][4]))
    rankings.remove(chosen)
    return chosen


def serve(inbox: Connection, replies: Connection, parent: int) -> None:
    """Answer requests from ``inbox`` in ``replies`` until told to end or ``parent`` is
    gone (the worker process's entry point)."""
    # The searches loaded before any request: a process started ahead of the first
    # card answers its first ranking as fast as the next.
    from metrox_desktop.engine.ai import ranking, review  # noqa: F401

    parent_gone = ParentGone(parent)
    told_to_end = threading.Event()
    outbox = PipeOut(replies, "verdict replies")

    def gone() -> bool:  # a search stops within a playout once it is no longer wanted
        return told_to_end.is_set() or parent_gone()

    behind = Behind(outbox, gone)
    requests = _read_on_a_thread(inbox, told_to_end)
    rankings: list[tuple[Any, ...]] = []  # ranking requests not answered yet
    while True:
        if rankings:  # par and past turns wait while a ranking is to be answered
            behind.free.clear()
        else:
            behind.free.set()
        try:  # every request read before the next ranking is chosen
            request = requests.get(timeout=0 if rankings else PARENT_EVERY)
        except queue.Empty:
            if gone():
                return
            if rankings:
                try:
                    reply = _reply(latest_first(rankings), gone)
                except SearchStopped:
                    return  # the app is gone, or told this process to end
                outbox.put(reply)
            continue
        if request is None:
            return
        if request[0] == "rank":
            rankings.append(request)
        else:
            behind.put(request)


def _read_on_a_thread(
    inbox: Connection, told_to_end: threading.Event
) -> queue.SimpleQueue[tuple[Any, ...] | None]:
    """The requests of ``inbox``, read on a thread of their own (None: its end, also set
    in ``told_to_end`` at once, so that a ranking under way stops for it). An app
    killed while it wrote a request leaves part of it in the pipe: the read ends at the
    pipe's end of file (and should it wait, only that thread does; the main thread still
    sees the app is gone, and the process ends). A request that cannot be read (an app
    whose code is newer: a class this process does not have) ends the worker too: left
    running, it would answer nothing more, and the app would wait."""
    requests: queue.SimpleQueue[tuple[Any, ...] | None] = queue.SimpleQueue()

    def read() -> None:
        while True:
            try:
                request = inbox.recv()
            except Exception:  # noqa: BLE001 - closed, or a request this code cannot read
                request = None  # (the app's newer): the worker ends, and the app hears it
            requests.put(request)
            if request is None:
                told_to_end.set()
                return

    threading.Thread(target=read, name="verdict inbox", daemon=True).start()
    return requests
