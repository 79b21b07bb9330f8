"""A match: everything about a game in progress, as one immutable value.

A match is the game state, the deck, the card on the table, the choices made so far
this turn and the turns played. Every action returns a new match, so the GUI's undo
is keeping the previous value, a save is the record plus the deal (deck and seed),
and bots, hot-seat players and the card flipper all drive the same few calls:

    >>> from metrox_desktop.engine import Board, Choice, load_deck
    >>> tokyo = Board.load("tokyo")
    >>> match = Match.new(tokyo, ["Ann", "Bo"], load_deck(), seed="8HQ2")
    >>> match = match.flip()  # Phase.CHOOSE: match.card is on the table
    >>> match.card.code, match.legal_choices(0)[:3]
    ('3', (Choice.route(0), Choice.route(1), Choice.route(2)))
    >>> match = match.choose(0, Choice.parse("G", tokyo))  # each player, any order
    >>> match = match.choose(1, match.legal_choices(1)[0])  # revisable until resolved
    >>> match = match.resolve()  # Phase.FLIP again (or OVER)
    >>> match.phase, match.turn
    (<Phase.FLIP: 'flip'>, 1)

A record that carries its deal is a match again (``Match.resume``), and
``Match.turn_by_turn`` gives the match after each of its turns, for a replay.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from metrox_desktop.engine.board import Board, UnknownReference
from metrox_desktop.engine.cards import Card, CardError, Deck, DeckSpec, load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.records import (
    AFTER_THE_END,
    CHOICES_FOR,
    FORMAT,
    PLAYER_TURN,
    GameRecord,
    RecordError,
    TurnRecord,
    record_fields,
    replay,
    replay_turns,
)
from metrox_desktop.engine.rules import (
    IllegalChoice,
    Move,
    TurnResult,
    apply_choice,
    legal_choices,
    legal_indices,
    settle,
)
from metrox_desktop.engine.state import GameState
from metrox_desktop.fileformat import read
from metrox_desktop.words import QT_TRANSLATE_NOOP, words_of

NOT_DEALT = QT_TRANSLATE_NOOP(
    "match", "turn {number}: the deal gives {card}, the record says {recorded}"
)


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
    # What each player's choice writes (the rules' answer when it was chosen, or their
    # pass at the flip), by player; meaningful for players in ``chosen``.
    written: tuple[Move | None, ...] = ()
    chosen: frozenset[int] = frozenset()  # players who have chosen this turn
    history: tuple[TurnResult, ...] = ()

    @classmethod
    def new(
        cls, board: Board, players: list[str] | tuple[str, ...], deck: DeckSpec, seed: str | int
    ) -> Match:
        game = GameState.new(board, players)
        return cls(game, Deck.new(deck, seed))

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

        A player with no legal choice (a free circle on a full sheet) passes here
        (``Choice.PASS``): they count as having chosen, so the turn waits only for the
        others.
        """
        self._expect(Phase.FLIP)
        card, deck = self.deck.draw()
        board = self.board
        written = tuple(
            None
            if legal_indices(board, sheet, card)
            else apply_choice(board, sheet, card, Choice.PASS)
            for sheet in self.game.sheets
        )
        passing = frozenset(p for p, move in enumerate(written) if move is not None)
        return replace(self, deck=deck, card=card, written=written, chosen=passing)

    def legal_choices(self, player: int = 0) -> tuple[Choice, ...]:
        """What ``player`` may choose for the card on the table (none between turns)."""
        if self.card is None:
            return ()
        return legal_choices(self.board, self.game.sheets[player], self.card)

    def choose(self, player: int, choice: Choice) -> Match:
        """A player's choice for the card on the table; raises IllegalChoice if not legal.
        The rules run here once: a caller asks nothing beforehand, it catches the error."""
        self._expect(Phase.CHOOSE)
        assert self.card is not None
        if not 0 <= player < len(self.game.players):
            raise MatchError(f"there is no player {player}")
        move = apply_choice(self.board, self.game.sheets[player], self.card, choice)  # or raises
        written = self.written[:player] + (move,) + self.written[player + 1 :]
        return replace(self, written=written, chosen=self.chosen | {player})

    def pending_move(self, player: int) -> Move | None:
        """What ``player``'s choice for the card on the table writes, once they have
        chosen (None before, or between turns)."""
        if self.card is None or player not in self.chosen:
            return None
        return self.written[player]

    def unchoose(self, player: int) -> Match:
        return replace(self, chosen=self.chosen - {player})

    @property
    def all_chosen(self) -> bool:
        return len(self.chosen) == len(self.game.players)

    def resolve(self) -> Match:
        """Everyone has written: the moves ``choose`` made settle (crowns and diamonds),
        then the deck reshuffles if the card says so."""
        self._expect(Phase.CHOOSE)
        assert self.card is not None
        if not self.all_chosen:
            waiting = [
                self.game.players[p] for p in range(len(self.game.players)) if p not in self.chosen
            ]
            raise MatchError(f"waiting for {', '.join(waiting)} to choose")
        moves = [move for move in self.written if move is not None]  # each player's
        result = settle(self.game, self.card, moves)
        return Match(
            game=result.game, deck=self.deck.after_turn(self.card), history=self.history + (result,)
        )

    def play(self, choice: Choice) -> Match:
        """Solo shorthand: the only player chooses and the turn resolves."""
        return self.choose(0, choice).resolve()

    def record(self) -> GameRecord:
        """The turns played as a metrox-game/1 record, with the deal so it can be
        resumed (the turn under way is :meth:`open_turn`, which a save adds)."""
        return read(GameRecord, self.record_fields())

    def open_turn(self) -> TurnRecord | None:
        """The turn under way as a save keeps it (the record's ``open_turn``): the card
        on the table and each player's choice made so far, None for a player still to
        choose (or passing: the flip passes them again). None between turns."""
        if self.card is None:
            return None
        board = self.board
        choices = [
            move.chosen.text(board) if p in self.chosen and move is not None else None
            for p, move in enumerate(self.written)
        ]
        return TurnRecord(card=self.card.code, choices=choices)

    def record_fields(self) -> dict[str, Any]:
        """``record()`` as JSON values (records.record_fields): what an autosave writes
        at every turn."""
        return record_fields(
            self.game, list(self.history), deck=self.deck.spec.id, seed=self.deck.seed
        )

    @classmethod
    def resume(cls, record: GameRecord, board: Board, deck: DeckSpec) -> Match:
        """Rebuild a match from a record that carries its deal (deck and seed): the
        match after its last turn, with the turn under way (the save's ``open_turn``)
        flipped and its choices made; raises MatchError naming the first turn that does
        not fit."""
        match = cls.played(record, board, deck)
        return match if record.open_turn is None else match.reopened(record)

    @classmethod
    def played(cls, record: GameRecord, board: Board, deck: DeckSpec) -> Match:
        """The match after the record's last turn, its turns alone (a save's turn under
        way left out: the game as played so far, which a replay scores); raises
        MatchError as ``resume`` does."""
        return deque(cls.turn_by_turn(record, board, deck), maxlen=1)[0]

    @classmethod
    def before_last_settled(cls, record: GameRecord, board: Board, deck: DeckSpec) -> Match:
        """The match of a record with at least one turn just before its last turn
        settled: that card up and every choice of it made (a save's
        ``last_turn_undoable``: a person may still take a choice back, and the turn opens
        again); raises MatchError as ``resume`` does. Settled, it is ``played``."""
        *earlier, last = record.turns
        before = replace(record, turns=earlier, open_turn=last)
        return cls.played(before, board, deck).reopened(before, settle=False)

    def reopened(self, record: GameRecord, *, settle: bool = True) -> Match:
        """The record's turn under way (``open_turn``) on this match, the one after the
        record's last turn: its card flipped (the deal's next card, or MatchError) and
        each choice made so far made again by the rules. A turn whose every choice is
        in has settled (unless ``settle`` is False: its card stays up)."""
        number = len(self.history) + 1
        turn = record.open_turn
        assert turn is not None
        if self.phase is Phase.OVER:
            raise MatchError(AFTER_THE_END.format(number=number, last=number - 1))
        match = self.flip()
        assert match.card is not None
        if match.card.code != turn.card:
            raise MatchError(
                NOT_DEALT.format(number=number, card=match.card.code, recorded=turn.card)
            )
        players = self.game.players
        if len(turn.choices) != len(players):
            raise MatchError(
                CHOICES_FOR.format(number=number, choices=len(turn.choices), players=len(players))
            )
        for player, text in enumerate(turn.choices):
            if text is None:  # still to choose (or passing: the flip passed them)
                continue
            try:
                match = match.choose(player, Choice.parse(text, self.board))
            except (UnknownReference, IllegalChoice) as error:
                raise MatchError(
                    PLAYER_TURN.format(number=number, name=players[player], problem=words_of(error))
                ) from None
        return match.resolve() if settle and match.all_chosen else match

    @classmethod
    def turn_by_turn(cls, record: GameRecord, board: Board, deck: DeckSpec) -> Iterator[Match]:
        """A record that carries its deal, replayed: the match as dealt, then the match
        after each turn (``len(record.turns) + 1`` matches, each between two turns, its
        last turn in ``history[-1]``, the next card still in the deck).

        The rules check every turn (``records.replay_turns``, the one replay of a
        record); the deal decides every card, so each must be the record's. Raises
        MatchError naming the first turn that does not fit, after yielding the matches
        before it (a replay viewer can show the game up to there).
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
        match = cls.new(board, tuple(record.players), deck, record.seed)
        yield match
        turns = replay_turns(record, board)
        for number in range(1, len(record.turns) + 1):
            card, dealt = match.deck.draw()
            if card.code != record.turns[number - 1].card:
                raise MatchError(
                    NOT_DEALT.format(
                        number=number, card=card.code, recorded=record.turns[number - 1].card
                    )
                )
            try:
                result = next(turns)
            except RecordError as error:
                raise MatchError(error.words) from None
            match = Match(
                game=result.game,
                deck=dealt.after_turn(card),
                history=match.history + (_as_dealt(result, card),),
            )
            yield match

    def _expect(self, phase: Phase) -> None:
        if self.phase is not phase:
            raise MatchError(
                f"cannot do that now: the match is at {self.phase.value}, not {phase.value}"
            )


def _as_dealt(result: TurnResult, card: Card) -> TurnResult:
    """The turn with its card as dealt: a record writes the card's code, and the deal
    also knows whether it was a card that reshuffles the deck."""
    if result.card == card:
        return result
    moves = tuple(move._replace(card=card) for move in result.moves)
    return result._replace(card=card, moves=moves)


def dealt_game(record: GameRecord, board: Board) -> GameState:
    """The game at the end of ``record``: every turn played by the rules and, when the
    record names its deal (a deal code), every card checked against what the deal
    gives, so a record edited to other cards is refused. Raises RecordError (one line)
    naming the first turn that does not fit."""
    if record.seed is None:  # nothing says how its cards were dealt: the rules alone
        return replay(record, board)
    try:
        return Match.played(record, board, load_deck(record.deck)).game
    except (CardError, MatchError) as error:  # a deck the app lacks, a card not dealt
        raise RecordError(words_of(error)) from None
