"""A language switch in the middle of a turn: the Hint's tag on the sheet, the preview
line under the card and the Hint's line in the status bar are written again in place,
in the language just chosen, both ways; the ring stays where it was."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.table.autoplay import play_turns
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import open_window

FAST = 600  # playout cards: the strength of the hint does not matter here
KANA = re.compile("[\u3040-\u30ff]")  # hiragana or katakana: a Japanese text


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def window_with_hint(qtbot) -> MainWindow:
    """Tokyo's sixth card (a number) with its hint ringed and previewed."""
    window = open_window(qtbot)
    window.hints.work = FAST
    window.start_game("tokyo", seed="DOCS2")
    play_turns(window.session, 5)
    window.controller.flip()
    assert window.hints.compute_now()
    return window


def test_the_hint_tag_and_the_preview_follow_a_switch_both_ways(qtbot, english_after) -> None:
    window = window_with_hint(qtbot)
    mark = window.hints.mark
    assert mark is not None
    rings = list(mark.rects)
    preview = window.panel.preview_label
    assert mark.label == "Hint"
    english = preview.text()
    assert "circle" in english and not KANA.search(english)
    hint_line = window.statusBar().currentMessage()
    assert hint_line.startswith("Hint: ") and hint_line.endswith(" expected final score).")

    set_language("ja")
    assert window.hints.mark is mark  # the same ring, its tag written again
    assert mark.label == "ヒント"
    assert mark.rects == rings
    assert KANA.search(preview.text()) and "circle" not in preview.text()
    assert preview.text() == window.controller.describe(window.controller.preview)
    said = window.statusBar().currentMessage()  # the Hint's line, still showing
    assert said.startswith("ヒント：") and said.endswith("点）。"), said

    set_language("en")
    assert mark.label == "Hint"
    assert preview.text() == english
    assert window.statusBar().currentMessage() == hint_line


def test_a_longer_tag_is_placed_anew_where_it_hides_no_name(qtbot, english_after) -> None:
    window = window_with_hint(qtbot)
    mark = window.hints.mark
    assert mark is not None and window.scene is not None
    english_place = mark.label_rect
    set_language("ja")
    japanese_place = mark.label_rect
    assert japanese_place.width() != english_place.width()  # measured for its own text
    for name in window.scene.name_items:
        assert not japanese_place.intersects(name.sceneBoundingRect())
