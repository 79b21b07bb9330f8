"""GameSession: the game in progress as a Qt model, for every seat at the table.

Holds one :class:`~metrox_desktop.engine.match.Match` (an immutable value) and the
seats (people and bots), and emits signals that say which player they are about. It
knows nothing of scenes, widgets or threads: the controller calls it for people, the
bot driver for bots, and every drawn sheet follows ``sheet_changed(player)``.

A turn: one card is flipped; people write in seat order (``chooser`` is the person
asked now), bots whenever their choice arrives. The turn resolves when the last
choice is in. Until the next flip, every person's choice of this turn can be undone
(the turn is then open again and that person chooses anew); a bot's cannot. Solo
play is the same rule with one seat: the choice resolves at once and stays undoable
until the next card is flipped.

Choices made earlier in a turn stay hidden (their sheets show the turn's start)
while another person still has to write, as at a table where everyone writes at
once; ``reveal_choices`` shows them, for teaching.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from metrox_desktop.deal import random_seed
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, DeckSpec, load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Match, MatchError, Phase
from metrox_desktop.engine.rules import IllegalChoice, TurnResult, apply_choice, newly_complete
from metrox_desktop.engine.scoring import Score, score
from metrox_desktop.engine.state import SheetState
from metrox_desktop.persistence.saves import SavedGame
from metrox_desktop.seats import Seat, seats_from_kinds
from metrox_desktop.ui.language import error_text, local
from metrox_desktop.ui.table.daily import settled, todays_mark
from metrox_desktop.ui.table.friends import only_of_deal

if TYPE_CHECKING:
    from metrox_desktop.engine.records import DailyMark


@dataclass(frozen=True)
class Preview:
    """What a choice would do, before it is made."""

    choice: Choice  # a route (route cards) or a station (free circle)
    route: int | None  # the route whose indicator box would be written
    stations: tuple[int, ...]  # stations that would be filled, Start first
    mark: int  # CIRCLE or the star number
    indicator: str | None  # the code written in the indicator box
    completing: tuple[int, ...]  # routes this choice would complete


class GameSession(QObject):
    game_started = Signal()
    card_flipped = Signal(object)  # Card
    choice_made = Signal(int, object)  # player, Choice (or None: nothing to choose)
    choice_undone = Signal(int)  # player: they choose again
    chooser_changed = Signal(object)  # the person asked to write now, or None
    sheet_changed = Signal(int)  # player whose drawn sheet (as shown) has changed
    turn_resolved = Signal(object)  # TurnResult: every move and completion of the turn
    game_over = Signal(object)  # tuple of Score, by player
    changed = Signal()  # anything above: repaint what depends on the match

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._match: Match | None = None
        self._resolved_from: Match | None = None  # the last turn before it resolved
        self._written: list[int] = []  # people who wrote this turn, in order
        self._chooser: int | None = None
        self.seats: tuple[Seat, ...] = ()
        self.seed = ""
        self.deck_spec: DeckSpec | None = None
        self.started_at = datetime.now()  # names the game in the history
        self.generation = 0  # counts games: a late answer for an earlier game is ignored
        self._reveal = False
        self._hints: list[int] = []  # by player: hints asked for this game (ui/window/hints.py)
        self.today: DailyMark | None = None  # a game of today's deal (ui/table/daily.py)

    # -- starting -------------------------------------------------------------------
    def new_game(
        self,
        board: Board,
        deck: DeckSpec | None = None,
        seed: str | None = None,
        seats: tuple[Seat, ...] | None = None,
    ) -> None:
        """A new deal for ``seats`` (default: one person, "You")."""
        self.deck_spec = deck or load_deck()
        self.seed = seed if seed else random_seed()
        self.today = todays_mark(board.map_id, self.deck_spec.id, self.seed)
        # A friend's game plays only its own deal (a rematch deals new cards: not theirs).
        seats = only_of_deal(seats or (), board.map_id, self.deck_spec.id, self.seed)
        seats = seats or (Seat(self.tr("You")),)
        match = Match.new(board, [s.name for s in seats], self.deck_spec, self.seed)
        self._start(match, seats, datetime.now())

    def resume(self, saved: SavedGame) -> None:
        """Go on with a saved game where it was left (its last choices are final)."""
        match = saved.match
        self.deck_spec = match.deck.spec
        self.seed = match.deck.seed
        self.today = saved.today
        seats = seats_from_kinds(match.game.players, saved.seats)
        self._start(match, seats, saved.started, saved.hints)

    def _start(
        self,
        match: Match,
        seats: tuple[Seat, ...],
        started: datetime,
        hints: tuple[int, ...] = (),
    ) -> None:
        self.generation += 1
        self._match = match
        self.seats = seats
        self._hints = list(hints) if len(hints) == len(seats) else [0] * len(seats)
        self.started_at = started
        self._resolved_from = None
        self._written = []
        self._chooser = self._next_chooser()
        self.game_started.emit()
        self._emit_sheet_changes((), everyone=True)
        self.chooser_changed.emit(self._chooser)
        self.changed.emit()

    def saved_game(self) -> SavedGame:
        """The game so far, as the autosave and Save keep it."""
        kinds = tuple(s.kind for s in self.seats) if any(s.is_bot for s in self.seats) else ()
        return SavedGame(self.match, self.started_at, kinds, self.hints, today=self.today)

    @property
    def hints(self) -> tuple[int, ...]:
        """By player: how many hints they asked for this game."""
        return tuple(self._hints)

    def count_hint(self, player: int) -> None:
        """``player`` asked for a hint (kept with the game, shown at its end)."""
        self._hints[player] += 1

    # -- questions ------------------------------------------------------------------
    @property
    def match(self) -> Match:
        if self._match is None:
            raise RuntimeError("no game has been started")
        return self._match

    @property
    def started(self) -> bool:
        return self._match is not None

    @property
    def board(self) -> Board:
        return self.match.board

    @property
    def players(self) -> tuple[str, ...]:
        return self.match.game.players

    @property
    def solo(self) -> bool:
        return len(self.seats) == 1

    @property
    def people(self) -> tuple[int, ...]:
        """The seats played by people, in seat order."""
        return tuple(p for p, s in enumerate(self.seats) if not s.is_bot)

    @property
    def chooser(self) -> int | None:
        """The person asked to write for the card on the table (seat order), or None:
        no card, or every person has written (bots may still be choosing)."""
        return self._chooser

    @property
    def acting(self) -> int:
        """The seat a single-sheet view acts for: the chooser, else the last person to
        write this turn, else the first person (the only one, solo)."""
        if self._chooser is not None:
            return self._chooser
        if self._written:
            return self._written[-1]
        return self.people[0] if self.people else 0

    @property
    def sheet(self) -> SheetState:
        """The acting seat's sheet as drawn."""
        return self.visible_sheet(self.acting)

    @property
    def card(self) -> Card | None:
        """The card on the table: waiting for choices, or just played (undoable); at the
        end, the last card played (a bots' game ends on it face up, as any other)."""
        if self.match.card is not None:
            return self.match.card
        if self._resolved_from is not None:
            return self._resolved_from.card
        if self.match.phase is Phase.OVER and self.match.history:
            return self.match.history[-1].card
        return None

    @property
    def phase(self) -> Phase:
        return self.match.phase

    @property
    def turn(self) -> int:
        return self.match.turn

    def has_chosen(self, player: int) -> bool:
        """The player has written (or passed) for the card on the table."""
        return self.match.card is not None and player in self.match.chosen

    def waiting_bots(self) -> tuple[int, ...]:
        """Bots still to choose for the card on the table."""
        match = self.match
        if match.card is None:
            return ()
        return tuple(p for p, s in enumerate(self.seats) if s.is_bot and p not in match.chosen)

    @property
    def reveal_choices(self) -> bool:
        return self._reveal

    def set_reveal_choices(self, on: bool) -> None:
        """Show choices made earlier in a turn before it resolves (for teaching)."""
        if on != self._reveal:
            before = self._shown()
            self._reveal = on
            self._emit_sheet_changes(before)

    def choice_shown(self, player: int) -> bool:
        """Whether ``player``'s choice for the card on the table is drawn on their sheet."""
        if not self.has_chosen(player):
            return False
        return self._reveal or self._chooser is None

    def visible_sheet(self, player: int) -> SheetState:
        """The player's sheet as the table may see it now: with their choice of this
        turn when it is shown, else as the turn began."""
        match = self.match
        move = match.pending_move(player) if self.choice_shown(player) else None
        return match.game.sheets[player] if move is None else move.sheet

    def legal_choices(self, player: int | None = None) -> tuple[Choice, ...]:
        match = self.match
        player = self.acting if player is None else player
        if player in match.chosen:
            return ()
        return match.legal_choices(player)

    def preview(self, choice: Choice, player: int | None = None) -> Preview | None:
        """What ``choice`` would write for the card on the table; None if not legal."""
        match = self.match
        card = match.card
        player = self.acting if player is None else player
        if card is None or player in match.chosen:
            return None
        try:
            move = apply_choice(match.board, match.game.sheets[player], card, choice)
        except IllegalChoice:
            return None
        indicator = card.code if choice.is_route else None
        completing = newly_complete(match.board, move.sheet, move.stations) if move.stations else ()
        return Preview(choice, move.route, move.stations, move.mark, indicator, completing)

    def why_illegal(self, choice: Choice, player: int | None = None) -> str | None:
        """A one-line reason ``choice`` cannot be made now, or None when it can (for a
        choice only looked at; ``try_choose`` makes one)."""
        player = self.acting if player is None else player
        not_now = self._not_now(player)
        if not_now is not None:
            return not_now
        match = self.match
        assert match.card is not None
        try:
            apply_choice(match.board, match.game.sheets[player], match.card, choice)
        except IllegalChoice as error:
            return self._reason(match.card, choice, error)
        return None

    def try_choose(self, choice: Choice, player: int | None = None) -> str | None:
        """Write ``choice`` for ``player`` (default: the chooser) if it can be made now;
        else a one-line reason in the player's words. The rules run once, here."""
        player = self.acting if player is None else player
        not_now = self._not_now(player)
        if not_now is not None:
            return not_now
        card = self.match.card
        assert card is not None
        try:
            self.choose(choice, player)
        except IllegalChoice as error:
            return self._reason(card, choice, error)
        return None

    def _not_now(self, player: int) -> str | None:
        """Why ``player`` cannot choose at this point of the game, or None if they can."""
        match = self.match
        if match.card is None:
            if match.phase is Phase.OVER:
                return self.tr("The game is over. Start a new game with Ctrl+N.")
            return self.tr("Flip the next card first (Space or Enter).")
        if player in match.chosen:
            return self.tr("{name} has written for this card: undo to choose again.").format(
                name=self.players[player]
            )
        return None

    def _reason(self, card: Card, choice: Choice, error: IllegalChoice) -> str:
        """The engine's refusal in the player's words (and through tr(), to be translated)."""
        board = self.board
        if not card.takes_route:
            if not choice.is_route and 0 <= choice.index < board.station_count:
                return self.tr("{ref} is already filled: circle an empty station.").format(
                    ref=" / ".join(board.station_refs(choice.index))
                )
            return self.tr("Free circle: click an empty station to circle it.")
        if choice.is_route and 0 <= choice.index < board.route_count:
            return self.tr(
                "{letter} {name}: every indicator box is filled. Choose a highlighted route."
            ).format(letter=choice.text(board), name=local(board.spec.routes[choice.index].name))
        return error_text(error)

    def score_of(self, player: int) -> Score:
        """The player's live score, from their sheet as drawn."""
        return score(self.board, self.visible_sheet(player))

    def score(self) -> Score:
        return self.score_of(self.acting)

    def scores(self) -> tuple[Score, ...]:
        return tuple(self.score_of(p) for p in range(len(self.seats)))

    def crossed_crowns(self, player: int | None = None) -> tuple[int, ...]:
        """Routes whose crown is struck out on the player's sheet (another took it first)."""
        game = self.match.game
        player = self.acting if player is None else player
        return tuple(r for r in range(game.board.route_count) if game.crown_crossed_out(player, r))

    def cards_left(self) -> int:
        return self.match.deck.remaining

    def discards(self) -> tuple[Card, ...]:
        """The discard pile: cards flipped since the last shuffle, oldest first."""
        return self.match.deck.discard_cards

    def played(self) -> tuple[Card, ...]:
        """Every card played this game, by turn."""
        cards = tuple(t.card for t in self.match.history)
        return cards + ((self.match.card,) if self.match.card is not None else ())

    @property
    def can_undo(self) -> bool:
        return bool(self._written)

    def undoable(self, player: int) -> bool:
        """A person who wrote this turn may take it back until the next flip."""
        return player in self._written

    def may_undo(self, player: int) -> bool:
        """Whether the screen may take back ``player``'s choice now: they wrote it and it
        is no longer hidden from the others (every person has written, or choices show
        early). A choice still hidden is never reopened by whoever holds the mouse."""
        return self.undoable(player) and (self._chooser is None or self._reveal)

    # -- commands -------------------------------------------------------------------
    def flip(self) -> Card:
        match = self.match.flip()  # raises MatchError outside the FLIP phase
        before = self._shown()
        self._match = match
        self._resolved_from = None  # a flipped card makes the last choices final
        self._written = []
        assert match.card is not None
        self._set_chooser(self._next_chooser())
        self.card_flipped.emit(match.card)
        self._after_choice(before)  # a player with nowhere to write has passed
        return match.card

    def choose(self, choice: Choice | None, player: int | None = None) -> None:
        """Write ``player``'s choice (default: the chooser) for the card on the table;
        raises IllegalChoice if the rules forbid it, MatchError if it is not the time."""
        if player is None:
            player = self.acting
        if self.has_chosen(player):  # the engine would take it as a change of mind
            raise MatchError(f"{self.players[player]} has chosen for this card: undo first")
        before = self._shown()
        self._match = self.match.choose(player, choice)
        if not self.seats[player].is_bot:
            self._written.append(player)
        self.choice_made.emit(player, choice)
        self._after_choice(before)

    def undo(self, player: int | None = None) -> bool:
        """Take back ``player``'s choice of this turn (default: the latest person's);
        a resolved turn opens again. False when there is no such choice."""
        if not self._written:
            return False
        player = self._written[-1] if player is None else player
        if player not in self._written:
            return False
        before = self._shown()
        reopened = self._resolved_from is not None
        self._match = (self._resolved_from or self.match).unchoose(player)
        self._resolved_from = None
        self._written.remove(player)
        self._set_chooser(self._next_chooser())
        self.choice_undone.emit(player)
        self._emit_sheet_changes(before, everyone=reopened)  # crossed crowns may come back
        self.changed.emit()
        return True

    # -- internals --------------------------------------------------------------------
    def _next_chooser(self) -> int | None:
        match = self._match
        if match is None or match.card is None:
            return None
        return next((p for p in self.people if p not in match.chosen), None)

    def _set_chooser(self, chooser: int | None) -> None:
        if chooser != self._chooser:
            self._chooser = chooser
            self.chooser_changed.emit(chooser)

    def _after_choice(self, before: tuple[SheetState, ...]) -> None:
        """Ask the next person, or resolve the turn once every choice is in."""
        match = self.match
        if match.card is not None and match.all_chosen:
            self._resolve()
            return
        self._set_chooser(self._next_chooser())
        self._emit_sheet_changes(before)
        self.changed.emit()

    def _resolve(self) -> None:
        before = self.match
        after = before.resolve()
        self._resolved_from = before if self._written else None
        self._match = after
        if after.phase is Phase.OVER:  # the day's result is the first finished try
            self.today = settled(self.today)
        self._set_chooser(None)
        self._emit_sheet_changes((), everyone=True)  # awards and crossed crowns
        result: TurnResult = after.history[-1]
        self.turn_resolved.emit(result)
        self.changed.emit()
        if after.phase is Phase.OVER:
            self.game_over.emit(self.scores())

    def _shown(self) -> tuple[SheetState, ...]:
        """Every sheet as drawn now (to tell which ones a command changes)."""
        if self._match is None:
            return ()
        return tuple(self.visible_sheet(p) for p in range(len(self.seats)))

    def _emit_sheet_changes(self, before: tuple[SheetState, ...], everyone: bool = False) -> None:
        for p, sheet in enumerate(self._shown()):
            if everyone or p >= len(before) or sheet != before[p]:
                self.sheet_changed.emit(p)
