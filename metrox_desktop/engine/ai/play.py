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
from hashlib import blake2b, shake_256

from metrox_desktop.engine.ai.view import PlayerView, SheetStrategy, Strategy
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Deck, DeckSpec
from metrox_desktop.engine.live import LiveDeck, LiveGame
from metrox_desktop.engine.rules import TurnResult, play_turn
from metrox_desktop.engine.state import GameState

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

    Bots that look only at their own sheet (``SheetStrategy``: random and greedy)
    play on mutable state (:mod:`..live`) when no turn is kept: the same game, built
    as the engine's values only at the end.
    """
    if len(strategies) != len(players):
        raise ValueError(f"{len(strategies)} strategies for {len(players)} players")
    on_sheets = [s for s in strategies if isinstance(s, SheetStrategy)]
    if keep is None and len(on_sheets) == len(strategies):
        return _play_live(board, deck, players, on_sheets, seed)
    game = GameState.new(board, tuple(players))
    cards = Deck.new(deck, seed)
    seats = [(p, strategy, TurnRandom(seed, p)) for p, strategy in enumerate(strategies)]
    turn = 0
    while game.sheets[0].open_routes:  # not game.finished, asked without a call
        card, cards = cards.draw()
        turn += 1
        choices = [s.choose(PlayerView(game, p, card, cards), r.at(turn)) for p, s, r in seats]
        result = play_turn(game, card, choices)
        if keep is not None:
            keep(result)
        game = result.game
        if card.reshuffle:
            cards = cards.after_turn(card)
    return game


def _play_live(
    board: Board,
    deck: DeckSpec,
    players: Sequence[str],
    strategies: Sequence[SheetStrategy],
    seed: str | int,
) -> GameState:
    """``play_game`` for strategies that are all ``SheetStrategy``, on a live game."""
    game = LiveGame(board, players)
    cards = LiveDeck(deck, seed)
    claimed = game.claimed
    seats = [
        (sheet, strategy.choose_on_sheet, TurnRandom(seed, p))
        for p, (sheet, strategy) in enumerate(zip(game.sheets, strategies, strict=True))
    ]
    first = game.sheets[0]
    turn = 0
    while first.open_routes:
        card = cards.draw()
        turn += 1
        choices = [choose(board, sheet, card, claimed, r.at(turn)) for sheet, choose, r in seats]
        game.play_turn(card, choices)
        if card.reshuffle:
            cards.after_turn(card)
    return game.frozen()
