"""Blank sheets for players who play with pen and paper: to a PDF file or a printer.

One empty sheet per page, drawn by the same scene as the game window (every route,
station box, indicator box, bonus and score box) in vectors, so it stays crisp at any
printer's resolution. Each page is landscape and holds the sheet as large as the
margins allow, at the printed sheet's proportions.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from contextlib import nullcontext
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF
from PySide6.QtGui import QPagedPaintDevice, QPageLayout, QPageSize, QPainter
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QWidget

from metrox_desktop.engine.board import Board
from metrox_desktop.ui.language import local
from metrox_desktop.ui.sheet.ink import ink_saving_look
from metrox_desktop.ui.sheet.render import RenderError, pdf_data, write_file

PAGES = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
MARGIN_MM = 10.0  # what most printers can reach
# Not allowed in a file name somewhere (Windows is the strictest): the print dialog
# offers the document's name as the PDF file's.
NOT_IN_FILE_NAMES = re.compile(r'[<>:"/\\|?*\x00-\x1f]')


class SheetsError(ValueError):
    """The sheets cannot be written; the message is one line for the player."""


def _map_name(board: Board) -> str:
    return local(board.spec.name)


def paint_sheets(
    device: QPagedPaintDevice, board: Board, copies: int, ink_saving: bool = False
) -> bool:
    """Paint ``copies`` blank sheets of ``board``, one a page; False if painting failed.
    ``ink_saving`` leaves out the paper's colour (ink.ink_saving_look)."""
    from metrox_desktop.ui.sheet.scene import MapScene  # the scene needs a QApplication

    scene = MapScene(board)
    scene.paper.setVisible(not ink_saving)
    source = scene.sceneRect()
    painter = QPainter()
    if not painter.begin(device):
        return False
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    with ink_saving_look() if ink_saving else nullcontext():
        for copy in range(copies):
            if copy and not device.newPage():
                painter.end()
                return False
            scene.render(painter, _centred(QRectF(painter.viewport()), source), source)
    return painter.end()


def _centred(page: QRectF, sheet: QRectF) -> QRectF:
    """The largest rectangle of the sheet's proportions, centred on the page."""
    scale = min(page.width() / sheet.width(), page.height() / sheet.height())
    size = sheet.size() * scale
    return QRectF(
        page.left() + (page.width() - size.width()) / 2,
        page.top() + (page.height() - size.height()) / 2,
        size.width(),
        size.height(),
    )


def page_layout(page: str) -> QPageLayout:
    return QPageLayout(
        QPageSize(PAGES[page]),
        QPageLayout.Orientation.Landscape,
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
        QPageLayout.Unit.Millimeter,
    )


def write_sheets_pdf(
    board: Board, path: str | Path, copies: int = 1, page: str = "a4", ink_saving: bool = False
) -> None:
    """Write a PDF of ``copies`` blank sheets; raises SheetsError.

    The PDF is made in memory and checked whole, then written as every file the app
    writes (render.write_file: beside ``path``, checked on disk, renamed over it), so
    a failed write never replaces a good file with half a document.
    """
    title = f"MetroX blank sheets: {_map_name(board)}"
    data = pdf_data(
        page_layout(page),
        title,
        lambda writer: paint_sheets(writer, board, copies, ink_saving),
        resolution=1200,  # coordinates only: the drawing is vectors
    )
    try:
        write_file(path, data, "the sheets")
    except RenderError as error:
        raise SheetsError(str(error)) from None


def print_blank_sheets(
    parent: QWidget | None,
    board: Board,
    printer: QPrinter | None = None,
    ink_saving: bool = False,
) -> bool:
    """Qt's print dialog, then blank sheets of ``board`` on the chosen printer (or PDF).

    Returns True when the sheets were sent; a printer that fails is one message.
    ``printer`` is where the dialog starts (the system's default printer if None).
    """
    # Named translate, not tr: lupdate would read tr("print", text)'s context as the text.
    translate = QCoreApplication.translate
    name = translate("print", "MetroX blank sheets - {map}").format(map=_map_name(board))

    def paint(chosen: QPrinter) -> bool:
        # A printer that cannot make copies itself (a PDF file) gets one page per copy.
        copies = 1 if chosen.supportsMultipleCopies() else max(1, chosen.copyCount())
        return paint_sheets(chosen, board, copies, ink_saving)

    return print_in_dialog(
        parent,
        printer,
        NOT_IN_FILE_NAMES.sub("-", name).strip(". "),
        translate("print", "Print blank {map} sheets").format(map=_map_name(board)),
        translate("print", "Print blank sheets"),
        paint,
    )


def print_in_dialog(
    parent: QWidget | None,
    printer: QPrinter | None,
    document: str,
    title: str,
    failed_title: str,
    paint: Callable[[QPrinter], bool],
) -> bool:
    """Qt's print dialog titled ``title``, starting at ``printer`` (the system's default
    printer if None) with landscape pages within the margins, then ``paint(printer)``.
    True when the pages were sent; False if cancelled, or if the printer failed (then
    one message titled ``failed_title``)."""
    from PySide6.QtWidgets import QDialog, QMessageBox

    translate = QCoreApplication.translate
    if printer is None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    # The paper stays the printer's own (A4 or Letter); the sheet is landscape.
    printer.setPageOrientation(QPageLayout.Orientation.Landscape)
    printer.setPageMargins(
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter
    )
    printer.setDocName(document)
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(title)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    if paint(printer):
        return True
    QMessageBox.warning(
        parent,
        failed_title,
        translate("print", "The sheets could not be printed on {printer}.").format(
            printer=printer.printerName() or printer.outputFileName()
        ),
    )
    return False
