"""One window per data folder: a second start hands over to the window already open.

Each room of the data folder (the game window, the card flipper: persistence/lock.py)
is kept by one process at a time. The process that holds a room's lock also listens on
a local socket named after the lock file (its device and inode, so the same folder seen
through a link or a bind mount, or from a start with another ``TMPDIR``, gives the same
name), in the user's private runtime folder (persistence/paths.py); a second start that
finds the lock taken asks, through that socket, for the open window to come to the front,
and stops. Each side checks the other is a process of the same user (``SO_PEERCRED``):
another account can neither answer for the window nor call it. The holder makes its
socket again if a temp cleaner removes it.

While the holder holds the lock, the second start keeps trying (the first window may be
still starting, its socket not up yet) for :data:`REACH_S` (``play --wait-for-window``
says another time); a holder of another account is named at once. A holder it could not
reach leaves the second start without the room (the caller then plays without saving,
never over the first's files).
"""

from __future__ import annotations

import hashlib
import os
import socket
import struct
import sys
import time
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

from metrox_desktop.persistence.lock import FolderLock
from metrox_desktop.persistence.paths import data_dir, private_folder, runtime_dirs

ASK = b"show\n"
DONE = b"shown\n"
ANSWER_MS = 3000  # one try: a window that is up answers at once
REACH_S = 20.0  # in all, while the holder holds the lock: it may be starting on a busy machine
RETRY_S = 0.2
WATCH_MS = 2000  # how often the holder checks its socket is still there


class Outcome(Enum):
    MINE = "mine"  # this process keeps the room
    HANDED_OVER = "handed over"  # the window that has it came to the front
    BUSY = "busy"  # held by a process of the user's that could not be reached
    OTHER_ACCOUNT = "other account"  # held by a process of another account
    NO_LOCK = "no lock"  # the folder cannot hold a lock file: nothing is kept there anyway


def socket_paths(room: str, lock: FolderLock) -> list[str]:
    """Where the room's socket may be, best first: one name in each of the user's
    runtime folders, the same for every process that finds the same lock file. On
    Windows, a pipe's name (pipes are per session there)."""
    if lock.identity is None:
        return []
    dev, ino = lock.identity
    digest = hashlib.sha256(f"{dev}:{ino}".encode("ascii")).hexdigest()[:20]
    if sys.platform == "win32":  # pragma: no cover - Windows
        return [f"metrox-desktop-{room}-{digest}"]
    return [str(folder / f"{room}-{digest}.sock") for folder in runtime_dirs()]


def same_user(connection: QLocalSocket) -> bool:
    """Whether the process at the other end of ``connection`` is this user's (where the
    system says: SO_PEERCRED; elsewhere the private folder is the only way in)."""
    option: int | None = getattr(socket, "SO_PEERCRED", None)
    if option is None:
        return True
    descriptor = int(connection.socketDescriptor())
    if descriptor < 0:
        return False
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM, fileno=os.dup(descriptor)) as peer:
            credentials = peer.getsockopt(socket.SOL_SOCKET, option, 12)
    except OSError:
        return False
    _pid, uid, _gid = struct.unpack("3i", credentials)
    return bool(uid == os.getuid())


def folder_shown() -> str:
    """The data folder for a message, cut in the middle when too long for one line."""
    folder = str(data_dir())
    return folder if len(folder) <= 120 else f"{folder[:60]}\u2026{folder[-50:]}"


def to_front(window: QWidget | None) -> None:
    """Bring a window asked for by a second start to the front."""
    if window is None:
        return
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


