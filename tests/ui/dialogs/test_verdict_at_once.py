"""The verdict at once: par, the strong AI's score and the costliest turns are worked
out in a worker process while the game is played, so the final dialog shows them from
what was kept (the time from the last choice to a filled dialog: benchmarks/
bench_verdict.py); the worker process ends with the window and never outlives the app."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from metrox_desktop.engine.ai.montecarlo import RankedChoice
from metrox_desktop.engine.ai.par import PAR_WIDTH
from metrox_desktop.engine.ai.review import costly_turns, deal_par
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.persistence.review_cache import ReviewCache
from metrox_desktop.seats import parse_seats
from metrox_desktop.ui.dialogs.par_section import ParSection
from metrox_desktop.ui.table import verdict as verdict_module
from metrox_desktop.ui.table.autoplay import choose_for_all, play_turns
from metrox_desktop.ui.table.verdict import VerdictWorker
from tests.ui.helpers import open_window

pytestmark = pytest.mark.long  # run first: tests/conftest.py

WIDTH, WORK = 4, 100  # small searches: the test checks where the values come from
LOADED = 120_000  # ms: a generous wait for a loaded CI machine


@pytest.fixture
def worker(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(VerdictWorker, "autostart", True)
    monkeypatch.setattr(VerdictWorker, "width", WIDTH)
    monkeypatch.setattr(VerdictWorker, "work", WORK)
    monkeypatch.setattr(ParSection, "default_width", WIDTH)
    monkeypatch.setattr(ParSection, "default_work", WORK)


def gone(pid: int) -> bool:
    """Whether process ``pid`` has ended (a zombie nobody reaped has ended too)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return True
    return state in ("Z", "X")


def test_the_final_dialog_shows_par_and_costly_turns_kept_while_the_game_was_played(
    qtbot, worker: None
) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="PAR5")
    session = window.session
    assert session.verdict is None  # no worker before the first card
    kept_before_last = False
    rankings: dict[int, list[RankedChoice]] = {}
    while session.phase.name != "OVER":
        session.flip()
        verdict = session.verdict
        assert verdict is not None
        turn = session.turn
        # The person's position is ranked at the flip (what the Hint shows) ...
        qtbot.waitUntil(lambda v=verdict, t=turn: v.ranking(t, 0) is not None, timeout=LOADED)
        rankings[turn] = verdict.ranking(turn, 0) or []
        # what was kept before this turn (the last one, at the end)
        kept_before_last = verdict.par is not None and all(
            verdict.value(0, t) for t in range(1, turn)
        )
        choose_for_all(session)
        # ... and the turn is valued from it as soon as it is written: no second search.
        value = verdict.value(0, turn)
        assert (
            value is not None
            and value.chosen_expected
            == dict(rankings[turn])[Choice.parse(value.chosen, session.board)]
        )
        assert (value.best, value.best_expected) == (
            rankings[turn][0][0].text(session.board),
            rankings[turn][0][1],
        )
        if session.phase.name != "OVER":
            qtbot.waitUntil(lambda v=verdict: not v.busy, timeout=LOADED)  # a person's pace
    assert kept_before_last  # par and every turn but the last, kept before the last choice
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5_000)
    assert window.score_dialog is not None
    [section] = window.score_dialog.findChildren(ParSection)
    qtbot.waitUntil(lambda: section.done, timeout=LOADED)

    board, deck, record = session.board, load_deck(), session.match.record()
    found = deal_par(board, deck, "PAR5", WIDTH, strong_work=WORK)  # as worked out at the end
    assert section.par is not None and (section.par.par, section.par.strong) == (
        found.par,
        found.strong,
    )
    assert section.par_label.text() == f"<b>{found.par}</b>"
    assert section.strong_label.text() == f"<b>{found.strong}</b>"
    assert section.costly[0] == costly_turns(record, board, deck, 0, 3, WORK)
    assert not section.status.isVisible() and not section.busy.isVisible()
    # Kept with the game: the replay viewer reads the same values.
    assert ReviewCache(record).get(0, len(record.turns)) is not None


def test_a_table_played_to_the_end_finds_par_and_each_persons_costly_turns_in_the_final_dialog(
    qtbot, worker: None
) -> None:
    # Two people and two bots, every turn chosen at once (no one waits for the worker):
    # the final dialog shows par, the strong AI's score and each person's costliest
    # turns, as the dialog would work them out itself.
    window = open_window(qtbot)
    window.start_game("osaka", seed="TABLE3", seats=parse_seats("Ann,Kai,Bo:greedy,Lu:random"))
    session = window.session
    play_turns(session, 10_000)
    assert session.phase.name == "OVER" and session.verdict is not None
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5_000)
    assert window.score_dialog is not None
    [section] = window.score_dialog.findChildren(ParSection)
    assert section.players == (0, 1)
    qtbot.waitUntil(lambda: section.done, timeout=LOADED)

    board, deck, record = session.board, load_deck(), session.match.record()
    found = deal_par(board, deck, "TABLE3", WIDTH, strong_work=WORK)
    assert section.par_label.text() == f"<b>{found.par}</b>"
    assert section.strong_label.text() == f"<b>{found.strong}</b>"
    shown = [label.text() for label in section.turns_area.findChildren(QLabel)]
    for person in (0, 1):
        assert section.costly[person] == costly_turns(record, board, deck, person, 3, WORK)
        assert all(section.turn_text(turn) in shown for turn in section.costly[person])
    assert not section.status.isVisible() and not section.busy.isVisible()


