"""The board: station references (every name of a shared station), routes, star values."""

from __future__ import annotations

import pytest

from metrox_desktop.engine.board import Board, UnknownReference


@pytest.fixture(scope="module", params=["tokyo", "osaka"])
def board(request: pytest.FixtureRequest) -> Board:
    return Board.load(request.param)


def test_every_name_of_every_station_leads_back_to_it(board: Board) -> None:
    for s in range(board.station_count):
        refs = board.station_refs(s)
        assert len(refs) == len(board.station_routes[s]) >= 1
        assert board.station_ref(s) == refs[0]
        for ref in refs:
            assert board.parse_station_ref(ref) == s


def test_station_references_count_from_the_start(board: Board) -> None:
    for r, letter in enumerate(board.route_letters):
        stations = board.route_stations[r]
        for position, s in enumerate(stations, start=1):
            assert board.station_ref(s, r) == f"{letter}{position}"
            assert r in board.station_routes[s]


def test_routes_and_stations_agree(board: Board) -> None:
    assert len(board.route_letters) == len(set(board.route_letters)) == board.route_count
    for s, routes in enumerate(board.station_routes):
        assert routes == tuple(r for r in range(board.route_count) if s in board.route_stations[r])
        assert board.star_value(s) == 2 * len(routes)
    assert all(2 <= n <= 4 for n in board.indicator_counts)
    assert board.total_indicators == sum(board.indicator_counts)


@pytest.mark.parametrize("ref", ["Q1", "G0", "G999", "g3", "3G", "G", "", "G3 ", "G-1", "G3\n"])
def test_unknown_station_references_are_refused(ref: str) -> None:
    tokyo = Board.load("tokyo")
    with pytest.raises(UnknownReference):
        tokyo.parse_station_ref(ref)


def test_unknown_route_letters_are_refused() -> None:
    tokyo = Board.load("tokyo")
    assert tokyo.route_index("G") == tokyo.route_letters.index("G")
    for letter in ("Q", "g", "", "GG"):
        with pytest.raises(UnknownReference):
            tokyo.route_index(letter)


def test_tokyo_has_one_station_on_five_routes() -> None:
    tokyo = Board.load("tokyo")
    hubs = [s for s, routes in enumerate(tokyo.station_routes) if len(routes) == 5]
    assert len(hubs) == 1
    assert sorted(tokyo.station_refs(hubs[0])) == ["G4", "M7", "N5", "Y10", "Z4"]
    assert max(len(routes) for routes in tokyo.station_routes) == 5


def test_osaka_p_and_y_end_in_the_same_box() -> None:
    osaka = Board.load("osaka")
    p, y = osaka.route_index("P"), osaka.route_index("Y")
    assert osaka.route_stations[p][-1] == osaka.route_stations[y][-1]
