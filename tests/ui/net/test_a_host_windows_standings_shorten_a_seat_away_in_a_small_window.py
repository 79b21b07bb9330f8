"""In a small host's window the standings name a seat away whose seat the host's bot
plays, or a seat late, in the words that fit its row, as a seat's window does ("Cyrano
Longname (away)", "Cyrano Longname (late)"): the host's window gave its standings the
long words only, and they ran onto a second line the row cut in half. Real seat
processes on 127.0.0.1."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from metrox_desktop.ui.net.host_window import HostWindow
from metrox_desktop.ui.table.seat_labels import away_name, overdue_name
from tests.net.tables import IN_TIME, LOOPBACK, Raw, join_window
from tests.ui.net.conftest import STEP
from tests.ui.net.test_standings_read_a_seat_away_whole import drawn_names

NAME = "Cyrano Longname"


def test_a_small_host_window_names_a_seat_away_in_the_words_its_row_has_room_for(
    qtbot, tmp_path: Path, host_window
) -> None:  # noqa: ANN001
    host: HostWindow = host_window("tokyo", 2, listen=(LOOPBACK, 0), seed="AWAY9")
    host.resize(480, 360)  # its smallest
    cy = Raw(host.port)  # Cy joins, sees the first card, and leaves for good
    assert cy.hello(host.room, NAME)["type"] == "welcome"
    join_window(tmp_path / "bo", host, "Bo", "--bot", "greedy", "--think", "60")
    cy.until("card")
    cy.close()
    qtbot.waitUntil(host.stand_in_button.isEnabled, timeout=STEP)
    host.stand_in_button.click()
    qtbot.waitUntil(lambda: 0 in host.stood_in and host.up_to_date, timeout=STEP)
    QApplication.sendPostedEvents()
    QApplication.processEvents()
    drawn = dict(drawn_names(host.standings))
    full = away_name(NAME, bot_plays=True)
    assert full in drawn, drawn  # a screen reader hears it whole
    assert drawn[full] == away_name(NAME, bot_plays=False), drawn  # its row: what fits


def test_a_small_host_window_names_a_late_seat_in_the_words_its_row_has_room_for(
    qtbot, tmp_path: Path, host_window
) -> None:  # noqa: ANN001
    host: HostWindow = host_window(
        "tokyo", 2, listen=(LOOPBACK, 0), seed="LATE9", turn_time=IN_TIME
    )
    host.resize(480, 360)
    cy = Raw(host.port)  # Cy joins, sees the first card, and says nothing more
    assert cy.hello(host.room, NAME)["type"] == "welcome"
    join_window(tmp_path / "bo", host, "Bo", "--bot", "greedy")
    cy.until("card")
    qtbot.waitUntil(lambda: 0 in host.overdue and host.up_to_date, timeout=STEP + IN_TIME * 1000)
    QApplication.sendPostedEvents()
    QApplication.processEvents()
    drawn = dict(drawn_names(host.standings))
    full = overdue_name(NAME, bot_plays=False)
    assert full in drawn, drawn
    assert drawn[full] == f"{NAME} (late)", drawn
