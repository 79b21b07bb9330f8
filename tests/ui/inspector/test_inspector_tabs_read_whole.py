"""Every tab of the inspector reads whole at every size of its window, in English and
Japanese, whichever tab is chosen: at 720 px the bar scrolled to a later tab and cut
the first one's name at its start ("utes" for "Routes")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from metrox_desktop.ui.inspector.window import InspectorWindow
from metrox_desktop.ui.language import set_language


def tabs_read_whole(window: InspectorWindow) -> list[str]:
    """The tabs not shown whole (cut by the bar's or the window's edge, or shortened)."""
    bar = window.tabs.tabBar()
    cut = []
    for i in range(bar.count()):
        place, whole = bar.tabRect(i), bar.tabSizeHint(i)
        in_window = QRect(bar.mapTo(window, place.topLeft()), place.size())
        if not (
            bar.rect().contains(place)
            and window.rect().contains(in_window)
            and place.size().expandedTo(whole) == place.size()
        ):
            cut.append(bar.tabText(i))
    return cut


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("size", [(720, 480), (720, 720), (1000, 600), (1380, 860)])
def test_every_tab_reads_whole_whichever_is_chosen(
    qtbot, size: tuple[int, int], language: str
) -> None:
    set_language(language)
    try:
        window = InspectorWindow("osaka")
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        assert window.size().toTuple() == size  # 720x480: the smallest it goes
        window.select_route(0)  # the Route tab, third, is chosen
        qtbot.waitUntil(lambda: window.tabs.currentWidget() is window.route_stations)
        assert tabs_read_whole(window) == []
        window.tabs.setCurrentIndex(window.tabs.count() - 1)  # the last
        assert tabs_read_whole(window) == []
        map_width, tables_width = window.splitter.sizes()
        assert map_width >= 2 * tables_width - 4  # the tables still take a third at most
    finally:
        set_language("en")


def test_the_window_goes_no_smaller_than_the_tabs_need(qtbot) -> None:
    window = InspectorWindow("tokyo")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.resize(400, 300)
    qtbot.waitUntil(lambda: window.size().toTuple() == (720, 480))
    assert tabs_read_whole(window) == []
