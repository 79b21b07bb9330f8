"""Strategies: always legal, greedy plays better than random, games replay from a seed."""

from __future__ import annotations

import random
import statistics
from collections import Counter

import pytest

from metrox_desktop.engine.ai import (
    STRATEGIES,
    PlayerView,
    Strategy,
    UnknownStrategy,
    play_game,
    strategy_named,
    strategy_names,
)
from metrox_desktop.engine.ai.fast import (
    claimed_mask,
    encode_card,
    fast_board,
    fast_sheet,
    final_score,
    play,
)
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, DeckSpec, load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.rules import apply, legal_choices, play_turn
from metrox_desktop.engine.scoring import score
from metrox_desktop.engine.state import Award, GameState


@pytest.fixture(scope="module")
def deck() -> DeckSpec:
    return load_deck()


@pytest.fixture(scope="module", params=["tokyo", "osaka"])
def board(request: pytest.FixtureRequest) -> Board:
    return Board.load(request.param)


class Checked:
    """Wraps a strategy and checks every choice it makes against the rules."""

    def __init__(self, inner: Strategy) -> None:
        self.inner = inner
        self.name = inner.name
        self.choices = 0
        self.cards: list[str] = []

    def choose(self, view: PlayerView, rng: random.Random) -> Choice:
        choice = self.inner.choose(view, rng)
        legal = legal_choices(view.board, view.sheet, view.card)
        if legal:
            assert choice in legal, f"{self.name} chose {choice} for {view.card}, legal: {legal}"
        else:
            assert choice == Choice.PASS
        self.choices += 1
        if view.player == 0:
            self.cards.append(view.card.code)
        return choice


def totals(board: Board, deck: DeckSpec, name: str, seeds: range, players: int = 1) -> list[int]:
    strategy = strategy_named(name)
    games = (play_game(board, deck, ["P"] * players, [strategy] * players, s) for s in seeds)
    return [score(board, sheet).total for game in games for sheet in game.sheets]


@pytest.mark.parametrize("players", [1, 3])
@pytest.mark.parametrize("name", ["random", "greedy"])
def test_strategies_always_make_a_legal_choice(
    board: Board, deck: DeckSpec, name: str, players: int
) -> None:
    checked = [Checked(strategy_named(name)) for _ in range(players)]
    for seed in range(150 if name == "random" else 40):
        game = play_game(board, deck, [f"P{p}" for p in range(players)], checked, seed=seed)
        assert game.finished
        assert all(s.indicators_used() == board.total_indicators for s in game.sheets)
    assert all(c.choices > 0 for c in checked)


def test_greedy_scores_more_than_random_on_average(board: Board, deck: DeckSpec) -> None:
    greedy = statistics.fmean(totals(board, deck, "greedy", range(200)))
    random_ = statistics.fmean(totals(board, deck, "random", range(200)))
    assert greedy > random_ + 3, (greedy, random_)


def test_greedy_completes_a_route_when_it_can(deck: DeckSpec) -> None:
    board = Board.load("tokyo")
    route = board.route_index("G")
    sheet = GameState.new(board, ["Ann"]).sheets[0]
    free = Card.parse("free")
    for s in board.route_stations[route][:-1]:  # every station of G but its End
        sheet = apply(board, sheet, free, s).sheet
    game = GameState.new(board, ["Ann"])._replace(sheets=(sheet,))
    two = Card.parse("2")
    view = PlayerView(game, 0, two, Match.new(board, ["Ann"], deck, 0).deck)
    greedy = strategy_named("greedy")
    assert {greedy.choose(view, random.Random(seed)) for seed in range(20)} == {Choice.route(route)}


def test_greedy_circles_the_station_that_completes_a_route(deck: DeckSpec) -> None:
    board = Board.load("osaka")
    route = board.route_index("P")
    last = board.route_stations[route][-1]
    sheet = GameState.new(board, ["Ann"]).sheets[0]
    for s in board.route_stations[route][:-1]:
        sheet = apply(board, sheet, Card.parse("free"), s).sheet
    game = GameState.new(board, ["Ann"])._replace(sheets=(sheet,))
    view = PlayerView(game, 0, Card.parse("free"), Match.new(board, ["Ann"], deck, 0).deck)
    assert strategy_named("greedy").choose(view, random.Random(1)) == Choice.station(last)


