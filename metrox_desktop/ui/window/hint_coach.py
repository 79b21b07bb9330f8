"""The Hint's work: :class:`HintCoach` ranks every legal choice of the chooser, as a
strong bot in that seat would, and keeps the hint shown (its mark on the sheet, its
preview); :mod:`.hints` shows it under the card (see there for what a player sees).

The ranking is the one the game's worker process works out at the flip
(ui/table/verdict.py, ``VerdictWorker.ranking``): a hint asked once it has come is
shown at once, one asked before is shown when it comes. Without a worker (none
runs, it ranks at another work, or it ended before its time) the ranking is worked
out here, on a background thread (:mod:`metrox_desktop.ui.table.background`):
``hint_work`` is that ranking, captured from the table now and computed later. Both
are ``engine.ai.ranking.position_ranking``: the same list either way.

The guided game (ui/learn) suggests the Hint's choice without showing the Hint
(``foresee``): the same ranking, worked out once. A Hint asked for the same position
afterwards shows that ranking (at once, or when it comes) and is counted then; a
ranking only foreseen is neither counted nor shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import (
    QWidget,
)

from metrox_desktop.engine.cards import Card
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Phase
from metrox_desktop.ui.language.status import anew, said
from metrox_desktop.ui.sheet.choice_marks import (
    HINT_COLOUR,
    ChoiceMark,
    choice_name,
    choice_rects,
    label_obstacles,
)
from metrox_desktop.ui.table.background import BackgroundRunner, Job
from metrox_desktop.ui.table.session import GameSession
from metrox_desktop.ui.window.controller import GameController

if TYPE_CHECKING:
    from metrox_desktop.engine.ai import RankedChoice
    from metrox_desktop.engine.ai.stopping import StopCheck
    from metrox_desktop.ui.table.verdict import VerdictWorker


@dataclass(frozen=True)
class HintKey:
    """The position a hint is about: which game, which turn, whose choice."""

    generation: int
    turn: int
    player: int


def hint_work(
    session: GameSession, player: int, work: int | None = None
) -> Callable[[StopCheck | None], list[RankedChoice]]:
    """The ranking of ``player``'s choices for the card on the table, to be computed
    later and anywhere (``work(stop)``): the table is captured now. Same view, rng and
    work as a strong bot in that seat (ui/autoplay.seat_move), so the first entry is
    its choice; the values are expected final scores with the strong bot's play.
    ``work`` defaults to the strong bot's. The AI is imported here, at the first
    hint, not when the window starts."""
    from metrox_desktop.engine.ai.montecarlo import STRONG_WORK
    from metrox_desktop.engine.ai.ranking import position_ranking

    work = STRONG_WORK if work is None else work
    match, seed = session.match, session.seed
    if match.card is None:
        raise ValueError("no card on the table")
    return lambda stop: position_ranking(match, player, seed, work, stop=stop)


def kept_ranking(
    verdict: VerdictWorker | None, key: HintKey, work: int | None
) -> tuple[list[RankedChoice] | None, bool]:
    """What the game's worker has for the position ``key`` at ``work`` (None: the
    strong bot's): the ranking if it has come, and whether it is still coming."""
    if verdict is None:
        return None, False
    from metrox_desktop.engine.ai.montecarlo import STRONG_WORK

    if (STRONG_WORK if work is None else work) != verdict.work:
        return None, False  # another search than the one asked for
    ranked = verdict.ranking(key.turn, key.player)
    return ranked, ranked is None and verdict.ranking_coming(key.turn, key.player)


