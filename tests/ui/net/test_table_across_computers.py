"""Hosting and joining a table across computers from the window, against real host and
seat processes on 127.0.0.1 (tests/net/tables.py): nothing is sent to any other address."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from metrox_desktop.engine.match import Phase
from metrox_desktop.net.protocol import split_address
from metrox_desktop.persistence import saves, tables
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.ui.dialogs.score import ScoreDialog
from metrox_desktop.ui.net.banner import ReconnectBanner
from metrox_desktop.ui.net.host_window import HostWindow
from metrox_desktop.ui.net.join_dialog import JoinDialog
from metrox_desktop.ui.net.seat_link import TableSeat
from metrox_desktop.ui.table.autoplay import greedy_choice
from metrox_desktop.ui.window.main_window import MainWindow
from metrox_desktop.ui.window.table_entries import join_table, tell_seat_under_way
from tests.net.tables import (
    LOOPBACK,
    WAIT,
    Host,
    Raw,
    join,
    join_window,
    port_where_nothing_listens,
)
from tests.persistence.hostile import full_disk
from tests.ui.helpers import open_window, play_greedily
from tests.ui.net.conftest import GAME, STEP, WaitingForAnn, seated, standings_names

pytestmark = pytest.mark.long  # run first: tests/conftest.py


def play_my_seat(window: MainWindow) -> None:
    """When the card on the table waits for this window's seat, choose as the greedy bot
    would, by the controller (as a click does)."""
    session = window.session
    if session.hosted and session.phase is Phase.CHOOSE and session.chooser is not None:
        window.controller.commit(greedy_choice(session, session.chooser))


def play_to_the_end(qtbot, window: MainWindow, seat: TableSeat) -> None:
    """Play the window's seat (``play_my_seat``) until its game is over and kept."""

    def over() -> bool:
        play_my_seat(window)
        return seat.kept is not None

    qtbot.waitUntil(over, timeout=GAME)


def final_dialog(qtbot, window: MainWindow, seat: TableSeat) -> ScoreDialog:
    """The final dialog, once the window's seat has played the table's game to its end;
    it offers a rematch."""
    play_to_the_end(qtbot, window, seat)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=GAME)
    dialog = window.score_dialog
    assert dialog is not None and dialog.rematch_button is not None
    return dialog


def join_the_last_seat(window: MainWindow) -> TableSeat:
    """Join a table as it is filled in at the next start (the seat last played, kept in
    the data folder), from ``window``."""
    last = tables.last_seat()
    assert last is not None
    address = split_address(str(last["host"]))
    assert address is not None
    seat = join_table(window, address, str(last["room"]), str(last["name"]))
    assert seat is not None
    return seat


def test_a_joined_window_plays_a_whole_game_and_keeps_it_in_the_history(qtbot, tmp_path: Path):
    host = Host(tmp_path / "host", "--players", "2", "--seed", "TABLE1")
    window = open_window(qtbot)
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seated(qtbot, window) is seat and seat.seat == 0  # before Bo says hello
    bot = join(tmp_path / "bot", host, "Bo", "--bot", "greedy")

    play_to_the_end(qtbot, window, seat)
    session = window.session
    assert session.phase is Phase.OVER
    assert session.players == ("Ann", "Bo")
    assert session.seed == "TABLE1"  # the deal, told at the end
    assert host.finish() == 0 and bot.finish() == 0
    kept = saves.history()
    assert len(kept) == 1
    record = json.loads(kept[0].read_text("utf-8"))
    assert record["players"] == ["Ann", "Bo"]
    assert record["seats"] == ["person", "table"]
    assert len(record["turns"]) == len(session.match.history)
    # The window's game is the host's: the totals it shows are the bot's own count.
    totals = {
        line.split(": total ")[0]: int(line.split()[-1]) for line in bot.lines if "total" in line
    }
    assert totals["Bo"] == session.score_of(1).total
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=STEP)  # the final ranking
    # Bo's hints and lessons are at his computer: the final dialog reviews Ann alone
    assert window.par_section is not None and list(window.par_section.score_labels) == [0]
    # the next start begins a game like this one for the people at this screen: Ann alone
    window.close()
    assert Settings.load().seats == ""


