"""History and Statistics read the kept games and their summary cache off the window's
thread, showing that they are reading, and a cache entry of a wrong type is read again
from its game (it gave a traceback, and Statistics stuck at "Reading the kept
games...")."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from metrox_desktop.persistence.history import HistoryFolder
from metrox_desktop.persistence.saves import history_dir
from metrox_desktop.ui.history.history_model import PLAYERS
from metrox_desktop.ui.history.history_window import HistoryWindow
from metrox_desktop.ui.history.stats_window import StatisticsWindow

RECORDS = Path(__file__).parents[2] / "fixtures" / "records"
GAME = "20260101-090000-tokyo.json"


def kept_game_with_a_damaged_cache() -> Path:
    folder = history_dir()
    folder.mkdir(parents=True)
    shutil.copy(RECORDS / "tokyo-full-1p.json", folder / GAME)
    history = HistoryFolder(folder)
    list(history.scan())
    assert history.save_cache() and history.cache is not None
    doctored = json.loads(history.cache.read_text("utf-8"))
    doctored["files"][GAME]["game"]["totals"] = ["16"]  # a text where a number belongs
    history.cache.write_text(json.dumps(doctored), "utf-8")
    return folder


def test_history_opens_reading_then_lists_the_game_the_cache_got_wrong(qtbot) -> None:
    folder = kept_game_with_a_damaged_cache()
    history = HistoryWindow(folder)
    qtbot.addWidget(history)
    # Nothing read in the constructor: the window shows it is reading.
    assert history.model.listing and history.model.rowCount() == 0
    assert history.status.text() == "Reading the kept games..."
    qtbot.waitUntil(lambda: history.model.complete, timeout=10_000)
    assert history.status.text() == "1 game"
    assert history.selected() is not None  # the newest game, chosen
    model = history.model
    assert model.data(model.index(0, PLAYERS)) == "P1"


def test_statistics_count_the_game_the_cache_got_wrong(qtbot) -> None:
    folder = kept_game_with_a_damaged_cache()
    stats = StatisticsWindow(folder)
    qtbot.addWidget(stats)
    assert stats.status.text() == "Reading the kept games..."
    qtbot.waitUntil(lambda: stats.ready or stats.failed, timeout=10_000)
    assert not stats.failed, stats.status.text()
    assert stats.status.text() == "1 game kept"
    assert stats.values["best"].text() == str(stats.stats.maps["tokyo"].best)
