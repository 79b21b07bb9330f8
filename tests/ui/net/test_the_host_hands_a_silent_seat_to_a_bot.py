"""At a table whose cards have a time and that waits when it runs out, the host's
window says on whom it waits (in the status bar, heard, and in the standings), and the
host can hand a seat still joined but silent (a friend away from the keyboard) to the
host's bot, as a seat that left; the person has it back by choosing again, and their
window says what happened to their seat. Real seats on 127.0.0.1: Slow and Fast speak
the protocol by hand, Bo is a `join` process, Ann a game window's seat."""

from __future__ import annotations

from pathlib import Path

import pytest

from metrox_desktop.ui.net.host_window import HostWindow
from tests.net.tables import IN_TIME, LOOPBACK, Raw
from tests.ui.net.conftest import GAME, STEP, ann_waits, standings_names

pytestmark = pytest.mark.long  # run first: tests/conftest.py

WAITS = "Time is up for Slow: the table waits for them."
STOOD_IN = "A bot plays for Slow until they choose or join again."
BACK = "Slow is back and plays their seat again."
GIVEN = (
    "The host's bot chooses for you when your time runs out: choose in time to play your"
    " seat again."
)


def test_the_host_gives_a_silent_seat_to_a_bot_until_they_choose_again(qtbot, host_window) -> None:  # noqa: ANN001
    host: HostWindow = host_window(
        "tokyo", 2, listen=(LOOPBACK, 0), seed="SILENT1", turn_time=IN_TIME
    )
    heard: list[str] = []  # what a screen reader says too, not only the status bar
    host.said.connect(heard.append)
    slow = Raw(host.port)  # joined, and silent for a while
    assert slow.hello(host.room, "Slow")["type"] == "welcome"
    fast = Raw(host.port)  # chooses each card at once
    assert fast.hello(host.room, "Fast")["type"] == "welcome"
    first = _choose(fast)
    # said at once; the standings and the button follow as the event loop turns
    qtbot.waitUntil(lambda: WAITS in heard and host.up_to_date, timeout=STEP)
    assert host.statusBar().currentMessage() == WAITS
    assert host.turn == first  # the table waits: no card more
    assert "Slow (time is up)" in standings_names(host)
    assert host.stand_in_button.isEnabled()  # nobody left the table, but Slow is silent

    host.stand_in_button.click()  # the bot chooses for Slow on this card
    qtbot.waitUntil(
        lambda: host.statusBar().currentMessage() == STOOD_IN and host.up_to_date, timeout=STEP
    )
    assert heard[-1] == STOOD_IN
    assert "Slow (a bot plays)" in standings_names(host)
    assert not host.stand_in_button.isEnabled()
    assert _choose(fast) == first + 1  # Slow silent on this card too: once its time is up...
    third = _choose(fast)  # ...the bot chooses for Slow, the table no longer waits
    qtbot.waitUntil(lambda: host.turn == third, timeout=STEP)
    assert WAITS not in heard[heard.index(STOOD_IN) :]
    assert "Slow (a bot plays)" in standings_names(host)

    assert _choose(slow, third) == third  # Slow is back in time: the choice is theirs
    assert slow.until("accepted")["turn"] == third
    qtbot.waitUntil(lambda: BACK in heard and host.up_to_date, timeout=STEP)
    assert "Slow" in standings_names(host)
    slow.close()
    fast.close()


def _choose(seat: Raw, turn: int = 0) -> int:
    """``seat`` chooses the first of its legal choices on the next card of ``turn`` or
    later; that card's turn."""
    card = seat.until("card")
    while card["turn"] < turn:
        card = seat.until("card")
    assert card["legal"], card  # a first card of a game: every route is open
    seat.send({"type": "choose", "turn": card["turn"], "choice": card["legal"][0]})
    return int(card["turn"])


def test_a_silent_seat_hears_the_host_gave_it_to_a_bot(tmp_path: Path, qtbot, host_window) -> None:  # noqa: ANN001
    host: HostWindow = host_window("tokyo", 2, listen=(LOOPBACK, 0), seed="SILENT2", turn_time=2)
    waiting = ann_waits(qtbot, tmp_path, host)  # Ann's window, silent; Bo slow to choose
    # the button a moment after the table tells: a click before is lost on it disabled
    qtbot.waitUntil(lambda: 0 in host.overdue and host.stand_in_button.isEnabled(), timeout=STEP)
    host.stand_in_button.click()
    qtbot.waitUntil(lambda: GIVEN in waiting.heard, timeout=STEP)
    given_on = host.turn
    # the bot plays on for both seats, card after card (each once its time is up)
    qtbot.waitUntil(lambda: host.turn >= given_on + 3, timeout=GAME)
    assert waiting.heard.count(GIVEN) == 1  # said once, not each card
    waiting.seat.leave()


def test_only_a_choice_for_the_card_on_the_table_takes_a_seat_back_from_the_bot(
    qtbot,  # noqa: ANN001
    host_window,  # noqa: ANN001
) -> None:
    host: HostWindow = host_window(
        "tokyo", 2, listen=(LOOPBACK, 0), seed="SILENT3", turn_time=IN_TIME
    )
    heard: list[str] = []
    host.said.connect(heard.append)
    slow = Raw(host.port)
    assert slow.hello(host.room, "Slow")["type"] == "welcome"
    fast = Raw(host.port)
    assert fast.hello(host.room, "Fast")["type"] == "welcome"
    first = _choose(fast)
    qtbot.waitUntil(lambda: WAITS in heard and host.stand_in_button.isEnabled(), timeout=STEP)
    host.stand_in_button.click()  # the bot chooses for Slow on the first card...
    qtbot.waitUntil(lambda: host.statusBar().currentMessage() == STOOD_IN, timeout=STEP)
    stale = slow.until("card")
    assert stale["turn"] == first
    assert _choose(fast) == first + 1  # ...and the next card is out
    now = slow.until("card")
    assert now["turn"] == first + 1

    # Slow's message for the card gone (sent before it heard the next one): refused as a
    # choice for another turn is, and the bot plays on for Slow
    slow.send({"type": "choose", "turn": first, "choice": stale["legal"][0]})
    assert slow.until("refused")["code"] == "wrong-turn"
    # nor does a choice the card on the table does not take
    slow.send({"type": "choose", "turn": first + 1, "choice": "A999"})
    assert slow.until("refused")["code"] == "unknown-choice"
    resolved = slow.until("turn")  # the table did not wait for Slow once the time was up
    assert resolved["turn"] == first + 1 and 0 in resolved["bots"]
    qtbot.waitUntil(lambda: host.turn == first + 2, timeout=STEP)
    assert BACK not in heard and WAITS not in heard[heard.index(STOOD_IN) :]
    assert "Slow (a bot plays)" in standings_names(host)

    assert _choose(slow, first + 2) == first + 2  # a choice for the card on the table
    assert slow.until("accepted")["turn"] == first + 2
    qtbot.waitUntil(lambda: BACK in heard and host.up_to_date, timeout=STEP)
    assert "Slow" in standings_names(host)
    slow.close()
    fast.close()
