"""A turn under way is in the autosave: a window killed (a real process, SIGKILL) after a
card was flipped and some seats chose, before the turn settled, comes back at the next
start with that card up and those choices made, a person's still hidden from the
others; nobody is asked again, and the turn settles with the choices made before."""

from __future__ import annotations

import os
from pathlib import Path

from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Phase
from metrox_desktop.engine.table import Refusal
from metrox_desktop.persistence.paths import HOME_VARIABLE
from tests.net.tables import App
from tests.ui.helpers import click_choice, open_window

WAIT = 60  # s: a window and a bot's choice on a loaded machine


def test_a_window_killed_after_a_choice_goes_on_with_the_card_up_and_the_choice_made(
    qtbot, tmp_path: Path
) -> None:
    home = Path(os.environ[HOME_VARIABLE])
    players = ["--players", "Ann,Bo,Bot:greedy", "--seed", "OPEN1", "--map", "tokyo"]
    first = App(home, "1", *players, module="tests.ui.window.player_at_the_window")
    try:
        first.wait_for_line("ready", timeout=WAIT)
        first.kill()  # Ann and the bot have chosen, Bo has not: the turn is open
    finally:
        first.stop()
    card = first.wait_for_line("card ").split()[1]
    chosen = dict(line.split()[1:] for line in first.lines if line.startswith("chosen "))
    assert sorted(chosen) == ["0", "2"]  # Ann's click and the bot's choice

    window = open_window(qtbot)
    window.open_at_start("tokyo", "okazu-20", None)  # the next start, as the app's own
    session = window.session
    assert session.phase is Phase.CHOOSE and session.turn == 1
    assert session.card is not None and session.card.code == card  # the same card, up
    assert "in turn 1, its card up" in window.statusBar().currentMessage()
    table = session.table
    assert table.choice_of(0) == chosen["0"] and table.choice_of(2) == chosen["2"]
    assert session.chooser == 1 and window.controller.seat == 1  # Bo writes, not Ann again
    assert session.waiting_bots() == ()  # the bot is not asked again
    # Ann's choice stays hidden from Bo: her sheet shows the turn's start, and it cannot
    # be reopened from Bo's mouse.
    assert session.visible_sheet(0) == session.match.game.sheets[0]
    assert table.why_not_undo(0) is Refusal.HIDDEN
    assert not window.menus.undo_action.isEnabled()

    click_choice(window, session.legal_choices(1)[0])  # Bo writes: the turn settles
    assert session.phase is Phase.FLIP and session.turn == 1
    (turn,) = session.match.history
    board = session.board
    assert turn.card.code == card
    assert [move.chosen for move in turn.moves][0::2] == [
        Choice.parse(chosen["0"], board),
        Choice.parse(chosen["2"], board),
    ]
