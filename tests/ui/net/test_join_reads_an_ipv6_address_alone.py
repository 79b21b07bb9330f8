"""Join a table reads an IPv6 address given alone, as a system's network settings show
it ("fe80::1", "2001:db8::5", the loopback "::1"), as that address on the host's usual
port, as it reads a name or an IPv4 address alone, where it read "fe80::1" as the host
"fe80:" on port 1. Without brackets the address is whole (RFC 5952: a port goes after
brackets, "[2001:db8::5]:47301"): its last group is never taken for a port, and the
field's problem says how to give one. Nothing is sent: the dialog's reading is checked."""

from __future__ import annotations

import pytest

from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.net.join_dialog import DEFAULT_PORT, JoinDialog
from tests.ui.net.test_join_reads_what_is_pasted import _paste


@pytest.mark.parametrize(
    ("typed", "host"),
    [
        ("::1", "::1"),
        ("fe80::1", "fe80::1"),
        (" 2001:db8::5\n", "2001:db8::5"),
        ("2001:db8::5:4730", "2001:db8::5:4730"),  # was the host 2001:db8::5 on port 4730
        ("::1:8080", "::1:8080"),
    ],
)
def test_an_ipv6_address_alone_is_that_host_on_the_usual_port(qtbot, typed: str, host: str):
    dialog = JoinDialog("Ann", listen=None)
    qtbot.addWidget(dialog)
    _paste(dialog, typed, "7KQ2MX")
    assert dialog.result() == JoinDialog.DialogCode.Accepted, dialog.problem.text()
    assert dialog.options().address == (host, DEFAULT_PORT)


@pytest.mark.parametrize(
    ("typed", "address"),
    [
        ("[fe80::1]:47999", ("fe80::1", 47999)),
        ("[2001:db8::5]:47301", ("2001:db8::5", 47301)),
        ("tcp://[::1]:47302/", ("::1", 47302)),  # in a link
        ("https://127.0.0.1:47303", ("127.0.0.1", 47303)),
    ],
)
def test_an_address_with_its_port_keeps_it(qtbot, typed: str, address: tuple[str, int]):
    dialog = JoinDialog("Ann", listen=None)
    qtbot.addWidget(dialog)
    _paste(dialog, typed, "7KQ2MX")
    assert dialog.result() == JoinDialog.DialogCode.Accepted, dialog.problem.text()
    assert dialog.options().address == address


def test_a_port_after_an_ipv6_address_without_brackets_is_told_to_take_them(qtbot):
    """ "2001:db8::5:47301" is no IPv6 address (a group has at most 4 hex digits) and
    no host and port: Join says how an IPv6 address takes a port, in either language."""
    dialog = JoinDialog("Ann", listen=None)
    qtbot.addWidget(dialog)
    _paste(dialog, "2001:db8::5:47301", "7KQ2MX")
    assert dialog.result() != JoinDialog.DialogCode.Accepted
    problem = dialog.problem.text()
    assert "Give the host's address" in problem and "[2001:db8::5]:47301" in problem
    try:
        set_language("ja")
        assert "[2001:db8::5]:47301" in (dialog.problem_text() or "")
        assert "角かっこ" in (dialog.problem_text() or "")
    finally:
        set_language("en")
