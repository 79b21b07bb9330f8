"""A table: the seats of a game and what each may do, without a window.

A :class:`Table` holds one :class:`~metrox_desktop.engine.match.Match` and the kind
of each seat, and decides everything a screen or a network host needs to run a turn:
who is asked to write now, who may take a choice back, which choices are still hidden
and why a choice is refused. A window adapts it to signals; a host drives it by seat
index. Every command either does what it says or raises :class:`Refused` with a
:class:`Refusal` code (the screen turns the code into a sentence) and changes nothing.

A turn: ``flip`` turns a card over; every seat chooses once (``choose(seat, choice)``),
in any order; the last choice in settles the turn (crowns and diamonds). People at
this screen (``SeatKind.PERSON``) are asked in seat order (``chooser``); bots, friends'
recorded games and remote players answer whenever their choice arrives.

    >>> from metrox_desktop.engine import Board, Choice, load_deck
    >>> tokyo = Board.load("tokyo")
    >>> table = Table.new(tokyo, ["Ann", "Bo", "Bot"], load_deck(), seed="8HQ2",
    ...                   kinds=[SeatKind.PERSON, SeatKind.PERSON, SeatKind.BOT])
    >>> table.flip().code, table.chooser, table.waiting()
    ('3', 0, (0, 1, 2))

Only a legal choice is taken, once a card; anything else is refused with a code:

    >>> table.choose(0, Choice.parse("G", tokyo))  # Ann writes: the turn goes on
    >>> table.chooser, table.waiting(SeatKind.BOT)
    (1, (2,))
    >>> table.why_not(0, Choice.parse("M", tokyo))
    <Refusal.ALREADY_CHOSEN: 'already chosen'>
    >>> table.why_not(1, Choice.parse("G3", tokyo))  # a station for a route card
    <Refusal.NOT_A_ROUTE: 'not a route'>

A choice made is hidden from the table until no person at the screen still has to
write (``reveal`` shows them early, for teaching). So Ann's sheet
shows the turn's start while Bo writes, and nobody may reopen her hidden choice:

    >>> table.visible_sheet(0) == table.match.game.sheets[0]
    True
    >>> table.why_not_undo(0), table.why_not_undo(1)
    (<Refusal.HIDDEN: 'hidden'>, <Refusal.OTHERS_HIDDEN: 'others hidden'>)

The last choice settles the turn and answers its result; a person may still take
their choice back (the turn opens again) until the next flip, unless it ended the game;
a bot's is final:

    >>> table.choose(1, table.legal_choices(1)[0])
    >>> result = table.choose(2, table.legal_choices(2)[-1])
    >>> result.card.code, table.phase.value, table.settled is result
    ('3', 'flip', True)
    >>> table.why_not_undo(2)
    <Refusal.NOTHING_TO_UNDO: 'nothing to undo'>
    >>> table.undo(), table.chooser, table.phase.value  # Bo, the last person to write
    (1, 1, 'choose')
    >>> _ = table.choose(1, table.legal_choices(1)[-1])
    >>> table.flip().code, table.why_not_undo(1)
    ('free', <Refusal.NOTHING_TO_UNDO: 'nothing to undo'>)

A remote seat (a person at another computer, for a network host) is never asked at
this screen and may take its choice back only until the turn settles; a host that has
sent a settled turn to every seat makes it final for everyone with
``reopen_settled=False``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import cached_property
from typing import Self

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, Deck, DeckSpec
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Match, MatchError, Phase
from metrox_desktop.engine.rules import IllegalChoice, TurnResult, apply_choice, newly_complete
from metrox_desktop.engine.scoring import Score, score
from metrox_desktop.engine.state import SheetState


class SeatKind(StrEnum):
    PERSON = "person"  # writes at this screen, asked in seat order
    BOT = "bot"  # a strategy: answers when its search is done
    FRIEND = "friend"  # a friend's recorded game: answers with the choice they made
    REMOTE = "remote"  # a person at another computer (a network host's seat)


class Refusal(StrEnum):
    """Why the table refused a command; the screen says it in the player's words."""

    GAME_OVER = "game over"  # every indicator box is filled: nothing to choose or undo
    NO_CARD = "no card"  # choose or undo with no card on the table: flip first
    STILL_CHOOSING = "still choosing"  # flip while a choice is awaited
    NO_SUCH_SEAT = "no such seat"
    ALREADY_CHOSEN = "already chosen"  # once a card: undo first
    NOT_A_STATION = "not a station"  # a free circle takes an empty station
    STATION_FILLED = "station filled"  # a free circle on a filled station
    NOT_A_ROUTE = "not a route"  # a route card takes a route
    ROUTE_FULL = "route full"  # every indicator box of the route is filled
    NOTHING_TO_UNDO = "nothing to undo"  # no choice of the seat is open to take back
    OTHERS_HIDDEN = "others hidden"  # the seat has not chosen; the others' stay hidden
    HIDDEN = "hidden"  # the seat's choice is hidden while another person writes
    SETTLED = "settled"  # the turn has settled and is final for this seat


