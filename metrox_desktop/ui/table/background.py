"""Work off the GUI thread: a bot's choice, a hint, anything slow that returns a value.

``BackgroundRunner.run(work, deliver)`` calls ``work()`` on a daemon thread and hands
its result to ``deliver`` on the GUI thread (through a queued signal), unless the
returned :class:`Job` was cancelled first. The window keeps painting and taking input
while the work runs; a new game or a closed window cancels what is pending, so no
late answer ever lands in another game. Daemon threads: a strategy that is still
thinking never keeps the app from quitting.

Whatever a job holds (its work, and the hand-back, which holds its window) is let go
of on the GUI thread, when its result comes back: never by the worker thread, which
a busy machine may hold up after it has handed the result back while the window it
would free is deleted meanwhile (Qt objects are freed on the GUI thread only: a
worker freeing a window crashed the app). The thread is given only the job and the
relay, never the runner.

A search (a hint, par) is not only ignored but stopped: ``run_stoppable(work, ...)``
calls ``work(stop)``, where ``stop()`` answers whether the job was cancelled; the
engine's searches ask it between playouts and raise ``SearchStopped``, so a
cancelled search frees its core within milliseconds. Deleting the runner (with the
window or dialog that owns it) cancels its jobs.

Work that fails hands ``fail`` why, in words a player reads in the window's language
(``words.failure_words``: the system's reason, such as "Too many open files", or that
the app failed unexpectedly), never the error's text, which names files and code; the
caller says what could not be done around it.

Used by the bots (table/bots.py), the Hint (window/hint_coach.py), par in the final
dialog and the history; it knows nothing of the game.
"""

from __future__ import annotations

import contextlib
import sys
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, SignalInstance, Slot

from metrox_desktop.ui.context import app_context
from metrox_desktop.ui.language import translated
from metrox_desktop.ui.language.status import said
from metrox_desktop.words import UNEXPECTED, failure_words

if TYPE_CHECKING:
    from metrox_desktop.engine.ai.stopping import StopCheck


class Job:
    """A token for one piece of background work; ``cancel()`` drops its result.

    It holds the work and what to call with its result until the result is back on
    the GUI thread (``finish``), which lets go of them there: the worker thread holds
    only the job, which then holds nothing of a window."""

    def __init__(
        self,
        work: Callable[[StopCheck], Any],
        deliver: Callable[[Any], None],
        fail: Callable[[str], None] | None,
        pending: set[Job],
    ) -> None:
        self.work: Callable[[StopCheck], Any] | None = work
        self.deliver = deliver
        self.fail = fail
        self._pending = pending  # the runner's jobs under way (the set, not the runner)
        self._cancelled = threading.Event()

    def cancel(self) -> None:
        """Called on the GUI thread. What the job would have called holds its window
        (a bound method): let go of it now, so a deleted window is freed here. The work
        is let go of when it comes back (``finish``): the worker may be running it."""
        self._cancelled.set()
        self.deliver, self.fail = _nobody, None

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    @property
    def stop_check(self) -> StopCheck:
        """Asked by the work, from its thread: True once the job was cancelled."""
        return self._cancelled.is_set

    def run(self) -> Any:
        """On the worker thread: the work's result (``work(stop)``)."""
        assert self.work is not None, "a job runs once"
        return self.work(self.stop_check)

    def finish(self, result: object, error: object) -> None:
        """On the GUI thread, once the work is done (cancelled or not): the job lets go
        of everything it holds, here, and hands the result on unless cancelled."""
        self._pending.discard(self)
        deliver, fail = self.deliver, self.fail
        self.work, self.deliver, self.fail = None, _nobody, None
        if self.cancelled:
            return
        if error is None:
            deliver(result)
        elif fail is not None:
            assert isinstance(error, str)
            fail(said(lambda: translated(error)))  # written again at a language switch


class Relay(QObject):
    """Brings finished work back to the GUI thread, for every runner. It lives as long
    as the app (the application context's part: ui/context.py, made by the first runner
    in the GUI thread, where it then lives: a signal emitted on it from a worker is
    queued to its slot there): a worker emitting on the runner itself crashed the
    process when the runner's window was being deleted at that very moment."""

    finished = Signal(object, object, object, object)  # hand-back, Job, result, error

    def __init__(self) -> None:
        # The application's child: Qt frees it with the app, never a thread that lets go
        # of the last runner holding it while a hand-back is on its way.
        super().__init__(QCoreApplication.instance())
        self.finished.connect(self.hand_back)

    @Slot(object, object, object, object)
    def hand_back(self, receive: object, job: object, result: object, error: object) -> None:
        assert callable(receive)
        receive(job, result, error)


