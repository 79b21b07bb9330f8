"""A table hosted by ``metrox-desktop host --bot-for-absent``, killed mid-game (a real
process, SIGKILL), opened again in the host's window (Game > Host a table offers it):
the table kept the choice, and the window's table hands a seat that leaves to its bot
by itself, with no click of A bot plays for the seats away; the window and the seat
still there both name the seat the bot plays. Everything is on 127.0.0.1."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from metrox_desktop.persistence import tables
from metrox_desktop.persistence.paths import HOME_VARIABLE
from metrox_desktop.ui.window.table_entries import reopen_table
from tests.net.tables import Host, Raw
from tests.ui.helpers import open_window
from tests.ui.net.conftest import STEP

pytestmark = pytest.mark.long  # run first: tests/conftest.py


def test_a_window_opening_a_table_with_a_bot_for_absent_seats_keeps_it(
    qtbot, tmp_path: Path
) -> None:
    home = Path(os.environ[HOME_VARIABLE])  # the window's data folder: the "same computer"
    first = Host(
        home, "--players", "2", "--room", "WINAWAY", "--seed", "KEEPWIN", "--bot-for-absent"
    )
    bo, ann = Raw(first.port), Raw(first.port)
    tokens = [seat.hello("WINAWAY", name)["token"] for seat, name in ((bo, "Bo"), (ann, "Ann"))]
    assert bo.until("card")["turn"] == 1
    first.kill()  # mid-game, as a crash
    bo.close()
    ann.close()

    (stopped,) = tables.stopped_tables()
    window = open_window(qtbot)  # held: the host's window is its child
    host = reopen_table(window, stopped)
    assert host is not None
    try:
        qtbot.waitUntil(lambda: host.port > 0 and host.turn == 1, timeout=STEP)
        ann = Raw(host.port)
        assert ann.hello("WINAWAY", "Ann", token=tokens[1])["seat"] == 1
        bo = Raw(host.port)
        assert bo.hello("WINAWAY", "Bo", token=tokens[0])["seat"] == 0
        qtbot.waitUntil(lambda: host.connected == [True, True], timeout=STEP)
        assert host.stood_in == set()  # everybody is here
        bo.close()  # Bo leaves: the table hands the seat to its bot at once
        qtbot.waitUntil(lambda: host.stood_in == {0} and host.up_to_date, timeout=STEP)
        assert not host.stand_in_button.isEnabled()  # nobody left for the button to hand
        while (seats := ann.until("seats"))["bot_plays"] != [0]:
            assert seats["bot_plays"] == []  # the seat away first, then the bot plays it
        assert seats["connected"] == [False, True]
    finally:
        host.stop()  # no question: the room closes with the test
        host.close()
    assert tables.read_host("WINAWAY")["bot_for_absent"] is True  # kept on
