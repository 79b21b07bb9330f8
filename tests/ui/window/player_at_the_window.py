"""The app as a player starts it, with a player's hand on it, for the tests that kill it:
``python -m tests.ui.window.player_at_the_window PEOPLE ARGS...`` runs
``metrox-desktop ARGS`` (its own start: the data folder claimed, a game begun or the
autosave taken up) and, once the window is up, flips the card, clicks a choice on the
sheet for the first PEOPLE people asked, waits for every bot's choice, and prints
``card CODE``, then ``chosen SEAT TEXT`` for each choice made at the table (every
seat's, once the turn has settled), then ``ready``. Then it plays on as a window left
alone does, until it is killed. Its data folder is ``METROX_DESKTOP_HOME``, as the
app's."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from metrox_desktop.cli import main as app_main
from metrox_desktop.engine.match import Phase
from metrox_desktop.ui.start.app import make_app
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import click_choice

WAIT_MS = 50


def game_window() -> MainWindow | None:
    return next((w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)), None)


def play(people: int) -> None:
    """Flip, then a click on the first legal choice of each person asked in turn."""
    window = game_window()
    if window is None or not window.isVisible():
        QTimer.singleShot(WAIT_MS, lambda: play(people))
        return
    session = window.session
    window.controller.flip()
    print(f"card {session.match.card.code if session.match.card else None}", flush=True)
    for _ in range(people):
        chooser = session.chooser
        assert chooser is not None, "no person left to choose"
        click_choice(window, session.legal_choices(chooser)[-1])
        settled = session.phase is not Phase.CHOOSE  # the last choice settles the turn
        assert settled or session.has_chosen(chooser), "the click made no choice"
    QTimer.singleShot(0, lambda: tell_when_bots_chose(window))


def tell_when_bots_chose(window: MainWindow) -> None:
    session = window.session
    if session.waiting_bots():
        QTimer.singleShot(WAIT_MS, lambda: tell_when_bots_chose(window))
        return
    if session.phase is Phase.CHOOSE:
        for seat in sorted(session.match.chosen):
            print(f"chosen {seat} {session.table.choice_of(seat)}", flush=True)
    else:  # every seat chose: the turn settled (and may still be taken back)
        for seat, move in enumerate(session.match.history[-1].moves):
            print(f"chosen {seat} {move.chosen.text(session.board)}", flush=True)
    print("ready", flush=True)


def main() -> None:
    people, args = int(sys.argv[1]), sys.argv[2:]
    make_app()  # the app's own, which the start below takes as it is
    QTimer.singleShot(0, lambda: play(people))
    raise SystemExit(app_main(args))


if __name__ == "__main__":
    main()
