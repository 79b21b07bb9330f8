"""The guided game's panel a few cards in, by the keys a player would press: leaving
and coming back picks up where it was, the lesson is left from the Help menu, it
leaves the sheet most of a small window, a screen reader hears each lesson and why its
move, Shift+S shows the suggested move, and View > Language writes the lesson again.
(The whole guided game: tests/ui/learn/test_guided_game.py.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest

from metrox_desktop.engine.match import Phase
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.learn.guide import LearnGuide, SteadyText
from metrox_desktop.ui.window.learn_entries import learn_to_play
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import open_window
from tests.ui.learn.test_guided_game import follow_the_suggestion
from tests.ui.waiting import handle_queued_events

pytestmark = pytest.mark.long  # run first: tests/conftest.py

# The Hint's playout cards a search (its HintCoach.work): small searches, the panel is
# the point here; the strong AI's own suggestions: test_guided_game.py.
WORK = 300


def lesson_window(qtbot) -> MainWindow:
    """A game window whose Hint, and so the lesson's suggestion, searches small."""
    window = open_window(qtbot)
    window.hints.work = WORK
    return window


def test_leaving_and_coming_back_picks_up_where_it_was(qtbot) -> None:
    window = lesson_window(qtbot)
    guide = learn_to_play(window)
    assert guide is not None
    for _ in range(3):
        follow_the_suggestion(qtbot, window, guide)
    learnt = set(guide.seen)
    guide.leave_button.click()  # the game goes on without the lessons
    assert window.session.turn == 3 and guide.ring is None
    again = learn_to_play(window)  # Help > Learn to play: the same game, where it was
    assert again is not None and window.session.turn == 3
    assert learnt <= again.seen and "sheet" not in again.shown


def test_the_lesson_can_be_left_from_the_keyboard_through_the_help_menu(qtbot) -> None:
    window = lesson_window(qtbot)
    leave = window.menus.leave_lesson_action
    assert not leave.isEnabled()  # no lesson, nothing to leave
    guide = learn_to_play(window)
    assert guide is not None and leave.isEnabled()
    help_menu = window.menuBar().actions()[-1].menu()
    assert leave in help_menu.actions()  # reached with Alt and the arrows, as any entry
    follow_the_suggestion(qtbot, window, guide)
    leave.trigger()
    assert guide.ring is None and not guide.dock.isVisible() and not leave.isEnabled()
    assert Settings.load().lesson_left  # given up, as with the lesson's own button
    assert window.session.turn == 1  # the game goes on without the lessons


def test_in_a_small_window_the_lessons_leave_the_sheet_most_of_the_room(qtbot) -> None:
    window = lesson_window(qtbot)
    window.resize(720, 480)
    guide = learn_to_play(window)
    assert guide is not None
    handle_queued_events(qtbot)
    height = guide.dock.height()
    assert height < window.height() * 0.4 and guide.text.height() <= 0.12 * window.height()
    for _ in range(4):  # the star's lesson (the longest) among them: it scrolls
        follow_the_suggestion(qtbot, window, guide)
        handle_queued_events(qtbot)
        assert guide.dock.height() == height
    assert window.view.height() > height


def needs(box: SteadyText) -> int:
    """The pixels the words a lesson box shows need at its width (as it fits them)."""
    metrics = box.label.fontMetrics()
    room = QRect(0, 0, box.viewport().width() - 2 * box.label.margin(), 100_000)
    words = metrics.boundingRect(room, int(Qt.TextFlag.TextWordWrap), box.text())
    return words.height() + 2 * box.label.margin() + 2


