"""Every rule of docs/rules.md on the real Tokyo and Osaka sheets, one test per rule."""

from __future__ import annotations

import random
from collections.abc import Iterable

import pytest

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card
from metrox_desktop.engine.rules import (
    GameOver,
    IllegalChoice,
    apply,
    legal_indices,
    play_turn,
    stations_filled,
)
from metrox_desktop.engine.scoring import score
from metrox_desktop.engine.state import CIRCLE, EMPTY, Award, GameState, SheetState

FREE = Card.parse("free")
STAR = Card.parse("star")


@pytest.fixture(scope="module")
def tokyo() -> Board:
    return Board.load("tokyo")


@pytest.fixture(scope="module")
def osaka() -> Board:
    return Board.load("osaka")


def st(board: Board, *refs: str) -> tuple[int, ...]:
    """Station indices from references such as ``G3``."""
    return tuple(board.parse_station_ref(ref) for ref in refs)


def route_refs(board: Board, letter: str, positions: Iterable[int]) -> list[str]:
    return [f"{letter}{p}" for p in positions]


def complete(board: Board, sheet: SheetState, route: int) -> bool:
    """Every station of the route is filled on the sheet."""
    return all(sheet.marks[s] != EMPTY for s in board.route_stations[route])


def circled(board: Board, sheet: SheetState, *refs: str) -> SheetState:
    """The sheet with these stations circled by free circles (no indicator box used)."""
    for s in st(board, *refs):
        sheet = apply(board, sheet, FREE, s).sheet
    return sheet


def play(
    board: Board, sheet: SheetState, code: str, letter: str
) -> tuple[SheetState, tuple[int, ...]]:
    """Play a route card; the sheet afterwards and the stations it filled."""
    move = apply(board, sheet, Card.parse(code), board.route_index(letter))
    assert move.stations == stations_filled(board, sheet, move.card, move.choice or 0)  # preview
    return move.sheet, move.stations


def game_with(board: Board, sheets: list[SheetState]) -> GameState:
    game = GameState.new(board, [f"P{i + 1}" for i in range(len(sheets))])
    return game._replace(sheets=tuple(sheets))


# -- number cards -----------------------------------------------------------------


def test_number_card_circles_n_stations_from_the_start(tokyo: Board) -> None:
    sheet, filled = play(tokyo, SheetState.empty(tokyo), "4", "G")
    assert filled == st(tokyo, "G1", "G2", "G3", "G4")
    assert all(sheet.marks[s] == CIRCLE for s in filled)
    assert sheet.empty_stations() == tokyo.station_count - 4
    assert sheet.indicators[tokyo.route_index("G")] == ("4",)


def test_number_card_is_blocked_by_a_filled_station_mid_way(tokyo: Board) -> None:
    sheet = circled(tokyo, SheetState.empty(tokyo), "G4")
    sheet, filled = play(tokyo, sheet, "6", "G")
    assert filled == st(tokyo, "G1", "G2", "G3")  # stops before G4; G5.. stay empty
    assert sheet.marks[st(tokyo, "G5")[0]] == EMPTY
    assert sheet.indicators[tokyo.route_index("G")] == ("6",)


def test_number_card_is_blocked_by_a_star_number_too(tokyo: Board) -> None:
    # N5 is G4: a star played on N lands there, and a 6 on G then stops before it.
    sheet = circled(tokyo, SheetState.empty(tokyo), "N1", "N2", "N3", "N4")
    sheet, starred = play(tokyo, sheet, "star", "N")
    assert starred == st(tokyo, "G4") and sheet.marks[starred[0]] == 10
    sheet, filled = play(tokyo, sheet, "6", "G")
    assert filled == st(tokyo, "G1", "G2", "G3")


def test_number_card_starts_at_the_first_empty_station(tokyo: Board) -> None:
    sheet = circled(tokyo, SheetState.empty(tokyo), "G1", "G2")
    sheet, filled = play(tokyo, sheet, "3", "G")
    assert filled == st(tokyo, "G3", "G4", "G5")


def test_number_card_whose_first_stations_are_filled_still_stops_at_the_next_filled(
    tokyo: Board,
) -> None:
    sheet = circled(tokyo, SheetState.empty(tokyo), "G1", "G2", "G5")
    _, filled = play(tokyo, sheet, "6", "G")
    assert filled == st(tokyo, "G3", "G4")


def test_number_card_stops_at_the_end_of_the_route(tokyo: Board) -> None:
    f = len(tokyo.route_stations[tokyo.route_index("F")])  # 11
    sheet = circled(tokyo, SheetState.empty(tokyo), *route_refs(tokyo, "F", range(1, f - 1)))
    _, filled = play(tokyo, sheet, "6", "F")
    assert filled == st(tokyo, f"F{f - 1}", f"F{f}")


