"""Two charts drawn with QPainter, in the window's palette (any theme): the totals over
time with their moving average, and the histogram of totals.

Both take plain numbers (``set_data``), draw axes with a few round whole-number ticks
(games and points, never half of one) in the palette's text colour and name themselves
for screen readers (``accessibleName``, with the numbers in ``accessibleDescription``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from metrox_desktop.persistence.history_stats import histogram, moving_means
from metrox_desktop.ui.sheet.choice_marks import HINT_COLOUR
from metrox_desktop.ui.themes import readable
from metrox_desktop.words import points_text, with_minus

MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 44, 14, 26, 30  # at scale 1
TITLE_FLAGS = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
AVERAGE_OF = 10  # games in the moving average


def nice_ticks(low: float, high: float, most: int = 6, least_span: float = 1) -> list[float]:
    """Round whole numbers from ``low`` to ``high``, at most about ``most`` of them: the
    charts count games and points, never half of one. A range narrower than
    ``least_span`` is widened around its middle (one game of 8 points: 2 to 14)."""
    if high - low < least_span:
        middle = (low + high) / 2
        low, high = middle - least_span / 2, middle + least_span / 2
    rough = (high - low) / max(most - 1, 1)
    power = 10 ** math.floor(math.log10(rough))
    step = max(1, next(f * power for f in (1, 2, 5, 10) if f * power >= rough))
    start = math.floor(low / step) * step
    ticks = [float(start)]
    while ticks[-1] < high:
        ticks.append(ticks[-1] + step)
    return ticks


def game_ticks(games: int) -> list[int]:
    """The game numbers named under the totals chart: the first, then round ones up to
    ``games`` (1, 5, 10, 15, 20 for 23 games; 1 and 2 for two)."""
    if games <= 1:
        return [1] if games else []
    round_ones = nice_ticks(1, games)
    step = round_ones[1] - round_ones[0]
    return [1, *(int(t) for t in round_ones if 1 + step / 2 <= t <= games)]


def padded_bins(
    bins: Sequence[tuple[int, int]], width: int, least: int = 5
) -> list[tuple[int, int]]:
    """``bins`` (start, count) with empty bands added on either side up to ``least``
    bands, never below 0 unless a total is: one game is one bar among its neighbours,
    not a bar as wide as the chart."""
    padded = list(bins)
    if not padded:
        return padded
    floor = min(0, padded[0][0])
    while len(padded) < least:
        before = padded[0][0] - width
        if len(padded) % 2 and before >= floor:
            padded.insert(0, (before, 0))
        else:
            padded.append((padded[-1][0] + width, 0))
    return padded


class Chart(QWidget):
    """A plot area with a title, a y axis of totals or counts and an x axis."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title, self.empty = "", ""  # set_titles
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.scale = 1.0
        self.setMinimumSize(280, 180)

    def set_scale(self, scale: float) -> None:
        """Margins, dots and lines ``scale`` times their size at scale 1 (a large window;
        the texts take the widget's font)."""
        self.scale = scale
        self.setMinimumSize(QSize(280, 180) * scale)
        self.updateGeometry()
        self.update()

    def px(self, pixels: float) -> float:
        """``pixels`` at scale 1, at this chart's scale."""
        return pixels * self.scale

    def set_titles(self, title: str, empty: str) -> None:
        """The title, and what the chart says with no data (a language switch)."""
        self.title, self.empty = title, empty
        self.setAccessibleName(title)
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt virtual
        return QSize(460, 260) * self.scale

    def title_font(self) -> QFont:
        """Bold, a step smaller where that fits the title on one line (the Japanese
        histogram's on the smallest window, which would leave one character alone)."""
        font = QFont(self.font())
        font.setBold(True)
        if QFontMetricsF(font).horizontalAdvance(self.title) > self.width():
            smaller = QFont(font)
            if font.pointSizeF() > 0:
                smaller.setPointSizeF(font.pointSizeF() * 0.9)
            else:  # a font sized in pixels
                smaller.setPixelSize(round(font.pixelSize() * 0.9))
            if QFontMetricsF(smaller).horizontalAdvance(self.title) <= self.width():
                return smaller
        return font

    def title_rect(self) -> QRectF:
        """Where the title is written: one line across the chart, or on a narrow chart
        (the smallest window, in English) as many lines as it needs, never cut off."""
        room = QRectF(0, self.px(2), self.width(), 10_000.0)
        metrics = QFontMetricsF(self.title_font())
        used = metrics.boundingRect(room, TITLE_FLAGS, self.title)
        height = max(self.px(MARGIN_TOP - 4), used.height())
        return QRectF(room.left(), room.top(), room.width(), height)

    def plot_rect(self) -> QRectF:
        px = self.px
        top = max(px(MARGIN_TOP), self.title_rect().bottom() + px(2))  # below the title
        return QRectF(self.rect()).adjusted(
            px(MARGIN_LEFT), top, -px(MARGIN_RIGHT), -px(MARGIN_BOTTOM)
        )

    def colours(self) -> tuple[QColor, QColor, QColor]:
        """(text, grid, data) from the palette: they follow the theme."""
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        grid = QColor(text)
        grid.setAlpha(60)
        return text, grid, palette.color(QPalette.ColorRole.Highlight)

    def paint_frame(self, painter: QPainter, y_ticks: Sequence[float], y_of: object) -> None:
        text, grid, _ = self.colours()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(text)
        painter.save()
        painter.setFont(self.title_font())
        painter.drawText(self.title_rect(), TITLE_FLAGS, self.title)
        painter.restore()
        area = self.plot_rect()
        if not y_ticks:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self.empty)
            return
        assert callable(y_of)
        for tick in y_ticks:
            y = y_of(tick)
            painter.setPen(QPen(grid, self.px(1)))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text)
            painter.drawText(
                QRectF(0, y - self.px(9), self.px(MARGIN_LEFT - 6), self.px(18)),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                with_minus(f"{tick:g}"),
            )
        painter.setPen(QPen(text, self.px(1)))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawLine(area.bottomLeft(), area.topLeft())

    def paint_x_label(self, painter: QPainter, left: float, width: float, text: str) -> None:
        """``text`` under the x axis, centred from ``left`` over ``width`` pixels."""
        top = self.plot_rect().bottom() + self.px(4)
        painter.drawText(
            QRectF(left, top, width, self.px(MARGIN_BOTTOM - 4)),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            text,
        )