class HandedSignal:
    """``signal`` emitted from any thread as if from the GUI thread: :meth:`emit` hands
    its arguments over through the app's :class:`Relay`, and the signal is emitted
    there, unless its object was deleted meanwhile (then nobody is left to tell). A
    thread (a table's network loop) that emitted on a window's own signal crashed the
    app when the window was being deleted at that very moment. Make it on the GUI thread."""

    def __init__(self, signal: SignalInstance) -> None:
        self.signal = signal
        self.relay = app_context().part(Relay)

    def emit(self, *args: object) -> None:
        hand_over(self.relay, _emit_here, self.signal, args, None)


def _emit_here(signal: object, args: object, _error: object) -> None:
    """On the GUI thread: a :class:`HandedSignal`'s signal, emitted."""
    assert isinstance(signal, SignalInstance) and isinstance(args, tuple)
    with contextlib.suppress(RuntimeError):  # its object was deleted meanwhile
        signal.emit(*args)


class BackgroundRunner(QObject):
    """Runs callables on daemon threads; results come back on the GUI thread."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pending: set[Job] = set()
        self._relay = app_context().part(Relay)
        # Deleted with its owner (a closed dialog): what it still runs is not wanted.
        # The hook holds the set of jobs, not the runner.
        pending = self._pending
        self.destroyed.connect(lambda *_args: _cancel_each(pending))

    def run(
        self,
        work: Callable[[], Any],
        deliver: Callable[[Any], None],
        fail: Callable[[str], None] | None = None,
    ) -> Job:
        """Start ``work()``; ``deliver(result)`` (or ``fail(why)``: words for a player,
        in the window's language) follows later."""
        return self.run_stoppable(lambda stop: work(), deliver, fail)

    def run_stoppable(
        self,
        work: Callable[[StopCheck], Any],
        deliver: Callable[[Any], None],
        fail: Callable[[str], None] | None = None,
    ) -> Job:
        """Start ``work(stop)``: ``stop()`` turns True when the job is cancelled, and
        the work is expected to end soon after (an engine search raises SearchStopped,
        which nobody hears of: the job was cancelled)."""
        job = Job(work, deliver, fail, self._pending)
        self._pending.add(job)
        threading.Thread(target=_work, args=(job, self._relay), daemon=True).start()
        return job

    @property
    def busy(self) -> bool:
        return bool(self._pending)

    def cancel_all(self) -> None:
        _cancel_each(self._pending)


def _work(job: Job, relay: Relay) -> None:
    """A worker thread: the job's work, its result handed back through the relay. The
    thread holds the job and the relay only (the runner may be deleted with its window
    meanwhile: its jobs were cancelled then, and the hand-back touches only them)."""
    result: Any = None
    error: str | None = None
    try:
        result = job.run()
    except Exception as exc:  # noqa: BLE001 - reported to the GUI, never lost in a thread
        error = failure_words(exc)  # marked words: translated on the GUI thread
        if error is UNEXPECTED and not job.cancelled:  # a fault of the app's own (not a
            # search stopped as its job was cancelled): its text, for the developers
            print(f"metrox-desktop: {type(exc).__name__}: {exc}", file=sys.stderr)
    # Reported even when cancelled, so the GUI thread forgets the job (``busy``) and
    # lets go of what it holds there; it drops the answer.
    hand_over(relay, _finish, job, result, error)


def hand_over(relay: Relay, receive: object, *args: object) -> None:
    """From any thread: ``receive(*args)`` on the GUI thread, through the relay. Once
    the app has ended (a window's picture written and the app quit while a search was
    still running, or before a thread watching a worker process saw it end: a daemon
    thread a busy machine held up outlives the relay), nobody is left to tell."""
    with contextlib.suppress(RuntimeError):  # "Signal source has been deleted"
        relay.finished.emit(receive, *args)


def _finish(job: Job, result: object, error: object) -> None:
    job.finish(result, error)


def _nobody(_result: object) -> None:
    """A cancelled job's hand-back: its result goes nowhere."""


def _cancel_each(jobs: set[Job]) -> None:
    for job in jobs:
        job.cancel()
    jobs.clear()
