"""After the game: the final dialog's par, the strong AI's score on the same cards, the
player's score and hints, the costliest turns, and the sheet of such a turn."""

from __future__ import annotations

import threading
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from metrox_desktop.engine.ai import strategy_named
from metrox_desktop.engine.ai.deal import dealt_cards
from metrox_desktop.engine.ai.review import bot_game, costly_turns
from metrox_desktop.engine.ai.strategies import strong
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Phase
from metrox_desktop.engine.records import GameRecord, replay, replay_turns
from metrox_desktop.engine.scoring import score
from metrox_desktop.seats import Seat
from metrox_desktop.ui.dialogs.par_section import ParSection, reviewed_players
from metrox_desktop.ui.history.viewer import ReplayViewer, open_turn
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.sheet.choice_marks import ChoiceMark
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import (
    before_the_last_turn,
    open_window,
    play_to_the_end,
    replace_without_asking,
)
from tests.ui.waiting import handle_queued_events
from tests.ui.window.test_screen_reader_names import unnamed

pytestmark = pytest.mark.long  # run first: tests/conftest.py

WIDTH, WORK = 4, 100  # small searches: these tests check what is shown, not its strength


@pytest.fixture
def small_search(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ParSection, "default_width", WIDTH)
    monkeypatch.setattr(ParSection, "default_work", WORK)


def work_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.endswith("(_work)")]


def finish_after_a_hint(qtbot, window: MainWindow, seed: str) -> ParSection:
    """The game of the deal ``seed`` kept before its last card (``before_the_last_turn``):
    a Hint asked on the last card and its choice written in the window; the final dialog
    comes up by itself."""
    window.resume_game(before_the_last_turn("tokyo", seed, (Seat("You"),)))
    window.controller.flip()
    window.menus.hint_action.trigger()
    qtbot.waitUntil(lambda: window.hints.shown, timeout=20_000)
    window.controller.commit(window.hints.best)
    return final_section(qtbot, window)


def played_to_the_end(
    qtbot, window: MainWindow, map_id: str, seats: tuple[Seat, ...] = (Seat("You"),)
) -> ParSection:
    """A game of the deal PAR5 played to its end in the window (its last card: what is
    checked is the final dialog); the final dialog comes up by itself."""
    play_to_the_end(window, map_id, "PAR5", seats)
    return final_section(qtbot, window)


def final_section(qtbot, window: MainWindow) -> ParSection:
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5_000)
    assert window.score_dialog is not None
    [section] = window.score_dialog.findChildren(ParSection)
    return section


def test_the_final_dialog_shows_par_the_strong_ai_and_the_costliest_turns(
    qtbot, small_search: None
) -> None:
    window = open_window(qtbot)
    window.hints.work = WORK
    section = finish_after_a_hint(qtbot, window, "PAR5")
    assert section.status.isVisible() and section.status.text() == "Working out par..."
    assert section.par_label.text() == "\u2026"
    qtbot.waitUntil(lambda: section.done, timeout=300_000)

    board, deck = window.session.board, load_deck()
    found = section.par
    assert found is not None
    assert section.par_label.text() == f"<b>{found.par}</b>"
    assert section.strong_label.text() == f"<b>{found.strong}</b>"
    assert found.par >= found.strong
    # The par line is a real game on this deal's cards that scores par.
    line = found.record
    assert [t.card for t in line.turns] == [c.code for c in dealt_cards(board, deck, "PAR5")]
    assert score(board, replay(line, board).sheets[0]).total == found.par
    # The strong AI's number is the strong bot's own game on these cards (at the
    # dialog's work a decision: the small one here, the strong level's in the app).
    strong_game = bot_game(board, deck, "PAR5", strong(WORK))
    assert score(board, strong_game.game.sheets[0]).total == found.strong
    # The player's own score and the hint they asked for.
    mine = window.session.score().total
    assert section.score_labels[0].text().startswith(f"<b>{mine}</b>")
    assert "(1 hint" in section.score_labels[0].text()
    assert not section.status.isVisible()
    # The costliest turns are the engine's, with the same search, costliest first.
    record = window.session.match.record()
    expected = costly_turns(record, board, deck, 0, 3, WORK)
    assert section.costly[0] == expected and expected
    assert [b.text() for b in section.review_buttons[0]] == ["Show"] * len(expected)
    labels = [section.turn_text(t) for t in expected]
    assert labels[0].startswith(f"Turn {expected[0].turn} (")
    costs = [t.cost for t in expected]
    assert costs == sorted(costs, reverse=True) and costs[-1] > 0