def test_in_a_small_window_the_lesson_box_keeps_no_blank_line(qtbot) -> None:
    """The lesson's box is as tall as the tallest lesson the guided game shows (or
    scrolls it): at 720x480 it kept a line under every lesson for a card's lesson with
    the reshuffle's, which its deal never brings on one card."""
    window = lesson_window(qtbot)
    window.resize(720, 480)
    guide = learn_to_play(window)
    assert guide is not None
    session = window.session
    tallest = 0
    while session.phase is not Phase.OVER:
        if session.phase is Phase.FLIP:
            window.controller.flip()
        handle_queued_events(qtbot)
        tallest = max(tallest, needs(guide.text))
        session.choose(session.legal_choices()[0])
    handle_queued_events(qtbot)
    tallest = max(tallest, needs(guide.text))  # the end's
    line = guide.text.label.fontMetrics().lineSpacing()
    assert guide.text.height() - tallest < line / 2, (guide.text.height(), tallest)


def lesson_heard(qtbot) -> tuple[MainWindow, LearnGuide, list[str]]:
    """A window at the guided game's first lesson, and what a screen reader has heard."""
    window = lesson_window(qtbot)
    heard: list[str] = []
    window.reader.announced.connect(heard.append)
    guide = learn_to_play(window)
    assert guide is not None
    return window, guide, heard


def test_a_screen_reader_hears_each_lesson_and_why_its_move(qtbot) -> None:
    window, guide, heard = lesson_heard(qtbot)
    first = guide.title.text()
    assert any(first in said and guide.text.text() in said for said in heard)
    for _ in range(2):
        heard.clear()
        lesson = guide.current
        _, reason = follow_the_suggestion(qtbot, window, guide)
        assert reason in heard  # why the move the lesson suggests
        if guide.current is not lesson and guide.current is not None:  # a new lesson came
            assert any(guide.current.text in said for said in heard)


def test_show_me_from_the_keyboard_previews_the_suggested_move(qtbot) -> None:
    """The lesson's buttons take no focus (the keys stay with the sheet): Shift+S, also
    Help > Show me the suggested move, shows the move as the button does, and Enter
    writes it; a player without a mouse follows the lesson."""
    window = lesson_window(qtbot)
    guide = learn_to_play(window)
    assert guide is not None
    entry = window.menus.show_me_action
    assert not entry.isEnabled()  # no card yet: nothing to show
    session = window.session
    for _ in range(3):
        QTest.keyClick(window.view, Qt.Key.Key_Return)  # flipped
        qtbot.waitUntil(lambda: guide.suggested is not None, timeout=60_000)
        assert entry.isEnabled()
        suggested, turn = guide.suggested, session.turn
        QTest.keyClick(window.view, Qt.Key.Key_S, Qt.KeyboardModifier.ShiftModifier)
        assert window.controller.preview is not None
        assert window.controller.preview.choice == suggested
        QTest.keyClick(window.view, Qt.Key.Key_Return)  # written
        assert session.match.history[turn - 1].moves[0].chosen == suggested
        assert not entry.isEnabled()  # the next card is still to be flipped
    guide.leave_asked()
    assert not entry.isEnabled()


def test_the_lesson_shown_follows_view_language_and_is_heard_again(qtbot) -> None:
    window, guide, heard = lesson_heard(qtbot)
    try:
        set_language("ja")  # the first lesson on the panel: written again, and said
        assert guide.title.text() == "あなたの路線図シート"
        assert guide.text.text().startswith("このシートは東京の地下鉄です。")
        assert guide.dock.windowTitle() == "遊び方を覚える"
        assert (guide.show_me.text(), guide.leave_button.text()) == (
            "お手本を見る",
            "レッスンをやめる",
        )
        assert heard[-1] == guide.words()
        QTest.keyClick(window.view, Qt.Key.Key_Return)  # a card, its lesson and its move
        qtbot.waitUntil(lambda: guide.suggested is not None, timeout=60_000)
        set_language("en")  # and back, mid-turn: the card's lesson and why its move
        assert guide.title.text() == "A number card"
        assert guide.why.text().startswith("The strong AI"), guide.why.text()
        assert guide.show_me.text() == "Show me" and heard[-1] == guide.words()
    finally:
        set_language("en")