def _answer_warning(seen: list[str], within: float = WAIT) -> None:
    """Read the warning the window shows once it is up, and press OK; looked for
    ``within`` seconds (the test's own wait) and no longer, so a test that fails waiting
    never answers the next test's dialog."""
    until = time.monotonic() + within

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            if time.monotonic() < until:
                QTimer.singleShot(10, answer)
            return
        seen.append(box.text())
        box.accept()

    answer()


def test_a_join_the_host_refuses_says_why_and_leaves_the_game_on_the_window_as_it_was(
    qtbot, tmp_path: Path
):
    host = Host(tmp_path / "host", "--players", "2", "--seed", "TABLE7")
    join(tmp_path / "bot", host, "Bo", "--bot", "greedy").wait_for_line("Bo: seat")
    window = open_window(qtbot)
    window.start_game("tokyo", "okazu-20", "SOLO7", None)
    play_greedily(window, 3)  # a game of one's own under way
    session = window.session
    turn = session.turn
    seen: list[str] = []
    for tries, (room, name) in enumerate((("WR0NG7", "Ann"), (host.room, "bo")), 1):
        # a mistyped code, then a name another seat has (in other letters)
        QTimer.singleShot(10, lambda: _answer_warning(seen))
        join_table(window, (LOOPBACK, host.port), room, name)
        qtbot.waitUntil(lambda t=tries: len(seen) == t, timeout=STEP)  # type: ignore[misc]
        # the game on the window is as it was, still kept, not set aside to the history
        assert not session.hosted and session.seed == "SOLO7" and session.turn == turn
        assert saves.history() == []
        assert not window.statusBar().currentMessage().startswith("Joining")
    # in the player's words, naming what to check, not the protocol's codes
    assert "WR0NG7" in seen[0] and "check the code" in seen[0] and "wrong-room" not in seen[0]
    # the seat that has the name, as it is seated ("Bo"), not as typed here ("bo")
    assert "already called Bo:" in seen[1] and "name-taken" not in seen[1]
    # the right code: the game goes to the history as the table's game takes its place
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seat is not None
    qtbot.waitUntil(lambda: session.hosted, timeout=GAME)
    kept = saves.history()
    assert len(kept) == 1 and json.loads(kept[0].read_text("utf-8"))["seed"] == "SOLO7"
    seat.leave()


def test_a_rematch_after_a_table_across_computers_seats_bots_for_the_others_and_says_so(
    qtbot, tmp_path: Path
):
    host = Host(tmp_path / "host", "--players", "2", "--seed", "TABLE9")
    window = open_window(qtbot)
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seated(qtbot, window) is seat and seat.seat == 0  # before Bo says hello
    join(tmp_path / "bot", host, "Bo", "--bot", "greedy")

    dialog = final_dialog(qtbot, window, seat)
    dialog.rematch_button.click()
    session = window.session
    qtbot.waitUntil(lambda: not session.hosted, timeout=STEP)
    # Bo was at another computer: a bot plays his seat here; Ann is still the person
    assert [(s.name, s.strategy) for s in session.seats] == [("Ann", None), ("Bo", "normal")]
    assert "played by the normal bot" in window.statusBar().currentMessage()


def test_a_rematch_after_a_table_larger_than_a_screen_says_why_it_cannot_be(qtbot, tmp_path: Path):
    host = Host(tmp_path / "host", "--players", "7", "--seed", "TABLE10")
    join(tmp_path / "bots", host, "Bot", "--bot", "greedy", "--seats", "6")
    window = open_window(qtbot)
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seat is not None

    dialog = final_dialog(qtbot, window, seat)
    seen: list[str] = []
    QTimer.singleShot(10, lambda: _answer_warning(seen))
    dialog.rematch_button.click()
    qtbot.waitUntil(lambda: len(seen) == 1, timeout=STEP)
    assert "A table of 7 seats cannot be played at one screen (at most 6)." in seen[0]
    assert window.session.hosted and window.session.phase is Phase.OVER  # the table's game stays


