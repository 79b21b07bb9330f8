"""History's Continue and the replay viewer's Play from here replace a game under way
only after the question New game, Rematch and Open game ask, and say where the old
game went."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from metrox_desktop.persistence import saves
from metrox_desktop.persistence.saves import resume
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.ui.history.viewer import ReplayViewer, load_game
from metrox_desktop.ui.table.autoplay import play_turns
from metrox_desktop.ui.window import history_entries as entries
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import open_window
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
