"""A match: everything about a game in progress, as one immutable value.

A match is the game state, the deck, the card on the table, the choices made so far
this turn and the turns played. Every action returns a new match, so the GUI's undo
is keeping the previous value, a save is the record plus the deal (deck and seed),
and bots, hot-seat players and the card flipper all drive the same few calls:

    match = Match.new(board, ["Ann", "Bot"], load_deck(), seed="8HQ2")
    match = match.flip()                  # Phase.CHOOSE: match.card is on the table
    match = match.choose(0, route)        # each player, in any order, revisable
    match = match.choose(1, other)
    match = match.resolve()               # Phase.FLIP again (or OVER)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, Deck, DeckSpec
from metrox_desktop.engine.records import (
    FORMAT,
    PLAYER_TURN,
    GameRecord,
    make_record,
    parse_choice,
)
from metrox_desktop.engine.rules import IllegalChoice, TurnResult, apply, legal_choices, play_turn
from metrox_desktop.engine.state import GameState
from metrox_desktop.words import QT_TRANSLATE_NOOP, words_of


class Phase(StrEnum):
    FLIP = "flip"  # waiting for the next card to be flipped
    CHOOSE = "choose"  # a card is on the table; players are choosing
    OVER = "over"  # every indicator box is filled


class MatchError(ValueError):
    """An action that does not fit the match's phase, or a record that does not fit the deal."""


@dataclass(frozen=True)
class Match:
    game: GameState
    deck: Deck
    card: Card | None = None  # the flipped card awaiting choices
    pending: tuple[int | None, ...] = ()  # by player; meaningful for players in ``chosen``
    chosen: frozenset[int] = frozenset()  # players who have chosen this turn
    history: tuple[TurnResult, ...] = ()

    @classmethod
    def new(
        cls, board: Board, players: list[str] | tuple[str, ...], deck: DeckSpec, seed: str | int
    ) -> Match:
        game = GameState.new(board, players)
        return cls(game, Deck.new(deck, seed), pending=(None,) * len(game.players))

    @property
    def board(self) -> Board:
        return self.game.board

    @property
    def phase(self) -> Phase:
        if self.card is not None:
            return Phase.CHOOSE
        return Phase.OVER if self.game.finished else Phase.FLIP

    @property
    def turn(self) -> int:
        """The 1-based number of the turn being played (or last played, when over)."""
        return len(self.history) + (1 if self.card is not None else 0)

    def flip(self) -> Match:
        """Turn over the top card of the deck.

        A player with no legal choice (a free circle on a full sheet) passes: they
        count as having chosen nothing, so the turn waits only for the others.
        """
        self._expect(Phase.FLIP)
        card, deck = self.deck.draw()
        board = self.board
        passing = frozenset(
            p for p, sheet in enumerate(self.game.sheets) if not legal_choices(board, sheet, card)
        )
        return replace(
            self, deck=deck, card=card, pending=(None,) * len(self.game.players), chosen=passing
        )

    def choose(self, player: int, choice: int | None) -> Match:
        """A player's choice for the card on the table; raises IllegalChoice if not legal."""
        self._expect(Phase.CHOOSE)
        assert self.card is not None
        if not 0 <= player < len(self.game.players):
            raise MatchError(f"there is no player {player}")
        apply(self.board, self.game.sheets[player], self.card, choice)  # raises if illegal
        pending = self.pending[:player] + (choice,) + self.pending[player + 1 :]
        return replace(self, pending=pending, chosen=self.chosen | {player})

    def unchoose(self, player: int) -> Match:
        return replace(self, chosen=self.chosen - {player})

    @property
    def all_chosen(self) -> bool:
        return len(self.chosen) == len(self.game.players)

    def resolve(self) -> Match:
        """Everyone has written: score completions, then reshuffle if the card says so."""
        self._expect(Phase.CHOOSE)
        assert self.card is not None
        if not self.all_chosen:
            waiting = [
                self.game.players[p] for p in range(len(self.game.players)) if p not in self.chosen
            ]
            raise MatchError(f"waiting for {', '.join(waiting)} to choose")
        result = play_turn(self.game, self.card, self.pending)
        return Match(
            game=result.game,
            deck=self.deck.after_turn(self.card),
            pending=(None,) * len(self.game.players),
            history=self.history + (result,),
        )

    def play(self, choice: int | None) -> Match:
        """Solo shorthand: the only player chooses and the turn resolves."""
        return self.choose(0, choice).resolve()

    def record(self) -> GameRecord:
        """The game so far as a metrox-game/1 record, with the deal so it can be resumed."""
        return make_record(
            self.game, list(self.history), deck=self.deck.spec.id, seed=self.deck.seed
        )

    @classmethod
    def resume(cls, record: GameRecord, board: Board, deck: DeckSpec) -> Match:
        """Rebuild a match from a record that carries its deal (deck and seed).

        The deal decides every card, so replaying the flips must meet the record's
        cards exactly; a record that disagrees was not dealt from this seed.
        """
        if record.format != FORMAT or record.seed is None:
            raise MatchError(
                QT_TRANSLATE_NOOP(
                    "match", "the record does not say how its cards were dealt (no seed)"
                )
            )
        if record.deck not in (None, deck.id):
            raise MatchError(
                QT_TRANSLATE_NOOP(
                    "match", "the record was dealt from deck {deck!r}, not {ours!r}"
                ).format(deck=record.deck, ours=deck.id)
            )
        match = cls.new(board, record.players, deck, record.seed)
        for number, turn in enumerate(record.turns, start=1):
            match = match.flip()
            assert match.card is not None
            if match.card.code != turn.card:
                raise MatchError(
                    QT_TRANSLATE_NOOP(
                        "match", "turn {number}: the deal gives {card}, the record says {recorded}"
                    ).format(number=number, card=match.card.code, recorded=turn.card)
                )
            for player, text in enumerate(turn.choices):
                try:
                    match = match.choose(player, parse_choice(board, match.card, text))
                except (IllegalChoice, ValueError) as error:
                    raise MatchError(
                        PLAYER_TURN.format(
                            number=number, name=record.players[player], problem=words_of(error)
                        )
                    ) from None
            match = match.resolve()
        return match

    def _expect(self, phase: Phase) -> None:
        if self.phase is not phase:
            raise MatchError(
                f"cannot do that now: the match is at {self.phase.value}, not {phase.value}"
            )
