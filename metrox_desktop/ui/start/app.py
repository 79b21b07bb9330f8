"""Start the Qt application and the game window; the --screenshot mode.

Only the ``play`` and ``inspect`` commands import this module, so ``metrox-desktop
replay`` and friends never load Qt.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QEvent, QIODevice, QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from metrox_desktop.persistence.atomic import write_bytes_atomic
from metrox_desktop.ui.context import start_context
from metrox_desktop.ui.desktop import APP_ID, app_icon, register_fonts
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.later import later
from metrox_desktop.ui.start.collector import collect_on_gui_thread

APP_NAME = "MetroX Desktop"


def make_app(
    argv: list[str] | None = None,
    picture_mode: bool = False,
    screen: tuple[int, int] | None = None,
) -> QApplication:
    """The application, made once with its context (ui/context.py): ``picture_mode``
    when it only draws a picture (``--screenshot``: a card shows itself at once), on
    the offscreen platform a ``screen`` (width, height) at least that large."""
    app = QApplication.instance()
    if app is None:
        from metrox_desktop.ui.start.system_check import start_problem

        problem = start_problem()
        if problem is not None:  # else Qt aborts with its generic advice (exit 134)
            print(f"metrox-desktop: {problem}", file=sys.stderr)
            raise SystemExit(2)
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
            Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
        )
        with offscreen_screen(screen):
            app = QApplication(argv if argv is not None else sys.argv[:1])
        app.setApplicationName("metrox-desktop")
        app.setApplicationDisplayName(APP_NAME)
        app.setOrganizationName("metrox-desktop")
        app.setDesktopFileName(APP_ID)
        app.setWindowIcon(app_icon())
        collect_on_gui_thread(app)  # before any window: none is ever freed on another thread
        start_context(app, picture_mode)
        register_fonts()
        set_language()  # the one chosen last in View > Language, else the system's
    assert isinstance(app, QApplication)
    return app


@contextmanager
def offscreen_screen(size: tuple[int, int] | None) -> Iterator[None]:
    """While the application is made: on the plain offscreen platform (pictures), a
    screen at least ``size`` large. Qt's own is 800x800, and dialogs keep to the screen:
    the final dialog over a 2560x1440 picture was cut to it, as no real screen of that
    size would cut it. Qt reads the file while the application is made."""
    if size is None or os.environ.get("QT_QPA_PLATFORM") != "offscreen":
        yield
        return
    width, height = (max(800, side) for side in size)
    screen = {"name": "picture", "x": 0, "y": 0, "width": width, "height": height}
    screen |= {"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}  # as Qt's own
    with tempfile.TemporaryDirectory(prefix="metrox-screen-") as folder:
        config = Path(folder) / "screen.json"
        config.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
        try:
            yield
        finally:
            os.environ["QT_QPA_PLATFORM"] = "offscreen"  # as given, for what runs next


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


def shoot_after_paint(
    app: QApplication,
    window: QWidget,
    path: str,
    dialog: QWidget | None = None,
    image_format: str = "PNG",
    ready: Callable[[], bool] | None = None,
) -> int:
    """--screenshot: run the event loop until the shown ``window`` has painted (and
    ``ready()`` says a search it waits for is done), then save it, with ``dialog`` over
    it, to ``path``. The command's exit status: 0, or 2 with one line on stderr."""
    picture = QByteArray()

    def shoot() -> None:
        if ready is not None and not ready():
            QTimer.singleShot(200, shoot)
            return
        # What the wait brought (a text of several lines) is laid out before the picture.
        app.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        buffer = QBuffer(picture)  # encoded in memory: a full disk never meets the encoder
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not grab_window(window, dialog).save(buffer, image_format):
            picture.clear()
        app.quit()

    # Shot once the window has painted (a fixed wait only made a start look slower).
    _AfterFirstPaint(window, shoot)  # the window owns it
    app.exec()
    why = write_picture(Path(path), bytes(picture.data())) if picture.size() else ""
    if why is None:
        print(f"wrote {path}")
        return 0
    print(f"metrox-desktop: cannot write {path}{why}", file=sys.stderr)
    return 2


class _AfterFirstPaint(QObject):
    """Calls ``then`` once, when the event loop is back after ``window``'s first paint
    (the paint of every widget in it is over by then), or after LATEST_MS if no paint
    comes (a desktop may not show a window that opened minimized: the grab draws it)."""

    LATEST_MS = 2000

    def __init__(self, window: QWidget, then: Callable[[], None]) -> None:
        super().__init__(window)
        self._then: Callable[[], None] | None = then
        window.installEventFilter(self)
        window.update()  # a paint comes even if the window had painted before
        later(self.LATEST_MS, self, self._call)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint and self._then is not None:
            watched.removeEventFilter(self)
            later(0, self, self._call)
        return False

    def _call(self) -> None:
        then, self._then = self._then, None
        if then is not None:
            then()


def write_picture(path: Path, data: bytes) -> str | None:
    """Write an encoded picture whole or not at all (beside, then renamed over: a full
    disk leaves no half file); None, or why not (": reason")."""
    if not path.parent.is_dir():
        return ": no such folder"
    try:
        write_bytes_atomic(path, data)
    except OSError as error:
        return f": {error.strerror or error}"
    return None