# -- circled cards ------------------------------------------------------------------


def test_circled_card_skips_several_filled_stations(tokyo: Board) -> None:
    sheet = circled(tokyo, SheetState.empty(tokyo), "G2", "G3", "G4", "G6")
    sheet, filled = play(tokyo, sheet, "circled-3", "G")
    assert filled == st(tokyo, "G1", "G5", "G7")
    assert sheet.indicators[tokyo.route_index("G")] == ("circled-3",)


def test_circled_card_skips_filled_stations_at_the_start(tokyo: Board) -> None:
    sheet = circled(tokyo, SheetState.empty(tokyo), "G1", "G2", "G4")
    _, filled = play(tokyo, sheet, "circled-2", "G")
    assert filled == st(tokyo, "G3", "G5")


def test_circled_card_with_fewer_empty_stations_than_n_fills_those_left(tokyo: Board) -> None:
    f = len(tokyo.route_stations[tokyo.route_index("F")])
    keep_empty = {3, f}
    sheet = circled(
        tokyo,
        SheetState.empty(tokyo),
        *route_refs(tokyo, "F", (p for p in range(1, f + 1) if p not in keep_empty)),
    )
    sheet, filled = play(tokyo, sheet, "circled-3", "F")
    assert filled == st(tokyo, "F3", f"F{f}")
    assert complete(tokyo, sheet, tokyo.route_index("F"))


# -- star cards -----------------------------------------------------------------------


def test_star_on_tokyos_five_route_station_writes_10(tokyo: Board) -> None:
    [hub] = [s for s, routes in enumerate(tokyo.station_routes) if len(routes) == 5]
    assert tokyo.star_value(hub) == 10
    # Reach it along one of its routes: circle every station before it, then play the star.
    route = tokyo.station_routes[hub][0]
    letter = tokyo.route_letters[route]
    position = tokyo.route_stations[route].index(hub) + 1
    sheet = circled(tokyo, SheetState.empty(tokyo), *route_refs(tokyo, letter, range(1, position)))
    sheet, filled = play(tokyo, sheet, "star", letter)
    assert filled == (hub,)
    assert sheet.marks[hub] == 10
    assert score(tokyo, sheet).intersection_bonus == 10
    assert sheet.indicators[route] == ("star",)


@pytest.mark.parametrize("letter", ["F", "Y", "T", "M", "C", "Z", "G", "H", "N"])
def test_star_writes_twice_the_routes_through_the_first_empty_station(
    tokyo: Board, letter: str
) -> None:
    route = tokyo.route_index(letter)
    first = tokyo.route_stations[route][0]
    sheet, filled = play(tokyo, SheetState.empty(tokyo), "star", letter)
    assert filled == (first,)
    assert sheet.marks[first] == 2 * len(tokyo.station_routes[first])


def test_star_on_a_route_whose_stations_are_all_filled_writes_nothing_but_uses_the_box(
    tokyo: Board,
) -> None:
    g = len(tokyo.route_stations[tokyo.route_index("G")])
    sheet = circled(tokyo, SheetState.empty(tokyo), *route_refs(tokyo, "G", range(1, g + 1)))
    after, filled = play(tokyo, sheet, "star", "G")
    assert filled == ()
    assert after.marks == sheet.marks
    assert after.indicators[tokyo.route_index("G")] == ("star",)
    assert score(tokyo, after).intersection_bonus == 0


def test_a_full_route_chosen_for_a_number_card_uses_the_box_and_fills_nothing(
    tokyo: Board,
) -> None:
    f = len(tokyo.route_stations[tokyo.route_index("F")])
    sheet = circled(tokyo, SheetState.empty(tokyo), *route_refs(tokyo, "F", range(1, f + 1)))
    assert tokyo.route_index("F") in legal_indices(tokyo, sheet, Card.parse("4"))
    for code in ("4", "circled-2"):
        after, filled = play(tokyo, sheet, code, "F")
        assert filled == ()
        assert after.marks == sheet.marks
        assert after.indicators[tokyo.route_index("F")] == (code,)


# -- indicator boxes ---------------------------------------------------------------------


