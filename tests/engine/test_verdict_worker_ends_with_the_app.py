"""The game's worker process ends with the app that started it, however the app ends,
and at once when told to end, even mid-search:
an app killed (SIGKILL) part-way through writing a request to it left the worker
reading the rest for ever, an orphan holding its memory and the app's terminal. A real
app process killed, and its real worker."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from metrox_desktop.engine.ai.montecarlo import STRONG_WORK
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from tests.engine.real_worker import real_worker

ENDS_WITHIN = 20  # seconds: the worker looks for its app five times a second

APP = """
import os, signal, struct, sys

from metrox_desktop.engine.ai.verdict_worker import start_worker

if __name__ == "__main__":
    worker = start_worker()
    worker.requests.put(("turn", "warm", None, None, None, 0, 1, 0))  # read whole: failed
    assert worker.replies.poll(60)  # the worker is up and reading
    worker.replies.recv()
    print(worker.process.pid, flush=True)
    # The start of a long request, as a write killed part-way leaves it in the pipe: its
    # length (the whole request's), then its first bytes.
    os.write(worker.requests.connection.fileno(), struct.pack("!i", 100_000) + b"\\x80" * 4000)
    os.kill(os.getpid(), signal.SIGKILL)
"""


def cpu_seconds(pid: int | None) -> float:
    """The CPU time process ``pid`` has used so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def running(pid: int) -> bool:
    """Whether process ``pid`` runs (an ended one may wait as a zombie for its reaper)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state not in ("Z", "X")


def test_the_worker_ends_when_the_app_is_killed_while_writing_a_request(tmp_path: Path) -> None:
    out, errors = tmp_path / "out", tmp_path / "errors"
    with out.open("w") as stdout, errors.open("w") as stderr:  # files: a worker left over
        app = subprocess.run(  # holding a pipe would keep this waiting
            [sys.executable, "-c", APP],
            stdout=stdout,
            stderr=stderr,
            timeout=120,
            check=False,
            cwd=tmp_path,
            env=dict(os.environ, PYTHONPATH=str(Path(__file__).parents[2])),
        )
    assert app.returncode == -9, errors.read_text()
    worker = int(out.read_text().split()[0])
    deadline = time.monotonic() + ENDS_WITHIN
    while running(worker) and time.monotonic() < deadline:
        time.sleep(0.1)
    try:
        assert not running(worker), "the worker outlived the killed app"
    finally:
        if running(worker):
            os.kill(worker, 9)


def test_the_worker_told_to_end_mid_ranking_ends_by_itself_at_once() -> None:
    """A window closed while its worker ranks a position: the worker stops the search
    and ends by itself (exit status 0), where it finished the ranking first and was
    terminated for taking too long (a closing window waited seconds for it)."""
    with real_worker() as worker:
        worker.wait_until_up()
        match = Match.new(Board.load("tokyo"), ["Ann"], load_deck(), "ENDS1").flip()
        long = STRONG_WORK * 300  # playout cards: a ranking of a minute or more
        idle = cpu_seconds(worker.process.pid)
        worker.ask(("rank", ("rank", 1, 1, 0, 1), match, 0, "ENDS1", long))
        deadline = time.monotonic() + ENDS_WITHIN
        while cpu_seconds(worker.process.pid) < idle + 0.5 and time.monotonic() < deadline:
            time.sleep(0.05)  # until the search is under way
        worker.ask(None)
        worker.process.join(ENDS_WITHIN)
        assert worker.process.exitcode == 0, "it went on ranking after it was told to end"
