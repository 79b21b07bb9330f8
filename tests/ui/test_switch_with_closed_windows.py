"""A language or theme switch with a closed window still waiting for Python's cycle
collector: the switch reaches every window, the collector runs inside a child's handler
(here on purpose, in a real game whenever a handler's Python code allocates), and the
window must not be freed while Qt hands the event on to its other children (that was a
segmentation fault, seen once in the suite). Each case runs in a fresh process, so a
crash is a failed test, not a lost test worker."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

SWITCH = """
import gc, sys
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget
from metrox_desktop.ui import language, themes

app = QApplication([])


class Part(QLabel):
    def changeEvent(self, event):
        gc.collect()  # as the collector may, whenever a handler's Python code allocates
        super().changeEvent(event)


class Closed(QWidget):
    # A window of Python's own (no parent) whose Python side is held in a cycle
    def __init__(self):
        super().__init__()
        self.me = self
        parts = QVBoxLayout(self)
        for n in range(6):
            parts.addWidget(Part(str(n)))


gc.disable()
for _ in range(3):
    window = Closed()
    window.show()
    app.processEvents()
    window.close()
    del window  # garbage now; Qt's window lives on until the collector frees it
if sys.argv[1] == "language":
    language.set_language("ja")
else:
    themes.set_theme("dark")
gc.enable()
gc.collect()
print("switched")
"""


@pytest.mark.parametrize("switch", ["language", "theme"])
def test_a_switch_survives_closed_windows_left_to_the_collector(
    switch: str, tmp_path: Path
) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", METROX_DESKTOP_HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", SWITCH, switch],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "switched"
