"""The review cache keeps a game's turn values from its start: a game still being
played keeps what it has as it grows, and another game of the same deal and players
(other choices) never reads a value worked out on choices that are not its own."""

from __future__ import annotations

from metrox_desktop.engine.ai.review import CostlyTurn
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.persistence.par_cache import ParCache, remember_par
from metrox_desktop.persistence.review_cache import ReviewCache


def played(choice: int, turns: int = 2) -> Match:
    match = Match.new(Board.load("tokyo"), ["Ann"], load_deck(), "GROW")
    for _ in range(turns):
        match = match.flip()
        legal = match.legal_choices()
        match = match.play(legal[min(choice, len(legal) - 1)])
    return match


def test_a_growing_game_keeps_its_turn_values_and_another_game_does_not_read_them() -> None:
    one_turn = played(0, turns=1).record()
    cache = ReviewCache(one_turn)
    cache.put(0, CostlyTurn(1, "x", "G", 10.0, "M", 12.0))
    two_turns = played(0, turns=2).record()
    assert ReviewCache(two_turns).get(0, 1) == CostlyTurn(1, "x", "G", 10.0, "M", 12.0)
    assert ReviewCache(two_turns).get(0, 2) is None  # not worked out yet
    other = played(1, turns=2).record()  # the same deal and player, another first choice
    assert ReviewCache(other).get(0, 1) is None


def test_par_is_kept_with_the_strong_bots_score_and_an_old_entry_still_reads() -> None:
    remember_par("tokyo", "okazu-20", "OLD", 50)
    remember_par("tokyo", "okazu-20", "NEW", 55, 47)
    cache = ParCache.load()
    assert cache.verdict_of("tokyo", "okazu-20", "NEW") == (55, 47)
    assert cache.verdict_of("tokyo", "okazu-20", "OLD") is None  # no strong score kept
    assert cache.pars[next(k for k in cache.pars if k.endswith("/OLD"))] == 50