def ringed(viewer: ReplayViewer) -> dict[str, ChoiceMark]:
    return {item.label: item for item in viewer.scene.items() if isinstance(item, ChoiceMark)}


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_a_costly_turn_opens_the_replay_viewer_at_that_turn_with_both_choices_ringed(
    qtbot, map_id: str
) -> None:
    board, deck = Board.load(map_id), load_deck()
    played = bot_game(board, deck, "TURN3", strategy_named("greedy")).record()
    worst = costly_turns(played, board, deck, 0, 1, WORK)
    assert worst
    turn = worst[0]
    over = QWidget()  # the final dialog's section, in the game
    qtbot.addWidget(over)
    viewer = open_turn(over, played, board, 0, turn)
    qtbot.addWidget(viewer)
    qtbot.waitExposed(viewer)

    # That turn's sheet as its card came, the choice not written yet: the record
    # replayed through the turns before; the card the player had.
    assert viewer.position == turn.turn and viewer.seat == 0
    after = list(replay_turns(played, board))[turn.turn - 1]
    assert after.card.code == turn.card
    sheet = replay(replace(played, turns=played.turns[: turn.turn - 1]), board).sheets[0]
    assert sheet != after.game.sheets[0]
    scene = viewer.scene
    assert [item.mark for item in scene.station_items] == list(sheet.marks)
    for r, boxes in enumerate(scene.indicator_items):
        assert [box.code for box in boxes[: len(sheet.indicators[r])]] == list(sheet.indicators[r])
    # The choice made and the best, ringed at once with the values the dialog listed.
    marks = ringed(viewer)
    assert sorted(marks) == ["AI", "Chosen"]
    chosen = Choice.parse(turn.chosen, board)
    best = Choice.parse(turn.best, board)
    assert chosen != best
    for label, choice in (("Chosen", chosen), ("AI", best)):
        assert choice is not None
        item = (
            scene.station_items[choice.index]
            if after.card.kind.value == "free"
            else scene.badge_items[choice.index]
        )
        assert marks[label].rects[0].contains(item.sceneBoundingRect())
    assert marks["Chosen"].colour != marks["AI"].colour and marks["Chosen"].dashed
    said = viewer.ai_label.text()
    assert f"{turn.best_expected:.1f} expected" in said and f"{turn.chosen_expected:.1f}" in said
    viewer.close()  # its own search of the other turns stops


@pytest.mark.parametrize(("map_id", "language"), [("tokyo", "en"), ("osaka", "ja")])
def test_a_costly_turn_fits_the_screen_with_the_whole_sheet(
    qtbot, map_id: str, language: str
) -> None:
    board, deck = Board.load(map_id), load_deck()
    played = bot_game(board, deck, "TURN3", strategy_named("greedy")).record()
    [turn] = costly_turns(played, board, deck, 0, 1, work=10)  # a small real search
    try:
        set_language(language)
        viewer = open_turn(None, played, board, 0, turn)
        qtbot.addWidget(viewer)
        qtbot.waitExposed(viewer)
    finally:
        set_language("en")
    free = viewer.screen().availableGeometry()  # offscreen: 800x800, less than it asks
    assert free.contains(viewer.frameGeometry())
    view = viewer.view  # the whole sheet in view, scaled to the room
    assert view.viewport().rect().contains(view.mapFromScene(view.sceneRect()).boundingRect())
    assert viewer.play_from_button.isVisible()
    assert unnamed(viewer) == []  # a screen reader names the sheet too
    viewer.close()


