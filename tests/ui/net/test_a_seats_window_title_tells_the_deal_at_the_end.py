"""A seat's window at a table across computers says in its title that the deal is told
at the end, and names the deal once the host has told it: the title read "Tokyo – deal"
with nothing after it, during the game and after. Against a real host process on
127.0.0.1."""

from __future__ import annotations

from pathlib import Path

import pytest

from metrox_desktop.ui.window.table_entries import join_table
from tests.net.tables import LOOPBACK, Host
from tests.ui.helpers import open_window
from tests.ui.net.conftest import GAME
from tests.ui.net.test_table_across_computers import play_to_the_end

pytestmark = pytest.mark.long  # run first: tests/conftest.py


def test_the_title_says_the_deal_is_told_at_the_end_then_names_it(qtbot, tmp_path: Path):
    host = Host(tmp_path / "host", "--players", "1", "--seed", "HEAD5")
    window = open_window(qtbot)
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seat is not None
    qtbot.waitUntil(lambda: window.session.hosted and window.session.turn >= 1, timeout=GAME)
    assert window.windowTitle() == "Tokyo \u2013 a table's game: the deal is told at the end"
    play_to_the_end(qtbot, window, seat)
    assert window.windowTitle() == "Tokyo \u2013 deal HEAD5"