class Room(QObject):
    """This process's hold on one room: its lock and the socket a second start calls."""

    wanted = Signal()  # a second start asks for this room's window

    def __init__(self, room: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.room = room
        self.lock = FolderLock(room)
        self.server: QLocalServer | None = None
        self.problem: OSError | None = None  # why the folder cannot hold a lock (NO_LOCK)
        self.account: str | None = None  # the other account that holds it (OTHER_ACCOUNT)
        self._watch: QTimer | None = None
        # Held as long as the room: freed with the window it belongs to, the folder is free
        # (a process that goes on, as the replay viewer does, must not keep it).
        self.destroyed.connect(self.lock.release)

    def claim(self, reach: float = REACH_S) -> Outcome:
        """Take the room, or hand over to the process that has it (tried for ``reach``
        seconds while that process holds the room)."""
        deadline = time.monotonic() + reach
        while True:
            taken = self._take()
            if taken is not None:
                return taken
            self.account = self.lock.holder_account()
            if self.account is not None:
                return Outcome.OTHER_ACCOUNT
            if self._ask_holder():
                return Outcome.HANDED_OVER
            if time.monotonic() >= deadline:
                return Outcome.BUSY
            time.sleep(RETRY_S)  # its window may be starting: its socket is not up yet

    def _take(self) -> Outcome | None:
        """MINE or NO_LOCK; None while another process holds the lock."""
        try:
            if not self.lock.acquire():
                return None
        except OSError as error:
            self.problem = error
            return Outcome.NO_LOCK
        self._listen()
        self._watch = QTimer(self)
        self._watch.timeout.connect(self._keep_listening)
        self._watch.start(WATCH_MS)
        return Outcome.MINE

    def release(self) -> None:
        if self._watch is not None:
            self._watch.stop()
            self._watch = None
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.release()

    def _listen(self) -> None:
        """Listen in the first runtime folder that is the user's alone (none: the room
        is still ours; a second start then waits and plays unsaved)."""
        for path in socket_paths(self.room, self.lock):
            if sys.platform != "win32":
                try:
                    private_folder(Path(path).parent)
                except OSError:
                    continue
            server = QLocalServer(self)
            server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
            QLocalServer.removeServer(path)  # a socket left by a killed holder: ours now
            if server.listen(path):
                server.newConnection.connect(self._answer)
                self.server = server
                return
            server.deleteLater()

    def _keep_listening(self) -> None:
        """Make the socket again when its file went (a temp cleaner, a folder removed)."""
        server = self.server
        if sys.platform == "win32" or not self.lock.held:
            return
        if server is not None and os.path.exists(server.fullServerName()):
            return
        if server is not None:
            server.close()
            server.deleteLater()
            self.server = None
        self._listen()

    def _answer(self) -> None:
        server = self.server
        if server is None:
            return
        while (connection := server.nextPendingConnection()) is not None:
            if not same_user(connection):  # another account: never heard
                connection.abort()
                connection.deleteLater()
                continue
            connection.readyRead.connect(lambda s=connection: self._read(s))
            connection.disconnected.connect(connection.deleteLater)
            if connection.bytesAvailable():
                self._read(connection)

    def _read(self, connection: QLocalSocket) -> None:
        if not connection.canReadLine():
            return
        if bytes(connection.readLine().data()) == ASK:
            self.wanted.emit()
            connection.write(DONE)
            connection.flush()
        connection.disconnectFromServer()

    def _ask_holder(self) -> bool:
        return any(self._ask(path) for path in socket_paths(self.room, self.lock))

    @staticmethod
    def _ask(path: str) -> bool:
        if sys.platform != "win32" and not os.path.exists(path):
            return False
        connection = QLocalSocket()
        connection.connectToServer(path)
        if not connection.waitForConnected(ANSWER_MS):
            return False
        if not same_user(connection):  # another account's socket: its answer means nothing
            connection.abort()
            return False
        connection.write(ASK)
        connection.flush()
        answered = b""
        deadline = time.monotonic() + ANSWER_MS / 1000
        while DONE not in answered and time.monotonic() < deadline:
            if connection.bytesAvailable() or connection.waitForReadyRead(100):
                answered += bytes(connection.readAll().data())
            elif connection.state() is QLocalSocket.LocalSocketState.UnconnectedState:
                break
        connection.abort()
        return DONE in answered
