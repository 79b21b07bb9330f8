"""The final dialog's "How good was it?" part: par, the strong AI on the same cards,
each person's score and hints, and the turns where their choice cost most.

Par (``engine.ai.review.deal_par``) and the costly turns (``costly_turns``) take
seconds each. In the game window they are worked out while the game is played
(``table.verdict.VerdictWorker``, a worker process): the section shows what is kept at
once, and if something is still to come (the last turn's value, par of a game played
fast), says so and fills it in as it comes; par so far (never below the plain beam,
with the strong AI's score) is shown, saying it may rise, until par itself comes.
Without a worker the section works them out itself: it first reads "Working out
par..." and fills in as each piece arrives from a background thread
(``table.background.BackgroundRunner``): the costly turns of the first person
reviewed, then par, then the other people's turns. Closing the
dialog (or deleting the section) drops what is still pending and stops the search
under way within milliseconds (the engine's ``stop=``).

Who is reviewed: the people at the table (bots need no lesson), in seat order; a
table of bots only, the seat whose sheet was shown. Hints are a person's: a bot's
row names its level instead, and "your" is said only to a person playing alone.
Each costly turn has a Show button: the replay viewer at that turn, the choice made
and the best ringed (``review``, a function the window hands over: the viewer is in
the history's room, beside this one).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.engine.ai.montecarlo import STRONG_WORK
from metrox_desktop.engine.ai.par import PAR_WIDTH
from metrox_desktop.engine.ai.review import (
    CostlyTurn,
    DealPar,
    costliest,
    costly_turns,
    deal_par,
    line_choices,
)
from metrox_desktop.engine.ai.stopping import StopCheck
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, DeckSpec
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.records import GameRecord
from metrox_desktop.engine.scoring import score
from metrox_desktop.persistence.par_cache import remember_par
from metrox_desktop.seats import Seat
from metrox_desktop.ui.dialogs.room import WrappingLabel
from metrox_desktop.ui.language import sentences
from metrox_desktop.ui.language.differences import shown_difference
from metrox_desktop.ui.later import later
from metrox_desktop.ui.sheet.card_art import card_name
from metrox_desktop.ui.sheet.choice_marks import choice_name
from metrox_desktop.ui.table.background import BackgroundRunner
from metrox_desktop.ui.table.seat_labels import seat_tag
from metrox_desktop.ui.themes import show_muted
from metrox_desktop.words import points_text

if TYPE_CHECKING:
    from metrox_desktop.ui.table.session import GameSession
    from metrox_desktop.ui.table.verdict import VerdictWorker

START_MS = 400  # the section starts working this long after it is made
COSTLY_COUNT = 3  # costly turns listed for each person
# The viewer opened at a costly turn: (the section, the record, its board, the seat,
# the turn's value as listed).
ReviewTurn = Callable[[QWidget, GameRecord, Board, int, CostlyTurn], object]


class KeptPar(NamedTuple):
    """Par and the strong bot's score as kept while the game was played."""

    par: int
    strong: int


def reviewed_players(seats: Sequence[Seat], shown: int = 0) -> tuple[int, ...]:
    """The seats a review is for: the people, else (only bots) the seat shown."""
    people = tuple(p for p, seat in enumerate(seats) if not seat.is_bot)
    return people or (shown,)


