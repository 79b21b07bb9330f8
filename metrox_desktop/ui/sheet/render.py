"""Draw a sheet to a PNG, SVG or PDF file without opening a window.

Used by ``metrox-desktop maps render`` and by the app's export and print. Every
picture and document is made in memory and written by :func:`write_file` (whole or
not at all). Needs a
QApplication (QGraphicsScene is a widgets class); :func:`ensure_app` makes one on the
offscreen platform when none exists.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPageLayout, QPainter, QPdfWriter
from PySide6.QtWidgets import QApplication, QGraphicsScene

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.scoring import Score
from metrox_desktop.engine.state import SheetState
from metrox_desktop.persistence.atomic import write_bytes_atomic
from metrox_desktop.ui.context import start_context
from metrox_desktop.words import QT_TRANSLATE_NOOP, os_reason

FORMATS = ("png", "svg", "pdf")
# What write_file writes, in its messages (a dialog says them in the window's language).
SHEETS = QT_TRANSLATE_NOOP("files", "the sheets")
IMAGE = QT_TRANSLATE_NOOP("files", "the image")


class RenderError(ValueError):
    """The image cannot be written (unknown format, unwritable path)."""


def ensure_app() -> QApplication:
    """The application, made here (with its context, drawing pictures only) when a
    command draws without a window."""
    app = QApplication.instance()
    if app is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication([])
        from metrox_desktop.ui.desktop import register_fonts

        register_fonts()  # a Japanese player name or route name drawn, not boxes
        start_context(app, picture_mode=True)
    assert isinstance(app, QApplication)
    return app


def format_of(path: str | Path) -> str:
    suffix = Path(path).suffix.lower().lstrip(".")
    if suffix not in FORMATS:
        raise RenderError(f"{path}: cannot tell the image format; use a .png, .svg or .pdf name")
    return suffix


def render_image(
    scene: QGraphicsScene,
    scale: float = 2.0,
    greyscale: bool = False,
    region: QRectF | None = None,
) -> QImage:
    """The whole scene (or ``region`` of it, in sheet units) as an image, ``scale``
    pixels per sheet unit."""
    rect = scene.sceneRect() if region is None else region
    size = QSize(max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale)))
    image = drawn_image(size, lambda painter, area: scene.render(painter, area, rect))
    if greyscale:
        image = image.convertToFormat(QImage.Format.Format_Grayscale8)
    return image


def drawn_image(size: QSize, paint: Callable[[QPainter, QRectF], None]) -> QImage:
    """An image of ``size`` pixels on white, drawn by ``paint(painter, its area)``."""
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter, QRectF(image.rect()))
    painter.end()
    return image


def render_scene(
    scene: QGraphicsScene, path: str | Path, scale: float = 2.0, greyscale: bool = False
) -> None:
    """Write the whole scene (its sceneRect) to ``path``; the format comes from the suffix.

    Raises RenderError (a bad name, or cannot write there)."""
    fmt = format_of(path)
    rect = scene.sceneRect()
    data: bytes | None
    if fmt == "png":
        data = png_data(render_image(scene, scale, greyscale))
    elif fmt == "svg":
        size = QSize(round(rect.width()), round(rect.height()))
        data = svg_data(
            size,
            "MetroX sheet",
            lambda painter: scene.render(painter, QRectF(0, 0, rect.width(), rect.height()), rect),
        )
    else:
        from metrox_desktop.ui.sheet.paper import fitted, sheet_layout

        def paint(writer: QPdfWriter) -> bool:
            painter = QPainter()
            if not painter.begin(writer):
                return False
            scene.render(painter, fitted(QRectF(painter.viewport()), rect.size()), rect)
            return painter.end()

        data = pdf_data(sheet_layout(rect.size()), "", paint)
    write_file(path, data, IMAGE)


def png_data(image: QImage) -> bytes | None:
    """``image`` as PNG, encoded in memory (a full disk never meets the encoder, which
    printed its own line); None if it cannot be encoded."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # The stubs want bytes for the format, PySide6 at run time a str.
    encoded = image.save(buffer, "PNG")  # type: ignore[call-overload]
    return bytes(data.data()) if encoded and data.size() else None


