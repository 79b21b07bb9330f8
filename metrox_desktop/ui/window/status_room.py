"""The status bar's report before its score line: the score (which the sheet's own boxes
show too) steps aside while a report needs its room, and comes back with the room.

A QStatusBar draws its report only left of its permanent widgets and cuts it there,
in the middle of a word: in a small window, or in Japanese, the first words of a game
("...or the Flip button") and the longer reports (a route completed and the game over)
lost their end under the score. The bar's other permanent widgets shown (the time left
to choose a card at a table, the mark of a game not kept) stay: they take their room
first, and the score alone steps aside.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QSizeGrip, QStatusBar, QWidget

from metrox_desktop.ui.later import later

# Qt's status bar keeps a report this far from its left edge and from a permanent
# widget (QStatusBarPrivate::messageRect), and its widgets this far apart (its reformat).
_REPORT_MARGINS = 6 + 2
_SPACING = 6
# What the bar's own widgets asking for room again looks like: a clock's text changed
# (its seconds), a mark shown or hidden.
_REFIT = (QEvent.Type.Resize, QEvent.Type.LayoutRequest)


class ScoreGivesWay(QObject):
    """Hides ``score`` (a permanent widget of ``bar``) while the report would not fit
    beside it and the bar's other permanent widgets shown. A child of the bar, following
    its reports, its size and its widgets."""

    def __init__(self, bar: QStatusBar, score: QLabel) -> None:
        super().__init__(bar)
        self._score = score
        self._right = 24  # room right of the permanent widgets (the size grip): measured
        self._measuring = False
        bar.messageChanged.connect(self._fit)
        bar.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt virtual
        if event.type() in _REFIT and isinstance(watched, QStatusBar):
            self._fit(watched.currentMessage())
        return False

    def _bar(self) -> QStatusBar:
        bar = self.parent()
        assert isinstance(bar, QStatusBar)
        return bar

    def _others(self) -> list[QWidget]:
        """The bar's other permanent widgets shown: they stay, the score alone steps aside."""
        children = self._bar().findChildren(
            QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly
        )
        return [
            child
            for child in children
            if child.isVisible() and child is not self._score and not isinstance(child, QSizeGrip)
        ]

    def _fit(self, report: str) -> None:
        bar = self._bar()
        others = sum(other.sizeHint().width() + _SPACING for other in self._others())
        room = bar.width() - self._right - others - self._score.sizeHint().width()
        room -= _REPORT_MARGINS
        self._score.setVisible(not report or bar.fontMetrics().horizontalAdvance(report) <= room)
        if not self._measuring:  # once the bar has laid its widgets out again
            self._measuring = True
            later(0, self, self._measure)

    def _measure(self) -> None:
        """The room right of the permanent widgets, from where the bar laid them out: a
        moment after a change (while the bar is resized, they are where the old size
        put them)."""
        self._measuring = False
        bar = self._bar()
        shown = [*self._others(), self._score] if self._score.isVisible() else self._others()
        if shown:
            right = bar.width() - max(widget.geometry().right() for widget in shown) - 1
            if right != self._right:
                self._right = right
                self._fit(bar.currentMessage())
