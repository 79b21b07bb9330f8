"""A tag by a ring (the Hint, the turn review's Yours, Chosen and Best) never covers a
route's name, crown or diamond, nor another route's letter: for a route card's mark on
every route and a free circle's on every station... of both maps, in English and
Japanese (the Japanese Hint tag hid Chiyoda's crown and diamond)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from metrox_desktop.engine.cards import Card
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.state import SheetState
from metrox_desktop.ui.sheet.choice_marks import (
    HINT_COLOUR,
    ChoiceMark,
    choice_rects,
    label_obstacles,
)
from metrox_desktop.ui.sheet.scene import MapScene
from tests.ui.sheet.test_choice_marks import scene_in


def print_words(scene: MapScene) -> list[tuple[str, QRectF]]:
    """What a player reads on the sheet: names, crowns and diamonds, letters."""
    letters = scene.board.route_letters
    words = [(f"name {item.text}", item.sceneBoundingRect()) for item in scene.name_items]
    words += [
        (f"bonus {letters[r]}", b.sceneBoundingRect()) for r, b in enumerate(scene.bonus_items)
    ]
    words += [
        (f"letter {letters[r]}", b.sceneBoundingRect()) for r, b in enumerate(scene.badge_items)
    ]
    return words


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_a_tag_by_any_route_hides_no_name_nor_bonus(qtbot, map_id: str, language: str) -> None:
    board, scene, labels = scene_in(map_id, language)
    words = print_words(scene)
    avoid = label_obstacles(scene)
    sheet = SheetState.empty(board)
    shown = scene.sceneRect().adjusted(-8, -8, 8, 8)  # SheetView.fit
    for card in (Card.parse("3"),):  # a star's rings are a number's first ones
        for r in range(board.route_count):
            rects = choice_rects(scene, sheet, card, Choice.route(r))
            for label in labels:
                place = ChoiceMark(rects, HINT_COLOUR, label, avoid=avoid).label_rect
                hidden = [w for w, rect in words if rect.intersects(place)]
                where = f"{label!r} by {board.route_letters[r]} ({card.code})"
                assert not hidden, f"{where} hides {hidden}"
                assert shown.contains(place), f"{where} is cut off"
