"""Printing on a computer with no printer (offscreen has none): the print dialog offers a
PDF of a sensible name in a real folder, never a folder as the file, never a file the
player has (nor a link to nowhere under its name), and the pages are A4 or Letter; a PDF
that cannot be written whole (a full disk) is said, never left half written, and a named
pipe as its file is said and left a pipe; ink saving, as the settings say, leaves out
the paper's colour from the game window's blank sheets and the flipper's."""

from __future__ import annotations

import contextlib
import os
import re
import stat
import zlib
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtPrintSupport import QPrinter, QPrinterInfo
from PySide6.QtWidgets import QApplication, QMessageBox

from metrox_desktop.engine.board import Board
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.ui.sheet.print_sheets import print_blank_sheets
from tests.cli.test_sheets_cli import page_sizes
from tests.persistence.hostile import full_disk, leave_room
from tests.ui.helpers import click_choice, open_window
from tests.ui.sheet.test_print_sheets import answer_print_dialog, pdf_pages

A4_LANDSCAPE = (842, 595)


@pytest.fixture(autouse=True)
def no_printer() -> None:
    if QPrinterInfo.availablePrinterNames():
        pytest.skip("a printer is installed here: this is about a computer without one")


def test_print_sheet_writes_a_pdf_named_by_map_and_deal_beside_the_player_s_files(
    qtbot,  # noqa: ANN001
    tmp_path: Path,
) -> None:
    settings = Settings.load()
    settings.games_folder = str(tmp_path)
    settings.save()
    older = tmp_path / "metrox-tokyo-PRNT.pdf"
    older.write_text("the player's own file")
    window = open_window(qtbot)
    window.start_game("tokyo", seed="PRNT")
    window.controller.flip()
    click_choice(window, window.session.legal_choices()[0])
    seen: list[str] = []
    answer_print_dialog(accept=True, seen=seen)
    window.menus.print_sheet_action.trigger()  # Game > Print sheet...
    assert seen == ["Print sheet"]
    printed = tmp_path / "metrox-tokyo-PRNT (2).pdf"
    assert printed.read_bytes().rstrip().endswith(b"%%EOF")
    assert older.read_text() == "the player's own file"  # never written over
    assert pdf_pages(printed) == 1
    assert page_sizes(printed) == [A4_LANDSCAPE]  # the locale's paper (C: A4), not 771x589
    assert window.statusBar().currentMessage() == f"Printed to {printed}"


def test_print_blank_sheets_offers_a_named_pdf_in_the_documents_folder(
    qtbot,  # noqa: ANN001
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / ".config"))
    (tmp_path / "Documents").mkdir()
    answer_print_dialog(accept=True, seen=[])
    assert print_blank_sheets(None, Board.load("osaka"))
    printed = tmp_path / "Documents" / "metrox-osaka-blank-sheets.pdf"
    assert pdf_pages(printed) == 1
    assert page_sizes(printed) == [A4_LANDSCAPE]
    assert [p.name for p in tmp_path.iterdir() if p.is_file()] == []  # not beside it


def page_colours(path: Path) -> list[tuple[float, float, float]]:
    """Every colour the PDF's pages fill with (``r g b rg`` or ``scn``), from its streams."""
    drawn = b""
    for stream in re.finditer(rb"stream\r?\n(.*?)endstream", path.read_bytes(), re.S):
        with contextlib.suppress(zlib.error):  # not a compressed page
            drawn += zlib.decompress(stream.group(1))
    found = re.findall(rb"([\d.]+) ([\d.]+) ([\d.]+) (?:rg|scn)\b", drawn)
    return [(float(r), float(g), float(b)) for r, g, b in found]


