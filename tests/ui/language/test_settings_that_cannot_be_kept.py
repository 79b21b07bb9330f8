"""A folder (or a link to one) where settings.json goes: View > Language, View > Theme,
and Colours apply, and the player is told once, in the language chosen, that they
could not be saved (they were lost at the next start without a word)."""

from __future__ import annotations

import os

import pytest
from PySide6.QtWidgets import QMessageBox

from metrox_desktop.persistence.settings import Settings, settings_path
from metrox_desktop.ui import themes
from metrox_desktop.ui.language import choose_language, current_language, set_language
from metrox_desktop.ui.sheet import ink
from tests.persistence.hostile import no_file_descriptor_free
from tests.ui.helpers import open_window


@pytest.mark.parametrize("kind", ["folder", "link to a folder"])
def test_menu_choices_not_saved_are_said_once_in_the_language_chosen(
    qtbot, monkeypatch, kind: str
) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    if kind == "folder":
        path.mkdir()
    else:
        (path.parent / "elsewhere").mkdir()
        os.symlink(path.parent / "elsewhere", path)
    warned: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda _parent, title, text: warned.append((title, text))
    )
    choose_language("ja")
    themes.choose_theme("dark")
    themes.choose_colour_blind(True)
    choose_language("en")
    assert current_language() == "en" and themes.current_key() == "dark"
    assert ink.colour_blind()  # every choice applies all the same
    assert warned == [
        (
            "設定を保存できませんでした",
            f"設定は MetroX を閉じるまで有効ですが、{path.parent} に保存できませんでした："
            "ファイルではなくフォルダーです",
        )
    ]
    assert Settings.load() == Settings()  # nothing was written anywhere
    assert os.listdir(path) == []


def test_a_save_that_works_again_lets_the_next_failure_be_told(qtbot, monkeypatch) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.mkdir()
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warned.append(text))
    themes.choose_theme("dark")
    path.rmdir()
    themes.choose_theme("light")  # saved: the folder went away
    assert Settings.load().theme == "light"
    path.unlink()
    path.mkdir()
    themes.choose_theme("dark")
    assert len(warned) == 2
    assert "could not be saved in" in warned[0] and "is a folder, not a file" in warned[0]


def test_view_menu_choices_of_the_game_window_not_saved_are_said_once(qtbot, monkeypatch) -> None:
    """View > Turn log and the bots' pace: kept for the next start, or the player told
    (once) that they are not; they were lost without a word."""
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.mkdir()
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warned.append(text))
    window = open_window(qtbot)
    window.turn_log.toggleViewAction().trigger()  # shown
    assert window.turn_log.isVisible()
    window.menus.pace_actions[0].trigger()  # View > Pace of a game of bots
    window.menus.reveal_action.trigger()  # View > Show choices before the turn resolves
    assert len(warned) == 1 and "is a folder, not a file" in warned[0]


@pytest.mark.parametrize(
    ("language", "said"),
    [
        (
            "en",
            (
                "Preferences not saved",
                "Your preferences apply until you close MetroX, but they could not be saved"
                " in {folder}: the settings already there could not be read (Too many open"
                " files), so they are not saved over",
            ),
        ),
        (
            "ja",
            (
                "設定を保存できませんでした",
                "設定は MetroX を閉じるまで有効ですが、{folder} に保存できませんでした："
                "そこにある設定を読み込めなかったため（開いているファイルが多すぎます）、"
                "上書きしていません",
            ),
        ),
    ],
)
def test_settings_the_system_would_not_read_are_not_saved_over_and_the_player_is_told_why(
    qtbot, monkeypatch, language: str, said: tuple[str, str]
) -> None:
    """No file descriptor free when View > Turn log reads the settings: the defaults it
    was given are never saved over the player's, and the player is told that, in their
    words, not "Too many open files" alone as if the save had failed for it."""
    path = settings_path()
    Settings(theme="dark", player_name="Ann").save()
    kept = path.read_bytes()
    window = open_window(qtbot)
    set_language(language)
    warned: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda _parent, title, text: warned.append((title, text))
    )
    with no_file_descriptor_free():  # the settings cannot be read now
        window.turn_log.toggleViewAction().trigger()  # View > Turn log: shown
    assert window.turn_log.isVisible()  # it applies all the same
    title, text = said
    assert warned == [(title, text.format(folder=path.parent))]
    assert path.read_bytes() == kept  # the player's settings as they were
