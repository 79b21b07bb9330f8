"""A player who leaves a table mid-game for good no longer holds it up: the host's
window gives their seat to a bot until they join again, and the game plays to its end;
what the host's window says of it is heard too.
Real seat processes on 127.0.0.1 (tests/net/tables.py)."""

from __future__ import annotations

import time
from pathlib import Path

from metrox_desktop.ui.net.host_window import HostWindow
from tests.net.tables import LOOPBACK, Raw, join_window
from tests.ui.net.conftest import GAME, STEP, standings_names


def test_the_host_lets_a_bot_play_for_a_seat_whose_player_left(qtbot, tmp_path: Path):
    host = HostWindow("tokyo", 2, listen=(LOOPBACK, 0), seed="AWAY1")
    qtbot.addWidget(host)
    host.show()
    qtbot.waitUntil(lambda: bool(host.address), timeout=STEP)
    heard: list[str] = []  # what a screen reader says too, not only the status bar
    host.said.connect(heard.append)

    try:
        cy = Raw(host.port)  # Cy joins, sees the first card, and leaves for good
        assert cy.hello(host.room, "Cy")["type"] == "welcome"
        bo = join_window(tmp_path / "bo", host, "Bo", "--bot", "greedy")
        cy.until("card")
        assert not host.stand_in_button.isEnabled()  # everybody is here
        cy.close()
        qtbot.waitUntil(lambda: host.connected == [False, True] and host.turn >= 1, timeout=STEP)
        turn = host.turn
        qtbot.wait(1500)
        assert host.turn == turn and not host.over  # the table waits for Cy
        qtbot.waitUntil(host.stand_in_button.isEnabled, timeout=STEP)
        host.stand_in_button.click()  # the table answers with the seats its bot now plays
        qtbot.waitUntil(
            lambda: (
                host.statusBar().currentMessage() == "A bot plays for Cy until they join again."
                and host.up_to_date  # said at once; the standings follow as the loop turns
            ),
            timeout=STEP,
        )
        # the standings say a bot plays Cy's seat; nobody else is left for the button
        assert "Cy (away: a bot plays)" in standings_names(host)
        assert not host.stand_in_button.isEnabled()
        assert heard[:2] == ["Cy took seat 1.", "Bo took seat 2."]
        assert "Cy lost the connection: their seat waits for them." in heard
        assert heard[-1] == "A bot plays for Cy until they join again."
        qtbot.waitUntil(lambda: host.over, timeout=GAME)  # Bo and Cy's bot play to the end
        assert bo.finish() == 0
    finally:
        host.stop()  # no question: the room closes with the test


def test_a_seat_lost_just_before_the_click_is_shown_as_the_table_has_it(qtbot, tmp_path: Path):
    """Cy's connection is lost on the table's side, the host asks for bots before the
    window has heard of it: the window names the seats the table's bot now plays."""
    host = HostWindow("tokyo", 2, listen=(LOOPBACK, 0), seed="AWAY2")
    qtbot.addWidget(host)
    host.show()
    qtbot.waitUntil(lambda: bool(host.address), timeout=STEP)
    try:
        cy = Raw(host.port)
        assert cy.hello(host.room, "Cy")["type"] == "welcome"
        bo = join_window(tmp_path / "bo", host, "Bo", "--bot", "greedy", "--think", "60")
        cy.until("card")
        qtbot.waitUntil(lambda: host.connected == [True, True], timeout=STEP)
        cy.close()
        # The table has lost Cy; the window, whose event loop has not turned, has not.
        deadline = time.monotonic() + STEP / 1000
        while host.host.seats[0].connection is not None and time.monotonic() < deadline:
            time.sleep(0.01)
        assert host.connected == [True, True]
        host.stand_in_for_away()  # what the button does
        qtbot.waitUntil(lambda: "Cy (away: a bot plays)" in standings_names(host), timeout=STEP)
        assert host.statusBar().currentMessage() == "A bot plays for Cy until they join again."
        bo.stop()
    finally:
        host.stop()
