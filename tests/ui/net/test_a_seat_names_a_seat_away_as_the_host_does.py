"""A seat whose person left, and whose seat the host's bot plays until they join again,
reads the same at every seat as on the host's window: "Cy (away: a bot plays)" in the
standings, on its small sheet and in its chip's spoken words, where a seat said only
"(away)" while the host's bot played. Real seat processes, a host's window built
directly (never announced), all on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from metrox_desktop.engine.match import Phase
from metrox_desktop.ui.net.host_window import HostWindow
from tests.net.tables import LOOPBACK, join_window
from tests.ui.net.conftest import STEP
from tests.ui.net.test_a_seat_hears_who_left_and_who_plays_for_them import (
    ann_bo_and_cy_play,
    names_in,
)
from tests.ui.net.test_table_across_computers import GAME, play_my_seat


def test_a_seat_says_a_bot_plays_for_a_seat_away_as_the_host_says_it(
    qtbot, tmp_path: Path, host_window: Callable[..., HostWindow]
):
    host = host_window("tokyo", 3, listen=(LOOPBACK, 0), seed="AWAY2")
    window, seat, cy, _ = ann_bo_and_cy_play(qtbot, tmp_path, host)
    session = window.session
    cy.kill()  # Cy's computer is gone
    cy_seat = session.players.index("Cy")
    strip, standings, bar = window.table.strip, window.table.standings, window.table.bar
    assert strip is not None and standings is not None and bar is not None

    def cy_away() -> bool:
        # as the host sees it too: Cy away, and its button to let a bot play offered (a
        # moment after the host hears of it: a click before is lost on a disabled button)
        play_my_seat(window)
        return (
            "Cy (away)" in names_in(standings)
            and "Cy (away)" in names_in(host.standings)
            and host.stand_in_button.isEnabled()
        )

    qtbot.waitUntil(cy_away, timeout=GAME)
    host.stand_in_button.click()  # the host: a bot plays for the seats away

    def a_bot_plays_for_cy() -> bool:
        # in one wording for both (the host's window and Ann's each hear it in their turn)
        play_my_seat(window)
        return "Cy (away: a bot plays)" in names_in(standings) and (
            "Cy (away: a bot plays)" in names_in(host.standings)
        )

    qtbot.waitUntil(a_bot_plays_for_cy, timeout=STEP)  # said at once, not a turn later
    assert bar.chips[cy_seat].accessibleDescription().endswith("away: a bot plays")
    thumbnail = strip.thumbnails[cy_seat]
    qtbot.waitUntil(
        lambda: thumbnail.status_text() in ("away: a bot plays", "\u2713 chosen"), timeout=STEP
    )
    back = join_window(tmp_path / "cy", host, "Cy", "--bot", "greedy")  # Cy's seat token

    def cy_back() -> bool:
        play_my_seat(window)
        names = names_in(standings)
        return "Cy" in names or session.phase is Phase.OVER

    qtbot.waitUntil(cy_back, timeout=GAME)
    assert not any(name.startswith("Cy (away") for name in names_in(standings))
    back.stop()
    seat.leave()
    host.stop()
