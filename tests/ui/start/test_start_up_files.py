"""The window starts whatever its files hold: a hostile autosave or settings file is one
dialog, set aside when it can be, and a game to play; a copy of a lost autosave is
offered; an unfinished game that cannot be kept is never replaced."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from metrox_desktop.persistence import saves
from metrox_desktop.persistence.atomic import backup_path
from metrox_desktop.persistence.settings import Settings, settings_path
from metrox_desktop.ui.window.main_window import MainWindow
from tests.persistence.hostile import RECORDS, SETTINGS, read_only
from tests.ui.helpers import click_choice, open_window, replace_without_asking
from tests.ui.window.test_not_saved import answering, button

pytestmark = pytest.mark.long  # run first: tests/conftest.py


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> dict[str, list[str]]:
    """Messages the window shows, by kind; questions are answered "Yes"."""
    shown: dict[str, list[str]] = {"warning": [], "question": []}
    monkeypatch.setattr(
        QMessageBox, "warning", lambda _p, _t, text, *_a: shown["warning"].append(text)
    )

    def ask(_parent: object, _title: str, text: str, *_args: object) -> object:
        shown["question"].append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", ask)
    return shown


def play_by_mouse(window: MainWindow, turns: int) -> None:
    for _ in range(turns):
        window.controller.flip()
        click_choice(window, window.session.legal_choices()[-1])


def started(qtbot, map_id: str = "tokyo", seed: str | None = None) -> MainWindow:
    """The app's start-up: the window, then the game left last time (or a new one)."""
    window = open_window(qtbot)
    window.open_at_start(map_id, "okazu-20", seed)
    return window


def autosave_holding(text: str) -> Path:
    """An autosave file with ``text`` in it (a damaged one, unless ``text`` is a game)."""
    path = saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def left_after(qtbot, turns: int, seed: str) -> MainWindow:
    window = started(qtbot, "osaka", seed)
    play_by_mouse(window, turns)
    window.close()
    return window


@pytest.mark.parametrize("make", RECORDS.values(), ids=RECORDS.keys())
def test_any_autosave_gives_one_dialog_a_game_to_play_and_is_set_aside(
    qtbot, dialogs: dict[str, list[str]], make: Callable[[Path], None]
) -> None:
    path = saves.autosave_path()
    path.parent.mkdir(parents=True)
    make(path)
    plain_file = path.is_file() and not path.is_symlink()
    content = path.read_bytes() if plain_file else None

    window = started(qtbot)
    qtbot.waitUntil(lambda: bool(dialogs["warning"]))
    [message] = dialogs["warning"]
    assert "\n" not in message and "kept as" in message
    assert window.session.started and window.session.turn == 0
    aside = path.with_name("autosave.json.damaged")
    if content is not None:
        assert aside.read_bytes() == content  # every byte kept
    else:  # a link, folder or pipe: moved aside as it was
        assert aside.is_symlink() or aside.is_dir() or aside.is_fifo()
    play_by_mouse(window, 1)  # the new game is autosaved beside the damaged file
    assert saves.read_save(path).match.turn == 1


def test_an_autosave_a_newer_version_wrote_is_named_as_such_and_kept(
    qtbot, dialogs: dict[str, list[str]]
) -> None:
    left_after(qtbot, 2, "NEWR")
    path = saves.autosave_path()
    backup_path(path).unlink()  # no earlier copy to offer: what does the player hear?
    newer = path.read_text(encoding="utf-8").replace('"metrox-game/1"', '"metrox-game/2"')
    path.write_text(newer, encoding="utf-8")  # as a later version of the app would
    window = started(qtbot)
    qtbot.waitUntil(lambda: bool(dialogs["warning"]))
    [message] = dialogs["warning"]
    assert "metrox-game/2 is a newer record format than this version" in message
    assert "a later version of the app can open it" in message
    assert path.with_name("autosave.json.damaged").read_text(encoding="utf-8") == newer
    assert window.session.started and window.session.turn == 0


def test_a_second_damaged_autosave_does_not_replace_the_first(
    qtbot, dialogs: dict[str, list[str]]
) -> None:
    path = autosave_holding("first damage")
    started(qtbot).close()
    path.write_text("second damage", encoding="utf-8")
    started(qtbot)
    assert path.with_name("autosave.json.damaged").read_text(encoding="utf-8") == "first damage"
    second = path.with_name("autosave.json.damaged-2")
    assert second.read_text(encoding="utf-8") == "second damage"


