"""The Statistics numbers are read whole on the smallest window, in English and in
Japanese: a value too wide for the room beside its name goes under it, and the window
is as tall as the rows need (the English "3 (6 totals: one for each person at a
table)" showed "3 (6", and "11 crowns, 4 diamonds" "11"; the Japanese rows lost the
foot of their letters)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QLabel

from metrox_desktop.persistence.saves import history_dir
from metrox_desktop.ui.history.stats_window import StatisticsWindow
from metrox_desktop.ui.language import choose_language
from tests.ui.history.test_history_viewer_and_statistics import bot_record, write
from tests.ui.history.test_statistics_few_games_and_tables import open_statistics


def whole(label: QLabel) -> bool:
    """Every line of the label's text fits in the label as it is laid out."""
    room = QRect(0, 0, label.width(), 100_000)
    flags = int(Qt.TextFlag.TextWordWrap) if label.wordWrap() else 0
    used = label.fontMetrics().boundingRect(room, flags, label.text())
    return used.width() <= label.width() and used.height() <= label.height()


def inside(stats: StatisticsWindow, label: QLabel) -> bool:
    place = QRect(label.mapTo(stats, label.rect().topLeft()), label.size())
    return stats.rect().contains(place)


def test_every_number_is_whole_on_the_smallest_window(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    folder = history_dir()
    for seed in ("N1", "N2"):  # tables of two people: totals and crowns explained
        write(
            folder,
            f"20260101-10000{seed[-1]}-tokyo-{seed}.json",
            bot_record("tokyo", seed, ["person", "person"]),
        )
    stats = open_statistics(qtbot, folder)
    values = stats.values
    assert "one for each person at a table" in values["games"].text()
    assert "crowns" in values["awards"].text()
    for language in ("en", "ja"):
        choose_language(language)
        stats.resize(stats.minimumSize())
        qtbot.waitUntil(lambda: all(whole(label) for label in values.values()), timeout=20_000)
        for key, label in values.items():
            assert label.isVisible() and inside(stats, label), (language, key)
            name = stats.names[key]
            assert whole(name) and inside(stats, name), (language, key)
