"""The inspector gives the map the larger part of its window at every size: at 720x720
the map had 256 px and the tables 460."""

from __future__ import annotations

import pytest

from metrox_desktop.ui.inspector.window import InspectorWindow


@pytest.mark.parametrize("size", [(720, 720), (1000, 700), (1600, 1000)])
def test_the_map_comes_first(qtbot, size: tuple[int, int]) -> None:
    window = InspectorWindow("osaka")
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    map_width, tables_width = window.splitter.sizes()
    assert map_width >= 2 * tables_width - 4  # the tables take a third at most
    assert window.view.width() > window.tabs.width()


def test_a_split_the_player_moved_stays(qtbot) -> None:
    window = InspectorWindow("tokyo")
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    window.splitter.splitterMoved.emit(400, 1)  # as a drag of the handle reports it
    window.splitter.setSizes([400, 596])
    window.resize(1100, 700)
    qtbot.waitUntil(lambda: sum(window.splitter.sizes()) > 1000)
    assert window.splitter.sizes()[1] >= 590
