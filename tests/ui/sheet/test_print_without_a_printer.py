"""Printing on a computer with no printer (offscreen has none): the print dialog offers a
PDF of a sensible name in a real folder, never a folder as the file, never a file the
player has, and the pages are A4 or Letter."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtPrintSupport import QPrinterInfo

from metrox_desktop.engine.board import Board
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.ui.sheet.print_sheets import print_blank_sheets
from tests.cli.test_sheets_cli import page_sizes
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