class Refused(MatchError):
    """A command the table refused; ``reason`` says why, ``rule`` is the rules' own
    words when they refused the choice."""

    def __init__(
        self, reason: Refusal, seat: int | None = None, rule: IllegalChoice | None = None
    ) -> None:
        super().__init__(str(rule) if rule else f"refused: {reason.value}" + _undo_first(reason))
        self.reason = reason
        self.seat = seat
        self.rule = rule


def _undo_first(reason: Refusal) -> str:
    return " (undo first)" if reason is Refusal.ALREADY_CHOSEN else ""


@dataclass(frozen=True)
class Preview:
    """What a choice would do, before it is made."""

    choice: Choice  # a route (route cards) or a station (free circle)
    route: int | None  # the route whose indicator box would be written
    stations: tuple[int, ...]  # stations that would be filled, Start first
    mark: int  # CIRCLE or the star number
    indicator: str | None  # the code written in the indicator box
    completing: tuple[int, ...]  # routes this choice would complete


class Table:
    """The game at a table: a match, the kind of each seat, and the turn's choices."""

    def __init__(
        self,
        match: Match,
        kinds: Sequence[SeatKind] | None = None,
        *,
        reveal: bool = False,
        reopen_settled: bool = True,
    ) -> None:
        seats = len(match.game.players)
        self.kinds = tuple(kinds) if kinds is not None else (SeatKind.PERSON,) * seats
        if len(self.kinds) != seats:
            raise ValueError(f"{len(self.kinds)} seat kinds for {seats} players")
        self.reveal = reveal  # choices show before the turn settles (teaching)
        self.reopen_settled = reopen_settled  # a person's undo may reopen a settled turn
        self.match = match
        self._settled_from: Match | None = None  # the turn before it settled, if reopenable
        self.settled: TurnResult | None = None  # the turn that settled, until a flip
        # Seats that chose themselves this turn, in order: a match resumed mid-turn (a
        # save's open turn) has its people's and remote seats' choices made, in seat order.
        self._written = [
            p
            for p in sorted(match.chosen)
            if self.kinds[p] in (SeatKind.PERSON, SeatKind.REMOTE) and _chose(match, p)
        ]
        # Every choice in, its card still up (Match.before_last_settled: a save whose
        # last turn a person could still take back): it settles, and stays reopenable.
        self._settle_if_all_in()

    @classmethod
    def new(
        cls,
        board: Board,
        names: Sequence[str],
        deck: DeckSpec,
        seed: str | int,
        kinds: Sequence[SeatKind] | None = None,
    ) -> Self:
        return cls(Match.new(board, tuple(names), deck, seed), kinds)

    # -- questions ----------------------------------------------------------------
    @property
    def board(self) -> Board:
        return self.match.board

    @property
    def names(self) -> tuple[str, ...]:
        return self.match.game.players

    @property
    def phase(self) -> Phase:
        return self.match.phase

    @property
    def turn(self) -> int:
        return self.match.turn

    @cached_property
    def people(self) -> tuple[int, ...]:
        """The seats of people at this screen, in seat order (found once: a table's
        kinds of seat are fixed, and every sheet shown asks who chooses)."""
        return tuple(p for p, kind in enumerate(self.kinds) if kind is SeatKind.PERSON)

    @property
    def chooser(self) -> int | None:
        """The person at this screen asked to write for the card on the table (seat
        order), or None: no card, or every person here has written."""
        match = self.match
        if match.card is None:
            return None
        return next((p for p in self.people if p not in match.chosen), None)

    @property
    def written(self) -> tuple[int, ...]:
        """The seats that chose themselves this turn (not passed), in order; a settled
        turn keeps them until the next flip."""
        return tuple(self._written)

    @property
    def reopenable(self) -> Match | None:
        """The match just before the turn that settled, while a person at this screen
        may still take a choice of it back and open it again (until the next flip); a
        save keeps that (``last_turn_undoable``). None otherwise."""
        if self._settled_from is None or not self.reopen_settled:
            return None
        people = any(self.kinds[p] is SeatKind.PERSON for p in self._written)
        return self._settled_from if people else None

    @property
    def card(self) -> Card | None:
        """The card on the table: waiting for choices, or just played (a person may
        still take a choice back); at the end, the last card played."""
        match = self.match
        if match.card is not None:
            return match.card
        if self._settled_from is not None:
            return self._settled_from.card
        if match.phase is Phase.OVER and match.history:
            return match.history[-1].card
        return None

    def has_chosen(self, seat: int) -> bool:
        """The seat has chosen (or passed) for the card on the table."""
        return self.match.card is not None and seat in self.match.chosen

    def waiting(self, *kinds: SeatKind) -> tuple[int, ...]:
        """Seats (of ``kinds``, default every kind) still to choose for the card."""
        match = self.match
        if match.card is None:
            return ()
        return tuple(
            p
            for p, kind in enumerate(self.kinds)
            if p not in match.chosen and (not kinds or kind in kinds)
        )

    def choice_of(self, seat: int) -> str | None:
        """The text of ``seat``'s choice this turn (None: not chosen, or a pass)."""
        move = self.match.pending_move(seat)
        return None if move is None else move.chosen.text(self.board)

    def choice_shown(self, seat: int) -> bool:
        """Whether the seat's choice for the card on the table shows at this screen:
        once no person here still has to write, or always with ``reveal``."""
        return self.has_chosen(seat) and (self.reveal or self.chooser is None)

    def visible_sheet(self, seat: int) -> SheetState:
        """The seat's sheet as this screen shows it: with its choice of this turn when
        that shows, else as the turn began."""
        match = self.match
        move = match.pending_move(seat) if self.choice_shown(seat) else None
        return match.game.sheets[seat] if move is None else move.sheet

    def legal_choices(self, seat: int) -> tuple[Choice, ...]:
        """What the seat may choose now (nothing once it has chosen, or between turns)."""
        if seat in self.match.chosen:
            return ()
        return self.match.legal_choices(seat)

    def preview(self, choice: Choice, seat: int) -> Preview | None:
        """What ``choice`` would write for the seat; None if it cannot be made now."""
        match = self.match
        card = match.card
        if card is None or seat in match.chosen:
            return None
        try:
            move = apply_choice(match.board, match.game.sheets[seat], card, choice)
        except IllegalChoice:
            return None
        indicator = card.code if choice.is_route else None
        completing = newly_complete(match.board, move.sheet, move.stations) if move.stations else ()
        return Preview(choice, move.route, move.stations, move.mark, indicator, completing)

    def why_not(self, seat: int, choice: Choice) -> Refusal | None:
        """Why the seat cannot make ``choice`` now, or None when it can."""
        refused = self.refusal(seat, choice)
        return None if refused is None else refused.reason

    def refusal(self, seat: int, choice: Choice) -> Refused | None:
        """``why_not`` with the seat and the rules' own words, as ``choose`` raises it."""
        try:
            self._check_choice(seat, choice)
        except Refused as refused:
            return refused
        return None

    def why_not_flip(self) -> Refusal | None:
        phase = self.match.phase
        if phase is Phase.OVER:
            return Refusal.GAME_OVER
        return Refusal.STILL_CHOOSING if phase is Phase.CHOOSE else None

    def why_not_undo(self, seat: int) -> Refusal | None:
        """Why the seat's choice of this turn cannot be taken back now, or None.

        A person takes back their own choice until the next flip, once it shows (no
        other person here is still writing, or ``reveal``): whoever holds the mouse
        never reopens another's hidden choice. A remote seat takes its choice back
        until the turn settles; a bot's or a friend's choice is final. The game's end
        is final for everyone: its score is kept and shown (the last card leaves each
        sheet one choice only, so nothing else could be written).
        """
        if self.match.phase is Phase.OVER:
            return Refusal.GAME_OVER
        if seat not in self._written:
            if self._written and self.chooser == seat:
                return Refusal.OTHERS_HIDDEN
            return Refusal.NOTHING_TO_UNDO
        if self._settled_from is not None and (
            self.kinds[seat] is SeatKind.REMOTE or not self.reopen_settled
        ):
            return Refusal.SETTLED
        if self.kinds[seat] is SeatKind.PERSON and self.chooser is not None and not self.reveal:
            return Refusal.HIDDEN
        return None

    def score_of(self, seat: int) -> Score:
        """The seat's live score, from its sheet as this screen shows it."""
        return score(self.board, self.visible_sheet(seat))

    # -- commands -----------------------------------------------------------------
    def flip(self, deck: Deck | None = None) -> Card:
        """Turn the next card over; the last turn's choices become final. A seat with
        nowhere to write passes at once (and if every seat passes, the turn settles).
        ``deck``: draw from it rather than the match's own (a seat at a hosted table,
        whose host flips: its card on top, as :func:`cards.dealt_by_host` makes it)."""
        refusal = self.why_not_flip()
        if refusal is not None:
            raise Refused(refusal)
        match = self.match if deck is None else replace(self.match, deck=deck)
        self.match = match.flip()
        self._settled_from = self.settled = None
        self._written = []
        card = self.match.card
        assert card is not None
        self._settle_if_all_in()
        return card

    def choose(self, seat: int, choice: Choice) -> TurnResult | None:
        """The seat's choice for the card on the table, once a card; the last choice in
        settles the turn and answers its result (None while others are to choose)."""
        self.match = self._check_choice(seat, choice)
        if self.kinds[seat] in (SeatKind.PERSON, SeatKind.REMOTE):
            self._written.append(seat)
        return self._settle_if_all_in()

    def undo(self, seat: int | None = None) -> int:
        """Take back the seat's choice of this turn (default: the last seat to choose
        itself); a settled turn opens again. Answers the seat; raises Refused."""
        if seat is None:
            if not self._written:
                raise Refused(Refusal.NOTHING_TO_UNDO)
            seat = self._written[-1]
        refusal = self.why_not_undo(seat)
        if refusal is not None:
            raise Refused(refusal, seat)
        self.match = (self._settled_from or self.match).unchoose(seat)
        self._settled_from = self.settled = None
        self._written.remove(seat)
        return seat

    # -- internals ----------------------------------------------------------------
    def _check_choice(self, seat: int, choice: Choice) -> Match:
        """The match with the seat's choice made; raises Refused."""
        match = self.match
        if match.card is None:
            raise Refused(Refusal.GAME_OVER if match.phase is Phase.OVER else Refusal.NO_CARD)
        if not 0 <= seat < len(self.kinds):
            raise Refused(Refusal.NO_SUCH_SEAT, seat)
        if seat in match.chosen:
            raise Refused(Refusal.ALREADY_CHOSEN, seat)
        try:
            return match.choose(seat, choice)  # the rules run once, here
        except IllegalChoice as error:
            raise Refused(_rule_refusal(match.board, match.card, choice), seat, error) from None

    def _settle_if_all_in(self) -> TurnResult | None:
        before = self.match
        if before.card is None or not before.all_chosen:
            return None
        self.match = before.resolve()
        self._settled_from = before if self._written else None
        self.settled = self.match.history[-1]
        return self.settled


def _chose(match: Match, seat: int) -> bool:
    """The seat chose the card on the table itself (not passed at the flip)."""
    move = match.pending_move(seat)
    return move is not None and move.chosen != Choice.PASS


def _rule_refusal(board: Board, card: Card, choice: Choice) -> Refusal:
    """The code of the rules' refusal of ``choice`` for ``card``."""
    if not card.takes_route:
        on_board = not choice.is_route and 0 <= choice.index < board.station_count
        return Refusal.STATION_FILLED if on_board else Refusal.NOT_A_STATION
    on_board = choice.is_route and 0 <= choice.index < board.route_count
    return Refusal.ROUTE_FULL if on_board else Refusal.NOT_A_ROUTE
