"""The Share line's share of par is the one of the par the final dialog shows: par so
far first, then par itself, higher, when the search finds a better line."""

from __future__ import annotations

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import replay
from metrox_desktop.engine.scoring import score
from metrox_desktop.ui.dialogs.share_section import ShareSection
from tests.sharing.games import bot_record

TOKYO = Board.load("tokyo")


def test_the_share_of_par_follows_par_as_the_dialog_finds_a_better_line(qtbot) -> None:
    record = bot_record(TOKYO, "HXM7Q", ["Ann"], ["greedy"])
    total = score(TOKYO, replay(record, TOKYO).sheets[0]).total
    shown = {"par": 54, "settled": False}  # par so far, as the par section shows it
    section = ShareSection(
        record, 0, TOKYO, lambda: shown["par"], settled=lambda: bool(shown["settled"])
    )
    qtbot.addWidget(section)
    so_far, itself = round(100 * total / 54), round(100 * total / 58)
    assert so_far != itself
    assert f"({so_far}% of par)" in section.line
    shown.update(par=58, settled=True)  # par itself: a better line than par so far
    qtbot.waitUntil(lambda: f"({itself}% of par)" in section.line)
    assert f"({itself}% of par)" in section.line_label.text()
