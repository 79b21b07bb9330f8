"""Join a table reads the address and the room code as a player gives them: copied
from the host's window with the words around them (in English or Japanese), typed
with an input method's wide characters, or with text around them from a chat. A table
hosted on 127.0.0.1 is joined for real; nothing is sent to any other address."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLineEdit

from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.net.host_window import HostWindow
from metrox_desktop.ui.net.join_dialog import JoinDialog
from metrox_desktop.ui.window.table_entries import join_table
from tests.net.tables import LOOPBACK, LOOPBACK_6
from tests.ui.helpers import open_window
from tests.ui.net.conftest import STEP


def address_host(address: str) -> str:
    return LOOPBACK_6 if LOOPBACK_6 in address else LOOPBACK


def _wide(text: str) -> str:
    """``text`` as a Japanese input method types it: full-width letters, digits, colon."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def _paste(dialog: JoinDialog, address: str, room: str) -> None:
    """Paste into the two fields, as from the clipboard, and press Join."""
    clipboard = QApplication.clipboard()
    for field, text in ((dialog.address, address), (dialog.room, room)):
        field.clear()
        clipboard.setText(text)
        field.paste()
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()


def test_the_address_and_room_copied_from_the_hosts_window_join_its_table(qtbot):
    host = HostWindow("tokyo", 3, listen=(LOOPBACK, 0), seed="PASTE1")
    qtbot.addWidget(host)
    host.show()
    qtbot.waitUntil(lambda: bool(host.address), timeout=STEP)  # its address shows
    window = open_window(qtbot)
    for language, name in (("en", "Ann"), ("ja", "Bo")):
        set_language(language)
        copied = (host.address_label.text(), host.room_label.text())  # as the screen shows
        assert copied[0] != host.address and copied[1] != host.room  # words around them
        dialog = JoinDialog(name, window, listen=None)
        qtbot.addWidget(dialog)
        _paste(dialog, *copied)
        assert dialog.result() == JoinDialog.DialogCode.Accepted, dialog.problem.text()
        options = dialog.options()
        assert options.address == (LOOPBACK, host.port) and options.room == host.room
    set_language("en")
    # typed with an input method's wide characters, and joined for real
    dialog = JoinDialog("Ann", window, listen=None)
    qtbot.addWidget(dialog)
    _paste(dialog, _wide(f"{LOOPBACK}:{host.port}"), _wide(host.room.lower()))
    assert dialog.result() == JoinDialog.DialogCode.Accepted, dialog.problem.text()
    options = dialog.options()
    assert options.address == (LOOPBACK, host.port) and options.room == host.room
    seat = join_table(window, options.address, options.room, options.name)
    assert seat is not None
    qtbot.waitUntil(lambda: seat.seat is not None and "Ann" in host.names, timeout=STEP)
    seat.leave()
    host.stop()


def test_text_around_a_host_without_its_port_is_no_address_to_try(qtbot):
    dialog = JoinDialog("Ann", listen=None)
    qtbot.addWidget(dialog)
    # the words of a sentence are never taken for a host's name (nothing is looked up)
    _paste(dialog, f"at {LOOPBACK}", "ABC234")
    assert dialog.result() != JoinDialog.DialogCode.Accepted
    assert "Give the host's address" in dialog.problem.text()
    # a chat's line around the address, and a code in two groups, are read
    _paste(dialog, f"the table: <tcp://{LOOPBACK}:47301/>.", "abc-234")
    assert dialog.result() == JoinDialog.DialogCode.Accepted, dialog.problem.text()
    assert dialog.options()[:2] == ((LOOPBACK, 47301), "ABC234")


def test_an_address_and_room_from_a_chat_with_emoji_and_invisible_spaces_are_read(qtbot):
    """A chat's message: an emoji against the address, a zero-width space where the chat
    may break the line, a line break after it. The address reads as it looks."""
    dialog = JoinDialog("Ann", listen=None)
    qtbot.addWidget(dialog)
    for address in (
        f"join us! {LOOPBACK}:47301🎉",
        f"{LOOPBACK}:47301\u200b",
        f"\u200b{LOOPBACK}\u200b:47301\r\n",
        f"\ufeff[{LOOPBACK_6}]:47301 🙂",
    ):
        _paste(dialog, address, "ABC234\u200b")
        assert dialog.result() == JoinDialog.DialogCode.Accepted, (address, dialog.problem.text())
        assert dialog.options()[:2] == ((address_host(address), 47301), "ABC234")
        dialog.setResult(0)


def _paste_into(field: QLineEdit, text: str) -> None:
    QApplication.clipboard().setText(text)
    field.paste()


def test_the_hosts_line_pasted_whole_into_one_field_fills_the_other_too(qtbot):
    """The host command's line ("room FRIDAY at HOST:PORT"), or the host's window's two
    lines copied together, pasted into either field: both are filled, and the table is
    joined with one paste (the other field stayed empty, and Join said so)."""
    set_language("ja")  # the host's window and this one in Japanese: "ルーム ABC234"
    window_lines = "\n".join(
        (
            QCoreApplication.translate("HostWindow", "Room {code}").format(code="ABC234"),
            QCoreApplication.translate("HostWindow", "at {address}").format(
                address=f"{LOOPBACK}:47301"
            ),
        )
    )
    for pasted, room in (
        (f"room FRIDAY at {LOOPBACK}:47302", "FRIDAY"),  # a code of the host's own
        (window_lines, "ABC234"),
    ):
        for first, second in ((0, 1), (1, 0)):
            dialog = JoinDialog("Ann", listen=None)
            qtbot.addWidget(dialog)
            fields = (dialog.address, dialog.room)
            _paste_into(fields[first], pasted)
            assert fields[second].text(), (pasted, first)  # filled from the same paste
            dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
            assert dialog.result() == JoinDialog.DialogCode.Accepted, dialog.problem.text()
            port = 47302 if room == "FRIDAY" else 47301
            assert dialog.options()[:2] == ((LOOPBACK, port), room)
    # words of a chat beside an address name no room: the room code is still typed
    dialog = JoinDialog("Ann", listen=None)
    qtbot.addWidget(dialog)
    _paste_into(dialog.address, f"please join {LOOPBACK}:47301")
    assert dialog.room.text() == ""
    set_language("en")


def test_a_japanese_hosts_lines_are_read_in_an_english_window_and_back(qtbot):
    """The host's window in one language, the friend's in the other: the two lines
    copied from the host's screen ("ルーム ABC234" above the address) pasted whole into
    either field fill both, and the table on 127.0.0.1 is joined."""
    host = HostWindow("tokyo", 3, listen=(LOOPBACK, 0), seed="PASTE2")
    qtbot.addWidget(host)
    host.show()
    qtbot.waitUntil(lambda: bool(host.address), timeout=STEP)
    for hosts, friends in (("ja", "en"), ("en", "ja")):
        set_language(hosts)
        copied = "\n".join((host.room_label.text(), host.address_label.text()))
        assert host.room in copied and copied.split()[0].lower() != host.room.lower()
        set_language(friends)
        for field in ("address", "room"):
            dialog = JoinDialog("Ann", listen=None)
            qtbot.addWidget(dialog)
            _paste_into(getattr(dialog, field), copied)
            assert dialog.address.text() and dialog.room.text(), (hosts, field, copied)
            dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
            assert dialog.result() == JoinDialog.DialogCode.Accepted, dialog.problem.text()
            assert dialog.options()[:2] == ((LOOPBACK, host.port), host.room), (hosts, field)
    set_language("en")
    host.stop()
