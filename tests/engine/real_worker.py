"""A real game's worker process, started as the window starts it (spawn), for tests."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from multiprocessing.process import BaseProcess
from multiprocessing.queues import Queue
from typing import Any

from metrox_desktop.engine.ai.verdict_worker import serve

UP_WITHIN = 120  # seconds for a worker to answer its first request, on a loaded machine


@dataclass
class Worker:
    process: BaseProcess
    inbox: Queue[Any]
    outbox: Queue[Any]

    def wait_until_up(self) -> None:
        """Once a first request is read whole and answered (failed: it names no game)."""
        self.inbox.put(("turn", "warm", None, None, None, 0, 1, 0))
        assert self.outbox.get(timeout=UP_WITHIN)[:2] == ("failed", "warm")


@contextmanager
def real_worker() -> Iterator[Worker]:
    """A worker process for this process; terminated at the end if it still runs."""
    context = multiprocessing.get_context("spawn")
    inbox: Queue[Any] = context.Queue()
    outbox: Queue[Any] = context.Queue()
    process = context.Process(target=serve, args=(inbox, outbox, os.getpid()), daemon=True)
    process.start()
    try:
        yield Worker(process, inbox, outbox)
    finally:
        if process.is_alive():
            process.terminate()  # a search may still be under way: not waited for
            process.join(10)
        inbox.cancel_join_thread()
