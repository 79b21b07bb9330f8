"""The inspector on a file with problems of every kind: the map is drawn as far as it
can be, every problem is listed and ringed where it is, and a route's problem isolates
the route."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt

from metrox_desktop.maps.loader import check_map_file
from metrox_desktop.ui.inspector.window import InspectorWindow
from tests.maps.test_every_problem_of_a_file import three_kinds_wrong


def test_a_file_with_a_format_error_is_drawn_with_every_problem_on_it(
    qtbot,  # noqa: ANN001
    tmp_path: Path,
) -> None:
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(three_kinds_wrong()), encoding="utf-8")
    report = check_map_file(path)
    window = InspectorWindow(str(path))
    qtbot.addWidget(window)
    assert window.board is not None and window.scene is not None  # not a blank map
    listed = [window.problems_list.item(i).text() for i in range(window.problems_list.count())]
    assert len(listed) == len(report.problems) >= 3
    assert any("colour" in text for text in listed) and any("Q99" in text for text in listed)
    assert any("overlaps" in text for text in listed)
    assert len(window.scene.problem_items) == len(report.problems)  # each one ringed
    colour = next(
        window.problems_list.item(i)
        for i in range(window.problems_list.count())
        if "$.routes[0].colour" in window.problems_list.item(i).text()
    )
    assert colour.data(Qt.ItemDataRole.UserRole) is not None  # a place to go to
    window.problems_list.itemClicked.emit(colour)
    assert window.selected_route == 0  # the route is marked: isolated on the sheet
    assert window.scene.route_emphasis(0) == "highlight"
    assert window.tabs.currentWidget() is window.problems_list  # the list stays in view
