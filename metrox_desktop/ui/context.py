"""The application's context: what the running app holds for as long as it runs.

``make_app`` (ui/start/app.py) makes one for its QApplication before any window, and
the application object holds it: ``app_context()`` finds it from anywhere in the GUI
thread. No module keeps state of its own; what lives as long as the app lives here:

- ``picture_mode``: the app draws a picture (``--screenshot``), so a card shows
  itself at once instead of turning over (ui/sheet/card_widget.py);
- one *part* per room that keeps something for the app's life, each a class of its
  own room, made on first use (``app_context().part(Kind)``): the language spoken and
  its installed translations (ui/language/), the look (theme, colour-blind palette,
  the scenes that follow it: ui/sheet/ink.py), the app's own palette and style to go
  back to (ui/themes/), the relay that brings background work back to the GUI thread
  (ui/table/background.py). A part with an ``end()`` undoes what it did to the app
  when the context ends.

A context also sets how soon a thread hands the interpreter back (the GIL's switch
interval) for as long as it lives: the GUI thread keeps its pace while a search in
pure Python runs on another.

Tests start a fresh context for each test (``start_context``), as a new app would
have; the one before ends first.
"""

from __future__ import annotations

import sys
from typing import Protocol, TypeVar, runtime_checkable

from PySide6.QtCore import QCoreApplication

# Python's default 5 ms let a search hold the interpreter so long at each request that
# the window painted every 70 ms or so while a hint was worked out; at 1 ms the window
# keeps its pace (about 25 ms a 20-ms timer tick) for about 10% more wall time.
SWITCH_INTERVAL_S = 0.001

_HELD_AS = "metrox_context"  # the application object's attribute

P = TypeVar("P")


@runtime_checkable
class Ends(Protocol):
    def end(self) -> None: ...


class AppContext:
    """What the running app holds: picture mode and each room's part."""

    def __init__(self, picture_mode: bool = False) -> None:
        self.picture_mode = picture_mode
        self._parts: dict[type, object] = {}
        self._switch_interval = sys.getswitchinterval()
        sys.setswitchinterval(min(self._switch_interval, SWITCH_INTERVAL_S))

    def part(self, kind: type[P]) -> P:
        """The app's one ``kind`` (``kind()`` the first time it is asked for)."""
        found = self._parts.get(kind)
        if found is None:
            found = self._parts[kind] = kind()
        assert isinstance(found, kind)
        return found

    def end(self) -> None:
        """Every part's ``end()``, the last made first; the switch interval as it was."""
        for part in reversed(list(self._parts.values())):
            if isinstance(part, Ends):
                part.end()
        self._parts.clear()
        sys.setswitchinterval(self._switch_interval)


def start_context(app: QCoreApplication, picture_mode: bool = False) -> AppContext:
    """A new context held by ``app`` (the one it held before ended first)."""
    before = getattr(app, _HELD_AS, None)
    if isinstance(before, AppContext):
        before.end()
    context = AppContext(picture_mode)
    setattr(app, _HELD_AS, context)
    return context


def app_context() -> AppContext:
    """The running app's context."""
    context = getattr(QCoreApplication.instance(), _HELD_AS, None)
    if not isinstance(context, AppContext):
        raise RuntimeError("no application context: the app is made by make_app")
    return context
