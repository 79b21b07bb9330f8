"""A bot seated by the host's window is named as New game names a bot, in the language
chosen: "CPU 1" in Japanese, where every other word of the window is Japanese, and
"Bot 1" in English. Hosted on 127.0.0.1 only."""

from __future__ import annotations

import pytest

from metrox_desktop.ui.language import set_language
from tests.net.tables import LOOPBACK, Raw
from tests.ui.net.conftest import STEP


@pytest.mark.parametrize(("language", "name"), [("ja", "CPU 1"), ("en", "Bot 1")])
def test_a_bot_the_host_seats_is_named_in_the_windows_language(
    qtbot, host_window, language: str, name: str
) -> None:
    try:
        set_language(language)
        host = host_window("tokyo", 3, listen=(LOOPBACK, 0), seed="NAMES1")
        host.add_bot()
        # the standings drawn again as the event loop turns after the table tells
        qtbot.waitUntil(lambda: len(host.names) == 1 and host.up_to_date, timeout=STEP)
        assert host.names == [name]
        assert host.standings.table.item(0, 1).text().startswith(f"{name} ")
    finally:
        set_language("en")


def test_a_bot_takes_a_name_no_seat_has_in_other_capitals(qtbot, host_window) -> None:
    """A person seated as "bot 1" is Bot 1 to the table: the bot the host seats next is
    Bot 2, where it was refused its seat and never sat."""
    host = host_window("tokyo", 3, listen=(LOOPBACK, 0), seed="NAMES2")
    person = Raw(host.port)
    assert person.hello(host.room, "bot 1")["type"] == "welcome"
    host.add_bot()
    qtbot.waitUntil(lambda: len(host.names) == 2, timeout=STEP)
    assert host.names == ["bot 1", "Bot 2"]
    person.close()