def test_a_host_that_closes_its_table_tells_its_seats_which_wait_for_it(
    qtbot, tmp_path: Path, host_window: Callable[..., HostWindow]
):
    host = host_window("tokyo", 2, listen=(LOOPBACK, 0), seed="TABLE11")
    bo = Raw(host.port)  # a seat of another program, as the protocol has it
    assert bo.hello(host.room, "Bo")["type"] == "welcome"
    window = open_window(qtbot)
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seat is not None
    qtbot.waitUntil(lambda: window.session.hosted and host.turn >= 1, timeout=GAME)
    host.stop()  # what Yes to "Close the table?" does, mid-game
    closed = bo.until("error")
    assert closed["code"] == "closed" and bo.closed()
    bo.close()
    banner = window.findChild(ReconnectBanner)
    assert banner is not None
    qtbot.waitUntil(
        lambda: banner.isVisible() and "closed the table" in banner.label.text(), timeout=STEP
    )
    assert seat.lost  # and it keeps trying: the host may open the table again
    seat.leave()


def test_join_a_table_offers_the_players_own_last_seat_never_a_bot_a_hosted_table_seated(
    qtbot, tmp_path: Path, host_window: Callable[..., HostWindow]
):
    host = Host(tmp_path / "host", "--players", "2", "--seed", "TABLE12")
    window = open_window(qtbot)
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")  # the player's seat
    assert seat is not None
    qtbot.waitUntil(lambda: seat.seat is not None, timeout=GAME)
    seat.leave()
    # later, this computer hosts a table of its own bots (their seats are kept here too)
    hosted = host_window("tokyo", 2, listen=(LOOPBACK, 0), seed="TABLE13", bots=2)
    qtbot.waitUntil(lambda: hosted.over, timeout=GAME)
    dialog = JoinDialog("Someone", listen=None)
    qtbot.addWidget(dialog)
    offered = (dialog.address.text(), dialog.room.text(), dialog.name.text())
    assert offered == (host.address, host.room, "Ann")


def test_a_start_after_a_seat_was_left_mid_game_says_join_a_table_takes_it_again(
    qtbot, tmp_path: Path
):
    host = Host(tmp_path / "host", "--players", "2", "--seed", "TABLE14")
    window = open_window(qtbot)
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seated(qtbot, window) is seat and seat.seat == 0
    join(tmp_path / "bot", host, "Bo", "--bot", "greedy", "--patience", "60")
    qtbot.waitUntil(lambda: window.session.hosted and window.session.chooser == 0, timeout=GAME)
    seat.leave()  # the window closed mid-game: the seat waits at the table
    again = open_window(qtbot)  # the next start
    said = tell_seat_under_way(again)
    assert said is not None and host.room in said and "Join a table" in said
    assert again.statusBar().currentMessage() == said
    back = join_the_last_seat(again)  # what Join a table is filled in with

    play_to_the_end(qtbot, again, back)  # the seat came back and played to the end
    # its game is over: nothing to say (once the seat's copy, written apart, is on disk)
    qtbot.waitUntil(lambda: tell_seat_under_way(again) is None, timeout=STEP)


def test_a_window_seated_after_a_seat_process_is_asked_for_its_own_seat_to_the_end(
    qtbot, tmp_path: Path
):
    """The host seats in the order the seats say hello: a seat process that says it
    first takes seat 0, and the card waits for the window's seat, the second."""
    host = Host(tmp_path / "host", "--players", "2", "--seed", "TABLE15")
    bo = join(tmp_path / "bot", host, "Bo", "--bot", "greedy", "--patience", "60")
    bo.wait_for_line("Bo: seat 0")
    window = open_window(qtbot)
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seated(qtbot, window) is seat and seat.seat == 1
    session = window.session
    qtbot.waitUntil(lambda: session.hosted and session.chooser == 1, timeout=GAME)
    assert session.players == ("Bo", "Ann")
    play_to_the_end(qtbot, window, seat)