class TotalsChart(Chart):
    """Each game's totals in the order played (a dot a person: a table's people stand
    one above another at their game's place), and the moving average of the totals of
    the last ten games."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games: list[tuple[int, ...]] = []
        self.average: list[float] = []

    @property
    def totals(self) -> list[int]:
        """Every total drawn, game by game."""
        return [total for game in self.games for total in game]

    def set_data(self, games: Sequence[Sequence[int]], description: str = "") -> None:
        """``games``: each game's totals (one a person), in the order played."""
        self.games = [tuple(game) for game in games if game]
        self.average = moving_means(self.games, AVERAGE_OF)
        self.setAccessibleDescription(description)
        self.update()

    def y_ticks(self) -> list[float]:
        """The totals named up the side (whole points, at least ten of them apart)."""
        totals = self.totals
        return nice_ticks(min(totals), max(totals), least_span=10) if totals else []

    def x_ticks(self) -> list[int]:
        """The game numbers named along the bottom."""
        return game_ticks(len(self.games))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt virtual
        painter = QPainter(self)
        area = self.plot_rect()
        totals, games = self.totals, len(self.games)
        ticks = self.y_ticks()
        low, high = (ticks[0], ticks[-1]) if ticks else (0.0, 1.0)
        span = (high - low) or 1.0

        def y_of(value: float) -> float:
            return area.bottom() - (value - low) / span * area.height()

        def x_of(i: int) -> float:
            return area.left() + (i + 0.5) / max(games, 1) * area.width()

        self.paint_frame(painter, ticks, y_of)
        if not totals:
            return
        _, _, data = self.colours()
        dot = QColor(data)
        dot.setAlpha(150 if len(totals) > 60 else 230)
        radius = self.px(2.0 if len(totals) > 100 else 3.0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(dot)
        for i, game in enumerate(self.games):
            for total in game:
                painter.drawEllipse(QPointF(x_of(i), y_of(total)), radius, radius)
        path = QPainterPath(QPointF(x_of(0), y_of(self.average[0])))
        for i, value in enumerate(self.average[1:], start=1):
            path.lineTo(x_of(i), y_of(value))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        # Amber (the hint's colour) made legible on the theme's ground, set off from the
        # points in the palette's highlight.
        painter.setPen(QPen(QColor(readable(HINT_COLOUR)), self.px(2.5)))
        painter.drawPath(path)
        painter.setPen(self.colours()[0])
        for number in self.x_ticks():  # the games, by their number
            self.paint_x_label(painter, x_of(number - 1) - self.px(20), self.px(40), str(number))


class HistogramChart(Chart):
    """How many totals (one a person a game) fell in each band of five points, each bar
    named by its band ("20–24": both ends are totals it holds)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bins: list[tuple[int, int]] = []
        self.width_of_bin = 5

    def set_data(self, totals: Sequence[int], description: str = "") -> None:
        self.bins = padded_bins(histogram(totals, self.width_of_bin), self.width_of_bin)
        self.setAccessibleDescription(description)
        self.update()

    def y_ticks(self) -> list[float]:
        """The counts named up the side: whole totals, never half of one."""
        most = max((count for _, count in self.bins), default=0)
        return nice_ticks(0, most, 5) if most else []

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt virtual
        painter = QPainter(self)
        area = self.plot_rect()
        ticks = self.y_ticks()
        top = ticks[-1] if ticks else 1.0

        def y_of(value: float) -> float:
            return area.bottom() - value / top * area.height()

        self.paint_frame(painter, ticks, y_of)
        if not self.bins:
            return
        text, _, data = self.colours()
        step = area.width() / len(self.bins)
        for i, (_start, count) in enumerate(self.bins):
            x = area.left() + i * step
            gap = self.px(1)
            bar = QRectF(x + gap, y_of(count), max(step - 2 * gap, 1), area.bottom() - y_of(count))
            painter.fillRect(bar, data)
        painter.setPen(text)
        for place, band in self.x_labels():
            painter.drawText(place, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, band)

    def band_text(self, start: int) -> str:
        """The band of totals of the bar from ``start``, both ends included: "20–24", and
        "\u22125 to \u22121" where a dash between minus signs would read as one more minus."""
        low, high = start, start + self.width_of_bin - 1
        if low < 0:
            return self.tr("{low} to {high}").format(low=points_text(low), high=points_text(high))
        return self.tr("{low}\u2013{high}").format(low=low, high=high)

    def x_labels(self) -> list[tuple[QRectF, str]]:
        """Where each band is named under its bar, and the words: every bar's band where
        they fit side by side, else every second (third...) bar's, never one over
        another nor past the chart's edge (a small window)."""
        if not self.bins:
            return []
        area = self.plot_rect()
        step = area.width() / len(self.bins)
        bands = [self.band_text(start) for start, _count in self.bins]
        metrics = QFontMetricsF(self.font())
        wide = max(metrics.horizontalAdvance(band) for band in bands) + self.px(6)
        every = max(1, math.ceil(wide / step))
        top, height = area.bottom() + self.px(4), self.px(MARGIN_BOTTOM - 4)
        labels = []
        for i in range(0, len(bands), every):
            place = QRectF(area.left() + (i + 0.5) * step - wide / 2, top, wide, height)
            if place.left() >= 0 and place.right() <= self.width():
                labels.append((place, bands[i]))
        return labels
