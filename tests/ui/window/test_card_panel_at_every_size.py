"""At every supported size the card panel shows the card, the buttons, the status and
the best hint without scrolling (at 720x480 it scrolled and cut off
the hint box and the deck count)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from metrox_desktop.engine.match import Phase
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.table.autoplay import greedy_choice, play_turns
from metrox_desktop.ui.window.learn_entries import learn_to_play
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import open_window
from tests.ui.learn.test_guided_game import follow_the_suggestion
from tests.ui.waiting import handle_queued_events


def in_view(window: MainWindow, widget: QWidget) -> bool:
    scroll = window.panel.card_scroll
    viewport = scroll.viewport()
    top_left = widget.mapTo(viewport, widget.rect().topLeft())
    bottom_right = widget.mapTo(viewport, widget.rect().bottomRight())
    return viewport.rect().contains(top_left) and viewport.rect().contains(bottom_right)


@pytest.mark.parametrize(
    ("size", "language"),
    [((720, 480), "en"), ((720, 480), "ja"), ((1000, 700), "en"), ((1366, 768), "en")],
)
def test_the_panel_needs_no_scrolling(qtbot, size: tuple[int, int], language: str) -> None:
    set_language(language)  # Japanese lines wrap sooner
    window = open_window(qtbot)
    window.hints.work = 600  # playout cards: a small search, its list is what shows
    window.resize(*size)
    window.start_game("tokyo", seed="PANEL")
    play_turns(window.session, 3)
    window.controller.flip()
    assert window.session.phase is Phase.CHOOSE
    choice = greedy_choice(window.session)
    assert choice is not None
    window.controller.preview_choice(choice)  # what it would write, under the card
    window.hints.compute_now()  # the hint box with its list, as at the table
    panel = window.panel
    handle_queued_events(qtbot)
    assert panel.card_scroll.verticalScrollBar().maximum() == 0  # nothing to scroll to
    for part in (panel.card_widget, panel.flip_button, panel.undo_button, panel.hint_button):
        assert in_view(window, part), part
    assert in_view(window, panel.deck_label)  # the cards left
    assert in_view(window, panel.preview_label)  # what the choice shown writes
    hint_box = next(w for w in panel.findChildren(QWidget) if w.objectName() == "hintPanel")
    assert in_view(window, hint_box)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_guided_games_panel_needs_no_scrolling_in_the_smallest_window(
    qtbot, language: str
) -> None:
    """The lesson under the sheet leaves the card panel its room: at 720x480 the panel
    scrolled, the deck's count and the discards below its edge."""
    set_language(language)
    window = open_window(qtbot)
    window.hints.work = 300  # the lesson's suggestion: a small search
    window.resize(720, 480)
    guide = learn_to_play(window)
    assert guide is not None and guide.dock.isVisible()
    for _ in range(3):  # a few cards in: the discards and the why of a move show too
        follow_the_suggestion(qtbot, window, guide)
    window.controller.flip()
    handle_queued_events(qtbot)
    panel = window.panel
    assert panel.card_scroll.verticalScrollBar().maximum() == 0  # nothing to scroll to
    for part in (panel.card_widget, panel.flip_button, panel.deck_label):
        assert in_view(window, part), part
