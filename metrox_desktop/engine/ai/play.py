"""Whole games played by strategies, and the random numbers a bot draws.

One rule everywhere (``simulate`` and ``play_game``, a bot seat and the Hint in the
game window, the review of a game and par): the choice of seat ``player`` in turn
``turn`` of the deal ``seed`` draws its random numbers from
``turn_rng(seed, turn, player)``. A choice then depends on its deal, turn and seat
alone, so the same deal and bot level play the same game in all of them, after a
resume or an undo too, and a review that asks again on a position gets the Hint's
very answer.
"""

from __future__ import annotations

import random
import struct
from collections.abc import Callable, Sequence
from functools import cache
from hashlib import blake2b, shake_256
from typing import TYPE_CHECKING

from metrox_desktop.engine.ai.fast import (
    FastSheet,
    encode_card,
    fast_board,
    fast_sheet,
    final_score,
    play,
)
from metrox_desktop.engine.ai.view import PlayerView, SheetStrategy, Strategy
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Deck, DeckSpec, shuffled
from metrox_desktop.engine.rules import TurnResult, choice_index, play_turn
from metrox_desktop.engine.state import GameState, SheetState

if TYPE_CHECKING:
    from metrox_desktop.engine.match import Match

_UNIT = 2.0**-53  # a 53-bit whole number times this is a float in [0, 1), exactly


class TurnRandom:
    """The random numbers of one seat in one turn of a deal: ``random()``, a float in
    [0, 1), the one draw the strategies make (see :class:`.view.Rng`).

    The first number of turn *t* is the *t*-th 64-bit word of SHAKE-256 of
    ``"SEED/playerP"`` (its top 53 bits); the rest come from a Mersenne Twister seeded
    with BLAKE2b of ``"SEED#t/playerP"``, started only when a second number is asked
    for (a search draws thousands, a simple bot one or none). Both are fixed
    algorithms (Python keeps ``random()`` of an integer seed the same in every
    version), so a deal gives the same numbers on every machine.

    A whole game asks for about a hundred of these: ``at(turn)`` moves one seat's
    source to another turn of the same deal without making a new one, and the first
    numbers of every turn are worked out at once, from one hash per seat and game.
    """

    __slots__ = ("random", "_seed", "_player", "_turn", "_firsts")

    def __init__(self, seed: str | int, player: int, turn: int = 1) -> None:
        self.random: Callable[[], float]
        self._seed = seed
        self._player = player
        self._firsts: tuple[int, ...] = ()  # the first word of each turn
        self.at(turn)

    def at(self, turn: int) -> TurnRandom:
        """This seat's source as it starts in turn ``turn`` (1-based); ``self``."""
        self._turn = turn
        self.random = self._first
        return self

    def _first(self) -> float:
        turn = self._turn
        if len(self._firsts) < turn:
            # A game of Tokyo or Osaka has about 25 turns. SHAKE-256 gives the same
            # words first however many are asked for, so a longer game reads again.
            count = max(32, 2 * turn)
            key = f"{self._seed}/player{self._player}".encode()
            self._firsts = struct.unpack(f"<{count}Q", shake_256(key).digest(8 * count))
        self.random = self._more
        return (self._firsts[turn - 1] >> 11) * _UNIT

    def _more(self) -> float:
        key = f"{self._seed}#{self._turn}/player{self._player}".encode()
        more = random.Random(int.from_bytes(blake2b(key).digest(), "little"))
        self.random = more.random
        return more.random()


def turn_rng(seed: str | int, turn: int, player: int) -> TurnRandom:
    """The random source of ``player``'s choice in turn ``turn`` (1-based) of the deal
    ``seed``: the module's one rule."""
    return TurnRandom(seed, player, turn)


