"""A seat still joined but silent when its time ran out, which the host hands to its
bot ("A bot plays for the seats out of time"), reads the same at every seat as on the
host's window: "Slow (a bot plays)" in the standings, "a bot plays" in its chip's
spoken words and under its small sheet (as a seat away reads "away: a bot plays"),
until Slow chooses again. In a window 1280 pixels wide, in English and Japanese, the
standings draw the name whole or step down to "Slow (bot)", never cut short, and a
screen reader still hears it whole. Real seats on 127.0.0.1: Slow speaks the protocol
by hand, Ann is a game window's seat."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.net.host_window import HostWindow
from metrox_desktop.ui.table.seat_labels import stand_names
from metrox_desktop.ui.table.standings import StandingsPanel
from metrox_desktop.ui.window.table_entries import join_table
from tests.net.tables import IN_TIME, LOOPBACK, Raw
from tests.ui.helpers import open_window
from tests.ui.net.conftest import STEP, seated, standings_names
from tests.ui.net.test_a_seat_hears_who_left_and_who_plays_for_them import names_in
from tests.ui.net.test_standings_read_a_seat_away_whole import drawn_names
from tests.ui.net.test_table_across_computers import GAME, play_my_seat


def test_a_seat_names_a_seat_the_hosts_bot_plays_as_the_host_does(
    qtbot, tmp_path: Path, host_window: Callable[..., HostWindow]
) -> None:
    host = host_window("tokyo", 2, listen=(LOOPBACK, 0), seed="PLAYED1", turn_time=IN_TIME)
    slow = Raw(host.port)  # joined, and silent
    assert slow.hello(host.room, "Slow")["type"] == "welcome"
    window = open_window(qtbot)
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seated(qtbot, window) is seat and seat.seat == 1

    def slow_late() -> bool:
        play_my_seat(window)
        return 0 in host.overdue and host.stand_in_button.isEnabled()

    qtbot.waitUntil(slow_late, timeout=GAME)
    standings, bar = window.table.standings, window.table.bar  # built with the game's cards
    assert standings is not None and bar is not None
    assert "Slow" in names_in(standings)  # the host's bot does not play Slow yet
    assert not bar.chips[0].accessibleDescription().endswith("a bot plays")
    host.stand_in_button.click()  # the host: a bot plays for the seats away (Slow, silent)

    def a_bot_plays_for_slow() -> bool:
        # in one wording for both (the host's window and Ann's each hear it in their turn)
        play_my_seat(window)
        return "Slow (a bot plays)" in names_in(standings) and (
            "Slow (a bot plays)" in standings_names(host)
        )

    qtbot.waitUntil(a_bot_plays_for_slow, timeout=STEP)
    assert bar.chips[0].accessibleDescription().endswith(", a bot plays")
    assert not any("away" in name for name in names_in(standings))  # Slow is still joined
    strip = window.table.strip
    assert strip is not None
    sheet = strip.thumbnails[0]

    def said_under_slows_sheet() -> bool:  # never "to choose": the bot chooses for Slow
        play_my_seat(window)
        return sheet.status_text() == "a bot plays"

    qtbot.waitUntil(said_under_slows_sheet, timeout=STEP)
    assert sheet.status_forms()[:2] == ("a bot plays", "bot")
    assert sheet.accessibleDescription().endswith("a bot plays")

    window.resize(1280, 800)
    for language in ("ja", "en"):
        set_language(language)
        full, short = stand_names("Slow", away=False, bot_plays=True)  # in its language

        def laid_out(full: str = full) -> bool:
            play_my_seat(window)
            drawn = dict(drawn_names(shown(window.table.standings)))
            return full in drawn and drawn["Ann"] == "Ann"  # the column has its width

        qtbot.waitUntil(laid_out, timeout=STEP)
        drawn = dict(drawn_names(shown(window.table.standings)))
        assert drawn[full] in (full, short), drawn  # whole, or the shorter form
        assert not any("\u2026" in name for name in drawn.values()), drawn
    standings, bar = shown(window.table.standings), window.table.bar  # built again
    assert bar is not None

    card = slow.until("card")  # Slow chooses again, in time: the seat is theirs once more
    while card["turn"] < host.turn:  # (the cards the bot chose for, heard since)
        card = slow.until("card")
    slow.send({"type": "choose", "turn": card["turn"], "choice": card["legal"][0]})
    assert slow.until("accepted")["turn"] == card["turn"]

    def slow_back() -> bool:
        play_my_seat(window)
        return "Slow" in names_in(standings)

    qtbot.waitUntil(slow_back, timeout=GAME)
    assert not bar.chips[0].accessibleDescription().endswith("a bot plays")
    slow.close()
    seat.leave()


def shown(standings: StandingsPanel | None) -> StandingsPanel:
    """The standings a window shows (built again in a new language)."""
    assert standings is not None
    return standings
