"""An asyncio loop on a thread of its own, for a window that hosts or joins a table.

Qt's event loop runs on the GUI thread and asyncio's here: neither ever waits for
the other. A window starts a host or a seat with :meth:`LoopThread.submit` (a
``concurrent.futures.Future`` it may watch) and calls into it with :meth:`call`
(for instance ``SeatClient.choose``). The host's and the seat's events are called on
this thread: a window forwards them by a Qt signal, which Qt delivers on the GUI
thread.

Every wait with a time limit on these loops is ``async with asyncio.timeout(...)``,
never ``asyncio.wait_for``: on Python 3.11, a ``wait_for`` cancelled just as what it
waits for ends (a connection refused, a line read) gives that end instead of the
cancellation, and its task goes on. :meth:`LoopThread.stop` then waited in vain for a
bot still trying a table its host had just closed, and the loop, its connections and
their sockets were left running (tests/net/test_table_in_process.py).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


class LoopThread:
    def __init__(self, name: str = "table-network") -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()

    def submit(self, coroutine: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Run ``coroutine`` on the loop; its result (or error) comes in the future."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)

    def call(self, function: Callable[..., object], *args: object) -> None:
        """Call ``function(*args)`` on the loop's thread, soon."""
        self.loop.call_soon_threadsafe(function, *args)

    def stop(self, wait: float = 5.0) -> None:
        """Cancel what still runs, stop the loop and wait for its thread."""

        async def cancel_all() -> None:
            tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        if self.loop.is_running():
            asyncio.run_coroutine_threadsafe(cancel_all(), self.loop).result(wait)
            self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(wait)
        if not self._thread.is_alive():
            self.loop.close()
