"""The Hint's box in the card panel at the window sizes players use, in English and
Japanese: the whole panel in view without its scroll bar (the deck, the discard pile,
the list and what its numbers mean), nothing drawn over anything else; as large as the
rest of the panel on a large window; in the theme's colours."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontInfo, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QToolTip

from metrox_desktop.ui import themes
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.sheet.colour_metrics import contrast_ratio
from metrox_desktop.ui.table.autoplay import play_turns
from metrox_desktop.ui.window.card_panel import card_words
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import open_window
from tests.ui.table.test_table_layout import resize
from tests.ui.window.test_card_panel_layout import overlaps, panel_parts

FAST = 600  # playout cards: the numbers do not matter here, only how they are shown
SIZES = [(1280, 860), (1000, 700), (1920, 1080), (2560, 1440)]
SMALLEST = (720, 480)


@pytest.fixture
def light_english() -> Iterator[None]:
    """Language and theme are app-wide: every test leaves English and light behind."""
    yield
    set_language("en")
    themes.set_theme("light", False)


def window_with_hint(
    qtbot, size: tuple[int, int], language: str = "en", reshuffle: bool = False
) -> MainWindow:
    """Tokyo's sixth card (a number: nine routes to list), or with ``reshuffle`` the
    first reshuffle card (the longest rule text), with its hint shown."""
    set_language(language)  # before the window is built, as --lang does
    window = open_window(qtbot)
    window.hints.work = FAST
    window.start_game("tokyo", seed="DOCS2")
    resize(qtbot, window, size)
    session = window.session
    if reshuffle:
        while True:
            window.controller.flip()
            card = session.match.card
            assert card is not None
            if card.reshuffle and card.takes_route:
                break
            session.choose(session.legal_choices()[0])
    else:
        play_turns(session, 5)
        window.controller.flip()
    assert window.hints.compute_now()
    qtbot.waitUntil(lambda: window.hints.panel.list.isVisible())
    for _ in range(3):  # the panel fits itself to the list
        QApplication.processEvents()
    return window


def out_of_view(window: MainWindow) -> list[str]:
    """The card panel's parts not wholly in view (hidden below the fold or cut)."""
    viewport = window.panel.card_scroll.viewport()
    return [
        name
        for name, part in panel_parts(window).items()
        if not viewport.rect().contains(QRect(part.mapTo(viewport, QPoint(0, 0)), part.size()))
    ]


def rows_shown(window: MainWindow) -> int:
    listed = window.hints.panel.list
    return listed.viewport().height() // listed.sizeHintForRow(0)


@pytest.mark.parametrize(
    ("language", "asked_at"),
    [("en", SIZES[0]), ("ja", SIZES[0]), ("ja", SIZES[-1])],
    ids=["en", "ja", "ja asked large"],
)
def test_with_a_hint_the_whole_card_panel_is_in_view(
    qtbot, light_english, language: str, asked_at: tuple[int, int]
) -> None:
    # The hint asked at one size, then the window at each size in turn (a player
    # asks, then makes the window larger or smaller): the panel follows.
    window = window_with_hint(qtbot, asked_at, language)
    box = window.hints.panel
    for size in [asked_at, *(s for s in SIZES if s != asked_at)]:
        resize(qtbot, window, size)
        assert overlaps(window) == [], size
        assert out_of_view(window) == [], size
        assert window.panel.card_scroll.verticalScrollBar().maximum() == 0, size  # no scroll
        assert not window.panel.card_scroll.verticalScrollBar().isVisible(), size
        # The AI's choice and at least the next two readable at once; the rest scrolls.
        assert rows_shown(window) >= min(3, box.list.count()), size
        # What the numbers mean, once: under the list, or on the "?" beside the title.
        assert box.meaning.isVisible() != box.why.isVisible(), size
        # The card is still drawn at a size that reads across the table.
        assert window.panel.card_widget.height() >= 100, size


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_longest_rule_text_and_a_hint_fit_a_1000x700_window(
    qtbot, light_english, language: str
) -> None:
    window = window_with_hint(qtbot, (1000, 700), language, reshuffle=True)
    assert overlaps(window) == []
    assert out_of_view(window) == []
    assert window.panel.card_scroll.verticalScrollBar().maximum() == 0
    assert rows_shown(window) >= 3


