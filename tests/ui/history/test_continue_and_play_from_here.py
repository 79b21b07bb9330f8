"""History's Continue and the replay viewer's Play from here replace a game under way
only after the question New game, Rematch and Open game ask, and say where the old
game went; the replay viewer on its own never plays over a game another window keeps."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from metrox_desktop.engine.match import Phase
from metrox_desktop.engine.records import read_record
from metrox_desktop.persistence import saves
from metrox_desktop.persistence.saves import resume
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.seats import parse_seats
from metrox_desktop.ui.history.viewer import ReplayViewer, load_game
from metrox_desktop.ui.table.autoplay import play_turns
from metrox_desktop.ui.window import history_entries as entries
from metrox_desktop.ui.window.main_window import MainWindow
from tests.cli.test_one_window_per_folder import holder, seed_of, start, stop, wait_for
from tests.ui.helpers import open_window, replace_without_asking
from tests.ui.history.test_history_viewer_and_statistics import bot_record, write
from tests.ui.window.test_replacing_a_game_asks import answer

CANCEL, REPLACE = QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Yes


def test_continue_from_the_history_asks_before_replacing_the_game_under_way(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="UNDERWAY")
    play_turns(window.session, 3)
    left = bot_record("osaka", "LEFT", ["person"], turns=5)
    write(saves.history_dir(), "20260101-100000-osaka-LEFT.json", left)
    history = entries.show_history(window)
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: history.model.complete, timeout=10_000)
    history.table.selectRow(0)
    seen: list[str] = []

    QTimer.singleShot(0, answer(CANCEL, True, seen))
    assert not history.continue_game()
    assert len(seen) == 1 and str(saves.history_dir()) in seen[0]
    assert window.session.seed == "UNDERWAY" and window.session.turn == 3  # kept playing
    assert history.isVisible() and Settings.load().confirm_replace

    QTimer.singleShot(0, answer(REPLACE, True, seen))
    assert history.continue_game()
    assert len(seen) == 2 and window.session.match.record().turns == left.turns
    said = window.statusBar().currentMessage()
    assert "UNDERWAY" in said and str(saves.history_dir()) in said  # where the old game went
    assert any("UNDERWAY" in p.name for p in saves.history())
    assert not Settings.load().confirm_replace  # "Don't ask again", as everywhere


def test_a_left_game_damaged_after_it_was_listed_is_said_and_the_game_under_way_stays(
    qtbot,
) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="UNDERWAY")
    play_turns(window.session, 3)
    path = write(
        saves.history_dir(),
        "20260101-100000-osaka-LEFT.json",
        bot_record("osaka", "LEFT", ["person"], turns=5),
    )
    history = entries.show_history(window)
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: history.model.complete, timeout=10_000)
    history.table.selectRow(0)
    damaged = path.read_bytes()[:200]  # cut short meanwhile (a disk, another program)
    path.write_bytes(damaged)
    said: list[str] = []
    QTimer.singleShot(0, told(said))
    assert not history.continue_game()
    assert len(said) == 1 and path.name in said[0]
    assert window.session.seed == "UNDERWAY" and window.session.turn == 3  # still playing
    assert history.isVisible()
    assert path.read_bytes() == damaged  # left as it is, for the player to look at
    assert [p.name for p in saves.history()] == [path.name]  # the game under way not moved


def test_play_from_here_asks_before_replacing_the_game_under_way(qtbot, tmp_path: Path) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="UNDERWAY")
    play_turns(window.session, 2)
    record = bot_record("tokyo", "PF2", ["person"])
    path = write(tmp_path, "game.json", record)
    viewer = ReplayViewer(
        *load_game(path), str(path), play_from=lambda _viewer, r: entries.play_from(window, r)
    )
    qtbot.addWidget(viewer)
    viewer.show_position(6)
    seen: list[str] = []

    QTimer.singleShot(0, answer(CANCEL, False, seen))
    viewer.play_from_button.click()
    assert len(seen) == 1 and "6" in seen[0]
    assert window.session.seed == "UNDERWAY" and window.session.turn == 2

    QTimer.singleShot(0, answer(REPLACE, False, seen))
    viewer.play_from_button.click()
    assert len(seen) == 2 and window.session.match.record().turns == record.turns[:6]
    assert str(saves.history_dir()) in window.statusBar().currentMessage()
    assert Settings.load().confirm_replace  # not ticked: the question stays


def test_play_from_here_of_the_viewer_on_its_own_asks_too(qtbot) -> None:
    """``metrox-desktop view RECORD``: its game window opens with the game left last
    time, and Play from here asks before replacing it."""
    from metrox_desktop.commands import view

    saves.autosave(resume(bot_record("osaka", "LEFTME", ["person"], turns=3), "left"))
    record = bot_record("tokyo", "PF3", ["person"])
    prefix = replace(record, turns=record.turns[:6], checksum=None)
    seen: list[str] = []

    QTimer.singleShot(0, answer(CANCEL, False, seen))
    opened: list[QWidget] = []
    assert not view._play_from(prefix, opened)
    assert len(seen) == 1 and "LEFTME" in seen[0]
    kept = saves.read_save(saves.autosave_path())
    assert kept.match.deck.seed == "LEFTME" and len(kept.match.history) == 3
    assert saves.history() == []

    QTimer.singleShot(0, answer(REPLACE, False, seen))
    assert view._play_from(prefix, opened)
    window = opened[-1]
    assert isinstance(window, MainWindow)
    qtbot.addWidget(window)
    assert window.session.match.record().turns == record.turns[:6]
    assert any("LEFTME" in p.name for p in saves.history())  # where the question said


def test_the_viewer_on_its_own_never_plays_over_a_game_window_of_another_process(
    qtbot, user_home: Path
) -> None:
    """``metrox-desktop view RECORD`` beside a game window on the same data folder: Play
    from here brings that window to the front and says to play from there; it never
    takes the game under way while that window goes on writing it (both wrote the one
    autosave: whichever wrote last lost the other's turns)."""
    from metrox_desktop.commands import view
    from metrox_desktop.persistence.lock import GAME, FolderLock

    record = bot_record("tokyo", "PF4", ["person"])
    prefix = replace(record, turns=record.turns[:4], checksum=None)
    autosave = saves.autosave_path()
    first = start(user_home, "--seed", "AAAA")
    try:
        wait_for(lambda: seed_of(autosave) == "AAAA" and holder(user_home) == str(first.pid), first)
        before = autosave.read_bytes()
        said: list[str] = []
        QTimer.singleShot(0, told(said))
        opened: list[QWidget] = []
        assert not view._play_from(prefix, opened)
        assert opened == [] and len(said) == 1 and "already open" in said[0]
        assert autosave.read_bytes() == before and saves.history() == []
    finally:
        stop(first)

    # With no other window, Play from here takes the folder for as long as its game
    # window is open (the game under way had no turn played: nothing to ask about).
    assert view._play_from(prefix, opened)
    window = opened[-1]
    assert saves.read_save(autosave).match.deck.seed == "PF4"
    assert not FolderLock(GAME).acquire()  # the viewer's process keeps the folder now
    later = replace(record, turns=record.turns[:7], checksum=None)
    asked: list[str] = []
    QTimer.singleShot(0, answer(REPLACE, False, asked))
    assert view._play_from(later, opened)  # again: in the same window, never a second one
    assert len(asked) == 1 and "PF4" in asked[0]  # the game it replaces, kept in the history
    assert opened == [window] and window.session.turn == 7
    window.close()
    qtbot.waitUntil(lambda: FolderLock(GAME).acquire(), timeout=5000)  # free once it is gone


def test_the_viewer_on_its_own_says_a_table_too_large_to_go_on_and_opens_nothing(
    qtbot,
) -> None:
    """Play from here in ``metrox-desktop view`` of a game of seven seats (a table
    across computers): one message saying why it cannot go on at one screen, and
    nothing opened or written."""
    from metrox_desktop.commands import view

    record = bot_record("tokyo", "SEVEN", ["person", *["greedy"] * 6])
    prefix = replace(record, turns=record.turns[:3], checksum=None)
    said: list[str] = []
    QTimer.singleShot(0, told(said))
    opened: list[QWidget] = []
    assert not view._play_from(prefix, opened)
    assert opened == [] and len(said) == 1 and "at most 6" in said[0], said
    assert not saves.autosave_path().parent.exists()  # not a file made, not a lock taken


def told(said: list[str]):  # -> Callable[[], None]
    """Note what the message box that comes up says, and close it."""

    def reply() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, reply)
            return
        said.append(box.text())
        box.accept()

    return reply


