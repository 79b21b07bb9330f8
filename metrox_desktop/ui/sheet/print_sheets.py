"""Blank sheets for players who play with pen and paper: to a PDF file or a printer.

One empty sheet per page, drawn by the same scene as the game window (every route,
station box, indicator box, bonus and score box) in vectors, so it stays crisp at any
printer's resolution. Each page is A4 or Letter and holds the sheet as large as the
margins allow, at the printed sheet's proportions (paper.py). The print dialog here is
every print's (played sheets too): without a printer it writes a PDF of a sensible name,
made in memory and written whole or not at all, as every file the app writes.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, QSizeF
from PySide6.QtGui import QPagedPaintDevice, QPageLayout, QPageSize, QPainter
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QWidget

from metrox_desktop.engine.board import Board
from metrox_desktop.ui.language import error_text, local
from metrox_desktop.ui.language.status import said
from metrox_desktop.ui.sheet.ink import ink_saving_look
from metrox_desktop.ui.sheet.paper import (
    MARGIN_MM,
    PAPERS,
    default_paper,
    fitted,
    orientation_for,
    sheet_layout,
)
from metrox_desktop.ui.sheet.render import SHEETS, RenderError, pdf_data, write_file

# Not allowed in a file name somewhere (Windows is the strictest): the print dialog
# offers the document's name as the PDF file's.
NOT_IN_FILE_NAMES = re.compile(r'[<>:"/\\|?*\x00-\x1f]')


class SheetsError(ValueError):
    """The sheets cannot be written; the message is one line for the player."""


def paint_sheets(
    device: QPagedPaintDevice, board: Board, copies: int, ink_saving: bool = False
) -> bool:
    """Paint ``copies`` blank sheets of ``board``, one a page; False if painting failed.
    ``ink_saving`` leaves out the paper's colour (ink.ink_saving_look)."""
    from metrox_desktop.ui.sheet.scene import MapScene  # the scene needs a QApplication

    scene = MapScene(board)
    scene.paper.setVisible(not ink_saving)
    source = scene.sceneRect()

    def paint(painter: QPainter, _copy: int) -> None:
        scene.render(painter, fitted(QRectF(painter.viewport()), source.size()), source)

    return paint_pages(device, copies, ink_saving, paint)


def paint_pages(
    device: QPagedPaintDevice,
    count: int,
    ink_saving: bool,
    paint: Callable[[QPainter, int], None],
) -> bool:
    """``paint(painter, index)`` for each of ``count`` pages of ``device`` (blank
    sheets, a table's played sheets), a new page before each after the first,
    antialiased, in the ink-saving look if asked (ink.ink_saving_look); False if
    painting failed."""
    painter = QPainter()
    if not painter.begin(device):
        return False
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    with ink_saving_look(ink_saving):
        for index in range(count):
            if index and not device.newPage():
                painter.end()
                return False
            paint(painter, index)
    return painter.end()


def write_sheets_pdf(
    board: Board,
    path: str | Path,
    copies: int = 1,
    page: str | None = None,
    ink_saving: bool = False,
) -> None:
    """Write a PDF of ``copies`` blank sheets on ``page`` (``a4``, ``letter``; None: the
    default paper, paper.py); raises SheetsError.

    The PDF is made in memory and checked whole, then written as every file the app
    writes (render.write_file: beside ``path``, checked on disk, renamed over it), so
    a failed write never replaces a good file with half a document.
    """
    title = f"MetroX blank sheets: {local(board.spec.name)}"
    data = pdf_data(
        sheet_layout(_shape(board), page),
        title,
        lambda writer: paint_sheets(writer, board, copies, ink_saving),
        resolution=1200,  # coordinates only: the drawing is vectors
    )
    try:
        write_file(path, data, SHEETS)
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
    name = translate("print", "MetroX blank sheets - {map}").format(map=local(board.spec.name))

    def paint(device: QPagedPaintDevice, copies: int) -> bool:
        return paint_sheets(device, board, copies, ink_saving)

    job = PrintJob(
        document=NOT_IN_FILE_NAMES.sub("-", name).strip(". "),
        title=translate("print", "Print blank {map} sheets").format(map=local(board.spec.name)),
        failed_title=translate("print", "Print blank sheets"),
        file_name=f"metrox-{board.map_id}-blank-sheets.pdf",
        shape=_shape(board),
    )
    return print_in_dialog(parent, printer, job, paint)


def _shape(board: Board) -> QSizeF:
    """The sheet's size in its own units (its proportions are what a page needs)."""
    return QSizeF(board.spec.sheet.width, board.spec.sheet.height)


