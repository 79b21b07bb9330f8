"""A seat's name that looks like markup ("<b>Bo</b>": a name takes any printable
character) reads as written in the result a host's window shows at the end, as it
does in the standings: the winner's line read it as rich text, and showed (and said
to a screen reader) a bold "Bo" in a larger type, another name than the seat's. Real
seat processes on 127.0.0.1."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel

from metrox_desktop.ui.net.host_window import HostWindow
from tests.net.tables import join_window
from tests.ui.net.conftest import GAME

NAME = "<b>Bo</b>"


def shown(label: QLabel) -> str:
    """What a label shows, as a screen reader reads it (a rich text's words only)."""
    accessible = QAccessible.queryAccessibleInterface(label)
    assert accessible is not None
    return accessible.text(QAccessible.Text.Name)


def test_a_name_like_markup_reads_as_written_in_the_hosts_result(
    qtbot, tmp_path: Path, host_window
) -> None:  # noqa: ANN001
    host: HostWindow = host_window("tokyo", 2, listen=("127.0.0.1", 0), seed="MARKUP1")
    join_window(tmp_path / "bo", host, NAME, "--seats", "2")  # "<b>Bo</b> 1", "<b>Bo</b> 2"
    qtbot.waitUntil(lambda: host.result_box.isVisible(), timeout=GAME)
    headline = shown(host.result.label)
    assert headline.startswith(f"{NAME} ") and headline == host.result.label.text()
    assert shown(host.result_note) == host.result_note.text()
