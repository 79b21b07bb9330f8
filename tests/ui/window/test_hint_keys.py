"""The Hint's key is Shift+H everywhere a player reads about it (plain H is the
Hibiya line's letter on Tokyo: tested with the hint itself in test_hints.py)."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu

from metrox_desktop.ui.dialogs.rules_help import RulesDialog
from tests.ui.helpers import open_window


def test_the_button_the_menu_and_the_keyboard_help_say_shift_h(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="HINT7")
    assert "(Shift+H)" in window.panel.hint_button.toolTip()
    shortcut = window.menus.hint_action.shortcut()
    assert shortcut == QKeySequence("Shift+H")
    # The menu shows the action with its key beside it (Game > Hint).
    menus = [a.menu() for a in window.menuBar().actions() if isinstance(a.menu(), QMenu)]
    assert any(window.menus.hint_action in menu.actions() for menu in menus)
    # The keyboard help's table: each key in a cell, what it does in the next one.
    lines = RulesDialog(window).browser.toPlainText().splitlines()
    hint_rows = [i for i, line in enumerate(lines) if line.startswith("Hint")]
    assert hint_rows and all(lines[i - 1].strip() == "Shift+H" for i in hint_rows)
