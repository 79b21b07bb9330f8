"""The final dialog from the game's worker process when the worker died: a worker killed
mid-game is followed by another that leaves nothing missing; a worker killed while the
dialog waits (for the turns' values, or for par itself after par so far), or one that
cannot start at all, leaves a dialog that says what could not be worked out, with what
was kept, never "..." for ever. Real worker processes (the worker valuing turns after
the fact: test_verdict_after_the_fact.py)."""

from __future__ import annotations

import os
import signal

import pytest

from metrox_desktop.engine.ai.par import PAR_WIDTH
from metrox_desktop.engine.ai.review import costly_turns, deal_par, line_choices
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.persistence.par_cache import remember_par
from metrox_desktop.ui.dialogs.par_section import ParSection
from metrox_desktop.ui.table.autoplay import play_turns
from metrox_desktop.ui.table.verdict import VerdictWorker
from tests.persistence.hostile import no_file_descriptor_free
from tests.ui.dialogs.test_verdict_after_the_fact import (
    LOADED,
    WIDTH,
    WORK,
    played_to_the_end,
    worker_on,
)
from tests.ui.helpers import open_window

pytestmark = pytest.mark.long  # run first: tests/conftest.py

FOR_EVER = 10**9  # playout cards a decision: a ranking that is never done


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