def test_the_worker_process_ends_with_the_window(qtbot, worker: None) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="STOP1")
    play_turns(window.session, 1)
    verdict = window.session.verdict
    assert verdict is not None
    pid = verdict.process_id
    assert pid is not None and not gone(pid)
    window.close()
    window.session.deleteLater()
    window.deleteLater()
    QApplication.processEvents()
    qtbot.waitUntil(lambda: gone(pid), timeout=10_000)


# A process that starts the worker as the app does, asks it for a long par, says the
# worker's id and waits to be killed.
KILLED_APP = """
import os, sys, time
from metrox_desktop.engine.ai.montecarlo import STRONG_WORK
from metrox_desktop.engine.ai.verdict_worker import start_worker
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.choice import Choice
if __name__ == "__main__":
    worker = start_worker()
    worker.requests.put(
        ("par", ("par",), Board.load("tokyo"), load_deck(), "LONG", 2000, STRONG_WORK)
    )
    print(worker.process.pid, flush=True)
    time.sleep(600)
"""


def test_a_worker_whose_app_is_killed_ends_by_itself(tmp_path: Path) -> None:
    script = tmp_path / "app.py"
    script.write_text(KILLED_APP)
    with subprocess.Popen(
        [sys.executable, str(script)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=dict(os.environ, PYTHONPATH=str(Path(__file__).parents[3])),  # this code
    ) as app:
        try:
            assert app.stdout is not None
            pid = int(app.stdout.readline())
            time.sleep(1.0)  # searching by now
            assert not gone(pid)
        finally:
            os.kill(app.pid, signal.SIGKILL)  # no exit handler runs
            app.wait()
    deadline = time.monotonic() + 20
    while not gone(pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert gone(pid)


def test_a_resumed_game_goes_on_from_the_verdict_kept_before_it_was_closed(
    qtbot, worker: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The app keeps only par as wide as its own search (PAR_WIDTH) on disk; here the
    # small search's is kept as that would be: what is tested is what a resumed game
    # reads back, not the search (12 s of one core at the app's width).
    monkeypatch.setattr(verdict_module, "PAR_WIDTH", WIDTH)
    first = open_window(qtbot)
    first.open_at_start("tokyo", "okazu-20", "RESUMED")
    for _ in range(3):
        play_turns(first.session, 1)
        verdict = first.session.verdict
        assert verdict is not None
        qtbot.waitUntil(lambda v=verdict: not v.busy, timeout=LOADED)  # a person's pace
    kept_par = verdict.par
    kept_turns = [verdict.value(0, t) for t in (1, 2, 3)]
    assert kept_par is not None and None not in kept_turns
    first.close()

    again = open_window(qtbot)
    again.open_at_start("tokyo", "okazu-20", None)  # the app started again: the game goes on
    session = again.session
    assert (session.seed, session.turn) == ("RESUMED", 3)
    session.flip()  # the next card
    verdict = session.verdict
    assert verdict is not None
    # What was kept is known at once: par and the three turns played before the close.
    # Only the new card's ranking is worked out (the Hint's list, then the turn's value).
    assert verdict.par == kept_par
    assert [verdict.value(0, t) for t in (1, 2, 3)] == kept_turns
    assert verdict.ranking_coming(4, 0)
    qtbot.waitUntil(lambda: not verdict.busy, timeout=LOADED)  # nothing else was asked
    assert verdict.ranking(4, 0) is not None
    choose_for_all(session)  # the turn played since is valued from that ranking, at once
    assert verdict.value(0, 4) is not None


def test_par_that_cannot_be_worked_out_says_so_in_its_rows_too(
    qtbot, worker: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    # par as wide as the app searches it: still under way when the game ends
    monkeypatch.setattr(VerdictWorker, "width", PAR_WIDTH)
    window = open_window(qtbot)
    window.start_game("tokyo", seed="PARKILL")
    play_turns(window.session, 10_000)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5_000)
    assert window.score_dialog is not None
    [section] = window.score_dialog.findChildren(ParSection)
    verdict = window.session.verdict
    assert verdict is not None and verdict.par is None
    assert section.par_label.text() == "\u2026"  # to come
    pid = verdict.process_id
    assert pid is not None
    os.kill(pid, signal.SIGKILL)  # the worker dies before par is found
    qtbot.waitUntil(lambda: "could not be worked out" in section.status.text(), timeout=LOADED)
    # the rows say it, not "..." for ever
    assert section.par_label.text() == "could not be worked out"
    assert section.strong_label.text() == "could not be worked out"
    assert not section.busy.isVisible()
