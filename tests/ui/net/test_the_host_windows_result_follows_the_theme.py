"""Who won, on the host's window, reads in the theme chosen after the window opened:
the headline's gold and the grey note under it kept the colours of the theme the window
was built in, the light theme's grey hardly readable on the dark window (View > Theme,
while a table's window stays open the whole evening)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor, QPalette

from metrox_desktop.ui import themes
from metrox_desktop.ui.net.host_window import HostWindow
from metrox_desktop.ui.sheet.colour_metrics import contrast_ratio
from tests.ui.waiting import handle_queued_events


@pytest.fixture
def light_after() -> Iterator[None]:
    yield
    themes.set_theme("light", False)


def colour_of(style: str) -> str:
    """The colour a label's style sheet ("color: #rrggbb; ...") writes it in."""
    return QColor(style.partition("color:")[2].partition(";")[0].strip()).name()


@pytest.mark.parametrize("theme", ["dark", "contrast"])
def test_the_result_reads_after_a_theme_switch(qtbot, host_window, light_after, theme: str) -> None:  # noqa: ANN001
    host: HostWindow = host_window("tokyo", 2, listen=("127.0.0.1", 0))
    themes.set_theme(theme)
    handle_queued_events(qtbot)
    ground = host.palette().color(QPalette.ColorRole.Window).name()
    for label in (host.result.label, host.result_note):
        ratio = contrast_ratio(colour_of(label.styleSheet()), ground)
        assert ratio >= themes.legibility_minimum(), (label.text(), ratio)