class ParSection(QWidget):
    """Par and costly turns of a finished game, filled in as they are worked out."""

    par_shown = Signal()  # par came, or rose (par so far, then par itself): in ``par``

    # How hard the search works (the engine's own budgets; tests use small ones).
    default_width = PAR_WIDTH
    default_work = STRONG_WORK

    def __init__(  # noqa: PLR0913 - the finished game's values, each its own
        self,
        board: Board,
        deck: DeckSpec,
        record: GameRecord,
        scores: Sequence[int],
        players: Sequence[int],
        hints: Sequence[int] = (),
        seats: Sequence[Seat] = (),
        review: ReviewTurn | None = None,
        verdict: VerdictWorker | None = None,
    ) -> None:
        """``review``: what each costly turn's Show opens (None: no Show button)."""
        super().__init__()  # a part of the final dialog: add_par_section puts it there
        if record.seed is None:
            raise ValueError("a game without its deal has no par")
        self.board = board
        self.deck = deck
        self.record = record
        self.players = tuple(players)
        self.search_width = self.default_width
        self.work = self.default_work
        self.count = COSTLY_COUNT
        self.review = review
        self.par: DealPar | KeptPar | None = None
        self.costly: dict[int, list[CostlyTurn]] = {}
        self.review_buttons: dict[int, list[QPushButton]] = {}
        self._turn_shown_by: dict[QObject, tuple[int, CostlyTurn]] = {}  # by Show button
        self.runner = BackgroundRunner(self)
        self._busy = False
        self._failure: str | None = None  # why what is missing will not come
        self.verdict = verdict
        self._queue: list[tuple[str, int]] = []
        if verdict is None:
            self._queue = [("costly", self.players[0]), ("par", -1)]
            self._queue += [("costly", p) for p in self.players[1:]]

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addLayout(self._score_grid(scores, hints, seats))

        self.status = WrappingLabel(self.tr("Working out par..."))
        show_muted(self.status, " font-style: italic;")  # any theme
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setTextVisible(False)
        self.busy.setMaximumHeight(8)
        layout.addWidget(self.status)
        layout.addWidget(self.busy)
        # The costly turns, a line each: the final dialog scrolls them with the rest
        # when they do not fit its window (ui/dialogs/room.py).
        self.turns_area = QWidget()
        self.turns_box = QVBoxLayout(self.turns_area)
        self.turns_box.setContentsMargins(0, 0, 0, 0)
        self.turns_box.setSpacing(4)
        self.turns_area.setAccessibleName(self.tr("Turns that cost most"))
        layout.addWidget(self.turns_area)
        if verdict is not None:
            # What was worked out while the game was played, at once; the rest as it comes.
            verdict.known.connect(self._from_kept)
            verdict.failed.connect(self._failed)
            self._from_kept()  # first: a failure said while asking knows what is here
            if self.verdict is not None:  # something is still to come: asked for
                for p in self.players:
                    verdict.want(p)
                self._from_kept()  # values made from rankings kept, as they were asked
            return
        # Start once the dialog has been up a moment: a dialog closed at once (or never
        # shown) costs no search at all.
        later(START_MS, self, self._start)

    def _score_grid(
        self, scores: Sequence[int], hints: Sequence[int], seats: Sequence[Seat]
    ) -> QGridLayout:
        """Par, the strong AI's score and each reviewed player's score, in two columns."""
        record = self.record
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        self.par_label = QLabel("\u2026")
        self.strong_label = QLabel("\u2026")
        grid.addWidget(WrappingLabel(self.tr("Par: the best score found knowing every card")), 0, 0)
        grid.addWidget(self.par_label, 0, 1)
        grid.addWidget(WrappingLabel(self.tr("The strong AI on the same cards")), 1, 0)
        grid.addWidget(self.strong_label, 1, 1)
        self.score_labels: dict[int, QLabel] = {}
        self.bots = tuple(p < len(seats) and seats[p].is_bot for p in range(len(record.players)))
        for row, p in enumerate(self.players, start=2):
            grid.addWidget(WrappingLabel(self._score_title(p)), row, 0)
            if self.bots[p]:
                note = f"({seat_tag(seats[p])})"  # "(bot, hard)": no hints to count
            else:
                used = hints[p] if p < len(hints) else 0
                note = self.tr("(%n hint(s) used)", None, used)
            value = QLabel(f"<b>{points_text(scores[p])}</b>  " + note)
            self.score_labels[p] = value
            grid.addWidget(value, row, 1)
        grid.setColumnStretch(2, 1)
        return grid

    def _yours(self, player: int) -> bool:
        """Whether the section speaks to ``player`` as "you": the one person it reviews
        (alone at the table, with bots and friends' results, or this screen's seat at a
        table across computers), never "You's score"."""
        alone = self.bots.count(False) == 1 or self.players == (player,)
        return not self.bots[player] and alone

    def _score_title(self, player: int) -> str:
        if self._yours(player):
            return self.tr("Your score")
        return self.tr("{name}'s score").format(name=self.record.players[player])

    # -- what the game's worker kept -------------------------------------------------------
    def _from_kept(self) -> None:
        """Show what the worker has kept and is not shown yet; say what is still to come."""
        verdict = self.verdict
        if verdict is None:
            return
        if verdict.par is not None and self.par != KeptPar(*verdict.par):  # or refined
            self.par = KeptPar(*verdict.par)
            self.par_label.setText(f"<b>{self.par.par}</b>")
            self.strong_label.setText(f"<b>{self.par.strong}</b>")
            self.par_shown.emit()
        turns = len(self.record.turns)
        waiting: list[int] = []
        for p in self.players:
            if p in self.costly:
                continue
            values = [verdict.value(p, t) for t in range(1, turns + 1)]
            known = [v for v in values if v is not None]
            if len(known) == turns:
                self.show_turns(p, costliest(known, self.count))
            else:
                waiting.append(p)
        if self.par is None:
            working = self.tr("Still working out par...")
        elif waiting:
            working = self.tr("Still valuing the last turns...")
        elif not verdict.par_final:  # par so far: it may rise yet
            working = self.tr("Par so far: still looking for a better line...")
        else:
            self._all_shown()
            self._leave_verdict()  # all shown: nothing more to take
            return
        if self._failure is None:  # else what will not come is said (_failed), not "still"
            self._say_working(working)

    def _say_working(self, text: str) -> None:
        self._busy = True
        self.status.setText(text)
        self.status.setVisible(True)
        self.busy.setVisible(True)

    # -- the work, one piece after another ------------------------------------------------
    @property
    def done(self) -> bool:
        """Everything is shown, nothing left to work out (par itself, not par so far)."""
        return not self._queue and not self._busy

    def cancel(self) -> None:
        """Drop what is still being worked out (the dialog closed); the game's worker
        goes on, keeping what it finds for the History and the replay viewer."""
        self._queue.clear()
        self._busy = False
        self.runner.cancel_all()  # its thread stops searching too
        self._leave_verdict()

    def _leave_verdict(self) -> None:
        if self.verdict is not None:
            self.verdict.known.disconnect(self._from_kept)
            self.verdict.failed.disconnect(self._failed)
            self.verdict = None

    def _all_shown(self) -> None:
        self._busy = False
        self.status.setVisible(False)
        self.busy.setVisible(False)

    def _start(self) -> None:
        if self._queue and not self._busy and self.isVisible():
            self._next()

    def _next(self) -> None:
        if not self._queue:
            self._all_shown()
            return
        kind, player = self._queue.pop(0)
        board, deck, record = self.board, self.deck, self.record
        work: Callable[[StopCheck], Any]
        if kind == "par":
            assert record.seed is not None
            seed, width, effort = record.seed, self.search_width, self.work
            work = lambda stop: deal_par(  # noqa: E731
                board, deck, seed, width, stop=stop, strong_work=effort
            )
            self.status.setText(self.tr("Working out par..."))
        else:
            count, effort = self.count, self.work
            work = lambda stop: costly_turns(  # noqa: E731
                record, board, deck, player, count, effort, stop=stop
            )
            if self._yours(player):  # not "You's" (a solo player is named "You")
                looking = self.tr("Looking for your costliest choices...")
            else:
                looking = self.tr("Looking for {name}'s costliest choices...").format(
                    name=record.players[player]
                )
            self.status.setText(looking)
        self._busy = True
        self.runner.run_stoppable(work, partial(self._arrived, kind, player), self._failed)

    def _arrived(self, kind: str, player: int, result: object) -> None:
        if kind == "par" and isinstance(result, DealPar):
            self.par = result
            self.par_label.setText(f"<b>{result.par}</b>")
            if self.search_width >= PAR_WIDTH and self.record.seed is not None:
                # kept for the History and Statistics (a score against par)
                line = line_choices(result.record)
                map_id, deck_id, seed = self.board.map_id, self.deck.id, self.record.seed
                remember_par(map_id, deck_id, seed, result.par, result.strong, line)
            self.strong_label.setText(f"<b>{result.strong}</b>")
            self.par_shown.emit()
        elif isinstance(result, list):
            self.show_turns(player, result)
        self._next()

    def _failed(self, message: str) -> None:
        """What will not come, and why (``message``: words for a player, from the
        background runner or the game's worker), and how to try again."""
        self._failure = message
        self._queue.clear()
        self._busy = False
        self.busy.setVisible(False)
        # What can be done: the dialog opened again (Game > Final ranking) starts again.
        again = self.tr("To try again, close this window and choose Game > Final ranking.")
        if self.par is None:  # its rows say so too, where they showed "..." for ever
            for label in (self.par_label, self.strong_label):
                label.setText(self.tr("could not be worked out"))
            said = self.tr("Par could not be worked out: {reason}.").format(reason=message)
            said = sentences((said, again))
        elif len(self.costly) < len(self.players):  # par is in its row; turns are missing
            said = self.tr("The costliest choices could not be worked out: {reason}.")
            said = sentences((said.format(reason=message), again))
        else:  # all listed, and par so far in its row: the search for par itself ended
            said = self.tr("Par so far: the search for a better line ended ({reason})")
            said = said.format(reason=message)
        self.status.setText(said)

    # -- the costly turns -----------------------------------------------------------------
    def show_turns(self, player: int, turns: list[CostlyTurn]) -> None:
        """List ``player``'s costly turns (``costly_turns``), each with its Show button."""
        self.costly[player] = turns
        name = self.record.players[player]
        if self._yours(player):
            what = self.tr("Your costliest choices (expected final score: yours \u2192 best)")
        else:
            what = self.tr(
                "{name}'s costliest choices (expected final score: theirs \u2192 best)"
            ).format(name=name)
        heading = WrappingLabel(what)
        heading.setStyleSheet("font-weight: bold;")
        self.turns_box.addSpacing(8)  # each person's list apart from what is above it
        self.turns_box.addWidget(heading)
        buttons: list[QPushButton] = []
        if not turns:
            well_played = self.tr("No choice cost anything: well played.")
            self.turns_box.addWidget(WrappingLabel(well_played))
        for turn in turns:
            row = QHBoxLayout()
            label = WrappingLabel(self.turn_text(turn))
            label.setToolTip(self.turn_text(turn, long=True))
            row.addWidget(label, 1)
            if self.review is not None:
                button = QPushButton(self.tr("Show"))
                button.setToolTip(self.tr("The sheet at this turn, both choices marked"))
                button.setAccessibleName(self._show_name(player, turn))  # not six "Show"
                self._turn_shown_by[button] = (player, turn)
                button.clicked.connect(self._show_clicked)  # a method: no function holding self
                row.addWidget(button)
                buttons.append(button)
            self.turns_box.addLayout(row)
        self.review_buttons[player] = buttons

    def _show_name(self, player: int, turn: CostlyTurn) -> str:
        """What a screen reader says of a costly turn's Show button: which turn it shows,
        and whose when the section lists several players' turns."""
        if self._yours(player) or len(self.players) == 1:
            return self.tr("Show turn {n}").format(n=turn.turn)
        name = self.record.players[player]
        return self.tr("Show {name}'s turn {n}").format(name=name, n=turn.turn)

    def turn_text(self, turn: CostlyTurn, long: bool = False) -> str:
        """One line: "Turn 8 (5): M 16.5 \u2192 Z 23.9 (\u22127.4)"; ``long`` names routes."""
        card = Card.parse(turn.card)
        part = 1 if long else 0
        chosen = choice_name(self.board, Choice.parse(turn.chosen, self.board))[part]
        best = choice_name(self.board, Choice.parse(turn.best, self.board))[part]
        return self.tr(
            "Turn {n} ({card}): {chosen} {mine:.1f} \u2192 {best} {theirs:.1f}  (\u2212{cost:.1f})"
        ).format(
            n=turn.turn,
            card=card_name(card),
            chosen=chosen,
            mine=turn.chosen_expected,
            best=best,
            theirs=turn.best_expected,
            cost=shown_difference(turn.best_expected, turn.chosen_expected),
        )

    def _show_clicked(self) -> None:
        shown = self._turn_shown_by.get(self.sender())
        if shown is not None:
            self.show_turn(*shown)

    def show_turn(self, player: int, turn: CostlyTurn) -> None:
        """Show: the replay viewer at ``turn`` on ``player``'s sheet (over the final
        dialog, which stays open)."""
        if self.review is not None:
            self.review(self, self.record, self.board, player, turn)


def add_par_section(dialog: Any, section: ParSection) -> None:
    """Put ``section`` in the final dialog; closing the dialog drops its pending work."""
    title = QCoreApplication.translate("ParSection", "How good was it?")
    dialog.add_section(title, section)
    dialog.finished.connect(lambda _result: section.cancel())


def par_section_for(
    session: GameSession, shown: int = 0, review: ReviewTurn | None = None
) -> ParSection:
    """The section for the game just finished in ``session`` (``shown``: the seat whose
    sheet the window shows, reviewed when only bots played; ``review``: what Show opens)."""
    board = session.board
    scores = [score(board, sheet).total for sheet in session.match.game.sheets]
    verdict = session.verdict
    # At a table across computers the others' hints and lessons are at their own
    # computers: only this screen's seat is reviewed.
    players = session.people if session.hosted else reviewed_players(session.seats, shown)
    return ParSection(
        board,
        session.match.deck.spec,
        session.record(),
        scores,
        players,
        session.hints,
        seats=session.seats,
        review=review,
        verdict=verdict if verdict is not None and verdict.following else None,
    )
