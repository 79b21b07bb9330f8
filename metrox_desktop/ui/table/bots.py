"""Bots at the table: ``BotSeats`` lets every bot choose for the flipped card on a
background thread (:mod:`metrox_desktop.ui.table.background`), and flips the cards itself at
a chosen pace when only bots are playing.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Phase
from metrox_desktop.engine.rules import IllegalChoice
from metrox_desktop.ui.language import error_text
from metrox_desktop.ui.language.status import anew, said
from metrox_desktop.ui.table.autoplay import seat_move
from metrox_desktop.ui.table.background import BackgroundRunner
from metrox_desktop.ui.table.session import GameSession
from metrox_desktop.words import words_of

PACES = (0, 300, 1000, 3000)  # ms between turns when only bots play: instant to slow


class BotSeats(QObject):
    """The bots at the table: each chooses in the background once a card is flipped.

    A bot's answer is written only if it is still wanted: same game, same turn, the
    bot has not chosen yet. When every seat is a bot, the next card is flipped
    ``pace`` ms after a turn resolves, so a game of bots can be watched to the end.
    """

    problem = Signal(object)  # a bot failed to choose: one line for the status bar (Said)

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.runner = BackgroundRunner(self)
        self.enabled = True  # off for --screenshot, which chooses for everyone at once
        self.pace = PACES[2]
        self._flip_timer = QTimer(self, singleShot=True)
        self._flip_timer.timeout.connect(self._flip_for_bots)
        session.game_started.connect(self._on_game_started)
        session.card_flipped.connect(self._ask_bots)
        session.turn_resolved.connect(self._on_turn_resolved)

    def set_pace(self, ms: int) -> None:
        self.pace = ms
        if self._flip_timer.isActive():
            self._flip_timer.start(ms)

    def stop(self) -> None:
        """Drop every pending choice and the next automatic flip (new game, closing)."""
        self.runner.cancel_all()
        self._flip_timer.stop()

    @property
    def only_bots(self) -> bool:
        return self.session.started and not self.session.people

    def _on_game_started(self) -> None:
        self.stop()
        session = self.session
        if session.phase is Phase.CHOOSE:
            self._ask_bots()
        elif self.only_bots:
            self._schedule_flip()

    def _ask_bots(self, *_card: object) -> None:
        session = self.session
        self._flip_timer.stop()  # a person flipped first: the pace counts from the next turn
        if not self.enabled:
            return
        for player in session.waiting_bots():
            self._ask_bot(player)

    def _ask_bot(self, player: int) -> None:
        """One bot chooses in the background; its answer names the game and turn asked."""
        session = self.session
        game, turn = session.generation, session.turn

        def deliver(choice: object) -> None:
            self._answer(player, game, turn, choice)

        def fail(problem: str) -> None:
            self._answer(player, game, turn, None, problem)

        self.runner.run(seat_move(session, player), deliver, fail)

    def _answer(
        self, player: int, game: int, turn: int, choice: object, problem: str | None = None
    ) -> None:
        """Write a bot's answer if it is still wanted; a bot that failed or broke the
        rules is reported, and its first legal choice is written so the game goes on."""
        session = self.session
        wanted = (
            session.started
            and session.generation == game
            and session.turn == turn
            and session.phase is Phase.CHOOSE
            and not session.has_chosen(player)
        )
        if not wanted:
            return
        if problem is None and isinstance(choice, Choice):
            try:
                session.choose(choice, player)
                return
            except IllegalChoice as error:
                problem = words_of(error)  # marked: written in the language spoken
        why, name = problem or repr(choice), session.players[player]
        self.problem.emit(
            said(
                lambda: self.tr(
                    "{name} could not choose ({reason}): its first legal choice is played."
                ).format(name=name, reason=error_text(anew(why)))
            )
        )
        session.choose(session.legal_choices(player)[0], player)  # a seat yet to choose has one

    def _on_turn_resolved(self, _result: object) -> None:
        if self.only_bots and self.enabled:
            self._schedule_flip()

    def _schedule_flip(self) -> None:
        if self.session.phase is Phase.FLIP:
            self._flip_timer.start(self.pace)

    def _flip_for_bots(self) -> None:
        if self.enabled and self.only_bots and self.session.phase is Phase.FLIP:
            self.session.flip()
