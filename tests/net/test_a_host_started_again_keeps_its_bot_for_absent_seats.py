"""metrox-desktop host --bot-for-absent, killed mid-game (SIGKILL) and started again
with --room CODE alone: the table kept the choice, and its bot plays for a seat that
leaves after the restart, without the option given again, and for a seat that is not
back within the table's idle time. --no-bot-for-absent turns it off for good; an
autosave of an older version, without it, opens as a table that waits; one whose value
is not yes or no is one line, exit status 2, the file left as it was. Real processes on
127.0.0.1; the seats that leave speak the protocol by hand."""

from __future__ import annotations

import json
import signal
from pathlib import Path
from typing import Any

from tests.net.tables import App, Host, Raw, join

AGAIN = "the table saved before its end, again: tokyo, 2 seats, 0 turns played"
KEPT = "; a bot plays for the seats away"


def _autosave(home: Path, room: str) -> Path:
    return home / "data" / "tables" / f"host-{room}.json"


def _killed_on_turn_1(home: Path, room: str, *options: str) -> tuple[Host, str, str]:
    """A host of Bo and Ann (seats 0 and 1, both by hand), killed once the first card is
    on the table: the host, Bo's and Ann's tokens."""
    first = Host(home, "--players", "2", "--room", room, "--seed", "KEEPOUT", *options)
    bo, ann = Raw(first.port), Raw(first.port)
    tokens = [seat.hello(room, name)["token"] for seat, name in ((bo, "Bo"), (ann, "Ann"))]
    assert bo.until("card")["turn"] == 1
    first.kill()
    bo.close()
    ann.close()
    return first, tokens[0], tokens[1]


def _leaves_again(host: Host, room: str, token: str) -> None:
    """Bo comes back to the table started again, then leaves it."""
    bo = Raw(host.port)
    assert bo.hello(room, "Bo", token=token)["seat"] == 0
    host.wait_for_line("seat 0 joined again: Bo")
    bo.close()
    host.wait_for_line("seat 0 disconnected: Bo")


def _stopped(host: Host, home: Path, room: str) -> dict[str, Any]:
    """The autosave of ``host`` stopped by the system (SIGTERM: handled once the loop is
    free, after whatever it was doing as it printed its last line)."""
    host.process.send_signal(signal.SIGTERM)
    host.finish()
    saved = json.loads(_autosave(home, room).read_text("utf-8"))
    assert isinstance(saved, dict)
    return saved


def test_a_host_started_again_plays_for_a_seat_that_leaves_without_the_option_again(
    tmp_path: Path,
) -> None:
    home = tmp_path / "host"
    first = Host(
        home, "--players", "2", "--room", "AWAYKEPT", "--seed", "KEEPIN", "--bot-for-absent"
    )
    bo = Raw(first.port)  # seat 0: comes back after the restart, then leaves for good
    token = bo.hello("AWAYKEPT", "Bo")["token"]
    ann = join(tmp_path / "ann", first, "Ann")  # seat 1: a bot that comes back by itself
    assert bo.until("card")["turn"] == 1
    first.kill()  # mid-game, as a crash
    bo.close()
    again = Host(home, "--room", "AWAYKEPT", listen=first.address)  # the option not given
    assert again.wait_for_line("the table saved before its end, again: ") == AGAIN + KEPT
    again.wait_for_line("seat 1 joined again: Ann")
    _leaves_again(again, "AWAYKEPT", token)
    again.wait_for_line("seat 0: a bot plays for Bo until they are back")
    assert ann.finish() == 0, ann.stderr()
    assert again.finish() == 0, again.stderr()  # the game ended: it never waited for Bo
    assert "the game is over" in again.lines
    assert not any("seat 1: a bot" in line for line in again.lines)  # Ann played her own


