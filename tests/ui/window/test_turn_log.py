"""The turn log (what each turn wrote, in words a player reads back, and the sheets as
they stood after a past turn) and Preferences."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from metrox_desktop.engine.records import board_for, parse_record, read_record, replay_turns
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.seats import parse_seats
from metrox_desktop.ui.dialogs.preferences import PreferencesDialog
from metrox_desktop.ui.window.main_window import MainWindow
from metrox_desktop.ui.window.turn_log import turn_text
from tests.ui.helpers import click_choice, open_window

RECORDS = Path(__file__).parents[2] / "fixtures" / "records"


def log_of(name: str) -> list[str]:
    record = read_record(RECORDS / f"{name}.json")
    board = board_for(record)
    lines: list[str] = []
    for turn, result in enumerate(replay_turns(record, board), start=1):
        lines += turn_text(board, record.players, turn, result)
    return lines


def test_a_solo_tokyo_game_reads_turn_by_turn() -> None:
    assert log_of("tokyo-solo-opening") == [
        "Turn 1: 6",
        "  F: 6 → F1 F2 F3 F4 F5 F6",
        "Turn 2: 5",
        "  F: 5 → F7 F8 F9 F10 F11",
        "  You completed Fukutoshin: crown",
        "Turn 3: circled 3",
        "  Y: circled 3 → Y7 Y8 Y9",
        "Turn 4: star",
        "  Z: star on Z2 = 6",
        "Turn 5: free circle",
        "  free circle N1",
        "Turn 6: 4",
        "  G: 4 → G3 G4 G5 G6",
        "Turn 7: star",
        "  G: star on G7 = 6",
    ]


def test_a_table_on_osaka_names_each_player_and_who_took_the_crown() -> None:
    assert log_of("osaka-two-players") == [
        "Turn 1: 6",
        "  Ann: P: 6 → P1 P2 P3 P4 P5 P6",
        "  Bo: Y: 6 → Y1 Y2 Y3 Y4 Y5 Y6",
        "  Ann completed New tram: crown",
        "Turn 2: 4",
        "  Ann: Y: 4 → Y1 Y2 Y3 Y4",
        "  Bo: P: 4 → P1 P2 P3 P4",
        "Turn 3: star",
        "  Ann: C: star on C2 = 2",
        "  Bo: C: star on C2 = 2",
        "Turn 4: 3",
        "  Ann: Y: 3 → Y5 Y6 Y7",
        "  Bo: Y: 3 → Y7 Y8 Y9",
        "  Bo completed Yotsubashi: crown",
        "Turn 5: free circle",
        "  Ann: free circle K1",
        "  Bo: free circle C3",
    ]


def test_diamonds_and_a_full_route_read_as_such() -> None:
    lines = log_of("osaka-full-3p")
    assert any(line.endswith(": diamond") for line in lines)
    assert any(line.endswith(": crown") for line in lines)


def test_a_card_on_a_full_route_writes_only_the_indicator_box() -> None:
    record = parse_record(
        '{"format": "metrox-game/1", "map": "tokyo", "players": ["Ann"], "turns": ['
        '{"card": "6", "choices": ["N"]}, {"card": "6", "choices": ["N"]},'
        '{"card": "free", "choices": ["N13"]}, {"card": "3", "choices": ["N"]}]}'
    )
    board = board_for(record)
    last = list(replay_turns(record, board))[-1]
    assert turn_text(board, record.players, 4, last) == [
        "Turn 4: 3",
        "  N: 3, indicator box only",
    ]


# -- in the game window ----------------------------------------------------------------------
def marks_shown(window: MainWindow) -> list[int]:
    assert window.scene is not None
    return [item.mark for item in window.scene.station_items]


def test_the_log_shows_a_turn_once_it_resolves_and_looks_back_read_only(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="LOG22", seats=parse_seats("Ann,Bo"))
    session, log = window.session, window.turn_log.log
    window.menus.turn_log_action.trigger()
    assert window.turn_log.isVisible()
    for _ in range(2):
        window.controller.flip()
        click_choice(window, session.legal_choices()[0])
        click_choice(window, session.legal_choices()[0])
    window.controller.flip()
    click_choice(window, session.legal_choices()[0])  # Ann writes; Bo has not yet
    assert log.count() == 2  # Ann's choice of turn 3 stays hidden, in the log too
    assert "Ann" in log.item(0).text() and "Bo" in log.item(0).text()
    now = marks_shown(window)

    after_first = session.match.history[0].game.sheets[window.controller.seat]
    qtbot.mouseClick(
        log.viewport(), Qt.MouseButton.LeftButton, pos=log.visualItemRect(log.item(0)).center()
    )
    assert marks_shown(window) == list(after_first.marks)
    before = session.match
    click_choice(window, session.legal_choices(window.controller.seat)[0])
    assert session.match is before  # looking back writes nothing
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert marks_shown(window) == now
    click_choice(window, session.legal_choices()[0])  # Bo writes: turn 3 resolves
    assert log.count() == 3


def test_preferences_change_what_the_menus_change_and_are_kept(qtbot) -> None:
    window = open_window(qtbot)

    def choose(dialog: PreferencesDialog) -> None:
        dialog.pace.setCurrentIndex(dialog.pace.findData(0))
        dialog.reveal.setChecked(True)
        dialog.map.setCurrentIndex(dialog.map.findData("osaka"))
        dialog.confirm.setChecked(False)
        dialog.accept()

    QTimer.singleShot(0, lambda: choose(_open_dialog(PreferencesDialog)))
    window.menus.preferences_action.trigger()
    settings = Settings.load()
    assert (settings.bot_pace, settings.reveal_choices) == (0, True)
    assert (settings.map_id, settings.confirm_replace) == ("osaka", False)
    assert window.bots.pace == 0 and window.session.reveal_choices
    assert window.menus.reveal_action.isChecked()
    assert [a.isChecked() for a in window.menus.pace_actions][0]


def _open_dialog(kind: type) -> PreferencesDialog:
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, kind)
    return dialog


def test_preferences_that_cannot_be_saved_are_said_once_and_still_apply(qtbot) -> None:
    from metrox_desktop.persistence.settings import settings_path
    from tests.persistence.hostile import read_only
    from tests.ui.window.test_not_saved import answering

    window = open_window(qtbot)
    Settings(map_id="tokyo").save()
    before = settings_path().read_bytes()

    def choose(dialog: PreferencesDialog) -> None:
        dialog.map.setCurrentIndex(dialog.map.findData("osaka"))
        dialog.reveal.setChecked(True)
        dialog.accept()

    with read_only(settings_path().parent):  # the configuration folder cannot be written
        QTimer.singleShot(0, lambda: choose(_open_dialog(PreferencesDialog)))
        seen = answering(qtbot, lambda box: box.accept())
        window.menus.preferences_action.trigger()
        qtbot.waitUntil(lambda: bool(seen), timeout=5_000)
    assert len(seen) == 1 and "could not be saved" in seen[0], seen
    assert str(settings_path().parent) in seen[0]
    assert window.session.reveal_choices  # applied for this session
    assert settings_path().read_bytes() == before
