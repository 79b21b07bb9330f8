"""History, replay viewer and statistics on real record files."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from metrox_desktop.engine.ai import play_game, strategy_named
from metrox_desktop.engine.ai.review import turn_values
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.records import GameRecord, read_record, record_json, replay
from metrox_desktop.engine.rules import TurnResult
from metrox_desktop.persistence.game_files import game_record
from metrox_desktop.persistence.history import HistoryFolder
from metrox_desktop.persistence.history_stats import gather
from metrox_desktop.persistence.saves import history_dir, resume
from metrox_desktop.ui.history.viewer import ReplayViewer, load_game, open_viewer
from metrox_desktop.ui.window import history_entries as entries
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import replace_without_asking


def bot_record(map_id: str, seed: str, kinds: list[str], turns: int | None = None) -> GameRecord:
    board, deck = Board.load(map_id), load_deck()
    names = ["You", *(f"Bot {i}" for i in range(1, len(kinds)))]
    played: list[TurnResult] = []
    greedy = strategy_named("greedy")
    play_game(board, deck, names, [greedy] * len(names), seed, keep=played.append)
    return game_record(board, deck, seed, names, kinds, played[:turns])


def write(folder: Path, name: str, record: GameRecord) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(record_json(record), encoding="utf-8")
    return path


def shown(viewer: ReplayViewer) -> tuple[list[int], list[list[str]]]:
    """The station marks and indicator codes the viewer's sheet shows."""
    scene = viewer.scene
    codes = [[box.code for box in boxes] for boxes in scene.indicator_items]
    return [item.mark for item in scene.station_items], codes


def engine_after(viewer: ReplayViewer, turns: int, seat: int) -> tuple[list[int], list[list[str]]]:
    """The same, as the engine plays the record's first ``turns`` turns."""
    record = viewer.record
    sheet = replay(replace(record, turns=record.turns[:turns])).sheets[seat]
    codes = [
        [*sheet.indicators[r], *[""] * (len(boxes) - len(sheet.indicators[r]))]
        for r, boxes in enumerate(viewer.scene.indicator_items)
    ]
    return list(sheet.marks), codes


def key_steps(last: int) -> tuple[tuple[Qt.Key, int], ...]:
    """Keys a person steps through a game of ``last`` turns with, and the turn each
    shows: the start, forward twice, back once, the end."""
    return (
        (Qt.Key.Key_Home, 0),
        (Qt.Key.Key_Right, 1),
        (Qt.Key.Key_Right, 2),
        (Qt.Key.Key_Left, 1),
        (Qt.Key.Key_End, last),
    )


def test_every_key_and_the_slider_show_what_the_engine_plays(qtbot, tmp_path: Path) -> None:
    record = bot_record("osaka", "V1", ["person", "greedy"])
    path = write(tmp_path, "game.json", record)
    viewer = ReplayViewer(*load_game(path), str(path), analyse=False)
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    viewer.activateWindow()
    last = len(record.turns)
    assert viewer.position == last and shown(viewer) == engine_after(viewer, last, 0)
    for key, position in key_steps(last):
        qtbot.keyClick(viewer, key)
        assert viewer.position == position
        assert shown(viewer) == engine_after(viewer, position, 0)
    viewer.slider.setValue(7)
    viewer.seat_box.setCurrentIndex(1)  # the bot's sheet, after the same turn
    assert viewer.position == 7 and shown(viewer) == engine_after(viewer, 7, 1)
    qtbot.keyClick(viewer, Qt.Key.Key_Space)  # Play steps on by itself
    qtbot.waitUntil(lambda: viewer.position >= 8, timeout=5_000)


def test_the_ai_view_of_a_turn_is_the_reviews_and_is_kept(qtbot, tmp_path: Path) -> None:
    record = bot_record("tokyo", "V2", ["person"], turns=6)
    path = write(tmp_path, "left.json", record)
    viewer = ReplayViewer(*load_game(path), str(path))
    qtbot.addWidget(viewer)
    viewer.show_position(4)
    qtbot.waitUntil(lambda: viewer.ai_ready, timeout=60_000)
    board, deck = Board.load("tokyo"), load_deck()
    value = next(turn_values(record, board, deck, 0, start=4))
    assert viewer.ai_text(value) == viewer.ai_label.text()
    assert len(viewer.marks) == (1 if value.best == value.chosen else 2)
    viewer.close()
    again = ReplayViewer(*load_game(path), str(path))  # worked out once: kept
    qtbot.addWidget(again)
    again.show_position(4)
    assert again.ai_ready and again.ai_label.text() == viewer.ai_text(value)


