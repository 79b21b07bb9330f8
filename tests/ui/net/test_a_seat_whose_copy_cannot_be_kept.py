"""A seat of a table across computers whose data folder cannot take its copy of the game
(a real full disk: a 64k tmpfs) never says the game is kept: when the host does not
come back (a real host process, killed), the seat's last word says the game so far
could not be kept, and why, where it said "Your game so far is kept". On 127.0.0.1."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from metrox_desktop.persistence.paths import data_dir
from metrox_desktop.ui.window.table_entries import join_table
from tests.net.tables import LOOPBACK, Host, join
from tests.persistence.hostile import full_disk
from tests.ui.helpers import open_window
from tests.ui.net.conftest import seated
from tests.ui.net.test_table_across_computers import GAME, play_my_seat
from tests.ui.window.test_not_saved import answering

PATIENCE = 2.0  # s: how long the seat tries a host that went away (a player's: minutes)


def test_a_seat_that_could_not_keep_its_copy_never_says_it_is_kept(qtbot, tmp_path: Path) -> None:
    host = Host(tmp_path / "host", "--players", "2", "--seed", "GONE1")
    window = open_window(qtbot)
    with full_disk(data_dir(), size_kb=64):
        seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
        assert seated(qtbot, window) is seat and seat.seat == 0
        join(tmp_path / "bot", host, "Bo", "--bot", "greedy")
        seat.client.patience = PATIENCE
        session = window.session
        qtbot.waitUntil(lambda: session.hosted and session.chooser == 0, timeout=GAME)
        play_my_seat(window)
        qtbot.waitUntil(lambda: seat.unkept != "", timeout=GAME)
        assert "cannot be saved" in window.keeper.not_kept  # the red mark says so
        said = answering(qtbot, lambda box: box.button(QMessageBox.StandardButton.Ok).click())
        host.kill()  # the host's computer goes away mid-game
        qtbot.waitUntil(lambda: bool(said), timeout=GAME)
    assert said == [
        "The host did not come back. Your game so far could not be kept (No space left on device)."
    ]
