"""PySide6 6.12.0 on Python 3.11 aborts ("none_dealloc") after ~5,000 ordinary calls.

pyproject pins PySide6 below 6.12; this guards the pin (and any future upgrade) by
making 20,000 such calls in a separate process, where an abort cannot take pytest down.
"""

from __future__ import annotations

import subprocess
import sys

SCRIPT = """
import os
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QApplication, QGraphicsRectItem
app = QApplication([])
item = QGraphicsRectItem(0, 0, 10, 10)
colours = [QColor("#ff0000"), QColor("#00ff00")]
for k in range(20_000):
    item.setBrush(QBrush(colours[k % 2]))
    item.setOpacity(0.5 if k % 3 else 1.0)
print("done")
"""


def test_twenty_thousand_qt_calls_do_not_abort() -> None:
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip() == "done"
