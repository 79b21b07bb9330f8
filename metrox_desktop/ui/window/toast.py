"""Short announcements over the sheet ("Ginza completed! +5") that fade away.

Each announcement is its own banner; one that comes while another is still up goes
below it (at a fast bots' pace turns resolve quicker than a banner fades), so no
banner ever draws over another. At most ``MAX_SHOWN`` are up: a new one pushes out
the oldest. The column sits at the top of the visible sheet whatever the view's
scroll: it belongs to the view, not to the viewport, whose scrolling carries its
children along.

Banners stand where they hide none of the sheet's clickable boxes (top centre when it is
free, else the first free place below), and old news leaves when the next card is
flipped (:meth:`Toast.hide`, called by the window).

A dialog that blocks the window (the final ranking, opened as the last turn's
"completed!" banner is still up) sends the banners away, and none shows until it
closes: a banner must never cover a dialog's top (the status bar keeps the news).
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEasingCurve,
    QPoint,
    QPropertyAnimation,
    QRect,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QGraphicsOpacityEffect,
    QGraphicsView,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.ui.later import later
from metrox_desktop.ui.themes import font_pt

SHOW_MS = 2200
FADE_MS = 600
MAX_SHOWN = 3
TOP = 18  # from the top of the visible sheet
GAP = 6  # between two banners


class Banner(QLabel):
    """One announcement: shown for SHOW_MS, then fades out and says it is ``gone``."""

    gone = Signal()

    def __init__(self, text: str, parent: QWidget) -> None:
        super().__init__(text, parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setStyleSheet(
            "QLabel { background: rgba(31, 45, 61, 225); color: white; border-radius: 12px;"
            f" padding: 10px 22px; font-size: {font_pt(1.35)}; font-weight: bold; }}"
        )
        effect = QGraphicsOpacityEffect(self)
        effect.setOpacity(1.0)  # Qt's default is 0.7
        self.setGraphicsEffect(effect)
        self._fade = QPropertyAnimation(effect, b"opacity", self)
        self._fade.setDuration(FADE_MS)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.setEasingCurve(QEasingCurve.Type.InQuad)
        self._fade.finished.connect(self.gone)
        later(SHOW_MS, self, self._fade.start)


class Toast(QWidget):
    """The column of banners over ``parent``'s visible area (a scroll area's viewport)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._column = QVBoxLayout(self)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.setSpacing(GAP)
        self._banners: list[Banner] = []
        # Where the banners stand: the parent's visible area (a scroll area's viewport).
        self._area = parent.viewport() if isinstance(parent, QAbstractScrollArea) else parent
        self._blocked = False  # a dialog of the window is up: no banner over it
        QWidget.hide(self)

    # The window tells the toast what it sees (no event filter of Python's: Qt hands a
    # filter the last events of a window being freed, when its parts are half gone).
    def area_resized(self) -> None:
        """The visible area changed size: the banners keep their place in it."""
        if self._banners:
            self._place()

    def set_blocked(self, blocked: bool) -> None:
        """A dialog of the window came up (banners leave, the status bar keeps the news)
        or went."""
        self._blocked = blocked
        if blocked:
            self.hide()

    def show_message(self, text: str) -> None:
        modal = QApplication.activeModalWidget()  # a dialog up before the window knew
        if not text or self._blocked or modal not in (None, self.window()):
            return
        while len(self._banners) >= MAX_SHOWN:
            self._drop(self._banners[0])
        banner = Banner(text, self)
        banner.gone.connect(lambda: self._drop(banner))
        self._banners.append(banner)
        self._column.addWidget(banner, 0, Qt.AlignmentFlag.AlignHCenter)
        banner.show()  # now, not when the layout gets round to it
        self.show()
        self.raise_()
        self._place()

    def messages(self) -> tuple[str, ...]:
        """The announcements up, oldest (top) first."""
        return tuple(b.text() for b in self._banners)

    def hide(self) -> None:
        """No banner any more (a picture taken without a clock has no stale one)."""
        for banner in list(self._banners):
            self._drop(banner)
        QWidget.hide(self)

    def _drop(self, banner: Banner) -> None:
        if banner not in self._banners:
            return
        self._banners.remove(banner)
        self._column.removeWidget(banner)
        banner.hide()
        banner.deleteLater()
        if self._banners:
            self._place()
        else:
            QWidget.hide(self)

    def _place(self) -> None:
        area = self._area.geometry() if self._area is not self.parentWidget() else self._area.rect()
        self.resize(self._column.sizeHint())
        self._column.activate()  # the banners in their places at once
        size = self.size()
        boxes = [box.translated(area.topLeft()) for box in self._boxes()]
        best: tuple[int, QPoint] | None = None
        # Top centre if it is free of boxes, else the first free place going down, each
        # row tried centred, then at the left and right: a banner never hides a box
        # that can be clicked (the fewest when the sheet leaves no room).
        for y in range(area.y() + TOP, max(area.y() + TOP, area.bottom() - size.height()) + 1, 8):
            for x in (
                area.x() + (area.width() - size.width()) // 2,
                area.x() + GAP,
                area.right() - size.width() - GAP,
            ):
                spot = QRect(QPoint(x, y), size)
                covered = sum(1 for box in boxes if box.intersects(spot))
                if best is None or covered < best[0]:
                    best = (covered, spot.topLeft())
                if covered == 0:
                    self.move(spot.topLeft())
                    return
        assert best is not None
        self.move(best[1])

    def _boxes(self) -> list[QRect]:
        """Where the sheet's clickable boxes and badges are, in the visible area."""
        view = self.parentWidget()
        if not isinstance(view, QGraphicsView) or view.scene() is None:
            return []
        scene = view.scene()
        items = [
            *getattr(scene, "station_items", ()),
            *(box for row in getattr(scene, "indicator_items", ()) for box in row),
            *getattr(scene, "badge_items", ()),
        ]
        return [view.mapFromScene(i.sceneBoundingRect()).boundingRect() for i in items]
