"""GameSession: the game in progress as a Qt model.

Holds one :class:`~metrox_desktop.engine.match.Match` (an immutable value) and an
undo stack of earlier values, and emits signals when they change. It knows nothing
of scenes or widgets: the controller calls it, the window and scene follow its
signals. Solo play: a choice resolves the turn at once (so completions can be
announced), and stays undoable until the next card is flipped.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from PySide6.QtCore import QObject, Signal

from metrox_desktop.deal import random_seed
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, CardKind, DeckSpec, load_deck
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.engine.rules import IllegalChoice, apply, legal_choices, newly_complete
from metrox_desktop.engine.scoring import Score, score
from metrox_desktop.engine.state import SheetState
from metrox_desktop.persistence.saves import SavedGame


@dataclass(frozen=True)
class Preview:
    """What a choice would do, before it is made."""

    choice: int  # a route (route cards) or a station (free circle)
    route: int | None  # the route whose indicator box would be written
    stations: tuple[int, ...]  # stations that would be filled, Start first
    mark: int  # CIRCLE or the star number
    indicator: str | None  # the code written in the indicator box
    completing: tuple[int, ...]  # routes this choice would complete


class GameSession(QObject):
    game_started = Signal()
    card_flipped = Signal(object)  # Card
    choice_made = Signal(object)  # the choice (route or station index)
    choice_undone = Signal()
    turn_resolved = Signal(object)  # tuple of (route, Award) completed this turn
    game_over = Signal(object)  # Score
    changed = Signal()  # anything above: repaint what depends on the match

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._match: Match | None = None
        self._undo: list[Match] = []
        self.seed = ""
        self.deck_spec: DeckSpec | None = None
        self.started_at = datetime.now()  # names the game in the history

    # -- starting -------------------------------------------------------------------
    def new_game(self, board: Board, deck: DeckSpec | None = None, seed: str | None = None) -> None:
        self.deck_spec = deck or load_deck()
        self.seed = seed if seed else random_seed()
        self._match = Match.new(board, [self.tr("You")], self.deck_spec, self.seed)
        self._undo = []
        self.started_at = datetime.now()
        self.game_started.emit()
        self.changed.emit()

    def resume(self, saved: SavedGame) -> None:
        """Go on with a saved game where it was left (its last choice is final)."""
        self._match = saved.match
        self.deck_spec = saved.match.deck.spec
        self.seed = saved.match.deck.seed
        self.started_at = saved.started
        self._undo = []
        self.game_started.emit()
        self.changed.emit()

    def saved_game(self) -> SavedGame:
        """The game so far, as the autosave and Save keep it."""
        return SavedGame(self.match, self.started_at)

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
    def sheet(self) -> SheetState:
        return self.match.game.sheets[0]

    @property
    def card(self) -> Card | None:
        """The card on the table: waiting for a choice, or just played (undoable)."""
        if self.match.card is not None:
            return self.match.card
        if self._undo and self.match.history:
            return self.match.history[-1].card
        return None

    @property
    def phase(self) -> Phase:
        return self.match.phase

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def turn(self) -> int:
        return self.match.turn

    def legal_choices(self) -> tuple[int, ...]:
        match = self.match
        if match.card is None:
            return ()
        return legal_choices(match.board, self.sheet, match.card)

    def preview(self, choice: int) -> Preview | None:
        """What ``choice`` would write for the card on the table; None if not legal."""
        match = self.match
        card = match.card
        if card is None:
            return None
        try:
            move = apply(match.board, self.sheet, card, choice)
        except IllegalChoice:
            return None
        indicator = None if card.kind is CardKind.FREE else card.code
        completing = newly_complete(match.board, move.sheet, move.stations) if move.stations else ()
        return Preview(choice, move.route, move.stations, move.mark, indicator, completing)

    def why_illegal(self, choice: int) -> str | None:
        """A one-line reason ``choice`` cannot be made now, or None when it can."""
        match = self.match
        if match.card is None:
            if match.phase is Phase.OVER:
                return self.tr("The game is over. Start a new game with Ctrl+N.")
            return self.tr("Flip the next card first (Space or Enter).")
        try:
            apply(match.board, self.sheet, match.card, choice)
        except IllegalChoice as error:
            return self._reason(match.card, choice) or str(error)
        return None

    def _reason(self, card: Card, choice: int) -> str | None:
        """The engine's refusal in the player's words (and through tr(), to be translated)."""
        board = self.board
        if card.kind is CardKind.FREE:
            if 0 <= choice < board.station_count:
                return self.tr("{ref} is already filled: circle an empty station.").format(
                    ref=" / ".join(board.station_refs(choice))
                )
            return self.tr("Free circle: click an empty station to circle it.")
        if 0 <= choice < board.route_count:
            return self.tr(
                "{letter} {name}: every indicator box is filled. Choose a highlighted route."
            ).format(letter=board.route_letters[choice], name=board.spec.routes[choice].name.en)
        return None

    def score(self) -> Score:
        return score(self.board, self.sheet)

    def crossed_crowns(self) -> tuple[int, ...]:
        game = self.match.game
        return tuple(r for r in range(game.board.route_count) if game.crown_crossed_out(0, r))

    def cards_left(self) -> int:
        return self.match.deck.remaining

    def discards(self) -> tuple[Card, ...]:
        """The discard pile: cards flipped since the last shuffle, oldest first."""
        return self.match.deck.discard_cards

    def played(self) -> tuple[Card, ...]:
        """Every card played this game, by turn."""
        cards = tuple(t.card for t in self.match.history)
        return cards + ((self.match.card,) if self.match.card is not None else ())

    # -- commands -------------------------------------------------------------------
    def flip(self) -> Card:
        match = self.match.flip()  # raises MatchError outside the FLIP phase
        self._match = match
        self._undo = []  # a flipped card makes the last choice final
        assert match.card is not None
        self.card_flipped.emit(match.card)
        self.changed.emit()
        return match.card

    def choose(self, choice: int | None) -> None:
        """Make the choice for the card on the table; raises IllegalChoice if not legal."""
        before = self.match
        after = before.play(choice)  # solo: choose and resolve
        self._undo.append(before)
        self._match = after
        self.choice_made.emit(choice)
        self.turn_resolved.emit(after.history[-1].completed[0])
        self.changed.emit()
        if after.phase is Phase.OVER:
            self.game_over.emit(self.score())

    def undo(self) -> bool:
        if not self._undo:
            return False
        self._match = self._undo.pop()
        self.choice_undone.emit()
        self.changed.emit()
        return True
