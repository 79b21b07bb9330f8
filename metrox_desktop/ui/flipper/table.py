"""FlipperTable: the flipper's deal as a Qt model, kept in its own autosave.

Holds one :class:`FlipSequence` (an immutable value; taking back a flip is keeping
the one before) and writes the autosave after every change, so the flip sequence
survives a closed window or a crash. A new deal pressed by mistake is taken back like
a flip: the deal before it comes back at its last card, after a restart too (the
autosave keeps the deals left). The window follows
``changed``; a save that cannot be written is reported once through ``problem``, and
kept in ``unheard`` until a window has shown it (a failure at the very first save
happens before any window exists).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from metrox_desktop.deal import deal_code_problem, random_seed
from metrox_desktop.engine.cards import CardError, DeckSpec, load_deck
from metrox_desktop.maps.loader import DEFAULT_MAP
from metrox_desktop.persistence.flipper import (
    MAX_EARLIER,
    FlipperSave,
    FlipperSaveError,
    flipper_copies,
    flipper_path,
    load_flipper_autosave,
    set_aside_damaged,
    write_flipper,
)
from metrox_desktop.ui.flipper.sequence import FlipSequence, FlipsError, boxes_on
from metrox_desktop.ui.language import translated
from metrox_desktop.words import about, os_reason, words_of

# Asked whether to go on with the table a copy of the autosave holds, and why the
# autosave itself is not used (marked for translation; None: it is missing).
GoOnWithCopy = Callable[["FlipperTable", str | None], bool]


class FlipperTable(QObject):
    changed = Signal()
    problem = Signal(str)  # one line for the player: a save that failed

    def __init__(
        self, flips: FlipSequence, map_id: str, autosave: bool = True, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.flips = flips
        self.map_id = map_id
        self.autosave = autosave  # off for screenshots and --print: never touch a table's file
        self._earlier: list[tuple[FlipSequence, str]] = []  # deals left for another, with map
        self.save_problem = ""  # why the flips are not saved (translated; "" when they are)
        self.unheard = ""  # a save problem no window has shown yet

    @classmethod
    def deal(
        cls, deck: DeckSpec, map_id: str, seed: str | None = None, autosave: bool = True
    ) -> FlipperTable:
        """A new deal (a fresh code unless one is given)."""
        flips = FlipSequence.new(deck, seed or random_seed(), boxes_on(map_id))
        table = cls(flips, map_id, autosave)
        table.save()
        return table

    @classmethod
    def resume(cls, saved: FlipperSave) -> FlipperTable:
        """The table as the autosave left it, with the deals it left for this one (Take
        back brings them back); raises FlipperSaveError (set aside)."""
        try:
            return cls._replayed_table(saved)
        except (CardError, FlipsError, ValueError) as error:
            raise set_aside_damaged(
                flipper_path(), FlipperSaveError(about(flipper_path(), words_of(error)))
            ) from None

    @classmethod
    def _replayed_table(cls, saved: FlipperSave) -> FlipperTable:
        """The table ``saved`` holds; raises CardError, FlipsError, ValueError."""
        table = cls(_replayed(saved), saved.map)
        for left in saved.earlier:  # one that no longer replays (a deck gone) is left out:
            with contextlib.suppress(CardError, FlipsError, ValueError):  # never the table's
                table._earlier.append((_replayed(left), left.map))
        return table

    @classmethod
    def from_copy(cls) -> FlipperTable | None:
        """The table the newest usable copy of the autosave holds (its previous version,
        an unfinished write), or None."""
        for saved in flipper_copies():
            with contextlib.suppress(CardError, FlipsError, ValueError):
                return cls._replayed_table(saved)
        return None

    @classmethod
    def at_start(
        cls,
        deck_id: str | None = None,
        map_id: str | None = None,
        seed: str | None = None,
        new_map: str = DEFAULT_MAP,
        flips: FlipSequence | None = None,
        go_on_with_copy: GoOnWithCopy | None = None,
    ) -> tuple[FlipperTable, str | None]:
        """The table left last time, unless another deck, map or code is asked for; else
        a new deal (on ``new_map`` unless a map is asked for), from which Take back
        returns to the deal left. ``flips``: a deal at a given card (``flipper
        --flips``), the table's deal from now whatever was left. Also why the last one
        could not be resumed, if not.

        An autosave damaged or missing leaves the table of its newest usable copy: with
        ``go_on_with_copy``, the player is asked (why the autosave is not used told in the
        same question) whether to go on with it, when it is the deal asked for; a copy not
        gone on with comes back by Take back."""
        left: FlipperTable | None = None
        problem: str | None = None
        try:
            saved = load_flipper_autosave()
            left = cls.resume(saved) if saved is not None else None
        except FlipperSaveError as error:
            problem = words_of(error)  # marked for translation: the window shows it
        if left is None and (left := cls.from_copy()) is not None:
            asked = flips is None and _is_asked_for(left, deck_id, map_id, seed)
            if asked and left.flips.turn and go_on_with_copy is not None:
                if go_on_with_copy(left, problem):
                    left.save()
                    return left, None  # the question said what became of the autosave
                problem = None
        elif flips is None and left is not None and _is_asked_for(left, deck_id, map_id, seed):
            return left, None
        if flips is None:
            deck = load_deck(deck_id)
            flips = FlipSequence.new(deck, seed or random_seed(), boxes_on(map_id or new_map))
        table = cls(flips, map_id or new_map)
        if left is not None:  # the deal left, and those it had left, come back by Take back
            played = left.flips.turn and (left.flips, left.map_id) != (flips, table.map_id)
            table._earlier = left._earlier + ([(left.flips, left.map_id)] if played else [])
        table.save()
        return table, problem

    # -- actions --------------------------------------------------------------------
    def flip(self) -> None:
        if self.flips.over:
            return
        self._set(self.flips.flip())

    @property
    def can_take_back(self) -> bool:
        return bool(self.flips.turn or self._earlier)

    def take_back(self) -> None:
        """Undo the last flip; before the first flip of a deal, bring the last deal back."""
        if self.flips.turn:
            self._set(self.flips.take_back())
        elif self._earlier:
            flips, self.map_id = self._earlier.pop()
            self._set(flips)

    def same_deal(self) -> None:
        """The same code from its first card (a table that wants to play it again)."""
        self._leave(self.flips.again())

    def new_deal(
        self, seed: str | None = None, deck: DeckSpec | None = None, map_id: str | None = None
    ) -> None:
        """A fresh code, or the one given (another table's); from ``deck`` and for the
        sheets of ``map_id`` when given (a friend's result code names both), else the
        table's own."""
        boxes = self.flips.boxes if map_id is None else boxes_on(map_id)
        flips = FlipSequence.new(deck or self.flips.spec, seed or random_seed(), boxes)
        self._leave(flips, map_id)

    def change_map(self, map_id: str) -> None:
        """The sheets the table plays on (how many indicator boxes end the game); the
        cards flipped stay."""
        self.map_id = map_id
        self._set(replace(self.flips, boxes=boxes_on(map_id)))

    # -- keeping ----------------------------------------------------------------------
    def _leave(self, flips: FlipSequence, map_id: str | None = None) -> None:
        """Another deal (on the sheets of ``map_id``, if given); the one left can still be
        taken back (unless nothing was flipped)."""
        if self.flips.turn:
            self._earlier.append((self.flips, self.map_id))
        self.map_id = map_id or self.map_id
        self._set(flips)

    def _set(self, flips: FlipSequence) -> None:
        self.flips = flips
        self.save()
        self.changed.emit()

    def save(self) -> None:
        """Write the autosave now (every change does)."""
        if not self.autosave:
            return
        left = tuple(_kept(flips, map_id) for flips, map_id in self._earlier[-MAX_EARLIER:])
        saved = replace(_kept(self.flips, self.map_id), earlier=left)
        try:
            write_flipper(saved)
        except OSError as error:
            if not self.save_problem:  # say it once, not at every flip
                self.save_problem = self.tr(
                    "The flips cannot be saved ({reason}); the flipper goes on."
                ).format(reason=translated(os_reason(error)))
                self.unheard = self.save_problem
                self.problem.emit(self.save_problem)
            return
        self.save_problem = ""


def _kept(flips: FlipSequence, map_id: str) -> FlipperSave:
    """A deal as the autosave keeps it."""
    return FlipperSave(flips.spec.id, flips.seed, map_id, tuple(c.code for c in flips.cards))


def _replayed(saved: FlipperSave) -> FlipSequence:
    """A deal of the autosave flipped again; raises FlipsError, CardError, ValueError."""
    problem = deal_code_problem(saved.seed)
    if problem is not None:
        raise FlipsError(problem)
    return FlipSequence.replay(load_deck(saved.deck), saved.seed, boxes_on(saved.map), saved.cards)


def _is_asked_for(
    table: FlipperTable, deck_id: str | None, map_id: str | None, seed: str | None
) -> bool:
    """The table's deal is the one asked for (None: anything will do)."""
    has = (table.flips.spec.id, table.map_id, table.flips.seed)
    asked = (deck_id, map_id, seed)
    return all(want is None or want == got for want, got in zip(asked, has, strict=True))
