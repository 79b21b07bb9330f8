"""What a player notices while choosing: a full route followed by eye and explained,
a filled station named, the discard pile in words, a broken map file explained once."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from metrox_desktop.engine.cards import Card, CardKind
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Phase
from metrox_desktop.engine.state import EMPTY
from metrox_desktop.maps.loader import resource_dir
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import (
    click,
    flip_until,
    hover,
    open_window,
    play_greedily,
    play_to_the_end,
    route_point,
    station_point,
)


@pytest.fixture
def window(qtbot) -> MainWindow:
    return open_window(qtbot)


def fill_route_boxes(window: MainWindow, letter: str) -> int:
    """Play cards on ``letter`` until its indicator boxes are full; its index."""
    session = window.session
    r = session.board.route_index(letter)
    while r in session.sheet.open_routes:
        window.controller.flip()
        card = session.match.card
        assert card is not None
        session.choose(
            session.legal_choices()[0] if card.kind is CardKind.FREE else Choice.route(r)
        )
    return r


def test_hovering_a_full_route_shows_it_alone_and_says_why(qtbot, window: MainWindow) -> None:
    window.start_game("tokyo", seed="full-route")
    f = fill_route_boxes(window, "F")
    flip_until(window, {CardKind.NUMBER, CardKind.CIRCLED, CardKind.STAR})
    scene = window.scene
    assert scene is not None
    hover(window, route_point(window, f))
    # shown, but not lit as a choice (the hover is delivered through the event queue)
    qtbot.waitUntil(lambda: scene.route_emphasis(f) == "normal", timeout=20_000)
    assert all(scene.route_emphasis(c.index) == "dim" for c in window.session.legal_choices())
    message = window.statusBar().currentMessage()
    assert "F Fukutoshin" in message and "every indicator box is filled" in message
    assert window.controller.preview is None  # nothing would be written
    # leaving it: the routes that can take the card are lit again
    hover(window, QPointF(5, 5))
    legal = set(window.session.legal_choices())
    assert scene.route_emphasis(f) == "dim"
    assert all(scene.route_emphasis(c.index) == "highlight" for c in legal)


def test_a_full_routes_letter_key_explains_and_enter_writes_nothing(
    qtbot, window: MainWindow
) -> None:
    window.start_game("tokyo", seed="full-route")
    fill_route_boxes(window, "F")
    flip_until(window, {CardKind.NUMBER, CardKind.CIRCLED, CardKind.STAR})
    sheet = window.session.sheet
    QTest.keyClick(window.view, Qt.Key.Key_F)
    assert "every indicator box is filled" in window.statusBar().currentMessage()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.session.sheet == sheet and window.session.phase is Phase.CHOOSE


def test_free_circle_on_a_filled_station_names_it(qtbot, window: MainWindow) -> None:
    window.start_game("tokyo", seed="free")
    flip_until(window, {CardKind.FREE})
    session = window.session
    filled = next(s for s, mark in enumerate(session.sheet.marks) if mark != EMPTY)
    sheet = session.sheet
    click(window, station_point(window, filled))
    assert session.sheet == sheet and session.phase is Phase.CHOOSE
    message = window.statusBar().currentMessage()
    assert " / ".join(session.board.station_refs(filled)) in message
    assert "already filled" in message


def test_enter_before_a_choice_says_what_picks_one(qtbot, window: MainWindow) -> None:
    """A free circle takes no route letter: Enter pressed too soon says to click a
    station (it asked for a route letter, which does nothing on a free circle)."""
    window.start_game("tokyo", seed="free")
    flip_until(window, {CardKind.FREE})
    QTest.keyClick(window.view, Qt.Key.Key_T)  # a route letter: nothing to write
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    message = window.statusBar().currentMessage()
    assert message == "Choose first: click an empty station or use the arrows."
    window.session.choose(window.session.legal_choices()[0])
    flip_until(window, {CardKind.NUMBER})
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    message = window.statusBar().currentMessage()
    assert message == "Choose first: press a route letter or use the arrows."


def test_space_while_no_card_may_be_flipped_says_why(qtbot, window: MainWindow) -> None:
    """Space out of habit, with a choice still to make or the game over: the greyed
    Game > Flip took no key, and nothing said why no card came."""
    window.start_game("tokyo", seed="space")
    window.activateWindow()  # the keys reach the window's actions once it is active
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window.view, Qt.Key.Key_Space)  # Game > Flip takes it: the first card
    session = window.session
    assert session.phase is Phase.CHOOSE and session.turn == 1
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    assert session.phase is Phase.CHOOSE and session.turn == 1
    assert window.statusBar().currentMessage() == "Make a choice for this card first."
    play_greedily(window)
    assert session.phase is Phase.OVER
    qtbot.waitUntil(lambda: window.score_dialog is not None)
    assert window.score_dialog is not None
    window.score_dialog.close()  # the player reads it and closes it
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    message = window.statusBar().currentMessage()
    assert message == "The game is over. Start a new game with Ctrl+N."


def test_undo_says_so_in_a_sentence(qtbot, window: MainWindow) -> None:
    window.start_game("tokyo", seed="undo")
    window.controller.flip()
    window.session.choose(window.session.legal_choices()[0])
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage() == "Choice undone, choose again."


def test_free_circle_hovering_a_line_follows_its_route(qtbot, window: MainWindow) -> None:
    window.start_game("tokyo", seed="free")
    flip_until(window, {CardKind.FREE})
    scene = window.scene
    assert scene is not None
    n = window.session.board.route_index("N")
    g = window.session.board.route_index("G")
    hover(window, route_point(window, n))
    assert scene.route_emphasis(n) == "normal"  # not lit: a free circle takes no route
    assert scene.route_emphasis(g) == "dim"
    hover(window, QPointF(5, 5))
    assert scene.route_emphasis(g) == "normal"


def test_discard_pile_says_which_cards_are_still_on_it(qtbot) -> None:
    from metrox_desktop.ui.dialogs.discards import DiscardDialog

    played = [Card.parse(code) for code in ("3", "6", "star")]  # the 6 reshuffles
    dialog = DiscardDialog(played, 1, 19)
    qtbot.addWidget(dialog)
    text = dialog.text_label.text()
    assert "3 cards played." in text
    assert "The last card is on the discard pile." in text
    assert "Faded cards were shuffled back" in text and "19 cards are left" in text
    assert dialog.shuffled_back == 2 and dialog.list.count() == 3
    assert "1 are" not in text
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.focusWidget() is dialog.close_button  # Enter closes; no card looks picked
    assert dialog.list.currentRow() == -1

    empty = DiscardDialog([], 0, 20)
    qtbot.addWidget(empty)
    assert empty.text_label.text().startswith("No card has been flipped yet.")


def test_a_map_file_with_a_missing_station_lists_each_problem_once(qtbot, tmp_path: Path) -> None:
    from metrox_desktop.ui.inspector.window import InspectorWindow

    data = json.loads(resource_dir("maps").joinpath("tokyo.json").read_text(encoding="utf-8"))
    data["routes"][0]["stations"][1] = "ZZ9"
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    window = InspectorWindow(str(path))
    qtbot.addWidget(window)
    texts = [window.problems_list.item(i).text() for i in range(window.problems_list.count())]
    assert len([t for t in texts if "ZZ9" in t]) == 1
    assert window.scene is not None  # drawn as far as it can be read, not a blank map
    assert "1 problem: the map is drawn as far as it can be read" in window.summary.text()


def test_score_dialog_rank_and_the_same_deal_again(qtbot, window: MainWindow) -> None:
    from metrox_desktop.engine.scoring import solo_rank
    from metrox_desktop.seats import Seat

    play_to_the_end(window, "osaka", "AGAIN", (Seat("You"),))  # its last card played here
    first_cards = [t.card for t in window.session.match.history]
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=20_000)
    dialog = window.score_dialog
    assert dialog is not None
    total = window.session.score().total
    assert dialog.rank_label.text() == solo_rank(total).text  # the rulebook's words
    dialog.again_button.click()
    qtbot.waitUntil(lambda: window.session.phase is Phase.FLIP, timeout=20_000)
    session = window.session
    assert session.seed == "AGAIN" and session.turn == 0
    assert all(mark == EMPTY for mark in session.sheet.marks)
    assert "AGAIN" in window.windowTitle()
    window.controller.flip()
    assert session.match.card == first_cards[0]


def test_moving_within_one_stripe_of_a_shared_station_keeps_the_message_steady(
    qtbot, window: MainWindow
) -> None:
    window.start_game("tokyo", seed="steady")
    z = fill_route_boxes(window, "Z")  # G3 is also Z3: the Z stripe cannot take the card
    flip_until(window, {CardKind.NUMBER, CardKind.CIRCLED, CardKind.STAR})
    board = window.session.board
    s = board.parse_station_ref("G3")
    scene = window.scene
    assert scene is not None
    rect = scene.station_items[s].rect

    def stripe(p: QPointF) -> int | None:
        return scene.geometry.nearest_route(p.x(), p.y(), board.station_routes[s])

    spot = next(
        p
        for fx in (0.2, 0.5, 0.8)
        for fy in (0.2, 0.5, 0.8)
        if stripe(p := QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy))
        == z
    )

    trembles = [
        spot + QPointF(dx, dy)
        for dx in (-2, 0, 2)
        for dy in (-2, 0, 2)
        if stripe(spot + QPointF(dx, dy)) == stripe(spot)
    ]
    assert len(trembles) >= 3
    hover(window, spot)
    messages: list[str] = []
    window.controller.status.connect(messages.append)
    for point in trembles:  # the pointer trembles over the same stripe
        hover(window, point)
    assert messages == []  # the explanation in the status bar does not flicker
    assert "every indicator box is filled" in window.statusBar().currentMessage()
