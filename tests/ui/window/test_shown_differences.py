"""Every difference the window shows is the difference of the values it shows: the
Hint's list, its tool tips, a costly turn in the final dialog and its review."""

from __future__ import annotations

import re

from metrox_desktop.engine.ai import strategy_named
from metrox_desktop.engine.ai.review import bot_game, costly_turns
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.ui.history.viewer import open_turn
from tests.ui.helpers import open_window, shown_number

NUMBER = r"[\u2212+-]?\d+\.\d"


def value(text: str) -> float:
    return shown_number(text)


def test_the_hint_list_shows_differences_of_the_scores_it_shows(qtbot) -> None:
    window = open_window(qtbot)
    window.hints.work = 600
    window.start_game("tokyo", seed="HINT7")
    window.controller.flip()
    window.menus.hint_action.trigger()
    qtbot.waitUntil(lambda: window.hints.shown, timeout=20_000)
    coach = window.hints
    assert coach.ranked is not None and len(coach.ranked) >= 4
    # Values whose differences round otherwise than the rounded values do: 48.14 and
    # 45.56 are shown 48.1 and 45.6 (2.5 apart, not 2.58 -> 2.6); 36.54 and 36.46
    # are both shown 36.5, so both are the same distance from the best.
    made_up = [48.14, 45.56, 36.54, 36.46]
    coach.ranked = [
        (choice, made_up[i] if i < len(made_up) else 30.0)
        for i, (choice, _) in enumerate(coach.ranked)
    ]
    coach.changed.emit()
    entries = coach.panel.entries()
    best = value(re.findall(NUMBER, entries[0])[0])
    differences = []
    for entry in entries[1:]:
        shown, difference = (value(n) for n in re.findall(NUMBER, entry)[:2])
        assert round(shown - best, 1) == difference, entry
        differences.append(difference)
    assert differences[:3] == [-2.5, -11.6, -11.6]
    tips = [coach.panel.list.item(i).toolTip() for i in range(1, 4)]
    assert tips[0].startswith("2.5 less") and tips[1] == tips[2]


def test_a_costly_turn_shows_the_difference_of_its_shown_values(qtbot) -> None:
    board, deck = Board.load("tokyo"), load_deck()
    played = bot_game(board, deck, "TURN3", strategy_named("greedy")).record()
    [turn] = costly_turns(played, board, deck, 0, 1, 300)
    turn = turn._replace(chosen_expected=45.56, best_expected=48.14)
    viewer = open_turn(None, played, board, 0, turn)
    qtbot.addWidget(viewer)
    text = viewer.ai_label.text()
    assert "48.1 expected" in text and "was 45.6" in text
    assert "about 2.5 points lost" in text, text
