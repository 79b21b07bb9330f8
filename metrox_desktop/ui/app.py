"""Start the Qt application and the game window; the --screenshot mode.

Only the ``play`` and ``inspect`` commands import this module, so ``metrox-desktop
replay`` and friends never load Qt.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QLocale, QPoint, Qt, QTranslator
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from metrox_desktop.ui.desktop import APP_ID, app_icon, register_fonts

APP_NAME = "MetroX Desktop"
_TRANSLATION_DATA: list[bytes] = []


def make_app(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if app is None:
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
            Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
        )
        app = QApplication(argv if argv is not None else sys.argv[:1])
        app.setApplicationName("metrox-desktop")
        app.setApplicationDisplayName(APP_NAME)
        app.setOrganizationName("metrox-desktop")
        app.setDesktopFileName(APP_ID)
        app.setWindowIcon(app_icon())
        register_fonts()
        install_translation(app)
    assert isinstance(app, QApplication)
    return app


def install_translation(app: QApplication, language: str | None = None) -> bool:
    """Load ``resources/i18n/metrox_desktop_<lang>.qm`` for the system language, if shipped.

    Every user-visible string goes through tr(), so a Japanese translation is one .qm
    file away; without one the app stays in English.
    """
    from metrox_desktop.maps.loader import resource_dir

    language = language or QLocale.system().name().split("_")[0]
    if language == "en":
        return False
    entry = resource_dir("i18n").joinpath(f"metrox_desktop_{language}.qm")
    try:
        data = entry.read_bytes()
    except OSError:
        return False
    translator = QTranslator(app)
    _TRANSLATION_DATA.append(data)  # Qt reads the data in place: keep it alive
    if not translator.load(data):
        return False
    return app.installTranslator(translator)


def grab_window(window: QWidget, dialog: QWidget | None = None) -> QPixmap:
    """The window as painted, with an open dialog drawn centred over it."""
    pixmap = window.grab()
    if dialog is not None and dialog.isVisible():
        shot = dialog.grab()
        painter = QPainter(pixmap)
        # a soft shade over the window, as a modal dialog appears on most desktops
        painter.fillRect(pixmap.rect(), QColor(0, 0, 0, 60))
        ratio = pixmap.devicePixelRatio()
        at = QPoint(
            round((pixmap.width() / ratio - shot.width() / shot.devicePixelRatio()) / 2),
            round((pixmap.height() / ratio - shot.height() / shot.devicePixelRatio()) / 2),
        )
        painter.drawPixmap(at, shot)
        painter.end()
    return pixmap


def save_screenshot(window: QWidget, path: str | Path, dialog: QWidget | None = None) -> bool:
    return grab_window(window, dialog).save(str(path), "PNG")
