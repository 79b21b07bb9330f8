"""Join a table reads an IPv6 address given alone, as a system's network settings show
it ("fe80::1", "2001:db8::5", the loopback "::1"), as that address on the host's usual
port, as it reads a name or an IPv4 address alone, where it read "fe80::1" as the host
"fe80:" on port 1. Nothing is sent: the dialog's reading is checked."""

from __future__ import annotations

import pytest

from metrox_desktop.ui.net.join_dialog import DEFAULT_PORT, JoinDialog
from tests.ui.net.test_join_reads_what_is_pasted import _paste


@pytest.mark.parametrize(
    ("typed", "host"),
    [("::1", "::1"), ("fe80::1", "fe80::1"), (" 2001:db8::5\n", "2001:db8::5")],
)
def test_an_ipv6_address_alone_is_that_host_on_the_usual_port(qtbot, typed: str, host: str):
    dialog = JoinDialog("Ann", listen=None)
    qtbot.addWidget(dialog)
    _paste(dialog, typed, "7KQ2MX")
    assert dialog.result() == JoinDialog.DialogCode.Accepted, dialog.problem.text()
    assert dialog.options().address == (host, DEFAULT_PORT)


def test_an_ipv6_address_with_its_port_keeps_it(qtbot):
    dialog = JoinDialog("Ann", listen=None)
    qtbot.addWidget(dialog)
    _paste(dialog, "[fe80::1]:47999", "7KQ2MX")
    assert dialog.options().address == ("fe80::1", 47999)
