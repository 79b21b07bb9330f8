"""A host's idle time is one its seats can keep: a seat pings every third of it, and at
``--idle-time 0.1`` that was 30 messages a second, more than the rate a seat may send,
so every seat was closed for flooding every few seconds and joined again, all game
long. Such a time is refused in one line."""

from __future__ import annotations

from pathlib import Path

from tests.net.tables import App


def test_an_idle_time_too_short_for_the_seats_pings_is_refused_in_one_line(
    tmp_path: Path,
) -> None:
    host = App(tmp_path / "host", "host", "--listen", "127.0.0.1:0", "--idle-time", "0.1")
    assert host.finish() == 2
    assert host.stderr() == "metrox-desktop: --idle-time '0.1': give seconds from 0.5 to 86400\n"
