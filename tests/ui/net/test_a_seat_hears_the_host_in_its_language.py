"""What the host of a table across computers says to a seat reaches the player in the
window's language: the host speaks English (or whatever another program speaks), and
a refusal comes with a code, which the window says in its own words; and a host's
window says the system's reason a table cannot open in its language too. Against a real
host process and a real taken port on 127.0.0.1."""

from __future__ import annotations

import socket

from PySide6.QtCore import QTimer

from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.net.host_window import HostWindow
from tests.net.tables import LOOPBACK
from tests.ui.net.conftest import STEP, WaitingForAnn
from tests.ui.net.test_table_across_computers import GAME, _answer_warning, play_my_seat


def test_a_choice_the_host_refuses_is_said_in_the_windows_language(
    qtbot, waiting_for_ann: WaitingForAnn
):
    window, seat, heard = waiting_for_ann.window, waiting_for_ann.seat, waiting_for_ann.heard
    session = window.session
    try:
        set_language("ja")
        play_my_seat(window)  # the host takes Ann's choice...
        move = session.match.pending_move(0)
        assert move is not None
        text = move.chosen.text(session.board)
        assert text is not None
        # ...and is sent it again, as a seat does when its connection came back while
        # the host's answer was under way: the host refuses, saying why in English
        seat.loop.call(seat.client.choose, session.turn, text)
        said = (
            "ホストはあなたの選択を受け付けませんでした："
            "このカードではあなたの席の選択がすでにあります"
        )
        qtbot.waitUntil(lambda: said in heard, timeout=GAME)
        assert window.statusBar().currentMessage() == said
    finally:
        set_language("en")


def test_a_table_whose_port_is_taken_says_why_in_the_windows_language(qtbot):
    with socket.socket() as taken:  # another program listens on the port
        taken.bind((LOOPBACK, 0))
        taken.listen()
        port = taken.getsockname()[1]
        seen: list[str] = []
        try:
            set_language("ja")
            QTimer.singleShot(10, lambda: _answer_warning(seen))
            host = HostWindow("tokyo", 2, listen=(LOOPBACK, port), seed="LANG3")
            host.show()  # it closes (and deletes) itself once the warning is answered
            qtbot.waitUntil(lambda: len(seen) == 1, timeout=STEP)
        finally:
            set_language("en")
    # the system's reason in Japanese too, where it stayed English
    assert seen[0] == f"ポート {port} で卓を開けません：アドレスはすでに使われています"