class HintCoach(QObject):
    """Asks for hints in the background and keeps the one shown (or none)."""

    changed = Signal()  # thinking started or stopped, a hint came or went
    status = Signal(object)  # one line for the status bar (Said: language/status.py)

    def __init__(
        self, session: GameSession, controller: GameController, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.controller = controller
        self.work: int | None = None  # playout cards per hint; None: the strong bot's
        self.runner = BackgroundRunner(self)
        self.key: HintKey | None = None  # what is being worked out or shown
        self.card: Card | None = None
        # The choices with their expected final scores, best first; None while thinking.
        self.ranked: list[RankedChoice] | None = None
        # The player asked for this hint (it is shown and counted); False: only foreseen.
        self.asked = False
        self._job: Job | None = None  # the ranking under way, stopped if it is dropped
        self._awaiting: HintKey | None = None  # the worker's ranking, still to come
        self._heard: VerdictWorker | None = None  # the worker whose news is listened to
        self.mark: ChoiceMark | None = None  # the ring on the sheet, while one is shown
        self._counted: set[HintKey] = set()  # one count per game, turn and player
        self.panel: QWidget | None = None  # under the card, from the first hint asked
        # Whatever moves the table on (a flip, a choice, an undo, another chooser, a
        # new game) ends in ``changed``: the hint goes once its position has passed.
        session.changed.connect(self._drop_if_passed)
        controller.seat_shown.connect(self._place_mark)

    # -- questions --------------------------------------------------------------------
    @property
    def thinking(self) -> bool:
        """Working out a hint the player asked for."""
        return self.asked and self.key is not None and self.ranked is None

    @property
    def shown(self) -> bool:
        return self.asked and self.ranked is not None

    @property
    def best(self) -> Choice | None:
        return self.ranked[0][0] if self.ranked else None

    def why_not(self) -> str | None:
        """Why no hint can be asked now (one line), or None when one can."""
        session = self.session
        if not session.started or session.phase is Phase.OVER:
            return said(lambda: self.tr("The game is over: there is nothing left to choose."))
        if session.phase is not Phase.CHOOSE:
            return said(lambda: self.tr("Flip a card first: a hint is for the card on the table."))
        chooser = session.chooser
        if chooser is None:
            return said(lambda: self.tr("Every person has written for this card."))
        if self.controller.seat != chooser:
            name = session.players[chooser]
            return said(
                lambda: self.tr("Show {name}'s sheet to ask for a hint: it is their turn.").format(
                    name=name
                )
            )
        return None

    def can_ask(self) -> bool:
        return self.why_not() is None and not self.thinking

    # -- commands ---------------------------------------------------------------------
    def request(self) -> bool:
        """Start working out a hint for the chooser; False (and a status line) if none
        can be asked now. Asking again for the same position keeps the one under way."""
        reason = self.why_not()
        if reason is not None:
            self.status.emit(reason)
            return False
        key = self._key_now()
        if key == self.key and self.asked:
            return True  # already thinking about it, or shown
        if key != self.key:
            self._start(key)
        self.asked = True
        if key not in self._counted:
            self._counted.add(key)
            self.session.count_hint(key.player)
        if self.ranked is not None:  # foreseen already: shown at once
            self._show_best()
            self.changed.emit()
            return True
        if self.session.solo:
            self.status.emit(said(lambda: self.tr("Thinking about your choices...")))
        else:
            name = self.session.players[key.player]
            self.status.emit(
                said(lambda: self.tr("Thinking about {name}'s choices...").format(name=name))
            )
        self.changed.emit()
        return True

    def foresee(self) -> bool:
        """Work out the chooser's ranking as ``request`` does, without showing or
        counting it (the guided game's suggestion reads ``ranked``); False when no hint
        can be asked now. ``changed`` is emitted when it comes."""
        if self.why_not() is not None:
            return False
        key = self._key_now()
        if key != self.key:
            self._start(key)
        return True

    def _start(self, key: HintKey) -> None:
        """The ranking for ``key``, in place of any other: the worker's (at once, or
        when it comes), else worked out in the background."""
        self.cancel()
        self.key = key
        self.card = self.session.match.card
        verdict = self.session.verdict
        ranked, coming = kept_ranking(verdict, key, self.work)
        if ranked is not None:
            self._deliver(key, ranked)
        elif coming:
            assert verdict is not None
            self._listen_to(verdict)
            self._awaiting = key
        else:
            self._search_here(key)

    def _search_here(self, key: HintKey) -> None:
        self._job = self.runner.run_stoppable(
            hint_work(self.session, key.player, self.work),
            partial(self._deliver, key),
            self._failed,
        )

    def _listen_to(self, verdict: VerdictWorker) -> None:
        if self._heard is not verdict:
            self._heard = verdict
            verdict.known.connect(self._worker_news)
            verdict.failed.connect(self._worker_news)

    def _worker_news(self, *_signal_args: object) -> None:
        """The awaited ranking has come (shown), or will not (worked out here)."""
        key = self._awaiting
        if key is None or key != self.key:
            return
        ranked, coming = kept_ranking(self.session.verdict, key, self.work)
        if ranked is not None:
            self._awaiting = None
            self._deliver(key, ranked)
        elif not coming:  # the worker failed or ended: nothing is lost
            self._awaiting = None
            self._search_here(key)

    def compute_now(self) -> bool:
        """The same as ``request`` but worked out at once on this thread (screenshots)."""
        return self.request() and self._work_out_here()

    def foresee_now(self) -> bool:
        """The same as ``foresee`` but worked out at once on this thread (screenshots)."""
        return self.foresee() and self._work_out_here()

    def _work_out_here(self) -> bool:
        """The ranking under way worked out at once on this thread instead."""
        key = self.key
        if key is None:
            return False
        if self.ranked is None:
            self._stop_work()
            self._deliver(key, hint_work(self.session, key.player, self.work)(None))
        return True

    def cancel(self, *_signal_args: object) -> None:
        """Drop the hint under way or shown (the position it was about has passed)."""
        self._stop_work()
        had = self.key is not None
        self.key = None
        self.card = None
        self.ranked = None
        self.asked = False
        self._remove_mark()
        if had:
            self.changed.emit()

    def retranslate(self) -> None:
        """The ring's tag in the language just chosen, written in place (the window's
        LanguageChange: the coach is no widget and hears none of its own)."""
        if self.mark is not None:
            self.mark.set_label(self.tr("Hint"))

    def preview(self, choice: Choice | None) -> None:
        """Preview a listed choice on the sheet, as hovering it would."""
        if self.shown and self.key is not None and self.controller.seat == self.key.player:
            self.controller.preview_choice(choice)

    # -- internals --------------------------------------------------------------------
    def _stop_work(self) -> None:
        """No answer is delivered, and the search stops working it out."""
        self._awaiting = None
        job, self._job = self._job, None
        if job is not None:
            job.cancel()

    def _key_now(self) -> HintKey:
        session = self.session
        assert session.chooser is not None
        return HintKey(session.generation, session.turn, session.chooser)

    def _still_wanted(self, key: HintKey) -> bool:
        session = self.session
        return (
            key == self.key
            and session.started
            and session.phase is Phase.CHOOSE
            and session.chooser == key.player
            and self._key_now() == key
        )

    def _deliver(self, key: HintKey, ranked: list[RankedChoice]) -> None:
        if not self._still_wanted(key):
            return  # a late answer for a position that has passed
        self._job = None
        # The search's own choice first (the survivor of its halving); the others by
        # their expected score, so the numbers read downwards. (The search may leave a
        # choice dropped early, on fewer samples, below a weaker one.)
        first, *others = ranked
        self.ranked = [first, *sorted(others, key=lambda entry: -entry[1])]
        if self.asked:
            self._show_best()
        self.changed.emit()

    def _show_best(self) -> None:
        """The hint asked for, shown: its ring, its preview and a status line."""
        assert self.ranked is not None and self.key is not None
        best, expected = self.ranked[0]
        self._place_mark()
        if self.controller.seat == self.key.player:
            self.controller.preview_choice(best)
        board = self.session.board
        self.status.emit(
            said(
                lambda: self.tr("Hint: {choice} ({score:.1f} expected final score).").format(
                    choice=choice_name(board, best)[1], score=expected
                )
            )
        )

    def _failed(self, message: str) -> None:
        asked = self.asked
        self.cancel()
        if asked:
            self.status.emit(
                said(lambda: self.tr("No hint: {reason}").format(reason=anew(message)))
            )

    def _drop_if_passed(self) -> None:
        if self.key is not None and not self._still_wanted(self.key):
            self.cancel()

    def _place_mark(self, *_signal_args: object) -> None:
        """Ring the best choice on the sheet while the hint's player's sheet is shown."""
        self._remove_mark()
        scene = self.controller.scene
        key = self.key
        best = self.best
        if (
            not self.asked
            or best is None
            or key is None
            or scene is None
            or self.controller.seat != key.player
        ):
            return
        assert self.card is not None
        sheet = self.session.match.game.sheets[key.player]
        mark = ChoiceMark(
            choice_rects(scene, sheet, self.card, best),
            HINT_COLOUR,
            self.tr("Hint"),
            avoid=label_obstacles(scene),
        )
        scene.addItem(mark)
        self.mark = mark

    def _remove_mark(self) -> None:
        mark, self.mark = self.mark, None
        if mark is not None and mark.scene() is not None:
            mark.scene().removeItem(mark)
