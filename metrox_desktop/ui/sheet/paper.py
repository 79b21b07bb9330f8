"""The paper a sheet is put on: one rule for every PDF the app writes and every printer.

The paper is A4 or Letter: the default printer's when it is one of them, else the
locale's (Letter where paper is measured in US units, A4 elsewhere); a command may name
it (``sheets --page``). The sheet lies on it landscape or portrait, whichever shows it
larger, within margins most printers reach, as large as they allow and centred.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, QMarginsF, QRectF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize

PAPERS = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
MARGIN_MM = 10.0  # what most printers can reach


def default_paper() -> str:
    """``a4`` or ``letter``: the default printer's paper when it is one of them, else the
    locale's."""
    from PySide6.QtPrintSupport import QPrinterInfo  # loaded when a page is made

    printer = QPrinterInfo.defaultPrinter()
    if not printer.isNull():
        loaded = printer.defaultPageSize().id()
        for name, paper in PAPERS.items():
            if loaded == paper:
                return name
    us_units = QLocale.system().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
    return "letter" if us_units else "a4"


def orientation_for(page: QPageSize, shape: QSizeF) -> QPageLayout.Orientation:
    """Landscape or portrait: whichever holds a drawing of ``shape`` (any unit) larger
    within the margins."""
    size = page.size(QPageSize.Unit.Millimeter)
    short, long = sorted((size.width(), size.height()))
    short, long = short - 2 * MARGIN_MM, long - 2 * MARGIN_MM
    upright = min(short / shape.width(), long / shape.height())
    lying = min(long / shape.width(), short / shape.height())
    if lying >= upright:
        return QPageLayout.Orientation.Landscape
    return QPageLayout.Orientation.Portrait


def sheet_layout(shape: QSizeF, paper: str | None = None) -> QPageLayout:
    """The page for a drawing of ``shape``: ``paper`` (``a4``, ``letter``; None: the
    default paper), turned the way that holds it larger, with the margins."""
    page = QPageSize(PAPERS[paper or default_paper()])
    return QPageLayout(
        page,
        orientation_for(page, shape),
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
        QPageLayout.Unit.Millimeter,
    )


def fitted(area: QRectF, shape: QSizeF) -> QRectF:
    """The largest rectangle of ``shape``'s proportions within ``area``, centred."""
    scale = min(area.width() / shape.width(), area.height() / shape.height())
    width, height = shape.width() * scale, shape.height() * scale
    return QRectF(
        area.left() + (area.width() - width) / 2,
        area.top() + (area.height() - height) / 2,
        width,
        height,
    )
