"""Background work that can be stopped, not only ignored.

``BackgroundRunner`` drops the answer of a cancelled job, but the thread goes on
computing it: a par search left running after its dialog closed keeps a core busy
for a minute and, holding the GIL in turns with the GUI thread, makes the window
(and the next game) less smooth. :class:`Stoppable` wraps the work so that ``stop()``
ends it at once: CPython raises :class:`Stopped` in the worker thread at its next
Python instruction (``PyThreadState_SetAsyncExc``, the interpreter's own way to
interrupt a thread). The engine's searches are pure Python, so they stop within
microseconds; the runner reports the exception to nobody, as the job was cancelled.
"""

from __future__ import annotations

import ctypes
import threading
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject

from metrox_desktop.ui.bots import BackgroundRunner

T = TypeVar("T")


class Stopped(Exception):  # noqa: N818 - what happened to the work, not an error
    """The work was stopped because its answer is no longer wanted."""


def _raise_in(thread: int, exc: type[BaseException] | None) -> None:
    """Raise ``exc`` in ``thread`` at its next instruction (None: withdraw a pending one)."""
    target = ctypes.c_ulong(thread)
    ctypes.pythonapi.PyThreadState_SetAsyncExc(
        target, None if exc is None else ctypes.py_object(exc)
    )


class Stoppable(Generic[T]):
    """``work`` as a callable for a worker thread; ``stop()`` from any thread ends it."""

    def __init__(self, work: Callable[[], T]) -> None:
        self._work = work
        self._lock = threading.Lock()
        self._thread: int | None = None  # the worker's id while the work runs
        self.stopped = False

    def __call__(self) -> T:
        with self._lock:
            if self.stopped:
                raise Stopped
            self._thread = threading.get_ident()
        try:
            return self._work()
        finally:
            with self._lock:
                self._thread = None
                # A stop that came as the work ended must not fly out later, outside
                # the runner's ``try``: withdraw it if it is still pending.
                _raise_in(threading.get_ident(), None)

    def stop(self) -> None:
        with self._lock:
            self.stopped = True
            if self._thread is not None:
                _raise_in(self._thread, Stopped)
                self._thread = None


class Task:
    """A job on a :class:`BackgroundRunner` whose work also stops when it is cancelled."""

    def __init__(
        self,
        runner: BackgroundRunner,
        work: Callable[[], Any],
        deliver: Callable[[Any], None],
        fail: Callable[[str], None] | None = None,
    ) -> None:
        self.work: Stoppable[Any] = Stoppable(work)
        self.job = runner.run(self.work, deliver, fail)

    def cancel(self) -> None:
        self.job.cancel()  # no answer is delivered ...
        self.work.stop()  # ... and none is worked out any longer


class TaskSlot:
    """The one task an owner has under way; stopped when the owner's Qt object is
    destroyed (a closed window or dialog), by a hook that does not hold the owner."""

    def __init__(self, owner: QObject) -> None:
        self.task: Task | None = None
        holder = [self]
        owner.destroyed.connect(lambda *_args: holder[0].cancel())

    def start(self, task: Task) -> None:
        self.cancel()
        self.task = task

    def cancel(self) -> None:
        task, self.task = self.task, None
        if task is not None:
            task.cancel()

    def finished(self) -> None:
        """The task delivered: nothing to stop any more."""
        self.task = None