def seat_view(match: Match, player: int, seed: str | int) -> tuple[PlayerView, TurnRandom]:
    """What a bot in ``player``'s seat decides from, for the card on the table of
    ``match`` (the deal of ``seed``): its view and its random source for the turn. The
    Hint, the window's bots, a host's stand-in bots and the strong bot's game all decide
    from it, so a player who follows every Hint plays the strong bot's game."""
    card = match.card
    if card is None:
        raise ValueError("no card on the table")
    return PlayerView(match.game, player, card, match.deck), turn_rng(seed, match.turn, player)


def play_game(
    board: Board,
    deck: DeckSpec,
    players: Sequence[str],
    strategies: Sequence[Strategy],
    seed: str | int,
    keep: Callable[[TurnResult], object] | None = None,
) -> GameState:
    """Play a whole game, each player choosing with their strategy; the final state.

    The cards are dealt exactly as ``Match.new(board, players, deck, seed)`` deals
    them, and each choice draws from ``turn_rng(seed, turn, player)`` (one source per
    seat, moved from turn to turn with ``at``), so the same seed gives the same game
    on every machine, and the same game bot seats play in the window. ``keep`` is
    handed each turn's result (to write the game's record).
    """
    if len(strategies) != len(players):
        raise ValueError(f"{len(strategies)} strategies for {len(players)} players")
    game = GameState.new(board, tuple(players))
    cards = Deck.new(deck, seed)
    seats = [(p, strategy, TurnRandom(seed, p)) for p, strategy in enumerate(strategies)]
    turn = 0
    while game.sheets[0].open_routes:  # not game.finished, asked without a call
        card, cards = cards.draw()
        turn += 1
        choices = [s.choose(PlayerView(game, p, card, cards), r.at(turn)) for p, s, r in seats]
        result = play_turn(game, card, [choice_index(card, choice) for choice in choices])
        if keep is not None:
            keep(result)
        game = result.game
        if card.reshuffle:
            cards = cards.after_turn(card)
    return game


@cache
def _deck_codes(deck: DeckSpec) -> tuple[tuple[int, ...], tuple[bool, ...]]:
    """The deck's cards as the kernel's ints, and which of them reshuffle."""
    return tuple(encode_card(c) for c in deck.cards), tuple(c.reshuffle for c in deck.cards)


@cache
def _empty_sheet(board: Board) -> FastSheet:
    return fast_sheet(board, SheetState.empty(board))


def play_scores(
    board: Board,
    deck: DeckSpec,
    strategies: Sequence[SheetStrategy],
    seed: str | int,
) -> tuple[list[int], int]:
    """``play_game`` for bots that look only at their own sheet (random, greedy), on
    the search kernel (:mod:`.fast`): the same game, dealt and chosen alike, for its
    final totals by player and the turns it took (what ``simulate`` counts)."""
    fb = fast_board(board)
    codes, reshuffles = _deck_codes(deck)
    sheets = [_empty_sheet(board)] * len(strategies)
    seats = [(p, s.choose_on_kernel, TurnRandom(seed, p)) for p, s in enumerate(strategies)]
    seed, shuffles = str(seed), 0
    pile = shuffled(seed, shuffles, range(len(codes)))
    top, discards = 0, list[int]()
    claimed = 0
    turn = 0
    while any(sheets[0].left):
        if top == len(pile):  # the deck is out: the discards are shuffled into a new one
            shuffles += 1
            pile, top, discards = shuffled(seed, shuffles, discards), 0, []
        index = pile[top]
        top += 1
        discards.append(index)
        code = codes[index]
        turn += 1
        done = 0
        for p, choose, rng in seats:
            sheet = sheets[p]
            choice = choose(fb, sheet, code, claimed, rng.at(turn))
            sheets[p], completed = play(fb, sheet, code, choice, claimed)
            done |= completed
        claimed |= done  # after every sheet: a crown is shared within a turn
        if reshuffles[index]:  # the card sends every card back into a new deck
            shuffles += 1
            pile, top, discards = shuffled(seed, shuffles, range(len(codes))), 0, []
    return [final_score(fb, sheet) for sheet in sheets], turn
