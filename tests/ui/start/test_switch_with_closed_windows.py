"""A language or theme switch with a closed window still waiting for Python's cycle
collector: the switch reaches every window and a child's handler allocates (which once
ran the collector there, freeing the window while Qt handed the event on to its other
children: a segmentation fault). The app's collector runs only from its own timer on
the GUI thread (make_app), never inside a handler. Each case runs in a fresh process,
so a crash is a failed test, not a lost test worker."""

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
from metrox_desktop.ui.start.app import make_app

app = make_app([])


class Part(QLabel):
    def changeEvent(self, event):
        garbage = [[n] for n in range(20_000)]  # past every threshold of the collector
        for box in garbage:
            box.append(box)  # each in a cycle of its own
        super().changeEvent(event)


class Closed(QWidget):
    # A window of Python's own (no parent) whose Python side is held in a cycle
    def __init__(self):
        super().__init__()
        self.me = self
        parts = QVBoxLayout(self)
        for n in range(6):
            parts.addWidget(Part(str(n)))


assert not gc.isenabled()  # make_app: collected on the GUI thread, from a timer only
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
