"""View > Language switches the window between English and Japanese without a restart:
menus, buttons, the sheet's route names and Qt's own buttons change, the game on the
table does not; the choice is remembered; English counts read "1 card", "2 cards"."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible, QAction, QKeySequence
from PySide6.QtWidgets import QDialogButtonBox, QMenu, QWidget

from metrox_desktop.i18n import read_ts, ts_path
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.ui.dialogs.rules_help import RulesDialog
from metrox_desktop.ui.language import current_language, set_language
from metrox_desktop.ui.window.card_panel import CardPanel
from metrox_desktop.ui.window.main_window import MainWindow
from metrox_desktop.ui.window.menus import inspect_map
from tests.ui.helpers import open_window


def menu_titles(window: MainWindow) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def language_action(window: MainWindow, name: str) -> QAction:
    view = window.menuBar().actions()[1].menu()
    assert isinstance(view, QMenu)
    for entry in view.actions():
        if entry.menu() is not None and entry.menu().actions():
            for action in entry.menu().actions():
                if action.text() == name:
                    return action
    raise AssertionError(f"no {name} in View > Language")


def route_name(window: MainWindow, letter: str) -> str:
    assert window.scene is not None
    return window.scene.name_items[window.scene.board.route_index(letter)].text


def play_some(window: MainWindow, turns: int) -> None:
    session = window.session
    for _ in range(turns):
        window.controller.flip()
        session.choose(session.legal_choices()[0])


def test_view_language_switches_menus_panel_and_sheet_and_keeps_the_game(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="lang")
    play_some(window, 4)
    window.controller.flip()  # a card waits for a choice while the language changes
    match, sheet = window.session.match, window.session.sheet
    assert menu_titles(window) == ["&Game", "&View", "&Help"]
    assert route_name(window, "G") == "Ginza"

    language_action(window, "日本語").trigger()
    qtbot.waitUntil(lambda: current_language() == "ja")

    assert menu_titles(window) == ["ゲーム(&G)", "表示(&V)", "ヘルプ(&H)"]
    assert window.panel.flip_button.text() == "カードをめくる"
    assert window.panel.turn_label.text() == "5ターン目"
    assert route_name(window, "G") == "銀座線"
    assert "東京" in window.windowTitle()
    assert window.session.match is match and window.session.sheet == sheet  # game untouched
    assert Settings.load().language == "ja"  # and kept for the next start
    # Menus built anew, not added twice: one action per shortcut, and it still works.
    spaces = [a for a in window.actions() if QKeySequence("Space") in a.shortcuts()]
    assert [a.text() for a in spaces] == ["次のカードをめくる(&F)"]
    window.session.choose(window.session.legal_choices()[0])
    window.menus.flip_action.trigger()
    assert window.session.turn == 6

    language_action(window, "English").trigger()
    qtbot.waitUntil(lambda: current_language() == "en")
    assert menu_titles(window) == ["&Game", "&View", "&Help"]
    assert window.panel.flip_button.text() == "Flip card"
    assert route_name(window, "G") == "Ginza"
    assert Settings.load().language == "en"


def left_in_english(top: QWidget) -> list[str]:
    """The tooltips and screen-reader names of ``top`` and every widget in it, shown or
    not, that are still an English text the Japanese translation writes otherwise.
    Qt's own parts (a dock's close button: "qt_..." names) are Qt's to name."""
    english = {m.source for m in read_ts(ts_path("ja")) if m.translations[0] != m.source}
    left = []
    for widget in (top, *top.findChildren(QWidget)):
        if widget.objectName().startswith("qt_"):
            continue
        face = QAccessible.queryAccessibleInterface(widget)
        heard = face.text(QAccessible.Text.Name) if face is not None else ""
        for what, text in (
            ("tooltip", widget.toolTip()),
            ("name", heard),
            ("description", widget.accessibleDescription()),
        ):
            if text in english:
                left.append(f"{type(widget).__name__}'s {what} {text!r}")
    return left


def test_tooltips_and_screen_reader_names_follow_a_switch(qtbot) -> None:
    # The zoom offer (over a small window's sheet) and the turn log (hidden till View >
    # Turn log) are there before the switch: their words must follow it both ways.
    window = open_window(qtbot)
    window.resize(720, 480)
    window.start_game("tokyo", seed="lang")
    play_some(window, 2)
    offer, log = window.zoom_offer, window.turn_log.log
    english_tip, english_name = offer.toolTip(), log.accessibleName()
    assert "Ctrl+0" in english_tip and english_name == "Turn log"

    language_action(window, "日本語").trigger()
    qtbot.waitUntil(lambda: current_language() == "ja")
    assert left_in_english(window) == []
    assert (
        offer.toolTip()
        == "このウィンドウの大きさでは路線名が小さくなります。Ctrl+0 で全体表示に戻ります"
    )
    assert log.accessibleName() == "ターンの記録"

    language_action(window, "English").trigger()
    qtbot.waitUntil(lambda: current_language() == "en")
    assert (offer.toolTip(), log.accessibleName()) == (english_tip, english_name)


def test_the_language_chosen_last_time_is_used_at_start(qapp) -> None:
    settings = Settings.load()
    settings.language = "ja"
    settings.save()
    assert set_language(None) == "ja"
    assert qapp.translate("MainWindow", "&Game") == "ゲーム(&G)"


