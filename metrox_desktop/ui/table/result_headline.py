"""The result of a game of several players in a line, as its end shows it: the sheet's
gold crown, then who won and with how many points ("Cy wins with 34 points", "Ann and
Bo share the win"); how it was decided (:func:`result_texts`) goes below it. The
end-of-game dialog opens its ranking with it, and a host's window shows it in place of
the card once its table's game is over.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from metrox_desktop.engine.scoring import Standing
from metrox_desktop.seats import Seat
from metrox_desktop.ui.language.counts import counted_points, empty_stations, points
from metrox_desktop.ui.sheet.ink import crown_path
from metrox_desktop.ui.table.seat_labels import default_name

CROWN = QColor("#f6d74a")  # as printed on the sheet (printed.BonusItem)
HEADLINE = "#8a6a12"  # the winner's line: a dark gold (made readable in the theme)


def names_text(names: Sequence[str]) -> str:
    """ "Ann", "Ann and Bo", "Ann, Bo and Cy"."""
    translate = QCoreApplication.translate
    if len(names) == 1:
        return names[0]
    return translate("ranking", "{first} and {last}").format(
        first=", ".join(names[:-1]), last=names[-1]
    )


def result_texts(seats: Sequence[Seat], ranked: Sequence[Standing]) -> tuple[str, str]:
    """(headline, how it was decided) for a game of several players."""
    translate = QCoreApplication.translate
    best = ranked[0].score
    first = [s for s in ranked if s.place == 1]
    if len(first) > 1:
        who = names_text([seats[s.seat].name for s in first])
        return (
            translate("ranking", "{names} share the win").format(names=who),
            translate(
                "ranking", "{points} and {empty} each: the rulebook lets them all win."
            ).format(points=points(best.total), empty=empty_stations(best.empty_stations)),
        )
    winner = seats[first[0].seat]
    if winner == Seat(default_name(None, 1, 1)):  # "You wins" would read wrong
        # ResultHeadline.tr: lupdate sees plural forms (%n) only in a class's tr(); the
        # stubs know tr() only bound to an object, hence the ignores.
        won = ResultHeadline.tr(
            "You win with %n point(s)",  # type: ignore[arg-type]
            None,  # type: ignore[arg-type]
            abs(best.total),  # type: ignore[arg-type]
        )
    else:
        won = ResultHeadline.tr(
            "{name} wins with %n point(s)",  # type: ignore[arg-type]
            None,  # type: ignore[arg-type]
            abs(best.total),  # type: ignore[arg-type]
        )
    # the total's sign before the name goes in (a name may hold its digits)
    headline = counted_points(won, best.total).format(name=winner.name)
    level = [s for s in ranked[1:] if s.score.total == best.total]
    if level:
        return headline, translate(
            "ranking",
            "Tied with {names} on {points}: fewer empty stations decide ({empty} against {other}).",
        ).format(
            names=names_text([seats[s.seat].name for s in level]),
            points=points(best.total),
            empty=best.empty_stations,
            other=level[0].score.empty_stations,
        )
    lead = best.total - ranked[1].score.total
    return headline, translate("ranking", "{points} ahead of the next player.").format(
        points=points(lead)
    )


def crown_pixmap(size: int, ratio: float = 1.0) -> QPixmap:
    """The sheet's crown, gold, ``size`` pixels wide: beside the winner's name."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#b8901f"), 1.2))
    painter.setBrush(CROWN)
    painter.drawPath(crown_path(size / 2, size * 0.55, size * 0.86))
    painter.end()
    return pixmap


class ResultHeadline(QWidget):
    """The crown and the winner's line (``label``, named ``headline`` for a style sheet:
    its size and colour are the window's to set)."""

    def __init__(self, text: str, crown: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(10)
        self.crown = QLabel()
        self.crown.setPixmap(crown_pixmap(crown, self.devicePixelRatioF()))
        self.label = QLabel(text, wordWrap=True)  # long names
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # a name as written: "<b>Bo</b>"
        self.label.setObjectName("headline")
        row.addWidget(self.crown)
        row.addWidget(self.label, 1)
