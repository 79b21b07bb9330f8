"""The map inspector's route letters read on their table in every theme: each letter
is its route's colour as the map draws it now, made legible where it is not. On the dark
theme Fukutoshin's brown and Hibiya's grey letters were darkened further, onto a dark
table (under 2:1); and a switch after the window was built (as ``inspect --theme``
does) left them as they were."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from metrox_desktop.ui import themes
from metrox_desktop.ui.inspector.window import InspectorWindow
from metrox_desktop.ui.sheet.colour_metrics import contrast_ratio


@pytest.fixture
def light_after() -> Iterator[None]:
    yield
    themes.set_theme("light", False)


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
def test_every_route_letter_reads_on_the_routes_table(qtbot, light_after, theme: str) -> None:
    window = InspectorWindow("tokyo")
    qtbot.addWidget(window)
    themes.set_theme(theme)  # after the window is built, as the command sets it
    QApplication.processEvents()
    table = window.routes_table
    ground = table.palette().color(QPalette.ColorRole.Base).name()
    ratios = {
        table.item(row, 0).text(): round(
            contrast_ratio(table.item(row, 0).foreground().color().name(), ground), 1
        )
        for row in range(table.rowCount())
    }
    assert all(ratio >= themes.legibility_minimum() for ratio in ratios.values()), ratios
