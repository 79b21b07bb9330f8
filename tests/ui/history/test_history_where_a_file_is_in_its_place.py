"""History and Statistics on a history folder that is a file or a named pipe say once
that the kept games cannot be read and why, as `stats` does, rather than listing none."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from metrox_desktop.persistence.saves import history_dir
from metrox_desktop.ui.history.history_window import HistoryWindow
from metrox_desktop.ui.history.stats_window import StatisticsWindow

NOT_READ = (
    "The kept games could not be read: it is a file, not a folder. Close this window and"
    " open it again to try once more."
)


def _in_place(kind: str) -> Path:
    folder = history_dir()
    folder.parent.mkdir(parents=True, exist_ok=True)
    if kind == "file":
        folder.write_text("not a folder", encoding="utf-8")
    else:
        os.mkfifo(folder)
    return folder


@pytest.mark.parametrize("kind", ["file", "fifo"])
def test_history_window_says_the_kept_games_cannot_be_read(qtbot, kind: str) -> None:
    history = HistoryWindow(_in_place(kind))
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: not history.model.listing, timeout=10_000)
    assert history.status.text() == NOT_READ
    assert history.model.rowCount() == 0


@pytest.mark.parametrize("kind", ["file", "fifo"])
def test_statistics_window_says_the_kept_games_cannot_be_read(qtbot, kind: str) -> None:
    stats = StatisticsWindow(_in_place(kind))
    qtbot.addWidget(stats)
    qtbot.waitUntil(lambda: stats.ready or stats.failed, timeout=10_000)
    assert stats.failed and stats.status.text() == NOT_READ
