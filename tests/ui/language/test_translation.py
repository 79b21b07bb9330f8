"""Translations load when shipped, and their absence is harmless."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from metrox_desktop.ui.start.app import install_translation


def test_missing_translation_keeps_english(qtbot) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert install_translation(app, "xx") is False
    assert install_translation(app, "en") is False
