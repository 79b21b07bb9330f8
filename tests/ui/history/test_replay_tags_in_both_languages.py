"""The replay viewer's "Chosen" tag sits in the same clear place in Japanese as in
English: the short Japanese tag is not fitted over an empty box the English one
cannot cover; in both it reads as the chosen route's, never as a neighbour's."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF

from metrox_desktop.ui.history.viewer import ReplayViewer, load_game
from metrox_desktop.ui.language import choose_language
from metrox_desktop.ui.sheet.choice_marks import distance
from tests.ui.history.test_history_viewer_and_statistics import bot_record, write


def boxes_under(viewer: ReplayViewer, rect: QRectF) -> list[str]:
    """The indicator boxes (by route letter and place) the tag covers."""
    scene = viewer.scene
    return [
        f"{scene.board.route_letters[route]}{place}"
        for route, boxes in enumerate(scene.indicator_items)
        for place, box in enumerate(boxes)
        if box.sceneBoundingRect().intersects(rect)
    ]


def tokyo_game(qtbot, tmp_path: Path) -> ReplayViewer:
    """The replay viewer, shown, on a game of Tokyo between a person and a bot."""
    path = write(tmp_path, "game.json", bot_record("tokyo", "V2", ["person", "greedy"]))
    viewer = ReplayViewer(*load_game(path), str(path), analyse=False)
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    return viewer


def test_the_chosen_tag_sits_where_the_english_one_does(qtbot, tmp_path: Path) -> None:
    # Turn 1 on Tokyo: Yurakucho, whose badge is ringed between two route names, so the
    # tag goes beside the stations it fills (Fukutoshin's row, with two empty boxes).
    viewer = tokyo_game(qtbot, tmp_path)
    viewer.show_position(1)
    english = viewer.marks[0]
    assert english.label == "Chosen" and boxes_under(viewer, english.label_rect) == []

    choose_language("ja")
    viewer.show_position(1)

    japanese = viewer.marks[0]
    assert japanese.label == "選択"
    assert boxes_under(viewer, japanese.label_rect) == []
    assert japanese.label_rect.center() == english.label_rect.center()


def test_the_chosen_tag_sits_nearer_its_route_than_any_other_route_name(
    qtbot, tmp_path: Path
) -> None:
    # Turn 2 on Tokyo: Chiyoda, whose ringed badge has Hanzomon's name just below it; the
    # English tag sat under that name, reading as Hanzomon's.
    viewer = tokyo_game(qtbot, tmp_path)
    scene = viewer.scene
    chiyoda = scene.board.route_letters.index("C")
    for language, label in (("en", "Chosen"), ("ja", "選択")):
        choose_language(language)
        viewer.show_position(2)
        mark = viewer.marks[0]
        assert mark.label == label
        assert mark.rects[0].contains(scene.badge_items[chiyoda].sceneBoundingRect())
        own = min(distance(mark.label_rect, ring) for ring in mark.rects)
        for route, name in enumerate(scene.name_items):
            if route != chiyoda:
                assert distance(mark.label_rect, name.sceneBoundingRect()) > own, (
                    language,
                    scene.board.route_letters[route],
                )
