"""The card flipper window, driven as a table would: keys, clicks, closing and reopening."""

from __future__ import annotations

import json
import re
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox

from metrox_desktop.engine.cards import Card, Deck, DeckSpec, load_deck
from metrox_desktop.persistence.flipper import flipper_path
from metrox_desktop.ui.context import AppContext
from metrox_desktop.ui.flipper.sequence import FlipSequence, Shuffle
from metrox_desktop.ui.flipper.table import FlipperTable
from metrox_desktop.ui.flipper.window import BUTTONS, FlipperWindow, offer_copy
from metrox_desktop.ui.language import current_language
from tests.ui.helpers import answer_question

# Deal "ABC" flips 3, star, then the 6 (reshuffle) on turn 3; its game ends on turn 24.
RESHUFFLE_SEED = "ABC"


@pytest.fixture(autouse=True)
def no_flip_animation(app_context: AppContext) -> None:
    app_context.picture_mode = True  # a card shows itself at once


def open_flipper(qtbot, table: FlipperTable | None = None) -> FlipperWindow:  # noqa: ANN001
    table = table or FlipperTable.deal(load_deck(), "tokyo", RESHUFFLE_SEED)
    window = FlipperWindow(table)
    qtbot.addWidget(window)
    with qtbot.waitActive(window):  # the keys are the window's shortcuts
        window.show()
        window.activateWindow()
    return window


def press(window: FlipperWindow, key: Qt.Key) -> None:
    QTest.keyClick(window, key)


def reopened(qtbot) -> tuple[FlipperWindow, str | None]:  # noqa: ANN001
    table, problem = FlipperTable.at_start()
    return open_flipper(qtbot, table), problem


def messages(window: FlipperWindow) -> list[str]:
    return [box.text() for box in window.findChildren(QMessageBox) if box.isVisible()]


def test_space_enter_and_a_click_flip_the_deal_s_cards(qtbot) -> None:  # noqa: ANN001
    window = open_flipper(qtbot)
    assert window.card.card is None and window.turn_label.text() == "Ready"
    press(window, Qt.Key.Key_Space)
    press(window, Qt.Key.Key_Return)
    QTest.mouseClick(window.card, Qt.MouseButton.LeftButton)
    expected = FlipSequence.new(load_deck(), RESHUFFLE_SEED, 23).flip().flip().flip()
    assert [c.code for c in window.table.flips.cards] == ["3", "star", "6"]
    assert window.card.card == expected.card
    assert window.turn_label.text() == "Turn 3"
    assert window.left_label.text() == "17 of 20 cards left"
    assert "ABC" in window.code_label.text() and "ABC" in window.windowTitle()
    # the deck panel: one 6 was in the deck and it is on the table now
    counts = {entry.card.code: entry.caption for entry in window.deck_grid.cards}
    assert counts["6"] == "\u00d70" and counts["3"] == "\u00d73" and counts["star"] == "\u00d72"
    assert [entry.card.code for entry in window.discard_grid.cards] == ["3", "star"]


def test_the_reshuffle_is_announced_then_all_cards_are_back(qtbot) -> None:  # noqa: ANN001
    window = open_flipper(qtbot)
    for _ in range(2):
        press(window, Qt.Key.Key_Space)
    assert window.banner.isHidden()
    press(window, Qt.Key.Key_Space)
    assert window.card.card is not None and window.card.card.reshuffle
    assert window.banner.isVisible() and window.banner.text().startswith("Reshuffle!")
    press(window, Qt.Key.Key_Space)
    assert window.table.flips.shuffle is Shuffle.RESHUFFLE_CARD
    assert window.banner.text().startswith("New deck: all 20 cards")
    assert window.left_label.text() == "19 of 20 cards left"  # all 20 shuffled, one flipped
    assert window.discard_grid.cards == ()
    press(window, Qt.Key.Key_Space)
    assert window.banner.isHidden()


def test_backspace_restores_the_previous_card_and_deck(qtbot) -> None:  # noqa: ANN001
    window = open_flipper(qtbot)
    seen: list[tuple[Card | None, Deck]] = []
    for _ in range(5):  # across the reshuffle on turn 3
        seen.append((window.table.flips.card, window.table.flips.deck))
        press(window, Qt.Key.Key_Space)
    for card, deck in reversed(seen):
        press(window, Qt.Key.Key_Backspace)
        assert window.table.flips.card == card and window.table.flips.deck == deck
        assert window.card.card == card
    assert window.turn_label.text() == "Ready"
    assert not window.take_back_button.isEnabled()
    press(window, Qt.Key.Key_Space)  # and the deal goes on as before
    assert window.table.flips.cards[0].code == "3"


