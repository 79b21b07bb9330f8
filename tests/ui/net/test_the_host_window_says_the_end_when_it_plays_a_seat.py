"""A host's window whose game window plays a seat says, at the end, what a host that
plays no seat (and a table game's window) says: that the game is over and in the
history, where its status bar stayed empty. A host's window built directly, its seat
played by the game window and a bot seated by the host, on 127.0.0.1."""

from __future__ import annotations

from metrox_desktop.persistence import saves
from metrox_desktop.ui.net.host_window import HostWindow
from metrox_desktop.ui.window.table_entries import play_at
from tests.net.tables import LOOPBACK
from tests.ui.helpers import open_window
from tests.ui.net.conftest import STEP, seated
from tests.ui.net.test_table_across_computers import play_to_the_end

ENDED = "The game is over: it is in your history."


def test_the_host_window_says_the_game_is_over_and_kept_when_it_played_a_seat(qtbot):
    window = open_window(qtbot)
    host = HostWindow("tokyo", 2, listen=(LOOPBACK, 0), seed="HOSTEND", bots=1, play_name="Ann")
    said: list[str] = []
    host.said.connect(said.append)  # heard too
    play_at(window, host, "Ann")  # the window joins as the table opens
    host.show()
    try:
        seat = seated(qtbot, window)
        play_to_the_end(qtbot, window, seat)
        qtbot.waitUntil(lambda: host.over, timeout=STEP)
        qtbot.waitUntil(lambda: host.statusBar().currentMessage() == ENDED, timeout=STEP)
        assert said[-1] == ENDED
        assert len(saves.history()) == 1  # once, by the window's seat
    finally:
        host.stop()
        host.close()
