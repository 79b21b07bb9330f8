"""Playing whole solo games in the real window, with the mouse and with the keyboard."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import CardKind, load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.engine.rules import legal_choices, stations_filled
from metrox_desktop.engine.scoring import score, solo_rank
from metrox_desktop.engine.state import EMPTY
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import (
    click,
    click_choice,
    flip_until,
    hover,
    open_window,
    play_to_the_end,
    route_point,
    shown_number,
    station_point,
)


@pytest.fixture
def window(qtbot) -> MainWindow:
    return open_window(qtbot)


def engine_total(map_id: str, seed: str, choices: list[Choice]) -> int:
    """The same game played on the engine alone: what the dialog must say."""
    match = Match.new(Board.load(map_id), ["solo"], load_deck(), seed)
    for choice in choices:
        match = match.flip().play(choice)
    assert match.phase is Phase.OVER
    return score(match.board, match.game.sheets[0]).total


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_full_game_by_mouse_with_undo(qtbot, window: MainWindow, map_id: str) -> None:
    seed = f"mouse-{map_id}"
    window.start_game(map_id, seed=seed)
    session = window.session
    rng = random.Random(seed)
    played: list[Choice] = []
    undone = False
    while session.phase is not Phase.OVER:
        QTest.mouseClick(window.panel.flip_button, Qt.MouseButton.LeftButton)
        assert session.phase is Phase.CHOOSE
        legal = session.legal_choices()
        choice = rng.choice(legal)
        if not undone and session.turn == 3:
            # choose something, take it back, then choose for real
            before = session.sheet
            click_choice(window, legal[0])
            assert session.sheet != before or not session.match.history[-1].moves[0].stations
            QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            assert session.phase is Phase.CHOOSE and session.sheet == before
            undone = True
        turn = session.turn
        click_choice(window, choice)
        assert len(session.match.history) == turn, f"turn {turn}: the click did not choose"
        played.append(choice)
    assert undone
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=20_000)
    dialog = window.score_dialog
    assert dialog is not None
    expected = engine_total(map_id, seed, played)
    assert dialog.total_label.text() == str(expected)
    assert dialog.rank_label.text() == solo_rank(expected).text
    assert window.scene is not None
    assert window.scene.score_items["total"].value == expected
    dialog.reject()


def test_score_dialog_offers_a_new_game(qtbot, window: MainWindow, monkeypatch) -> None:
    from metrox_desktop.seats import Seat

    play_to_the_end(window, "tokyo", "S1", (Seat("You"),))  # its last card played here
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=20_000)
    asked: list[bool] = []
    monkeypatch.setattr(window, "new_game_dialog", lambda: asked.append(True))
    window.score_dialog.new_button.click()
    qtbot.waitUntil(lambda: bool(asked), timeout=20_000)


def test_full_game_by_keyboard(qtbot, window: MainWindow) -> None:
    window.start_game("osaka", seed="keys")
    session = window.session
    board = session.board
    view = window.view
    view.setFocus()
    rng = random.Random(5)
    played: list[Choice] = []
    while session.phase is not Phase.OVER:
        QTest.keyClick(view, Qt.Key.Key_Space if rng.random() < 0.5 else Qt.Key.Key_Return)
        assert session.phase is Phase.CHOOSE
        card = session.match.card
        assert card is not None
        turn = session.turn
        if card.kind is CardKind.FREE:
            QTest.keyClick(view, Qt.Key.Key_Tab)
            QTest.keyClick(view, Qt.Key.Key_Right)
            assert window.controller.preview is not None
            choice = window.controller.preview.choice
            assert choice in session.legal_choices()
        else:
            choice = rng.choice(session.legal_choices())
            QTest.keyClicks(view, choice.text(board).lower())
            assert window.controller.preview is not None
            assert window.controller.preview.choice == choice
        QTest.keyClick(view, Qt.Key.Key_Return)
        assert len(session.match.history) == turn
        played.append(choice)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=20_000)
    assert shown_number(window.score_dialog.total_label.text()) == engine_total(
        "osaka", "keys", played
    )
    window.score_dialog.reject()


def test_only_legal_routes_are_highlighted(qtbot, window: MainWindow) -> None:
    window.start_game("tokyo", seed="hl")
    session, scene = window.session, window.scene
    assert scene is not None
    # fill every indicator box of route F with number cards so it is no longer legal
    f = session.board.route_index("F")
    while f in session.sheet.open_routes:
        window.controller.flip()
        if session.match.card.kind is CardKind.FREE:
            session.choose(session.legal_choices()[0])
        else:
            session.choose(Choice.route(f))
    flip_until(window, {CardKind.NUMBER, CardKind.CIRCLED, CardKind.STAR})
    legal = set(session.legal_choices())
    assert Choice.route(f) not in legal
    for r in range(session.board.route_count):
        assert scene.route_emphasis(r) == ("highlight" if Choice.route(r) in legal else "dim")
    # clicking the full route does nothing but explain why
    sheet = session.sheet
    click(window, route_point(window, f))
    assert session.sheet == sheet and session.phase is Phase.CHOOSE
    assert "indicator box" in window.statusBar().currentMessage()


def test_free_circle_highlights_every_empty_station(qtbot, window: MainWindow) -> None:
    window.start_game("tokyo", seed="free")
    flip_until(window, {CardKind.FREE})
    session, scene = window.session, window.scene
    assert scene is not None
    empty = {s for s, m in enumerate(session.sheet.marks) if m == EMPTY}
    assert {s for s, item in enumerate(scene.station_items) if item.highlighted} == empty
    target = max(empty)
    click(window, station_point(window, target))
    assert session.sheet.marks[target] != EMPTY
    assert "Flip the next card first" not in window.statusBar().currentMessage()


def test_hover_previews_exactly_the_stations_the_card_fills(qtbot, window: MainWindow) -> None:
    window.start_game("tokyo", seed="hover")
    flip_until(window, {CardKind.NUMBER, CardKind.CIRCLED})
    session, scene = window.session, window.scene
    assert scene is not None
    card = session.match.card
    for letter in ("G", "N", "T"):
        r = session.board.route_index(letter)
        hover(window, route_point(window, r))
        expected = stations_filled(session.board, session.sheet, card, r)
        ghosts = [s for s, item in enumerate(scene.station_items) if item.ghost != EMPTY]
        assert sorted(ghosts) == sorted(expected)
        assert scene.indicator_items[r][len(session.sheet.indicators[r])].ghost == card.code
        assert session.sheet.marks == window.session.sheet.marks  # nothing written
    # a station of route N previews N
    n = session.board.route_index("N")
    last = session.board.route_stations[n][-1]
    hover(window, station_point(window, last))
    assert window.controller.preview is not None and window.controller.preview.route == n


def test_star_preview_shows_the_number(qtbot, window: MainWindow) -> None:
    window.start_game("tokyo", seed="star")
    flip_until(window, {CardKind.STAR})
    session, scene = window.session, window.scene
    assert scene is not None
    g = session.board.route_index("G")
    hover(window, route_point(window, g))
    (s,) = stations_filled(session.board, session.sheet, session.match.card, g)
    assert scene.station_items[s].ghost == session.board.star_value(s)
    assert str(session.board.star_value(s)) in window.statusBar().currentMessage()


def test_flip_is_refused_until_a_choice_is_made(qtbot, window: MainWindow) -> None:
    window.start_game("tokyo", seed="refuse")
    window.controller.flip()
    turn = window.session.turn
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    assert window.session.turn == turn and window.session.phase is Phase.CHOOSE
    assert not window.panel.flip_button.isEnabled()


def test_undo_is_final_after_the_next_flip(qtbot, window: MainWindow) -> None:
    window.start_game("tokyo", seed="undo")
    window.controller.flip()
    window.session.choose(window.session.legal_choices()[0])
    assert window.menus.undo_action.isEnabled()
    window.controller.flip()
    assert not window.menus.undo_action.isEnabled()
    assert not window.controller.undo()


def test_completion_is_announced(qtbot, window: MainWindow) -> None:
    window.start_game("tokyo", seed="done")
    session = window.session
    while not any(session.sheet.awards):
        assert session.phase is not Phase.OVER, "this deal must complete a route"
        window.controller.flip()
        session.choose(session.legal_choices()[0])
    assert "completed" in window.statusBar().currentMessage()
    assert window.toast.isVisible() and "completed" in window.toast.messages()[-1]
    assert window.scene is not None and window.scene.flashing


def test_a_reshuffle_is_announced_over_the_sheet_and_in_the_status_bar(
    qtbot, window: MainWindow
) -> None:
    window.start_game("tokyo", seed="shuffle")
    session = window.session
    played: list[bool] = []
    while not any(played):
        assert session.phase is not Phase.OVER, "every deal flips the reshuffle card"
        window.controller.flip()
        played.append(session.card.reshuffle)
        choices = session.legal_choices()
        session.choose(choices[0] if choices else None)
    said = "Reshuffle: all 20 cards are shuffled into a new deck."
    assert said in window.statusBar().currentMessage()
    assert window.toast.isVisible() and said in window.toast.messages()[-1]


def test_title_shows_map_and_deal_code(qtbot, window: MainWindow) -> None:
    window.start_game("osaka", seed="XY7")
    assert "Osaka" in window.windowTitle() and "XY7" in window.windowTitle()
    # Qt adds the app's name to the title bar: the window names it no second time
    # (it read "MetroX \u2013 Osaka \u2013 deal XY7 \u2014 MetroX Desktop").
    assert "MetroX" not in window.windowTitle()


def test_legal_choices_match_engine(qtbot, window: MainWindow) -> None:
    window.start_game("tokyo", seed="legal")
    window.controller.flip()
    s = window.session
    assert s.legal_choices() == legal_choices(s.board, s.sheet, s.match.card)


def test_shared_station_click_commits_the_route_it_previews(qtbot, window: MainWindow) -> None:
    from PySide6.QtCore import QPointF

    window.start_game("tokyo", seed="shared")
    flip_until(window, {CardKind.NUMBER, CardKind.CIRCLED, CardKind.STAR})
    session, scene = window.session, window.scene
    assert scene is not None
    board = session.board
    s = board.parse_station_ref("G3")
    rect = scene.station_items[s].rect
    seen_routes = set()
    for fx in (0.15, 0.5, 0.85):
        for fy in (0.15, 0.5, 0.85):
            point = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            hover(window, point)
            preview = window.controller.preview
            assert preview is not None and preview.route in board.station_routes[s]
            click(window, point)
            assert session.match.history[-1].moves[0].route == preview.route
            seen_routes.add(preview.route)
            QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            hover(window, QPointF(5, 5))
    assert seen_routes  # at least one route; both when the stripes enter side by side


def test_title_marks_a_code_of_the_players_own(qtbot, window: MainWindow) -> None:
    window.start_game("tokyo", seed="ÄÖÜ")  # characters the app's codes never use
    assert "ÄÖÜ" in window.windowTitle()
    assert "(a code of your own)" in window.windowTitle()
    set_language("ja")
    try:
        assert "自作のコード" in window.windowTitle()
    finally:
        set_language("en")
    window.start_game("tokyo", seed="HXM7Q")  # a code the app could have made
    assert "own" not in window.windowTitle()
