"""In a seat's window 1280 pixels wide the standings' name column is as wide as the
names were when the table was laid out: "Cy (away: a bot plays)" came later and was cut
to "Cy (away: a …". The name gives way in steps, as a small sheet's line under it
does ("Cy (away)", then "Cy"), and what is drawn reads whole, in English and Japanese.
Real seat processes and a host's window, all on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem

from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.net.host_window import HostWindow
from metrox_desktop.ui.table.seat_labels import away_name
from metrox_desktop.ui.table.standings import StandingsPanel
from tests.net.tables import LOOPBACK
from tests.ui.net.conftest import STEP
from tests.ui.net.test_a_seat_hears_who_left_and_who_plays_for_them import ann_bo_and_cy_play
from tests.ui.net.test_table_across_computers import GAME, play_my_seat


def drawn_names(standings: StandingsPanel) -> list[tuple[str, str]]:
    """(the name in full, as a screen reader hears it; what its row draws) for each
    row: the text as the view's delegate lays it out in the cell's rectangle, elided
    as the view elides it if it is wider than the cell's room."""
    table = standings.table
    names = []
    for row in range(table.rowCount()):
        index = table.model().index(row, 1)
        option = QStyleOptionViewItem()
        option.initFrom(table.viewport())
        option.rect = table.visualRect(index)
        option.textElideMode = table.textElideMode()
        table.itemDelegateForIndex(index).initStyleOption(option, index)
        margin = 2 * (table.style().pixelMetric(table.style().PixelMetric.PM_FocusFrameHMargin) + 1)
        room = option.rect.width() - margin
        drawn = option.fontMetrics.elidedText(option.text, option.textElideMode, room)
        whole = index.data(Qt.ItemDataRole.AccessibleTextRole) or index.data()
        names.append((whole, drawn))
    return names


def test_a_seat_away_reads_whole_in_the_standings_of_a_window_1280_wide(
    qtbot, tmp_path: Path, host_window: Callable[..., HostWindow]
):
    host = host_window("tokyo", 3, listen=(LOOPBACK, 0), seed="AWAY7")
    window, seat, cy, _ = ann_bo_and_cy_play(qtbot, tmp_path, host)
    window.resize(1280, 800)
    cy.kill()  # Cy's computer is gone

    def standings() -> StandingsPanel:  # built again in a new language
        panel = window.table.standings
        assert panel is not None
        return panel

    def cy_away() -> bool:
        play_my_seat(window)
        return any(name.startswith("Cy (away)") for name, _ in drawn_names(standings())) and (
            host.stand_in_button.isEnabled()
        )

    qtbot.waitUntil(cy_away, timeout=GAME)
    host.stand_in_button.click()  # the host: a bot plays for the seats away
    for language in ("en", "ja"):
        set_language(language)
        bot_plays = away_name("Cy", bot_plays=True)  # in the language of the window

        def a_bot_plays(full: str = bot_plays) -> bool:
            play_my_seat(window)
            return window.table.up_to_date and full in dict(drawn_names(standings()))

        qtbot.waitUntil(a_bot_plays, timeout=STEP)
        # laid out: the layouts the longer name asked for, and the view's own, done
        QApplication.sendPostedEvents()
        QApplication.processEvents()
        drawn = dict(drawn_names(standings()))
        # whole: the full words, or the shorter ones ("Cy (away)"), never cut short
        assert drawn[bot_plays] in (bot_plays, away_name("Cy", bot_plays=False)), drawn
        assert not any("\u2026" in shown for shown in drawn.values()), drawn
    set_language("en")
    seat.leave()
    host.stop()
