"""The label of a ring drawn over the sheet (the Hint, a costly turn's review) never
hides a route's name nor hangs off the sheet where the view would cut it: on the real
sheets, by every route's badge, in English and in Japanese (whose labels are wider and
whose route names are printed differently)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRectF

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.state import SheetState
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.sheet.choice_marks import (
    HINT_COLOUR,
    YOURS_COLOUR,
    ChoiceMark,
    choice_rects,
    label_obstacles,
)
from metrox_desktop.ui.sheet.render import render_image
from metrox_desktop.ui.sheet.scene import MapScene

# The labels the app writes by a ring: the replay viewer's two (tr context ReplayViewer)
# and the Hint's (HintCoach).
LABELS = [("ReplayViewer", "Chosen"), ("ReplayViewer", "AI"), ("HintCoach", "Hint")]


def scene_in(map_id: str, language: str) -> tuple[Board, MapScene, list[str]]:
    """The sheet of ``map_id`` and the labels by a ring, as a player of ``language``
    sees them."""
    board = Board.load(map_id)
    try:
        set_language(language)
        scene = MapScene(board)
        scene.set_language(language)
        labels = [QCoreApplication.translate(context, text) for context, text in LABELS]
    finally:
        set_language("en")
    return board, scene, labels


def route_names(scene: MapScene) -> list[tuple[str, QRectF]]:
    return [(item.text, item.sceneBoundingRect()) for item in scene.name_items]


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_a_label_by_any_badge_leaves_every_route_name_readable(
    qtbot, map_id: str, language: str
) -> None:
    board, scene, labels = scene_in(map_id, language)
    if language == "ja":
        assert "ヒント" in labels  # the widest one
    names = route_names(scene)
    print_ = label_obstacles(scene)
    shown = scene.sceneRect().adjusted(-8, -8, 8, 8)  # SheetView.fit
    for r, badge in enumerate(scene.badge_items):
        for label in labels:
            mark = ChoiceMark([badge.sceneBoundingRect()], YOURS_COLOUR, label, avoid=print_)
            place = mark.label_rect
            assert not place.isNull()
            hidden = [text for text, rect in names if rect.intersects(place)]
            assert not hidden, f"{label!r} by {board.route_letters[r]} hides {hidden}"
            # On the sheet or its margin: the main window's view shows no more.
            assert shown.contains(place), f"{label!r} by {board.route_letters[r]} is cut off"


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_a_label_hides_neither_its_own_rings_nor_the_other_mark(qtbot, map_id: str) -> None:
    """A route card's mark rings the stations it fills too; the review's second label
    keeps off the first mark."""
    board = Board.load(map_id)
    scene = MapScene(board)
    sheet = SheetState.empty(board)
    card = Card.parse("3")
    print_ = label_obstacles(scene)
    for r in range(board.route_count):
        yours = ChoiceMark(
            choice_rects(scene, sheet, card, Choice.route(r)), YOURS_COLOUR, "Yours", avoid=print_
        )
        for ring in yours.rects:
            assert not ring.intersects(yours.label_rect)
        other = (r + 1) % board.route_count
        best = ChoiceMark(
            choice_rects(scene, sheet, card, Choice.route(other)),
            HINT_COLOUR,
            "Best",
            avoid=[*print_, *yours.covers()],
        )
        assert not best.label_rect.intersects(yours.label_rect)


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_a_ring_leaves_every_route_name_as_printed(qtbot, map_id: str, language: str) -> None:
    """The Hint's (and the review's) ring round a route's letter and the stations it
    fills draws nothing over a route's name, printed nearer the letter than a ring's
    margin on some routes (Ginza's ring crossed the end of its name): the sheet's
    pixels there are the same with the ring as without."""
    board, scene, _labels = scene_in(map_id, language)
    sheet = SheetState.empty(board)
    scale = 2.0
    for r in range(board.route_count):
        mark = ChoiceMark(choice_rects(scene, sheet, Card.parse("3"), Choice.route(r)), HINT_COLOUR)
        region = mark.boundingRect()
        without = render_image(scene, scale, region=region)
        scene.addItem(mark)
        with_ring = render_image(scene, scale, region=region)
        scene.removeItem(mark)
        for k, name in enumerate(scene.name_items):
            shared = name.sceneBoundingRect().intersected(region)
            if shared.isEmpty():
                continue
            at = shared.translated(-region.topLeft())
            left, top = int(at.left() * scale) + 1, int(at.top() * scale) + 1
            right, bottom = int(at.right() * scale) - 1, int(at.bottom() * scale) - 1
            changed = [
                (x, y)
                for x in range(left, right)
                for y in range(top, bottom)
                if without.pixel(x, y) != with_ring.pixel(x, y)
            ]
            letters = board.route_letters
            assert not changed, f"{letters[r]}'s ring draws over {letters[k]}'s name"
