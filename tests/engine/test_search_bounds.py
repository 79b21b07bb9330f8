"""Par and the bots do on any map what they do on a printed sheet, no more: on Tokyo
and Osaka exactly as wide a search as ever, on the costliest map the format allows a
search narrowed in proportion (what it costs is measured in benchmarks/bench_hostile.py;
here the work is counted)."""

from __future__ import annotations

import pytest

from metrox_desktop.engine.ai.bounds import (
    PRINTED,
    beam_width,
    decision_work,
    map_size,
)
from metrox_desktop.engine.ai.deal import dealt_cards
from metrox_desktop.engine.ai.fast import fast_board
from metrox_desktop.engine.ai.futures import cards_needed
from metrox_desktop.engine.ai.montecarlo import STRONG_WORK, rank_choices
from metrox_desktop.engine.ai.par import PAR_WIDTH, PLAIN_WIDTH, best_line
from metrox_desktop.engine.ai.play import turn_rng
from metrox_desktop.engine.ai.stopping import SearchStopped
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from tests.engine.test_ai_stop import Asked, first_view
from tests.maps.hostile import limit_map, map_spec


@pytest.fixture(scope="module")
def limits() -> Board:
    return Board.from_spec(map_spec(limit_map()))


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_the_printed_maps_are_searched_as_widely_as_ever(map_id: str) -> None:
    fb = fast_board(Board.load(map_id))
    assert beam_width(fb, PAR_WIDTH, "pilot") == PAR_WIDTH
    assert beam_width(fb, PLAIN_WIDTH, "score") == PLAIN_WIDTH
    assert decision_work(fb, STRONG_WORK) == STRONG_WORK


def test_the_map_at_the_limits_asks_many_times_a_printed_sheets_work(limits: Board) -> None:
    size = map_size(fast_board(limits))
    assert (size.route_cards, size.routes, size.stations) == (36, 26, 200)
    assert size.pilot() > 10 * PRINTED.pilot() and size.game() > 2 * PRINTED.game()


def test_par_on_the_map_at_the_limits_plays_out_no_more_than_on_a_printed_sheet(
    limits: Board,
) -> None:
    fb = fast_board(limits)
    width = int(PAR_WIDTH * PRINTED.pilot() / map_size(fb).pilot())  # a printed sheet's work
    # The search asks its stop check for every sheet it extends and every sheet it
    # plays out: at most its width of each, times the choices a card offers.
    cards = dealt_cards(limits, load_deck(), "BOUND")[:8]
    choices = [fb.station_count if c.code == "free" else fb.route_count for c in cards]
    most = sum(width * (1 + n) for n in choices)
    counted = Asked(most + 1)  # says stop once the search asks more than most times
    try:
        line = best_line(limits, cards, stop=counted)
    except SearchStopped:
        pytest.fail(f"the pilot beam played out more than {most:,} sheets on 8 cards")
    assert len(line.choices) == len(cards) and counted.asked <= most
    assert beam_width(fb, PAR_WIDTH, "pilot") == width


def test_a_strong_decision_on_the_map_at_the_limits_plays_a_printed_games_share(
    limits: Board,
) -> None:
    view = first_view(limits)
    per_playout = cards_needed(view) + cards_needed(view) // 20
    fb = fast_board(limits)
    work = int(STRONG_WORK * PRINTED.game() / map_size(fb).game())  # a printed game's share
    # The search asks its stop check before every playout.
    choices = len(view.legal_choices())
    most = work // per_playout + choices
    try:
        ranked = rank_choices(view, turn_rng("BOUND", 1, 0), stop=Asked(most + 1))
    except SearchStopped:
        pytest.fail(f"more than {most} playouts of {per_playout} cards for one decision")
    assert len(ranked) == choices
    assert decision_work(fb, STRONG_WORK) == work