@pytest.mark.parametrize("where", ["game window", "flipper"])
def test_ink_saving_prints_blank_sheets_without_the_papers_colour(
    qtbot,  # noqa: ANN001
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    where: str,
) -> None:
    from metrox_desktop.engine.cards import load_deck
    from metrox_desktop.ui.flipper.table import FlipperTable
    from metrox_desktop.ui.flipper.window import FlipperWindow
    from metrox_desktop.ui.sheet.scene import MapScene

    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / ".config"))
    documents = tmp_path / "Documents"
    documents.mkdir()
    scene = MapScene(Board.load("osaka"))
    paper = scene.paper.brush().color()
    on_paper = []
    for saving, name in (
        (False, "metrox-osaka-blank-sheets.pdf"),
        (True, "metrox-osaka-blank-sheets (2).pdf"),
    ):
        settings = Settings.load()
        settings.ink_saving = saving
        settings.save()
        if where == "flipper":
            flipper = FlipperWindow(FlipperTable.deal(load_deck(), "osaka", "P2"))
            qtbot.addWidget(flipper)
            action = flipper.print_action
        else:
            window = open_window(qtbot)
            window.start_game("osaka", seed="P1")
            action = window.menus.print_sheets_action
        answer_print_dialog(accept=True, seen=[])
        action.trigger()
        colours = page_colours(documents / name)
        on_paper.append(
            any(
                max(abs(r - paper.redF()), abs(g - paper.greenF()), abs(b - paper.blueF())) < 0.01
                for r, g, b in colours
            )
        )
    assert on_paper == [True, False]  # the paper's colour, then none with ink saving


def answer_the_failure(said: list[str]) -> None:
    """When a message box is up (after the print dialog), note its words and close it."""

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        said.append(f"{box.text()} {box.informativeText()}")
        box.accept()

    QTimer.singleShot(0, answer)


def test_print_sheet_on_a_full_disk_says_so_and_leaves_no_half_pdf(
    qtbot,  # noqa: ANN001
    tmp_path: Path,
) -> None:
    with full_disk(tmp_path / "games") as folder:
        leave_room(folder, 8192)  # room for part of the PDF: the writer gets a short write
        settings = Settings.load()
        settings.games_folder = str(folder)
        settings.save()
        window = open_window(qtbot)
        window.start_game("tokyo", seed="FULL")
        window.controller.flip()
        click_choice(window, window.session.legal_choices()[0])
        answer_print_dialog(accept=True, seen=[])
        said: list[str] = []
        answer_the_failure(said)
        window.menus.print_sheet_action.trigger()
        printed = folder / "metrox-tokyo-FULL.pdf"
        assert [p.name for p in folder.iterdir()] == ["filler"]  # no half PDF, no temp file
        assert said == [
            f"The sheets could not be printed on {printed}."
            f" {printed}: cannot write the sheets (No space left on device)"
        ]
        assert not window.statusBar().currentMessage().startswith("Printed")


def test_print_never_writes_through_a_link_to_nowhere_in_the_folder(
    qtbot,  # noqa: ANN001
    tmp_path: Path,
) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "metrox-tokyo-LINK.pdf").symlink_to(tmp_path / "elsewhere.pdf")
    settings = Settings.load()
    settings.games_folder = str(folder)
    settings.save()
    window = open_window(qtbot)
    window.start_game("tokyo", seed="LINK")
    answer_print_dialog(accept=True, seen=[])
    window.menus.print_sheet_action.trigger()
    assert not (tmp_path / "elsewhere.pdf").exists()
    printed = folder / "metrox-tokyo-LINK (2).pdf"
    assert pdf_pages(printed) == 1
    assert window.statusBar().currentMessage() == f"Printed to {printed}"


def test_print_to_a_named_pipe_says_so_and_leaves_the_pipe(
    qtbot,  # noqa: ANN001
    tmp_path: Path,
) -> None:
    """A named pipe as the PDF file of the print dialog: the PDF renamed over it would take
    its place; the failure names it, and the pipe stays a pipe, with nothing beside it."""
    pipe = tmp_path / "printed.pdf"
    os.mkfifo(pipe)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(pipe))  # the name the dialog shows, and OK
    answer_print_dialog(accept=True, seen=[])
    said: list[str] = []
    answer_the_failure(said)
    assert not print_blank_sheets(None, Board.load("tokyo"), printer)
    assert said == [
        f"The sheets could not be printed on {pipe}. {pipe}: cannot write the sheets (not a"
        " file but a device or a pipe, which the file written would replace)"
    ]
    assert stat.S_ISFIFO(pipe.lstat().st_mode)
    assert [p.name for p in tmp_path.iterdir()] == ["printed.pdf"]
