"""Game > Save game as and Export sheet (a PDF of every sheet), to a name picked in the
file dialog that cannot take the file: a named pipe or a device (or a link to one), which
the file renamed over it would replace; a folder; a folder of another account (a real
other uid, through setpriv); a full disk (a real 64k tmpfs). Each is one dialog naming
the file and saying why, the name stays as it was with nothing beside it, the game on
the table and its autosave are untouched, and the status bar never says it was written."""

from __future__ import annotations

import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from metrox_desktop.persistence import saves
from metrox_desktop.ui.window.main_window import MainWindow
from tests.cli.test_outputs_never_replace_a_device_or_pipe import (
    a_device,
    a_link_to_a_device,
    a_pipe,
)
from tests.persistence.another_account import give_to_nobody, open_home, run_as_nobody
from tests.persistence.hostile import full_disk
from tests.ui.file_dialogs import FileDialogAnswers
from tests.ui.helpers import click_choice, open_window

DEVICE_OR_PIPE = "not a file but a device or a pipe, which the file written would replace"

# The menu entry, the file's extension, its message and the start of its status line.
ACTIONS = {
    "save game as": ("save_action", ".json", "{path}: {reason}", "Saved to"),
    "export sheet": (
        "export_action",
        ".pdf",
        "{path}: cannot write the sheets ({reason})",
        "Exported to",
    ),
}


def message(action: str, path: Path, reason: str) -> str:
    return ACTIONS[action][2].format(path=path, reason=reason)


def a_game_mid_turn(qtbot) -> MainWindow:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="KEEPS")
    for _ in range(2):
        window.controller.flip()
        click_choice(window, window.session.legal_choices()[0])
    window.controller.flip()  # a card up
    return window


def act(window: MainWindow, action: str, path: Path) -> FileDialogAnswers:
    """The menu entry, its file dialog answered with ``path`` as a player would."""
    answers = FileDialogAnswers(path)
    try:
        getattr(window.menus, ACTIONS[action][0]).trigger()
    finally:
        answers.stop()
    return answers


def untouched(window: MainWindow, action: str) -> Callable[[], None]:
    """A check, for after the action, that the game and its autosave are as before and
    the status bar does not say it was written."""
    match, autosave = window.session.match, saves.autosave_path().read_bytes()

    def check() -> None:
        assert window.session.match == match
        assert saves.autosave_path().read_bytes() == autosave
        assert ACTIONS[action][3] not in window.statusBar().currentMessage()

    return check


@pytest.mark.parametrize("action", ACTIONS)
def test_a_device_or_pipe_picked_is_said_and_stays_as_it_is(
    qtbot, tmp_path: Path, action: str
) -> None:
    window = a_game_mid_turn(qtbot)
    makes: list[Callable[[Path], None]] = [a_pipe, a_device, a_link_to_a_device]
    for make in makes:  # one after the other, in the same window
        out = tmp_path / make.__name__ / ("out" + ACTIONS[action][1])
        out.parent.mkdir()
        make(out)
        kind = stat.S_IFMT(out.stat().st_mode)
        check = untouched(window, action)
        answers = act(window, action, out)
        assert answers.messages == [message(action, out, DEVICE_OR_PIPE)], make.__name__
        assert stat.S_IFMT(out.stat().st_mode) == kind and out.is_symlink() == (
            make is a_link_to_a_device
        )
        assert sorted(p.name for p in out.parent.iterdir()) == sorted(
            [out.name] + (["device"] if make is a_link_to_a_device else [])
        )
        check()


@pytest.mark.parametrize("action", ACTIONS)
def test_a_folder_picked_is_opened_and_nothing_is_written(
    qtbot, tmp_path: Path, action: str
) -> None:
    window = a_game_mid_turn(qtbot)
    folder = tmp_path / ("folder" + ACTIONS[action][1])
    folder.mkdir()
    (folder / "inside.txt").write_text("kept", encoding="utf-8")
    check = untouched(window, action)
    answers = act(window, action, folder)
    assert answers.stayed_open and answers.messages == []  # the dialog went into it
    assert [p.name for p in folder.iterdir()] == ["inside.txt"]
    check()


def test_save_game_as_a_folder_named_says_so(qtbot, tmp_path: Path) -> None:
    """Save game as to a name that is a folder (a name given, as the menu's command takes
    one): said, and the folder kept as it is."""
    window = a_game_mid_turn(qtbot)
    folder = tmp_path / "folder.json"
    folder.mkdir()
    check = untouched(window, "save game as")
    answers = FileDialogAnswers(folder)  # only its message boxes: no file dialog
    try:
        assert not window.save_game_as(str(folder))
    finally:
        answers.stop()
    assert answers.messages == [f"{folder}: is a folder, not a file"]
    assert list(folder.iterdir()) == []
    check()


@pytest.mark.parametrize("action", ACTIONS)
def test_a_full_disk_is_said_and_leaves_nothing_behind(qtbot, tmp_path: Path, action: str) -> None:
    window = a_game_mid_turn(qtbot)
    check = untouched(window, action)
    with full_disk(tmp_path / "small", size_kb=64) as folder:
        out = folder / ("out" + ACTIONS[action][1])
        answers = act(window, action, out)
        assert answers.messages == [message(action, out, "No space left on device")]
        assert [p.name for p in folder.iterdir()] == ["filler"]
    check()


# A window run as another account (nobody): a game with a card up, then the action to a
# name in a folder of root's; prints each message, the status line and what the game is.
AS_ANOTHER_ACCOUNT = """
import sys
from metrox_desktop.ui.start.app import make_app
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.file_dialogs import FileDialogAnswers
from tests.ui.helpers import click_choice
app = make_app()
window = MainWindow()
window.resize(1280, 860)
window.show()
window.start_game("tokyo", seed="KEEPS")
window.controller.flip()
click_choice(window, window.session.legal_choices()[0])
window.controller.flip()
before = window.session.match
answers = FileDialogAnswers(sys.argv[2])
getattr(window.menus, sys.argv[1]).trigger()
answers.stop()
for message in answers.messages:
    print("message", message)
print("status", window.statusBar().currentMessage())
print("same game", window.session.match == before)
"""


@pytest.mark.parametrize("action", ACTIONS)
def test_a_folder_of_another_account_is_said_and_left_as_it_is(action: str) -> None:
    with open_home() as root:
        home = root / "nobody"
        home.mkdir()
        give_to_nobody(home)
        theirs = root / "roots"  # root's own folder, 0755: nobody may not write there
        theirs.mkdir(mode=0o755)
        out = theirs / ("out" + ACTIONS[action][1])
        script = root / "act.py"
        script.write_text(AS_ANOTHER_ACCOUNT, encoding="utf-8")
        said = run_as_nobody(
            f"import runpy, sys; sys.argv = ['act', {ACTIONS[action][0]!r}, {str(out)!r}];"
            f" runpy.run_path({str(script)!r}, run_name='__main__')",
            home,
            timeout=120,
        ).splitlines()
        said_once = f"message {message(action, out, 'Permission denied')}"
        assert [line for line in said if line.startswith("message ")] == [said_once], said
        assert ACTIONS[action][3] not in next(line for line in said if line.startswith("status"))
        assert "same game True" in said
        assert list(theirs.iterdir()) == []
