"""Help > About names the version, the game's authors and publishers, and says the app
is unofficial."""

from __future__ import annotations

from importlib.metadata import version

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from metrox_desktop.ui.window.main_window import MainWindow


def test_about_credits_the_game_and_says_unofficial(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[tuple[str, str]] = []

    def about(parent: QWidget, title: str, text: str) -> None:
        shown.append((title, text))

    monkeypatch.setattr(QMessageBox, "about", about)
    window = MainWindow()
    qtbot.addWidget(window)
    window.menus.about_action.trigger()
    [(title, text)] = shown
    assert title == "About MetroX Desktop"
    assert f"MetroX Desktop</b> {version('metrox-desktop')}" in text
    for credit in ("Hisashi Hayashi", "ryo_nyamo", "OKAZU brand", "Gamewright", "unofficial"):
        assert credit in text
