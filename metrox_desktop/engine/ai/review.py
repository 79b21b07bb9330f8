"""After a game: the par of its deal, the strong bot's score on the same cards, and
the turns where a player's choice cost most.

The final dialog and ``metrox-desktop par`` both call these::

    deal = deal_par(board, load_deck(), seed)            # par, strong, record
    turns = costly_turns(record, board, load_deck(), player=0)

Both take seconds (a beam search of the whole deal; a strong-level ranking of every
turn): call them off the GUI thread. Both take ``stop=`` (:mod:`.stopping`): once it
returns True they raise ``SearchStopped`` within milliseconds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import replace
from typing import NamedTuple

from metrox_desktop.engine.ai.beside import beside
from metrox_desktop.engine.ai.deal import dealt_cards
from metrox_desktop.engine.ai.montecarlo import (
    STRONG_WORK,
    MonteCarloStrategy,
    RankedChoice,
    rank_choices,
)
from metrox_desktop.engine.ai.par import PAR_WIDTH, Line, best_line, better, plain_line
from metrox_desktop.engine.ai.play import seat_view
from metrox_desktop.engine.ai.ranking import position_ranking
from metrox_desktop.engine.ai.stopping import StopCheck, check_stop
from metrox_desktop.engine.ai.strategies import strong
from metrox_desktop.engine.ai.view import PlayerView, Rng, Strategy
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, DeckSpec
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.records import GameRecord
from metrox_desktop.engine.scoring import score

PAR_PLAYER = "Par"


class DealPar(NamedTuple):
    par: int  # the best score found knowing every card
    strong: int  # the strong bot's score on the same cards (not knowing them)
    record: GameRecord  # the par line, with its deal: ``replay`` scores it ``par``


class CostlyTurn(NamedTuple):
    turn: int  # 1-based
    card: str  # the card's code
    chosen: str | None  # what the player wrote (a route letter or station reference)
    chosen_expected: float  # its expected final score at that moment
    best: str | None  # the best choice at that moment
    best_expected: float

    @property
    def cost(self) -> float:
        return self.best_expected - self.chosen_expected


def bot_game(
    board: Board,
    deck: DeckSpec,
    seed: str,
    strategy: Strategy,
    *,
    stop: StopCheck | None = None,
) -> Match:
    """A solo game of ``strategy`` on the deal of ``seed``, as a bot seat alone plays it
    in the game window (each turn's rng is ``turn_rng``): a player who follows every
    Hint plays the strong bot's game exactly, and scores what "strong" says."""
    match = Match.new(board, [strategy.name], deck, seed)
    while not match.game.finished:
        check_stop(stop)
        match = match.flip()
        view, rng = seat_view(match, 0, seed)
        match = match.play(_choose(strategy, view, rng, stop))
    return match


def _choose(strategy: Strategy, view: PlayerView, rng: Rng, stop: StopCheck | None) -> Choice:
    """``strategy.choose``; a Monte Carlo bot's search is asked to stop within
    a playout, not only between decisions (its choice is the same: the first ranked)."""
    if stop is None or not isinstance(strategy, MonteCarloStrategy):
        return strategy.choose(view, rng)
    choices = view.legal_choices()
    if len(choices) < 2:
        return strategy.choose(view, rng)
    return rank_choices(view, rng, strategy.work, stop=stop)[0][0]


def line_record(board: Board, deck: DeckSpec, seed: str, line: Line) -> GameRecord:
    """A line found on the deal of ``seed`` as a complete metrox-game/1 record."""
    match = Match.new(board, [PAR_PLAYER], deck, seed)
    for card, choice in zip(line.cards, line.choices, strict=True):
        match = match.flip()
        assert match.card is not None and match.card.code == card.code
        match = match.play(Choice.for_card(card, choice))
    return match.record()


def deal_par(  # noqa: PLR0913 - the search's settings, each its own
    board: Board,
    deck: DeckSpec,
    seed: str,
    width: int = PAR_WIDTH,
    *,
    stop: StopCheck | None = None,
    parallel: bool = False,
    strong_work: int = STRONG_WORK,
    so_far: Callable[[DealPar], object] | None = None,
) -> DealPar:
    """Par of the deal of ``seed``: the better line of the two searches over its cards
    (the pilot beam of ``width`` and ``plain_line``), or the strong bot's game if that
    scored more (par is the best score found, whoever found it). ``parallel``: the
    strong bot plays in a second process while this one searches (:mod:`.beside`; the
    same answer in about half the time on two free cores). ``strong_work``: the strong
    bot's work a decision (less only where a caller asks for quick answers, as tests of
    the dialog's words).
    ``so_far`` (unless ``parallel``) is told par so far before the pilot beam is
    searched: the better of the plain beam and the strong bot's game (never below the
    plain beam, with the strong bot's score: about half of par's work)."""
    cards = dealt_cards(board, deck, seed)
    with beside(strong_game, board, deck, seed, strong_work, parallel=parallel) as bot:
        plain = plain_line(board, cards, width, stop=stop)
        strong = None if parallel else bot.result(stop)
        if strong is not None and so_far is not None:
            so_far(_par_found(board, deck, seed, plain, strong))
        pilot = best_line(board, cards, width, rank="pilot", stop=stop)
        strong = strong or bot.result(stop)
    return _par_found(board, deck, seed, better(pilot, plain), strong)


def _par_found(
    board: Board, deck: DeckSpec, seed: str, line: Line, strong: tuple[int, GameRecord]
) -> DealPar:
    """Par: the line's score, or the strong bot's game if that scored more."""
    bot_score, bot_record = strong
    if bot_score > line.score:
        return DealPar(bot_score, bot_score, replace(bot_record, players=[PAR_PLAYER]))
    return DealPar(line.score, bot_score, line_record(board, deck, seed, line))


def kept_deal_par(
    board: Board,
    deck: DeckSpec,
    seed: str,
    kept: tuple[int, int, Sequence[str | None]],
) -> DealPar | None:
    """A par kept earlier (par, the strong bot's score, the par line's choices as its
    record writes them) as ``deal_par`` answers it: None unless the line is a whole
    game on this deal that scores par (a damaged or another map's value is searched
    again)."""
    par, strong_score, choices = kept
    match = Match.new(board, [PAR_PLAYER], deck, seed)
    try:
        for choice in choices:
            match = match.flip()
            match = match.play(Choice.parse(choice, board))
    except ValueError:  # a choice the rules or the deal refuse here
        return None
    if not match.game.finished or score(board, match.game.sheets[0]).total != par:
        return None
    return DealPar(par, strong_score, match.record())


def line_choices(record: GameRecord) -> list[str | None]:
    """A solo record's choices, turn by turn (what ``kept_deal_par`` plays again)."""
    return [turn.choices[0] for turn in record.turns]


def strong_game(
    board: Board,
    deck: DeckSpec,
    seed: str,
    work: int = STRONG_WORK,
    *,
    stop: StopCheck | None = None,
) -> tuple[int, GameRecord]:
    """The strong bot's solo game on the deal of ``seed`` (``bot_game``), at ``work`` a
    decision: its score and its record."""
    bot = bot_game(board, deck, seed, strong(work), stop=stop)
    return score(board, bot.game.sheets[0]).total, bot.record()


def turn_values(
    record: GameRecord,
    board: Board,
    deck: DeckSpec,
    player: int = 0,
    work: int = STRONG_WORK,
    *,
    start: int = 1,
    stop: StopCheck | None = None,
) -> Iterator[CostlyTurn]:
    """Every turn of ``player`` from turn ``start`` on, in order: the expected final
    score of the choice made and of the best choice at that moment (ranked and valued
    as a hint: ``ranking.position_ranking``, the Hint's own search, so the values are
    the ones the Hint showed on that turn). A turn with one legal choice (or none)
    costs nothing and is valued all the same.

    The record must carry its deal (``Match.turn_by_turn`` raises MatchError otherwise).
    """
    # The whole record checked against its deal before the first (costly) valuation:
    # the match before each turn, from the one replay of a record.
    before = list(Match.turn_by_turn(record, board, deck))[:-1]
    assert record.seed is not None
    for number, (match, turn) in enumerate(zip(before, record.turns, strict=True), start=1):
        if number < start:
            continue
        match = match.flip()  # the turn's card, as it was dealt
        ranked = position_ranking(match, player, record.seed, work, stop=stop)
        assert match.card is not None
        yield turn_value(board, number, match.card, turn.choices[player], ranked)


def turn_value(
    board: Board, turn: int, card: Card, chosen: str | None, ranked: Sequence[RankedChoice]
) -> CostlyTurn:
    """The value of a turn where ``chosen`` (as the record writes it) was written for
    ``card``, read from the ranking of the position at its flip (``position_ranking``):
    the search's own choice is the best."""
    values = dict(ranked)
    best = ranked[0][0]
    return CostlyTurn(
        turn, card.code, chosen, values[Choice.parse(chosen, board)], best.text(board), values[best]
    )


def costly_turns(
    record: GameRecord,
    board: Board,
    deck: DeckSpec,
    player: int = 0,
    count: int = 3,
    work: int = STRONG_WORK,
    *,
    stop: StopCheck | None = None,
) -> list[CostlyTurn]:
    """The ``count`` turns where ``player``'s choice cost most, costliest first
    (:func:`turn_values`). Turns that cost nothing are left out: a player who
    followed every Hint has no costly turn."""
    return costliest(turn_values(record, board, deck, player, work, stop=stop), count)


def costliest(values: Iterable[CostlyTurn], count: int = 3) -> list[CostlyTurn]:
    """The ``count`` turns of ``values`` (a player's turn values) that cost most,
    costliest first; turns that cost nothing are left out."""
    found = [t for t in values if t.cost > 0]
    return sorted(found, key=lambda t: (-t.cost, t.turn))[:count]
