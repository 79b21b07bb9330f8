"""Real host and seat processes on 127.0.0.1, and raw connections that speak the
protocol by hand (a silent seat, a listener, a fuzzer). Nothing here talks to any
address but 127.0.0.1 and ::1."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from metrox_desktop.net import protocol
from tests.cli.running import run_main

LOOPBACK = "127.0.0.1"
LOOPBACK_6 = "::1"
WAIT = 30.0  # seconds any one step may take before the test fails
# Seconds a process may take to play its game to the end on a loaded machine (CI: three
# test workers on two cores), under the test's own limit (pytest-timeout, pyproject.toml):
# a deadline, never a pause, a passing test waits no longer.
GAME = 90.0
# Seconds a turn gives at a table where a test's own seat must choose (or come back)
# before its time is up: a loaded machine may hold a process up for a few seconds, and a
# seat that missed a turn of 3 s failed a test that was not about it. A test about the
# time itself waits for it to run out once or twice, never for a whole game of them:
# twice the 3 s that was missed, not more, as those waits lengthen the whole suite.
IN_TIME = 6


class App:
    """``python -m metrox_desktop ARGS`` (or another ``module``, or a ``script``) with its
    user files under ``home``; its standard output read line by line as it comes. Every one
    started is stopped and its pipes closed after the test (``tests/net/conftest.py``)."""

    started: list[App] = []

    def __init__(
        self, home: Path, *args: str, module: str = "metrox_desktop", script: Path | None = None
    ) -> None:
        App.started.append(self)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", METROX_DESKTOP_HOME=str(home))
        # a script runs isolated, with the standard library only (no site-packages)
        start = ["-m", module] if script is None else ["-I", "-S", str(script)]
        self.process = subprocess.Popen(
            [sys.executable, *start, *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            env=env,
        )
        self.lines: list[str] = []
        self._ended = False  # its standard output closed
        self._errors: list[str] = []
        self._changed = threading.Condition()
        self._readers = [
            threading.Thread(target=self._read, daemon=True),
            threading.Thread(target=self._read_errors, daemon=True),
        ]
        for reader in self._readers:
            reader.start()

    def _read_errors(self) -> None:
        assert self.process.stderr is not None
        self._errors.append(self.process.stderr.read())

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            with self._changed:
                self.lines.append(line.rstrip("\n"))
                self._changed.notify_all()
        with self._changed:
            self._ended = True
            self._changed.notify_all()

    def wait_for_line(self, start: str, timeout: float = WAIT) -> str:
        """The first line that starts with ``start`` (or holds it, when it starts with
        "..."), waiting for it."""
        inside = start.startswith("...")
        deadline = time.monotonic() + timeout
        with self._changed:
            while True:
                for line in self.lines:
                    if line.startswith(start) or inside and start[3:] in line:
                        return line
                left = deadline - time.monotonic()
                if left <= 0 or self._ended:
                    raise AssertionError(f"no line {start!r}; got {self.lines} {self.stderr()}")
                self._changed.wait(min(left, 0.2))

    def finish(self, timeout: float = GAME) -> int:
        """Its exit status, once it has ended (it may play its whole game first)."""
        status = self.process.wait(timeout)
        for reader in self._readers:
            reader.join(WAIT)
        return status

    def stderr(self) -> str:
        """What it wrote on standard error (once it has ended)."""
        if self.process.poll() is None:
            return ""
        self._readers[1].join(WAIT)
        return "".join(self._errors)

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.finish()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.kill()
        self.finish()
        for pipe in (self.process.stdout, self.process.stderr):
            if pipe is not None:
                pipe.close()


class Host(App):
    """``metrox-desktop host`` on 127.0.0.1; its room and port from its first line."""

    def __init__(self, home: Path, *args: str, listen: str = f"{LOOPBACK}:0") -> None:
        super().__init__(home, "host", "--listen", listen, *args)
        first = self.wait_for_line("room ")
        _, self.room, _, address = first.split()
        self.port = int(address.rpartition(":")[2])
        self.address = f"{LOOPBACK}:{self.port}"


@contextlib.contextmanager
def port_where_nothing_listens(host: str = LOOPBACK) -> Iterator[int]:
    """A port of this computer (on ``host``, 127.0.0.1 or ::1) where nothing listens,
    held for the block: bound, never listening. Released at once, another test's host
    could take it meanwhile, or a try to connect there be given it as its own port: a
    connection to itself is a connection (tried many times over a join's patience, on a
    busy machine)."""
    assert host in (LOOPBACK, LOOPBACK_6)  # never another address
    family = socket.AF_INET6 if host == LOOPBACK_6 else socket.AF_INET
    with socket.socket(family) as held:
        held.bind((host, 0))
        yield held.getsockname()[1]


def join_at(home: Path, address: str, room: str, name: str, *args: str) -> App:
    """``join`` the table at ``address`` (127.0.0.1) of room ``room`` as ``name``."""
    return App(home, "join", address, "--room", room, "--name", name, *args)


def join(home: Path, host: Host, name: str, *args: str, room: str | None = None) -> App:
    return join_at(home, host.address, room or host.room, name, *args)


def join_window(home: Path, window: Any, name: str, *args: str) -> App:
    """``join`` a host's window (its ``port`` and ``room``) on 127.0.0.1, whatever
    address it tells its friends."""
    return join_at(home, f"{LOOPBACK}:{window.port}", window.room, name, *args)


def join_to_record(home: Path, address: str, room: str, name: str) -> App:
    """A seat ``name`` whose bot thinks 0.2 s a card and keeps trying a host killed for
    90 s, its game written to ``home``/NAME.json (:func:`record`)."""
    played = str(home / f"{name}.json")
    return join_at(
        home / name, address, room, name, "--think", "0.2", "--patience", "90", "--record", played
    )


class Raw:
    """A connection that speaks the protocol by hand and keeps every byte it gets. Every
    one opened is closed after the test (``tests/net/conftest.py``): one a failed test
    left open, found by the collector in the next test, failed that test too."""

    opened: list[Raw] = []

    def __init__(self, port: int, host: str = LOOPBACK) -> None:
        assert host in (LOOPBACK, LOOPBACK_6)  # never another address
        self.sock = socket.create_connection((host, port), timeout=WAIT)
        Raw.opened.append(self)
        self.received = b""

    def send(self, message: dict[str, Any]) -> None:
        self.send_bytes(json.dumps(message).encode() + b"\n")

    def send_bytes(self, data: bytes) -> None:
        self.sock.sendall(data)

    def hello(self, room: str, name: str, token: str | None = None) -> dict[str, Any]:
        message = {"type": "hello", "protocol": protocol.PROTOCOL, "room": room, "name": name}
        if token is not None:
            message["token"] = token
        self.send(message)
        return self.next()

    def next(self, timeout: float = WAIT) -> dict[str, Any]:
        """The next message (AssertionError if the host closed first)."""
        deadline = time.monotonic() + timeout
        while b"\n" not in self.received:
            self.sock.settimeout(max(0.01, deadline - time.monotonic()))
            chunk = self.sock.recv(65536)
            if not chunk:
                raise AssertionError(f"closed; last bytes {self.received[-200:]!r}")
            self.received += chunk
        line, _, self.received = self.received.partition(b"\n")
        message = json.loads(line)
        assert isinstance(message, dict)
        return message

    def until(self, kind: str, timeout: float = WAIT) -> dict[str, Any]:
        while True:
            message = self.next(timeout)
            if message["type"] == kind:
                return message

    def closed(self, timeout: float = WAIT) -> bool:
        """Whether the host closes this connection (reading out what it sends first)."""
        self.sock.settimeout(timeout)
        try:
            while self.sock.recv(65536):
                pass
        except ConnectionError:
            return True
        except TimeoutError:
            return False
        return True

    def close(self) -> None:
        self.sock.close()


def record(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text("utf-8"))
    assert isinstance(data, dict)
    return data


def totals(home: Path, path: Path) -> list[int]:
    """The players' totals as ``replay --json`` gives them for the record at ``path``
    (by the command line's own ``main`` in this process, with ``home`` as the data
    folder: the record is what is checked, not the command's start)."""
    done = run_main("replay", "--json", str(path), home=home)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["finished"] is True
    return [player["total"] for player in result["players"]]
