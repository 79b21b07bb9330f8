"""The guided game teaches good play: its ring and Show me are the Hint's choice (the
strong AI's), each with a sentence saying why; a newcomer who follows every suggestion
scores what the strong AI scores on the lesson's deal, and the final dialog then finds
none of those choices costly."""

from __future__ import annotations

import pytest

from metrox_desktop.engine.ai.review import bot_game
from metrox_desktop.engine.ai.strategies import strong
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Phase
from metrox_desktop.engine.scoring import score
from metrox_desktop.ui.dialogs.par_section import ParSection
from metrox_desktop.ui.learn.deal import LEARN_SEED
from metrox_desktop.ui.window.learn_entries import learn_to_play
from tests.ui.helpers import open_window
from tests.ui.learn.test_guided_game import follow_the_suggestion


@pytest.fixture
def quick_par(monkeypatch: pytest.MonkeyPatch) -> None:
    """Par by a narrow search: the costly choices keep the Hint's own search."""
    monkeypatch.setattr(ParSection, "default_width", 12)


def test_following_every_suggestion_plays_the_strong_ais_game_and_costs_nothing(
    qtbot, quick_par: None
) -> None:
    window = open_window(qtbot)
    guide = learn_to_play(window)
    assert guide is not None
    session = window.session
    followed: list[Choice] = []
    reasons: set[str] = set()
    while session.phase is not Phase.OVER:
        choice, reason = follow_the_suggestion(qtbot, window, guide)
        followed.append(choice)
        reasons.add(reason.split(" ")[1])  # the kind of reason: its second word
    assert len(reasons) >= 3  # completes, circles, brings, star, expects...
    assert window.hints.panel is None  # the lesson's suggestions are not Hints asked
    assert list(session.hints) == [0]
    # The strong AI's own game on these cards: the same choices, the same score.
    board = session.board
    strong_game = bot_game(board, load_deck(), LEARN_SEED, strong())
    assert followed == [turn.moves[0].chosen for turn in strong_game.history]
    mine = session.score().total
    assert mine == score(board, strong_game.game.sheets[0]).total
    assert mine >= 45  # far from the greedy bot's 22 on this deal
    # The final dialog blames none of the lesson's own suggestions.
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=10_000)
    assert window.score_dialog is not None
    [section] = window.score_dialog.findChildren(ParSection)
    qtbot.waitUntil(lambda: 0 in section.costly, timeout=300_000)
    assert section.costly[0] == []
