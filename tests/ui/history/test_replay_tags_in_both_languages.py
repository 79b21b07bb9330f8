"""The replay viewer's "Chosen" tag sits in the same clear place in Japanese as in
English: the short Japanese tag is not fitted over an empty box the English one
cannot cover."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF

from metrox_desktop.ui.history.viewer import ReplayViewer, load_game
from metrox_desktop.ui.language import choose_language
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


def test_the_chosen_tag_sits_where_the_english_one_does(qtbot, tmp_path: Path) -> None:
    # Turn 1 on Tokyo: Yurakucho, whose badge is ringed between two route names, so the
    # tag goes beside the stations it fills (Fukutoshin's row, with two empty boxes).
    record = bot_record("tokyo", "V2", ["person", "greedy"])
    path = write(tmp_path, "game.json", record)
    viewer = ReplayViewer(*load_game(path), str(path), analyse=False)
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    viewer.show_position(1)
    english = viewer.marks[0]
    assert english.label == "Chosen" and boxes_under(viewer, english.label_rect) == []

    choose_language("ja")
    viewer.show_position(1)

    japanese = viewer.marks[0]
    assert japanese.label == "選択"
    assert boxes_under(viewer, japanese.label_rect) == []
    assert japanese.label_rect.center() == english.label_rect.center()