def test_a_record_that_cannot_be_replayed_gets_one_message(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = bot_record("tokyo", "V3", ["person"])
    turns = [replace(t, choices=["Q"]) for t in record.turns]
    path = write(tmp_path, "bad.json", replace(record, turns=turns))
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: said.append(text))
    assert open_viewer(path) is None
    assert len(said) == 1 and "turn 1" in said[0] and "\n" not in said[0]


@pytest.fixture
def window(qtbot) -> MainWindow:
    w = MainWindow()
    qtbot.addWidget(w)
    w.start_game("tokyo", seed="NOW1")
    return w


def test_history_lists_filters_and_continues_a_left_game(qtbot, window: MainWindow) -> None:
    folder = history_dir()
    left = bot_record("osaka", "L1", ["person", "normal"], turns=9)
    write(folder, "20260101-100000-osaka-L1.json", left)
    write(folder, "20260102-100000-tokyo-F1.json", bot_record("tokyo", "F1", ["person"]))
    (folder / "20260103-100000-tokyo-X.json").write_text("{not json", encoding="utf-8")
    under_way = bot_record("tokyo", "NOW2", ["person"], turns=4)
    window.resume_game(resume(under_way, "the game under way"))
    replace_without_asking()  # the question itself: test_continue_and_play_from_here.py
    history = entries.show_history(window)
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: history.model.complete, timeout=10_000)
    assert history.rows.rowCount() == 3
    assert "1 file could not be read" in history.status.text()
    history.map_box.setCurrentIndex(history.map_box.findData("osaka"))
    assert history.rows.rowCount() == 1
    history.table.selectRow(0)
    assert history.continue_button.isEnabled()
    assert history.continue_game()
    assert window.session.match.record().turns == left.turns
    assert window.session.players == ("You", "Bot 1")
    kept = [p for p in folder.glob("*-tokyo-NOW2*.json") if p.name.endswith(".json")]
    assert len(kept) == 1  # the game under way was kept in the history, as Open game keeps it
    assert read_record(kept[0]).turns == under_way.turns


def test_play_from_here_goes_on_from_that_turn(qtbot, window: MainWindow, tmp_path: Path) -> None:
    record = bot_record("tokyo", "PF", ["person", "greedy"])
    path = write(tmp_path, "game.json", record)

    def play_from(_viewer: object, prefix: GameRecord) -> None:
        entries.play_from(window, prefix)

    viewer = ReplayViewer(*load_game(path), str(path), play_from=play_from, analyse=False)
    qtbot.addWidget(viewer)
    viewer.show_position(8)
    viewer.play_from_button.click()
    assert window.session.match.record().turns == record.turns[:8]
    assert window.session.seed == "PF" and window.session.turn == 8
    assert [seat.kind for seat in window.session.seats] == ["person", "greedy"]


def test_statistics_show_the_numbers_charts_and_best_games(qtbot, window: MainWindow) -> None:
    folder = history_dir()
    for i in range(3):
        write(
            folder, f"2026010{i}-100000-tokyo-S{i}.json", bot_record("tokyo", f"S{i}", ["person"])
        )
    (folder / "20260109-100000-x.json").write_text("[]", encoding="utf-8")
    expected = gather(HistoryFolder(folder).scan()).maps["tokyo"]

    stats = entries.show_statistics(window)
    qtbot.addWidget(stats)
    qtbot.waitUntil(lambda: stats.ready, timeout=10_000)
    stats.show_map("tokyo")
    assert stats.values["games"].text() == "3"
    assert stats.values["best"].text() == str(expected.best)
    assert stats.over_time.totals == [t for _date, game in expected.series for t in game]
    assert sum(count for _start, count in stats.spread.bins) == 3
    assert "20260109-100000-x.json" in stats.status.text()
    assert stats.over_time.accessibleName() and stats.spread.accessibleName()
    assert stats.best_list.count() == 3
    stats.best_list.setCurrentRow(0)
    stats._watch(stats.best_list.currentItem())
    (viewer,) = stats.viewers
    assert viewer.score_label.text().endswith(str(expected.best))
    stats.player_edit.setText("you")  # one player's games, by name
    assert stats.values["games"].text() == "3"
    stats.player_edit.setText("Bo")
    assert stats.values["games"].text() == "0" and stats.best_list.count() == 0
