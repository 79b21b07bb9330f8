"""A host that listens on every address (the `host` command's default, `*`, and the
wildcards a person may write) takes friends by IPv4 and by IPv6 on the one port it
prints. Connections go to 127.0.0.1 and ::1 only."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from tests.net.tables import LOOPBACK, LOOPBACK_6, App, Host, Raw

DEFAULT_PORT = 47301


def seated_by_both(room: str, port: int) -> list[str]:
    """Join one seat over IPv4 and one over IPv6; what each hello was answered."""
    answers = []
    for name, address in (("Ann", LOOPBACK), ("Bo", LOOPBACK_6)):
        raw = Raw(port, address)
        answers.append(raw.hello(room, name)["type"])
        raw.close()
    return answers


@pytest.mark.parametrize("listen", ["*:0", "0.0.0.0:0", "[::]:0"])
def test_a_host_on_every_address_takes_friends_by_ipv4_and_ipv6(
    tmp_path: Path, listen: str
) -> None:
    host = Host(tmp_path, "--players", "3", listen=listen)
    assert host.lines[0] == f"room {host.room} at {socket.gethostname()}:{host.port}"
    assert seated_by_both(host.room, host.port) == ["welcome", "welcome"]
    host.wait_for_line("seat 1 joined: Bo")
    # A friend's join command given an IPv6 address, as it would be typed.
    address = f"[{LOOPBACK_6}]:{host.port}"
    App(tmp_path / "cy", "join", address, "--room", host.room, "--name", "Cy", "--bot", "greedy")
    host.wait_for_line("seat 2 joined: Cy")


def test_a_host_with_no_listen_option_takes_friends_by_ipv4_and_ipv6(tmp_path: Path) -> None:
    with socket.socket() as probe:  # the default port, if no other program has it
        try:
            probe.bind((LOOPBACK, DEFAULT_PORT))
        except OSError:
            pytest.skip(f"port {DEFAULT_PORT} is taken on this computer")
    host = App(tmp_path, "host", "--players", "3")
    first = host.wait_for_line("room ")
    assert first.endswith(f" at {socket.gethostname()}:{DEFAULT_PORT}")
    room = first.split()[1]
    assert seated_by_both(room, DEFAULT_PORT) == ["welcome", "welcome"]
    host.wait_for_line("seat 1 joined: Bo")
