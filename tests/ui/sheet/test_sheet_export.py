"""A played sheet kept: exported as PNG, SVG or PDF with the player, date and deal."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import board_for, read_record, replay
from metrox_desktop.engine.scoring import score
from metrox_desktop.ui.sheet.export import SheetPage, export_sheets
from metrox_desktop.ui.sheet.render import RenderError

RECORDS = Path(__file__).parents[2] / "fixtures" / "records"


def table_pages(name: str = "osaka-two-players") -> tuple[Board, list[SheetPage]]:
    record = read_record(RECORDS / f"{name}.json")
    board = board_for(record)
    game = replay(record, board)
    pages = [
        SheetPage(
            game.sheets[i],
            score(board, game.sheets[i]),
            (),
            player,
            f"{player} · 25 Nov 2026 · Osaka · deal 55G4R",
        )
        for i, player in enumerate(record.players)
    ]
    return board, pages


def test_a_table_exports_to_a_pdf_of_one_page_per_sheet_with_its_caption(
    qapp: object, tmp_path: Path
) -> None:
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    board, pages = table_pages()
    out = tmp_path / "table.pdf"
    export_sheets(board, pages, out)
    text = subprocess.run(
        ["pdftotext", str(out), "-"], capture_output=True, text=True, check=True
    ).stdout
    page_texts = text.split("\f")
    assert "Ann · 25 Nov 2026 · Osaka · deal 55G4R" in page_texts[0]
    assert "Bo · 25 Nov 2026 · Osaka · deal 55G4R" in page_texts[1]
    assert "Bo" not in page_texts[0].replace("deal", "")  # each page is one player's


def test_an_image_holds_the_sheet_and_ink_saving_leaves_out_the_paper(
    qapp: object, tmp_path: Path
) -> None:
    board, pages = table_pages()
    coloured, saving = tmp_path / "sheet.png", tmp_path / "ink.png"
    export_sheets(board, pages[:1], coloured)
    export_sheets(board, pages[:1], saving, ink_saving=True)
    paper = QColor(board.spec.sheet.background)
    corner_coloured = QImage(str(coloured)).pixelColor(6, 300)
    corner_saving = QImage(str(saving)).pixelColor(6, 300)
    assert corner_coloured == paper
    assert corner_saving == QColor("#ffffff")


def test_a_failed_export_leaves_the_old_file_and_says_why(qapp: object, tmp_path: Path) -> None:
    board, pages = table_pages()
    out = tmp_path / "sheet.svg"
    out.write_text("an older drawing")
    with pytest.raises(RenderError, match="no sheet"):
        export_sheets(board, [], out)
    with pytest.raises(RenderError, match="format"):
        export_sheets(board, pages, tmp_path / "sheet.bmp2")
    assert out.read_text() == "an older drawing"
    export_sheets(board, pages, out)
    assert "<svg" in out.read_text()


def test_game_export_sheet_on_a_full_disk_keeps_the_good_pdf_and_says_so_in_a_dialog(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from tests.persistence.hostile import fill, full_disk, leave_room
    from tests.ui.helpers import click_choice, open_window
    from tests.ui.window.test_not_saved import answering

    window = open_window(qtbot)
    window.start_game("osaka", seed="WHOLE")
    window.controller.flip()
    click_choice(window, window.session.legal_choices()[0])
    with full_disk(tmp_path / "small", size_kb=512) as folder:
        (folder / "filler").unlink()
        out = folder / "sheets.pdf"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(out), ""))
        window.menus.export_action.trigger()  # Game > Export sheet..., with room for it
        before = out.read_bytes()
        assert before.rstrip().endswith(b"%%EOF")
        assert "Exported" in window.statusBar().currentMessage()
        window.statusBar().clearMessage()
        fill(folder)
        leave_room(folder, 20_000)  # a third of the PDF
        seen = answering(qtbot, lambda box: box.button(QMessageBox.StandardButton.Ok).click())
        window.menus.export_action.trigger()
        assert seen == [f"{out}: cannot write the sheets (No space left on device)"]
        assert "Exported" not in window.statusBar().currentMessage()
        assert out.read_bytes() == before
        assert sorted(p.name for p in folder.iterdir()) == ["filler", "sheets.pdf"]


def test_an_exported_pdf_is_a4_or_letter_a_page_a_sheet(qapp: object, tmp_path: Path) -> None:
    from tests.cli.test_sheets_cli import page_sizes

    board, pages = table_pages()
    out = tmp_path / "table.pdf"
    export_sheets(board, pages, out)
    sizes = page_sizes(out)
    assert len(sizes) == 2 and len(set(sizes)) == 1
    assert sizes[0] in ((842, 595), (792, 612))  # A4 or Letter, lying down: not 771x589