def test_the_banner_shows_while_the_host_is_gone_and_goes_when_it_is_back(qtbot, tmp_path: Path):
    home = tmp_path / "host"
    host = Host(home, "--players", "2", "--seed", "TABLE2")
    join(tmp_path / "bot", host, "Bo", "--bot", "greedy", "--patience", "60")
    window = open_window(qtbot)
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seat is not None
    qtbot.waitUntil(lambda: window.session.hosted and window.session.turn >= 1, timeout=GAME)
    banner = window.findChild(ReconnectBanner)
    assert banner is not None and not banner.isVisible()
    host.kill()
    qtbot.waitUntil(banner.isVisible, timeout=STEP)
    assert "Reconnecting to the table" in banner.label.text()
    Host(home, "--room", host.room, listen=f"{LOOPBACK}:{host.port}")
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=STEP)

    play_to_the_end(qtbot, window, seat)  # and the game goes on to its end


def test_a_hosted_table_plays_to_the_end_shows_the_final_standings_and_keeps_the_game(
    qtbot, tmp_path: Path, host_window: Callable[..., HostWindow]
):
    window = host_window("tokyo", 2, listen=(LOOPBACK, 0), seed="TABLE3")
    qtbot.waitUntil(lambda: bool(window.address), timeout=STEP)
    assert window.room_label.text() == f"Room {window.room}"
    assert window.address_label.text() == f"at {LOOPBACK}:{window.port}"

    seats = join_window(tmp_path / "bots", window, "Bot", "--bot", "greedy", "--seats", "2")
    # the end shown as the event loop turns after the table tells it
    qtbot.waitUntil(lambda: window.over and window.up_to_date, timeout=GAME)
    assert seats.finish() == 0
    assert window.turn_label.text() == "The game is over."
    standings = window.standings
    assert len(standings.seats) == 2
    rows = [standings.table.item(r, 6).text() for r in range(2)]  # the total column
    totals = {
        line.split(": total ")[0]: int(line.split()[-1]) for line in seats.lines if "total" in line
    }
    assert sorted(int(t) for t in rows) == sorted(totals.values())
    assert int(rows[0]) == max(totals.values())  # best first
    # the last card is gone: in its place who won, as the final ranking at one screen opens
    assert window.card.isHidden() and window.result_box.isVisible()
    headline = window.result.label.text()
    best = max(totals.values())
    assert headline.endswith(f" wins with {best} points") or headline.endswith("share the win")
    assert headline.split(" wins")[0] in totals or " and " in headline
    assert window.result_note.text()  # how it was decided
    # the seats leave once the game is over: nobody is away, no seat waits for anyone
    qtbot.waitUntil(lambda: not any(window.connected), timeout=STEP)
    assert not any("away" in name for name in standings_names(window))
    assert "lost the connection" not in window.statusBar().currentMessage()
    # the host played no seat here: its history keeps the table's game, every seat elsewhere
    qtbot.waitUntil(lambda: len(saves.history()) == 1, timeout=STEP)
    record = json.loads(saves.history()[0].read_text("utf-8"))
    assert record["seats"] == ["table", "table"] and record["seed"] == "TABLE3"
    # and says so, where the last seat's news stayed ("Bot 2 is back.")
    said = "The game is over: it is in your history."
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == said, timeout=STEP)


def test_a_seat_sees_who_has_chosen_before_the_turn_resolves_but_never_what(qtbot, tmp_path: Path):
    host = Host(tmp_path / "host", "--players", "2", "--seed", "TABLE4")
    window = open_window(qtbot)
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seated(qtbot, window) is seat and seat.seat == 0  # before Bo says hello
    join(tmp_path / "bot", host, "Bo", "--bot", "greedy")
    session = window.session
    qtbot.waitUntil(lambda: session.hosted and session.phase is Phase.CHOOSE, timeout=GAME)
    panel = window.table

    def bot_ticked() -> bool:  # as the panel shows this turn (a moment after the session)
        return panel.up_to_date and panel.ranking is not None and panel.ranking.has_chosen(1)

    for _turn in range(3):  # a few cards: the tick comes each turn, and goes with the flip
        turn = session.turn
        qtbot.waitUntil(bot_ticked, timeout=GAME)
        assert panel.ranking is not None and not panel.ranking.has_chosen(0)
        assert panel.strip is not None
        assert panel.strip.thumbnails[1].status_text() == "\u2713 chosen"
        assert panel.strip.thumbnails[0].status_text() != "\u2713 chosen"
        # the bot's choice is not known here: its sheet is as the turn began
        assert 1 not in session.match.chosen
        assert session.visible_sheet(1) == session.match.game.sheets[1]
        play_my_seat(window)
        qtbot.waitUntil(
            lambda t=turn: session.turn > t and session.phase is Phase.CHOOSE,  # type: ignore[misc]
            timeout=GAME,
        )
    seat.leave()


