"""The final dialog from the game's worker process when the turns were not ranked as they
were played: turns written before the worker followed the game (a game resumed from a
window that had none) are valued by it after the fact and listed; par of the game
before, coming after a new game started, is never shown as the new game's. A worker
that dies or cannot start: test_verdict_when_the_worker_dies.py. Real worker processes."""

from __future__ import annotations

import pytest

from metrox_desktop.engine.ai.review import costly_turns, deal_par, turn_values
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.persistence.review_cache import ReviewCache
from metrox_desktop.ui.dialogs.par_section import ParSection
from metrox_desktop.ui.table.autoplay import play_turns
from metrox_desktop.ui.table.verdict import VerdictWorker
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import open_window

pytestmark = pytest.mark.long  # run first: tests/conftest.py

WIDTH, WORK = 4, 100  # small searches: the test checks where the values come from
LOADED = 120_000  # ms: a generous wait for a loaded CI machine


def worker_on(monkeypatch: pytest.MonkeyPatch, work: int) -> None:
    monkeypatch.setattr(VerdictWorker, "autostart", True)
    monkeypatch.setattr(VerdictWorker, "width", WIDTH)
    monkeypatch.setattr(VerdictWorker, "work", work)
    monkeypatch.setattr(ParSection, "default_width", WIDTH)
    monkeypatch.setattr(ParSection, "default_work", WORK)


def played_to_the_end(qtbot, map_id: str, seed: str) -> MainWindow:
    """A window whose game on ``seed`` is played to its end, the final dialog shown."""
    window = open_window(qtbot)
    window.start_game(map_id, seed=seed)
    play_turns(window.session, 10_000)  # played faster than the worker ranks
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5_000)
    assert window.score_dialog is not None
    return window


def test_turns_played_before_the_worker_followed_are_valued_by_it_and_listed_at_the_end(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = open_window(qtbot)  # a window without a worker (as the tests' default)
    first.open_at_start("tokyo", "okazu-20", "AFTER1")
    play_turns(first.session, 3)
    first.close()

    worker_on(monkeypatch, WORK)
    again = open_window(qtbot)
    again.open_at_start("tokyo", "okazu-20", None)  # the game goes on where it was left
    session = again.session
    assert session.turn == 3
    session.flip()
    verdict = session.verdict
    assert verdict is not None and verdict.value(0, 1) is None  # nothing kept of turns 1-3
    qtbot.waitUntil(lambda: not verdict.busy, timeout=LOADED)
    board, deck, record = session.board, load_deck(), session.match.record()
    for turn in (1, 2, 3):  # each valued in the worker, as the replay viewer values it
        expected = next(turn_values(record, board, deck, 0, WORK, start=turn))
        assert verdict.value(0, turn) == expected
    assert ReviewCache(record).get(0, 2) == verdict.value(0, 2)  # kept for the History

    play_turns(session, 10_000)
    qtbot.waitUntil(lambda: again.score_dialog is not None, timeout=5_000)
    assert again.score_dialog is not None
    [section] = again.score_dialog.findChildren(ParSection)
    qtbot.waitUntil(lambda: section.done, timeout=LOADED)
    record = session.match.record()
    assert section.costly[0] == costly_turns(record, board, deck, 0, 3, WORK)
    assert not section.status.isVisible() and not section.busy.isVisible()


def test_par_of_the_game_before_coming_after_a_new_game_started_is_never_taken_as_its_own(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    worker_on(monkeypatch, WORK)
    monkeypatch.setattr(VerdictWorker, "width", 150)  # par itself a few seconds after
    window = played_to_the_end(qtbot, "tokyo", "OLDGAME")
    assert window.score_dialog is not None
    window.score_dialog.reject()
    verdict = window.session.verdict
    assert verdict is not None
    qtbot.waitUntil(lambda: verdict.par is not None, timeout=LOADED)  # par so far
    assert verdict.par is not None and not verdict.par_final  # par itself: still searched
    old_strong = verdict.par[1]
    monkeypatch.setattr(VerdictWorker, "width", WIDTH)
    # At once: par itself of the game before comes meanwhile (the worker answers in order).
    window.start_game("tokyo", seed="NEWGAME")
    seen: list[tuple[int, int] | None] = []
    verdict.known.connect(lambda: seen.append(verdict.par))
    play_turns(window.session, 10_000)
    qtbot.waitUntil(lambda: verdict.par_final, timeout=LOADED)
    board = window.session.board
    found = deal_par(board, load_deck(), "NEWGAME", WIDTH, strong_work=WORK)
    assert verdict.par == (found.par, found.strong) and found.strong != old_strong
    assert all(par is None or par[1] == found.strong for par in seen), seen
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5_000)
    assert window.score_dialog is not None
    [section] = window.score_dialog.findChildren(ParSection)
    qtbot.waitUntil(lambda: section.done, timeout=LOADED)
    assert section.par_label.text() == f"<b>{found.par}</b>"
    assert section.strong_label.text() == f"<b>{found.strong}</b>"
