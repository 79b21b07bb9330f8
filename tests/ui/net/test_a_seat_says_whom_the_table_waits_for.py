"""A seat whose choice is made says whom the table waits for, by name as the standings
name them: "Waiting for Cy (away) to choose...", where it said "The others at the table
are choosing..." while Bo had chosen long ago and only Cy, gone, held the table. Real
seat processes and a host's window, all on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.net.host_window import HostWindow
from tests.net.tables import LOOPBACK
from tests.ui.net.conftest import STEP
from tests.ui.net.test_a_seat_hears_who_left_and_who_plays_for_them import ann_bo_and_cy_play
from tests.ui.net.test_table_across_computers import GAME, play_my_seat


def test_a_seat_that_has_chosen_names_the_seat_away_the_table_waits_for(
    qtbot, tmp_path: Path, host_window: Callable[..., HostWindow]
):
    host = host_window("tokyo", 3, listen=(LOOPBACK, 0), seed="WAITS1")
    window, seat, cy, _ = ann_bo_and_cy_play(qtbot, tmp_path, host)
    cy.kill()  # Cy's computer is gone; Bo, a quick bot, chooses at once

    def says(text: str) -> Callable[[], bool]:
        def said() -> bool:
            play_my_seat(window)
            return window.panel.hint_label.text() == text

        return said

    qtbot.waitUntil(says("Waiting for Cy (away) to choose..."), timeout=GAME)
    set_language("ja")  # in the window's language, as the standings name Cy
    qtbot.waitUntil(says("Cy（離席中）が選ぶのを待っています…"), timeout=STEP)
    set_language("en")
    seat.leave()
