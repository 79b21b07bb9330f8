"""The guided game killed with a card up (a real process, SIGKILL) goes on at the next
start with that card up and its lesson shown again, where the lessons were silent until
the next card."""

from __future__ import annotations

import os
from pathlib import Path

from metrox_desktop.engine.match import Phase
from metrox_desktop.persistence.paths import HOME_VARIABLE
from metrox_desktop.ui.window.learn_entries import after_start
from tests.net.tables import App
from tests.ui.helpers import open_window

WAIT = 60  # s: a window on a loaded machine


def test_a_guided_game_killed_with_a_card_up_shows_that_card_s_lesson_again(qtbot) -> None:
    home = Path(os.environ[HOME_VARIABLE])
    app = App(home, "0", "--learn", module="tests.ui.window.player_at_the_window")
    try:
        app.wait_for_line("ready", timeout=WAIT)  # the first card flipped, its lesson up
        app.kill()
    finally:
        app.stop()
    card = app.wait_for_line("card ").split()[1]

    window = open_window(qtbot)
    window.open_at_start("tokyo", "okazu-20", None)  # the next start, as the app's own
    after_start(window, asked=False, first_start=False)
    assert window.session.phase is Phase.CHOOSE and window.session.card is not None
    assert window.session.card.code == card
    guide = window.learn_guide
    assert guide is not None and guide.current is not None
    assert guide.current.key == window.session.card.kind.value  # the card's own lesson
    assert guide.dock.isVisible() and guide.title.text() == guide.current.title