def test_greedy_counts_a_diamond_when_another_player_completed_the_route_first(
    deck: DeckSpec,
) -> None:
    board = Board.load("tokyo")
    route = board.route_index("G")
    game = GameState.new(board, ["Ann", "Bo"])
    free = Card.parse("free")
    *start, end = board.route_stations[route]
    elsewhere = board.route_stations[board.route_index("M")][0]
    assert elsewhere not in start + [end]
    for s in start:  # both circle G but for its End ...
        game = play_turn(game, free, [s, s]).game
    game = play_turn(game, free, [elsewhere, end]).game  # ... which only Bo circles
    assert route in game.claimed
    two = Card.parse("2")
    # The gain greedy weighs, on the search kernel: the diamond, not the crown.
    fb, sheet = fast_board(board), fast_sheet(board, game.sheets[0])
    played, _ = play(fb, sheet, encode_card(two), route, claimed_mask(game.claimed))
    after = play_turn(game, two, [route, route]).game
    assert after.sheets[0].awards[route] is Award.LATER
    gain = score(board, after.sheets[0]).total - score(board, game.sheets[0]).total
    assert final_score(fb, played) - final_score(fb, sheet) == gain


def test_the_same_seed_plays_the_same_game(board: Board, deck: DeckSpec) -> None:
    for name in ("random", "greedy"):  # the search levels: see test_ai_search.py
        strategy = strategy_named(name)
        first = play_game(board, deck, ["A", "B"], [strategy, strategy], seed="same")
        again = play_game(board, deck, ["A", "B"], [strategy, strategy], seed="same")
        assert first.sheets == again.sheets
    assert len(set(totals(board, deck, "random", range(20)))) > 5


def test_different_seeds_play_different_games(board: Board, deck: DeckSpec) -> None:
    strategy = strategy_named("random")
    sheets = {play_game(board, deck, ["A"], [strategy], seed=s).sheets for s in range(10)}
    assert len(sheets) == 10


def test_a_simulated_game_is_dealt_like_the_game_window(board: Board, deck: DeckSpec) -> None:
    """play_game with seed S flips the same cards as a match started with seed S."""
    checked = Checked(strategy_named("random"))
    play_game(board, deck, ["A"], [checked], seed="8HQ2")
    match = Match.new(board, ["A"], deck, "8HQ2")
    for code in checked.cards:
        match = match.flip()
        assert match.card is not None and match.card.code == code
        options = match.legal_choices()
        match = match.play(options[0] if options else None)
    assert match.game.finished


def test_a_view_counts_unseen_cards_without_their_order(deck: DeckSpec) -> None:
    board = Board.load("tokyo")
    match = Match.new(board, ["A"], deck, 3)
    for _ in range(12):
        match = match.flip()
        assert match.card is not None
        view = PlayerView(match.game, 0, match.card, match.deck)
        everything = Counter(c.code for c in view.unseen) + Counter(c.code for c in view.discards)
        assert view.deck == deck
        assert everything == Counter(c.code for c in deck.cards)
        assert view.discards[-1] == view.card
        match = match.play(match.legal_choices()[0] if match.legal_choices() else None)


def test_strategies_are_found_by_name() -> None:
    assert strategy_names() == ["random", "greedy", "normal", "strong"] == list(STRATEGIES)
    for name in strategy_names():
        assert strategy_named(name).name == name


def test_an_unknown_strategy_names_the_known_ones() -> None:
    with pytest.raises(
        UnknownStrategy,
        match=r"no strategy called 'clever'.*random \(very easy\), greedy \(easy\), normal",
    ):
        strategy_named("clever")


def test_a_strategy_is_found_by_the_level_the_window_names_it() -> None:
    assert [strategy_named(w).name for w in ("very easy", "easy", "medium", "hard")] == [
        "random",
        "greedy",
        "normal",
        "strong",
    ]


def test_every_player_needs_a_strategy(deck: DeckSpec) -> None:
    with pytest.raises(ValueError, match="1 strategies for 2 players"):
        play_game(Board.load("tokyo"), deck, ["A", "B"], [strategy_named("random")], seed=1)
