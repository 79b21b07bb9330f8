"""Par: the search over a known card sequence finds the best play on hand-made deals,
and a game's costly turns are the ones a player would regret."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from metrox_desktop.engine.ai import PlayerView, strategy_named
from metrox_desktop.engine.ai.calibration import expected_scores
from metrox_desktop.engine.ai.deal import dealt_cards
from metrox_desktop.engine.ai.montecarlo import MonteCarloStrategy
from metrox_desktop.engine.ai.par import best_line, plain_line
from metrox_desktop.engine.ai.play import turn_rng
from metrox_desktop.engine.ai.review import (
    CostlyTurn,
    DealPar,
    bot_game,
    costly_turns,
    deal_par,
    line_record,
    strong_game,
    turn_values,
)
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, load_deck
from metrox_desktop.engine.match import Match, MatchError
from metrox_desktop.engine.records import replay
from metrox_desktop.engine.rules import legal_indices, play_turn
from metrox_desktop.engine.scoring import score
from metrox_desktop.engine.state import GameState

RANKS = ["pilot", "score"]


def cards(*codes: str) -> list[Card]:
    return [Card.parse(code) for code in codes]


def line_score(board: Board, line_cards: list[Card], choices: tuple[int | None, ...]) -> int:
    game = GameState.new(board, ["A"])
    for card, choice in zip(line_cards, choices, strict=True):
        game = play_turn(game, card, [choice]).game
    return score(board, game.sheets[0]).total


@pytest.mark.parametrize("rank", RANKS)
def test_a_six_and_a_five_complete_the_best_eleven_station_route(rank: str) -> None:
    # Tokyo's F and Z have 11 stations and 2 boxes each; Z's crown is 4, F's only 2.
    board = Board.load("tokyo")
    deal = cards("6", "5")
    line = best_line(board, deal, width=50, rank=rank)
    z = board.route_index("Z")
    assert line.choices == (z, z)
    assert line.score == 4 - 10 == line_score(board, deal, line.choices)


def exhaustive_best(board: Board, deal: list[Card]) -> int:
    """The best score of every possible line on a short deal, by the rules engine."""
    games = [GameState.new(board, ["A"])]
    for card in deal:
        games = [
            play_turn(game, card, [choice]).game
            for game in games
            for choice in legal_indices(board, game.sheets[0], card) or (None,)
        ]
    return max(score(board, game.sheets[0]).total for game in games)


@pytest.mark.parametrize("rank", RANKS)
def test_the_search_keeps_a_box_for_the_card_that_completes_the_route(rank: str) -> None:
    # 6 and 5 complete Z (crown 4) only if the star between them goes elsewhere.
    board = Board.load("tokyo")
    deal = cards("6", "star", "5")
    line = best_line(board, deal, width=50, rank=rank)
    z = board.route_index("Z")
    assert line.choices[0] == z and line.choices[1] != z and line.choices[2] == z
    assert line.score == exhaustive_best(board, deal) == line_score(board, deal, line.choices)


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
@pytest.mark.parametrize(
    "codes", [("6", "2", "5"), ("5", "circled-3", "4", "star"), ("4", "4", "6", "circled-2")]
)
def test_on_short_deals_par_is_the_best_of_every_possible_line(
    map_id: str, codes: tuple[str, ...]
) -> None:
    board = Board.load(map_id)
    deal = cards(*codes)
    best = exhaustive_best(board, deal)
    # A narrower beam, and both searches par runs (deal_par): the pilot beam and the plain.
    for line in (
        best_line(board, deal, width=200),
        best_line(board, deal),
        plain_line(board, deal),
    ):
        assert line.score == best == line_score(board, deal, line.choices)


@pytest.mark.parametrize("rank", RANKS)
def test_a_star_goes_where_the_first_station_has_most_routes(rank: str) -> None:
    board = Board.load("tokyo")
    line = best_line(board, cards("star"), width=50, rank=rank)
    best_star = max(board.star_value(stations[0]) for stations in board.route_stations)
    assert line.score == best_star - 10
    assert board.star_value(board.route_stations[line.choices[0] or 0][0]) == best_star


def test_a_free_circle_completes_the_route_a_circled_card_left_one_short() -> None:
    # Osaka's P has 6 stations and 2 boxes: circled-3 twice fill it ... 3 + 3 = 6,
    # and a free circle in between is best spent elsewhere; with 2 + 3 it must close P.
    board = Board.load("osaka")
    p = board.route_index("P")
    deal = cards("circled-2", "free", "circled-3")
    line = best_line(board, deal, width=200)
    assert line.choices[0] == p and line.choices[2] == p
    assert line.choices[1] in board.route_stations[p]
    assert line.score == board.first_bonus[p] - 10 == line_score(board, deal, line.choices)


def test_the_par_line_is_a_record_that_replays_to_its_score() -> None:
    board, deck = Board.load("osaka"), load_deck()
    deal = dealt_cards(board, deck, "par-line")
    line = best_line(board, deal, width=40, rank="pilot")
    record = line_record(board, deck, "par-line", line)
    game = replay(record, board)
    assert game.finished
    assert score(board, game.sheets[0]).total == line.score
    assert record.seed == "par-line" and record.deck == deck.id
    plain = best_line(board, deal, width=40, rank="score")
    greedy = Match.new(board, ["A"], deck, "par-line")
    while not greedy.game.finished:
        greedy = greedy.flip()
        assert greedy.card is not None
        view = PlayerView(greedy.game, 0, greedy.card, greedy.deck)
        greedy = greedy.play(strategy_named("greedy").choose(view, random.Random(0)))
    assert line.score >= score(board, greedy.game.sheets[0]).total + 10
    assert plain.score > 0


def test_par_so_far_has_the_strong_bots_score_and_par_never_falls_below_the_plain_beam() -> None:
    # Par so far (the plain beam and the strong bot's game) is told while par itself
    # (the pilot beam too) is still searched for; neither is below the plain beam, and
    # par itself is the same with the strong bot's game in a second process.
    board, deck, seed, width, work = Board.load("tokyo"), load_deck(), "stages", 40, 300
    told: list[DealPar] = []
    itself = deal_par(board, deck, seed, width, strong_work=work, so_far=told.append)
    [so_far] = told
    plain = plain_line(board, dealt_cards(board, deck, seed), width)
    strong, _record = strong_game(board, deck, seed, work)
    assert so_far.strong == itself.strong == strong
    assert itself.par >= so_far.par == max(plain.score, strong)
    assert itself == deal_par(board, deck, seed, width, strong_work=work, parallel=True)
    assert score(board, replay(so_far.record, board).sheets[0]).total == so_far.par


def hinted_game(board: Board, seed: str, work: int) -> Match:
    """A solo game where the player takes the Hint's first choice every turn (the
    Hint as the window asks it: ``expected_scores`` with the turn's rng)."""
    match = Match.new(board, ["Ann"], load_deck(), seed)
    while not match.game.finished:
        match = match.flip()
        assert match.card is not None
        view = PlayerView(match.game, 0, match.card, match.deck)
        best = expected_scores(view, turn_rng(seed, match.turn, 0), work)[0][0]
        match = match.play(best)
    return match


