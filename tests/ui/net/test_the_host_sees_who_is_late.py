"""A host's window at a table whose cards have a time says who is late once the time
is up, and how long the grace gives them before the host's bot chooses (it said
nothing until the bot had chosen; a host who only watches could not tell who held
the table). Real seat processes on 127.0.0.1."""

from __future__ import annotations

from pathlib import Path

from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.net.host_window import HostWindow
from tests.net.tables import join_window
from tests.ui.net.conftest import STEP

LATE = "Time is up for Slow: a bot chooses for them in 3 s unless they choose first."


def test_the_host_says_who_is_late_and_the_grace_they_have(
    qtbot, tmp_path: Path, host_window
) -> None:  # noqa: ANN001
    host: HostWindow = host_window(
        "tokyo", 2, listen=("127.0.0.1", 0), seed="LATE1", turn_time=3, bot_after_grace=True
    )
    heard: list[str] = []
    host.said.connect(heard.append)
    join_window(tmp_path / "fast", host, "Fast", "--bot", "greedy")
    join_window(tmp_path / "slow", host, "Slow", "--bot", "greedy", "--think", "60")
    qtbot.waitUntil(lambda: LATE in heard, timeout=60_000)
    assert host.statusBar().currentMessage() == LATE
    qtbot.waitUntil(lambda: "Time is up: a bot chose for Slow." in heard, timeout=STEP)
    set_language("ja")  # in the window's language too
    qtbot.waitUntil(
        lambda: any("Slow" in said and "秒" in said for said in heard[-3:]), timeout=60_000
    )
