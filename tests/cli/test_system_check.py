"""A machine that cannot show the window gets one line naming what is missing and exit
status 2, not Qt's abort (exit 134, "Reinstalling the application may fix this
problem"): no display, or the X11 plugin's system libraries not installed."""

from __future__ import annotations

from pathlib import Path

import pytest

from metrox_desktop.ui.start.system_check import missing_libraries, xcb_plugin
from tests.cli.running import run_app


def test_no_display_is_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    result = run_app(home=tmp_path, env={"QT_QPA_PLATFORM": ""})
    assert result.returncode == 2
    [line] = result.stderr.splitlines()
    assert line.startswith("metrox-desktop: no display") and "DISPLAY" in line


@pytest.mark.skipif(
    not xcb_plugin().is_file() or not missing_libraries(xcb_plugin()),
    reason="every library of the X11 plugin is installed here",
)
def test_missing_x11_libraries_are_named_with_their_packages(tmp_path: Path) -> None:
    missing = missing_libraries(xcb_plugin())  # on this machine, for real
    result = run_app(home=tmp_path, env={"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":99"})
    assert result.returncode == 2
    [line] = result.stderr.splitlines()
    assert "apt install" in line and all(name in line for name in missing)
    if "libxcb-icccm.so.4" in missing:
        assert "libxcb-icccm4" in line