def test_a_join_to_an_address_where_no_table_answers_says_so_soon(qtbot):
    with port_where_nothing_listens() as port:  # for the whole test
        window = open_window(qtbot)
        seen: list[str] = []
        QTimer.singleShot(10, lambda: _answer_warning(seen, within=40))
        # the join's patience for an address that never answered, short here; a seat
        # that kept the game's patience (two minutes) would not say so in the wait below
        join_table(window, (LOOPBACK, port), "7KQ2MX", "Ann", patience=2)
        address = f"{LOOPBACK}:{port}"
        qtbot.waitUntil(  # while it tries, the status bar says nothing answers there yet
            lambda: f"No table answers at {address} yet" in window.statusBar().currentMessage(),
            timeout=STEP,
        )
        qtbot.waitUntil(lambda: len(seen) == 1, timeout=40_000)  # then it says so, soon
    # no game was ever joined: nothing to come back, nothing kept
    assert f"No table answered at {address}" in seen[0] and "check the address" in seen[0]


def test_once_a_seat_has_chosen_its_window_says_whom_the_table_waits_for(
    waiting_for_ann: WaitingForAnn,
):
    window = waiting_for_ann.window
    session = window.session
    assert "your choice" in window.statusBar().currentMessage()
    play_my_seat(window)
    assert session.chooser is None and session.phase is Phase.CHOOSE  # Bo has yet to choose
    # Bo is a person at another computer, not a bot; and Ann's choice is made: the
    # table waits for Bo, by name, not for "the others"
    assert window.panel.hint_label.text() == "Waiting for Bo to choose..."
    assert "your choice" not in window.statusBar().currentMessage()


def test_a_choice_made_while_the_host_is_gone_reaches_it_when_it_is_back(qtbot, tmp_path: Path):
    home = tmp_path / "host"
    kept = tmp_path / "host.json"
    host = Host(home, "--players", "2", "--seed", "TABLE5", "--record", str(kept))
    window = open_window(qtbot)
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seated(qtbot, window) is seat and seat.seat == 0
    join(tmp_path / "bot", host, "Bo", "--bot", "greedy", "--patience", "60")
    session = window.session
    qtbot.waitUntil(lambda: session.hosted and session.chooser == 0, timeout=GAME)
    host.kill()
    qtbot.waitUntil(lambda: seat.lost, timeout=STEP)
    turn = session.turn
    choice = greedy_choice(session, 0)
    window.controller.commit(choice)  # heard by nobody: the host is gone
    assert session.has_chosen(0)
    again = Host(home, "--room", host.room, "--record", str(kept), listen=host.address)
    qtbot.waitUntil(lambda: session.turn > turn, timeout=STEP)  # the host had it

    play_to_the_end(qtbot, window, seat)
    assert again.finish() == 0
    record = json.loads(kept.read_text("utf-8"))
    ann = record["players"].index("Ann")
    assert record["turns"][turn - 1]["choices"][ann] == choice.text(session.board)


