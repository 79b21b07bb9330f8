"""The app ended by the system closes as Quit closes it.

SIGTERM (a logout, a shutdown, ``kill``) and SIGHUP (the terminal the app ran from
closed) would end the process where it stands: no last autosave of the game, no
settings kept, the game's worker process left running on its own, the socket a second
start calls left behind. Here they close every window as Quit does instead (each
window's own close: the game autosaved as it stands, the settings kept, a hosted table
closed for its seats to wait for it), then the app quits (the worker ends with it) and
the process exits, its locks going with it. No question is asked on the way: no one is
there to answer it (``ending()`` tells a window so).

A signal reaches Python only when Python runs, and the window's thread runs Qt's loop:
the signal's number is written to a socket (``signal.set_wakeup_fd``) that Qt watches.
"""

from __future__ import annotations

import signal
import socket
import sys
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication

ENDING = "metrox_ending"  # the application's property once the system ends it
# Signals that end the app as Quit does (none where the system has no such signals).
SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))
QUIT_AGAIN_MS = 200  # a loop started after the first quit (a dialog's) is ended too


def ending() -> bool:
    """Whether the system is ending the app: close without asking anything."""
    app = QCoreApplication.instance()
    return app is not None and bool(app.property(ENDING))


def end_on_signals(app: QApplication) -> None:
    """From now on, SIGTERM and SIGHUP close ``app`` as Quit does (on the main thread,
    once Qt's loop runs). Where signals cannot be watched (Windows) nothing changes."""
    if sys.platform == "win32" or not SIGNALS:
        return
    heard, sender = socket.socketpair()
    for end in (heard, sender):
        end.setblocking(False)
    try:
        signal.set_wakeup_fd(sender.fileno(), warn_on_full_buffer=False)
    except ValueError:  # not the main thread: the app's signals are not ours to take
        heard.close()
        sender.close()
        return
    for number in SIGNALS:
        signal.signal(number, _noted)
    notifier = QSocketNotifier(heard.fileno(), QSocketNotifier.Type.Read, app)
    notifier.activated.connect(_reader(heard, sender, app))


def _noted(_number: int, _frame: object) -> None:
    """The Python side of a signal: nothing (its number is on the wakeup socket, which
    Qt's loop hears); being set at all keeps the system from ending the process."""


def _reader(heard: socket.socket, sender: socket.socket, app: QApplication) -> Callable[[], None]:
    """The notifier's slot; it holds both ends of the socket for the app's life (the
    system writes to ``sender`` by its number alone)."""
    ends = (heard, sender)

    def read() -> None:
        try:
            numbers = ends[0].recv(64)
        except BlockingIOError:
            return
        if any(number in SIGNALS for number in numbers):
            end_as_quit(app)

    return read


def end_as_quit(app: QApplication) -> None:
    """Close every window as Quit does, asking nothing, then quit the app."""
    if ending():
        return
    app.setProperty(ENDING, True)
    QApplication.closeAllWindows()
    app.quit()
    # A dialog's loop, or the app's own started later, ends too: quit until it does.
    again = QTimer(app)
    again.timeout.connect(app.quit)
    again.start(QUIT_AGAIN_MS)
