"""At a table whose cards have a time and that waits when it runs out, the host's
window says on whom it waits (in the status bar, heard, and in the standings), and the
host can hand a seat still joined but silent (a friend away from the keyboard) to the
host's bot, as a seat that left; the person has it back by choosing again, and their
window says what happened to their seat. Real seats on 127.0.0.1: Slow speaks the
protocol by hand, Fast and Bo are `join` processes, Ann a game window's seat."""

from __future__ import annotations

from pathlib import Path

from metrox_desktop.ui.net.host_window import HostWindow
from tests.net.tables import LOOPBACK, Raw, join_window
from tests.ui.net.conftest import GAME, STEP, ann_waits, standings_names

WAITS = "Time is up for Slow: the table waits for them."
STOOD_IN = "A bot plays for Slow until they choose or join again."
BACK = "Slow is back: they play their seat from the next card."
GIVEN = "The host's bot plays your seat: choose to play it again from the next card."


def test_the_host_gives_a_silent_seat_to_a_bot_until_they_choose_again(
    tmp_path: Path, qtbot, host_window
) -> None:  # noqa: ANN001
    host: HostWindow = host_window("tokyo", 2, listen=(LOOPBACK, 0), seed="SILENT1", turn_time=2)
    heard: list[str] = []  # what a screen reader says too, not only the status bar
    host.said.connect(heard.append)
    slow = Raw(host.port)  # joined, and silent: never chooses
    assert slow.hello(host.room, "Slow")["type"] == "welcome"
    fast = join_window(tmp_path / "fast", host, "Fast", "--bot", "greedy", "--think", "0.5")
    first = slow.until("card")
    qtbot.waitUntil(lambda: WAITS in heard, timeout=STEP)
    assert host.statusBar().currentMessage() == WAITS
    assert host.turn == first["turn"]  # the table waits: no card more
    assert "Slow (time is up)" in standings_names(host)
    assert not host.stand_in_button.isEnabled()  # nobody left the table
    assert host.overdue_button.isEnabled()

    host.overdue_button.click()
    qtbot.waitUntil(lambda: host.statusBar().currentMessage() == STOOD_IN, timeout=STEP)
    assert heard[-1] == STOOD_IN
    assert "Slow (a bot plays)" in standings_names(host)
    assert not host.overdue_button.isEnabled()
    qtbot.waitUntil(lambda: host.turn >= first["turn"] + 2, timeout=STEP)  # it plays on

    slow.send({"type": "ping"})  # still joined
    later = slow.until("card")
    slow.send({"type": "choose", "turn": later["turn"], "choice": "G"})
    qtbot.waitUntil(lambda: BACK in heard, timeout=STEP)
    assert "Slow" in standings_names(host)
    heard.clear()  # from the next card on, the table waits for Slow again
    qtbot.waitUntil(lambda: WAITS in heard, timeout=STEP)
    assert "Slow (time is up)" in standings_names(host)
    slow.close()
    fast.stop()


def test_a_silent_seat_hears_the_host_gave_it_to_a_bot(tmp_path: Path, qtbot, host_window) -> None:  # noqa: ANN001
    host: HostWindow = host_window("tokyo", 2, listen=(LOOPBACK, 0), seed="SILENT2", turn_time=2)
    waiting = ann_waits(qtbot, tmp_path, host)  # Ann's window, silent; Bo slow to choose
    qtbot.waitUntil(lambda: 0 in host.overdue, timeout=STEP)
    host.overdue_button.click()
    qtbot.waitUntil(lambda: GIVEN in waiting.heard, timeout=STEP)
    qtbot.waitUntil(lambda: host.over, timeout=GAME)  # the bot plays both seats to the end
    assert waiting.heard.count(GIVEN) == 1  # said once, not each card
    waiting.seat.leave()
