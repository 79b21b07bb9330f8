"""The Share line's share of par is the one of the par the final dialog shows: the
game's worker tells par so far first, then par itself, higher when its wider search
finds a better line, and the line follows. A real worker process."""

from __future__ import annotations

import pytest

from metrox_desktop.ui.dialogs.par_section import ParSection
from metrox_desktop.ui.dialogs.share_section import ShareSection
from metrox_desktop.ui.table.autoplay import play_turns
from metrox_desktop.ui.table.verdict import VerdictWorker
from tests.ui.helpers import open_window

pytestmark = pytest.mark.long  # run first: tests/conftest.py

LOADED = 120_000  # ms: a generous wait for a loaded CI machine


def test_the_share_of_par_follows_par_so_far_then_par_itself(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(VerdictWorker, "autostart", True)
    monkeypatch.setattr(VerdictWorker, "width", 150)  # par itself a few seconds after
    monkeypatch.setattr(VerdictWorker, "work", 100)
    window = open_window(qtbot)
    window.start_game("tokyo", seed="OLDGAME")  # par so far 48, par itself 50
    play_turns(window.session, 10_000)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5_000)
    assert window.score_dialog is not None
    [section] = window.score_dialog.findChildren(ParSection)
    [share] = window.score_dialog.findChildren(ShareSection)
    total = window.session.scores()[0].total
    qtbot.waitUntil(lambda: section.par is not None, timeout=LOADED)
    assert section.par is not None
    so_far = section.par.par
    qtbot.waitUntil(lambda: section.done, timeout=LOADED)
    itself = section.par.par
    assert round(100 * total / so_far) != round(100 * total / itself)  # par rose
    assert section.par_label.text() == f"<b>{itself}</b>"
    assert f"({round(100 * total / itself)}% of par)" in share.line
    assert f"({round(100 * total / itself)}% of par)" in share.line_label.text()