def test_the_show_button_opens_that_turn(qtbot, small_search: None) -> None:
    window = open_window(qtbot)
    section = played_to_the_end(qtbot, window, "osaka")
    qtbot.waitUntil(lambda: 0 in section.costly, timeout=120_000)
    button = section.review_buttons[0][0]
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    [viewer] = section.findChildren(ReplayViewer)
    assert viewer.isVisible()
    first = section.costly[0][0]
    assert viewer.position == first.turn and viewer.seat == 0
    record = window.session.match.record()
    # The sheet as that turn's card came: the turns before replayed.
    before = replace(record, turns=record.turns[: first.turn - 1])
    sheet = replay(before, window.session.board).sheets[0]
    assert [item.mark for item in viewer.scene.station_items] == list(sheet.marks)
    assert sorted(ringed(viewer)) == ["AI", "Chosen"]
    viewer.close()
    window.score_dialog.reject()  # closing drops the par still being worked out
    assert section.done
    qtbot.waitUntil(lambda: not work_threads(), timeout=3_000)  # and stops its search
    handle_queued_events(qtbot)  # what the search sent before it stopped is handled
    assert section.par is None and section.par_label.text() == "\u2026"


def test_play_from_here_at_a_costly_turn_plays_its_card_again_on_the_sheet_shown(
    qtbot, small_search: None
) -> None:
    replace_without_asking()
    window = open_window(qtbot)
    section = played_to_the_end(qtbot, window, "osaka")
    record = window.session.record()
    qtbot.waitUntil(lambda: 0 in section.costly, timeout=120_000)
    QTest.mouseClick(section.review_buttons[0][0], Qt.MouseButton.LeftButton)
    [viewer] = section.findChildren(ReplayViewer)
    costly = section.costly[0][0]
    # What the viewer shows: that turn's card, and the sheet before its choice.
    assert viewer.turn_label.text().startswith(f"Turn {costly.turn} of ")
    shown_marks = [item.mark for item in viewer.scene.station_items]
    shown_boxes = [[box.code for box in boxes] for boxes in viewer.scene.indicator_items]
    button = viewer.play_from_button
    assert button.isEnabled() and "this turn's card" in button.toolTip()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    # The final dialog of the game that left the table is closed; the game goes on
    # in that turn, its card up, the sheet as the viewer showed it.
    assert window.score_dialog is None
    session = window.session
    assert session.seed == record.seed and session.phase is Phase.CHOOSE
    assert session.turn == costly.turn
    assert session.card is not None and session.card.code == costly.card
    assert session.record().turns == record.turns[: costly.turn - 1]
    table = window.scene
    assert [item.mark for item in table.station_items] == shown_marks
    assert [[box.code for box in boxes] for boxes in table.indicator_items] == shown_boxes
    # The best choice can be made now; the deal's next card is the one dealt then.
    best = Choice.parse(costly.best, session.board)
    assert best is not None and window.controller.commit(best)
    assert session.record().turns[-1] == replace(
        record.turns[costly.turn - 1], choices=[costly.best]
    )
    assert window.controller.flip()
    assert session.card is not None and session.card.code == record.turns[costly.turn].card
    viewer.close()


def test_play_from_here_after_a_step_from_the_costly_turn_plays_on_after_the_turn_shown(
    qtbot,
) -> None:
    board, deck = Board.load("tokyo"), load_deck()
    played = bot_game(board, deck, "TURN3", strategy_named("greedy")).record()
    [turn] = costly_turns(played, board, deck, 0, 1, work=10)  # a small real search
    assert turn.turn < len(played.turns)
    started: list[GameRecord] = []
    viewer = open_turn(None, played, board, 0, turn, lambda _window, r: started.append(r))
    qtbot.addWidget(viewer)
    viewer.play_from_button.click()  # that turn's card up, nothing written for it
    viewer.next()  # the next turn, after its choice: History's view
    assert viewer.turn_label.text() == f"Turn {turn.turn + 1} of {len(played.turns)}"
    assert "the later turns undone" in viewer.play_from_button.toolTip()
    viewer.play_from_button.click()
    assert [len(r.turns) for r in started] == [turn.turn - 1, turn.turn + 1]
    assert started[0].open_turn == replace(played.turns[turn.turn - 1], choices=[None])
    assert started[1].open_turn is None
    viewer.close()


