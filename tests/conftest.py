"""Test-wide set-up: Qt runs headless, and nothing touches the real user's files."""

from __future__ import annotations

import os

# Before any Qt import: tests never need a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
