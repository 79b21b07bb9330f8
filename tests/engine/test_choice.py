"""A choice as players and records write it: every route and station of both maps
round-trips through its text, and a choice of the wrong kind is refused."""

from __future__ import annotations

import pytest

from metrox_desktop.engine.board import Board, UnknownReference
from metrox_desktop.engine.cards import Card, load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.records import RecordError, parse_record, replay
from metrox_desktop.engine.rules import IllegalChoice, legal_choices
from metrox_desktop.engine.state import SheetState


@pytest.fixture(scope="module", params=["tokyo", "osaka"])
def board(request: pytest.FixtureRequest) -> Board:
    return Board.load(request.param)


def test_every_route_and_station_round_trips_through_its_text(board: Board) -> None:
    for r, letter in enumerate(board.route_letters):
        assert Choice.parse(letter, board) == Choice.route(r)
        assert Choice.route(r).text(board) == letter
    for s in range(board.station_count):
        station = Choice.station(s)
        assert Choice.parse(station.text(board), board) == station
        # Every name a shared station has on the sheet (G3 and Z3) is the same choice.
        assert {Choice.parse(ref, board) for ref in board.station_refs(s)} == {station}


def test_a_route_and_a_station_with_the_same_index_are_different_choices() -> None:
    assert Choice.route(3) != Choice.station(3)
    assert len({Choice.route(3), Choice.station(3), Choice.route(3)}) == 2
    assert repr(Choice.station(3)) == str(Choice.station(3)) == "Choice.station(3)"


@pytest.mark.parametrize("text", ["", "g", "Q", "G99", "3G", "GG3", "G3 "])
def test_a_text_that_names_nothing_on_the_map_says_so(text: str) -> None:
    with pytest.raises(UnknownReference):
        Choice.parse(text, Board.load("tokyo"))


def test_the_legal_choices_say_what_they_name(board: Board) -> None:
    sheet = SheetState.empty(board)
    assert legal_choices(board, sheet, Card.parse("3")) == tuple(
        Choice.route(r) for r in range(board.route_count)
    )
    free = legal_choices(board, sheet, Card.parse("free"))
    assert free == tuple(Choice.station(s) for s in range(board.station_count))


def test_a_station_for_a_route_card_or_a_route_for_a_free_circle_is_refused() -> None:
    tokyo = Board.load("tokyo")
    match = Match.new(tokyo, ["Ann"], load_deck(), "8HQ2").flip()
    assert match.card is not None and match.card.takes_route  # a 3
    with pytest.raises(IllegalChoice, match="must be played on a route"):
        match.choose(0, Choice.parse("G1", tokyo))
    match = match.play(Choice.parse("G", tokyo)).flip()
    assert match.card is not None and match.card.code == "free"
    with pytest.raises(IllegalChoice, match="must circle an empty station"):
        match.choose(0, Choice.parse("H", tokyo))
    assert match.chosen == frozenset()


def test_a_pass_is_a_choice_of_its_own_written_as_null(board: Board) -> None:
    assert Choice.parse(None, board) == Choice.PASS == Choice.for_card(Card.parse("free"), None)
    assert Choice.PASS.text(board) is None and Choice.PASS.is_pass
    assert repr(Choice.PASS) == "Choice.PASS"
    assert Choice.PASS not in {Choice.route(0), Choice.station(0)}


def test_a_pass_is_refused_while_the_card_has_somewhere_to_write() -> None:
    tokyo = Board.load("tokyo")
    match = Match.new(tokyo, ["Ann"], load_deck(), "8HQ2").flip()  # a 3
    with pytest.raises(IllegalChoice, match="must be played on a route"):
        match.choose(0, Choice.PASS)
    match = match.play(Choice.parse("G", tokyo)).flip()  # a free circle
    with pytest.raises(IllegalChoice, match="must circle an empty station"):
        match.choose(0, Choice.PASS)
    assert match.chosen == frozenset()


def test_a_record_with_a_station_written_for_a_route_card_names_the_turn_and_player() -> None:
    tokyo = Board.load("tokyo")
    record = parse_record(
        '{"format": "metrox-game/1", "map": "tokyo", "players": ["Ann"],'
        ' "turns": [{"card": "3", "choices": ["G1"]}]}'
    )
    with pytest.raises(RecordError, match=r"turn 1, player Ann: 3 on G1: 3 must be played"):
        replay(record, tokyo)
