"""A search worked out in a second process (``engine.ai.beside``): its answer is the one
the call gives here, whatever becomes of the second process, and it never outlives the
search that asked for it. Real processes, killed for real."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest

from metrox_desktop.engine.ai.beside import beside
from metrox_desktop.engine.ai.stopping import SearchStopped, StopCheck


def where_and_sum(a: int, b: int, *, stop: StopCheck | None = None) -> tuple[int, int]:
    return os.getpid(), a + b


def refuse(what: str, *, stop: StopCheck | None = None) -> None:
    raise ValueError(f"no {what} here")


def wait_for_stop(seconds: float, *, stop: StopCheck | None = None) -> int:
    """Searches until ``stop`` says so or ``seconds`` have passed: the process's id."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if stop is not None and stop():
            raise SearchStopped
        time.sleep(0.01)
    return os.getpid()


def gone(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return True
    return state in ("Z", "X")


def test_the_answer_comes_from_a_second_process_and_is_the_calls_own() -> None:
    with beside(where_and_sum, 20, 22) as pending:
        where, total = pending.result()
    assert total == 42 and where != os.getpid()
    with beside(where_and_sum, 20, 22, parallel=False) as pending:
        assert pending.result() == (os.getpid(), 42)


def test_an_error_in_the_second_process_is_raised_here_as_the_call_raises_it() -> None:
    with beside(refuse, "par") as pending, pytest.raises(ValueError, match="no par here"):
        pending.result()


def test_a_second_process_killed_before_it_answers_leaves_the_work_to_this_one() -> None:
    with beside(wait_for_stop, 0.5) as pending:
        assert pending.process is not None and pending.process.pid is not None
        os.kill(pending.process.pid, signal.SIGKILL)
        assert pending.result() == os.getpid()


def test_the_second_process_ends_when_the_search_that_asked_for_it_is_stopped() -> None:
    asked = 0

    def stop() -> bool:
        nonlocal asked
        asked += 1
        return asked > 3

    with pytest.raises(SearchStopped), beside(wait_for_stop, 600) as pending:
        assert pending.process is not None and pending.process.pid is not None
        pid = pending.process.pid
        pending.result(stop)
    deadline = time.monotonic() + 10
    while not gone(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert gone(pid)
