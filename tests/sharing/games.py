"""Whole games played by bots, as the records the app writes."""

from __future__ import annotations

from collections.abc import Sequence

from metrox_desktop.engine.ai import play_game, strategy_named
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.records import GameRecord, TurnRecord, make_record, record_fields
from metrox_desktop.engine.rules import TurnResult
from metrox_desktop.engine.state import GameState


def bot_record(
    board: Board, seed: str, names: Sequence[str], strategies: Sequence[str], deck: str = "okazu-20"
) -> GameRecord:
    """A finished game on ``seed``, player i choosing with ``strategies[i]``."""
    turns: list[TurnResult] = []
    bots = [strategy_named(s) for s in strategies]
    game = play_game(board, load_deck(deck), list(names), bots, seed, keep=turns.append)
    return make_record(game, turns, deck=deck, seed=seed)


def unchecked_record(
    board: Board, seed: str, names: Sequence[str], strategies: Sequence[str], deck: str = "okazu-20"
) -> GameRecord:
    """``bot_record`` without the record's checks: a game another program could write a
    result code of, with a name or deal code longer than a record holds."""
    turns: list[TurnResult] = []
    bots = [strategy_named(s) for s in strategies]
    game = play_game(board, load_deck(deck), list(names), bots, seed, keep=turns.append)
    fields = record_fields(GameState.new(board, tuple(names)), turns, deck=deck, seed=seed)
    played = [TurnRecord(**turn) for turn in fields["turns"]]
    assert game.finished
    return GameRecord(**(fields | {"turns": played}))
