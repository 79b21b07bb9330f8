"""Save game as at a seat of a table across computers: the seat does not know the deal
until the end (the host keeps it), so a file written mid-game could never be opened
("the deal code is empty") while the status bar said "Saved to". Now a dialog says the
host keeps the game and the history gets it at its end, and nothing is written. Against
a real host window and a bot's seat process on 127.0.0.1."""

from __future__ import annotations

from pathlib import Path

from metrox_desktop.ui.net.host_window import HostWindow
from metrox_desktop.ui.window.table_entries import play_at
from tests.net.tables import LOOPBACK, join_window
from tests.ui.file_dialogs import FileDialogAnswers
from tests.ui.helpers import open_window
from tests.ui.net.conftest import STEP, seated
from tests.ui.net.test_table_across_computers import GAME, play_my_seat


def test_save_game_as_at_a_seat_says_the_host_keeps_the_game_and_writes_nothing(
    qtbot, tmp_path: Path
) -> None:
    window = open_window(qtbot)
    host = HostWindow("tokyo", 2, listen=(LOOPBACK, 0), seed="SAVEAS1", play_name="Ann")
    play_at(window, host, "Ann")
    qtbot.waitUntil(lambda: host.port > 0, timeout=STEP)
    assert seated(qtbot, window).seat == 0  # before Bo says hello
    join_window(tmp_path / "bo", host, "Bo", "--bot", "greedy", "--patience", "90")
    session = window.session
    qtbot.waitUntil(lambda: session.hosted and session.chooser == 0, timeout=GAME)
    play_my_seat(window)
    qtbot.waitUntil(lambda: session.turn >= 2 and session.chooser == 0, timeout=GAME)
    out = tmp_path / "saved.json"
    answers = FileDialogAnswers(out)
    try:
        assert not window.save_game_as()
    finally:
        answers.stop()
    assert answers.messages == [
        "A game at a table across computers is kept by its host; at its end it goes into"
        " your history."
    ]
    assert not out.exists() and "Saved to" not in window.statusBar().currentMessage()
    host.stop()
    host.close()
