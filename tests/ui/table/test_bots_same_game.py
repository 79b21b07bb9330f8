"""A bot plays a deal the same way everywhere: ``simulate`` (``play_game``), bot seats
at the window's table (the session's autoplay, which the bot driver runs on its
thread) and par's strong-bot line (``review.bot_game``) choose alike on the same deal
and level, so a result, its replay and the strong AI's score on a deal agree."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from metrox_desktop.engine.ai import STRATEGIES, MonteCarloStrategy, play_game, strategy_named
from metrox_desktop.engine.ai.review import bot_game
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Phase
from metrox_desktop.engine.rules import TurnResult
from metrox_desktop.engine.state import GameState
from metrox_desktop.seats import Seat
from metrox_desktop.ui.table.autoplay import play_turns
from metrox_desktop.ui.table.session import GameSession

BRISK = "brisk"  # the normal and strong bots' search with a sliver of their work


@pytest.fixture
def brisk() -> Iterator[None]:
    """A quick Monte Carlo level among those a seat may name: it draws thousands of
    random numbers a turn, where greedy draws one or none."""
    STRATEGIES[BRISK] = lambda: MonteCarloStrategy(BRISK, 300)
    yield
    del STRATEGIES[BRISK]


Choices = list[tuple[int | None, ...]]  # by turn, by seat


def choices(history: tuple[TurnResult, ...] | list[TurnResult]) -> Choices:
    return [tuple(move.choice for move in turn.moves) for turn in history]


def simulated(board: Board, seed: str, level: str, seats: int) -> tuple[Choices, GameState]:
    turns: list[TurnResult] = []
    names = [f"P{p + 1}" for p in range(seats)]
    strategies = [strategy_named(level) for _ in names]
    game = play_game(board, load_deck(), names, strategies, seed, keep=turns.append)
    return choices(turns), game


def at_the_table(board: Board, seed: str, level: str, seats: int) -> tuple[Choices, GameState]:
    session = GameSession()
    table = tuple(Seat(f"P{p + 1}", level) for p in range(seats))
    session.new_game(board, load_deck(), seed, table)
    play_turns(session, 200)
    assert session.phase is Phase.OVER
    return choices(session.match.history), session.match.game


@pytest.mark.parametrize(
    "map_id,seed,level,seats",
    [
        ("tokyo", "SAME1", "greedy", 1),
        ("osaka", "SAME2", "greedy", 3),
        ("osaka", "SAME3", BRISK, 2),
    ],
)
def test_simulate_and_the_window_play_the_same_game(
    brisk: None, map_id: str, seed: str, level: str, seats: int
) -> None:
    board = Board.load(map_id)
    played, game = simulated(board, seed, level, seats)
    assert at_the_table(board, seed, level, seats) == (played, game)
    # Seats do not share one stream: their choices differ somewhere in a game.
    assert seats == 1 or any(len(set(turn)) > 1 for turn in played)


@pytest.mark.parametrize(
    "map_id,seed,level", [("tokyo", "SAME4", BRISK), ("osaka", "SAME5", "greedy")]
)
def test_par_plays_the_bot_game_simulate_plays(
    brisk: None, map_id: str, seed: str, level: str
) -> None:
    board = Board.load(map_id)
    played, game = simulated(board, seed, level, 1)
    par_line = bot_game(board, load_deck(), seed, strategy_named(level))
    assert (choices(par_line.history), par_line.game.sheets) == (played, game.sheets)
