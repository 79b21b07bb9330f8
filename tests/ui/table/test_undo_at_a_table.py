"""At a table, the person at the mouse takes back only a choice that is theirs, or one
that is no longer hidden: never another person's secret choice."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from metrox_desktop.engine.match import Phase
from metrox_desktop.seats import parse_seats
from metrox_desktop.ui.table.autoplay import greedy_choice
from tests.ui.helpers import click_choice, open_window


def test_the_next_person_cannot_undo_a_hidden_choice(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="hidden", seats=parse_seats("Ann,Bo"))
    session = window.session
    window.controller.flip()
    ann_before = session.match.game.sheets[0]
    click_choice(window, greedy_choice(session))  # Ann writes
    assert session.chooser == 1 and window.controller.seat == 1  # Bo has the mouse
    assert not window.panel.undo_button.isEnabled()
    assert not window.menus.undo_action.isEnabled()
    window.activateWindow()  # a key reaches the window's actions once it is active
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.has_chosen(0)  # Ann's choice stays made and hidden
    assert session.visible_sheet(0) == ann_before
    assert "undone" not in window.statusBar().currentMessage()
    # the key says why it did nothing (the greyed entry takes no key)
    said = "Nothing of yours to undo: the others' choices stay hidden."
    assert window.statusBar().currentMessage() == said
    # Once Bo has written, the turn is open to see: Bo may undo his own choice.
    click_choice(window, greedy_choice(session))
    assert session.phase is Phase.FLIP
    assert window.menus.undo_action.isEnabled()
    window.menus.undo_action.trigger()
    assert session.chooser == 1 and session.has_chosen(0)
