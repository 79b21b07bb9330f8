"""GameSession: the game at the table as a Qt model, for every seat.

A thin adapter over :class:`~metrox_desktop.engine.table.Table`, which holds the rules
of a table (seat order, hidden choices, who may take a choice back, why a choice is
refused): the session runs its commands, emits signals that say which seat they are
about, turns a refusal's code into a sentence, and owns the undo stack. It knows
nothing of scenes, widgets or threads: the controller calls it for people, the bot
driver for bots, and every drawn sheet follows ``sheet_changed(player)``.

Undo: ``undo_stack`` holds a :class:`ChooseCommand` for the choice the Undo entry takes
back now: the choice of the seat shown large (``set_shown_seat``; by default the
acting seat), when the table lets the screen take it back (never a choice still hidden
from the person at the mouse). It is cleared on every flip; the Undo entry is
``undo_stack.createUndoAction``.
"""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Iterable, Mapping
from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from metrox_desktop.deal import random_seed
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, Deck, DeckSpec, load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.engine.records import GameRecord
from metrox_desktop.engine.rules import TurnResult
from metrox_desktop.engine.scoring import Score
from metrox_desktop.engine.state import SheetState
from metrox_desktop.engine.table import Preview, Refusal, Refused, SeatKind, Table
from metrox_desktop.persistence.saves import SavedGame
from metrox_desktop.seats import Seat, seats_from_kinds
from metrox_desktop.ui.language import error_text, local, station_name
from metrox_desktop.ui.language.status import said
from metrox_desktop.ui.later import later
from metrox_desktop.ui.table.daily import settled, todays_mark
from metrox_desktop.ui.table.friends import is_friend, only_of_deal
from metrox_desktop.words import words_of

if TYPE_CHECKING:
    from metrox_desktop.engine.ai import Strategy
    from metrox_desktop.engine.records import DailyMark
    from metrox_desktop.ui.table.verdict import VerdictWorker

__all__ = ["ChooseCommand", "GameSession", "Preview"]

# The game's worker process starts this long after the first game is set up (the
# window is up by then, and a person reads the sheet before the first card), unless a
# card is flipped sooner.
VERDICT_AFTER_MS = 1000


def seat_kind(seat: Seat) -> SeatKind:
    if not seat.is_bot:
        return SeatKind.PERSON
    return SeatKind.FRIEND if is_friend(seat) else SeatKind.BOT