def test_with_room_the_list_shows_every_choice_and_the_card_its_full_size(
    qtbot, light_english
) -> None:
    window = window_with_hint(qtbot, (1280, 860))
    assert rows_shown(window) == window.hints.panel.list.count() == 9
    assert window.panel.card_widget.height() == 224  # as without a hint


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("reshuffle", [False, True])
def test_in_the_smallest_window_nothing_scrolls_and_the_cards_rule_is_read_beside_the_card(
    qtbot, light_english, language: str, reshuffle: bool
) -> None:
    window = window_with_hint(qtbot, SMALLEST, language, reshuffle)
    panel = window.panel
    assert panel.card_scroll.verticalScrollBar().maximum() == 0
    # What the panel let go of is said elsewhere (the discard pile: Ctrl+D).
    assert panel.deck_label.isVisibleTo(window) and panel.card_widget.isVisibleTo(window)
    rule, card = panel.card_label, panel.card_widget
    assert rule.isVisibleTo(window)
    assert rule.text() == card_words(window.session.card) != ""
    assert "card text" not in out_of_view(window)
    assert overlaps(window) == []
    assert rule.height() >= rule.heightForWidth(rule.width())  # every line of it shown
    # Beside the small card, in the width the card leaves: not under the buttons.
    content = card.parentWidget()
    rule_box = QRect(rule.mapTo(content, QPoint(0, 0)), rule.size())
    card_box = QRect(card.mapTo(content, QPoint(0, 0)), card.size())
    assert rule_box.left() > card_box.right()
    assert card.width() < card.height()  # as narrow as the card it draws
    assert rule_box.top() < card_box.bottom() and card_box.top() < rule_box.bottom()
    # With room again, it goes back under the buttons, the card at its own size.
    resize(qtbot, window, (1920, 1080))
    rule_box = QRect(rule.mapTo(content, QPoint(0, 0)), rule.size())
    assert rule_box.top() > panel.flip_button.mapTo(content, QPoint(0, 0)).y()
    assert card.width() > card.height() / 2  # as wide as the panel, the card drawn centred


def test_a_hint_asked_on_a_large_window_is_as_large_as_the_rest_of_the_panel(
    qtbot, light_english
) -> None:
    window = window_with_hint(qtbot, (1920, 1080))

    def size(font) -> float:
        return QFontInfo(font).pointSizeF()

    base = size(QApplication.font())
    panel_text = size(window.panel.card_label.font())
    assert panel_text >= 1.2 * base
    box = window.hints.panel
    best = box.list.item(0).font()
    assert best.bold()
    for font in (box.title.font(), box.list.font(), best):
        assert size(font) == pytest.approx(panel_text, rel=0.02)
    # Anything added to the panel now (a message) is as large as what is already there.
    note = QLabel("A message")
    window.panel.add_extra(note)
    QApplication.processEvents()
    assert size(note.font()) == pytest.approx(size(window.panel.deck_label.font()), rel=0.02)
    assert size(note.font()) >= 1.2 * base

    resize(qtbot, window, (1280, 860))  # back to the default: everything at its own size
    for font in (box.title.font(), box.list.item(0).font(), note.font()):
        assert size(font) == pytest.approx(base, rel=0.02)


def test_the_hint_box_is_in_the_theme_s_colours(qtbot, light_english) -> None:
    window = window_with_hint(qtbot, (1280, 860))
    box = window.hints.panel
    for theme in ("dark", "contrast", "light"):  # each switched to from the one before
        themes.set_theme(theme)
        QApplication.processEvents()
        # Its ground (inside the border, beside the list) close to the window's own: a
        # light box on a dark window glares, and its dark list looked like a hole.
        ground = box.grab().toImage().pixelColor(3, box.list.geometry().center().y())
        window_colour = QApplication.palette().color(QPalette.ColorRole.Window)
        assert abs(ground.lightnessF() - window_colour.lightnessF()) < 0.12, theme
        title = box.title.palette().color(QPalette.ColorRole.WindowText)
        least = 7.0 if theme == "contrast" else 4.5
        assert contrast_ratio(title.name(), ground.name()) >= least, theme


@pytest.mark.qt_log_ignore("does not support raise")  # the offscreen platform's tooltip
def test_the_question_mark_says_what_the_numbers_mean_where_the_line_does_not_fit(
    qtbot, light_english
) -> None:
    window = window_with_hint(qtbot, (1280, 860))
    box = window.hints.panel
    assert box.why.isVisible() and not box.meaning.isVisible()  # every row first
    QTest.mouseClick(box.why, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(QToolTip.isVisible)
    assert "strong AI" in QToolTip.text()
    QToolTip.hideText()
    resize(qtbot, window, (1920, 1080))  # room for the line under the list: no "?"
    assert box.meaning.isVisible() and not box.why.isVisible()
    assert "strong AI" in box.meaning.text()
    assert out_of_view(window) == []


def test_while_the_first_hint_is_thought_about_the_card_panel_is_laid_out_once(qtbot) -> None:
    # The window's thread stays free for the search: the panel under the card, built
    # for the first hint, is fitted to its room once, not again at every event.
    from PySide6.QtCore import QEvent, QObject

    class LayoutCount(QObject):
        count = 0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.LayoutRequest:
                self.count += 1
            return False

    window = open_window(qtbot)
    window.hints.work = 10_000_000  # thinking for the whole test; stopped at its end
    window.start_game("tokyo", seed="FIRSTHINT")
    window.session.flip()
    turning = window.panel.card_widget._flip
    qtbot.waitUntil(lambda: turning.state() != turning.State.Running)  # the card read
    requests = LayoutCount()
    window.panel._content.installEventFilter(requests)
    assert window.hints.request()  # Shift+H
    assert window.hints.thinking
    for _ in range(50):  # fifty passes of the event loop while the AI thinks
        QTest.qWait(5)
    assert window.hints.thinking and window.hints.panel is not None
    assert requests.count <= 3
    window.hints.cancel()
