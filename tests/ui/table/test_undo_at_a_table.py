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


def test_undo_on_a_hidden_choice_says_when_it_can_be_taken_back(qtbot) -> None:
    """Ann looks at her own sheet while Bo writes and presses Ctrl+Z: her choice is not
    final (she may take it back once Bo has written), and the key says so rather than
    that a choice is final once the next card is flipped (no card was)."""
    window = open_window(qtbot)
    window.start_game("tokyo", seed="hidden", seats=parse_seats("Ann,Bo"))
    session = window.session
    window.controller.flip()
    click_choice(window, greedy_choice(session))  # Ann writes; Bo has the mouse
    thumbnail = window.table.strip.thumbnails[0]
    QTest.mouseClick(thumbnail, Qt.MouseButton.LeftButton)  # Ann looks at her sheet
    assert window.controller.seat == 0
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.has_chosen(0) and session.chooser == 1
    said = window.statusBar().currentMessage()
    assert "next card is flipped" in said and "final" not in said
    assert said.startswith("Ann's choice stays hidden while Bo writes")
    # As it says: once Bo has written, Ann's sheet shown, Ctrl+Z takes hers back.
    window.controller.show_seat(1)
    click_choice(window, greedy_choice(session))
    window.table.seat_clicked.emit(0)
    assert window.controller.seat == 0
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not session.has_chosen(0) and session.has_chosen(1)