def test_a_folder_named_like_the_set_aside_file_is_left_alone(
    qtbot, dialogs: dict[str, list[str]]
) -> None:
    path = autosave_holding("damaged")
    (path.parent / "autosave.json.damaged").mkdir()
    window = started(qtbot)
    assert (path.parent / "autosave.json.damaged").is_dir()
    assert path.with_name("autosave.json.damaged-2").read_text(encoding="utf-8") == "damaged"
    assert window.session.turn == 0


def test_a_damaged_autosave_in_a_read_only_folder_stays_and_is_never_written_over(
    qtbot, dialogs: dict[str, list[str]]
) -> None:
    path = autosave_holding("damaged but someone's")
    with read_only(path.parent):
        window = started(qtbot)
        qtbot.waitUntil(lambda: bool(dialogs["warning"]))
        assert "could not be set aside" in dialogs["warning"][0]
        play_by_mouse(window, 2)  # playable, though nothing can be saved
        assert window.session.turn == 2
    window.keeper.autosave()  # the folder is writable again: still not written over
    assert path.read_text(encoding="utf-8") == "damaged but someone's"
    assert "Not autosaved" in window.statusBar().currentMessage()
    assert window.keeper.marker.isVisible()  # for as long as the game is not on disk
    asked = answering(qtbot, button("Close without saving"))  # and closing asks first
    window.close()
    assert asked and not window.isVisible()


def test_a_lost_autosave_is_offered_from_its_previous_copy(
    qtbot, dialogs: dict[str, list[str]]
) -> None:
    left_after(qtbot, 3, "COPY")
    path = saves.autosave_path()
    path.unlink()  # lost (its previous copy is still there)

    window = started(qtbot)
    [question] = dialogs["question"]
    assert "COPY" in question and "after turn 3" in question
    assert window.session.seed == "COPY" and window.session.turn == 3
    assert saves.read_save(path).match.turn == 3  # the autosave is back