def test_the_flips_are_resumed_after_closing(qtbot) -> None:  # noqa: ANN001
    window = open_flipper(qtbot)
    for _ in range(4):
        press(window, Qt.Key.Key_Space)
    press(window, Qt.Key.Key_Backspace)
    flips = window.table.flips
    window.close()
    again, problem = reopened(qtbot)
    assert problem is None
    assert again.table.flips.seed == RESHUFFLE_SEED
    assert again.table.flips.cards == flips.cards and again.table.flips.deck == flips.deck
    assert again.turn_label.text() == "Turn 3"


def test_a_damaged_autosave_is_set_aside_with_one_message(qtbot) -> None:  # noqa: ANN001
    path = flipper_path()
    path.parent.mkdir(parents=True)
    path.write_text(
        '{"format": "metrox-flipper/1", "deck": "okazu-20", "seed": "ABC",'
        ' "map": "tokyo", "cards": ["3", "4"]}'
    )  # ABC flips 3, star
    window, problem = reopened(qtbot)
    assert problem is not None and "flip 2" in problem and "kept as" in problem
    assert Path(str(path) + ".damaged").read_text().count('"4"') == 1  # the file, untouched
    assert window.table.flips.turn == 0 and window.table.flips.seed != ""
    window.warn(problem)
    assert messages(window) == [problem]


