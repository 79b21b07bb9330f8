"""``later(msec, context, call)``: ``call()`` once, ``msec`` from now, unless ``context``
is deleted first; as ``QTimer.singleShot(msec, context, call)``, which PySide6 keeps
``call`` for forever when ``context`` goes first (and with it the object a bound method
or a closure holds: a window closed before its timer fired was never freed).

Here the timer is the context's child, connected to ``call``: deleted with the context,
it lets go of ``call`` at once."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer


def later(msec: int, context: QObject, call: Callable[[], object]) -> None:
    timer = QTimer(context)
    timer.setSingleShot(True)
    timer.setInterval(msec)
    timer.timeout.connect(call)
    timer.timeout.connect(timer.deleteLater)
    timer.start()
