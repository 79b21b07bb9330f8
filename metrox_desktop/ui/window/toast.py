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

import weakref

import shiboken6
from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QObject,
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
        # Kept to the top centre when the visible area resizes.
        self._area = parent.viewport() if isinstance(parent, QAbstractScrollArea) else parent
        self._area.installEventFilter(self)
        # The window whose dialogs send banners away, held weakly: it holds the toast.
        self._window: weakref.ref[QWidget] | None = None
        self._blocked = False
        QWidget.hide(self)

    def _follow_window(self) -> None:
        """Watch the window the banners show in (known once the view is placed in it)."""
        window = self.window()
        followed = self._followed()
        if window is not followed:
            if followed is not None:
                followed.removeEventFilter(self)
            window.installEventFilter(self)
            self._window = weakref.ref(window)
            modal = QApplication.activeModalWidget()  # a dialog up already blocks it
            self._blocked = modal is not None and modal is not window

    def _followed(self) -> QWidget | None:
        return None if self._window is None else self._window()

    def show_message(self, text: str) -> None:
        self._follow_window()
        if not text or self._blocked:
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

    def text(self) -> str:
        """The newest announcement up ("" when none)."""
        return self._banners[-1].text() if self._banners else ""

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

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt virtual
        if not shiboken6.isValid(self):
            # The window is being freed: PySide6 lets go of a parent's children before
            # Qt deletes them, and Qt may still hand the toast its area's last events.
            return False
        if watched is self._area and event.type() == QEvent.Type.Resize:
            self._place()
        elif watched is self._followed() and event.type() == QEvent.Type.WindowBlocked:
            self._blocked = True
            self.hide()
        elif watched is self._followed() and event.type() == QEvent.Type.WindowUnblocked:
            self._blocked = False
        return super().eventFilter(watched, event)
