"""Translations load when shipped, and their absence is harmless."""

from __future__ import annotations

from metrox_desktop.ui.language import set_language


def test_missing_translation_keeps_english(qtbot) -> None:
    assert set_language("xx") == "en"
    assert set_language("en") == "en"
