"""A real game's worker process, started as the window starts it (spawn), for tests."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from multiprocessing.process import BaseProcess
from typing import Any

from metrox_desktop.engine.ai.verdict_worker import Started, start_worker

UP_WITHIN = 120  # seconds for a worker to answer its first request, on a loaded machine


@dataclass
class Worker:
    started: Started

    @property
    def process(self) -> BaseProcess:
        return self.started.process

    def ask(self, request: tuple[Any, ...] | None) -> None:
        self.started.requests.put(request)

    def reply(self, within: float = UP_WITHIN) -> tuple[Any, ...]:
        """The next answer, within ``within`` seconds."""
        replies = self.started.replies
        assert replies.poll(within), f"no answer within {within} s"
        return replies.recv()  # type: ignore[no-any-return]

    def wait_until_up(self) -> None:
        """Once a first request is read whole and answered (failed: it names no game)."""
        self.ask(("turn", "warm", None, None, None, 0, 1, 0))
        assert self.reply()[:2] == ("failed", "warm")


@contextmanager
def real_worker() -> Iterator[Worker]:
    """A worker process for this process; terminated at the end if it still runs."""
    started = start_worker()
    try:
        yield Worker(started)
    finally:
        process = started.process
        if process.is_alive():
            process.terminate()  # a search may still be under way: not waited for
            process.join(10)
        started.requests.close(10)
        started.replies.close()
