"""A machine that cannot show the window gets one line naming what is missing and exit
status 2, not Qt's abort (exit 134, "Reinstalling the application may fix this
problem"): no display, the X11 plugin's system libraries not installed, or no X server
on the display named."""

from __future__ import annotations

from pathlib import Path

import pytest

from metrox_desktop.ui.start.system_check import missing_libraries, x_server_answers, xcb_plugin
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


def free_display() -> str:
    """A display number no X server listens on here (no socket, no lock file)."""
    for number in range(99, 200):
        if not any(
            Path(f).exists() for f in (f"/tmp/.X11-unix/X{number}", f"/tmp/.X{number}-lock")
        ):
            return f":{number}"
    raise AssertionError("every display from :99 to :199 is taken")


def test_a_display_with_no_x_server_is_one_line(tmp_path: Path) -> None:
    display = free_display()
    assert not x_server_answers(display)
    missing = missing_libraries(xcb_plugin())
    result = run_app(home=tmp_path, env={"QT_QPA_PLATFORM": "xcb", "DISPLAY": display})
    assert result.returncode == 2, result.stderr  # not Qt's abort (134)
    [line] = result.stderr.splitlines()
    if missing:  # the libraries are named first: they are needed on any display
        assert "apt install" in line
    else:
        assert line.startswith("metrox-desktop: no X server") and display in line