def test_only_routes_with_an_empty_indicator_box_are_legal(tokyo: Board) -> None:
    f = tokyo.route_index("F")
    assert tokyo.indicator_counts[f] == 2
    sheet = SheetState.empty(tokyo)
    assert legal_indices(tokyo, sheet, Card.parse("3")) == tuple(range(tokyo.route_count))
    sheet, _ = play(tokyo, sheet, "2", "F")
    assert f in legal_indices(tokyo, sheet, Card.parse("3"))
    sheet, _ = play(tokyo, sheet, "star", "F")
    for code in ("3", "circled-2", "star"):
        assert f not in legal_indices(tokyo, sheet, Card.parse(code))
        with pytest.raises(IllegalChoice):
            apply(tokyo, sheet, Card.parse(code), f)
    assert legal_indices(tokyo, sheet, Card.parse("3")) == tuple(
        r for r in range(tokyo.route_count) if r != f
    )


def test_indicator_boxes_fill_left_to_right(tokyo: Board) -> None:
    t = tokyo.route_index("T")
    assert tokyo.indicator_counts[t] == 3
    sheet = SheetState.empty(tokyo)
    for written, code in enumerate(["circled-2", "5", "star"], start=1):
        sheet, _ = play(tokyo, sheet, code, "T")
        assert sheet.indicators[t] == ("circled-2", "5", "star")[:written]
    assert sheet.indicators_used() == 3


def test_a_route_card_needs_a_route(tokyo: Board) -> None:
    sheet = SheetState.empty(tokyo)
    for bad in (None, -1, tokyo.route_count):
        with pytest.raises(IllegalChoice):
            apply(tokyo, sheet, Card.parse("3"), bad)


# -- free circles ---------------------------------------------------------------------------


def test_free_circle_every_empty_station_is_legal(tokyo: Board) -> None:
    sheet = SheetState.empty(tokyo)
    assert legal_indices(tokyo, sheet, FREE) == tuple(range(tokyo.station_count))
    sheet, filled = play(tokyo, sheet, "3", "H")
    assert legal_indices(tokyo, sheet, FREE) == tuple(
        s for s in range(tokyo.station_count) if s not in filled
    )


def test_free_circle_circles_one_station_and_writes_no_indicator(tokyo: Board) -> None:
    sheet = SheetState.empty(tokyo)
    [m7] = st(tokyo, "M7")
    move = apply(tokyo, sheet, FREE, m7)
    assert move.stations == (m7,) and move.route is None
    assert move.sheet.marks[m7] == CIRCLE
    assert move.sheet.indicators == sheet.indicators
    assert move.sheet.open_routes == sheet.open_routes


def test_free_circle_on_a_filled_station_is_illegal(tokyo: Board) -> None:
    sheet, filled = play(tokyo, SheetState.empty(tokyo), "2", "N")
    for s in filled:
        with pytest.raises(IllegalChoice):
            apply(tokyo, sheet, FREE, s)
    with pytest.raises(IllegalChoice):
        apply(tokyo, sheet, FREE, None)  # must circle something while a station is empty
    with pytest.raises(IllegalChoice):
        apply(tokyo, sheet, FREE, tokyo.station_count)


def test_free_circle_on_a_full_sheet_does_nothing(tokyo: Board) -> None:
    sheet = circled(
        tokyo, SheetState.empty(tokyo), *(tokyo.station_ref(s) for s in range(tokyo.station_count))
    )
    assert legal_indices(tokyo, sheet, FREE) == ()
    assert apply(tokyo, sheet, FREE, None).sheet == sheet


def test_free_circle_completing_a_route_that_was_not_chosen_gets_its_award(tokyo: Board) -> None:
    f = tokyo.route_index("F")
    n = len(tokyo.route_stations[f])
    sheet = circled(tokyo, SheetState.empty(tokyo), *route_refs(tokyo, "F", range(1, n)))
    game = game_with(tokyo, [sheet, sheet])
    last = tokyo.route_stations[f][-1]  # F11, also Z1 and G1
    other = st(tokyo, "T14")[0]
    result = play_turn(game, FREE, [last, other])
    assert result.completed == (((f, Award.FIRST),), ())
    assert result.game.sheets[0].awards[f] is Award.FIRST
    assert result.game.sheets[0].indicators == sheet.indicators  # no box used
    assert score(tokyo, result.game.sheets[0]).completion_bonus == tokyo.first_bonus[f]


# -- shared stations and completion ---------------------------------------------------------------


