"""Draw a sheet to a PNG, SVG or PDF file without opening a window.

Used by ``metrox-desktop maps render`` and by the app's export and print. Needs a
QApplication (QGraphicsScene is a widgets class); :func:`ensure_app` makes one on the
offscreen platform when none exists.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtWidgets import QApplication, QGraphicsScene

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.scoring import Score
from metrox_desktop.engine.state import SheetState

FORMATS = ("png", "svg", "pdf")


class RenderError(ValueError):
    """The image cannot be written (unknown format, unwritable path)."""


def ensure_app() -> QApplication:
    app = QApplication.instance()
    if app is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication([])
        from metrox_desktop.ui.desktop import register_fonts

        register_fonts()  # a Japanese player name or route name drawn, not boxes
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
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, image.width(), image.height()), rect)
    painter.end()
    if greyscale:
        image = image.convertToFormat(QImage.Format.Format_Grayscale8)
    return image


def render_scene(
    scene: QGraphicsScene, path: str | Path, scale: float = 2.0, greyscale: bool = False
) -> None:
    """Write the whole scene (its sceneRect) to ``path``; the format comes from the suffix.

    Raises RenderError (a bad name, or cannot write there)."""
    fmt = format_of(path)
    write_beside(path, fmt, lambda target: _write_scene(scene, fmt, target, path, scale, greyscale))


def write_beside(path: str | Path, fmt: str, write: Callable[[str], None]) -> None:
    """``write(temporary)`` makes the file beside ``path``; it is renamed over ``path``
    only when complete, so a failed write never replaces a good file with half an image.
    Raises RenderError (a folder, cannot write there, nothing written)."""
    final = Path(path)
    if final.is_dir():
        raise RenderError(f"{path}: is a folder; give an image file name")
    try:
        handle, temporary = tempfile.mkstemp(
            prefix=f".{final.name}.", suffix=f".{fmt}", dir=final.parent
        )
    except OSError as error:
        raise RenderError(f"{path}: cannot write there ({error.strerror or error})") from None
    os.close(handle)
    try:
        write(temporary)
        with open(temporary, "rb+") as written:
            if not written.read(1):
                raise RenderError(f"{path}: cannot write the image")
            os.fsync(written.fileno())
        os.chmod(temporary, _new_file_mode(final))  # mkstemp makes it private (0600)
        os.replace(temporary, final)
    except OSError as error:
        raise RenderError(f"{path}: cannot write the image ({error.strerror or error})") from None
    finally:
        if os.path.exists(temporary):
            os.unlink(temporary)


def _new_file_mode(final: Path) -> int:
    """The permissions the image would have had if written directly."""
    try:
        return final.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0o022)
        os.umask(umask)
        return 0o666 & ~umask


def _write_scene(
    scene: QGraphicsScene,
    fmt: str,
    target: str,
    path: str | Path,
    scale: float,
    greyscale: bool,
) -> None:
    rect = scene.sceneRect()
    if fmt == "png":
        image = render_image(scene, scale, greyscale)
        if not image.save(target):
            raise RenderError(f"{path}: cannot write the image")
    elif fmt == "svg":
        from PySide6.QtSvg import QSvgGenerator

        generator = QSvgGenerator()
        generator.setFileName(target)
        generator.setResolution(96)  # so the sheet opens at its own size in pixels
        generator.setSize(QSize(round(rect.width()), round(rect.height())))
        generator.setViewBox(QRectF(0, 0, rect.width(), rect.height()))
        generator.setTitle("MetroX sheet")
        painter = QPainter()
        if not painter.begin(generator):
            raise RenderError(f"{path}: cannot write the image")
        scene.render(painter, QRectF(0, 0, rect.width(), rect.height()), rect)
        painter.end()
    else:
        writer = QPdfWriter(target)
        writer.setResolution(300)
        # A page the size of the sheet, landscape, no margins: 1 sheet unit = 1/96 inch.
        size = QSizeF(rect.width() / 96 * 25.4, rect.height() / 96 * 25.4)
        writer.setPageLayout(
            QPageLayout(
                QPageSize(size, QPageSize.Unit.Millimeter),
                QPageLayout.Orientation.Portrait,
                QMarginsF(),
            )
        )
        painter = QPainter()
        if not painter.begin(writer):
            raise RenderError(f"{path}: cannot write the image")
        page = painter.viewport()
        scene.render(painter, QRectF(page), rect, Qt.AspectRatioMode.KeepAspectRatio)
        painter.end()


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
