"""The Hint's expected scores: the playout means raised to what the strong bot scores,
the same amount for every choice of a position, nothing added once no card is left
to imagine."""

from __future__ import annotations

import json
import random

import pytest

from metrox_desktop.engine.ai import PlayerView, rank_choices, strategy_named
from metrox_desktop.engine.ai.calibration import (
    expected_scores,
    score_offset,
    view_offset,
)
from metrox_desktop.engine.ai.calibration_table import TABLES
from metrox_desktop.engine.ai.futures import cards_needed
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.rules import play_turn
from metrox_desktop.engine.scoring import score
from metrox_desktop.maps.loader import resource_dir
from tests.maps.hostile import map_spec

MAPS = ["tokyo", "osaka"]


def position(map_id: str, route_cards_left: int) -> tuple[Match, PlayerView]:
    """A greedy game on a fixed deal, up to the first route card with
    ``route_cards_left`` route cards still to come after it."""
    board = Board.load(map_id)
    match = Match.new(board, ["You"], load_deck(), "CAL3")
    greedy, rng = strategy_named("greedy"), random.Random("CAL3/player0")
    while True:
        match = match.flip()
        assert match.card is not None
        view = PlayerView(match.game, 0, match.card, match.deck)
        if match.card.takes_route and cards_needed(view) == route_cards_left:
            return match, view
        match = match.play(greedy.choose(view, rng))


@pytest.mark.parametrize("map_id", MAPS)
def test_each_map_has_its_table_measured_on_many_games(map_id: str) -> None:
    table = TABLES[map_id]
    assert table[0].low == 0 and table[-1].high >= 22  # every position is covered
    assert all(bucket.games >= 20 for bucket in table)
    assert [b.at for b in table] == sorted(b.at for b in table)


@pytest.mark.parametrize("map_id", MAPS)
def test_every_choice_is_raised_by_the_same_amount_order_kept(map_id: str) -> None:
    _, view = position(map_id, 15)
    plain = rank_choices(view, random.Random(9), 2_000)
    honest = expected_scores(view, random.Random(9), 2_000)
    assert [c for c, _ in honest] == [c for c, _ in plain]
    offset = view_offset(view)
    assert offset == score_offset(view.board, 15)
    for (_, raised), (_, mean) in zip(honest, plain, strict=True):
        assert raised == pytest.approx(mean + offset)


@pytest.mark.parametrize("map_id", MAPS)
def test_at_the_last_route_card_the_expected_score_is_the_final_score(map_id: str) -> None:
    match, view = position(map_id, 0)
    board = match.game.board
    for choice, expected in expected_scores(view, random.Random(1), 2_000):
        last = play_turn(match.game, view.card, [choice.index]).game  # awards and all
        assert last.finished
        assert expected == score(board, last.sheets[0]).total


@pytest.mark.parametrize("map_id", MAPS)
def test_more_cards_to_come_more_to_gain_over_the_playouts(map_id: str) -> None:
    board = Board.load(map_id)
    assert score_offset(board, 0) == 0
    assert score_offset(board, 22) > score_offset(board, 4)


def test_a_map_of_ones_own_uses_the_built_in_maps_mean() -> None:
    tokyo = Board.load("tokyo")
    data = json.loads(resource_dir("maps").joinpath("tokyo.json").read_text(encoding="utf-8"))
    data["id"] = "mine"  # Tokyo under a name the calibration tables do not know
    mine = Board.from_spec(map_spec(data))
    osaka = Board.load("osaka")
    for left in (0, 5, 12, 22):
        mean = (score_offset(tokyo, left) + score_offset(osaka, left)) / 2
        assert score_offset(mine, left) == pytest.approx(mean, abs=0.5)
