"""The guided first game, played to its end by the keys a player would press (Space to
flip, Show me, Enter to write), in English and in Japanese: every lesson comes once,
at the first time its thing happens, pointing at its place on the sheet; leaving and
coming back picks up where it was."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from metrox_desktop.engine.match import Phase
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.learn.deal import LEARN_SEED
from metrox_desktop.ui.learn.guide import LearnGuide
from metrox_desktop.ui.window.learn_entries import learn_to_play
from tests.ui.helpers import open_window

EVERY = {"sheet", "number", "circled", "star", "free", "reshuffle", "complete", "empty", "end"}


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_guided_game_played_to_its_end(qtbot, language: str) -> None:
    set_language(language)
    window = open_window(qtbot)
    guide = learn_to_play(window)
    assert isinstance(guide, LearnGuide)
    session = window.session
    assert session.seed == LEARN_SEED and session.solo and session.board.map_id == "tokyo"
    assert guide.shown == ["sheet"] and guide.ring is not None  # pointing at a route
    assert Settings.load().learned  # offered: never again by itself
    english_title = guide.title.text()
    while session.phase is not Phase.OVER:
        QTest.keyClick(window.view, Qt.Key.Key_Return)  # flip (Enter, as Space)
        assert session.phase is Phase.CHOOSE
        assert guide.ring is not None  # the suggested move (or the thing taught) is ringed
        guide.show_me.click()  # the suggested move, previewed on the sheet
        assert window.controller.preview is not None
        QTest.keyClick(window.view, Qt.Key.Key_Return)  # written
    assert guide.current is not None and guide.current.key == "end"
    assert guide.seen == EVERY
    assert len(guide.shown) == len(set(guide.shown))  # each lesson once
    assert guide.shown[0] == "sheet" and guide.shown[-1] == "end"
    assert guide.shown.index("number") < guide.shown.index("complete")
    if language == "ja":
        assert guide.text.text().isascii() is False and english_title != "Your subway sheet"


def test_leaving_and_coming_back_picks_up_where_it_was(qtbot) -> None:
    window = open_window(qtbot)
    guide = learn_to_play(window)
    assert guide is not None
    for _ in range(3):
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        guide.show_me.click()
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    learnt = set(guide.seen)
    guide.leave_button.click()  # the game goes on without the lessons
    assert window.session.turn == 3 and guide.ring is None
    again = learn_to_play(window)  # Help > Learn to play: the same game, where it was
    assert again is not None and window.session.turn == 3
    assert learnt <= again.seen and "sheet" not in again.shown
