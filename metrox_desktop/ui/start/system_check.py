"""Before Qt starts on Linux: is there a display, are the system libraries of Qt's
X11 plugin installed, and does an X server answer on the display named? Without them
Qt aborts (exit 134) with a generic "Reinstalling the application may fix this
problem"; here one line says what is wrong (and names what to install).

Only the xcb platform is checked (the default on X11); offscreen, Wayland and the
others are left to Qt. The libraries are those ``ldd`` finds missing for the plugin
(it follows the plugin's own search path, so a bundle that carries them passes).
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

# The libraries the X11 plugin and Qt load, by the Debian/Ubuntu package that has them.
PACKAGES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
}
# An X server on this machine answers at once; one far away gets this long.
ANSWER_SECONDS = 3.0
NOT_FOUND = re.compile(r"^\s*(\S+)\s*=>\s*not found", re.MULTILINE)


def uses_xcb() -> bool:
    """Qt will start its X11 plugin: asked for, or the default on Linux outside Wayland."""
    if not sys.platform.startswith("linux"):
        return False
    platform = os.environ.get("QT_QPA_PLATFORM", "").split(":")[0].split(";")[0]
    if platform:
        return platform == "xcb"
    return not os.environ.get("WAYLAND_DISPLAY")  # a Wayland session: Qt's own choice


def xcb_plugin() -> Path:
    from PySide6.QtCore import QLibraryInfo

    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    return plugins / "platforms" / "libqxcb.so"


def missing_libraries(library: Path) -> list[str]:
    """The shared libraries ``library`` needs that the system cannot find (by ldd);
    empty when ldd finds them all or cannot tell."""
    import subprocess  # only on X11: offscreen and Wayland starts do without it

    try:
        found = subprocess.run(
            ["ldd", str(library)], capture_output=True, text=True, timeout=20, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return []
    return list(dict.fromkeys(NOT_FOUND.findall(found.stdout)))


def start_problem() -> str | None:
    """Why the window cannot open here (one line), or None."""
    if not uses_xcb():
        return None
    if not os.environ.get("DISPLAY"):
        return (
            "no display to open the window on (DISPLAY is not set): start it in a desktop "
            "session, or for a picture use --screenshot FILE with QT_QPA_PLATFORM=offscreen"
        )
    plugin = xcb_plugin()
    if not plugin.is_file():
        return None  # Qt says which plugins it has
    missing = missing_libraries(plugin)
    if missing:
        packages = " ".join(dict.fromkeys(PACKAGES.get(name, name) for name in missing))
        return (
            f"the window needs system libraries that are not installed "
            f"({', '.join(missing)}): install them, e.g. sudo apt install {packages}"
        )
    display = os.environ["DISPLAY"]
    if not x_server_answers(display):
        return (
            f"no X server answers on the display {display} (DISPLAY): start it in a desktop "
            "session, or for a picture use --screenshot FILE with QT_QPA_PLATFORM=offscreen"
        )
    return None


def x_server_answers(display: str) -> bool:
    """Whether an X server accepts a connection on ``display`` (libxcb, as Qt's plugin
    connects); True when it cannot tell (no libxcb, or no answer within ANSWER_SECONDS:
    then Qt tries, and says what it finds)."""
    import ctypes  # only on X11, as missing_libraries' subprocess
    import threading

    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    answered: list[bool] = []

    def connect() -> None:
        connection = xcb.xcb_connect(display.encode(), None)  # never NULL: an error is kept
        answered.append(xcb.xcb_connection_has_error(connection) == 0)
        xcb.xcb_disconnect(connection)

    trying = threading.Thread(target=connect, daemon=True)  # a far server: no wait for TCP
    trying.start()
    trying.join(ANSWER_SECONDS)
    return answered[0] if answered else True