def left_mid_turn(qtbot) -> tuple[MainWindow, Path]:  # noqa: ANN001
    """A table of Ann and Bo left for a new game in turn 4, its card up and Ann's choice
    made: kept in the history as it stood."""
    window = open_window(qtbot)
    window.start_game("tokyo", seed="MIDTURN", seats=parse_seats("Ann,Bo"))
    play_turns(window.session, 3)
    window.controller.flip()
    window.session.choose(window.session.legal_choices(0)[-1], 0)
    return window, saves.archive(window.session.saved_game())


def test_continue_goes_on_with_the_card_up_of_a_game_left_mid_turn(qtbot) -> None:
    window, path = left_mid_turn(qtbot)
    match = window.session.match
    window.start_game("osaka", seed="OTHER")
    replace_without_asking()
    assert entries.go_on_with(window, path)
    session = window.session
    assert session.match == match and session.chooser == 1  # Ann's choice made, Bo's turn
    assert session.visible_sheet(0) == match.game.sheets[0]  # and hidden from Bo


def test_play_from_here_in_a_game_left_mid_turn_begins_between_turns(qtbot, tmp_path: Path) -> None:
    """Play from here is a new game from that turn on: the turn under way when the game
    was left is not part of it (its card is not the one the deal gives next)."""
    window, path = left_mid_turn(qtbot)
    replace_without_asking()
    viewer = ReplayViewer(
        *load_game(path), str(path), play_from=lambda _viewer, r: entries.play_from(window, r)
    )
    qtbot.addWidget(viewer)
    for position in (1, 3):
        viewer.show_position(position)
        viewer.play_from_button.click()
        session = window.session
        assert session.phase is Phase.FLIP and session.turn == position
        assert session.match.record().turns == read_record(path).turns[:position]
