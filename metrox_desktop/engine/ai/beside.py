"""One search worked out in a second process while this one works out another.

Par's parts are independent (the pilot beam, the plain beam and the strong bot's game
on the same cards): on a machine of two cores, ``par`` answers in the time of the
longest part rather than their sum. :func:`beside` starts ``work(*args, stop=...)`` in
a process of its own (``multiprocessing``'s 'spawn' context: a process holding Qt is
never forked) and :meth:`Beside.result` waits for its answer, asking the caller's own
stop check while it waits.

Whatever happens, the answer is the one the same call would give in this process:
when the second process cannot be started, fails or dies, the work is done here. The
second process ignores Ctrl-C (the caller is the one that stops, and ends it), and ends
by itself, within a playout, once the process that started it is gone. No Qt here.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import time
from collections.abc import Callable, Iterator
from multiprocessing import resource_tracker
from multiprocessing.connection import Connection
from typing import Any, Generic, TypeVar

from metrox_desktop.engine.ai.stopping import SearchStopped, StopCheck, check_stop

T = TypeVar("T")
PARENT_EVERY = 0.2  # seconds between checks that the process that started it is there
WAIT_EVERY = 0.05  # seconds between the caller's stop checks while it waits


class ParentGone:
    """A stop check: True once process ``parent`` (the one that started this one) has
    ended, asked at most every ``PARENT_EVERY`` seconds."""

    def __init__(self, parent: int) -> None:
        self.parent = parent
        self.checked = time.monotonic()

    def __call__(self) -> bool:
        now = time.monotonic()
        if now - self.checked < PARENT_EVERY:
            return False
        self.checked = now
        return os.getppid() != self.parent


class Beside(Generic[T]):
    """``work(*args, stop=...)``, under way in a second process (or not: then
    :meth:`result` works it out here)."""

    def __init__(self, work: Callable[..., T], args: tuple[Any, ...]) -> None:
        self.work, self.args = work, args
        self.process: multiprocessing.process.BaseProcess | None = None
        self.answers: Connection | None = None

    def start(self) -> None:
        if multiprocessing.current_process().daemon:
            return  # a daemon process (the game's verdict worker) has no children: here
        context = multiprocessing.get_context("spawn")
        answers, sender = context.Pipe(duplex=False)
        process = context.Process(
            target=_serve,
            args=(sender, os.getpid(), self.work, self.args),
            daemon=True,  # never outlives this process's own exit
            name="metrox-desktop search",
        )
        # Ctrl-C waits until the process is started and known here (so that ``end``
        # ends it), and the process starts with it held too: interrupted while it read
        # what to do, it printed a traceback on the player's terminal.
        held = _hold_ctrl_c()
        try:
            process.start()
            self.process, self.answers = process, answers
        except OSError:  # no process to be had (a limit on processes, memory): here
            answers.close()
        finally:
            sender.close()  # the child's end: its end of file is ours once it is gone
            _release_ctrl_c(held)  # a Ctrl-C held back is raised here

    def result(self, stop: StopCheck | None = None) -> T:
        """The work's answer: the second process's, else worked out here."""
        answers = self.answers
        if answers is not None:
            while not answers.poll(WAIT_EVERY):
                check_stop(stop)
            with contextlib.suppress(EOFError, OSError):
                kind, value = answers.recv()
                if kind == "done":
                    return value  # type: ignore[no-any-return]
        # Not started, failed or died: the same work here (its error, if any, is raised
        # here as the caller knows it).
        return self.work(*self.args, stop=stop)

    def end(self) -> None:
        """Stop the second process if it is still at work, and let it go."""
        process, self.process = self.process, None
        if self.answers is not None:
            self.answers.close()
            self.answers = None
        if process is not None:
            if process.is_alive():
                process.terminate()
            process.join(timeout=5)
            with contextlib.suppress(ValueError):  # a process that would not end
                process.close()


@contextlib.contextmanager
def beside(work: Callable[..., T], *args: Any, parallel: bool = True) -> Iterator[Beside[T]]:
    """``work(*args, stop=...)`` under way in a second process (``parallel`` False: it
    is worked out here when its result is asked for) for the time of the ``with``.
    ``work`` is a module's function (the second process imports it by name); its
    arguments and answer are pickled."""
    pending = Beside(work, args)
    try:
        if parallel:
            pending.start()
        yield pending
    finally:
        pending.end()


def _hold_ctrl_c() -> bool:
    """Hold SIGINT back from this thread (and the processes it starts) for a moment:
    whether it was held (POSIX)."""
    if not hasattr(signal, "pthread_sigmask"):
        return False
    # multiprocessing's resource tracker first: starting it lets SIGINT through again
    resource_tracker.ensure_running()
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    return True


def _release_ctrl_c(held: bool) -> None:
    if held:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def _serve(
    answers: Connection, parent: int, work: Callable[..., Any], args: tuple[Any, ...]
) -> None:
    """The second process: work, send the answer, end."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the caller's to act on
    _release_ctrl_c(hasattr(signal, "pthread_sigmask"))  # held while it started
    try:
        reply: tuple[str, Any] = ("done", work(*args, stop=ParentGone(parent)))
    except SearchStopped:
        return  # the caller is gone
    except Exception as error:  # noqa: BLE001 - the caller works it out again and raises it
        reply = ("failed", str(error))
    with contextlib.suppress(OSError):
        answers.send(reply)
