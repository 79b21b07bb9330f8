"""A costly turn's review (the final dialog's Show) fits the screen, shows the whole
sheet and its legend unclipped, in English and in Japanese, and a screen reader can
name its parts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from metrox_desktop.engine.ai import strategy_named
from metrox_desktop.engine.ai.review import bot_game, costly_turns
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.ui.dialogs.turn_review import TurnReviewDialog
from metrox_desktop.ui.language import set_language
from tests.ui.window.test_screen_reader_names import unnamed


def shown_whole(widget: QWidget, dialog: QWidget) -> bool:
    at = widget.mapTo(dialog, widget.rect().topLeft())
    return dialog.rect().contains(QRect(at, widget.size()))


@pytest.mark.parametrize(("map_id", "language"), [("tokyo", "en"), ("osaka", "ja")])
def test_the_review_fits_the_screen_with_the_whole_sheet_and_its_legend(
    qtbot, map_id: str, language: str
) -> None:
    board, deck = Board.load(map_id), load_deck()
    played = bot_game(board, deck, "TURN3", strategy_named("greedy")).record()
    [turn] = costly_turns(played, board, deck, 0, 1, work=10)  # a small real search
    try:
        set_language(language)
        dialog = TurnReviewDialog(board, played, deck, turn, 0)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
    finally:
        set_language("en")
    free = dialog.screen().availableGeometry()  # offscreen: 800x800, less than asked
    assert free.contains(dialog.frameGeometry())
    [box] = dialog.findChildren(QDialogButtonBox)
    [close] = box.buttons()
    assert close.isVisible() and shown_whole(close, dialog)
    # The whole sheet is in view, scaled to the room.
    view = dialog.view
    sheet = view.mapFromScene(dialog.scene.sceneRect()).boundingRect()
    assert view.viewport().rect().contains(sheet)
    assert unnamed(dialog) == []  # a screen reader names the sheet too
    # The legend reads whole: each line as wide as its text.
    for label in (dialog.chosen_label, dialog.best_label):
        assert label.width() >= label.sizeHint().width(), label.text()
        assert shown_whole(label, dialog)
