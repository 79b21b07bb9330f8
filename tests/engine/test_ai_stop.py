"""A search asked to stop ends within a playout or a beam step, from another thread;
a search never asked gives the same answer as one without ``stop``."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable

import pytest

from metrox_desktop.engine.ai import PlayerView, rank_choices, strategy_named
from metrox_desktop.engine.ai.deal import dealt_cards
from metrox_desktop.engine.ai.par import best_line
from metrox_desktop.engine.ai.review import bot_game, costly_turns, deal_par
from metrox_desktop.engine.ai.stopping import SearchStopped
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match

SEED = "8HQ2"


class Asked:
    """A stop check that says stop from its ``after``-th question on, and counts them."""

    def __init__(self, after: int) -> None:
        self.after = after
        self.asked = 0

    def __call__(self) -> bool:
        self.asked += 1
        return self.asked >= self.after


def first_view(board: Board) -> PlayerView:
    match = Match.new(board, ["You"], load_deck(), SEED).flip()
    assert match.card is not None
    return PlayerView(match.game, 0, match.card, match.deck)


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_a_ranking_never_stopped_is_the_ranking_without_stop(map_id: str) -> None:
    view = first_view(Board.load(map_id))
    plain = rank_choices(view, random.Random(5), 3_000)
    asked = Asked(after=10**9)
    assert rank_choices(view, random.Random(5), 3_000, stop=asked) == plain
    assert asked.asked > 20  # asked between playouts, not once at the start


def test_a_ranking_stops_at_the_first_yes_and_asks_no_more() -> None:
    view = first_view(Board.load("tokyo"))
    asked = Asked(after=7)
    with pytest.raises(SearchStopped):
        rank_choices(view, random.Random(5), stop=asked)
    assert asked.asked == 7


@pytest.mark.parametrize("rank", ["pilot", "score"])
def test_a_beam_search_stops_at_the_first_yes(rank: str) -> None:
    board = Board.load("tokyo")
    cards = dealt_cards(board, load_deck(), SEED)
    asked = Asked(after=50)
    with pytest.raises(SearchStopped):
        best_line(board, cards, 200, rank=rank, stop=asked)
    assert asked.asked == 50
    never = Asked(after=10**9)
    short = cards[:12]
    assert best_line(board, short, 50, rank=rank, stop=never) == best_line(
        board, short, 50, rank=rank
    )


def run_until_stopped(search: Callable[[Callable[[], bool]], object]) -> None:
    """Run ``search(stop)`` on a thread, say stop once it has begun asking, and check
    the thread ends with SearchStopped well before the search could have finished."""
    begun = threading.Event()
    wanted = threading.Event()
    outcome: list[object] = []

    def stop() -> bool:
        begun.set()
        return wanted.is_set()

    def work() -> None:
        try:
            outcome.append(search(stop))
        except SearchStopped as stopped:
            outcome.append(stopped)

    thread = threading.Thread(target=work, daemon=True)
    thread.start()
    assert begun.wait(30)
    wanted.set()
    thread.join(5)  # the searches take 10 s or more when not stopped
    assert not thread.is_alive()
    assert isinstance(outcome[0], SearchStopped)


def test_a_par_search_on_a_thread_ends_when_told() -> None:
    board = Board.load("tokyo")
    run_until_stopped(lambda stop: deal_par(board, load_deck(), SEED, stop=stop))


def test_a_review_of_costly_turns_on_a_thread_ends_when_told() -> None:
    board = Board.load("tokyo")
    deck = load_deck()
    record = bot_game(board, deck, SEED, strategy_named("greedy")).record()
    run_until_stopped(lambda stop: costly_turns(record, board, deck, stop=stop))
