"""Help > Rules holds what a player looks up during a game: the penalty table and the
solo ranks (from the engine's own tables), a full route taking a card, Osaka's shared
End, and crowns and diamonds at a table; in Japanese too."""

from __future__ import annotations

from metrox_desktop.engine.scoring import SOLO_RANKS, penalty_for
from metrox_desktop.ui.dialogs.rules_help import RulesDialog
from metrox_desktop.ui.language import set_language


def plain(qtbot) -> str:
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    return dialog.browser.toPlainText()


def test_the_tables_and_the_rules_a_player_looks_up(qtbot) -> None:
    text = plain(qtbot)
    lines = [line.strip() for line in text.splitlines()]
    # Every penalty of the rulebook's table, each after its range of X.
    penalty = lines.index("Penalty")
    rows = lines[penalty + 1 : lines.index("21 or more")]
    table = dict(zip(rows[::2], rows[1::2], strict=True))
    assert table["0\u20135"] == "0" and table["6"] == "1" and table["9\u201310"] == "4"
    assert table["19\u201320"] == "9"
    assert lines[lines.index("21 or more") + 1] == str(penalty_for(21)) == "10"
    for lowest, rank in SOLO_RANKS:
        assert lines[lines.index(f"{lowest}+") + 1] == rank.text
    for words in (
        "only the indicator box is written",
        "P (New Tram) and Y (Yotsubashi)",
        "crosses that crown out",
        "circles the diamond",
    ):
        assert words in text


def test_the_tables_in_japanese(qtbot) -> None:
    set_language("ja")
    text = plain(qtbot)
    assert "天才" in text  # the genius rank, as the final dialog words it
    assert "Penalty" not in text and "or more" not in text and "Yotsubashi" not in text