class ChooseCommand(QUndoCommand):
    """A person's choice of this turn, on the undo stack: undoing it takes it back.

    Pushed once the choice is made (its ``redo``, Qt's own, does nothing: the command
    has no child commands); the stack never redoes, as a choice taken back is made
    again by choosing. It holds its session weakly: the stack is the session's child.
    """

    def __init__(self, session: GameSession, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self._session = weakref.ref(session)

    def undo(self) -> None:
        session = self._session()
        if session is not None:
            session._take_back(self.seat, from_stack=True)


class GameSession(QObject):
    game_started = Signal()
    card_flipped = Signal(object)  # Card
    choice_made = Signal(int, object)  # player, Choice
    choice_undone = Signal(int)  # player: they choose again
    chooser_changed = Signal(object)  # the person asked to write now, or None
    sheet_changed = Signal(int)  # player whose drawn sheet (as shown) has changed
    turn_resolved = Signal(object)  # TurnResult: every move and completion of the turn
    hint_counted = Signal(int)  # player: asked for a hint on this turn (kept with the game)
    game_over = Signal(object)  # tuple of Score, by player
    changed = Signal()  # anything above: repaint what depends on the match

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table: Table | None = None
        # The person asked to write for the card on the table (seat order), or None: no
        # card, or every person has written (bots may still be choosing); chooser_changed.
        self.chooser: int | None = None
        self.seats: tuple[Seat, ...] = ()
        self.seed = ""
        self.started_at = datetime.now()  # names the game in the history
        self.generation = 0  # counts games: a late answer for an earlier game is ignored
        # The strategy objects playing the seats, by seat and name (table/autoplay.py):
        # one each for a whole game.
        self.strategies: dict[tuple[int, str], Strategy] = {}
        self.reveal_choices = False  # choices show before the turn resolves (set_reveal_choices)
        self._hints: list[int] = []  # by player: hints asked for this game (ui/window/hints.py)
        self.today: DailyMark | None = None  # a game of today's deal (ui/table/daily.py)
        self.undo_stack = QUndoStack(self)
        # once a command of the stack has taken its choice back
        self.undo_stack.indexChanged.connect(self._sync_undo_stack)
        self._shown_seat: int | None = None  # the seat shown large (GameController)
        self._undoing = False  # a command of the stack is taking its choice back
        self._syncing = False
        # A seat at a table across computers (ui/net): its host flips the cards, and a
        # choice is final once made (the host has it).
        self.hosted = False
        self._told_chosen: frozenset[int] = frozenset()  # chose there, as the host says
        # The game's verdict worked out as it is played: a worker process, started a
        # moment after the first game is set up or at the first flip (ui/table/verdict.py).
        self.verdict: VerdictWorker | None = None
        self.keeps_verdict = True  # False: its values stay in memory (a --screenshot)
        self._verdict_tried = False

    # -- starting -------------------------------------------------------------------
    def new_game(
        self,
        board: Board,
        deck: DeckSpec | None = None,
        seed: str | None = None,
        seats: tuple[Seat, ...] | None = None,
    ) -> None:
        """A new deal for ``seats`` (default: one person, "You")."""
        deck = deck or load_deck()
        self.seed = seed if seed else random_seed()
        self.today = todays_mark(board.map_id, deck.id, self.seed)
        # A friend's game plays only its own deal (a rematch deals new cards: not theirs).
        seats = only_of_deal(seats or (), board.map_id, deck.id, self.seed)
        seats = seats or (Seat(self.tr("You")),)
        match = Match.new(board, [s.name for s in seats], deck, self.seed)
        self._start(match, seats, datetime.now())

    def told_deal(self, seed: str) -> None:
        """At a hosted table: the deal, which its host tells once the game is over."""
        self.seed = seed
        self.changed.emit()

    def join_table(self, match: Match, seat: int, started: datetime) -> None:
        """A game hosted on another computer (``match``: as far as it has been played),
        played at this screen for ``seat``: the other seats are remote people; cards
        come with :meth:`flip` ``(deck)``."""
        self.seed = ""  # the host tells the deal at the end
        self.today = None
        self.hosted = True
        players = range(len(match.game.players))
        kinds = [SeatKind.PERSON if p == seat else SeatKind.REMOTE for p in players]
        self._table = Table(match, kinds, reveal=False, reopen_settled=False)
        self._begin(tuple(Seat(name) for name in match.game.players), started, ())

    def resume(self, saved: SavedGame) -> None:
        """Go on with a saved game where it was left: a turn under way goes on with its
        card up and the choices made in it; a turn that settled with no card flipped
        since may still be taken back, as before; the turns before are final."""
        match = saved.match
        self.seed = match.deck.seed
        self.today = saved.today
        seats = seats_from_kinds(match.game.players, saved.seats)
        # The turn before it settled: the table settles it again, and keeps it open to Undo.
        self._start(saved.reopenable or match, seats, saved.started, saved.hints)

    def _start(
        self,
        match: Match,
        seats: tuple[Seat, ...],
        started: datetime,
        hints: tuple[int, ...] = (),
    ) -> None:
        self.hosted = False
        self._table = Table(match, [seat_kind(s) for s in seats], reveal=self.reveal_choices)
        self._begin(seats, started, hints)

    def _begin(self, seats: tuple[Seat, ...], started: datetime, hints: tuple[int, ...]) -> None:
        self.generation += 1
        self.strategies = {}
        self._told_chosen = frozenset()
        self._told_away: dict[int, bool] = {}  # seat away: whether the host's bot plays it
        self._told_played: frozenset[int] = frozenset()  # joined, but the host's bot plays
        self.seats = seats
        self._hints = list(hints) if len(hints) == len(seats) else [0] * len(seats)
        self.started_at = started
        self.chooser = self.table.chooser
        self.undo_stack.clear()
        self._sync_undo_stack()  # a resumed turn's choice may be taken back
        if not self._verdict_tried:  # after the window's start, while the sheet is read
            later(VERDICT_AFTER_MS, self, self._warm_verdict)
        self.game_started.emit()
        self._emit_sheet_changes((), everyone=True)
        self.chooser_changed.emit(self.chooser)
        self.changed.emit()

    def _follow_verdict(self) -> None:
        """The game's worker, made once: at the first flip, or a moment after the first
        game is set up (``_warm_verdict``), whichever comes first."""
        if not self._verdict_tried:
            self._verdict_tried = True
            from metrox_desktop.ui.table.verdict import follow_session

            self.verdict = follow_session(self)

    def _warm_verdict(self) -> None:
        """The worker process started ahead of the first card, so that its first
        ranking (the first Hint of the game) comes as fast as the next ones. The
        searches' table of route patterns is read here too, once, as the maps and decks
        are: par at the end of a game, or a Hint, then opens no file (a process with no
        file descriptor left late in a game could not read it; if it cannot be read
        now, the search that needs it reads it and says why not)."""
        from metrox_desktop.engine.ai.patterns import package_tables

        with contextlib.suppress(OSError):
            package_tables()
        if self._table is None or self.phase is Phase.OVER:
            return
        self._follow_verdict()
        if self.verdict is not None:
            self.verdict.warm()

    def record(self) -> GameRecord:
        """The game so far as a record with its deal. A seat at a table across computers
        draws the host's cards without their order (its deck knows no deal): the deal is
        the host's, told at the end (``seed``), which its par, costly turns and result
        code need."""
        record = self.match.record()
        if self.hosted and self.seed and record.seed != self.seed:
            record = replace(record, seed=self.seed)
        return record

    def saved_game(self) -> SavedGame:
        """The game so far, as the autosave and Save keep it."""
        kinds = tuple(s.kind for s in self.seats) if any(s.is_bot for s in self.seats) else ()
        table = self.table
        return SavedGame(
            self.match,
            self.started_at,
            kinds,
            self.hints,
            today=self.today,
            reopenable=table.reopenable,
        )

    @property
    def hints(self) -> tuple[int, ...]:
        """By player: how many hints they asked for this game."""
        return tuple(self._hints)

    def count_hint(self, player: int) -> None:
        """``player`` asked for a hint (kept with the game, shown at its end)."""
        self._hints[player] += 1
        self.hint_counted.emit(player)

    # -- questions ------------------------------------------------------------------
    @property
    def table(self) -> Table:
        if self._table is None:
            raise RuntimeError("no game has been started")
        return self._table

    @property
    def match(self) -> Match:
        return self.table.match

    @property
    def started(self) -> bool:
        return self._table is not None

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
        return self.table.people

    @property
    def acting(self) -> int:
        """The seat a single-sheet view acts for: the chooser, else the last person to
        write this turn, else the first person (the only one, solo)."""
        if self.chooser is not None:
            return self.chooser
        written = self._people_written()
        if written:
            return written[-1]
        return self.people[0] if self.people else 0

    @property
    def sheet(self) -> SheetState:
        """The acting seat's sheet as drawn."""
        return self.visible_sheet(self.acting)

    @property
    def card(self) -> Card | None:
        """The card on the table: waiting for choices, or just played (undoable); at the
        end, the last card played (a bots' game ends on it face up, as any other)."""
        return self.table.card

    @property
    def phase(self) -> Phase:
        return self.match.phase

    @property
    def turn(self) -> int:
        return self.match.turn

    def has_chosen(self, player: int) -> bool:
        """The player has written (or passed) for the card on the table."""
        return self.table.has_chosen(player)

    def tell_chosen(self, seats: Iterable[int]) -> None:
        """At a hosted table: ``seats`` have chosen the card on the table, as its host
        says (never what: their choices are written when the turn resolves)."""
        told = self._told_chosen | {s for s in seats if 0 <= s < len(self.seats)}
        if told != self._told_chosen and self.phase is Phase.CHOOSE:
            self._told_chosen = told
            self.changed.emit()

    def tell_away(self, seats: Iterable[int], bot_plays: Iterable[int] = ()) -> None:
        """At a hosted table: the seats whose person is away (their connection to the
        host lost), as the host says; the table may wait for them, unless the host's bot
        plays their seat until they join again (``bot_plays``, which may name a seat still
        joined: its time ran out and the host gave it to its bot until it chooses again)."""
        played = set(bot_plays)
        away = {s: s in played for s in seats if 0 <= s < len(self.seats)}
        here = frozenset(s for s in played if s not in away and 0 <= s < len(self.seats))
        if (away, here) != (self._told_away, self._told_played):
            self._told_away, self._told_played = away, here
            self.changed.emit()

    def away_seats(self) -> Mapping[int, bool]:
        """The seats whose person is away from a hosted table (none at one screen), each
        with whether the host's bot plays it until they join again."""
        return self._told_away if self.hosted and self.phase is not Phase.OVER else {}

    def played_seats(self) -> frozenset[int]:
        """The seats still joined to a hosted table whose person was silent when their
        time ran out, and whose seat the host's bot plays until they choose again."""
        return self._told_played if self.hosted and self.phase is not Phase.OVER else frozenset()

    def chosen_seats(self) -> frozenset[int] | None:
        """The seats that have chosen the card on the table (None: no card out): those
        whose choice is written here and, at a hosted table, those the host says chose."""
        match = self.match
        if match.card is None:
            return None
        return frozenset(match.chosen) | self._told_chosen

    def waiting_bots(self) -> tuple[int, ...]:
        """Bots (and friends' games) still to choose for the card on the table."""
        return self.table.waiting(SeatKind.BOT, SeatKind.FRIEND)

    def set_reveal_choices(self, on: bool) -> None:
        """Show choices made earlier in a turn before it resolves (for teaching)."""
        if on != self.reveal_choices:
            before = self._shown()
            self.reveal_choices = on
            if self._table is not None:
                self._table.reveal = on
            self._emit_sheet_changes(before)
            self._sync_undo_stack()

    def visible_sheet(self, player: int) -> SheetState:
        """The player's sheet as the table may see it now: with their choice of this
        turn when it is shown, else as the turn began."""
        return self.table.visible_sheet(player)

    def legal_choices(self, player: int | None = None) -> tuple[Choice, ...]:
        return self.table.legal_choices(self.acting if player is None else player)

    def preview(self, choice: Choice, player: int | None = None) -> Preview | None:
        """What ``choice`` would write for the card on the table; None if not legal."""
        return self.table.preview(choice, self.acting if player is None else player)

    def why_illegal(self, choice: Choice, player: int | None = None) -> str | None:
        """A one-line reason ``choice`` cannot be made now, or None when it can (for a
        choice only looked at; ``try_choose`` makes one)."""
        refused = self.table.refusal(self.acting if player is None else player, choice)
        return None if refused is None else self.refusal_text(refused, choice)

    def try_choose(self, choice: Choice, player: int) -> str | None:
        """Write ``choice`` for ``player`` if it can be made now; else a one-line reason
        in the player's words. The rules run once, here."""
        try:
            self._choose(choice, player)
        except Refused as refused:
            return self.refusal_text(refused, choice)
        return None

    def refusal_text(self, refused: Refused, choice: Choice) -> str:
        """The table's refusal of ``choice`` in the player's words (through tr()), Said:
        written again at a language switch (language/status.py)."""
        # what the refusal says, not the error: it holds its traceback, whose frames hold
        # whatever called
        reason, seat, rules = refused.reason, refused.seat, words_of(refused.rule or refused)
        board, players = self.board, self.players
        return said(lambda: self._refusal_words(reason, seat, rules, choice, (board, players)))

    def _refusal_words(
        self,
        reason: Refusal,
        seat: int | None,
        rules: str,
        choice: Choice,
        table: tuple[Board, tuple[str, ...]],
    ) -> str:
        board, players = table
        if reason is Refusal.GAME_OVER:
            return self.tr("The game is over. Start a new game with Ctrl+N.")
        if reason is Refusal.NO_CARD:
            return self.tr("Flip the next card first (Space or Enter).")
        if reason is Refusal.ALREADY_CHOSEN and seat is not None:
            return self.tr("{name} has written for this card: undo to choose again.").format(
                name=players[seat]
            )
        if reason is Refusal.STATION_FILLED:
            return self.tr("{ref} is already filled: circle an empty station.").format(
                ref=station_name(board, choice.index)
            )
        if reason is Refusal.NOT_A_STATION:
            return self.tr("Free circle: click an empty station to circle it.")
        if reason is Refusal.ROUTE_FULL:
            return self.tr(
                "{letter} {name}: every indicator box is filled. Choose a highlighted route."
            ).format(letter=choice.text(board), name=local(board.spec.routes[choice.index].name))
        return error_text(rules)  # the rules' own words

    def score_of(self, player: int) -> Score:
        """The player's live score, from their sheet as drawn."""
        return self.table.score_of(player)

    def score(self) -> Score:
        return self.score_of(self.acting)

    def scores(self) -> tuple[Score, ...]:
        return tuple(self.score_of(p) for p in range(len(self.seats)))

    def crossed_crowns(self, player: int | None = None) -> tuple[int, ...]:
        """Routes whose crown is struck out on the player's sheet (another took it first)."""
        return self.match.game.crossed_crowns(self.acting if player is None else player)

    def played(self) -> tuple[Card, ...]:
        """Every card played this game, by turn."""
        cards = tuple(t.card for t in self.match.history)
        return cards + ((self.match.card,) if self.match.card is not None else ())

    def may_undo(self, player: int) -> bool:
        """Whether the screen may take back ``player``'s choice now: they wrote it and it
        is no longer hidden from the others (every person has written, or choices show
        early). A choice still hidden is never reopened by whoever holds the mouse; at a
        hosted table a choice is final (the host has it)."""
        return not self.hosted and self.table.why_not_undo(player) is None

    def set_shown_seat(self, seat: int) -> None:
        """The seat whose sheet the screen shows large: the Undo entry takes its choice
        back."""
        self._shown_seat = seat
        self._sync_undo_stack()

    # -- commands -------------------------------------------------------------------
    def flip(self, deck: Deck | None = None) -> Card:
        """The next card (raises MatchError outside the flip phase); a player with
        nowhere to write has passed. At a hosted table, the host's card, from ``deck``
        (``cards.dealt_by_host``); without it, the table refuses (NO_CARD)."""
        if self.hosted and deck is None:
            raise Refused(Refusal.NO_CARD)
        before = self._shown()
        card = self.table.flip(deck)
        self._told_chosen = frozenset()
        self.undo_stack.clear()  # a flipped card makes the last choices final
        self._set_chooser(self.table.chooser)
        self._follow_verdict()
        self.card_flipped.emit(card)
        self._after_choice(before)
        return card

    def choose(self, choice: Choice, player: int | None = None) -> None:
        """Write ``player``'s choice (default: the chooser) for the card on the table;
        raises IllegalChoice if the rules forbid it, MatchError if it is not the time."""
        try:
            self._choose(choice, self.acting if player is None else player)
        except Refused as refused:
            raise refused.rule or refused from None

    def undo(self, player: int | None = None) -> bool:
        """Take back ``player``'s choice of this turn (default: the latest person's),
        if the table allows it; a resolved turn opens again. False when it does not."""
        if player is None:
            written = self._people_written()
            if not written:
                return False
            player = written[-1]
        return self._take_back(player)

    def choose_all(self, choices: Iterable[tuple[int, Choice]]) -> None:
        """Write the choices a hosted turn's host resolved, telling the screen once, not
        once a seat (a choice the table has or refuses is left out): a 99-seat turn
        redrew the window 99 times."""
        before = self._shown()
        for player, choice in choices:
            with contextlib.suppress(Refused):
                self._write(choice, player)
        self._after_choice(before)

    # -- internals --------------------------------------------------------------------
    def _choose(self, choice: Choice, player: int) -> None:
        before = self._shown()
        self._write(choice, player)
        self._after_choice(before)

    def _write(self, choice: Choice, player: int) -> None:
        self.table.choose(player, choice)  # raises Refused, changing nothing
        self.choice_made.emit(player, choice)

    def _take_back(self, player: int, from_stack: bool = False) -> bool:
        if not self.may_undo(player):
            return False
        table = self.table
        before = self._shown()
        reopened = table.phase is not Phase.CHOOSE
        self._undoing = from_stack  # the stack syncs itself once its index has moved
        try:
            table.undo(player)
            self._set_chooser(table.chooser)
            self.choice_undone.emit(player)
            self._emit_sheet_changes(before, everyone=reopened)  # crossed crowns come back
            self.changed.emit()
        finally:
            self._undoing = False
        if not from_stack:  # inside the stack's undo, its command may not be deleted
            self._sync_undo_stack()
        return True

    def _people_written(self) -> tuple[int, ...]:
        table = self._table
        if table is None:
            return ()
        return tuple(p for p in table.written if table.kinds[p] is SeatKind.PERSON)

    def _sync_undo_stack(self) -> None:
        """The stack holds the shown seat's choice, when the screen may take it back."""
        if self._undoing or self._syncing or self._table is None:
            return
        stack = self.undo_stack
        seat = self._shown_seat
        if seat is None or not 0 <= seat < len(self.seats):
            seat = self.acting
        wanted = [seat] if self.may_undo(seat) else []
        held = [stack.command(i).seat for i in range(stack.count())]  # type: ignore[attr-defined]
        if held == wanted and stack.index() == stack.count():
            return
        self._syncing = True
        try:
            stack.clear()
            for seat in wanted:
                stack.push(ChooseCommand(self, seat))
        finally:
            self._syncing = False

    def _set_chooser(self, chooser: int | None) -> None:
        if chooser != self.chooser:
            self.chooser = chooser
            self.chooser_changed.emit(chooser)

    def _after_choice(self, before: tuple[SheetState, ...]) -> None:
        """Ask the next person, or tell the turn resolved once every choice is in."""
        table = self.table
        result = table.settled  # set by the command that settled the turn, until a flip
        if result is not None:
            self._resolved(result)
        else:
            self._set_chooser(table.chooser)
            self._emit_sheet_changes(before)
            self._sync_undo_stack()
            self.changed.emit()

    def _resolved(self, result: TurnResult) -> None:
        if self.phase is Phase.OVER:  # the day's result is the first finished try
            self.today = settled(self.today)
        self._set_chooser(None)
        self._emit_sheet_changes((), everyone=True)  # awards and crossed crowns
        self._sync_undo_stack()
        self.turn_resolved.emit(result)
        self.changed.emit()
        if self.phase is Phase.OVER:
            self.game_over.emit(self.scores())

    def _shown(self) -> tuple[SheetState, ...]:
        """Every sheet as drawn now (to tell which ones a command changes)."""
        if self._table is None:
            return ()
        return tuple(self.visible_sheet(p) for p in range(len(self.seats)))

    def _emit_sheet_changes(self, before: tuple[SheetState, ...], everyone: bool = False) -> None:
        for p, sheet in enumerate(self._shown()):
            if everyone or p >= len(before) or sheet != before[p]:
                self.sheet_changed.emit(p)
