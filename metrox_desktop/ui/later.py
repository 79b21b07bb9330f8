"""``later(msec, context, call)``: ``call()`` once, ``msec`` from now, unless ``context``
is deleted first.

Qt's own ``QTimer.singleShot(msec, context, ...)`` does the waiting: no timer object
of Python's is made per call. A QTimer made in Python as the context's child (as this
function once did, hundreds of times a game) has a wrapper shiboken keeps for the
child; at a table, with the network's threads running Python beside the window, such
a wrapper was now and then freed while its timer lived on, and deleting the timer
crashed the app.

PySide6 keeps what it is given for ever when ``context`` goes first (a zero delay's
functor is dropped uncalled, never let go of), and with ``call`` the object a bound
method or a closure holds: a window closed before its timer fired was never freed. So
Qt is given only a weak reference to the context and a key; ``call`` waits on the
context itself, until it is called or the context is destroyed."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QObject, QTimer

_WAITING = "_called_later"  # the context's attribute: its calls waiting, by key


def later(msec: int, context: QObject, call: Callable[[], object]) -> None:
    waiting: dict[object, Callable[[], object]] | None = context.__dict__.get(_WAITING)
    if waiting is None:
        waiting = context.__dict__[_WAITING] = {}
        # A call that holds its context (a bound method) goes when the context does.
        context.destroyed.connect(lambda *_destroyed: waiting.clear())
    key = object()
    waiting[key] = call
    QTimer.singleShot(msec, context, partial(_call, weakref.ref(context), key))


def _call(context: weakref.ref[QObject], key: object) -> None:
    shown = context()
    if shown is not None:
        call = shown.__dict__.get(_WAITING, {}).pop(key, None)
        if call is not None:
            call()
