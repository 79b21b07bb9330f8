"""Python's cycle collector, run on the GUI thread only.

Left to itself, the collector runs on whichever thread happens to allocate: the Hint,
the bots, par and History run Python on threads of their own, and a collection there
could free a Qt object (a closed window or a part of one) while Qt is inside it on the
GUI thread: a segmentation fault. So the app turns automatic collection off and runs
it from a timer on the GUI thread, generation by generation when Python's own
thresholds are passed, as it would have (pyqtgraph's ``GarbageCollector`` does the
same). Windows do not need it to go: none of their parts holds them, so reference
counting frees a window once it is deleted; the collector only finds other garbage.

With automatic collection off, Python's exit does not run a last collection over
every object the window made either: the process ends and the system frees them.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 1000


class GuiThreadCollector(QObject):
    """Owned by the application (``make_app``): collects on the GUI thread, with
    automatic collection off for as long as it lives."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName("gui-thread-collector")
        self._thresholds = gc.get_threshold()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect)
        self._timer.start()

    def collect(self) -> None:
        """One generation, and the older ones when theirs are due, as Python would."""
        young, middle, old = gc.get_count()
        first, second, third = self._thresholds
        if young > first:
            generation = 0
            if middle > second:
                generation = 2 if old > third else 1
            gc.collect(generation)


def collect_on_gui_thread(app: QCoreApplication) -> GuiThreadCollector:
    """The application's collector, made once."""
    found = app.findChild(GuiThreadCollector)
    return found if isinstance(found, GuiThreadCollector) else GuiThreadCollector(app)