@dataclass(frozen=True)
class PrintJob:
    """What the print dialog needs to know of the pages: their name (the job's, and the
    PDF's title), the dialog's title and the title of its message if printing fails,
    the PDF file's name when there is no printer, and the drawing's proportions."""

    document: str
    title: str
    failed_title: str
    file_name: str
    shape: QSizeF
    folder: str = ""  # where a PDF goes without a printer; "" : the Documents folder


def print_in_dialog(
    parent: QWidget | None,
    printer: QPrinter | None,
    job: PrintJob,
    paint: Callable[[QPagedPaintDevice, int], bool],
) -> bool:
    """Qt's print dialog titled ``job.title``, starting at ``printer`` (the system's
    default printer if None), the page turned the way that holds the drawing larger
    within the margins (paper.py), then ``paint(device, copies)`` (``copies``: how many
    times the device needs each page drawn, 1 on a printer that makes copies itself).
    Without a printer, the PDF file offered is ``job.file_name`` in a folder of documents
    (never a name in use), and the document is drawn in memory with the dialog's page,
    then written whole or not at all (a full disk leaves no half PDF said to be printed).
    True when the pages were sent; False if cancelled, or if the printer or the file
    failed (then one message titled ``job.failed_title``)."""
    from PySide6.QtWidgets import QDialog, QMainWindow, QMessageBox

    translate = QCoreApplication.translate
    if printer is None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    to_file = printer.outputFormat() == QPrinter.OutputFormat.PdfFormat
    if to_file and not printer.printerName():
        printer.setPageSize(QPageSize(PAPERS[default_paper()]))  # else Qt's A4 everywhere
    if to_file and _no_file(printer.outputFileName()):
        # Qt offers a file name only on X11; elsewhere its field holds a folder, and
        # printing to a folder fails.
        printer.setOutputFileName(str(_free_name(_folder(job.folder), job.file_name)))
    printer.setPageOrientation(orientation_for(printer.pageLayout().pageSize(), job.shape))
    printer.setPageMargins(
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter
    )
    printer.setDocName(job.document)
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(job.title)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    to_file = printer.outputFormat() == QPrinter.OutputFormat.PdfFormat
    if to_file and _no_file(printer.outputFileName()):  # a folder typed: the file in it
        folder = printer.outputFileName() or _folder(job.folder)
        printer.setOutputFileName(str(_free_name(Path(folder), job.file_name)))
    why = _print_to_file(printer, job, paint) if to_file else _print(printer, paint)
    if why is None:
        if to_file and isinstance(parent, QMainWindow):
            path = printer.outputFileName()
            parent.statusBar().showMessage(
                said(lambda: translate("print", "Printed to {path}").format(path=path)), 8000
            )
        return True
    failed = QMessageBox(
        QMessageBox.Icon.Warning,
        job.failed_title,
        translate("print", "The sheets could not be printed on {printer}.").format(
            printer=printer.printerName() or printer.outputFileName()
        ),
        QMessageBox.StandardButton.Ok,
        parent,
    )
    failed.setInformativeText(why)
    failed.exec()
    return False


def _print(printer: QPrinter, paint: Callable[[QPagedPaintDevice, int], bool]) -> str | None:
    """The pages on a printer; None, or "" when it failed (it says no more)."""
    copies = 1 if printer.supportsMultipleCopies() else max(1, printer.copyCount())
    return None if paint(printer, copies) else ""


def _print_to_file(
    printer: QPrinter, job: PrintJob, paint: Callable[[QPagedPaintDevice, int], bool]
) -> str | None:
    """The pages as the PDF file the dialog chose, drawn in memory with its page, copies
    and colours, then written as every file the app writes (render.write_file: beside,
    checked on disk, renamed over); None, or why not."""
    data = pdf_data(
        printer.pageLayout(),
        job.document,
        lambda writer: paint(writer, max(1, printer.copyCount())),  # a file makes no copies
        resolution=printer.resolution(),
        greyscale=printer.colorMode() == QPrinter.ColorMode.GrayScale,
    )
    try:
        write_file(printer.outputFileName(), data, SHEETS)
    except RenderError as error:
        return error_text(error)
    return None


def _no_file(name: str) -> bool:
    """True when ``name`` names no file to print to: empty, or a folder."""
    return not name or Path(name).is_dir()


def _folder(chosen: str) -> Path:
    """Where a printed PDF goes: ``chosen``, else the Documents folder, else home."""
    from PySide6.QtCore import QStandardPaths

    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    for folder in (chosen, documents):
        if folder and Path(folder).is_dir():
            return Path(folder)
    return Path.home()


def _free_name(folder: Path, name: str) -> Path:
    """``folder / name``, or ``name (2)``, ``name (3)``... when that is taken: printing
    never writes over a file the player has."""
    path = folder / name
    stem, suffix = path.stem, path.suffix
    number = 2
    while os.path.lexists(path):  # a link to nowhere too: never written through
        path = folder / f"{stem} ({number}){suffix}"
        number += 1
    return path
