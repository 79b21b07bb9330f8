"""What the app brings to the desktop: its id, icon, Japanese font and About text; and
what room the desktop leaves a window (``free_area``, ``within_frame``).

The icon's PNG sizes and the font ship in ``resources/`` (inside the wheel and the
bundles) and are read with importlib.resources, never from the working directory.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRect, QSize
from PySide6.QtGui import QFontDatabase, QGuiApplication, QIcon, QPixmap
from PySide6.QtWidgets import QWidget

from metrox_desktop import installed_version
from metrox_desktop.maps.loader import resource_dir

# The reverse-DNS id of the app: the name of its .desktop file and AppStream metainfo
# (packaging/), of its installed icon, and the desktop file name Qt reports to Wayland
# so that the compositor shows the right icon for the window.
APP_ID = "io.github.metroxdesktop.MetroXDesktop"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# M PLUS 1 (SIL Open Font License): Japanese glyphs for machines without a Japanese
# font. Registered with the platform's font database, it becomes one of the fallbacks
# for characters the interface font lacks, so kanji and kana never render as boxes.
JAPANESE_FONT = "MPLUS1-Regular.otf"


def app_icon() -> QIcon:
    """The app icon with every drawn size, so each desktop picks a sharp one."""
    icon = QIcon()
    folder = resource_dir("icons")
    for size in ICON_SIZES:
        png = folder.joinpath(f"metrox-desktop-{size}.png")
        if isinstance(png, Path):  # a file: Qt reads a size when it first draws it
            icon.addFile(str(png), QSize(size, size))  # (decoding all 8 cost the start 6 ms)
            continue
        pixmap = QPixmap()  # inside an archive: read now
        if pixmap.loadFromData(png.read_bytes()):
            icon.addPixmap(pixmap)
    return icon


def register_fonts() -> list[str]:
    """Register the shipped fonts with Qt; the font families added (none on failure)."""
    font = resource_dir("fonts").joinpath(JAPANESE_FONT)
    # A file Qt reads itself, as it needs it: its 1.5 MB read here first cost the start 3 ms.
    if isinstance(font, Path):
        font_id = QFontDatabase.addApplicationFont(str(font))
    else:  # inside an archive: read now
        font_id = QFontDatabase.addApplicationFontFromData(font.read_bytes())
    return QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []


def app_version() -> str:
    """The installed version, or words saying it is not known."""
    return installed_version() or QCoreApplication.translate("About", "unknown version")


def about_text() -> str:
    """The About box: version, the game's credits, and what this app is (and is not)."""
    credits = QCoreApplication.translate(
        "About",
        "<p><b>MetroX Desktop</b> {version}</p>"
        "<p>MetroX: game design by Hisashi Hayashi (OKAZU brand), graphic design by "
        "ryo_nyamo; published by OKAZU brand in Japan and by Gamewright in English.</p>"
        "<p>This is an unofficial app made by fans. It is not affiliated with or "
        "endorsed by the game's designer or publishers.</p>"
        "<p>Japanese text uses the M PLUS 1 font by the M+ FONTS Project (SIL Open Font "
        "License 1.1). Made with Qt for Python.</p>",
    )
    return credits.replace("{version}", app_version())


# -- room on the desktop ---------------------------------------------------------------
TITLE_BAR = 40  # pixels: a desktop's frame around a window, not known before it shows
BORDERS = 8  # pixels: the frame's left and right borders


def free_area(widget: QWidget | None) -> QRect:
    """The free area (no panels, no docks) of the screen ``widget`` is on."""
    screen = widget.screen() if widget is not None else QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 860)


def within_frame(area: QRect) -> QSize:
    """The largest window whose frame (title bar, borders) fits in ``area``."""
    return QSize(area.width() - BORDERS, area.height() - TITLE_BAR)
