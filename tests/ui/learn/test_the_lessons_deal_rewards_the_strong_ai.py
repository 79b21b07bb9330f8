"""The guided first game teaches good play: a newcomer who follows every suggestion
(the Hint's, the strong AI's) scores on the lesson's deal what the strong bot scores
there at its own work, far above the greedy bot (tests/ui/learn/test_guided_game.py
plays the lesson itself, following a Hint that searches small)."""

from __future__ import annotations

import pytest

from metrox_desktop.engine.ai.review import bot_game
from metrox_desktop.engine.ai.strategies import strong
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.scoring import score
from metrox_desktop.sharing.lesson import LEARN_MAP, LEARN_SEED

pytestmark = pytest.mark.long  # run first: tests/conftest.py


def test_the_strong_ai_scores_far_above_the_greedy_bot_on_the_lessons_deal() -> None:
    """What a newcomer who follows every suggestion scores: the strong bot's game at
    its own work (the Hint's when the app runs)."""
    board = Board.load(LEARN_MAP)
    game = bot_game(board, load_deck(), LEARN_SEED, strong())
    assert score(board, game.game.sheets[0]).total >= 45  # the greedy bot's is 22
