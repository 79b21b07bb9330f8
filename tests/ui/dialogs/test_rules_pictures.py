"""Help > Rules shows its rules on the app's own sheets: a full route taking a card,
Osaka's shared End, a crown and a diamond from a real two-player game, and the score
boxes with a penalty from the engine's table; captions in English and Japanese."""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument

from metrox_desktop.engine.scoring import penalty_for, solo_rank
from metrox_desktop.engine.state import EMPTY, Award
from metrox_desktop.ui.dialogs.rules_help import RulesDialog
from metrox_desktop.ui.dialogs.rules_pictures import EXAMPLE_EMPTY, example_game
from metrox_desktop.ui.language import set_language
from tests.ui.helpers import shown_number

NAMES = ("full-route", "shared-end", "crown", "diamond", "penalty", "score")


def drawn(image: QImage) -> int:
    """How many colours the picture has (a blank or missing one has one or none)."""
    small = image.scaled(80, 60)
    return len({small.pixel(x, y) for x in range(small.width()) for y in range(small.height())})


def test_every_picture_is_in_the_rules_with_its_caption(qtbot) -> None:
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    doc, html = dialog.browser.document(), dialog.browser.toHtml()
    text = dialog.browser.toPlainText()
    for name in NAMES:
        image = doc.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"sheet:{name}"))
        assert isinstance(image, QImage) and not image.isNull(), name
        assert drawn(image) > 20, name
        assert f"sheet:{name}" in html
        assert " ".join(dialog.pictures[name].caption.split()) in " ".join(text.split())
    assert "a 6 circled its six stations; the next 6 wrote only its indicator box" in text
    assert f"{EXAMPLE_EMPTY} empty stations: a penalty of {penalty_for(EXAMPLE_EMPTY)}." in text
    total = dialog.pictures["score"].caption
    assert solo_rank(int(shown_number(total.split()[3].rstrip(":")))).text in total


def test_the_pictures_come_from_a_game_played_by_the_rules() -> None:
    example = example_game()
    board, game, p = example.board, example.game, example.route
    ann, bo = game.sheets
    # Ann's New tram: every station filled, both indicator boxes written (the second
    # 6 found no empty station), the crown circled; Bo completed it a turn later.
    assert all(ann.marks[s] != EMPTY for s in board.route_stations[p])
    assert ann.indicators[p] == ("6", "6") and p not in ann.open_routes
    assert ann.awards[p] is Award.FIRST
    assert bo.awards[p] is Award.LATER and game.crown_crossed_out(1, p)
    assert not game.crown_crossed_out(0, p)
    # The shared End: one box, the last of both New tram and Yotsubashi.
    shared_end = board.route_stations[p][-1]
    assert board.route_stations[example.other][-1] == shared_end
    assert ann.marks[shared_end] != EMPTY


def test_the_captions_in_japanese(qtbot) -> None:
    set_language("ja")
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    for name in NAMES:
        caption = dialog.pictures[name].caption
        assert caption and not any(word in caption for word in ("the", "Ann,", "penalty")), name
