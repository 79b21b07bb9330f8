"""A game of bots only ends as a game with people does: on the last card, face up."""

from __future__ import annotations

from metrox_desktop.engine.match import Phase
from metrox_desktop.seats import parse_seats
from tests.ui.helpers import open_window, play_to_the_end


def test_a_bots_game_ends_on_its_last_card_face_up(qtbot) -> None:
    window = open_window(qtbot)
    window.picture_only()  # the bots are driven here, turn by turn
    # The game kept before its last card: the bots play it here.
    play_to_the_end(window, "tokyo", "BOTSEND", parse_seats("A:greedy,B:greedy"))
    session = window.session
    assert session.phase is Phase.OVER
    last = session.match.history[-1].card
    assert window.panel.card_widget.card == last  # face up, not the card back
    assert window.panel.card_label.text() != ""