def svg_data(size: QSize, title: str, paint: Callable[[QPainter], None]) -> bytes | None:
    """An SVG of ``size`` (pixels at 96 per inch) drawn by ``paint``, in memory; None if
    it could not be drawn."""
    from PySide6.QtSvg import QSvgGenerator

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setResolution(96)  # so the sheet opens at its own size in pixels
    generator.setSize(size)
    generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
    generator.setTitle(title)
    painter = QPainter()
    if not painter.begin(generator):
        return None
    paint(painter)
    whole = painter.end()
    return bytes(data.data()) if whole and data.size() else None


def pdf_data(
    layout: QPageLayout,
    title: str,
    paint: Callable[[QPdfWriter], bool],
    resolution: int = 300,
    greyscale: bool = False,
) -> bytes | None:
    """A PDF of pages of ``layout`` drawn by ``paint`` (False: it failed), made in memory
    (``resolution``: of coordinates only, the drawing is vectors; ``greyscale``: in shades
    of grey, as a print dialog may ask); None unless the painting ended well and the
    document is whole (ends in ``%%EOF``)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(resolution)
    writer.setPageLayout(layout)
    writer.setTitle(title)
    writer.setCreator("metrox-desktop")
    if greyscale:
        writer.setColorModel(QPdfWriter.ColorModel.Grayscale)
    if not paint(writer):
        return None
    document = bytes(data.data())
    return document if document.rstrip().endswith(b"%%EOF") else None


def write_file(path: str | Path, data: bytes | None, what: str) -> None:
    """Write ``data`` (an encoded picture or document; None: it could not be drawn) to
    ``path`` whole or not at all, as every file the app writes (persistence.atomic:
    beside, checked on disk, then renamed over: a full disk never replaces a good file
    with part of one). Raises RenderError saying ``what`` (SHEETS, IMAGE) could not be
    written, in words marked for translation."""
    final = Path(path)
    if final.is_dir():
        folder = QT_TRANSLATE_NOOP("files", "{path}: is a folder; give an image file name")
        raise RenderError(folder.format(path=str(path)))
    if data is None:
        drawn = QT_TRANSLATE_NOOP("files", "{path}: cannot draw {what}")
        raise RenderError(drawn.format(path=str(path), what=what))
    if not final.parent.is_dir():
        why = QT_TRANSLATE_NOOP("files", "not a folder")
        if not final.parent.exists():
            why = QT_TRANSLATE_NOOP("files", "no such folder")
        there = QT_TRANSLATE_NOOP("files", "{path}: cannot write there ({why})")
        raise RenderError(there.format(path=str(path), why=why))
    try:
        write_bytes_atomic(final, data)
    except OSError as error:
        cannot = QT_TRANSLATE_NOOP("files", "{path}: cannot write {what} ({reason})")
        raise RenderError(
            cannot.format(path=str(path), what=what, reason=os_reason(error))
        ) from None


def render_sheet(
    board: Board,
    path: str | Path,
    sheet: SheetState | None = None,
    score: Score | None = None,
    crossed_crowns: Iterable[int] = (),
    scale: float = 2.0,
    greyscale: bool = False,
    player_name: str | None = None,
) -> None:
    """Draw a map (optionally a player's sheet, score and name on it) to an image file."""
    ensure_app()
    from metrox_desktop.ui.sheet.scene import MapScene

    scene = MapScene(board)
    if sheet is not None:
        scene.show_sheet(sheet, crossed_crowns)
    scene.show_score(score)
    scene.show_player_name(player_name)
    render_scene(scene, path, scale=scale, greyscale=greyscale)
