"""One seat's sheet drawn small into an image, for the small sheets (:mod:`.thumbnails`).

``SheetRenderer(board, prints=None, parent=None)`` draws through a hidden :class:`MapScene` of its
own, the same drawing as the big sheet; ``draw(image, picture, since)`` redraws only
the boxes that differ from ``since``, over the print under the boxes (routes, names),
drawn once per size and shared through ``prints``. ``SheetPicture`` is everything a
small sheet shows of one seat.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QImage,
    QPainter,
)
from PySide6.QtWidgets import QGraphicsItem

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.scoring import Score
from metrox_desktop.engine.state import SheetState
from metrox_desktop.ui.sheet.scene import Z_BOX, MapScene

KEPT_PRINTS = 4  # sizes of the print under the boxes kept at once


@dataclass(frozen=True)
class SheetPicture:
    """Everything a small sheet shows of one seat."""

    sheet: SheetState
    crossed: frozenset[int]  # routes whose crown is struck out on this sheet
    score: Score
    name: str


class SheetRenderer:
    """Draws one seat's sheet small, through a hidden MapScene of its own (so a turn
    changes only the few boxes it wrote, as on the seat's paper).

    What no game changes (the paper, the routes, the printed text: everything under
    the boxes) is drawn once per size and kept; a sheet is that picture with the
    boxes, badges and bonuses drawn over it, so a changed box costs only itself.
    """

    EDGE = 3.0  # sheet units around a changed box: its antialiased outline

    def __init__(
        self,
        board: Board,
        prints: dict[tuple[int, int], QImage] | None = None,
        parent: QObject | None = None,
    ) -> None:
        self.board = board
        # Owned by ``parent`` (the small sheets' strip): a scene of no parent would live
        # on after its window, as its items' signal connections refer to it, and every
        # theme switch would draw it again.
        self.scene = MapScene(board, parent)
        self.scene.setBackgroundBrush(Qt.BrushStyle.NoBrush)  # the kept print shows through
        # Everything stacked under the boxes; the boxes and all above are drawn each time.
        self._printed = [i for i in self._top_items() if i.zValue() < Z_BOX]
        for item in self._printed:
            item.setVisible(False)
        self._prints = {} if prints is None else prints  # by size; seats may share them
        self._showing: SheetPicture | None = None

    def size_for(self, width: int) -> QSize:
        """The image size of a sheet ``width`` pixels wide, in the sheet's proportions."""
        rect = self.scene.sceneRect()
        return QSize(width, max(1, round(width * rect.height() / rect.width())))

    def draw(self, image: QImage, picture: SheetPicture, since: SheetPicture | None) -> None:
        """Draw ``picture`` into ``image``; if the image shows ``since``, only where they differ."""
        self._show(picture)
        if since is None:
            targets = [image.rect()]
        else:
            targets = merged(self._pixels(r, image) for r in self.changes(since, picture))
        printed = self._printed_sheet(image.width(), image.height())
        painter = QPainter(image)
        for target in targets:
            painter.setClipRect(target)
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            painter.drawImage(target, printed, target)
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
            self._render(painter, target, image)
        painter.end()

    def _render(self, painter: QPainter, target: QRect, image: QImage) -> None:
        """The visible items within ``target`` pixels, with the transform of the whole
        sheet (the source is exactly the target mapped back): no seams between pieces."""
        rect = self.scene.sceneRect()
        sx, sy = image.width() / rect.width(), image.height() / rect.height()
        source = QRectF(
            rect.x() + target.x() / sx,
            rect.y() + target.y() / sy,
            target.width() / sx,
            target.height() / sy,
        )
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.scene.render(painter, QRectF(target), source, Qt.AspectRatioMode.IgnoreAspectRatio)

    def _top_items(self) -> list[QGraphicsItem]:
        return [item for item in self.scene.items() if item.parentItem() is None]

    def _printed_sheet(self, width: int, height: int) -> QImage:
        """The print under the boxes at this size, drawn the first time it is asked for."""
        printed = self._prints.get((width, height))
        if printed is None:
            printed = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
            printed.fill(QColor("#ffffff"))
            boxes = [i for i in self._top_items() if i.zValue() >= Z_BOX]
            for item in boxes:
                item.setVisible(False)
            for item in self._printed:
                item.setVisible(True)
            painter = QPainter(printed)
            self._render(painter, printed.rect(), printed)
            painter.end()
            for item in self._printed:
                item.setVisible(False)
            for item in boxes:
                item.setVisible(True)
            while len(self._prints) >= KEPT_PRINTS:  # a window being resized: the oldest go
                del self._prints[next(iter(self._prints))]
            self._prints[(width, height)] = printed
        return printed

    def changes(self, old: SheetPicture, new: SheetPicture) -> list[QRectF]:
        """The sheet areas (in sheet units) where ``new`` differs from ``old``."""
        scene = self.scene
        areas = [
            scene.station_items[s].sceneBoundingRect()
            for s, (a, b) in enumerate(zip(old.sheet.marks, new.sheet.marks, strict=True))
            if a != b
        ]
        for r, (a, b) in enumerate(zip(old.sheet.indicators, new.sheet.indicators, strict=True)):
            if a != b:
                areas.extend(box.sceneBoundingRect() for box in scene.indicator_items[r])
        for r, bonus in enumerate(scene.bonus_items):
            was = (old.sheet.awards[r], r in old.crossed)
            if was != (new.sheet.awards[r], r in new.crossed):
                areas.append(bonus.sceneBoundingRect())
        if old.score != new.score or old.name != new.name:
            areas.extend(box.sceneBoundingRect() for box in scene.score_items.values())
        return areas

    def _show(self, picture: SheetPicture) -> None:
        if picture == self._showing:
            return
        self.scene.show_sheet(picture.sheet, picture.crossed)
        self.scene.show_score(picture.score)
        self.scene.show_player_name(picture.name)
        self._showing = picture

    def _pixels(self, area: QRectF, image: QImage) -> QRect:
        """The whole pixels of ``image`` covering ``area`` (and its antialiased edge)."""
        rect = self.scene.sceneRect()
        sx, sy = image.width() / rect.width(), image.height() / rect.height()
        left = math.floor((area.left() - rect.x() - self.EDGE) * sx)
        top = math.floor((area.top() - rect.y() - self.EDGE) * sy)
        right = math.ceil((area.right() - rect.x() + self.EDGE) * sx)
        bottom = math.ceil((area.bottom() - rect.y() + self.EDGE) * sy)
        return QRect(left, top, right - left, bottom - top).intersected(image.rect())


def merged(rects: Iterable[QRect]) -> list[QRect]:
    """The rectangles, those that touch or overlap joined into one (fewer, larger pieces:
    each piece drawn costs a pass over the scene)."""
    pieces: list[QRect] = []
    for rect in rects:
        if rect.isEmpty():
            continue
        touching = [p for p in pieces if p.adjusted(-1, -1, 1, 1).intersects(rect)]
        while touching:
            for piece in touching:
                pieces.remove(piece)
                rect = rect.united(piece)
            touching = [p for p in pieces if p.adjusted(-1, -1, 1, 1).intersects(rect)]
        pieces.append(rect)
    return pieces
