"""The final dialog from the game's worker process when the turns were not ranked as they
were played, or the worker died: turns written before the worker followed the game (a
game resumed from a window that had none) are valued by it after the fact and listed; a
worker killed mid-game is followed by another that leaves nothing missing; a worker
killed while the dialog waits (for the turns' values, or for par itself after par so
far), or one that cannot start at all, leaves a dialog that says what could not be
worked out, with what was kept, never "..." for ever; par of the game before, coming
after a new game started, is never shown as the new game's. Real worker processes."""

from __future__ import annotations

import os
import signal

import pytest

from metrox_desktop.engine.ai.par import PAR_WIDTH
from metrox_desktop.engine.ai.review import costly_turns, deal_par, line_choices, turn_values
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.persistence.par_cache import remember_par
from metrox_desktop.persistence.review_cache import ReviewCache
from metrox_desktop.ui.dialogs.par_section import ParSection
from metrox_desktop.ui.table.autoplay import play_turns
from metrox_desktop.ui.table.verdict import VerdictWorker
from metrox_desktop.ui.window.main_window import MainWindow
from tests.persistence.hostile import no_file_descriptor_free
from tests.ui.helpers import open_window

pytestmark = pytest.mark.long  # run first: tests/conftest.py

WIDTH, WORK = 4, 100  # small searches: the test checks where the values come from
FOR_EVER = 10**9  # playout cards a decision: a ranking that is never done
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


def test_a_worker_killed_while_the_final_dialog_waits_for_the_turns_says_what_is_missing(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Par of the deal kept from an earlier game; the turns' rankings take for ever.
    board, deck = Board.load("tokyo"), load_deck()
    found = deal_par(board, deck, "KILLED2", WIDTH, strong_work=WORK)
    line = line_choices(found.record)
    remember_par(board.map_id, deck.id, "KILLED2", found.par, found.strong, line)
    worker_on(monkeypatch, FOR_EVER)
    window = played_to_the_end(qtbot, board.map_id, "KILLED2")
    assert window.score_dialog is not None
    [section] = window.score_dialog.findChildren(ParSection)
    assert section.par_label.text() == f"<b>{found.par}</b>"  # kept: shown at once
    assert section.status.isVisible() and section.busy.isVisible()  # the turns to come
    verdict = window.session.verdict
    assert verdict is not None and verdict.process_id is not None
    os.kill(verdict.process_id, signal.SIGKILL)
    qtbot.waitUntil(lambda: not section.busy.isVisible(), timeout=LOADED)
    said = section.status.text()
    assert "could not be worked out" in said and "the worker process ended" in said
    assert not said.startswith("Par")  # par is there, in its row: the choices are missing
    assert section.par_label.text() == f"<b>{found.par}</b>"
    assert section.strong_label.text() == f"<b>{found.strong}</b>"


def test_a_worker_killed_while_par_itself_is_searched_leaves_par_so_far_said_as_such(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Par as wide as the app searches it (seconds): par so far comes first, then the
    # worker dies before par itself. Every costly turn is listed by then.
    worker_on(monkeypatch, WORK)
    monkeypatch.setattr(VerdictWorker, "width", PAR_WIDTH)
    window = open_window(qtbot)
    window.start_game("tokyo", seed="SOFAR1")
    play_turns(window.session, 10_000)
    verdict = window.session.verdict
    assert verdict is not None
    qtbot.waitUntil(lambda: verdict.par is not None, timeout=LOADED)
    assert not verdict.par_final and verdict.process_id is not None
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5_000)
    assert window.score_dialog is not None
    [section] = window.score_dialog.findChildren(ParSection)
    qtbot.waitUntil(lambda: 0 in section.costly, timeout=LOADED)
    assert section.status.text().startswith("Par so far")
    os.kill(verdict.process_id, signal.SIGKILL)
    qtbot.waitUntil(lambda: not section.busy.isVisible(), timeout=LOADED)
    said = section.status.text()
    assert said.startswith("Par so far") and "the worker process ended" in said, said
    assert section.par_label.text() == f"<b>{verdict.par[0]}</b>"


def test_a_worker_killed_mid_game_leaves_nothing_missing_from_the_final_dialog(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    worker_on(monkeypatch, WORK)
    window = open_window(qtbot)
    window.start_game("tokyo", seed="AGAIN1")
    session = window.session
    play_turns(session, 3)
    session.flip()  # its ranking asked for, and par: the worker dies on them
    verdict = session.verdict
    assert verdict is not None and verdict.process_id is not None
    killed = verdict.process_id
    os.kill(killed, signal.SIGKILL)
    qtbot.waitUntil(lambda: verdict.process_id is None, timeout=LOADED)  # heard of it
    play_turns(session, 10_000)  # the next card starts another, asked what is missing
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5_000)
    assert window.score_dialog is not None
    [section] = window.score_dialog.findChildren(ParSection)
    qtbot.waitUntil(lambda: section.done, timeout=LOADED)
    assert verdict.process_id not in (None, killed)
    board, deck, record = session.board, load_deck(), session.match.record()
    found = deal_par(board, deck, "AGAIN1", WIDTH, strong_work=WORK)
    assert section.par_label.text() == f"<b>{found.par}</b>"
    assert section.costly[0] == costly_turns(record, board, deck, 0, 3, WORK)
    assert not section.status.isVisible()


@pytest.mark.parametrize("par_kept", [False, True], ids=["par to come", "par kept"])
def test_the_final_ranking_opened_when_no_worker_can_start_says_what_cannot_be_had(
    qtbot, monkeypatch: pytest.MonkeyPatch, par_kept: bool
) -> None:
    board, deck = Board.load("tokyo"), load_deck()
    found = deal_par(board, deck, "NOSTART2", WIDTH, strong_work=WORK)
    if par_kept:  # from an earlier game of the deal
        line = line_choices(found.record)
        remember_par(board.map_id, deck.id, "NOSTART2", found.par, found.strong, line)
    worker_on(monkeypatch, FOR_EVER)
    window = played_to_the_end(qtbot, "tokyo", "NOSTART2")
    assert window.score_dialog is not None
    window.score_dialog.reject()
    verdict = window.session.verdict
    assert verdict is not None and verdict.process_id is not None
    os.kill(verdict.process_id, signal.SIGKILL)
    qtbot.waitUntil(lambda: verdict.process_id is None, timeout=LOADED)
    with no_file_descriptor_free(3):  # a file can be read; no worker can start
        window.menus.ranking_action.trigger()  # Game > Final ranking
    assert window.score_dialog is not None
    [section] = window.score_dialog.findChildren(ParSection)
    assert verdict.failure is not None and "could not start" in verdict.failure
    qtbot.wait(50)  # anything still to come
    said = section.status.text()
    assert "could not start" in said and not section.busy.isVisible()
    if par_kept:
        assert said.startswith("The costliest choices could not be worked out"), said
        assert section.par_label.text() == f"<b>{found.par}</b>"
    else:
        assert said.startswith("Par could not be worked out"), said
        assert section.par_label.text() == "could not be worked out"


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
