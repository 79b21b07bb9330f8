"""The guided first game, played to its end by the keys a player would press (Space to
flip, Show me, Enter to write), in English and in Japanese: every lesson comes once,
at the first time its thing happens, pointing at its place on the sheet with a ring
that crosses no name or number, while the sheet stays where it is; leaving and coming
back picks up where it was (tests/ui/learn/test_lesson_panel.py: the panel, a few
cards into the game, in a test file of its own so that another worker runs it).

It teaches good play: its ring and Show me are the Hint's choice (the strong AI's), each
with a sentence saying why; a newcomer who follows every suggestion scores what the
strong AI scores on the lesson's deal, far above the greedy bot, and the final dialog
then finds none of those choices costly. The two whole games played here follow the
suggestions of a Hint that searches small (``WORK``: the Hint's and the strong bot's
search, the same code at any work, seconds of a core a game at the strong bot's), and
find them the strong bot's own game at that work; the strong bot's score on the
lesson's deal, at its own work, is checked apart, in a file of its own so that another
worker plays it meanwhile (test_the_lessons_deal_rewards_the_strong_ai.py). The English
game works its suggestions out in the window's own background thread, the Japanese one
in the game's worker process, as the app does when it starts, whose rankings the final
dialog then reads instead of searching again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtTest import QTest

from metrox_desktop.engine.ai.review import bot_game
from metrox_desktop.engine.ai.strategies import strong
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.engine.scoring import score
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.sharing.lesson import LEARN_MAP, LEARN_SEED
from metrox_desktop.ui.dialogs.par_section import ParSection
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.learn.guide import LearnGuide, thinking
from metrox_desktop.ui.sheet.choice_marks import ChoiceMark
from metrox_desktop.ui.table.verdict import VerdictWorker
from metrox_desktop.ui.window.learn_entries import learn_to_play
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import open_window
from tests.ui.waiting import handle_queued_events

pytestmark = pytest.mark.long  # run first: tests/conftest.py


def sheet_on_screen(window: MainWindow) -> QRect:
    """Where the whole sheet is drawn in the window."""
    assert window.scene is not None
    view = window.view
    shown = view.mapFromScene(window.scene.sceneRect()).boundingRect()
    return shown.translated(view.mapTo(window, QPoint(0, 0)))


def print_rects(window: MainWindow) -> list[QRectF]:
    """The sheet's words and numbers a ring must not cross: route names, letters and
    the crowns' and diamonds' numbers."""
    scene = window.scene
    assert scene is not None
    rects = [item.sceneBoundingRect() for item in (*scene.name_items, *scene.badge_items)]
    return rects + [rect for bonus in scene.bonus_items for rect in bonus.digit_rects()]


def assert_ring_clear(window: MainWindow, ring: ChoiceMark) -> None:
    """No ring's stroke (4 px) crosses a name or a number: each is wholly inside the
    ring (what it points at) or apart from it."""
    for ring_rect in ring.rects:
        outer, inner = ring_rect.adjusted(-2, -2, 2, 2), ring_rect.adjusted(2, 2, -2, -2)
        for printed in print_rects(window):
            assert not outer.intersects(printed) or inner.contains(printed), (ring_rect, printed)


def follow_the_suggestion(
    qtbot, window: MainWindow, guide: LearnGuide, check_ring: bool = False
) -> tuple[Choice, str]:
    """Flip (Enter, as Space), wait for the suggestion, Show me, write it (Enter): the
    choice suggested and why."""
    session = window.session
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert session.phase is Phase.CHOOSE
    qtbot.waitUntil(lambda: guide.suggested is not None, timeout=60_000)
    suggested = guide.suggested
    assert suggested is not None and guide.show_me.isEnabled()
    assert guide.ring is not None  # the suggested move (or the thing taught) is ringed
    if check_ring:
        assert_ring_clear(window, guide.ring)
    reason = guide.why.text()  # and why, in a sentence
    assert reason and reason != thinking()
    guide.show_me.click()  # the suggested move, previewed on the sheet
    assert window.controller.preview is not None
    QTest.keyClick(window.view, Qt.Key.Key_Return)  # written
    if check_ring and guide.ring is not None:  # a lesson between cards (the crown's)
        assert_ring_clear(window, guide.ring)
    return suggested, reason


# The Hint's playout cards a search (HintCoach.work, VerdictWorker.work) in the games
# played here: the suggestions are the strong bot's at this work (``lesson_game``).
WORK = 300

EVERY = {"sheet", "number", "circled", "star", "free", "reshuffle", "complete", "empty", "end"}


@pytest.fixture(scope="module")
def lesson_game() -> Match:
    """The strong bot's own game on the lesson's cards at the Hint's ``WORK`` here, as
    a bot alone plays it (the engine alone: worked out once for the games played here)."""
    return bot_game(Board.load(LEARN_MAP), load_deck(), LEARN_SEED, strong(WORK))


def lesson_window(qtbot) -> MainWindow:
    """A game window whose Hint, and so the lesson's suggestion, searches at ``WORK``."""
    window = open_window(qtbot)
    window.hints.work = WORK
    return window


