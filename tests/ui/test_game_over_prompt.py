"""At the end of a game the panel says the game is over, never to flip another card
(a game of bots ended with no card on the table and asked for a flip)."""

from __future__ import annotations

import pytest

from metrox_desktop.engine.match import Phase
from metrox_desktop.seats import parse_seats
from tests.ui.helpers import open_window


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_a_bots_game_ends_saying_the_game_is_over(qtbot, map_id: str) -> None:
    window = open_window(qtbot)
    window.pace_actions[0].trigger()  # instant
    window.start_game(map_id, seed="watch", seats=parse_seats("A:random,B:random"))
    session = window.session
    qtbot.waitUntil(lambda: session.phase is Phase.OVER, timeout=30_000)
    prompt = window.panel.hint_label.text()
    assert prompt == "Every indicator box is filled: the game is over."
    assert "flip" not in prompt.lower()
    assert not window.panel.flip_button.isEnabled()
