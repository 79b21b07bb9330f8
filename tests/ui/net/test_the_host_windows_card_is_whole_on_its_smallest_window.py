"""The card on the host's window, read across the room, is whole on the window's
smallest size mid-game, in English and in Japanese: under the turn's line wrapped in
two ("1ターン目：3人中2人が / 選びました") the card kept a minimum too tall for the
window and was cut off at the bottom. A seat on 127.0.0.1 and the host's own bots."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint

from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.net.host_window import HostWindow
from tests.net.tables import LOOPBACK, Raw
from tests.ui.net.conftest import STEP
from tests.ui.waiting import handle_queued_events


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_card_is_whole_on_the_smallest_host_window(qtbot, host_window, language: str) -> None:  # noqa: ANN001
    set_language(language)
    host: HostWindow = host_window("tokyo", 3, listen=(LOOPBACK, 0), bots=2, seed="WHOLE1")
    host.resize(host.minimumSize())
    ann = Raw(host.port)  # a seat that has yet to choose: the card stays on the table
    assert ann.hello(host.room, "Ann")["type"] == "welcome"
    qtbot.waitUntil(
        lambda: host.turn == 1 and len(host.chosen) == 2 and host.up_to_date, timeout=STEP
    )
    handle_queued_events(qtbot)
    central = host.centralWidget()
    bottom = host.card.mapTo(central, QPoint(0, host.card.height())).y()
    try:
        assert host.turn_label.height() > host.turn_label.fontMetrics().height()  # two lines
        assert host.card.height() >= host.card.minimumHeight()
        assert bottom <= central.height(), (bottom, central.height())
    finally:
        set_language("en")
        ann.close()
