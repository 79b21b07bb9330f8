"""When the game cannot be kept, the player knows it: a red marker stays in the status bar
while every autosave fails (a read-only data folder, a full disk, a link to nothing planted
in the autosave's place), closing asks first
and offers Save game as; a finished game the history cannot take waits in the autosave
and is set aside, with a dialog saying where, before a rematch replaces it; a window
playing without saving asks before a new game replaces its game."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from metrox_desktop.engine.match import Phase
from metrox_desktop.persistence import recovery, saves
from metrox_desktop.seats import Seat
from metrox_desktop.ui.table.autoplay import play_turns
from metrox_desktop.ui.window.game_keeper import GameKeeper
from metrox_desktop.ui.window.main_window import MainWindow
from tests.persistence.hostile import fill, full_disk, read_only
from tests.ui.helpers import open_window, play_to_the_end


def answering(qtbot, *answers: Callable[[QMessageBox], None]) -> list[str]:  # noqa: ANN001
    """Answer the next modal dialogs in turn as a player would; their texts, in order."""
    seen: list[str] = []
    left = list(answers)

    def look() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and left:
            seen.append(box.text())
            left.pop(0)(box)
        if left:
            QTimer.singleShot(20, look)

    QTimer.singleShot(0, look)
    return seen


def button(text: str) -> Callable[[QMessageBox], None]:
    def press(box: QMessageBox) -> None:
        [chosen] = [b for b in box.buttons() if b.text().replace("&", "") == text]
        chosen.click()

    return press


@contextmanager
def full(folder: Path) -> Iterator[None]:
    with full_disk(folder, size_kb=256):
        yield


def unwritable(folder: Path) -> AbstractContextManager[None]:
    return read_only(folder)


FAULTS = {"read-only": unwritable, "full disk": full}


@pytest.mark.parametrize("fault", FAULTS)
def test_autosave_failing_every_turn_leaves_a_marker_and_closing_asks(
    qtbot, tmp_path: Path, fault: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = saves.autosave_path().parent
    data.mkdir(parents=True)
    with FAULTS[fault](data):
        if fault == "full disk":
            (data / "filler").unlink()  # room for the first autosave only
            window = open_window(qtbot)
            window.start_game("tokyo", seed="KEEP")
            fill(data)
        else:
            window = open_window(qtbot)
            window.start_game("tokyo", seed="KEEP")
        play_turns(window.session, 3)
        marker = window.keeper.marker
        assert marker.isVisible() and "Not saved" in marker.text()
        reason = {"read-only": "Operation not permitted", "full disk": "No space left"}[fault]
        assert reason in marker.toolTip()

        # Closing asks; Cancel keeps the window and its game.
        seen = answering(qtbot, button("Cancel"))
        window.close()
        assert window.isVisible() and "could not be saved" in seen[0]

        # Save game as from the question keeps the game, then the window closes.
        mine = tmp_path / "kept.json"  # as typed into the file dialog
        monkeypatch.setattr(GameKeeper, "_ask_save_path", lambda _keeper, _name: str(mine))
        answering(qtbot, button("Save game as..."))
        window.close()
        assert not window.isVisible()
    kept = saves.read_save(mine)
    assert kept.match.record().turns == window.session.match.record().turns
    assert len(kept.match.history) == 3


def test_the_marker_leaves_once_the_autosave_works_again(qtbot) -> None:
    data = saves.autosave_path().parent
    data.mkdir(parents=True)
    window = open_window(qtbot)
    with read_only(data):
        window.start_game("osaka", seed="BACK")
        play_turns(window.session, 1)
        assert window.keeper.marker.isVisible()
    play_turns(window.session, 1)
    assert not window.keeper.marker.isVisible()
    found = recovery.find_unfinished()
    assert found.game is not None and len(found.game.match.history) == 2


def test_a_link_to_nothing_planted_at_the_autosave_shows_the_marker_and_makes_no_file(
    qtbot, tmp_path: Path
) -> None:
    window = open_window(qtbot)
    window.start_game("osaka", seed="LINK")
    play_turns(window.session, 1)
    chosen = tmp_path / "elsewhere" / "autostart.sh"
    chosen.parent.mkdir()
    saves.autosave_path().unlink()
    saves.autosave_path().symlink_to(chosen)  # planted while the game goes on
    play_turns(window.session, 1)
    marker = window.keeper.marker
    assert marker.isVisible() and f"it is a link to {chosen}, which does not exist" in (
        marker.toolTip()
    )
    assert not any(chosen.parent.iterdir())  # nothing made where the link points
    saves.autosave_path().unlink()  # the player removes it: the next turn is kept again
    play_turns(window.session, 1)
    assert not marker.isVisible()
    found = recovery.find_unfinished()
    assert found.game is not None and len(found.game.match.history) == 3


def test_a_finished_game_the_history_cannot_take_is_kept_before_a_rematch(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text: told.append(text))
    saves.autosave_path().parent.mkdir(parents=True)
    saves.history_dir().write_text("a file where the history folder goes", encoding="utf-8")
    window: MainWindow = open_window(qtbot)
    play_to_the_end(window, "osaka", "LAST", (Seat("You"),))  # its last card played here
    assert window.session.phase is Phase.OVER
    marker = window.keeper.marker
    assert marker.isVisible() and "Not in the history" in marker.text()
    assert "it is a file, not a folder" in marker.toolTip() and "autosave.json" in marker.toolTip()
    finished = saves.read_save(saves.autosave_path())  # kept there meanwhile
    assert finished.match.phase is Phase.OVER

    window.rematch()  # used to overwrite the autosave: the finished game was gone
    aside = saves.autosave_path().with_name("autosave.json.finished")
    assert len(told) == 1 and str(aside) in told[0] and "Open game" in told[0]
    kept = saves.read_save(aside)
    assert kept.match.record().turns == finished.match.record().turns
    assert window.session.turn == 0 and window.session.seed != "LAST"
    assert not marker.isVisible()


def test_a_finished_game_that_can_neither_go_into_the_history_nor_be_set_aside_is_asked_about(
    qtbot,
) -> None:
    saves.autosave_path().parent.mkdir(parents=True)
    saves.history_dir().write_text("a file where the history folder goes", encoding="utf-8")
    window: MainWindow = open_window(qtbot)
    play_to_the_end(window, "osaka", "LAST", (Seat("You"),))
    assert window.session.phase is Phase.OVER
    finished = saves.autosave_path().read_bytes()  # it waits there
    with read_only(saves.autosave_path().parent):  # and cannot be moved aside
        seen = answering(qtbot, button("Cancel"))
        window.rematch()
        assert len(seen) == 1 and "cannot be set aside" in seen[0]
        assert window.session.seed == "LAST" and window.session.phase is Phase.OVER
        marker = window.keeper.marker
        assert marker.isVisible() and "cannot be set aside" in marker.toolTip()
        assert saves.autosave_path().read_bytes() == finished
        seen = answering(qtbot, button("Go on without saving"))
        window.rematch()  # the player's choice: the next game, not kept either
        assert len(seen) == 1 and window.session.seed != "LAST"
        assert saves.autosave_path().read_bytes() == finished  # never written over


def test_a_window_playing_without_saving_asks_before_a_new_game_replaces_its_game(
    qtbot,
) -> None:
    window = open_window(qtbot)
    window.keeper.play_without_saving("your games cannot be kept in /nowhere: no reason")
    window.start_game("tokyo", seed="ONLY")
    play_turns(window.session, 2)
    assert window.keeper.marker.isVisible()
    seen = answering(qtbot, button("Cancel"))
    window.start_game("tokyo", seed="NEXT")
    assert seen and window.session.seed == "ONLY" and window.session.turn == 2
    answering(qtbot, button("Go on without saving"))
    window.start_game("tokyo", seed="NEXT")
    assert window.session.seed == "NEXT"
    assert not saves.autosave_path().parent.exists()  # nothing written in the data folder
    window.close()  # no card played in the new game: nothing to ask
    assert not window.isVisible()


def test_a_new_game_over_one_that_cannot_be_kept_asks_and_never_writes_over_it(
    qtbot,
) -> None:
    data = saves.autosave_path().parent
    window = open_window(qtbot)
    window.start_game("osaka", seed="OLD")
    play_turns(window.session, 1)
    before = saves.autosave_path().read_bytes()  # the game after its first turn
    with read_only(data):
        play_turns(window.session, 2)  # these turns are not on disk
        seen = answering(qtbot, button("Go on without saving"))
        window.start_game("osaka", seed="NEW")
        assert "could not be saved" in seen[0] and window.session.seed == "NEW"
        assert window.keeper.marker.isVisible()  # the new game cannot be kept either
    assert saves.autosave_path().read_bytes() == before  # the old game's file, untouched
