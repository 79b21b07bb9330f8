"""The game behind the network: what the host drives, and the copy a client keeps.

The host's :class:`HostedGame` is the table without Qt (``engine.table.Table``, the
one implementation of a table's rules the game window shares), every seat ``REMOTE``
(a person at another computer), taking each seat's choice as the record's text. A
choice the table refuses is a :class:`Refused` with the protocol's reason code: the
table's ``Refusal`` codes become the protocol's in one place (:data:`PROTOCOL_CODES`).
A seat replays each resolved turn by the same rules on a match of its own
(:func:`resolved_turn`), so a seat keeps a game that is whole even if the host never
comes back, and a host that sent an impossible turn is caught."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from metrox_desktop.engine.ai.play import seat_view
from metrox_desktop.engine.ai.view import Strategy
from metrox_desktop.engine.board import Board, UnknownReference
from metrox_desktop.engine.cards import DeckSpec, dealt_by_host
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.engine.records import TABLE_SEAT, parse_game, record_fields, record_text
from metrox_desktop.engine.rules import TurnResult
from metrox_desktop.engine.table import Refusal, SeatKind, Table
from metrox_desktop.engine.table import Refused as TableRefused
from metrox_desktop.net import protocol as p

# The table's refusals as the protocol's codes, and the words a refused seat reads
# (the rules' own words replace them when the rules refused the choice).
PROTOCOL_CODES: dict[Refusal, tuple[str, str]] = {
    Refusal.GAME_OVER: (p.NO_CARD, "the game is over"),
    Refusal.NO_CARD: (p.NO_CARD, "no card is on the table"),
    Refusal.STILL_CHOOSING: (p.NO_CARD, "the card on the table is still being chosen"),
    Refusal.NO_SUCH_SEAT: (p.NOT_YOUR_SEAT, "the table has no such seat"),
    Refusal.ALREADY_CHOSEN: (p.ALREADY_CHOSEN, "this seat has chosen for this card"),
    Refusal.NOT_A_STATION: (p.ILLEGAL, "a free circle takes an empty station"),
    Refusal.STATION_FILLED: (p.ILLEGAL, "the station is filled"),
    Refusal.NOT_A_ROUTE: (p.ILLEGAL, "this card takes a route"),
    Refusal.ROUTE_FULL: (p.ILLEGAL, "the route has no empty indicator box"),
    # A seat across the network chooses once a card: it never takes a choice back.
    Refusal.NOTHING_TO_UNDO: (p.ALREADY_CHOSEN, "a choice is never taken back"),
    Refusal.OTHERS_HIDDEN: (p.ALREADY_CHOSEN, "a choice is never taken back"),
    Refusal.HIDDEN: (p.ALREADY_CHOSEN, "a choice is never taken back"),
    Refusal.SETTLED: (p.ALREADY_CHOSEN, "the turn has settled"),
}


class Refused(ValueError):
    """A choice the host does not take: ``code`` for a program, ``reason`` for a person."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason

    @classmethod
    def of(cls, refused: TableRefused) -> Refused:
        """The table's refusal as the protocol says it."""
        code, words = PROTOCOL_CODES[refused.reason]
        return cls(code, str(refused.rule) if refused.rule is not None else words)