def test_a_shared_station_filled_on_one_route_counts_for_every_route_through_it(
    tokyo: Board,
) -> None:
    # F1-F6 are Y1-Y6: a 6 on Y completes F when F7-F11 are already circled.
    f, y = tokyo.route_index("F"), tokyo.route_index("Y")
    assert tokyo.route_stations[f][:6] == tokyo.route_stations[y][:6]
    sheet = circled(tokyo, SheetState.empty(tokyo), *route_refs(tokyo, "F", range(7, 12)))
    result = play_turn(game_with(tokyo, [sheet]), Card.parse("6"), [y])
    after = result.game.sheets[0]
    assert result.moves[0].stations == tokyo.route_stations[y][:6]
    assert complete(tokyo, after, f) and not complete(tokyo, after, y)
    assert result.completed == (((f, Award.FIRST),),)
    assert after.indicators[f] == () and after.indicators[y] == ("6",)


def test_one_turn_can_complete_several_routes(tokyo: Board) -> None:
    # Z1-Z3 are G1-G3: circle the rest of both routes, then a 3 on G completes both.
    z, g = tokyo.route_index("Z"), tokyo.route_index("G")
    rest = set(tokyo.route_stations[z][3:]) | set(tokyo.route_stations[g][3:])
    sheet = circled(tokyo, SheetState.empty(tokyo), *(tokyo.station_ref(s) for s in rest))
    result = play_turn(game_with(tokyo, [sheet]), Card.parse("3"), [g])
    [done] = result.completed
    assert sorted(done) == sorted([(z, Award.FIRST), (g, Award.FIRST)])
    assert result.game.sheets[0].awards[z] is Award.FIRST
    assert result.game.sheets[0].awards[g] is Award.FIRST


def test_players_completing_a_route_in_the_same_turn_share_the_crown_later_ones_get_the_diamond(
    tokyo: Board,
) -> None:
    f, y, g = (tokyo.route_index(x) for x in "FYG")
    ready = circled(tokyo, SheetState.empty(tokyo), *route_refs(tokyo, "F", range(7, 12)))
    game = game_with(tokyo, [ready, ready, ready])
    assert not any(game.crown_crossed_out(p, f) for p in range(3))

    first = play_turn(game, Card.parse("6"), [y, y, g])
    assert first.completed == (((f, Award.FIRST),), ((f, Award.FIRST),), ())
    game = first.game
    assert f in game.claimed
    assert [game.crown_crossed_out(p, f) for p in range(3)] == [False, False, True]

    later = play_turn(game, Card.parse("6"), [g, g, y])
    assert later.completed[2] == ((f, Award.LATER),)
    game = later.game
    assert [s.awards[f] for s in game.sheets] == [Award.FIRST, Award.FIRST, Award.LATER]
    assert [game.crown_crossed_out(p, f) for p in range(3)] == [False, False, True]
    bonuses = [score(tokyo, s).completion_bonus for s in game.sheets]
    assert bonuses == [tokyo.first_bonus[f], tokyo.first_bonus[f], tokyo.later_bonus[f]]


def test_awards_depend_on_earlier_turns_not_on_player_order(tokyo: Board) -> None:
    # The player listed last completing a route alone in a turn still gets the crown,
    # and the players listed first completing it later get the diamond.
    f, y, g = (tokyo.route_index(x) for x in "FYG")
    ready = circled(tokyo, SheetState.empty(tokyo), *route_refs(tokyo, "F", range(7, 12)))
    game = play_turn(game_with(tokyo, [ready, ready]), Card.parse("6"), [g, y]).game
    game = play_turn(game, Card.parse("6"), [y, g]).game
    assert [s.awards[f] for s in game.sheets] == [Award.LATER, Award.FIRST]
    assert game.crown_crossed_out(0, f) and not game.crown_crossed_out(1, f)


def test_solo_always_scores_the_crown(tokyo: Board) -> None:
    rng = random.Random(7)
    for _ in range(20):
        game = GameState.new(tokyo, ["Solo"])
        while not game.finished:
            card = Card.parse(rng.choice(["2", "3", "4", "5", "6", "circled-2", "star", "free"]))
            options = legal_indices(tokyo, game.sheets[0], card)
            game = play_turn(game, card, [rng.choice(options) if options else None]).game
        awards = [a for a in game.sheets[0].awards if a is not None]
        assert all(a is Award.FIRST for a in awards)
        assert not any(game.crown_crossed_out(0, r) for r in range(tokyo.route_count))


def test_a_route_is_awarded_once(tokyo: Board) -> None:
    f = tokyo.route_index("F")
    sheet = circled(tokyo, SheetState.empty(tokyo), *route_refs(tokyo, "F", range(1, 11)))
    game = play_turn(game_with(tokyo, [sheet]), FREE, [st(tokyo, "F11")[0]]).game
    again = play_turn(game, Card.parse("4"), [f])  # the full route takes another card
    assert again.completed == ((),)
    assert again.game.sheets[0].awards[f] is Award.FIRST


