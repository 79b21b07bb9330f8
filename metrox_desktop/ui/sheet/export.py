"""A played sheet kept: exported to PNG, SVG or PDF, or printed.

Each page is one player's sheet as it stands, with its marks, crossed-out crowns and
filled score boxes, and a caption under it: the player's name, the game's date, the
map and the deal code, so a printed sheet says which game it was. A table's sheets go
one per page (PDF and printer); an image holds the one sheet shown. ``ink_saving``
leaves out the sheet's light paper colour (for printing), here and on blank sheets.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPagedPaintDevice,
    QPainter,
)
from PySide6.QtWidgets import QGraphicsScene, QWidget

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.scoring import Score
from metrox_desktop.engine.state import SheetState
from metrox_desktop.ui.sheet.ink import ink_saving_look
from metrox_desktop.ui.sheet.paper import sheet_layout
from metrox_desktop.ui.sheet.print_sheets import PrintJob, paint_pages, print_in_dialog
from metrox_desktop.ui.sheet.render import (
    IMAGE,
    SHEETS,
    RenderError,
    drawn_image,
    ensure_app,
    format_of,
    pdf_data,
    png_data,
    svg_data,
    write_file,
)

CAPTION = 0.045  # the caption strip's height, as a share of the sheet's height


@dataclass(frozen=True)
class SheetPage:
    """One player's sheet as it stands, and the words under it."""

    sheet: SheetState
    score: Score
    crossed_crowns: tuple[int, ...]
    player: str
    caption: str  # "Ann · 25 Nov 2026 · Tokyo · deal LTKSD"


def _scene(board: Board, page: SheetPage, ink_saving: bool) -> QGraphicsScene:
    from metrox_desktop.ui.sheet.scene import MapScene  # needs a QApplication

    scene = MapScene(board)
    scene.show_sheet(page.sheet, page.crossed_crowns)
    scene.show_score(page.score)
    scene.show_player_name(page.player)
    if ink_saving:
        scene.paper.setVisible(False)
    return scene


def _paint_page(painter: QPainter, area: QRectF, scene: QGraphicsScene, caption: str) -> None:
    """The sheet as large as ``area`` allows above its caption, centred."""
    source = scene.sceneRect()
    strip = source.height() * CAPTION
    scale = min(area.width() / source.width(), area.height() / (source.height() + strip))
    width, height = source.width() * scale, source.height() * scale
    left = area.left() + (area.width() - width) / 2
    top = area.top() + (area.height() - height - strip * scale) / 2
    scene.render(painter, QRectF(left, top, width, height), source)
    font = QFont()
    font.setPixelSize(max(1, round(strip * scale * 0.55)))
    painter.setFont(font)
    painter.setPen(QColor("#000000"))
    text_area = QRectF(left, top + height, width, strip * scale)
    painter.drawText(text_area, Qt.AlignmentFlag.AlignCenter, caption)


def _paint_pages(
    device: QPagedPaintDevice, board: Board, pages: Sequence[SheetPage], ink_saving: bool
) -> bool:
    def paint(painter: QPainter, index: int) -> None:
        page = pages[index]
        scene = _scene(board, page, ink_saving)
        _paint_page(painter, QRectF(painter.viewport()), scene, page.caption)

    return paint_pages(device, len(pages), ink_saving, paint)


def _shape(board: Board) -> QSizeF:
    """A page's drawing: the sheet and its caption under it, in sheet units."""
    sheet = board.spec.sheet
    return QSizeF(sheet.width, sheet.height * (1 + CAPTION))


def export_sheets(
    board: Board, pages: Sequence[SheetPage], path: str | Path, ink_saving: bool = False
) -> None:
    """Write the sheets to ``path``: a PDF gets every page, an image the first one.

    Written beside ``path`` and renamed over it only when whole, as every file the app
    writes. Raises RenderError with one line for the player.
    """
    if not pages:
        raise RenderError(f"{path}: there is no sheet to export")
    ensure_app()
    fmt = format_of(path)
    first = _scene(board, pages[0], ink_saving)
    rect = first.sceneRect()
    size = QSize(round(rect.width()), round(rect.height() * (1 + CAPTION)))

    data: bytes | None
    with ink_saving_look(ink_saving):
        if fmt == "png":
            image = drawn_image(
                size * 2, lambda painter, area: _paint_page(painter, area, first, pages[0].caption)
            )
            data = png_data(image)
        elif fmt == "svg":
            area = QRectF(0, 0, size.width(), size.height())
            data = svg_data(
                size,
                pages[0].caption,
                lambda painter: _paint_page(painter, area, first, pages[0].caption),
            )
        else:
            data = pdf_data(
                sheet_layout(_shape(board)),
                pages[0].caption,
                lambda writer: _paint_pages(writer, board, pages, ink_saving),
            )
    write_file(path, data, SHEETS if fmt == "pdf" else IMAGE)


def print_played_sheets(
    parent: QWidget | None,
    board: Board,
    pages: Sequence[SheetPage],
    ink_saving: bool = False,
    file: Path | None = None,
) -> bool:
    """Qt's print dialog, then each sheet on a page; False if cancelled or it failed.
    ``file``: the PDF offered when there is no printer (the name Export sheet offers)."""
    title = QCoreApplication.translate("print", "Print sheet")
    job = PrintJob(
        document=pages[0].caption.replace("/", "-") if pages else "MetroX",
        title=title,
        failed_title=title,
        file_name=file.name if file is not None else f"metrox-{board.map_id}.pdf",
        shape=_shape(board),
        folder=str(file.parent) if file is not None else "",
    )
    return print_in_dialog(
        parent,
        None,
        job,
        lambda device, copies: _paint_pages(device, board, [*pages] * copies, ink_saving),
    )
