"""The final dialog of a table game gives every person at the table their own share
line, under their name, each carrying that person's game (the bots get none)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from metrox_desktop.seats import parse_seats
from metrox_desktop.sharing.result_code import decode
from metrox_desktop.ui.dialogs.share_section import ShareSection
from tests.ui.helpers import open_window, play_to_the_end


def test_every_person_at_the_table_gets_their_share_line(qtbot) -> None:
    window = open_window(qtbot)
    play_to_the_end(window, "tokyo", "SHARE3", parse_seats("Ann,Bot:greedy,Bo"))
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=10_000)
    assert window.score_dialog is not None
    sections = window.score_dialog.findChildren(ShareSection)
    assert [s.player for s in sections] == [0, 2]  # Ann and Bo, not the bot
    totals = [sheet.total for sheet in window.session.scores()]
    for section, name in zip(sections, ("Ann", "Bo"), strict=True):
        code = section.code_label.text()
        assert decode(code).players == [name]  # a friend plays against this person
        assert f"\u2013 {totals[section.player]} points" in section.line
        section.copy_button.click()
        assert section.copy_button.text() == "Copied"
    labels = [label.text() for label in window.score_dialog.findChildren(QLabel)]
    assert "Ann:" in labels and "Bo:" in labels
