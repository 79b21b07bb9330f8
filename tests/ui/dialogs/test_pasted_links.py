"""A friend's result or deal pasted inside a link, as a chat or a web page shares it
(``https://…/share?code=…``, ``…/?deal=55G4R``), a result code alone where a deal
code goes, and a friend's words in the card flipper's Deal from a code: the window
reads the deal in them, as New game reads the share line, where a result in a link was
"no such file" and a deal in a link (or a flipper's "deal 55g4r") dealt the cards of
the whole text. A link with no code in it is said to hold none, with what to paste."""

from __future__ import annotations

import pytest

from metrox_desktop.deal import DEAL_CODE_MAX
from metrox_desktop.ui.dialogs.new_game import NewGameDialog
from metrox_desktop.ui.language import set_language
from tests.ui.dialogs.test_pasted_codes import friend_code, no_flip_animation, pasted
from tests.ui.flipper.test_flipper import answer_code_dialog, messages, open_flipper

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


LINKS_WITHOUT_A_CODE = (
    "https://example.org/share",
    "https://example.org/?lang=ja",
    "<www.example.org/metrox>",
    "https://example.org/deals",  # a word of the path that begins with "deal"
)


@pytest.mark.parametrize("link", LINKS_WITHOUT_A_CODE)
def test_a_link_without_a_code_in_play_against_a_result_says_what_to_paste(
    qtbot, link: str
) -> None:
    """A link to a page, with no result code in it: said to be one, with what to paste,
    where it was read as a file's name ("no such file")."""
    dialog = pasted(qtbot, link)
    problem = dialog.problem_label.text()
    assert problem.startswith(f"{link}: this link holds no game code"), problem
    assert "paste the result code your friend shared" in problem
    assert "file" not in problem and not dialog.play_button.isEnabled()


@pytest.mark.parametrize("link", LINKS_WITHOUT_A_CODE)
def test_a_link_without_a_code_in_new_games_deal_code_deals_nothing(qtbot, link: str) -> None:
    """New game does not deal the cards of the link's own text (a code of one's own that
    no friend shared): it says the link holds no code and what to paste."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.seed_edit.setText(link)
    assert dialog.problem() == (
        "This link holds no game code; paste the deal code or the result code your friend shared."
    )
    assert dialog.problem_label.text() == dialog.problem()
    assert not dialog.play_button.isEnabled()
    assert "of your own" not in dialog.seed_note.text()


def test_the_flipper_flips_no_deal_from_a_link_without_a_code(
    qtbot, no_flip_animation: None
) -> None:
    window = open_flipper(qtbot)
    seed = window.table.flips.seed
    answer_code_dialog("https://example.org/?lang=ja")
    window.code_action.trigger()
    qtbot.waitUntil(lambda: bool(messages(window)))
    assert messages(window) == [
        "This deal code cannot be used: this link holds no game code; paste the deal code"
        " or the result code your friend shared."
    ]
    assert window.table.flips.seed == seed


def test_a_link_without_a_code_is_said_in_japanese(qtbot) -> None:
    try:
        set_language("ja")
        dialog = pasted(qtbot, "https://example.org/share")
        new_game = NewGameDialog()
        qtbot.addWidget(new_game)
        new_game.seed_edit.setText("https://example.org/share")
        for problem in (dialog.problem_label.text(), new_game.problem() or ""):
            assert "リンク" in problem and "holds" not in problem, problem
    finally:
        set_language("en")