def test_qt_own_buttons_follow_the_language(qtbot) -> None:
    set_language("ja")
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    qtbot.addWidget(buttons)
    close = buttons.button(QDialogButtonBox.StandardButton.Close)
    assert close.text().replace("&", "") != "Close"
    assert close.text().startswith("閉じる")


def test_rules_help_in_japanese(qtbot) -> None:
    set_language("ja")
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert dialog.windowTitle() == "メトロックスの遊び方"
    for term in ("指示マス", "駅マス", "路線", "山札", "始点"):
        assert term in text
    assert "indicator box" not in text


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("en", "1 card left in the deck", "2 cards left in the deck"),
        ("ja", "山札の残り 1枚", "山札の残り 2枚"),
    ],
)
def test_counts_read_right(qtbot, language: str, one: str, two: str) -> None:
    set_language(language)
    panel = CardPanel()
    qtbot.addWidget(panel)
    for left, expected in ((1, one), (2, two)):
        panel.show_deck(left, "deck", ())
        assert panel.deck_label.text().split("\n")[0] == expected


def test_an_open_flipper_follows_the_language_in_place_and_keeps_its_table(qtbot) -> None:
    from metrox_desktop.ui.flipper.window import FlipperWindow, show_flipper

    window = open_window(qtbot)
    window.start_game("tokyo", seed="lang")
    flipper = show_flipper(window, "tokyo")
    qtbot.addWidget(flipper)  # closed after the test: no window left over the next one
    table = flipper.table
    table.flip()
    table.flip()
    flips = table.flips
    assert flipper.flip_button.text() == "Flip"

    set_language("ja")

    assert window.findChildren(FlipperWindow) == [flipper]  # the same window, written again
    assert flipper.table is table and table.flips == flips  # the same deal, two flips
    assert flipper.flip_button.text() == "めくる"
    assert flipper.turn_label.text() == "2ターン目"
    assert [a.text() for a in flipper.menuBar().actions()] == ["山札(&D)", "表示(&V)"]
    assert flipper.flip_action.text() != "&Flip next card"

    set_language("en")
    assert window.findChildren(FlipperWindow) == [flipper] and table.parent() is flipper
    assert flipper.flip_button.text() == "Flip"
    assert [a.text() for a in flipper.menuBar().actions()] == ["&Deal", "&View"]


def test_an_open_map_inspector_follows_the_language_in_place(qtbot) -> None:
    from metrox_desktop.ui.inspector.window import InspectorWindow

    window = open_window(qtbot)
    inspect_map(window, "osaka")
    [inspector] = window.findChildren(InspectorWindow)
    qtbot.addWidget(inspector)
    assert "Osaka" in inspector.summary.text()
    inspector.select_route(2)
    listed = inspector.route_stations.count()

    set_language("ja")

    assert window.findChildren(InspectorWindow) == [inspector]  # the same window
    assert "大阪" in inspector.summary.text() and "路線" in inspector.summary.text()
    assert inspector.routes_table.item(0, 1).text().endswith("線")  # 御堂筋線...
    assert inspector.routes_table.horizontalHeaderItem(0).text() != "Route"
    assert inspector.selected_route == 2 and inspector.route_stations.count() == listed

    set_language("en")
    assert "Osaka" in inspector.summary.text()
    assert inspector.routes_table.horizontalHeaderItem(0).text() == "Route"


@pytest.mark.parametrize(
    ("language", "seats_problem", "code_problem"),
    [
        (
            "en",
            "Two seats are called 'ann': give each player a name of their own.",
            "The deal code is longer than 40 characters.",
        ),
        (
            "ja",
            "'ann' という名前が2人います：それぞれ別の名前にしてください。",
            "山札コードが40文字を超えています。",
        ),
    ],
)
def test_new_game_problems_in_the_window_language(
    qtbot, language: str, seats_problem: str, code_problem: str
) -> None:
    # Written without Qt (seats.py, deal.py) and marked for lupdate: the command line
    # keeps the English, the dialog says it in the window's language.
    from metrox_desktop.seats import Seat
    from metrox_desktop.ui.dialogs.new_game import NewGameDialog

    set_language(language)
    dialog = NewGameDialog("tokyo", "okazu-20", None, seats=(Seat("Ann"), Seat("ann")))
    qtbot.addWidget(dialog)
    assert dialog.problem() == seats_problem
    dialog = NewGameDialog("tokyo", "okazu-20", None, seats=(Seat("Ann"),))
    qtbot.addWidget(dialog)
    dialog.seed_edit.setMaxLength(100)
    dialog.seed_edit.setText("x" * 41)
    assert dialog.problem() == code_problem


def test_a_flipper_started_on_its_own_follows_a_switch(qtbot) -> None:
    # `metrox-desktop flipper` opens the window without a parent: a switch writes its
    # texts in place, and it stays the one window showing the table.
    from PySide6.QtWidgets import QApplication

    from metrox_desktop.ui.flipper.table import FlipperTable
    from metrox_desktop.ui.flipper.window import FlipperWindow

    table, _problem = FlipperTable.at_start(new_map="osaka")
    flipper = FlipperWindow(table)
    qtbot.addWidget(flipper)
    flipper.show()
    table.flip()

    set_language("ja")

    shown = [
        w for w in QApplication.topLevelWidgets() if isinstance(w, FlipperWindow) and w.isVisible()
    ]
    assert shown == [flipper] and flipper.table is table
    assert flipper.flip_button.text() == "めくる"
    assert flipper.turn_label.text() == "1ターン目"
