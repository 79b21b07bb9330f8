"""History's columns: each as wide as its texts, the players' taking the rest, so a
table of three's names show whole in the window as it opens (a wide deal column for
"(today's deal, practice)" cut them to "You, Bot 1 (bot, easy), Bot 2 ..."), in
either language."""

from __future__ import annotations

from pathlib import Path

import pytest

from metrox_desktop.ui.history.history_model import PLAYERS
from metrox_desktop.ui.history.history_window import HistoryWindow
from metrox_desktop.ui.language import set_language
from tests.ui.history.test_history_viewer_and_statistics import bot_record, write


@pytest.mark.parametrize("language", ["en", "ja"])
def test_history_shows_a_table_s_players_whole(qtbot, tmp_path: Path, language: str) -> None:
    three = bot_record("tokyo", "WHOLE", ["person", "greedy", "strong"])
    write(tmp_path, "20260101-100000-tokyo-WHOLE.json", three)
    write(tmp_path, "20260102-100000-tokyo-SOLO.json", bot_record("tokyo", "SOLO", ["person"]))
    set_language(language)
    history = HistoryWindow(tmp_path)
    qtbot.addWidget(history)
    history.show()
    qtbot.waitUntil(lambda: history.model.complete, timeout=10_000)
    table = history.table
    qtbot.waitUntil(lambda: table.columnWidth(PLAYERS) >= table.sizeHintForColumn(PLAYERS))
    for column in range(history.model.columnCount()):  # every other text whole too
        assert table.columnWidth(column) >= table.sizeHintForColumn(column), column
