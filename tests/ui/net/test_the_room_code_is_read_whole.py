"""The host's room code and address, which friends read off the host's screen, are read
whole on the host's smallest window, in English and in Japanese: their letters get a
step smaller where the buttons beside them leave less room ("Room DEQRZ" was shown for
DEQRZ4), and keep their full size where there is room."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QLabel

from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.net.host_window import HostWindow
from tests.ui.net.conftest import STEP
from tests.ui.waiting import handle_queued_events


def whole(label: QLabel) -> bool:
    wide = QFontMetricsF(label.font()).horizontalAdvance(label.text())
    return wide <= label.contentsRect().width()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_room_code_and_address_are_whole_on_the_smallest_window(
    qtbot, host_window, language: str
) -> None:  # noqa: ANN001
    set_language(language)
    host: HostWindow = host_window("osaka", 6, listen=("127.0.0.1", 0), room="DEQRZ4")
    full = host.room_label.font().pointSizeF()
    assert whole(host.room_label) and whole(host.address_label)  # the default size
    host.resize(host.minimumSize())
    qtbot.waitUntil(lambda: host.width() == host.minimumWidth(), timeout=STEP)
    handle_queued_events(qtbot)
    for label in (host.room_label, host.address_label):
        assert "DEQRZ4" in host.room_label.text() and whole(label), label.text()
        right = label.mapTo(host, label.rect().topRight()).x()
        assert right < host.add_bot_button.mapTo(host, host.add_bot_button.rect().topLeft()).x()
    assert host.room_label.font().pointSizeF() < full  # a step smaller, to fit
    host.resize(1000, 700)
    qtbot.waitUntil(lambda: host.room_label.font().pointSizeF() == full, timeout=STEP)
