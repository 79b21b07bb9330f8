"""Two charts drawn with QPainter, in the window's palette (any theme): the totals over
time with their moving average, and the histogram of totals.

Both take plain numbers (``set_data``), draw axes with a few round ticks in the
palette's text colour and name themselves for screen readers (``accessibleName``,
with the numbers in ``accessibleDescription``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from metrox_desktop.persistence.history_stats import histogram, moving_average
from metrox_desktop.ui.sheet.choice_marks import HINT_COLOUR
from metrox_desktop.ui.themes import readable

MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 44, 14, 26, 30
AVERAGE_OF = 10  # games in the moving average


def nice_ticks(low: float, high: float, most: int = 6) -> list[float]:
    """Round values from ``low`` to ``high``, at most about ``most`` of them."""
    if high <= low:
        high = low + 1
    rough = (high - low) / max(most - 1, 1)
    power = 10 ** math.floor(math.log10(rough))
    step = next(f * power for f in (1, 2, 5, 10) if f * power >= rough)
    start = math.floor(low / step) * step
    ticks = [round(start, 6)]
    while ticks[-1] < high:
        ticks.append(round(ticks[-1] + step, 6))
    return ticks


class Chart(QWidget):
    """A plot area with a title, a y axis of totals or counts and an x axis."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title, self.empty = title, ""
        self.setAccessibleName(title)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(280, 180)

    def set_titles(self, title: str, empty: str) -> None:
        """The title, and what the chart says with no data (a language switch)."""
        self.title, self.empty = title, empty
        self.setAccessibleName(title)
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt virtual
        return QSize(460, 260)

    def plot_rect(self) -> QRectF:
        return QRectF(self.rect()).adjusted(MARGIN_LEFT, MARGIN_TOP, -MARGIN_RIGHT, -MARGIN_BOTTOM)

    def colours(self) -> tuple[QColor, QColor, QColor]:
        """(text, grid, data) from the palette: they follow the theme."""
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        grid = QColor(text)
        grid.setAlpha(60)
        return text, grid, palette.color(QPalette.ColorRole.Highlight)

    def paint_frame(
        self, painter: QPainter, y_ticks: Sequence[float], y_of: object, empty: str
    ) -> None:
        text, grid, _ = self.colours()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(text)
        title_font = painter.font()
        title_font.setBold(True)
        painter.save()
        painter.setFont(title_font)
        painter.drawText(
            QRectF(0, 2, self.width(), MARGIN_TOP - 4), Qt.AlignmentFlag.AlignCenter, self.title
        )
        painter.restore()
        area = self.plot_rect()
        if not y_ticks:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, empty)
            return
        assert callable(y_of)
        for tick in y_ticks:
            y = y_of(tick)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text)
            painter.drawText(
                QRectF(0, y - 9, MARGIN_LEFT - 6, 18),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{tick:g}",
            )
        painter.setPen(QPen(text, 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawLine(area.bottomLeft(), area.topLeft())


class TotalsChart(Chart):
    """Each game's total in the order played, and the moving average of the last ten."""

    def __init__(self, title: str, empty: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.empty = empty
        self.totals: list[int] = []
        self.average: list[float] = []

    def set_data(self, totals: Sequence[int], description: str = "") -> None:
        self.totals = list(totals)
        self.average = moving_average(self.totals, AVERAGE_OF)
        self.setAccessibleDescription(description)
        self.update()

    def average_colour(self) -> QColor:
        """The average's line: amber (the hint's colour), made legible on the theme's
        ground, set off from the points in the palette's highlight."""
        return QColor(readable(HINT_COLOUR))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt virtual
        painter = QPainter(self)
        area = self.plot_rect()
        totals = self.totals
        ticks = nice_ticks(min(totals), max(totals)) if totals else []
        low, high = (ticks[0], ticks[-1]) if ticks else (0.0, 1.0)
        span = (high - low) or 1.0

        def y_of(value: float) -> float:
            return area.bottom() - (value - low) / span * area.height()

        def x_of(i: int) -> float:
            return area.left() + (i + 0.5) / max(len(totals), 1) * area.width()

        self.paint_frame(painter, ticks, y_of, self.empty)
        if not totals:
            return
        _, _, data = self.colours()
        dot = QColor(data)
        dot.setAlpha(150 if len(totals) > 60 else 230)
        radius = 2.0 if len(totals) > 100 else 3.0
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(dot)
        for i, total in enumerate(totals):
            painter.drawEllipse(QPointF(x_of(i), y_of(total)), radius, radius)
        path = QPainterPath(QPointF(x_of(0), y_of(self.average[0])))
        for i, value in enumerate(self.average[1:], start=1):
            path.lineTo(x_of(i), y_of(value))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(self.average_colour(), 2.5))
        painter.drawPath(path)
        painter.setPen(self.colours()[0])
        painter.drawText(
            QRectF(area.left(), area.bottom() + 4, area.width(), MARGIN_BOTTOM - 4),
            Qt.AlignmentFlag.AlignLeft,
            "1",
        )
        painter.drawText(
            QRectF(area.left(), area.bottom() + 4, area.width(), MARGIN_BOTTOM - 4),
            Qt.AlignmentFlag.AlignRight,
            str(len(totals)),
        )


class HistogramChart(Chart):
    """How many games ended with a total in each band of five points."""

    def __init__(self, title: str, empty: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.empty = empty
        self.bins: list[tuple[int, int]] = []
        self.width_of_bin = 5

    def set_data(self, totals: Sequence[int], description: str = "") -> None:
        self.bins = histogram(totals, self.width_of_bin)
        self.setAccessibleDescription(description)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt virtual
        painter = QPainter(self)
        area = self.plot_rect()
        most = max((count for _, count in self.bins), default=0)
        ticks = nice_ticks(0, most, 5) if most else []
        top = ticks[-1] if ticks else 1.0

        def y_of(value: float) -> float:
            return area.bottom() - value / top * area.height()

        self.paint_frame(painter, ticks, y_of, self.empty)
        if not self.bins:
            return
        text, _, data = self.colours()
        step = area.width() / len(self.bins)
        label_every = max(1, math.ceil(len(self.bins) * 34 / max(area.width(), 1)))
        for i, (start, count) in enumerate(self.bins):
            x = area.left() + i * step
            bar = QRectF(x + 1, y_of(count), max(step - 2, 1), area.bottom() - y_of(count))
            painter.fillRect(bar, data)
            if i % label_every == 0:
                painter.setPen(text)
                painter.drawText(
                    QRectF(x - 10, area.bottom() + 4, step + 20, MARGIN_BOTTOM - 4),
                    Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                    str(start),
                )
