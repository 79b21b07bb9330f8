"""Nothing is lost: a game goes on after the window closes, and can be saved and opened."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from metrox_desktop.engine.match import Phase
from metrox_desktop.persistence import saves
from metrox_desktop.seats import Seat, parse_seats
from metrox_desktop.ui.window.main_window import MainWindow
from tests.persistence.hostile import full_disk
from tests.ui.helpers import click_choice, open_window, play_to_the_end, replace_without_asking
from tests.ui.window.test_not_saved import answering, button


def play_by_mouse(window: MainWindow, turns: int) -> None:
    for _ in range(turns):
        window.controller.flip()
        click_choice(window, window.session.legal_choices()[-1])


def left_mid_game(qtbot, map_id: str, seed: str, turns: int) -> MainWindow:
    """A window where ``turns`` were played, then closed: the game is in the autosave."""
    first = open_window(qtbot)
    first.open_at_start(map_id, "okazu-20", seed)
    play_by_mouse(first, turns)
    first.close()
    return first


def reopened(qtbot) -> MainWindow:
    """The app started again with no new game asked for (defaults: Tokyo)."""
    again = open_window(qtbot)
    again.open_at_start("tokyo", "okazu-20", None)
    return again


def drawn_marks(window: MainWindow) -> list[int]:
    assert window.scene is not None
    return [item.mark for item in window.scene.station_items]


def test_closing_mid_game_and_opening_again_goes_on_where_it_was(qtbot) -> None:
    first = left_mid_game(qtbot, "osaka", "BACK1", 4)
    marks, turn = list(first.session.sheet.marks), first.session.turn

    again = reopened(qtbot)  # the remembered game wins over the defaults
    assert again.session.board.map_id == "osaka"
    assert list(again.session.sheet.marks) == marks
    assert drawn_marks(again) == marks  # the sheet shows it, not only the model
    assert again.session.turn == turn and again.session.phase is Phase.FLIP
    assert "BACK1" in again.windowTitle()
    assert "after turn 4" in again.statusBar().currentMessage()  # as the panel: "Turn 4"


def test_a_table_killed_before_its_first_turn_comes_back(qtbot) -> None:
    """The app killed (no window closed) right after a new table's game began: the same
    players and deal come back, not one person on another deal."""
    first = open_window(qtbot)
    first.start_game("osaka", seed="JUSTBEGUN", seats=parse_seats("Ann,Bo,Cy:greedy"))
    again = reopened(qtbot)  # ``first`` is never closed: as if its process had died
    assert again.session.board.map_id == "osaka" and again.session.seed == "JUSTBEGUN"
    assert [(s.name, s.kind) for s in again.session.seats] == [
        ("Ann", "person"),
        ("Bo", "person"),
        ("Cy", "greedy"),
    ]
    assert again.session.turn == 0 and again.session.phase is Phase.FLIP
    assert again.statusBar().currentMessage() == "Your game is back: flip the first card."


def test_the_resumed_game_deals_the_cards_the_first_one_would_have(qtbot) -> None:
    first = open_window(qtbot)
    first.open_at_start("tokyo", "okazu-20", "SAMECARDS")
    play_by_mouse(first, 3)
    expected = first.session.match.flip().card
    first.close()

    again = open_window(qtbot)
    again.open_at_start("tokyo", "okazu-20", None)
    again.controller.flip()
    assert again.session.card == expected


def test_asking_for_a_new_game_keeps_the_unfinished_one_in_the_history(qtbot) -> None:
    left_mid_game(qtbot, "tokyo", "KEEPME", 2)
    again = open_window(qtbot)
    again.open_at_start("osaka", "okazu-20", "FRESH", resume=False)
    assert again.session.board.map_id == "osaka" and again.session.turn == 0
    [kept] = saves.history()
    assert "KEEPME" in kept.name
    assert len(saves.read_save(kept).match.history) == 2


def test_a_new_game_from_the_menu_keeps_the_unfinished_one_too(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="LEFT")
    play_by_mouse(window, 3)
    window.start_game("tokyo", seed="NEXT")
    [kept] = saves.history()
    assert "LEFT" in kept.name and len(saves.read_save(kept).match.history) == 3


def test_a_finished_game_is_in_the_history_and_not_resumed(qtbot) -> None:
    window = open_window(qtbot)
    play_to_the_end(window, "tokyo", "ALLDONE", (Seat("You"),))  # its last card played here
    assert window.session.phase is Phase.OVER
    window.close()
    [kept] = saves.history()
    assert saves.read_save(kept).match.phase is Phase.OVER

    again = open_window(qtbot)
    again.open_at_start("osaka", "okazu-20", None)
    assert again.session.board.map_id == "osaka" and again.session.turn == 0


def test_an_undone_choice_is_not_in_the_autosave(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="UNDO")
    play_by_mouse(window, 2)
    window.controller.undo()
    saved = saves.read_save(saves.autosave_path())
    assert saved is not None and len(saved.match.history) == 1


def test_save_as_and_open_bring_back_the_same_game(qtbot, tmp_path: Path) -> None:
    window = open_window(qtbot)
    window.start_game("osaka", seed="FILE")
    play_by_mouse(window, 5)
    marks = drawn_marks(window)
    path = tmp_path / "my game.json"
    assert window.save_game_as(str(path))
    assert window.save_game_as(str(path))  # again: still no extra file beside it
    assert sorted(p.name for p in tmp_path.iterdir() if "game" in p.name) == ["my game.json"]

    window.start_game("tokyo", seed="OTHER")
    play_by_mouse(window, 1)
    replace_without_asking()
    assert window.open_game(str(path))
    assert window.session.board.map_id == "osaka" and drawn_marks(window) == marks
    assert "FILE" in window.windowTitle()


def test_a_broken_save_file_gets_one_plain_dialog_and_the_game_goes_on(
    qtbot, tmp_path: Path
) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="STAY")
    play_by_mouse(window, 2)
    path = tmp_path / "broken.json"
    path.write_text('{"format": "metrox-game/1", "map": "tokyo"', encoding="utf-8")
    assert not window.open_game(str(path))
    # The player reads plain words; the parser's own words wait behind Show Details.
    box = window.findChild(QMessageBox)  # the message shown over the window
    assert box is not None and box.isVisible()
    assert box.text() == "This file is damaged or is not a MetroX game."
    assert box.informativeText() == "broken.json"
    assert "JSON" in box.detailedText() and "broken.json" in box.detailedText()
    assert window.session.seed == "STAY" and window.session.turn == 2


def test_a_damaged_autosave_is_reported_and_kept(qtbot, monkeypatch) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: warnings.append(text))
    path = saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("not a game", encoding="utf-8")

    window = open_window(qtbot)
    window.open_at_start("tokyo", "okazu-20", None)
    qtbot.waitUntil(lambda: bool(warnings))
    assert "kept as" in warnings[0]
    assert path.with_name("autosave.json.damaged").read_text(encoding="utf-8") == "not a game"
    assert window.session.turn == 0  # a new game to play meanwhile


def test_a_game_that_cannot_be_saved_is_still_playable(qtbot, user_home: Path) -> None:
    with full_disk(user_home / "data"):  # a real, full file system where the saves go
        window = open_window(qtbot)
        window.start_game("tokyo", seed="FULL")
        play_by_mouse(window, 1)
        assert "Could not save the game" in window.statusBar().currentMessage()
        play_by_mouse(window, 1)
        assert window.session.turn == 2
        asked = answering(qtbot, button("Close without saving"))  # closing asks first
        window.close()
        assert asked and not window.isVisible()


def test_a_resumed_game_asks_for_the_next_card_not_the_first(qtbot) -> None:
    left_mid_game(qtbot, "tokyo", "HINT", 2)
    again = reopened(qtbot)
    assert "next card" in again.panel.hint_label.text()


def test_closing_the_window_as_the_game_ends_opens_no_score_dialog(qtbot) -> None:
    window = open_window(qtbot)
    asked: list[object] = []
    show_score_dialog = window.show_score_dialog

    def ask_for_score_dialog() -> object:  # what the game-over timer calls, noted
        asked.append(show_score_dialog())
        return asked[-1]

    window.show_score_dialog = ask_for_score_dialog  # type: ignore[method-assign]
    play_to_the_end(window, "tokyo", "LASTCARD", (Seat("You"),))  # its last card played here
    assert window.session.phase is Phase.OVER
    window.close()  # before the score dialog's short delay runs out
    qtbot.waitUntil(lambda: bool(asked), timeout=5_000)  # the delay has run out
    assert asked == [None] and window.score_dialog is None


def test_a_resumed_game_names_the_same_turn_in_the_panel_and_the_status_bar(qtbot) -> None:
    first = open_window(qtbot)
    first.open_at_start("tokyo", "okazu-20", "SAMETURN")
    play_by_mouse(first, 3)
    first.close()
    again = open_window(qtbot)
    again.open_at_start("tokyo", "okazu-20", None)
    assert again.panel.turn_label.text() == "Turn 3"
    message = again.statusBar().currentMessage()
    assert "turn 3" in message and "turn 4" not in message
