"""Join a table and Host a table, given a field they cannot take, say why at that
field: the focus goes to it, its text selected to type again, and a screen reader
hears the problem as the field's description (the line under the form was shown,
but the focus stayed on the button and a screen reader said nothing)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit, QWidget

from metrox_desktop.ui.net.host_dialog import HostDialog
from metrox_desktop.ui.net.join_dialog import JoinDialog


def heard_at(widget: QWidget) -> str:
    """What a screen reader reads of ``widget`` besides its name: its description."""
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return interface.text(QAccessible.Text.Description)


def typed(field: QLineEdit, text: str) -> None:
    field.setFocus()
    field.selectAll()
    QTest.keyClicks(field, text)


def test_join_a_table_puts_the_focus_on_the_field_at_fault_and_says_why_there(qtbot) -> None:
    dialog = JoinDialog("Ann", listen=None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    typed(dialog.address, "the host's laptop")
    typed(dialog.room, "ABC234")
    QTest.keyClick(dialog.room, Qt.Key.Key_Return)  # Join, by the keyboard
    assert dialog.result() != JoinDialog.DialogCode.Accepted
    problem = dialog.problem.text()
    assert "Give the host's address" in problem
    assert dialog.focusWidget() is dialog.address
    assert dialog.address.selectedText() == "the host's laptop"  # typed over at once
    assert heard_at(dialog.address) == problem
    # the address mended, the room code is at fault: the address is described as before
    QTest.keyClicks(dialog.address, "127.0.0.1:47301")
    typed(dialog.room, "AB")
    QTest.keyClick(dialog.room, Qt.Key.Key_Return)
    assert dialog.focusWidget() is dialog.room
    assert "room code" in heard_at(dialog.room) and heard_at(dialog.room) == dialog.problem.text()
    assert heard_at(dialog.address) == dialog.address.placeholderText()
    typed(dialog.room, "ABC234")
    QTest.keyClick(dialog.room, Qt.Key.Key_Return)
    assert dialog.result() == JoinDialog.DialogCode.Accepted


def test_host_a_table_puts_the_focus_on_the_field_at_fault_and_says_why_there(qtbot) -> None:
    dialog = HostDialog("tokyo", "Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.seats.setValue(2)
    dialog.bots.setValue(3)  # and the host plays a seat: four seats taken of two
    dialog.name.setFocus()
    QTest.keyClick(dialog.name, Qt.Key.Key_Return)
    assert dialog.result() != HostDialog.DialogCode.Accepted
    assert dialog.focusWidget() is dialog.bots
    assert heard_at(dialog.bots) == dialog.problem.text() != ""
    dialog.bots.setValue(1)
    dialog.name.clear()
    QTest.keyClick(dialog.bots, Qt.Key.Key_Return)
    assert dialog.focusWidget() is dialog.name
    assert "Your name" in heard_at(dialog.name) and heard_at(dialog.bots) == ""
