"""The .desktop file and AppStream metainfo: valid, and true to the app they describe.

The freedesktop validators run when installed (apt: desktop-file-utils, appstream);
the checks that the files agree with the app (id, icon, command, version,
screenshots) always run.
"""

from __future__ import annotations

import configparser
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from importlib.metadata import version
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from metrox_desktop.ui.desktop import APP_ID

ROOT = Path(__file__).resolve().parents[2]
DESKTOP = ROOT / "packaging" / f"{APP_ID}.desktop"
METAINFO = ROOT / "packaging" / f"{APP_ID}.metainfo.xml"


def run_validator(*command: str) -> subprocess.CompletedProcess[str]:
    if shutil.which(command[0]) is None:
        pytest.skip(f"{command[0]} is not installed")
    return subprocess.run(command, capture_output=True, text=True, timeout=60)


def test_desktop_file_is_valid() -> None:
    done = run_validator("desktop-file-validate", str(DESKTOP))
    assert (done.returncode, done.stdout + done.stderr) == (0, "")


def test_metainfo_is_valid() -> None:
    done = run_validator("appstreamcli", "validate", "--no-net", str(METAINFO))
    assert done.returncode == 0, done.stdout + done.stderr


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys keep their case
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_file_starts_the_installed_command_with_the_app_icon() -> None:
    entry = desktop_entry()
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["gui-scripts"]
    assert entry["Exec"].split()[0] in scripts
    assert entry["Icon"] == APP_ID
    assert entry["Name"] == "MetroX Desktop"


def test_metainfo_names_the_same_app_version_and_existing_screenshots() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.find("content_rating").get("type") == "oars-1.1"  # type: ignore[union-attr]
    newest = root.find("releases/release")
    assert newest is not None and newest.get("version") == version("metrox-desktop")
    images = root.findall("screenshots/screenshot/image")
    assert images
    for image in images:
        # screenshots are served from the repository's docs/ folder
        shot = ROOT / "docs" / image.text.rsplit("/docs/", 1)[1]  # type: ignore[union-attr]
        picture = QImage(str(shot))
        assert not picture.isNull(), f"{shot.name} is not in docs/"
        assert (picture.width(), picture.height()) == (
            int(image.get("width", 0)),
            int(image.get("height", 0)),
        )
