"""History shows each game's deal code, and marks the games of today's deal (the day's
try and practice) and the guided game, as they were played in the window."""

from __future__ import annotations

from PySide6.QtCore import Qt

from metrox_desktop.persistence.saves import history_dir
from metrox_desktop.sharing.lesson import LEARN_SEED
from metrox_desktop.sharing.today import daily_deal, today
from metrox_desktop.ui.history.history_model import DEAL
from metrox_desktop.ui.window import history_entries as entries
from metrox_desktop.ui.window.learn_entries import learn_to_play
from tests.ui.helpers import open_window, play_greedily, replace_without_asking


def test_history_shows_the_deal_code_and_marks_today_practice_and_the_lesson(qtbot) -> None:
    replace_without_asking()
    window = open_window(qtbot)
    code = daily_deal(today()).code
    window.menus.today_action.trigger()  # today's deal: the day's try
    play_greedily(window)
    window.menus.today_action.trigger()  # again: practice
    play_greedily(window, turns=3)
    guide = learn_to_play(window)  # the guided game, left after a turn
    assert guide is not None
    play_greedily(window, turns=1)
    guide.leave_button.click()
    window.start_game("osaka", seed="PLAIN7")  # the lesson's game goes to the history
    history = entries.show_history(window)
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: history.model.complete, timeout=10_000)
    rows = history.rows
    deals = [rows.data(rows.index(row, DEAL)) for row in range(rows.rowCount())]
    assert sorted(deals) == sorted(
        [f"{LEARN_SEED} (lesson)", f"{code} (today's deal, practice)", f"{code} (today's deal)"]
    )
    assert rows.headerData(DEAL, Qt.Orientation.Horizontal) == "Deal"
    assert history_dir().is_dir()
