"""Game > Print blank sheets...: Qt's print dialog, then one empty sheet per copy."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QApplication

from metrox_desktop.engine.board import Board
from metrox_desktop.ui.sheet.print_sheets import print_blank_sheets
from tests.ui.helpers import open_window


def answer_print_dialog(accept: bool, seen: list[str]) -> None:
    """When the print dialog is up, note its title and press OK (or Cancel)."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QPrintDialog):
            QTimer.singleShot(20, answer)  # not up yet
            return
        seen.append(dialog.windowTitle())
        dialog.accept() if accept else dialog.reject()

    QTimer.singleShot(0, answer)


def pdf_pages(path: Path) -> int:
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", path.read_bytes()))


def test_the_menu_opens_the_print_dialog_for_the_map_on_screen(qtbot) -> None:  # noqa: ANN001
    window = open_window(qtbot)
    window.start_game("osaka", seed="P1")
    seen: list[str] = []
    answer_print_dialog(accept=False, seen=seen)
    window.menus.print_sheets_action.trigger()
    assert seen == ["Print blank Osaka sheets"]


def test_printing_to_a_pdf_prints_one_sheet_per_copy(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    out = tmp_path / "printed.pdf"
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(out))
    printer.setCopyCount(2)  # a PDF file cannot make copies itself: two pages
    seen: list[str] = []
    answer_print_dialog(accept=True, seen=seen)
    assert print_blank_sheets(None, Board.load("tokyo"), printer)
    assert seen == ["Print blank Tokyo sheets"]
    assert pdf_pages(out) == 2
    assert landscape(out)


def landscape(path: Path) -> bool:
    """Every page is wider than high (the sheet's way)."""
    boxes = re.findall(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)", path.read_bytes())
    return bool(boxes) and all(float(w) > float(h) for w, h in boxes)


def test_the_flipper_prints_sheets_of_the_map_the_table_plays_on(qtbot) -> None:  # noqa: ANN001
    from metrox_desktop.engine.cards import load_deck
    from metrox_desktop.ui.flipper.table import FlipperTable
    from metrox_desktop.ui.flipper.window import FlipperWindow

    window = FlipperWindow(FlipperTable.deal(load_deck(), "osaka", "P2"))
    qtbot.addWidget(window)
    window.show()
    seen: list[str] = []
    answer_print_dialog(accept=False, seen=seen)
    window.print_action.trigger()
    assert seen == ["Print blank Osaka sheets"]


def test_the_pdf_file_offered_has_a_name_valid_on_every_system(qtbot) -> None:  # noqa: ANN001
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    answer_print_dialog(accept=False, seen=[])
    assert not print_blank_sheets(None, Board.load("tokyo"), printer)
    # The print dialog offers the document's name as the PDF file's name.
    assert printer.docName() == "MetroX blank sheets - Tokyo"
    assert not set(printer.docName()) & set('<>:"/\\|?*')