def test_a_copy_the_player_does_not_want_goes_to_the_history(
    qtbot, dialogs: dict[str, list[str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    left_after(qtbot, 3, "NOTNOW")
    path = saves.autosave_path()
    path.write_text("damaged", encoding="utf-8")
    asked: list[str] = []

    def no(_parent: object, _title: str, text: str, *_args: object) -> object:
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", no)
    window = started(qtbot)
    [question] = asked  # what happened to the autosave, in the same dialog
    assert "could not be read" in question and "autosave.json.damaged" in question
    assert window.session.seed != "NOTNOW" and window.session.turn == 0
    [kept] = saves.history()
    assert "NOTNOW" in kept.name and saves.read_save(kept).match.turn == 3
    assert not backup_path(path).exists()  # nothing left to offer again


def test_an_unfinished_write_is_offered_and_cleaned_up(
    qtbot, dialogs: dict[str, list[str]]
) -> None:
    left_after(qtbot, 4, "TEMP")
    path = saves.autosave_path()
    leftover = path.with_name(".autosave.json.0a1b2c3d4e5f.tmp")  # a crash before the rename
    path.rename(leftover)
    backup_path(path).unlink()

    window = started(qtbot)
    assert window.session.seed == "TEMP" and window.session.turn == 4
    assert not leftover.exists() and saves.read_save(path).match.turn == 4


def test_a_new_game_never_replaces_an_unfinished_game_that_cannot_be_kept(
    qtbot, dialogs: dict[str, list[str]]
) -> None:
    window = started(qtbot, "tokyo", "PRECIOUS")
    play_by_mouse(window, 3)
    saves.history_dir().parent.mkdir(parents=True, exist_ok=True)
    saves.history_dir().write_text("a file where the history folder goes", encoding="utf-8")

    window.start_game("osaka", seed="NEWER")
    assert "could not be moved to the history (it is a file, not a folder)" in dialogs["warning"][0]
    assert window.session.seed == "PRECIOUS" and window.session.turn == 3
    assert saves.read_save(saves.autosave_path()).match.turn == 3


def test_asking_for_a_new_game_at_start_goes_on_with_one_that_cannot_be_kept(
    qtbot, dialogs: dict[str, list[str]]
) -> None:
    left_after(qtbot, 2, "STAYS")
    saves.history_dir().write_text("not a folder", encoding="utf-8")
    window = open_window(qtbot)
    window.open_at_start("tokyo", "okazu-20", "WANTED", resume=False)
    assert window.session.seed == "STAYS" and window.session.turn == 2
    assert dialogs["warning"]


def test_a_hand_edited_autosave_opens_with_a_note(qtbot, dialogs: dict[str, list[str]]) -> None:
    left_after(qtbot, 2, "EDIT")
    path = saves.autosave_path()
    path.write_text(path.read_text("utf-8").replace('"You"', '"Mallory"'), encoding="utf-8")

    window = started(qtbot)
    qtbot.waitUntil(lambda: bool(dialogs["warning"]))
    assert "changed outside the app" in dialogs["warning"][0]
    assert window.session.match.game.players[0] == "Mallory" and window.session.turn == 2


@pytest.mark.parametrize("make", SETTINGS.values(), ids=SETTINGS.keys())
def test_any_settings_file_gives_a_window_with_the_defaults(
    qtbot, dialogs: dict[str, list[str]], make: Callable[[Path], None]
) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    make(path)

    settings = Settings.load()
    window = started(qtbot, settings.map_id)
    window.restore_geometry()
    assert window.session.started and window.session.board.map_id in ("tokyo", "osaka")
    window.close()  # writes the settings (a folder in the way is left alone)
    assert Settings.load().map_id in ("tokyo", "osaka")


def test_opening_any_hostile_file_is_one_dialog_and_the_game_goes_on(
    qtbot, dialogs: dict[str, list[str]], tmp_path: Path
) -> None:
    """Every hostile file opened in turn in one window, as a player trying them one by
    one: each is one message, and the game goes on."""
    window = started(qtbot, "tokyo", "GOESON")
    play_by_mouse(window, 2)
    for number, (name, make) in enumerate(RECORDS.items()):
        path = tmp_path / str(number) / "opened.json"
        path.parent.mkdir()
        make(path)
        dialogs["warning"].clear()
        for shown in window.findChildren(QMessageBox):
            shown.close()  # the last file's message read, before the next file

        assert not window.open_game(str(path)), name
        # a file that is no game: plain words, details behind
        box = next((b for b in window.findChildren(QMessageBox) if b.isVisible()), None)
        details = [box.detailedText()] if box is not None else []
        assert len(dialogs["warning"] + details) == 1, (name, dialogs["warning"], details)
        [message] = dialogs["warning"] + details
        assert "\n" not in message and "opened.json" in message, (name, message)
        assert window.session.seed == "GOESON" and window.session.turn == 2, name
        if box is not None:
            box.close()  # OK, as the player does before opening the next file
    assert saves.history() == []  # nothing was replaced


def test_save_as_onto_a_folder_is_refused_and_the_folder_kept(
    qtbot, dialogs: dict[str, list[str]], tmp_path: Path
) -> None:
    photos = tmp_path / "Photos"
    photos.mkdir()
    (photos / "cat.jpg").write_bytes(b"meow")
    window = started(qtbot, "tokyo", "NOTHERE")
    play_by_mouse(window, 1)
    assert not window.save_game_as(str(photos))
    assert "Photos" in dialogs["warning"][0]
    assert (photos / "cat.jpg").read_bytes() == b"meow" and not (tmp_path / "Photos.bak").exists()


def test_opening_a_hand_edited_save_goes_on_with_a_note(
    qtbot, dialogs: dict[str, list[str]], tmp_path: Path
) -> None:
    window = started(qtbot, "osaka", "MINE")
    play_by_mouse(window, 2)
    path = tmp_path / "mine.json"
    assert window.save_game_as(str(path))
    path.write_text(path.read_text("utf-8").replace('"You"', '"Eve"'), encoding="utf-8")

    replace_without_asking()
    assert window.open_game(str(path))
    qtbot.waitUntil(lambda: bool(dialogs["warning"]))
    assert "mine.json was changed outside the app" in dialogs["warning"][0]
    assert window.session.match.game.players == ("Eve",) and window.session.turn == 2
