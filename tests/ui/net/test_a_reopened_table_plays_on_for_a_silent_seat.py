"""A host's window whose bot plays a seat still joined but silent once its time was up
(Ann, away from the keyboard), killed mid-game (a real process, SIGKILL) and opened
again, plays on for that seat as before: Ann's window coming back by itself with the
table is not Ann back, so the bot keeps choosing for her once each card's time is up,
the table never waits on her, and the host's window and every seat's window name her
seat as before the kill ("Ann (a bot plays)"), until she chooses. Every seat is a game
window of this process (Bo plays his); everything is on 127.0.0.1. A table closed (its
window's Close the table, the command's Ctrl+C) with such a seat joined plays on for it
the same way when opened again."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from metrox_desktop.persistence import tables
from metrox_desktop.persistence.paths import HOME_VARIABLE
from metrox_desktop.ui.net.host_window import HostWindow
from metrox_desktop.ui.window.main_window import MainWindow
from metrox_desktop.ui.window.table_entries import join_table
from tests.net.tables import IN_TIME, LOOPBACK, App, Raw
from tests.ui.helpers import open_window
from tests.ui.net.conftest import STEP, seated, standings_names
from tests.ui.net.test_a_seat_hears_who_left_and_who_plays_for_them import names_in
from tests.ui.net.test_table_across_computers import play_my_seat

pytestmark = pytest.mark.long  # run first: tests/conftest.py

GAME = 100_000  # ms (within the test's time limit)
PLAYED = "Ann (a bot plays)"
GIVEN = (
    "The host's bot chooses for you when your time runs out: choose in time to play your"
    " seat again."
)


def _turns(app: App) -> int:
    return max((int(line.split()[1]) for line in app.lines if line.startswith("turn ")), default=0)


def _names(window: MainWindow) -> list[str]:
    standings = window.table.standings
    return [] if standings is None else names_in(standings)


def test_a_reopened_table_plays_on_for_a_silent_seat_until_its_person_chooses(
    qtbot, host_window: Callable[..., HostWindow]
) -> None:
    home = Path(os.environ[HOME_VARIABLE])  # the windows' data folder: the "same computer"
    process = "tests.net.host_window_process"
    first = App(home, "2", "SILENTKILL", "0", "overdue", "3", module=process)
    _, room, _, address = first.wait_for_line("room ").split()
    port = int(address.rpartition(":")[2])
    ann, bo = open_window(qtbot), open_window(qtbot)
    heard: list[str] = []  # what Ann's window says to a screen reader
    ann.reader.announced.connect(heard.append)
    ann_seat = join_table(ann, (LOOPBACK, port), room, "Ann")
    assert seated(qtbot, ann) is ann_seat and ann_seat.seat == 0
    bo_seat = join_table(bo, (LOOPBACK, port), room, "Bo")
    assert seated(qtbot, bo) is bo_seat and bo_seat.seat == 1

    def bo_plays(done: Callable[[], bool]) -> Callable[[], bool]:
        def check() -> bool:
            play_my_seat(bo)  # Bo chooses each card at once; Ann never does
            return done()

        return check

    qtbot.waitUntil(bo_plays(lambda: "stood in for 0" in first.lines), timeout=GAME)
    given = _turns(first)
    qtbot.waitUntil(bo_plays(lambda: _turns(first) >= given + 2), timeout=GAME)  # played for
    both_name_her = bo_plays(lambda: PLAYED in _names(ann) and PLAYED in _names(bo))
    qtbot.waitUntil(both_name_her, timeout=STEP)
    assert heard.count(GIVEN) == 1
    first.kill()  # mid-game, as a crash or a power cut
    before = _turns(first)

    (stopped,) = tables.stopped_tables()
    host = host_window("", 0, saved=stopped)  # opened again, on the same address
    said: list[str] = []
    host.said.connect(said.append)
    assert host.port == port and host.stood_in == {0}
    qtbot.waitUntil(
        bo_plays(lambda: host.connected == [True, True] and host.up_to_date), timeout=STEP
    )
    # Ann's window is back with the table; Ann is not: the bot plays on for her, and
    # every window names her seat as before the kill
    assert host.stood_in == {0}
    assert PLAYED in standings_names(host)
    qtbot.waitUntil(bo_plays(lambda: host.turn >= before + 3), timeout=GAME)
    assert not any("Ann" in words for words in said)  # neither back nor waited on
    assert host.stood_in == {0} and PLAYED in standings_names(host)
    qtbot.waitUntil(bo_plays(lambda: PLAYED in _names(ann) and PLAYED in _names(bo)), timeout=STEP)
    assert heard.count(GIVEN) == 1  # her window is not told again: nothing changed for her

    def ann_back() -> bool:
        play_my_seat(ann)  # Ann chooses at last: her seat is hers again
        play_my_seat(bo)
        return "Ann" in standings_names(host) and "Ann" in _names(bo)

    qtbot.waitUntil(ann_back, timeout=GAME)
    assert "Ann is back and plays their seat again." in said
    assert host.stood_in == set()
    ann_seat.leave()
    bo_seat.leave()


def test_a_table_closed_and_opened_again_plays_on_for_a_silent_seat(
    qtbot, host_window: Callable[..., HostWindow]
) -> None:
    first = host_window("tokyo", 2, listen=(LOOPBACK, 0), seed="SILENTCLOSE", turn_time=IN_TIME)
    slow, fast = Raw(first.port), Raw(first.port)
    slow_token = slow.hello(first.room, "Slow")["token"]  # seat 0: joined, and silent
    fast_token = fast.hello(first.room, "Fast")["token"]
    card = fast.until("card")
    fast.send({"type": "choose", "turn": card["turn"], "choice": card["legal"][0]})
    # the button a moment after the table tells: a click before is lost on it disabled
    qtbot.waitUntil(lambda: 0 in first.overdue and first.stand_in_button.isEnabled(), timeout=STEP)
    first.stand_in_button.click()
    qtbot.waitUntil(lambda: first.stood_in == {0}, timeout=STEP)
    first.stop()  # Close the table, Slow still joined (as the command's Ctrl+C closes it)
    slow.close()
    fast.close()

    (stopped,) = tables.stopped_tables()
    host = host_window("", 0, saved=stopped)
    slow, fast = Raw(host.port), Raw(host.port)  # each seat back, as its client comes back
    assert slow.hello(host.room, "Slow", slow_token)["type"] == "welcome"
    card = fast.hello(host.room, "Fast", fast_token)["card"]  # the card on the table
    qtbot.waitUntil(lambda: host.connected == [True, True] and host.up_to_date, timeout=STEP)
    assert host.stood_in == {0} and PLAYED.replace("Ann", "Slow") in standings_names(host)
    fast.send({"type": "choose", "turn": card["turn"], "choice": card["legal"][0]})
    resolved = slow.until("turn")  # the bot chose for Slow once the time was up
    assert resolved["turn"] == card["turn"] and resolved["bots"] == [0]
    slow.close()
    fast.close()