def test_play_from_here_says_why_it_cannot_when_the_record_has_no_deal(qtbot) -> None:
    board = Board.load("tokyo")
    played = bot_game(board, load_deck(), "PAR6", strategy_named("greedy")).record()
    record = replace(played, seed=None)  # no deal: no cards to come
    viewer = ReplayViewer(record, board, list(replay_turns(record, board)), play_from=print)
    qtbot.addWidget(viewer)
    assert not viewer.play_from_button.isEnabled()
    assert "does not carry its deal" in viewer.play_from_button.toolTip()
    set_language("ja")
    try:
        assert "山札" in viewer.play_from_button.toolTip()
    finally:
        set_language("en")


def test_a_dialog_closed_at_once_starts_no_search(
    qtbot, small_search: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[bool] = []  # whether a search ran, each time the section's delay ran out
    start = ParSection._start

    def noted_start(section: ParSection) -> None:
        start(section)
        started.append(section.runner.busy)

    monkeypatch.setattr(ParSection, "_start", noted_start)
    window = open_window(qtbot)
    section = played_to_the_end(qtbot, window, "tokyo")
    assert window.score_dialog is not None
    window.score_dialog.reject()
    qtbot.waitUntil(lambda: bool(started), timeout=5_000)  # the section's delay ran out
    assert started == [False] and not section.costly and section.par is None


def test_at_a_table_the_people_are_reviewed_not_the_bots(qtbot, small_search: None) -> None:
    seats = (Seat("Ann"), Seat("Bot", "greedy"), Seat("Bo"))
    assert reviewed_players(seats) == (0, 2)
    assert reviewed_players((Seat("B1", "greedy"), Seat("B2", "greedy")), shown=1) == (1,)
    window = open_window(qtbot)
    window.bots.enabled = False  # the test chooses for every seat here
    section = played_to_the_end(qtbot, window, "tokyo", seats)
    assert sorted(section.score_labels) == [0, 2]
    scores = window.session.scores()
    assert section.score_labels[2].text().startswith(f"<b>{scores[2].total}</b>")
    qtbot.waitUntil(lambda: 0 in section.costly, timeout=120_000)
    window.score_dialog.reject()


def test_a_screen_reader_hears_which_turn_and_whose_each_show_button_shows(
    qtbot, small_search: None
) -> None:
    """Each costly turn's Show button is named by its turn (and its person, when the
    dialog lists several people's turns), where every one was "Show"."""
    seats = (Seat("Ann"), Seat("Bot", "greedy"), Seat("Bo"))
    window = open_window(qtbot)
    window.bots.enabled = False  # the test chooses for every seat here
    section = played_to_the_end(qtbot, window, "tokyo", seats)
    qtbot.waitUntil(lambda: {0, 2} <= set(section.costly), timeout=120_000)
    heard = {
        player: [spoken_name(button) for button in section.review_buttons[player]]
        for player in (0, 2)
    }
    for player, name in ((0, "Ann"), (2, "Bo")):
        turns = section.costly[player]
        assert turns and heard[player] == [f"Show {name}'s turn {t.turn}" for t in turns]
    assert [b.text() for b in section.review_buttons[0]] == ["Show"] * len(section.costly[0])
    window.score_dialog.reject()


def spoken_name(widget: QWidget) -> str:
    face = QAccessible.queryAccessibleInterface(widget)
    assert face is not None
    return face.text(QAccessible.Text.Name)


def test_closing_the_dialog_stops_the_search_at_once(qtbot) -> None:
    window = open_window(qtbot)  # the full search: a minute or more of work
    section = played_to_the_end(qtbot, window, "osaka")
    qtbot.waitUntil(lambda: bool(work_threads()), timeout=5_000)
    assert not section.done
    window.score_dialog.reject()
    qtbot.waitUntil(lambda: not work_threads(), timeout=3_000)
    assert not section.costly and section.par is None