@pytest.fixture
def game_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    """The game's worker process on, as the app starts it: the Hint's rankings (the
    lesson's suggestions) are worked out there as the cards come, at the Hint's work,
    and the final dialog values each turn from them at once. Par by a narrow search:
    the costly choices keep the Hint's own search."""
    monkeypatch.setattr(VerdictWorker, "autostart", True)
    monkeypatch.setattr(VerdictWorker, "work", WORK)
    monkeypatch.setattr(VerdictWorker, "width", 12)
    monkeypatch.setattr(ParSection, "default_width", 12)


def play_the_lesson_to_its_end(
    qtbot, window: MainWindow, guide: LearnGuide
) -> list[tuple[Choice, str]]:
    """Follow every suggestion to the game's end from its first lesson, checking each
    ring and that the sheet stays where it is as lessons come and go: each move
    suggested and why, in order. Then the lessons: each came once, the first and the
    last in their places."""
    session = window.session
    assert session.seed == LEARN_SEED and session.solo and session.board.map_id == "tokyo"
    assert guide.shown == ["sheet"] and guide.ring is not None  # pointing at a route
    assert Settings.load().learned  # offered: never again by itself
    handle_queued_events(qtbot)
    sheet_place = sheet_on_screen(window)
    followed: list[tuple[Choice, str]] = []
    while session.phase is not Phase.OVER:
        followed.append(follow_the_suggestion(qtbot, window, guide, check_ring=True))
        handle_queued_events(qtbot)
        assert sheet_on_screen(window) == sheet_place  # lessons come and go, the sheet stays
    assert guide.ring is None  # the end: the final dialog covers the sheet's Total box
    assert guide.current is not None and guide.current.key == "end"
    assert guide.seen == EVERY
    assert len(guide.shown) == len(set(guide.shown))  # each lesson once
    assert guide.shown[0] == "sheet" and guide.shown[-1] == "end"
    assert guide.shown.index("number") < guide.shown.index("complete")
    return followed


def assert_the_strong_ais_game(
    window: MainWindow, followed: list[tuple[Choice, str]], lesson_game: Match
) -> None:
    """The moves suggested are the strong AI's own game on these cards: the same
    choices, the same score; and no Hint was asked."""
    session = window.session
    assert window.hints.panel is None  # the lesson's suggestions are not Hints asked
    assert list(session.hints) == [0]
    suggested = [choice for choice, _ in followed]
    assert suggested == [turn.moves[0].chosen for turn in lesson_game.history]
    assert session.score().total == score(session.board, lesson_game.game.sheets[0]).total


def test_the_guided_game_played_to_its_end_is_the_strong_ais_own(qtbot, lesson_game: Match) -> None:
    window = lesson_window(qtbot)
    guide = learn_to_play(window)
    assert isinstance(guide, LearnGuide)
    followed = play_the_lesson_to_its_end(qtbot, window, guide)
    # the kind of each reason, its second word: completes, circles, brings, star...
    assert len({reason.split(" ")[1] for _, reason in followed}) >= 3
    assert_the_strong_ais_game(window, followed, lesson_game)


def test_the_guided_game_played_to_its_end_in_japanese_costs_nothing(
    qtbot, lesson_game: Match, game_worker: None
) -> None:
    set_language("ja")
    window = lesson_window(qtbot)
    guide = learn_to_play(window)
    assert isinstance(guide, LearnGuide)
    assert guide.title.text() != "Your subway sheet"
    followed = play_the_lesson_to_its_end(qtbot, window, guide)
    assert guide.text.text().isascii() is False
    assert_the_strong_ais_game(window, followed, lesson_game)
    # The final dialog blames none of the lesson's own suggestions.
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=10_000)
    assert window.score_dialog is not None
    [section] = window.score_dialog.findChildren(ParSection)
    qtbot.waitUntil(lambda: 0 in section.costly, timeout=300_000)
    assert section.costly[0] == []
