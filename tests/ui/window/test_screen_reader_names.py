"""Every control a player can use has a name a screen reader can say.

The walk asks Qt's accessibility layer (what a screen reader gets) for the name of
every visible interactive widget: buttons, lists, tables, text fields, combo boxes,
the sheet view, and our own widgets that take clicks (small sheets, cards). A
button's text is its name; the others need ``setAccessibleName``. The inner parts of
a scrolling widget (its viewport, scroll bars, table headers) belong to it.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsView,
    QHeaderView,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollBar,
    QTabBar,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.engine.cards import Card
from metrox_desktop.engine.match import Phase
from metrox_desktop.seats import parse_seats
from metrox_desktop.ui.dialogs.against_results import AgainstResultsDialog
from metrox_desktop.ui.dialogs.discards import DiscardDialog
from metrox_desktop.ui.dialogs.new_game import NewGameDialog
from metrox_desktop.ui.dialogs.rules_help import RulesDialog
from metrox_desktop.ui.flipper.window import show_flipper
from metrox_desktop.ui.inspector.window import InspectorWindow
from metrox_desktop.ui.table.autoplay import play_turns
from tests.ui.helpers import open_window, play_to_the_end, replace_without_asking

INTERACTIVE = (
    QAbstractButton,
    QAbstractItemView,
    QGraphicsView,
    QTextEdit,
    QPlainTextEdit,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QTabBar,
)


def takes_clicks(widget: QWidget) -> bool:
    """One of our own widgets that answers the mouse (a small sheet, a card)."""
    kind = type(widget)
    if not kind.__module__.startswith("metrox_desktop"):
        return False
    return any(
        getattr(kind, name) is not getattr(QWidget, name)
        for name in ("mousePressEvent", "mouseReleaseEvent")
    )


def part_of_another(widget: QWidget) -> bool:
    """A scroll bar, a table's header, a scrolling widget's viewport: parts of a control."""
    if isinstance(widget, (QScrollBar, QHeaderView)):
        return True
    parent = widget.parentWidget()
    return isinstance(parent, QAbstractScrollArea) and not isinstance(widget, INTERACTIVE)


def unnamed(top: QWidget) -> list[str]:
    """The visible interactive widgets of ``top`` a screen reader could not name."""
    missing = []
    for widget in (top, *top.findChildren(QWidget)):
        if not widget.isVisibleTo(top) or part_of_another(widget):
            continue
        if not (
            isinstance(widget, INTERACTIVE) or widget.focusPolicy().value or takes_clicks(widget)
        ):
            continue
        face = QAccessible.queryAccessibleInterface(widget)
        name = face.text(QAccessible.Text.Name) if face is not None else ""
        if not name.strip():
            missing.append(f"{type(widget).__name__} {widget.objectName()!r} in {top}")
    return missing


def test_the_walk_finds_a_control_without_a_name(qtbot) -> None:
    box = QWidget()
    qtbot.addWidget(box)
    layout = QVBoxLayout(box)
    named, nameless, icon_only = QPushButton("Flip card"), QPushButton(), QPushButton()
    icon_only.setAccessibleName("Discard pile")
    for button in (named, nameless, icon_only):
        layout.addWidget(button)
    box.show()
    assert len(unnamed(box)) == 1


def test_every_control_of_the_game_window_has_a_name(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="names")
    play_turns(window.session, 3)
    window.controller.flip()
    assert unnamed(window) == []


def test_every_control_with_several_seats_has_a_name(qtbot) -> None:
    window = open_window(qtbot)
    seats = parse_seats("Ann,Bo,Bot:greedy")
    window.start_game("tokyo", "okazu-20", "names", seats)
    play_turns(window.session, 4)
    qtbot.waitUntil(lambda: window.table.isVisible())
    assert unnamed(window) == []
    replace_without_asking()  # the same game near its end: its last card played here
    play_to_the_end(window, "tokyo", "names", seats)
    window.controller.sync_scene()
    dialog = window.show_score_dialog()
    assert dialog is not None
    qtbot.addWidget(dialog)
    assert unnamed(dialog) == []


def test_every_control_of_the_dialogs_has_a_name(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="names")
    dialogs = [
        NewGameDialog("tokyo", "okazu-20", window, parse_seats("Ann,Bot:greedy")),
        RulesDialog(window),
        DiscardDialog([Card.parse("4"), Card.parse("star")], 2, 10, window),
        AgainstResultsDialog(parse_seats("Ann"), window),  # its paste box above all
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        assert unnamed(dialog) == []
        dialog.close()
    flipper = show_flipper(window, "tokyo")
    qtbot.addWidget(flipper)
    assert unnamed(flipper) == []


def test_a_seats_remove_button_is_named_by_what_it_does(qtbot) -> None:
    """New game's button that takes a seat away is heard as "Remove this player", not as
    the sign drawn on it ("✕", "multiplication x")."""
    from metrox_desktop.ui.dialogs.seat_list import SeatRow

    dialog = NewGameDialog("tokyo", "okazu-20", None, parse_seats("Ann,Bot:greedy"))
    qtbot.addWidget(dialog)
    dialog.show()
    rows = dialog.findChildren(SeatRow)
    assert len(rows) == 2
    for row in rows:
        face = QAccessible.queryAccessibleInterface(row.remove_button)
        assert face is not None and face.text(QAccessible.Text.Name) == "Remove this player"


def test_the_rules_say_how_to_play_from_the_keyboard_with_the_windows_own_keys(qtbot) -> None:
    window = open_window(qtbot)
    rules = RulesDialog(window)
    qtbot.addWidget(rules)
    text = rules.browser.toPlainText()
    assert "Playing with the keyboard only" in text
    shortcuts = {
        sequence.toString() for action in window.actions() for sequence in action.shortcuts()
    }
    for key in ("Space", "Ctrl+Z", "Shift+H", "Ctrl+D", "Ctrl+Shift+N", "Ctrl+0", "F6", "F1"):
        assert key in text
        assert key in shortcuts, key  # the help names keys the window really has


def test_every_control_of_the_map_inspector_has_a_name(qtbot) -> None:
    inspector = InspectorWindow("tokyo")
    qtbot.addWidget(inspector)
    inspector.show()
    for tab in range(inspector.tabs.count()):  # every tab's table or list, shown in turn
        inspector.tabs.setCurrentIndex(tab)
        assert unnamed(inspector) == []


def test_the_card_on_the_table_is_named_as_players_say_it_in_the_windows_language(qtbot):
    """A player who cannot see the card hears "circled 2", "free circle" (in Japanese
    too, once the language changes), never the record's code ("circled-2", "free")."""
    from metrox_desktop.ui.language import set_language

    window = open_window(qtbot)
    window.start_game("tokyo", seed="B1G99")  # a circled 2 and a free circle early
    card = window.panel.card_widget
    assert card.accessibleName() == "No card flipped"
    spoken = {"circled-2": "circled 2", "free": "free circle", "star": "star", "4": "4"}
    heard = {"circled-2": "丸数字2", "free": "フリー丸"}
    seen: set[str] = set()
    try:
        while window.session.phase is not Phase.OVER and not set(heard) <= seen:
            window.controller.flip()
            code = window.session.card.code
            seen.add(code)
            if code in spoken:
                set_language("en")
                assert card.accessibleName() == spoken[code]
            if code in heard:
                set_language("ja")  # the name follows the language, the card still up
                assert card.accessibleName() == heard[code]
                set_language("en")
            play_turns(window.session, 1)
    finally:
        set_language("en")
    assert set(heard) <= seen
