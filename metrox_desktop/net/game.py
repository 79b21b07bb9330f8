"""The game behind the network: what the host drives, and the copy a client keeps.

The host's :class:`HostedGame` is the one place the network touches the rules' match
(flip, a seat's choice, resolve, the record): a table model that replaces the match
plugs in here and nowhere else. A refused choice is a :class:`Refused` with the
protocol's reason code. A client's :class:`GameCopy` replays each resolved turn by
the same rules, so a client keeps a game that is whole even if the host never comes
back, and a host that sent an impossible turn is caught.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from metrox_desktop.engine.ai.play import turn_rng
from metrox_desktop.engine.ai.view import PlayerView, Strategy
from metrox_desktop.engine.board import Board, UnknownReference
from metrox_desktop.engine.cards import Card, Deck, DeckSpec
from metrox_desktop.engine.choice import Choice, parse_choice
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.engine.records import parse_game, record_fields, record_text
from metrox_desktop.engine.rules import IllegalChoice, TurnResult, choice_index, play_turn
from metrox_desktop.engine.state import GameState
from metrox_desktop.net import protocol as p


class Refused(ValueError):
    """A choice the host does not take: ``code`` for a program, ``reason`` for a person."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


def bot_pick(strategy: Strategy, view: PlayerView, rng: random.Random | Any) -> Choice | None:
    """What a bot chooses for the seat ``view`` shows (None: nothing is legal)."""
    return Choice.for_card(view.card, strategy.choose(view, rng))


class HostedGame:
    """The host's game: the deal, the card on the table, each seat's hidden choice."""

    def __init__(self, match: Match) -> None:
        self.match = match

    @classmethod
    def new(cls, board: Board, names: list[str], deck: DeckSpec, seed: str) -> HostedGame:
        return cls(Match.new(board, names, deck, seed))

    @classmethod
    def resume(
        cls, fields: dict[str, Any], board: Board, deck: DeckSpec, chosen: dict[int, str]
    ) -> HostedGame:
        """The game an autosave holds: its record (with the deal) played again, and,
        if a card was on the table, the same card flipped and the choices kept."""
        game = cls(Match.resume(parse_game(record_text(fields), "autosave"), board, deck))
        if chosen and not game.over:
            game.flip()
            for seat, text in chosen.items():
                game.choose(seat, text)
        return game

    @property
    def board(self) -> Board:
        return self.match.board

    @property
    def over(self) -> bool:
        return self.match.phase is Phase.OVER

    @property
    def turn(self) -> int:
        return self.match.turn

    @property
    def card(self) -> Card | None:
        return self.match.card

    @property
    def chosen(self) -> frozenset[int]:
        return self.match.chosen

    @property
    def all_chosen(self) -> bool:
        return self.match.all_chosen

    @property
    def discards(self) -> tuple[int, ...]:
        """The face-up pile (indices into the deck's list), the card on the table last."""
        return self.match.deck.discards

    def flip(self) -> Card:
        """The next card; seats with no legal choice count as having chosen."""
        self.match = self.match.flip()
        assert self.match.card is not None
        return self.match.card

    def choice_of(self, seat: int) -> str | None:
        """The text of ``seat``'s choice this turn (None: not chosen, or a pass)."""
        move = self.match.pending_move(seat)
        choice = None if move is None else Choice.for_card(move.card, move.choice)
        return None if choice is None else choice.text(self.board)

    def choose(self, seat: int, text: str) -> str:
        """``seat`` chooses ``text`` (``G``, ``G3``): the record's text of the choice
        taken; raises Refused (and changes nothing) when the host does not take it."""
        if self.match.card is None:
            raise Refused(p.NO_CARD, "no card is on the table")
        if seat in self.match.chosen:
            raise Refused(p.ALREADY_CHOSEN, "this seat has chosen for this card")
        try:
            choice = Choice.parse(text, self.board)
        except UnknownReference as error:
            raise Refused(p.UNKNOWN_CHOICE, str(error)) from None
        try:
            self.match = self.match.choose(seat, choice)
        except IllegalChoice as error:
            raise Refused(p.ILLEGAL, str(error)) from None
        return choice.text(self.board)

    def bot_chooses(self, seat: int, strategy: Strategy) -> str | None:
        """The host's bot chooses for ``seat`` (a seat whose time ran out)."""
        assert self.match.card is not None
        view = PlayerView(self.match.game, seat, self.match.card, self.match.deck)
        choice = bot_pick(strategy, view, turn_rng(self.match.deck.seed, self.turn, seat))
        self.match = self.match.choose(seat, choice)
        return None if choice is None else choice.text(self.board)

    def resolve(self) -> TurnResult:
        self.match = self.match.resolve()
        return self.match.history[-1]

    def record_fields(self) -> dict[str, Any]:
        """The table's record so far, with its deal (deck and seed)."""
        return self.match.record_fields()


def awards(result: TurnResult, board: Board) -> list[dict[str, str]]:
    """What each seat completed in a turn: route letter -> "first" or "later"."""
    return [
        {board.route_letters[route]: award.value for route, award in seat}
        for seat in result.completed
    ]


@dataclass
class GameCopy:
    """A client's own copy of the table's game, built from the resolved turns."""

    board: Board
    deck: DeckSpec
    players: tuple[str, ...]
    game: GameState = field(init=False)
    turns: list[TurnResult] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.game = GameState.new(self.board, self.players)

    def apply(self, card_code: str, choices: list[str | None]) -> TurnResult:
        """One resolved turn played on the copy; raises ValueError (a card, choice or
        count the rules refuse) if the host sent a turn that cannot be."""
        card = Card.parse(card_code)
        if len(choices) != len(self.players):
            raise ValueError(f"{len(choices)} choices for {len(self.players)} seats")
        indices = [choice_index(card, parse_choice(self.board, text)) for text in choices]
        result = play_turn(self.game, card, indices)
        self.game = result.game
        self.turns.append(result)
        return result

    def view(self, seat: int, card: Card, discards: list[int]) -> PlayerView:
        """What ``seat`` sees with ``card`` on the table: its bot chooses from this."""
        face_up = tuple(i for i in discards if 0 <= i < self.deck.size)
        return PlayerView(self.game, seat, card, Deck(self.deck, "", (), face_up, 0))

    def record_fields(self, seed: str | None = None) -> dict[str, Any]:
        """The game as this client saw it (the deal once the host has told it)."""
        return record_fields(self.game, self.turns, deck=self.deck.id, seed=seed)
