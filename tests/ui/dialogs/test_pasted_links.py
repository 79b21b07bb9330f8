"""A friend's result or deal pasted inside a link, as a chat or a web page shares it
(``https://…/share?code=…``, ``…/?deal=55G4R``), a result code alone where a deal
code goes, and a friend's words in the card flipper's Deal from a code: the window
reads the deal in them, as New game reads the share line, where a result in a link was
"no such file" and a deal in a link (or a flipper's "deal 55g4r") dealt the cards of
the whole text."""

from __future__ import annotations

import pytest

from metrox_desktop.deal import DEAL_CODE_MAX
from metrox_desktop.ui.dialogs.new_game import NewGameDialog
from tests.ui.dialogs.test_pasted_codes import friend_code, no_flip_animation, pasted
from tests.ui.flipper.test_flipper import answer_code_dialog, open_flipper

__all__ = ["no_flip_animation"]


@pytest.mark.parametrize(
    "layout",
    [
        "https://example.com/share?code={code}",
        "Yuki: https://chat.example/r/{code}#top ",
        "<https://example.com/share?map=tokyo&code={code}>",
    ],
)
def test_a_result_in_a_link_seats_the_friend(qtbot, layout: str) -> None:
    dialog = pasted(qtbot, layout.format(code=friend_code()))
    assert dialog.problem() is None and dialog.play_button.isEnabled()
    assert [s.name for s in dialog.table().seats] == ["Ann", "Yuki"]


@pytest.mark.parametrize(
    "text",
    [
        "https://example.com/?deal=55g4r",
        "https://example.com/play?map=tokyo&deal=55G4R&lang=ja",
        "Play this: deal=55G4R",
        "ｈｔｔｐｓ：／／ｅｘａｍｐｌｅ．ｃｏｍ／？ｄｅａｌ＝５５Ｇ４Ｒ",
    ],
)
def test_a_deal_in_a_link_deals_its_code(qtbot, text: str) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.seed_edit.setText(text)
    assert dialog.options().seed == "55G4R", dialog.seed_edit.text()
    assert dialog.problem() is None


def test_a_result_code_alone_in_the_deal_code_deals_the_friends_deal(qtbot) -> None:
    """The code alone, as `share --code` prints it: the friend's deal on its map, where
    the code itself was taken for a deal code of one's own, without a word."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    code = friend_code("HXM7Q")
    assert len(code) <= DEAL_CODE_MAX  # it fits a deal code: it was taken for one
    dialog.seed_edit.setText(code)
    assert dialog.seed_edit.text() == "HXM7Q" and dialog.options().seed == "HXM7Q"
    assert dialog.options().map_id == "tokyo" and dialog.problem() is None


@pytest.mark.parametrize(
    "text",
    [
        "MetroX Tokyo, deal 55G4R - 25 points (49% of par).",
        "deal 55g4r",
        "https://example.com/?deal=55G4R",
        "{code}",
    ],
)
def test_the_flipper_deals_the_deal_a_friend_pasted(
    qtbot, no_flip_animation: None, text: str
) -> None:
    """Deal from a code reads a friend's words as New game does, where it dealt the
    cards of the whole text ("deal 55g4r" flipped the deal DEAL55G4R)."""
    window = open_flipper(qtbot)
    answer_code_dialog(text.format(code=friend_code("55G4R")))
    window.code_action.trigger()
    qtbot.waitUntil(lambda: window.table.flips.seed == "55G4R")
    assert "55G4R" in window.code_label.text() and "own" not in window.code_label.text()
