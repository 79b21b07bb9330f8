"""The strong AI's view of each turn of a replayed game, worked out in the background.

:class:`TurnAnalyst` values one person's turns (``engine.ai.review.turn_values``: the
Hint's expected final score of the choice made and of the best) one turn per
background job (``BackgroundRunner``), the turn asked for first, then the rest in
order; each value is kept (``persistence.review_cache``) so a game is worked out once.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from metrox_desktop.engine.ai.montecarlo import STRONG_WORK
from metrox_desktop.engine.ai.review import CostlyTurn, turn_values
from metrox_desktop.engine.ai.stopping import StopCheck
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import DeckSpec
from metrox_desktop.engine.records import GameRecord
from metrox_desktop.persistence.review_cache import ReviewCache
from metrox_desktop.ui.table.background import BackgroundRunner, Job


class TurnAnalyst(QObject):
    valued = Signal(int, int)  # player, turn: a value is known now
    failed = Signal(int, int, str)  # player, turn, why: that turn's value cannot be known

    def __init__(
        self,
        record: GameRecord,
        board: Board,
        deck: DeckSpec,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.record, self.board, self.deck = record, board, deck
        self.cache = ReviewCache(record)
        self.runner = BackgroundRunner(self)
        self.player: int | None = None
        self.wanted = 1
        self._job: Job | None = None
        self._working_on: tuple[int, int] | None = None
        # (player, turn) -> why its value could not be worked out: not tried again (a
        # record whose cards do not follow its deal never has one)
        self.failures: dict[tuple[int, int], str] = {}

    def value(self, player: int, turn: int) -> CostlyTurn | None:
        return self.cache.get(player, turn)

    def failure(self, player: int, turn: int) -> str | None:
        """Why the value of ``player``'s ``turn`` could not be worked out (None: it
        is known, or being worked out, or not asked for yet)."""
        return self.failures.get((player, turn))

    def follow(self, player: int | None, turn: int) -> None:
        """Value ``player``'s turns (None: nobody's), ``turn`` first."""
        if player != self.player and self._job is not None:
            self._job.cancel()
            self._job, self._working_on = None, None
        self.player, self.wanted = player, turn
        self._next()

    def stop(self) -> None:
        self.player = None
        self.runner.cancel_all()
        self._job, self._working_on = None, None

    def _next(self) -> None:
        player = self.player
        if player is None or self._job is not None:
            return
        turns = len(self.record.turns)
        order = [self.wanted, *range(1, turns + 1)]
        missing = next(
            (
                t
                for t in order
                if 1 <= t <= turns
                and not self.cache.get(player, t)
                and (player, t) not in self.failures
            ),
            0,
        )
        if not missing:
            return
        record, board, deck = self.record, self.board, self.deck

        def work_on(stop: StopCheck) -> CostlyTurn:
            values = turn_values(record, board, deck, player, STRONG_WORK, start=missing, stop=stop)
            return next(values)

        self._working_on = (player, missing)
        self._job = self.runner.run_stoppable(work_on, self._deliver, self._fail)

    def _deliver(self, value: CostlyTurn) -> None:
        assert self._working_on is not None
        player, _turn = self._working_on
        self._job, self._working_on = None, None
        self.cache.put(player, value)
        self.valued.emit(player, value.turn)
        self._next()

    def _fail(self, message: str) -> None:
        assert self._working_on is not None
        player, turn = self._working_on
        self._job, self._working_on = None, None
        self.failures[player, turn] = message
        self.failed.emit(player, turn, message)
        self._next()
