"""One window per data folder: a second start hands over to the window already open.

Each room of the data folder (the game window, the card flipper: persistence/lock.py)
is kept by one process at a time. The process that holds a room's lock also listens on
a local socket named after the folder and the room; a second start that finds the lock
taken asks, through that socket, for the open window to come to the front, and stops.
If the holder does not answer (it is closing), the second start waits for the lock a
little; a holder that neither answers nor lets go leaves the second start without the
room (the caller then plays without saving, never over the first's files).
"""

from __future__ import annotations

import hashlib
import os
import time
from enum import Enum

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

from metrox_desktop.persistence.lock import FolderLock
from metrox_desktop.persistence.paths import data_dir

ASK = b"show\n"
DONE = b"shown\n"
ANSWER_MS = 3000  # a window that is up answers at once; one busy for seconds is not
WAIT_S = 3.0  # for a holder that is closing to let go of the lock


class Outcome(Enum):
    MINE = "mine"  # this process keeps the room
    HANDED_OVER = "handed over"  # the window that has it came to the front
    BUSY = "busy"  # held by a process that does not answer
    NO_LOCK = "no lock"  # the folder cannot hold a lock file: nothing is kept there anyway


def server_name(room: str, lock: FolderLock) -> str:
    """A name for the room's socket, the same for every process of this user on this
    folder (short: a socket's path has a limit)."""
    user = os.getuid() if hasattr(os, "getuid") else ""  # Windows: pipes are per session
    key = f"{os.path.realpath(lock.path.parent)}\0{room}\0{user}"
    digest = hashlib.sha256(key.encode("utf-8", "surrogateescape")).hexdigest()
    return "metrox-desktop-" + digest[:20]


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
        self.lock = FolderLock(room)
        self.name = server_name(room, self.lock)
        self.server: QLocalServer | None = None
        self.problem: OSError | None = None  # why the folder cannot hold a lock (NO_LOCK)

    def claim(self) -> Outcome:
        """Take the room, or hand over to the process that has it."""
        taken = self._take()
        if taken is not None:
            return taken
        if self._ask_holder():
            return Outcome.HANDED_OVER
        deadline = time.monotonic() + WAIT_S
        while time.monotonic() < deadline:  # a holder that is closing lets go soon
            time.sleep(0.1)
            taken = self._take()
            if taken is not None:
                return taken
        return Outcome.BUSY

    def _take(self) -> Outcome | None:
        """MINE or NO_LOCK; None while another process holds the lock."""
        try:
            if not self.lock.acquire():
                return None
        except OSError as error:
            self.problem = error
            return Outcome.NO_LOCK
        self._listen()
        return Outcome.MINE

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.release()

    def _listen(self) -> None:
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(self.name)  # a socket left by a killed holder: ours now
        if not server.listen(self.name):
            return  # the room is still ours; a second start then waits and plays unsaved
        server.newConnection.connect(self._answer)
        self.server = server

    def _answer(self) -> None:
        assert self.server is not None
        while (socket := self.server.nextPendingConnection()) is not None:
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            return
        if bytes(socket.readLine().data()) == ASK:
            self.wanted.emit()
            socket.write(DONE)
            socket.flush()
        socket.disconnectFromServer()

    def _ask_holder(self) -> bool:
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(ANSWER_MS):
            return False
        socket.write(ASK)
        socket.flush()
        answered = b""
        deadline = time.monotonic() + ANSWER_MS / 1000
        while DONE not in answered and time.monotonic() < deadline:
            if socket.bytesAvailable() or socket.waitForReadyRead(100):
                answered += bytes(socket.readAll().data())
            elif socket.state() is QLocalSocket.LocalSocketState.UnconnectedState:
                break
        socket.abort()
        return DONE in answered