class HostedGame(Table):
    """The host's table: every seat ``REMOTE``, each seat's choice taken as the
    record's text. The last choice in settles the turn (``settled``), which is final:
    the host sends it, then flips the next card."""

    def __init__(self, match: Match) -> None:
        seats = len(match.game.players)
        super().__init__(match, (SeatKind.REMOTE,) * seats, reopen_settled=False)

    @classmethod
    def resume(
        cls, fields: dict[str, Any], board: Board, deck: DeckSpec, chosen: dict[int, str]
    ) -> HostedGame:
        """The game an autosave holds: its record (with the deal) played again, and,
        if a card was on the table, the same card flipped and the choices kept (every
        seat's: the turn then settles again, to be sent). Raises ValueError."""
        # The host's own record: its seats mark a table across computers (1 to 99 seats).
        record = parse_game(record_text(fields), "autosave")
        game = cls(Match.resume(record, board, deck))
        if chosen and game.phase is not Phase.OVER:
            game.flip()
            for seat, text in sorted(chosen.items()):
                if game.match.card is not None:
                    game.choose_text(seat, text)
        return game

    def choose_text(self, seat: int, text: str) -> str | None:
        """``seat`` chooses ``text`` (``G``, ``G3``): the record's text of the choice
        taken (a route or a station: a text never names the pass); raises Refused (and
        changes nothing) when the table does not take it. The last choice settles the
        turn (``settled``)."""
        try:
            choice = Choice.parse(text, self.board)
        except UnknownReference as error:
            if self.match.card is None or seat in self.match.chosen:  # say that first
                refused = self.refusal(seat, Choice.route(0))
                assert refused is not None
                raise Refused.of(refused) from None
            raise Refused(p.UNKNOWN_CHOICE, str(error)) from None
        try:
            self.choose(seat, choice)
        except TableRefused as refused:
            raise Refused.of(refused) from None
        return choice.text(self.board)

    def answers_card(self, seat: int, text: str) -> bool:
        """``text`` is one of the choices ``seat`` may make for the card on the table, as
        its sheet stood when the card was flipped (the card's ``legal``), whether or not a
        choice was made for it since (the host's bot may have chosen first): a seat's
        person answering the card on the table."""
        try:
            choice = Choice.parse(text, self.board)
        except UnknownReference:
            return False
        return choice in self.match.legal_choices(seat)

    def bot_chooses(self, seat: int, strategy: Strategy) -> None:
        """The host's bot chooses for ``seat`` (a seat whose time ran out)."""
        view, rng = seat_view(self.match, seat, self.match.deck.seed)
        self.choose(seat, strategy.choose(view, rng))

    def record_fields(self) -> dict[str, Any]:
        """The table's record so far, with its deal (deck and seed); every seat TABLE_SEAT."""
        return self.match.record_fields() | across(len(self.names))


def across(seats: int) -> dict[str, Any]:
    """The field that marks a table's record as played across computers: every seat a
    person at their own computer (the host's record and each seat's are the same)."""
    return {"seats": [TABLE_SEAT] * seats}


def awards(result: TurnResult, board: Board) -> list[dict[str, str]]:
    """What each seat completed in a turn: route letter -> "first" or "later"."""
    return [
        {board.route_letters[route]: award.value for route, award in seat}
        for seat in result.completed
    ]


def resolved_turn(match: Match, card: str, choices: Sequence[str | None]) -> Match:
    """``match`` after a turn its host resolved: ``card`` (a code) flipped from the
    host's deck (``cards.dealt_by_host``) and every seat's choice (a record's texts)
    made by the same rules; raises ValueError (a card, choice or count the rules
    refuse) if the host sent a turn that cannot be."""
    spec = match.deck.spec
    index = next((i for i, each in enumerate(spec.cards) if each.code == card), None)
    if index is None:
        raise ValueError(f"no card {card!r} in the deck")
    if len(choices) != len(match.game.players):
        raise ValueError(f"{len(choices)} choices for {len(match.game.players)} seats")
    match = replace(match, deck=dealt_by_host(spec, [index])).flip()
    for seat, text in enumerate(choices):  # a seat that passed at the flip passes again
        match = match.choose(seat, Choice.parse(text, match.board))
    return match.resolve()


def hosted_match(
    board: Board, deck: DeckSpec, names: Sequence[str], turns: list[dict[str, Any]]
) -> Match:
    """The game at a hosted table after its resolved ``turns`` (as a record writes them),
    played by the rules on this computer: a seat's own copy of the table's game (the
    deal's seed is the host's, told at the end). Raises ValueError as
    :func:`resolved_turn`."""
    match = Match.new(board, tuple(names), deck, "")
    for turn in turns:
        match = resolved_turn(match, turn["card"], turn["choices"])
    return match


def table_record(match: Match, seed: str | None) -> dict[str, Any]:
    """A seat's copy of the table's record (the deal once the host has told it)."""
    game, deck = match.game, match.deck.spec.id
    return record_fields(game, list(match.history), deck, seed) | across(len(game.players))
