"""Whether the guided game comes at a plain start, as real starts of the app find it in
a data folder of real files: it comes at the very first start; once the player leaves
it, the next start goes on with the game without it until Help > Learn to play; and a
player whose history keeps a finished game never gets it by itself.

Each start is a real process (``python -c`` running the command's own start, in the
test's data folder): a moment after its window opens it prints what it shows (whether
the lesson is up, the deal, the turn), does what the test asks as a player would, and
closes the window, which keeps the game as any close does."""

from __future__ import annotations

import subprocess
import sys
from datetime import datetime

from metrox_desktop.engine.ai import GreedyStrategy
from metrox_desktop.engine.ai.review import bot_game
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.persistence import saves
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.sharing.lesson import LEARN_SEED

START = """
import sys
from PySide6.QtCore import QTimer
import metrox_desktop.ui.start.app as start
from metrox_desktop.cli import main

DOING = sys.argv[1]


def act():
    from PySide6.QtWidgets import QApplication
    [window] = [w for w in QApplication.topLevelWidgets() if type(w).__name__ == "MainWindow"]
    guide = window.learn_guide
    session = window.session
    print("lesson" if guide is not None else "no lesson", session.seed, session.turn)
    if DOING == "leave":  # a card written, then Leave the lesson
        window.controller.flip()
        session.choose(session.legal_choices()[0])
        guide.leave_button.click()
    elif DOING == "learn":  # Help > Learn to play
        window.menus.learn_action.trigger()
    window.close()
    QApplication.quit()


made = start.make_app


def make_app(*args, **kwargs):
    app = made(*args, **kwargs)
    QTimer.singleShot(300, app, act)
    return app


start.make_app = make_app
sys.exit(main([]))
"""


def start_app(doing: str = "look") -> str:
    """One real start of the app on the test's data folder: what it showed."""
    done = subprocess.run(
        [sys.executable, "-c", START, doing],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().splitlines()[-1]


def test_leaving_the_lesson_holds_until_learn_to_play() -> None:
    assert start_app("leave") == f"lesson {LEARN_SEED} 0"  # the very first start
    assert Settings.load().lesson_left
    # The next start goes on with the game (the lesson's deal, a card written) alone.
    assert start_app() == f"no lesson {LEARN_SEED} 1"
    assert start_app("learn") == f"no lesson {LEARN_SEED} 1"  # then Help > Learn to play
    assert not Settings.load().lesson_left
    assert start_app() == f"lesson {LEARN_SEED} 1"  # back where it was, and at start


def test_a_player_with_a_finished_game_never_gets_the_lesson_by_itself() -> None:
    board = Board.load("tokyo")
    finished = bot_game(board, load_deck(), "KEPT1", GreedyStrategy())
    assert finished.game.finished
    kept = saves.archive(saves.SavedGame(finished, datetime(2026, 1, 5, 20, 0)))
    assert kept.parent == saves.history_dir()
    # No autosave and no settings (new, or set aside): only the history knows them.
    assert not saves.autosave_path().exists() and not Settings.load().learned
    shown, seed, turn = start_app().rsplit(" ", 2)
    assert shown == "no lesson" and seed != LEARN_SEED and turn == "0"
