"""The menus and their shortcuts, used as a player uses them (not the slots called directly)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox

from metrox_desktop.persistence import saves
from tests.ui.helpers import click_choice, open_window


def choose_in_save_dialog(monkeypatch, typed: str) -> None:
    """The save dialog, as if the player typed ``typed`` as the file name and pressed Save."""

    def accept(dialog: QFileDialog) -> int:
        dialog.selectFile(typed)
        return QFileDialog.DialogCode.Accepted.value

    monkeypatch.setattr(QFileDialog, "exec", accept)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (typed, ""))


def test_save_game_as_and_open_game_from_the_menu_use_the_chosen_file(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: warnings.append(text))
    path = tmp_path / "from the menu.json"
    choose_in_save_dialog(monkeypatch, str(path))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(path), ""))
    window = open_window(qtbot)
    window.start_game("tokyo", seed="MENU")
    window.controller.flip()
    click_choice(window, window.session.legal_choices()[0])

    window.menus.save_action.trigger()  # Game > Save game as... (Ctrl+S)
    assert path.is_file() and "MENU" in path.read_text(encoding="utf-8")
    assert str(path) in window.statusBar().currentMessage()

    window.start_game("osaka", seed="OTHER")
    window.menus.open_action.trigger()  # Game > Open game... (Ctrl+O)
    assert window.session.board.map_id == "tokyo" and window.session.seed == "MENU"
    assert window.session.turn == 1 and not warnings
    assert saves.read_save(path).match.history


def test_a_name_typed_without_extension_is_saved_as_json_and_listed_by_open(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    choose_in_save_dialog(monkeypatch, str(tmp_path / "mygame"))
    window = open_window(qtbot)
    window.start_game("tokyo", seed="SUFFIX")
    window.menus.save_action.trigger()
    assert [p.name for p in tmp_path.iterdir() if p.is_file()] == ["mygame.json"]
    assert "mygame.json" in window.statusBar().currentMessage()


def test_cancelling_the_file_dialogs_changes_nothing(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(QFileDialog, "exec", lambda _dialog: 0)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: ("", ""))
    window = open_window(qtbot)
    window.start_game("tokyo", seed="STAYS")
    window.menus.save_action.trigger()
    window.menus.open_action.trigger()
    assert window.session.seed == "STAYS"


def test_the_file_dialogs_open_where_the_player_saved_last(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    folder = tmp_path / "my games"
    folder.mkdir()
    choose_in_save_dialog(monkeypatch, str(folder / "one.json"))
    asked_in: list[str] = []

    def cancelled_open(_window: object, _title: str, where: str, _filter: str) -> tuple[str, str]:
        asked_in.append(where)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", cancelled_open)
    window = open_window(qtbot)
    window.start_game("tokyo", seed="WHERE")
    window.menus.open_action.trigger()
    assert asked_in[-1] != str(folder)  # nothing saved yet: Documents
    window.menus.save_action.trigger()
    window.menus.open_action.trigger()
    assert asked_in[-1] == str(folder)