# -- end of the game ---------------------------------------------------------------------------


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_the_game_ends_exactly_when_all_indicator_boxes_are_filled(map_id: str) -> None:
    board = Board.load(map_id)
    game = GameState.new(board, ["Ann", "Bo"])
    route_cards = 0
    while route_cards < board.total_indicators:
        assert not game.finished
        # A free circle between route cards never brings the end nearer.
        free = legal_indices(board, game.sheets[0], FREE)[0]
        game = play_turn(game, FREE, [free, free]).game
        assert not game.finished
        route = game.sheets[0].open_routes[-1]
        game = play_turn(game, Card.parse("2"), [route, route]).game
        route_cards += 1
    assert game.finished
    assert all(s.open_routes == () for s in game.sheets)
    assert all(
        len(s.indicators[r]) == board.indicator_counts[r]
        for s in game.sheets
        for r in range(board.route_count)
    )
    assert game.turns_played == 2 * board.total_indicators
    with pytest.raises(GameOver):
        play_turn(game, Card.parse("3"), [0, 0])
    with pytest.raises(GameOver):
        play_turn(game, FREE, [None, None])


def test_the_number_of_choices_must_match_the_players(tokyo: Board) -> None:
    game = GameState.new(tokyo, ["Ann", "Bo"])
    with pytest.raises(IllegalChoice):
        play_turn(game, Card.parse("3"), [0])
    with pytest.raises(IllegalChoice):
        play_turn(game, Card.parse("3"), [0, 0, 0])


def test_an_illegal_choice_names_the_player(tokyo: Board) -> None:
    game = GameState.new(tokyo, ["Ann", "Bo", "Cy"])
    with pytest.raises(IllegalChoice) as caught:
        play_turn(game, Card.parse("3"), [0, 0, tokyo.route_count])
    assert caught.value.player == 2


# -- Osaka's shared End of P and Y -------------------------------------------------------------


def test_osaka_p_and_y_share_one_end_box(osaka: Board) -> None:
    p, y = osaka.route_index("P"), osaka.route_index("Y")
    [end] = {osaka.route_stations[p][-1], osaka.route_stations[y][-1]}
    assert osaka.parse_station_ref("P6") == osaka.parse_station_ref("Y9") == end
    assert set(osaka.station_refs(end)) == {"P6", "Y9"}
    assert set(osaka.station_routes[end]) == {p, y}
    assert osaka.star_value(end) == 4


def test_osaka_filling_the_shared_end_on_p_fills_it_on_y(osaka: Board) -> None:
    p, y = osaka.route_index("P"), osaka.route_index("Y")
    sheet, filled = play(osaka, SheetState.empty(osaka), "6", "P")
    end = osaka.parse_station_ref("Y9")
    assert end in filled
    # A 6 on Y now stops before its End, which is already filled.
    _, on_y = play(osaka, sheet, "6", "Y")
    assert on_y == st(osaka, *route_refs(osaka, "Y", range(1, 7)))
    assert end not in on_y
    assert sheet.indicators[p] == ("6",) and sheet.indicators[y] == ()


def test_osaka_free_circle_on_the_shared_end_by_either_name(osaka: Board) -> None:
    end = osaka.parse_station_ref("P6")
    sheet = circled(osaka, SheetState.empty(osaka), "P6")
    with pytest.raises(IllegalChoice):
        apply(osaka, sheet, FREE, osaka.parse_station_ref("Y9"))
    assert sheet.empty_stations() == osaka.station_count - 1
    assert sheet.marks[end] == CIRCLE


def test_osaka_the_shared_end_completes_p_and_y_together(osaka: Board) -> None:
    p, y = osaka.route_index("P"), osaka.route_index("Y")
    sheet = circled(
        osaka,
        SheetState.empty(osaka),
        *route_refs(osaka, "Y", range(1, 9)),
        *route_refs(osaka, "P", range(1, 6)),
    )
    result = play_turn(game_with(osaka, [sheet]), FREE, [osaka.parse_station_ref("Y9")])
    [done] = result.completed
    assert sorted(done) == sorted([(y, Award.FIRST), (p, Award.FIRST)])
    assert score(osaka, result.game.sheets[0]).completion_bonus == (
        osaka.first_bonus[p] + osaka.first_bonus[y]
    )


def test_osaka_star_on_the_shared_end_writes_4(osaka: Board) -> None:
    sheet = circled(osaka, SheetState.empty(osaka), *route_refs(osaka, "P", range(1, 6)))
    after, filled = play(osaka, sheet, "star", "P")
    assert filled == st(osaka, "Y9")
    assert after.marks[filled[0]] == 4