def test_the_hosts_standings_scroll_at_a_large_table_and_mark_a_seat_away(qtbot):
    window = HostWindow("tokyo", 40, listen=(LOOPBACK, 0), seed="TABLE6")
    qtbot.addWidget(window)
    try:
        window.resize(1000, 700)
        window.show()
        qtbot.waitUntil(lambda: window.port > 0, timeout=STEP)
        seats = []
        for number in range(40):  # one after the other, as people join
            seats.append(Raw(window.port))
            assert seats[-1].hello(window.room, f"Seat {number + 1}")["type"] == "welcome"
            if number == 38:  # still waiting for one: every seat that joined is there
                qtbot.waitUntil(lambda: len(standings_names(window)) == 39, timeout=STEP)
                assert not any("away" in name for name in standings_names(window))
        # all in: the first card, and the standings drawn again as the event loop turns
        qtbot.waitUntil(lambda: window.turn >= 1 and window.up_to_date, timeout=STEP)
        table = window.standings.table
        assert table.rowCount() == 40
        assert table.verticalScrollBar().maximum() > 0  # the rows below are reached by scrolling
        window.activateWindow()
        table.setFocus()
        qtbot.waitUntil(table.hasFocus, timeout=STEP)  # by the keys too
        seats[6].close()
        qtbot.waitUntil(lambda: "Seat 7 (away)" in standings_names(window), timeout=STEP)
        window.resize(560, 420)  # a small window: place, name and total only
        qtbot.waitUntil(lambda: window.standings.table.isColumnHidden(2), timeout=STEP)
        for seat in seats:
            seat.close()
    finally:
        window.stop()  # no question: the room closes with the test


def test_a_table_that_cannot_be_saved_says_so_at_the_host_and_at_the_seat(
    qtbot, tmp_path: Path, user_home: Path
) -> None:
    """Hosting and joining from a data folder on a full disk: the host window says its
    table could not be opened again, the seat's window shows Not saved (its copy and its
    token to join again are not on disk), where both said nothing until the end."""
    with full_disk(user_home / "data"):
        host = HostWindow("tokyo", 2, listen=(LOOPBACK, 0), seed="FULLT")
        qtbot.addWidget(host)
        host.show()
        qtbot.waitUntil(lambda: bool(host.address), timeout=STEP)

        join_window(tmp_path / "bot", host, "Bo", "--bot", "greedy")
        window = open_window(qtbot)
        seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
        assert seat is not None
        qtbot.waitUntil(lambda: window.session.hosted and window.session.turn >= 1, timeout=GAME)
        qtbot.waitUntil(window.keeper.marker.isVisible, timeout=STEP)
        assert window.keeper.marker.text().endswith("Not saved")
        assert "copy of the table's game cannot be saved (No space left on device)" in (
            window.keeper.marker.toolTip()
        )
        said = (  # heard by the host's window in its own turn, not after the seat's
            "The table cannot be saved (No space left on device): closed now, it could not be"
            " opened again."
        )
        qtbot.waitUntil(lambda: host.statusBar().currentMessage() == said, timeout=STEP)
        seat.leave()
        host.stop()


def test_a_screen_reader_hears_what_the_table_says_and_the_connection_lost_and_back(
    qtbot, tmp_path: Path
):
    home = tmp_path / "host"
    host = Host(
        home, "--players", "2", "--seed", "TABLE15", "--turn-time", "1", "--bot-after-grace"
    )
    window = open_window(qtbot)
    heard: list[str] = []
    window.reader.announced.connect(heard.append)
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seat is not None
    qtbot.waitUntil(
        lambda: "You have seat 1 at the table: waiting for the others..." in heard, timeout=STEP
    )
    join(tmp_path / "bot", host, "Bo", "--bot", "greedy", "--patience", "60")
    # who came to the table while she waited
    qtbot.waitUntil(lambda: "Bo joined the table: 2 of 2 seats are taken." in heard, timeout=STEP)
    # the card waits for Ann past the turn's time: she hears it, not only reads it
    qtbot.waitUntil(lambda: any(said.startswith("Time is up") for said in heard), timeout=GAME)
    # past the grace, the host's bot chose for her: she hears that too
    said = "Time ran out: the host's bot chose for you on this card."
    qtbot.waitUntil(lambda: said in heard, timeout=GAME)
    host.kill()
    qtbot.waitUntil(lambda: "Reconnecting to the table..." in heard, timeout=STEP)
    Host(home, "--room", host.room, listen=f"{LOOPBACK}:{host.port}")
    qtbot.waitUntil(lambda: "Back at the table." in heard, timeout=STEP)
    # Bo comes back to the host started again too: nothing to say of each seat doing so
    session = window.session
    turn = session.turn
    qtbot.waitUntil(lambda: session.turn > turn + 1, timeout=GAME)
    assert not any("connection to the table" in said for said in heard), heard
    assert not any("is back at the table" in said for said in heard), heard
    seat.leave()
