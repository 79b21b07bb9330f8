"""``par`` on a terminal: it says what it is working out, and Ctrl-C stops it cleanly,
the search it runs in a second process (the strong bot's game) included.

The real process, its standard error a pseudo-terminal as in a shell; SIGINT is sent
once the progress line has shown and the second process is at work (conditions, not
sleeps)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.cli.running import ctrl_c_reaches_it

pty = pytest.importorskip("pty")  # POSIX only


def test_par_shows_its_progress_and_stops_on_ctrl_c(tmp_path: Path) -> None:
    leader, follower = pty.openpty()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", METROX_DESKTOP_HOME=str(tmp_path))
    par = subprocess.Popen(
        [sys.executable, "-m", "metrox_desktop", "par", "--map", "osaka", "--seed", "CTRLC"],
        stdout=subprocess.PIPE,
        stderr=follower,
        stdin=subprocess.DEVNULL,
        env=env,
        preexec_fn=ctrl_c_reaches_it,
    )
    os.close(follower)
    seen = b""
    deadline = time.monotonic() + 120
    try:
        while b"(Ctrl-C stops)" not in seen and time.monotonic() < deadline:
            seen += os.read(leader, 1024)
        assert b"par of deal CTRLC on osaka: " in seen, seen
        while not (helpers := children(par.pid)) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert helpers, "par works out the strong bot's game in a second process"
        par.send_signal(signal.SIGINT)
        out, _ = par.communicate(timeout=60)
        while True:  # the rest of what it wrote on the terminal
            try:
                more = os.read(leader, 1024)
            except OSError:  # EIO: the process is gone
                break
            if not more:
                break
            seen += more
    finally:
        if par.poll() is None:
            par.kill()
        os.close(leader)
    assert par.returncode == 130 and out == b""
    assert b"Traceback" not in seen
    assert seen.endswith(b"\r\x1b[K"), seen[-80:]  # the progress line is wiped
    end = time.monotonic() + 5
    while not all(gone(pid) for pid in helpers) and time.monotonic() < end:
        time.sleep(0.05)
    assert all(gone(pid) for pid in helpers)  # no search left running


def children(pid: int) -> list[int]:
    """The processes ``pid`` started to search (not multiprocessing's resource tracker,
    which ends when its parent has)."""
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    found = []
    for child in text.split():
        try:
            line = Path(f"/proc/{child}/cmdline").read_bytes()
        except OSError:
            continue
        if b"resource_tracker" not in line:
            found.append(int(child))
    return found


def gone(pid: int) -> bool:
    """Whether process ``pid`` has ended (a zombie nobody reaped has ended too)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return True
    return state in ("Z", "X")
