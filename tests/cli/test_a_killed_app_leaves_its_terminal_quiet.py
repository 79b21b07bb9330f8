"""The game window killed (SIGKILL: no exit handler runs) while its worker process is
up says nothing on its terminal once its worker and multiprocessing's resource tracker
have ended: the worker's two queues made six named semaphores, and the tracker printed
"There appear to be 6 leaked semaphore objects to clean up at shutdown". A real app
process, killed."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

from tests.cli.test_ended_by_the_system import children, runtime, started, wait_for  # noqa: F401

pytestmark = pytest.mark.long


def worker_of(pid: int) -> int | None:
    """The game's worker process under ``pid`` (started by spawn), or None."""
    for child in children(pid):
        try:
            if b"spawn_main" in Path(f"/proc/{child}/cmdline").read_bytes():
                return child
        except OSError:
            continue
    return None


def test_a_killed_game_window_leaves_no_warning_on_its_terminal(
    tmp_path: Path,
    runtime: Path,  # noqa: F811
) -> None:
    app = started(tmp_path, runtime, "--seed", "KILLED")
    try:
        wait_for(lambda: worker_of(app.pid) is not None, "the worker process started")
    finally:
        os.kill(app.pid, signal.SIGKILL)
    # stderr's end: the app, its worker and the resource tracker have all ended
    _, err = app.communicate(timeout=60)
    assert app.returncode == -signal.SIGKILL
    assert "leaked" not in err and "resource_tracker" not in err, err
    assert err == "", err
