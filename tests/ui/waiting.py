"""Waiting in tests on a condition, never for a fixed time."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject


class _Marker(QObject):
    """Notes when the event posted to it is handled."""

    def __init__(self) -> None:
        super().__init__()
        self.reached = False

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.User:
            self.reached = True
            return True
        return super().event(event)


def handle_queued_events(qtbot, timeout: int = 5_000) -> None:
    """Return once the GUI thread has handled every event posted to it before now, such
    as an answer a finished worker thread sent (a queued signal): a marker posted now is
    handled after them, as posted events keep their order."""
    marker = _Marker()
    QCoreApplication.postEvent(marker, QEvent(QEvent.Type.User))
    qtbot.waitUntil(lambda: marker.reached, timeout=timeout)
