"""Export: an SVG of a sheet is a vector file a viewer opens at the sheet's size; a PDF
is a page of paper (A4 or Letter) with the sheet on it."""

from __future__ import annotations

from pathlib import Path

from metrox_desktop.engine.board import Board
from metrox_desktop.ui.sheet.render import render_sheet


def test_svg_is_valid_vector_with_text_as_shapes(qtbot, tmp_path: Path) -> None:
    from PySide6.QtSvg import QSvgRenderer

    out = tmp_path / "tokyo.svg"
    render_sheet(Board.load("tokyo"), out)
    text = out.read_text(encoding="utf-8")
    assert 'viewBox="0 0 1028 751"' in text
    assert 'd=""' not in text  # empty paths make viewers complain
    assert QSvgRenderer(str(out)).isValid()


def test_pdf_page_is_a4_or_letter_lying_down(qtbot, tmp_path: Path) -> None:
    out = tmp_path / "osaka.pdf"
    render_sheet(Board.load("osaka"), out)
    data = out.read_bytes()
    assert data.startswith(b"%PDF")
    # A4 or Letter (the locale's), landscape: the sheet is wider than high
    assert b"/MediaBox [0 0 842.000000 595.000000]" in data or (
        b"/MediaBox [0 0 792.000000 612.000000]" in data
    )
