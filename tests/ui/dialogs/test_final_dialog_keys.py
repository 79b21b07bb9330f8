"""The final dialog survives the keys that play the game: a player who writes the last
choice and presses Space or Enter once more, to flip a card out of habit, still reads
the result (the key pressed New game..., or began a rematch at a table, and the
finished game's dialog was gone). Tab then reaches the buttons, and Enter presses them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from metrox_desktop.engine.match import Phase
from metrox_desktop.seats import parse_seats
from metrox_desktop.ui.table.autoplay import greedy_choice
from tests.ui.helpers import before_the_last_turn, open_window


@pytest.mark.parametrize("players", ["You", "Ann,Bo"])
def test_space_and_enter_after_the_last_choice_keep_the_result(qtbot, players: str) -> None:
    window = open_window(qtbot)
    # The game kept before its last card: the last turn is played by keys here.
    window.resume_game(before_the_last_turn("tokyo", "habit", parse_seats(players)))
    session = window.session
    view = window.view
    while session.phase is not Phase.OVER:
        QTest.keyClick(view, Qt.Key.Key_Return)  # flip
        while session.phase is Phase.CHOOSE:
            card = session.match.card
            assert card is not None
            if card.takes_route:
                route = greedy_choice(session)
                assert route is not None
                QTest.keyClicks(view, route.text(session.board).lower())
            else:
                QTest.keyClick(view, Qt.Key.Key_Tab)  # free circle: the first station
            QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=20_000)
    dialog = window.score_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
        QTest.keyClick(dialog.focusWidget(), key)
        assert dialog.isVisible() and dialog.choice is None, key
    assert window.score_dialog is dialog and session.phase is Phase.OVER

    buttons = dialog.findChildren(QPushButton)
    for _ in range(len(buttons) + 8):  # Tab, as a player would, until "Play this deal again"
        if dialog.focusWidget() is dialog.again_button:
            break
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.again_button
    QTest.keyClick(dialog.again_button, Qt.Key.Key_Return)
    assert dialog.replay_chosen
    qtbot.waitUntil(lambda: session.phase is Phase.FLIP and session.turn == 0, timeout=20_000)
