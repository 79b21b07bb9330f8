"""SheetView: shows a scene fitted to the window, zooms with wheel, pinch and keys.

The sheet is vector drawing, so it is crisp at any zoom and device pixel ratio.
While the player has not zoomed, the view keeps the whole sheet fitted to the window.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QMouseEvent,
    QNativeGestureEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from metrox_desktop.ui.sheet import ink

MIN_ZOOM = 0.5  # relative to "fit"
MAX_ZOOM = 8.0
STEP = 1.25


class SheetView(QGraphicsView):
    pointer_moved = Signal(QPointF)  # scene position of the mouse
    zoom_changed = Signal(float)  # relative to "fit"
    resized = Signal()  # the visible area changed size

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A viewport made here as QGraphicsView makes its own (a plain QWidget, open to
        # input methods): Qt's was unknown to Python, and the first viewport() made
        # PySide6 set up every widget class to name its type (10 ms of the start).
        viewport = QWidget()
        viewport.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled)
        self.setViewport(viewport)
        self._look = ink.SeenLook()  # restyled after a theme switch (changeEvent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMouseTracking(True)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().grabGesture(Qt.GestureType.PinchGesture)
        self.zoom = 1.0  # relative to fit; 1.0 = fitted
        if scene is not None:
            self.setScene(scene)
        # The table under the paper and the veil of the current theme, now and after
        # every switch (a view made later too: the inspector's, the replay viewer's).
        self.restyle()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        super().changeEvent(event)
        if self._look.changed(event):  # a theme switch (ui/themes/)
            self.restyle()

    def restyle(self) -> None:
        """The table around the sheet and, in the dark theme, a veil over it (on screen
        only: prints and exports keep the paper's own colours)."""
        look = ink.theme()
        self.setBackgroundBrush(QColor(look.table))
        self.setForegroundBrush(ink.veil_colour() if look.veil else QColor(0, 0, 0, 0))
        self.viewport().update()

    def setScene(self, scene: QGraphicsScene | None) -> None:  # noqa: N802 - Qt virtual
        super().setScene(scene)
        self.zoom = 1.0
        self.fit()

    # -- zoom ---------------------------------------------------------------------------
    def fit(self) -> None:
        scene = self.scene()
        if scene is None:
            return
        self.resetTransform()
        # The sheet fills the view; a larger view sceneRect (inspector) stays scrollable.
        rect = scene.sceneRect().adjusted(-8, -8, 8, 8)
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self.zoom = 1.0
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.zoom_changed.emit(self.zoom)

    def zoom_by(self, factor: float) -> None:
        new = min(MAX_ZOOM, max(MIN_ZOOM, self.zoom * factor))
        if new == self.zoom:
            return
        if abs(new - 1.0) < 1e-3:
            self.fit()
            return
        self.scale(new / self.zoom, new / self.zoom)
        self.zoom = new
        # Zoomed in, dragging the background pans; items still take clicks.
        self.setDragMode(
            QGraphicsView.DragMode.ScrollHandDrag if new > 1.0 else QGraphicsView.DragMode.NoDrag
        )
        self.zoom_changed.emit(self.zoom)

    def zoom_in(self) -> None:
        anchor = self.transformationAnchor()
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.zoom_by(STEP)
        self.setTransformationAnchor(anchor)

    def zoom_out(self) -> None:
        anchor = self.transformationAnchor()
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.zoom_by(1 / STEP)
        self.setTransformationAnchor(anchor)

    # -- Qt virtuals --------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if abs(self.zoom - 1.0) < 1e-3:
            self.fit()
        self.resized.emit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y()
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        trackpad_scroll = not event.pixelDelta().isNull() and self.zoom > 1.0 and not ctrl
        if delta == 0 or trackpad_scroll:
            super().wheelEvent(event)  # two-finger scrolling pans a zoomed sheet
            return
        self.zoom_by(STEP ** (delta / 120))
        event.accept()

    def viewportEvent(self, event: QEvent) -> bool:
        if isinstance(event, QNativeGestureEvent):
            if event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
                self.zoom_by(1.0 + event.value())
                return True
            if event.gestureType() == Qt.NativeGestureType.SmartZoomNativeGesture:
                self.fit()
                return True
        if event.type() == QEvent.Type.Gesture:
            from PySide6.QtWidgets import QGestureEvent, QPinchGesture

            assert isinstance(event, QGestureEvent)
            pinch = event.gesture(Qt.GestureType.PinchGesture)
            if isinstance(pinch, QPinchGesture):
                self.zoom_by(pinch.scaleFactor())
                return True
        return super().viewportEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self.pointer_moved.emit(self.mapToScene(event.position().toPoint()))
        super().mouseMoveEvent(event)
