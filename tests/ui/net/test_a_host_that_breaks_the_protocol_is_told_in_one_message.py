"""A host that sends what the table's protocol refuses (a peer on 127.0.0.1 answering as
a broken or hostile host would: a seat outside its table, a card its deck does not hold
there, a turn that is no number) ends the seat in one message: a dialog in the window,
one line and a status from the join command. The window raised in its slots and sat
waiting; the command waited for ever."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer

from metrox_desktop.ui.window.table_entries import join_table
from tests.net.tables import LOOPBACK, App
from tests.ui.helpers import open_window
from tests.ui.net.conftest import STEP
from tests.ui.net.test_table_across_computers import _answer_warning

WELCOME: dict[str, Any] = {
    "type": "welcome",
    "protocol": 3,
    "room": "7KQ2MX",
    "seat": 0,
    "name": "Ann",
    "token": "t" * 32,
    "seats": 2,
    "map": "tokyo",
    "deck": "okazu-20",
    "turn_time": None,
    "bot_after_grace": False,
    "idle_time": 30,
    "players": ["Ann", "Bo"],
    "started": True,
    "turns": [],
    "card": None,
    "mine": None,
}
# the first card, a 3: the deck's third card (okazu-20 lists 2, 2, 3, ...)
CARD: dict[str, Any] = {
    "type": "card",
    "turn": 1,
    "card": "3",
    "discards": [2],
    "chosen": [],
    "turn_time": None,
    "legal": ["G"],
}
BROKEN = {
    "a seat outside the table": [WELCOME | {"seat": 5}],
    "a card the deck does not hold there": [WELCOME, CARD | {"discards": [19]}],
    "a turn that is no number": [WELCOME, CARD | {"turn": "one"}],
}
WORDS = "The host sent what the rules or the table's protocol refuse: "


@pytest.mark.parametrize("answers", BROKEN.values(), ids=BROKEN)
def test_a_seat_whose_host_breaks_the_protocol_says_so_in_one_dialog(
    qtbot, answering_host, answers: list[dict[str, Any]]
) -> None:
    port, said = answering_host
    said[:] = answers
    window = open_window(qtbot)
    window.start_game("tokyo", "okazu-20", "SOLO7", None)
    seen: list[str] = []
    QTimer.singleShot(10, lambda: _answer_warning(seen))
    seat = join_table(window, (LOOPBACK, port), "7KQ2MX", "Ann")
    assert seat is not None
    qtbot.waitUntil(lambda: len(seen) == 1, timeout=STEP)
    assert seen[0].startswith(WORDS)
    if answers[0]["seat"] == 5:  # never seated: the game on the window is as it was
        assert not window.session.hosted and window.session.seed == "SOLO7"


def test_the_join_command_whose_host_breaks_the_protocol_says_so_in_one_line(
    tmp_path: Path, answering_host
) -> None:
    port, said = answering_host
    said[:] = BROKEN["a seat outside the table"]
    seat = App(tmp_path / "ann", "join", f"{LOOPBACK}:{port}", "--room", "7KQ2MX", "--name", "A")
    assert seat.finish() == 1
    # in one line, which never says a game is kept where none began
    assert seat.stderr() == "metrox-desktop: seat 5 at a table of 2\n"