def test_a_player_who_follows_every_hint_plays_the_strong_bots_game_and_regrets_nothing() -> None:
    # The review asks the Hint's own question on each turn: it never calls a turn
    # costly where the player did as the Hint said, and the strong bot's game on the
    # same cards (par's "strong") is the very game the Hint would have played.
    board, deck, seed, work = Board.load("osaka"), load_deck(), "follow", 600
    followed = hinted_game(board, seed, work)
    bot = bot_game(board, deck, seed, MonteCarloStrategy("strong", work))
    assert followed.record().turns == bot.record().turns
    assert costly_turns(followed.record(), board, deck, work=work) == []


def test_a_review_names_the_one_turn_played_against_the_hint() -> None:
    """A game played exactly as the hint ranks choices, but for one turn where the
    player took the hint's last choice: the review names that turn alone, with the
    hint's expected scores (calibrated: ``expected_scores``)."""
    board, deck, seed, work = Board.load("tokyo"), load_deck(), "regret", 600
    match = Match.new(board, ["Ann"], deck, seed)
    bad_turn = 0
    while not match.game.finished:
        match = match.flip()
        assert match.card is not None
        view = PlayerView(match.game, 0, match.card, match.deck)
        ranked = expected_scores(view, turn_rng(seed, match.turn, 0), work)
        if not bad_turn and match.turn >= 8 and ranked[0][1] > ranked[-1][1]:
            bad_turn, bad, best = match.turn, ranked[-1], ranked[0]
            match = match.play(bad[0])
        else:
            match = match.play(ranked[0][0])
    assert bad_turn
    card = match.history[bad_turn - 1].card
    assert costly_turns(match.record(), board, deck, work=work) == [
        CostlyTurn(
            bad_turn,
            card.code,
            bad[0].text(board),
            bad[1],
            best[0].text(board),
            best[1],
        )
    ]


def test_a_review_from_a_later_turn_values_those_turns_as_the_whole_review_does() -> None:
    # The History's AI view values the turns not yet valued (start=): each as it was.
    board, deck = Board.load("osaka"), load_deck()
    record = bot_game(board, deck, "later", strategy_named("greedy")).record()
    whole = list(turn_values(record, board, deck, work=40))
    assert [t.turn for t in whole] == list(range(1, len(record.turns) + 1))
    assert list(turn_values(record, board, deck, work=40, start=6)) == whole[5:]


def test_a_record_that_leaves_its_deal_is_refused_before_any_turn_is_valued() -> None:
    board, deck = Board.load("tokyo"), load_deck()
    record = bot_game(board, deck, "leaves", strategy_named("greedy")).record()
    turns = list(record.turns)
    other = "free" if turns[9].card != "free" else "star"
    turns[9] = replace(turns[9], card=other, choices=["G1"])
    values = turn_values(replace(record, turns=turns), board, deck, work=40)
    with pytest.raises(MatchError, match="turn 10: the deal gives"):
        next(values)  # not nine turns valued first (seconds each at the Hint's work)
