"""The Hint from the game's worker process: each person's position is ranked there at
the flip (ui/table/verdict.py), so Shift+H shows the list at once, with no search of
its own; a worker killed mid-game leaves the Hint to work it out itself (the time from
Shift+H to the list: benchmarks/bench_hints.py)."""

from __future__ import annotations

import os
import signal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from metrox_desktop.engine.ai.montecarlo import RankedChoice
from metrox_desktop.engine.ai.ranking import position_ranking
from metrox_desktop.seats import Seat
from metrox_desktop.ui.table.verdict import VerdictWorker
from metrox_desktop.ui.window.main_window import MainWindow
from tests.persistence.hostile import no_file_descriptor_free
from tests.ui.helpers import open_window
from tests.ui.window.test_hints import hint_threads

WORK = 100  # playout cards: small searches, the test checks where the list comes from
LOADED = 120_000  # ms: a generous wait for a loaded CI machine


@pytest.fixture
def worker(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(VerdictWorker, "autostart", True)
    monkeypatch.setattr(VerdictWorker, "work", WORK)
    monkeypatch.setattr(VerdictWorker, "width", 4)  # par, asked at the first card


def shift_h(window: MainWindow) -> None:
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier)


def as_listed(ranked: list[RankedChoice]) -> list[RankedChoice]:
    """A ranking as the Hint lists it: the search's choice, then the rest by value."""
    first, *others = ranked
    return [first, *sorted(others, key=lambda entry: -entry[1])]


def test_shift_h_shows_the_ranking_kept_at_the_flip_at_once_for_each_person_at_a_table(
    qtbot, worker: None
) -> None:
    window = open_window(qtbot)
    window.hints.work = WORK
    window.start_game("tokyo", seed="KEPT1", seats=(Seat("Ann"), Seat("Ben")))
    session = window.session
    window.controller.flip()
    verdict = session.verdict
    assert verdict is not None
    turn = session.turn
    # Both people's positions are ranked at the flip, before anyone chooses.
    assert verdict.ranking_coming(turn, 0) and verdict.ranking_coming(turn, 1)
    at_flip = [position_ranking(session.match, p, session.seed, WORK) for p in (0, 1)]
    qtbot.waitUntil(
        lambda: None not in (verdict.ranking(turn, 0), verdict.ranking(turn, 1)), timeout=LOADED
    )
    assert [verdict.ranking(turn, p) for p in (0, 1)] == at_flip  # the Hint's own search

    shift_h(window)  # Ann's hint: shown before any event is handled, by no thread
    assert window.hints.shown and not hint_threads()
    assert window.hints.ranked == as_listed(at_flip[0])
    assert window.hints.panel is not None and window.hints.panel.isVisible()

    session.choose(at_flip[0][-1][0])  # Ann writes her worst choice
    assert session.chooser == 1 and window.controller.seat == 1
    shift_h(window)  # Ben's hint: his own view at the flip, not Ann's choice in it
    assert window.hints.shown and not hint_threads()
    assert window.hints.ranked == as_listed(at_flip[1])

    session.choose(at_flip[1][0][0])  # Ben follows it: the turn settles
    window.menus.undo_action.trigger()  # and takes it back: the same position again
    assert session.chooser == 1
    shift_h(window)
    assert window.hints.shown and not hint_threads()
    assert window.hints.ranked == as_listed(at_flip[1])


def test_a_hint_waiting_for_a_killed_worker_is_worked_out_in_the_window(
    qtbot, worker: None
) -> None:
    window = open_window(qtbot)
    window.hints.work = WORK
    window.start_game("tokyo", seed="KILLED1")
    session = window.session
    window.controller.flip()
    verdict = session.verdict
    assert verdict is not None
    pid = verdict.process_id
    assert pid is not None
    window.menus.hint_action.trigger()  # before the ranking could come: waiting for it
    assert window.hints.thinking and not hint_threads()
    os.kill(pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: window.hints.shown, timeout=LOADED)
    first = session.turn
    assert verdict.failure is not None and verdict.ranking(first, 0) is None  # never came
    expected = position_ranking(session.match, 0, session.seed, WORK)
    assert window.hints.ranked == as_listed(expected)  # worked out here: nothing lost

    # The next card has its ranking from another worker process.
    assert window.hints.best is not None
    session.choose(window.hints.best)
    window.controller.flip()
    assert verdict.process_id not in (None, pid)
    turn = session.turn
    qtbot.waitUntil(lambda: verdict.ranking(turn, 0) is not None, timeout=LOADED)
    assert verdict.ranking(turn, 0) == position_ranking(session.match, 0, session.seed, WORK)


def test_a_worker_that_cannot_start_leaves_the_hint_to_the_window(qtbot, worker: None) -> None:
    window = open_window(qtbot)
    window.hints.work = WORK
    window.start_game("tokyo", seed="NOFDS1")
    session = window.session
    with no_file_descriptor_free():
        window.controller.flip()  # the worker is made here, and its process cannot start
        window.menus.hint_action.trigger()
    verdict = session.verdict
    assert verdict is not None and verdict.process_id is None
    assert verdict.failure is not None and "could not start" in verdict.failure
    qtbot.waitUntil(lambda: window.hints.shown, timeout=LOADED)
    assert window.hints.ranked == as_listed(position_ranking(session.match, 0, session.seed, WORK))


def test_the_first_card_is_ranked_before_it_is_flipped(qtbot, worker: None) -> None:
    window = open_window(qtbot)
    window.hints.work = WORK
    window.start_game("tokyo", seed="EARLY1")
    session = window.session
    assert session.verdict is None  # not while the window starts
    # A moment later, as the person looks at the sheet, the worker ranks the first card.
    qtbot.waitUntil(
        lambda: session.verdict is not None and session.verdict.process_id is not None,
        timeout=LOADED,
    )
    verdict = session.verdict
    assert session.match.card is None and verdict.busy
    qtbot.waitUntil(lambda: not verdict.busy, timeout=LOADED)
    assert session.match.card is None and verdict.ranking(1, 0) is None  # not before its flip

    window.controller.flip()
    shift_h(window)  # at the instant the card shows: the list is there, by no thread
    assert window.hints.shown and not hint_threads()
    expected = position_ranking(session.match, 0, session.seed, WORK)
    assert window.hints.ranked == as_listed(expected)


def test_the_next_card_is_ranked_once_the_turn_settles_and_again_if_it_is_taken_back(
    qtbot, worker: None
) -> None:
    window = open_window(qtbot)
    window.hints.work = WORK
    window.start_game("tokyo", seed="AHEAD1")
    session = window.session
    window.controller.flip()
    verdict = session.verdict
    assert verdict is not None
    ranked = position_ranking(session.match, 0, session.seed, WORK)
    best, worst = ranked[0][0], ranked[-1][0]
    session.choose(best)  # the turn settles: the next card's position is ranked now
    qtbot.waitUntil(lambda: not verdict.busy, timeout=LOADED)

    window.menus.undo_action.trigger()  # taken back before the flip
    session.choose(worst)  # another sheet at the next flip: ranked again
    window.controller.flip()
    # The ranking made for the other sheet is not this position's: this one's is coming.
    assert verdict.ranking(2, 0) is None and verdict.ranking_coming(2, 0)
    qtbot.waitUntil(lambda: verdict.ranking(2, 0) is not None, timeout=LOADED)
    assert verdict.ranking(2, 0) == position_ranking(session.match, 0, session.seed, WORK)
