"""Game > Host a table listens on every address of the computer, IPv4 and IPv6, on one
port: a friend joins by either, and the window tells an address of the computer on the
network (never a loopback or a wildcard). Connections go to 127.0.0.1 and ::1 only."""

from __future__ import annotations

import ipaddress

from metrox_desktop.net.protocol import EVERY_ADDRESS, split_address
from metrox_desktop.ui.net.host_window import HostWindow
from tests.net.tables import LOOPBACK, LOOPBACK_6, Raw
from tests.ui.net.conftest import STEP


def test_the_host_window_takes_friends_by_ipv4_and_ipv6_and_tells_a_network_address(
    qtbot,
) -> None:
    host = HostWindow("tokyo", 3, listen=(EVERY_ADDRESS, 0), seed="EVERY1")
    qtbot.addWidget(host)
    try:
        qtbot.waitUntil(lambda: bool(host.address), timeout=STEP)
        told = split_address(host.address)
        assert told is not None and told[1] == host.port
        # told, never connected to: the system's list of addresses, no packet sent there
        told_ip = ipaddress.ip_address(told[0])
        assert not told_ip.is_loopback and not told_ip.is_unspecified
        assert host.address_label.text() == f"at {host.address}"  # what the window shows
        assert host.address in host.address_label.toolTip()  # with every other address
        for name, address in (("Ann", LOOPBACK), ("Bo", LOOPBACK_6)):
            raw = Raw(host.port, address)
            assert raw.hello(host.room, name)["type"] == "welcome"
            raw.close()
        qtbot.waitUntil(lambda: host.names[:2] == ["Ann", "Bo"], timeout=STEP)
    finally:
        host.stop()
