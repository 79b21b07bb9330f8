"""metrox-desktop host --bot-for-absent: the host's bot plays for a seat whose
connection is lost, until it joins again, and (with --turn-time) for a seat still
joined but silent when its time is up, until it chooses in time: the table plays on to
its end without waiting for them, and says for whom its bot plays. Real processes on
127.0.0.1; the absent seats speak the protocol by hand."""

from __future__ import annotations

from pathlib import Path

from tests.net.tables import IN_TIME, Host, Raw, join


def test_the_hosts_bot_plays_for_a_seat_that_left_until_the_end(tmp_path: Path) -> None:
    host = Host(tmp_path / "host", "--players", "2", "--seed", "ABSENT1", "--bot-for-absent")
    bo = Raw(host.port)  # seat 0: leaves once the game has begun
    assert bo.hello(host.room, "Bo")["seat"] == 0
    ann = join(tmp_path / "ann", host, "Ann")  # seat 1: a bot that chooses at once
    assert bo.until("card")["turn"] == 1
    bo.close()
    host.wait_for_line("seat 0: a bot plays for Bo until they are back")
    assert ann.finish() == 0, ann.stderr()
    assert host.finish() == 0, host.stderr()  # the game ended: it never waited for Bo
    assert "the game is over" in host.lines
    assert "turn 1: a bot chose for seat 0" in host.lines
    assert not any("seat 1: a bot" in line for line in host.lines)  # Ann played her own


def test_the_hosts_bot_plays_for_a_seat_that_left_before_the_first_card(tmp_path: Path) -> None:
    host = Host(tmp_path / "host", "--players", "2", "--seed", "ABSENT3", "--bot-for-absent")
    bo = Raw(host.port)  # seat 0: takes a seat, and leaves while the table fills
    assert bo.hello(host.room, "Bo")["seat"] == 0
    bo.close()
    host.wait_for_line("seat 0 disconnected: Bo")
    ann = join(tmp_path / "ann", host, "Ann")  # the last seat: the game begins
    host.wait_for_line("seat 0: a bot plays for Bo until they are back")
    assert ann.finish() == 0, ann.stderr()
    assert host.finish() == 0, host.stderr()  # the game ended: it never waited for Bo
    assert "turn 1: a bot chose for seat 0" in host.lines


def test_the_hosts_bot_plays_for_a_silent_seat_until_it_chooses_in_time(tmp_path: Path) -> None:
    host = Host(
        tmp_path / "host",
        *("--players", "2", "--seed", "ABSENT2", "--turn-time", str(IN_TIME)),
        *("--idle-time", "120"),
        "--bot-for-absent",
    )
    slow = Raw(host.port)  # seat 0: joined, silent on the first card
    assert slow.hello(host.room, "Slow")["seat"] == 0
    ann = join(tmp_path / "ann", host, "Ann")
    stood_in = "seat 0: a bot plays for Slow until they are back"
    assert slow.until("card")["turn"] == 1
    host.wait_for_line(stood_in)  # its time was up: the bot chose for Slow
    resolved = slow.until("turn")
    assert resolved["turn"] == 1 and resolved["bots"] == [0]

    card = slow.until("card")  # Slow chooses the next card in time: the seat is theirs
    slow.send({"type": "choose", "turn": card["turn"], "choice": card["legal"][0]})
    assert slow.until("accepted")["turn"] == card["turn"] == 2
    host.wait_for_line("seat 0 chose again: Slow plays their seat again")
    assert "turn 2: a bot chose for seat 0" not in host.lines

    host.wait_for_line("turn 3: a bot chose for seat 0")  # silent again: the bot again
    assert host.lines.count(stood_in) == 2
    slow.close()  # gone: the bot plays on for Slow at once, to the end
    assert ann.finish() == 0, ann.stderr()
    assert host.finish() == 0, host.stderr()
    assert "the game is over" in host.lines
