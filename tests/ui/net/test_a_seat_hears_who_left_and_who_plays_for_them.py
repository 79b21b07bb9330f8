"""A seat at a table across computers hears when another seat's person leaves, when the
host's bot takes that seat over, and when they come back: in the status bar and through
a screen reader, and sees that seat marked away on its small sheet and in the
standings, where only the host's window showed it. Real seat processes, a host's
window built directly (never announced), all on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt

from metrox_desktop.engine.match import Phase
from metrox_desktop.ui.net.host_window import HostWindow
from metrox_desktop.ui.net.seat_link import TableSeat
from metrox_desktop.ui.table.standings import StandingsPanel
from metrox_desktop.ui.window.main_window import MainWindow
from metrox_desktop.ui.window.table_entries import join_table
from tests.net.tables import LOOPBACK, App, Host, join, join_window
from tests.ui.helpers import open_window
from tests.ui.net.conftest import STEP, seated
from tests.ui.net.test_table_across_computers import GAME, play_my_seat


def test_a_seat_hears_who_left_who_plays_for_them_and_who_came_back(
    qtbot, tmp_path: Path, host_window: Callable[..., HostWindow]
):
    host = host_window("tokyo", 3, listen=(LOOPBACK, 0), seed="AWAY1")
    window, seat, cy, heard = ann_bo_and_cy_play(qtbot, tmp_path, host)
    session = window.session
    assert not any("connection" in said for said in heard)
    cy.kill()  # Cy's computer is gone
    qtbot.waitUntil(lambda: "Cy lost the connection to the table." in heard, timeout=GAME)
    # and seen: Cy's small sheet and standings row say Cy is away, while the table waits
    cy_seat = session.players.index("Cy")
    strip, standings = window.table.strip, window.table.standings
    assert strip is not None and standings is not None

    def cy_away() -> bool:
        # Cy's sheet says "\u2713 chosen" over "away" while the card Cy chose before
        # going is out (on a busy machine Cy's bot may choose the next card before it
        # is killed): that card resolves only once Ann chooses, the next waits for Cy
        play_my_seat(window)
        return strip.thumbnails[cy_seat].status_text() == "away"

    qtbot.waitUntil(cy_away, timeout=GAME)
    assert "Cy (away)" in names_in(standings)
    bar = window.table.bar  # the compact standings of a larger table too
    assert bar is not None and bar.chips[cy_seat].away
    assert bar.chips[cy_seat].accessibleDescription().endswith("away")
    host.stand_in_for_away()  # the host: a bot plays for the seats away
    turn = session.turn

    def bot_heard() -> bool:
        play_my_seat(window)
        return "The host's bot plays for Cy." in heard

    qtbot.waitUntil(bot_heard, timeout=GAME)

    def two_more_turns() -> bool:
        play_my_seat(window)
        return session.turn > turn + 2 or session.phase is Phase.OVER

    qtbot.waitUntil(two_more_turns, timeout=GAME)
    assert heard.count("The host's bot plays for Cy.") == 1  # said as it starts, not each turn
    back = join_window(tmp_path / "cy", host, "Cy", "--bot", "greedy")  # Cy's seat token
    qtbot.waitUntil(lambda: "Cy is back at the table." in heard, timeout=GAME)
    qtbot.waitUntil(lambda: strip.thumbnails[cy_seat].status_text() != "away", timeout=STEP)
    assert "Cy" in names_in(standings) and "Cy (away)" not in names_in(standings)
    assert not bar.chips[cy_seat].away
    back.stop()
    seat.leave()
    host.stop()


def ann_bo_and_cy_play(
    qtbot, tmp_path: Path, host: HostWindow
) -> tuple[MainWindow, TableSeat, App, list[str]]:
    """At ``host``'s table of three: Bo, a bot process, the window's seat Ann (what the
    window says to a screen reader kept) and Cy, a bot process that waits for the host
    a minute; once the third card waits for Ann."""
    join_window(tmp_path / "bo", host, "Bo", "--bot", "greedy")
    window = open_window(qtbot)
    heard: list[str] = []
    window.reader.announced.connect(heard.append)
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seat is not None
    cy = join_window(tmp_path / "cy", host, "Cy", "--bot", "greedy", "--patience", "60")
    session = window.session

    def my_turn() -> bool:
        play_my_seat(window)
        return session.hosted and session.turn >= 3 and session.phase is Phase.CHOOSE

    qtbot.waitUntil(my_turn, timeout=GAME)
    return window, seat, cy, heard


def names_in(standings: StandingsPanel) -> list[str]:
    """Each row's name in full, as a screen reader hears it (a narrow column draws a
    shorter form: "Cy (away)" for "Cy (away: a bot plays)")."""
    table = standings.table
    role = Qt.ItemDataRole.AccessibleTextRole
    return [
        table.item(row, 1).data(role) or table.item(row, 1).text()
        for row in range(table.rowCount())
    ]


def test_a_seat_waiting_hears_many_seats_taken_at_once_in_a_line_or_two(qtbot, tmp_path: Path):
    host = Host(tmp_path / "host", "--seats", "12", "--seed", "JOIN12")
    window = open_window(qtbot)
    heard: list[str] = []
    window.reader.announced.connect(heard.append)
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seat is not None
    qtbot.waitUntil(lambda: seat.seat is not None, timeout=GAME)
    join(tmp_path / "bots", host, "Bot", "--bot", "greedy", "--seats", "11")  # one computer
    qtbot.waitUntil(lambda: window.session.hosted, timeout=GAME)

    def joined() -> list[str]:
        return [said for said in heard if "joined the table" in said]

    qtbot.waitUntil(lambda: joined() and "12 of 12" in joined()[-1], timeout=STEP)
    assert len(joined()) < 11, joined()  # not one line a seat: a screen reader reads each
    seat.leave()


def test_a_seat_back_after_the_hosts_bot_chose_for_it_hears_it_was_away_not_late(
    qtbot, tmp_path: Path, host_window: Callable[..., HostWindow]
):
    """Ann's connection is lost on a card of a table without a time; the host lets its
    bot play for her, and she is back before the card resolves: she hears the bot chose
    while she was away (she heard "Time ran out", at a table whose cards have no time)."""
    host = host_window("tokyo", 2, listen=(LOOPBACK, 0), seed="AWAY2")
    window = open_window(qtbot)
    heard: list[str] = []
    window.reader.announced.connect(heard.append)
    first = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seated(qtbot, window) is first
    join_window(tmp_path / "bo", host, "Bo", "--bot", "greedy", "--think", "5")  # slow
    session = window.session
    qtbot.waitUntil(lambda: session.hosted and session.chooser == 0, timeout=GAME)
    turn = session.turn
    first.leave()  # Ann's connection is lost
    qtbot.waitUntil(lambda: host.connected[0] is False, timeout=GAME)
    host.stand_in_for_away()  # the host's bot chooses her card now
    again = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert again is not None

    def told() -> list[str]:  # as the card resolves
        return [line for line in heard if "the host's bot chose for you" in line]

    qtbot.waitUntil(lambda: bool(told()), timeout=GAME)
    assert told() == ["While you were away, the host's bot chose for you on this card."]
    assert session.turn > turn or session.phase is not Phase.CHOOSE
    again.leave()