def _damaged_after_two_flips() -> None:
    """The flipper's autosave cut in the middle after the second flip of deal ABC; its
    previous version (the first flip) is beside it, as the flipper wrote it."""
    table = FlipperTable.deal(load_deck(), "osaka", RESHUFFLE_SEED)
    table.flip()
    table.flip()
    path = flipper_path()
    whole = path.read_bytes()
    path.write_bytes(whole[: len(whole) // 2])
    assert json.loads(Path(str(path) + ".bak").read_text())["cards"] == ["3"]


def _started_asking(answer: QMessageBox.StandardButton) -> tuple[FlipperTable, list[str]]:
    asked: list[str] = []
    QTimer.singleShot(0, lambda: answer_question(answer, asked))
    table, problem = FlipperTable.at_start(go_on_with_copy=partial(offer_copy, None))
    assert problem is None  # said in the question
    return table, asked


def test_a_damaged_autosave_offers_its_previous_copy_and_goes_on_with_it(qtbot) -> None:  # noqa: ANN001
    _damaged_after_two_flips()
    table, asked = _started_asking(QMessageBox.StandardButton.Yes)
    [question] = asked
    assert "could not be read" in question and "flipper.json.damaged" in question
    assert "deal ABC, after card 1" in question
    assert (table.flips.seed, table.map_id) == (RESHUFFLE_SEED, "osaka")
    assert [c.code for c in table.flips.cards] == ["3"]
    assert Path(str(flipper_path()) + ".damaged").exists()  # the damaged file, kept
    again, problem = FlipperTable.at_start()  # the autosave is whole again
    assert problem is None and [c.code for c in again.flips.cards] == ["3"]
    window = open_flipper(qtbot, table)
    press(window, Qt.Key.Key_Space)
    assert [c.code for c in window.table.flips.cards] == ["3", "star"]


def test_a_copy_not_gone_on_with_comes_back_by_take_back(qtbot) -> None:  # noqa: ANN001
    _damaged_after_two_flips()
    table, asked = _started_asking(QMessageBox.StandardButton.No)
    assert len(asked) == 1 and table.flips.turn == 0 and table.flips.seed != RESHUFFLE_SEED
    window = open_flipper(qtbot, table)
    press(window, Qt.Key.Key_Backspace)
    assert window.table.flips.seed == RESHUFFLE_SEED
    assert [c.code for c in window.table.flips.cards] == ["3"]


def test_saving_fails_once_with_one_message_and_flipping_goes_on(
    qtbot,
    user_home: Path,  # noqa: ANN001
) -> None:
    window = open_flipper(qtbot)
    flipper_path().unlink()
    data = flipper_path().parent
    data.rmdir()
    data.write_text("a file where the data folder should be")  # cannot save there
    press(window, Qt.Key.Key_Space)
    shown = messages(window)
    assert len(shown) == 1 and shown[0].startswith("The flips cannot be saved")
    for box in window.findChildren(QMessageBox):
        box.accept()  # the player reads it and goes on
    for _ in range(2):
        press(window, Qt.Key.Key_Space)
    assert window.table.flips.turn == 3 and window.card.card == window.table.flips.card
    assert messages(window) == []  # said once, not at every flip


def test_the_end_of_the_game_and_the_next_deal(qtbot) -> None:  # noqa: ANN001
    window = open_flipper(qtbot)
    while window.flip_button.isEnabled():
        window.flip_button.click()
    flips = window.table.flips
    assert flips.over and flips.turn == 24 and flips.boxes_left == 0
    assert window.banner.text().startswith("Game over")
    press(window, Qt.Key.Key_Space)  # nothing more to flip
    assert window.table.flips is flips
    window.same_deal_button.click()
    assert window.table.flips.seed == RESHUFFLE_SEED and window.table.flips.turn == 0
    assert window.banner.text().endswith("Backspace brings back the deal before.")
    press(window, Qt.Key.Key_Backspace)  # "same deal" by mistake: the finished one is back
    assert window.table.flips == flips
    window.new_deal_button.click()
    assert window.table.flips.seed != RESHUFFLE_SEED and window.table.flips.turn == 0
    saved = json.loads(flipper_path().read_text())
    assert saved["seed"] == window.table.flips.seed and saved["cards"] == []


def test_f11_fills_the_screen_and_escape_leaves_it(qtbot) -> None:  # noqa: ANN001
    window = open_flipper(qtbot)
    press(window, Qt.Key.Key_F11)
    assert window.isFullScreen() and not window.menuBar().isVisible()
    assert window.full_screen_button.text() == "Leave full screen"
    press(window, Qt.Key.Key_Space)  # the keys still flip
    assert window.table.flips.turn == 1
    press(window, Qt.Key.Key_Escape)
    assert not window.isFullScreen() and window.menuBar().isVisible()
    window.full_screen_button.click()  # the button does the same
    assert window.isFullScreen()


def test_a_deck_without_a_reshuffle_card_says_when_it_ran_out(qtbot) -> None:  # noqa: ANN001
    spec = DeckSpec("small", "Small", (Card.parse("2"), Card.parse("3"), Card.parse("star")))
    window = open_flipper(qtbot, FlipperTable(FlipSequence.new(spec, "Q", 23), "osaka"))
    for _ in range(4):
        press(window, Qt.Key.Key_Space)
    assert window.table.flips.shuffle is Shuffle.DECK_RAN_OUT
    assert window.banner.text().startswith("The deck ran out")
    assert window.left_label.text() == "2 of 3 cards left"
    assert "Osaka" in window.boxes_label.text() and "19 of 23" in window.boxes_label.text()


# The offscreen platform cannot bring a window to the front; a desktop can.
@pytest.mark.qt_log_ignore("does not support raise")
def test_game_menu_opens_the_flipper_where_the_table_left_off(qtbot) -> None:  # noqa: ANN001
    from tests.ui.helpers import open_window

    table = FlipperTable.deal(load_deck(), "tokyo", RESHUFFLE_SEED)
    table.flip()
    table.flip()  # the table's autosave: two cards flipped
    game = open_window(qtbot)
    game.start_game("osaka", seed="G1")
    game.menus.flipper_action.trigger()
    flippers = game.findChildren(FlipperWindow)
    assert len(flippers) == 1 and flippers[0].isVisible() and flippers[0].isWindow()
    assert flippers[0].table.flips.seed == RESHUFFLE_SEED
    assert flippers[0].turn_label.text() == "Turn 2"
    game.menus.flipper_action.trigger()  # brought to the front, not opened twice
    assert game.findChildren(FlipperWindow) == flippers


def test_another_code_at_start_deals_it_and_the_old_deal_can_come_back(qtbot) -> None:  # noqa: ANN001
    left = FlipperTable.deal(load_deck(), "tokyo", RESHUFFLE_SEED)
    for _ in range(5):
        left.flip()
    table, problem = FlipperTable.at_start(seed="OTHER")
    window = open_flipper(qtbot, table)
    assert problem is None and window.table.flips.seed == "OTHER"
    assert window.table.flips.turn == 0
    press(window, Qt.Key.Key_Backspace)
    assert window.table.flips == left.flips and window.turn_label.text() == "Turn 5"


def test_the_sheets_menu_changes_the_map_and_keeps_the_flips(qtbot) -> None:  # noqa: ANN001
    window = open_flipper(qtbot)
    for _ in range(4):
        press(window, Qt.Key.Key_Space)
    cards = window.table.flips.cards
    osaka = next(a for a in window.map_actions.actions() if a.data() == "osaka")
    osaka.trigger()
    assert osaka.isChecked() and window.table.map_id == "osaka"
    assert window.boxes_label.text().startswith("Osaka sheets")
    assert window.table.flips.cards == cards
    assert json.loads(flipper_path().read_text())["map"] == "osaka"


def answer_code_dialog(code: str) -> None:
    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QInputDialog):
            QTimer.singleShot(20, answer)
            return
        dialog.setTextValue(code)
        dialog.accept()

    QTimer.singleShot(0, answer)


def test_a_deal_from_another_table_s_code(qtbot) -> None:  # noqa: ANN001
    window = open_flipper(qtbot)
    answer_code_dialog("  TABLE7 ")
    window.code_action.trigger()
    assert window.table.flips.seed == "TABLE7" and "TABLE7" in window.code_label.text()
    answer_code_dialog("x" * 41)
    window.code_action.trigger()
    assert window.table.flips.seed == "TABLE7"  # unchanged
    assert messages(window) == [
        "This deal code cannot be used: the deal code is longer than 40 characters."
    ]


def test_at_start_resumes_only_the_deal_asked_for(qtbot) -> None:  # noqa: ANN001
    left = FlipperTable.deal(load_deck(), "tokyo", RESHUFFLE_SEED)
    left.flip()
    for asked in ({}, {"map_id": "tokyo"}, {"seed": RESHUFFLE_SEED}, {"deck_id": "okazu-20"}):
        table, _ = FlipperTable.at_start(**asked)
        assert table.flips == left.flips, asked
    table, _ = FlipperTable.at_start(map_id="osaka")  # other sheets: a new deal on them
    assert table.map_id == "osaka" and table.flips.turn == 0
    assert table.flips.seed != RESHUFFLE_SEED
    fresh, _ = FlipperTable.at_start(new_map="tokyo")  # the Osaka deal is the table's now
    assert fresh.map_id == "osaka" and fresh.flips.seed == table.flips.seed


def test_quit_in_the_flipper_quits_as_in_the_game_window(qtbot) -> None:  # noqa: ANN001
    from PySide6.QtGui import QKeySequence

    from tests.ui.helpers import open_window

    game = open_window(qtbot)
    game.start_game("tokyo", seed="Q1")
    game.menus.flipper_action.trigger()
    (flipper,) = game.findChildren(FlipperWindow)
    with qtbot.waitActive(flipper):
        flipper.activateWindow()
    quit_key = (
        QKeySequence.keyBindings(QKeySequence.StandardKey.Quit) or [QKeySequence("Ctrl+Q")]
    )[0]
    QTest.keySequence(flipper, quit_key)  # the system's Quit key, Ctrl+Q where it has none
    assert not flipper.isVisible() and not game.isVisible()


def test_a_new_deal_pressed_by_mistake_is_taken_back_after_the_flipper_was_killed(
    qtbot,  # noqa: ANN001
    user_home: Path,
) -> None:
    """Take back brings the deal before a New deal back: after the flipper was killed
    (or closed) in between too, at its last card, and the one before it after that."""
    from tests.net.tables import App

    app = App(
        user_home, "5", "--seed", RESHUFFLE_SEED, module="tests.ui.flipper.table_at_the_flipper"
    )
    try:
        app.wait_for_line("ready", timeout=60)
        app.kill()
    finally:
        app.stop()
    assert app.wait_for_line("left ") == f"left {RESHUFFLE_SEED} 5"
    dealt = app.wait_for_line("dealt ").split()[1]

    window, problem = reopened(qtbot)  # the next start
    assert problem is None and window.table.flips.seed == dealt
    assert "Backspace brings back the deal before." in window.banner.text()
    press(window, Qt.Key.Key_Backspace)
    left = FlipSequence.new(load_deck(), RESHUFFLE_SEED, 23)
    for _ in range(5):
        left = left.flip()
    assert window.table.flips == left and window.turn_label.text() == "Turn 5"
    press(window, Qt.Key.Key_Space)  # the table's game goes on at its next card
    assert window.table.flips.turn == 6


def test_a_deal_started_at_a_given_card_keeps_the_tables_deal_to_take_back(
    qtbot,  # noqa: ANN001
    user_home: Path,
) -> None:
    """``flipper --seed CODE --flips N`` makes that deal the table's; the deal the
    flipper had (a game on paper under way) comes back by Take back, the flipper killed
    in between or not."""
    import time

    from tests.net.tables import App

    left = FlipperTable.deal(load_deck(), "tokyo", RESHUFFLE_SEED)
    for _ in range(5):
        left.flip()
    app = App(user_home, "flipper", "--seed", "XYZ", "--flips", "2")
    try:
        deadline = time.monotonic() + 60
        while json.loads(flipper_path().read_text())["seed"] != "XYZ":
            assert time.monotonic() < deadline, "the flipper never took the deal"
            time.sleep(0.1)
        app.kill()
    finally:
        app.stop()
    window, problem = reopened(qtbot)  # the next start
    assert problem is None
    assert (window.table.flips.seed, window.table.flips.turn) == ("XYZ", 2)
    press(window, Qt.Key.Key_Backspace)
    press(window, Qt.Key.Key_Backspace)
    press(window, Qt.Key.Key_Backspace)  # the two cards of XYZ, then the deal before
    assert window.table.flips == left.flips and window.turn_label.text() == "Turn 5"


def test_a_deal_left_that_no_longer_flips_the_same_never_costs_the_tables_deal(
    qtbot,  # noqa: ANN001
) -> None:
    """An earlier deal of the autosave that does not replay (its deck gone, its cards
    not the deal's) is left out; the table's own deal goes on, and the good ones come
    back by Take back."""
    table = FlipperTable.deal(load_deck(), "tokyo", RESHUFFLE_SEED)
    table.flip()
    table.new_deal("NOW")
    for _ in range(3):
        table.flip()
    saved = json.loads(flipper_path().read_text())
    good = saved["earlier"][0]
    saved["earlier"] = [
        {**good, "deck": "a-deck-gone"},
        {**good, "cards": ["free"]},  # the deal flips a 3 first
        good,
    ]
    flipper_path().write_text(json.dumps(saved))
    window, problem = reopened(qtbot)
    assert problem is None
    assert (window.table.flips.seed, window.table.flips.turn) == ("NOW", 3)
    for _ in range(4):
        press(window, Qt.Key.Key_Backspace)
    assert (window.table.flips.seed, window.table.flips.turn) == (RESHUFFLE_SEED, 1)
    press(window, Qt.Key.Key_Backspace)  # its one flip: then nothing before it
    assert window.table.flips.turn == 0 and not window.table.can_take_back


def choose_language(window: FlipperWindow, name: str) -> None:
    """The flipper's own View > Language entry ``name``, as a player picks it."""
    [language] = [a.menu() for a in window.view_menu.actions() if a.menu() is not None]
    [entry] = [a for a in language.actions() if a.text() == name]
    entry.trigger()


def test_the_buttons_tooltips_name_their_actions_without_the_access_key(qtbot) -> None:  # noqa: ANN001
    window = open_flipper(qtbot)
    tips = {name: getattr(window, name).toolTip() for name, _action, _text in BUTTONS}
    assert tips["flip_button"].startswith("Flip next card (")
    assert tips["full_screen_button"].startswith("Full screen (")

    choose_language(window, "日本語")
    qtbot.waitUntil(lambda: current_language() == "ja")
    tips = {name: getattr(window, name).toolTip() for name, _action, _text in BUTTONS}
    assert tips["flip_button"].startswith("次のカードをめくる (")  # not "めくる(F) (Space…"
    assert tips["take_back_button"].startswith("めくったカードを戻す (")
    assert tips["full_screen_button"].startswith("全画面 (")
    assert not [tip for tip in tips.values() if re.search(r"\(&?[A-Z]\)|&", tip)]

    choose_language(window, "English")
    qtbot.waitUntil(lambda: current_language() == "en")
    assert window.flip_button.toolTip().startswith("Flip next card (")
