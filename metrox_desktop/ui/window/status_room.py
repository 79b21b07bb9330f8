"""The status bar's report before its score line: the score (which the sheet's own boxes
show too) steps aside while a report needs its room, and comes back with the room.

A QStatusBar draws its report only left of its permanent widgets and cuts it there,
in the middle of a word: in a small window, or in Japanese, the first words of a game
("...or the Flip button") and the longer reports (a route completed and the game over)
lost their end under the score.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QStatusBar

# Qt's status bar keeps a report this far from its left edge and from a permanent
# widget (QStatusBarPrivate::messageRect).
_REPORT_MARGINS = 6 + 2


class ScoreGivesWay(QObject):
    """Hides ``score`` (a permanent widget of ``bar``) while the report would not fit
    beside it. A child of the bar, following its reports and its size."""

    def __init__(self, bar: QStatusBar, score: QLabel) -> None:
        super().__init__(bar)
        self._score = score
        self._right = 24  # room right of the score (the size grip, margins): measured
        bar.messageChanged.connect(self._fit)
        bar.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt virtual
        if event.type() == QEvent.Type.Resize and isinstance(watched, QStatusBar):
            self._fit(watched.currentMessage())
        return False

    def _fit(self, report: str) -> None:
        bar = self.parent()
        assert isinstance(bar, QStatusBar)
        score = self._score
        if score.isVisible():
            self._right = bar.width() - score.geometry().right() - 1
        room = bar.width() - self._right - score.sizeHint().width() - _REPORT_MARGINS
        score.setVisible(not report or bar.fontMetrics().horizontalAdvance(report) <= room)