def test_a_seat_not_back_within_the_idle_time_of_a_restart_is_played_by_the_bot(
    tmp_path: Path,
) -> None:
    home = tmp_path / "host"
    first, _, _ = _killed_on_turn_1(home, "AWAYGONE", "--bot-for-absent")
    # Neither Bo nor Ann comes back: nobody leaves the table opened again, and yet it
    # does not wait for them for ever. Their seats are away once its idle time is over.
    again = Host(home, "--room", "AWAYGONE", "--idle-time", "1", listen=first.address)
    assert again.wait_for_line("the table saved before its end, again: ") == AGAIN + KEPT
    again.wait_for_line("seat 0: a bot plays for Bo until they are back")
    assert again.finish() == 0, again.stderr()  # the bot played both seats to the end
    assert "the game is over" in again.lines


def test_no_bot_for_absent_turns_it_off_and_the_table_keeps_it_off(tmp_path: Path) -> None:
    home = tmp_path / "host"
    first, bo, _ = _killed_on_turn_1(home, "AWAYOFF", "--bot-for-absent")
    again = Host(home, "--room", "AWAYOFF", "--no-bot-for-absent", listen=first.address)
    assert again.wait_for_line("the table saved before its end, again: ") == AGAIN
    _leaves_again(again, "AWAYOFF", bo)
    saved = _stopped(again, home, "AWAYOFF")
    assert saved["bot_for_absent"] is False and saved["stand_ins"] == []  # it waits for Bo
    third = Host(home, "--room", "AWAYOFF", listen=first.address)  # off, as it was saved
    assert third.wait_for_line("the table saved before its end, again: ") == AGAIN
    _leaves_again(third, "AWAYOFF", bo)
    assert _stopped(third, home, "AWAYOFF")["stand_ins"] == []
    # and given again, it is on again: the same leave now hands Bo's seat to the bot
    fourth = Host(home, "--room", "AWAYOFF", "--bot-for-absent", listen=first.address)
    assert fourth.wait_for_line("the table saved before its end, again: ") == AGAIN + KEPT
    _leaves_again(fourth, "AWAYOFF", bo)
    fourth.wait_for_line("seat 0: a bot plays for Bo until they are back")
    # every seat away then: Ann, who never came back after the kill, too
    assert _stopped(fourth, home, "AWAYOFF")["stand_ins"] == [0, 1]


def test_an_autosave_without_the_choice_opens_a_table_that_waits(tmp_path: Path) -> None:
    home = tmp_path / "host"
    first, bo, _ = _killed_on_turn_1(home, "AWAYOLD", "--bot-for-absent")
    saved = json.loads(_autosave(home, "AWAYOLD").read_text("utf-8"))
    del saved["bot_for_absent"]  # as a version that did not keep it wrote it
    _autosave(home, "AWAYOLD").write_text(json.dumps(saved), "utf-8")
    again = Host(home, "--room", "AWAYOLD", listen=first.address)
    assert again.wait_for_line("the table saved before its end, again: ") == AGAIN
    _leaves_again(again, "AWAYOLD", bo)
    assert _stopped(again, home, "AWAYOLD")["stand_ins"] == []  # the table waits for Bo


def test_an_autosave_whose_choice_is_not_yes_or_no_is_one_line(tmp_path: Path) -> None:
    home = tmp_path / "host"
    _killed_on_turn_1(home, "AWAYBAD", "--bot-for-absent")
    autosave = _autosave(home, "AWAYBAD")
    saved = json.loads(autosave.read_text("utf-8"))
    # each with the option left out, given, and turned off: the file decides first
    hostiles = (("yes", ()), (None, ("--bot-for-absent",)), ({"on": 1}, ("--no-bot-for-absent",)))
    for hostile, option in hostiles:
        autosave.write_text(json.dumps(saved | {"bot_for_absent": hostile}), "utf-8")
        written = autosave.read_bytes()
        host = App(home, "host", "--listen", "127.0.0.1:0", "--room", "AWAYBAD", *option)
        assert host.finish() == 2, (hostile, option)
        error = host.stderr()
        assert error.count("\n") == 1, error
        assert error.startswith("metrox-desktop: --room AWAYBAD: the table's autosave (")
        assert "cannot be read; move it away" in error and "Traceback" not in error
        assert autosave.read_bytes() == written  # the player's table, as it was
        assert not host.lines  # nothing opened
