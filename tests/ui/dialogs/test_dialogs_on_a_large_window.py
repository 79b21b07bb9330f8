"""A large window (a shared screen read from across a table) gets large dialogs: over
a 2560x1440 window the final score and the final ranking are drawn as much larger as
the window's own panels are (``table_layout.display_scale``): their texts, the
ranking's columns, route chips and medals, and a section added later; New game, the
discard pile (its cards too) and the rules likewise. At the default size they are as
before."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QPushButton, QWidget

from metrox_desktop.engine.ai import play_game, strategy_named
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, load_deck
from metrox_desktop.engine.scoring import score
from metrox_desktop.seats import Seat
from metrox_desktop.ui.dialogs.discards import DiscardDialog
from metrox_desktop.ui.dialogs.new_game import NewGameDialog
from metrox_desktop.ui.dialogs.rules_help import RulesDialog
from metrox_desktop.ui.dialogs.score import ScoreDialog
from metrox_desktop.ui.table.table_layout import display_scale

LARGE, DEFAULT = (2560, 1440), (1280, 860)


def window_of(qtbot, size: tuple[int, int]) -> QMainWindow:
    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(*size)
    return window


def final_dialog(qtbot, size: tuple[int, int], players: int) -> tuple[QMainWindow, ScoreDialog]:
    """The final dialog of a greedy game over a window of ``size`` (kept by the caller:
    the window holds its dialog)."""
    board = Board.load("tokyo")
    names = ["Ann", "Bo", "Cy"][:players]
    greedy = strategy_named("greedy")
    game = play_game(board, load_deck(), names, [greedy] * players, "LARGE")
    scores = [score(board, sheet) for sheet in game.sheets]
    seats = tuple(Seat(name) for name in names)
    window = window_of(qtbot, size)
    dialog = ScoreDialog(board, scores, "LARGE", window, seats=seats)
    return window, dialog


def points(widget: QWidget) -> float:
    return QFontInfo(widget.font()).pointSizeF()


def named(dialog: ScoreDialog, name: str) -> QLabel:
    label = dialog.findChild(QLabel, name)
    assert label is not None, name
    return label


@pytest.mark.parametrize("players", [1, 3])
def test_the_final_dialog_grows_with_a_large_window(qtbot, players: int) -> None:
    scale = display_scale(*LARGE)
    assert scale > 1.6
    (_w1, small), (_w2, large) = (
        final_dialog(qtbot, DEFAULT, players),
        final_dialog(qtbot, LARGE, players),
    )
    for name in ("title", "total"):  # sized by the dialog's styles
        assert points(named(large, name)) == pytest.approx(scale * points(named(small, name)), 0.05)
    button = large.findChild(QPushButton)  # and a text of the system's size
    assert button is not None
    assert points(button) == pytest.approx(scale * points(small.findChild(QPushButton)), 0.05)
    assert large.sizeHint().width() >= 1.5 * small.sizeHint().width()
    # A part added once the dialog is built (par's section) is as large as the rest.
    note = QLabel("Par: 64")
    large.add_section("How good was it?", note)
    assert points(note) == pytest.approx(points(button), 0.05)


def test_costly_turns_that_arrive_later_are_as_large_as_the_rest(qtbot) -> None:
    from metrox_desktop.engine.ai.review import CostlyTurn
    from metrox_desktop.ui.dialogs.par_section import ParSection
    from tests.sharing.games import bot_record

    board = Board.load("tokyo")
    record = bot_record(board, "LARGE", ["Ann"], ["greedy"])
    _window, dialog = final_dialog(qtbot, LARGE, 1)
    section = ParSection(board, load_deck(), record, [10], [0], review=lambda *_: None)
    section.cancel()
    dialog.add_section("How good was it?", section)
    button = dialog.findChild(QPushButton)
    turn = CostlyTurn(3, record.turns[2].card, None, 30.0, None, 34.5)
    section.show_turns(0, [turn])  # as the worker's answer arrives, after the dialog grew
    rows = [label for label in section.findChildren(QLabel) if "Turn 3" in label.text()]
    assert rows
    # Once the dialog has made room for them (its content asks for more room):
    qtbot.waitUntil(lambda: points(rows[0]) == pytest.approx(points(button), 0.05))


def test_the_ranking_s_columns_chips_and_medals_grow_too(qtbot) -> None:
    scale = display_scale(*LARGE)
    (_w1, small), (_w2, large) = final_dialog(qtbot, DEFAULT, 3), final_dialog(qtbot, LARGE, 3)
    assert small.ranking is not None and large.ranking is not None
    row, big_row = small.ranking.rows[0], large.ranking.rows[0]
    assert big_row.routes.chip_height == round(scale * row.routes.chip_height)
    assert big_row.place_label.width() == round(scale * row.place_label.width())
    assert big_row.values["total"].width() == round(scale * row.values["total"].width())
    assert points(big_row.name_label) == pytest.approx(scale * points(row.name_label), 0.05)


def test_at_the_default_size_the_dialog_is_as_before(qtbot) -> None:
    _window, dialog = final_dialog(qtbot, DEFAULT, 3)
    assert dialog.scale == 1
    assert dialog.ranking is not None
    assert dialog.ranking.rows[0].routes.chip_height == 26


def the_other_dialogs(window: QMainWindow) -> dict[str, QDialog]:
    """The game window's other dialogs over ``window``."""
    cards = [Card.parse(code) for code in ("3", "circled-2", "star", "free")]
    return {
        "new game": NewGameDialog("tokyo", "okazu-20", window),
        "discard pile": DiscardDialog(cards, 4, 16, window),
        "rules": RulesDialog(window),
    }


def test_the_other_dialogs_grow_with_a_large_window_too(qtbot) -> None:
    scale = display_scale(*LARGE)
    small_window, large_window = window_of(qtbot, DEFAULT), window_of(qtbot, LARGE)
    small, large = the_other_dialogs(small_window), the_other_dialogs(large_window)
    for name, dialog in large.items():
        before = small[name]
        button, big_button = before.findChild(QPushButton), dialog.findChild(QPushButton)
        assert button is not None and big_button is not None, name
        assert points(big_button) == pytest.approx(scale * points(button), 0.05), name
    # Pictures too: the discard pile's cards, the rules' window, the map's preview.
    discards, big_discards = small["discard pile"], large["discard pile"]
    assert isinstance(discards, DiscardDialog) and isinstance(big_discards, DiscardDialog)
    assert big_discards.list.iconSize() == discards.list.iconSize() * scale
    assert large["rules"].width() >= 1.5 * small["rules"].width()
    new_game, big_new_game = small["new game"], large["new game"]
    assert isinstance(new_game, NewGameDialog) and isinstance(big_new_game, NewGameDialog)
    assert big_new_game.preview.minimumWidth() >= 1.5 * new_game.preview.minimumWidth()
