"""The game's worker process answers a ranking (what a person may be waiting for, the
Hint) before par, which takes seconds, even when par was asked first: par (so far and
itself) waits within a playout while they are worked out. A real worker process, as
the window starts it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from metrox_desktop.engine.ai.montecarlo import STRONG_WORK
from metrox_desktop.engine.ai.ranking import position_ranking
from metrox_desktop.engine.ai.verdict_worker import latest_first
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from tests.engine.real_worker import Worker, real_worker

WORK = 300  # playout cards: a small ranking
SEED = "ORDER1"


@pytest.fixture
def worker() -> Iterator[Worker]:
    with real_worker() as started:  # par is still being searched at the end
        yield started


def test_rankings_asked_after_par_are_answered_before_it(worker: Worker) -> None:
    board, deck = Board.load("tokyo"), load_deck()
    # par with the strong bot's game as the app plays it: seconds of search
    worker.ask(("par", ("par", 1, SEED, 12), board, deck, SEED, 12, STRONG_WORK))
    first = Match.new(board, ["Ann", "Ben"], deck, SEED).flip()
    later = first.choose(0, first.legal_choices(0)[0]).choose(1, first.legal_choices(1)[0])
    later = later.resolve().flip()
    asked = {}
    for match, turn in ((first, 1), (later, 2)):
        for player in (0, 1):
            key = ("rank", 1, turn, player, 1)
            worker.ask(("rank", key, match, player, SEED, WORK))
            asked[key] = position_ranking(match, player, SEED, WORK)  # the Hint's own list
    replies = [worker.reply() for _ in asked]
    assert {reply[1]: reply[2] for reply in replies} == asked  # par still to come


def test_the_latest_position_is_ranked_first_and_at_one_turn_the_first_seat() -> None:
    keys = [("rank", 1, 1, 0, 1), ("rank", 1, 2, 1, 3), ("rank", 1, 2, 0, 2)]
    # Seat 0's position at turn 2 asked again (the turn taken back and played otherwise).
    keys += [("rank", 0, 9, 0, 9), ("rank", 1, 2, 0, 4)]
    waiting = [("rank", key, "...") for key in keys]
    order = [latest_first(waiting)[1] for _ in range(5)]
    assert order == [
        ("rank", 1, 2, 0, 4),
        ("rank", 1, 2, 0, 2),
        ("rank", 1, 2, 1, 3),
        ("rank", 1, 1, 0, 1),
        ("rank", 0, 9, 0, 9),
    ]
