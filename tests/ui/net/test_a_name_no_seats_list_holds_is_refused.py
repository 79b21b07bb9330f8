"""A table's seats are remembered for the next game (and its rematch seats them here)
as a list of names separated by commas, a bot's level after a colon: a name with a
comma or a colon, or longer than a game at one screen takes (24 characters), is
refused where it is typed, in Host a table and Join a table, with the reason in the
dialog, in either language."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox

from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.net.host_dialog import HostDialog
from metrox_desktop.ui.net.join_dialog import JoinDialog
from tests.net.tables import LOOPBACK


def _press_ok(dialog: HostDialog | JoinDialog) -> None:
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()


def test_a_name_with_a_comma_or_colon_is_refused_by_host_and_join_dialogs(qtbot):
    for language, says in (("en", "1 to 24 characters"), ("ja", "1〜24文字")):
        set_language(language)
        for name in ("Kai,Jr", "Cy:x", "A" * 25):
            join = JoinDialog(name, listen=None)
            qtbot.addWidget(join)
            join.address.setText(f"{LOOPBACK}:47301")
            join.room.setText("ABC234")
            _press_ok(join)
            assert join.result() != JoinDialog.DialogCode.Accepted, name
            assert says in join.problem.text(), join.problem.text()
            host = HostDialog("tokyo", name)
            qtbot.addWidget(host)
            _press_ok(host)
            assert host.result() != HostDialog.DialogCode.Accepted, name
            assert says in host.problem.text(), host.problem.text()
        join = JoinDialog("Kai Jr", listen=None)  # a name without them joins
        qtbot.addWidget(join)
        join.address.setText(f"{LOOPBACK}:47301")
        join.room.setText("ABC234")
        _press_ok(join)
        assert join.result() == JoinDialog.DialogCode.Accepted, join.problem.text()
    set_language("en")
