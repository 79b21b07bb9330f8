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
        if match.game.finished:
            break
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


def test_a_kept_par_line_reads_back_as_the_game_it_was_and_nothing_else() -> None:
    from metrox_desktop.engine.ai.review import PAR_PLAYER, kept_deal_par, line_choices
    from metrox_desktop.engine.scoring import score

    board, deck = Board.load("tokyo"), load_deck()
    match = played(0, turns=99)  # a whole game on the deal: a line as par keeps one
    assert match.game.finished
    total = score(board, match.game.sheets[0]).total
    line = line_choices(match.record())
    remember_par("tokyo", "okazu-20", "GROW", total, total - 3, line)
    remember_par("tokyo", "okazu-20", "OLD", 50, 45)  # as kept before lines were
    cache = ParCache.load()
    assert cache.kept_of("tokyo", "okazu-20", "GROW") == (total, total - 3, line)
    assert cache.kept_of("tokyo", "okazu-20", "OLD") is None  # par is searched again
    assert cache.verdict_of("tokyo", "okazu-20", "OLD") == (50, 45)  # the dialog's values
    found = kept_deal_par(board, deck, "GROW", (total, total - 3, line))
    assert found is not None and (found.par, found.strong) == (total, total - 3)
    assert found.record.players == [PAR_PLAYER] and line_choices(found.record) == line
    # A line that does not score the par kept with it, or was played on other cards,
    # is not taken for par.
    assert kept_deal_par(board, deck, "GROW", (total + 1, total - 3, line)) is None
    assert kept_deal_par(board, deck, "OTHER", (total, total - 3, line)) is None
    assert kept_deal_par(board, deck, "GROW", (total, total - 3, line[:-1])) is None
