"""Scoring: the breakdown, the penalty table, standings with the tie-break, solo ranks."""

from __future__ import annotations

import pytest

from metrox_desktop.engine.ai import play_game, strategy_named
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, load_deck
from metrox_desktop.engine.rules import apply, play_turn
from metrox_desktop.engine.scoring import (
    Score,
    penalty_for,
    score,
    solo_rank,
    standings,
    winners,
)
from metrox_desktop.engine.state import Award, GameState, SheetState

# The rulebook's table, written out for every X from 0 to 21.
PENALTY_TABLE = {
    0: 0,
    1: 0,
    2: 0,
    3: 0,
    4: 0,
    5: 0,
    6: 1,
    7: 2,
    8: 3,
    9: 4,
    10: 4,
    11: 5,
    12: 5,
    13: 6,
    14: 6,
    15: 7,
    16: 7,
    17: 8,
    18: 8,
    19: 9,
    20: 9,
    21: 10,
}


@pytest.mark.parametrize(("empty", "penalty"), sorted(PENALTY_TABLE.items()))
def test_penalty_table_boundaries(empty: int, penalty: int) -> None:
    assert penalty_for(empty) == penalty


@pytest.mark.parametrize("empty", [21, 22, 40, 77, 1000])
def test_penalty_is_10_from_21_empty_stations_on(empty: int) -> None:
    assert penalty_for(empty) == 10


def test_penalty_refuses_a_negative_count() -> None:
    with pytest.raises(ValueError):
        penalty_for(-1)


def make(total: int, empty: int) -> Score:
    """A score with this total and this many empty stations."""
    penalty = penalty_for(empty)
    return Score(total + penalty, 0, empty, penalty, ())


def test_score_total_is_bonuses_minus_penalty() -> None:
    s = Score(
        completion_bonus=9,
        intersection_bonus=14,
        empty_stations=12,
        penalty=5,
        completed=(("G", Award.FIRST),),
    )
    assert s.total == 9 + 14 - 5 == 18


def test_winner_is_the_highest_total() -> None:
    assert winners([make(10, 30), make(12, 40), make(11, 0)]) == (1,)


def test_tied_totals_are_broken_by_fewest_empty_stations() -> None:
    assert winners([make(12, 20), make(12, 18), make(5, 0)]) == (1,)
    assert make(12, 20).total == make(12, 18).total == 12


def test_players_tied_on_total_and_empty_stations_all_win() -> None:
    assert winners([make(12, 18), make(3, 2), make(12, 18), make(12, 19)]) == (0, 2)


def test_a_lone_player_wins() -> None:
    assert winners([make(-7, 60)]) == (0,)


def made(total: int, empty: int) -> Score:
    """A score with this total and this many empty stations."""
    penalty = penalty_for(empty)
    return Score(total + penalty, 0, empty, penalty, ())


def test_a_tie_on_total_goes_to_fewer_empty_stations_then_is_shared() -> None:
    scores = [made(20, 8), made(20, 5), made(25, 12), made(20, 5)]
    ranked = standings(scores)
    assert [(s.seat, s.place) for s in ranked] == [(2, 1), (1, 2), (3, 2), (0, 4)]
    shared = standings([made(20, 5), made(18, 2), made(20, 5)])
    assert [(s.seat, s.place) for s in shared] == [(0, 1), (2, 1), (1, 3)]


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_first_place_is_exactly_the_winners(map_id: str) -> None:
    board, deck = Board.load(map_id), load_deck()
    players = ["A", "B", "C", "D"]
    bots = [strategy_named("random"), strategy_named("greedy")] * 2
    for seed in range(30):
        game = play_game(board, deck, players, bots, seed=seed)
        scores = [score(board, sheet) for sheet in game.sheets]
        first = {s.seat for s in standings(scores) if s.place == 1}
        assert first == set(winners(scores))
        # the highest total, then the fewest empty stations, as the rulebook says
        best = max((s.total, -s.empty_stations) for s in scores)
        assert first == {i for i, s in enumerate(scores) if (s.total, -s.empty_stations) == best}


@pytest.mark.parametrize(
    ("total", "key", "words"),
    [
        (80, "genius", "genius"),
        (50, "genius", "genius"),
        (49, "professional", "professional"),
        (40, "professional", "professional"),
        (39, "advanced", "advanced"),
        (30, "advanced", "advanced"),
        (29, "intermediate", "intermediate"),
        (20, "intermediate", "intermediate"),
        (19, "average", "average"),
        (10, "average", "average"),
        (9, "some-practice", "You need some practice"),
        (5, "some-practice", "You need some practice"),
        (4, "practice", "You really need some practice"),
        (1, "practice", "You really need some practice"),
        (0, "misread", "rules incorrect"),
        (-3, "misread", "rules incorrect"),
    ],
)
def test_solo_rank_text_at_each_boundary(total: int, key: str, words: str) -> None:
    rank = solo_rank(total)
    assert rank.key == key
    assert words in rank.text


def test_score_of_a_played_sheet_equals_its_breakdown() -> None:
    tokyo = Board.load("tokyo")
    f, y, n = (tokyo.route_index(x) for x in "FYN")
    game = GameState.new(tokyo, ["Ann"])
    free = Card.parse("free")
    for ref in ("F7", "F8", "F9", "F10", "F11"):
        game = play_turn(game, free, [tokyo.parse_station_ref(ref)]).game
    game = play_turn(game, Card.parse("6"), [y]).game  # completes F: crown
    game = play_turn(game, Card.parse("star"), [y]).game  # Y7: one route, writes 2
    game = play_turn(game, Card.parse("3"), [n]).game
    game = play_turn(game, Card.parse("star"), [n]).game  # N4 = M8/C5/G5: writes 8
    sheet = game.sheets[0]
    s = score(tokyo, sheet)
    assert s.completed == (("F", Award.FIRST),)
    assert s.completion_bonus == tokyo.first_bonus[f] == 2
    assert s.intersection_bonus == 2 + 8
    assert s.empty_stations == tokyo.station_count - (5 + 6 + 1 + 3 + 1)
    assert s.penalty == 10
    assert s.total == s.completion_bonus + s.intersection_bonus - s.penalty == 2


def test_a_diamond_scores_the_later_bonus() -> None:
    osaka = Board.load("osaka")
    p = osaka.route_index("P")
    sheet = SheetState.empty(osaka)
    for ref in ("P1", "P2", "P3", "P4", "P5", "P6"):
        sheet = apply(osaka, sheet, Card.parse("free"), osaka.parse_station_ref(ref)).sheet
    awards = tuple(Award.LATER if r == p else None for r in range(osaka.route_count))
    s = score(osaka, sheet._replace(awards=awards))
    assert s.completed == (("P", Award.LATER),)
    assert s.completion_bonus == osaka.later_bonus[p]
