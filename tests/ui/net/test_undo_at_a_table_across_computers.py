"""Ctrl+Z at a table across computers: a choice there is final once made (the host has
it), and the key says so, in the status bar and to a screen reader, where it did
nothing at all (the Undo entry is greyed, and a greyed entry takes no key). Against real
host and seat processes on 127.0.0.1."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.net.conftest import STEP, WaitingForAnn
from tests.ui.net.test_table_across_computers import play_my_seat

FINAL = "Nothing to undo: at a table across computers a choice is final once it is made."


def test_ctrl_z_at_a_table_across_computers_says_a_choice_is_final(
    qtbot, waiting_for_ann: WaitingForAnn
):
    window, heard = waiting_for_ann.window, waiting_for_ann.heard
    session = window.session
    play_my_seat(window)  # Ann's choice goes to the host
    assert session.has_chosen(0)
    assert not window.menus.undo_action.isEnabled()  # greyed: the choice is the host's
    written = session.match.pending_move(0)
    window.activateWindow()  # a key reaches the window's actions once it is active
    qtbot.waitUntil(window.isActiveWindow, timeout=STEP)
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage() == FINAL
    assert FINAL in heard  # a player who cannot see the status bar hears it
    assert session.has_chosen(0) and session.match.pending_move(0) == written  # still made
