"""A friend's result or deal pasted inside a link, as a chat or a web page shares it
(``https://…/share?code=…``, ``…/?deal=55G4R``): the window reads the code in it, as
it reads the share line, where a result in a link was "no such file" and a deal in a
link dealt the cards of "=55G4R" or of the whole link."""

from __future__ import annotations

import pytest

from metrox_desktop.ui.dialogs.new_game import NewGameDialog
from tests.ui.dialogs.test_pasted_codes import friend_code, pasted


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
