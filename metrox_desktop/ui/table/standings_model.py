"""StandingsModel: the live ranking of a table, the one both standings views show.

The table panel feeds it (``show_scores``) as the session changes or the turn log looks
back; the full standings (:class:`~.standings.StandingsPanel`) and the compact one
(:class:`~.seat_bar.SeatBar`) follow its ``changed`` signal and draw the same ranking,
each its own way.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence, Set

from PySide6.QtCore import QObject, Signal

from metrox_desktop.engine.scoring import Score, Standing, standings
from metrox_desktop.seats import Seat
from metrox_desktop.ui.table.seat_labels import bot_plays_seat, stand_names

CHOSEN_MARK, CHOOSING_MARK = "\u2713", "\u2026"  # has chosen this turn; choosing now


class StandingsModel(QObject):
    """Every seat's place and score, best first, and where the turn stands."""

    changed = Signal()

    def __init__(self, seats: Sequence[Seat], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seats = tuple(seats)
        self.ranked: list[Standing] = []  # best first (empty: no numbers yet)
        self.order: list[int] = list(range(len(self.seats)))  # the seats, best first
        self.chosen: Collection[int] | None = None  # None: no card on the table
        self.current: int | None = None  # the seat choosing now
        # seats whose person is away (across computers): whether the host's bot plays them
        self.away: Mapping[int, bool] = {}
        self.played: Set[int] = frozenset()  # seats still joined the host's bot plays
        self.overdue: Set[int] = frozenset()  # seats still joined, silent past their time

    def show_scores(
        self,
        scores: Sequence[Score],
        chosen: Collection[int] | None = None,
        current: int | None = None,
        away: Mapping[int, bool] | None = None,
        played: Set[int] = frozenset(),
        overdue: Set[int] = frozenset(),
    ) -> None:
        """Rank ``scores`` (by seat; empty: the seats in order, no numbers yet) by the
        rulebook (``engine.scoring.standings``); ``chosen``: the seats that have chosen
        this turn, None when no card is out; ``current``: the seat choosing now;
        ``away``: the seats whose person is away from a table across computers, each
        with whether the host's bot plays it until they join again; ``played``: the seats
        still joined whose seat the host's bot plays (their time ran out); ``overdue``:
        the seats still joined the table waits on, their time up (the host's window)."""
        self.ranked = standings(scores) if scores else []
        self.order = [s.seat for s in self.ranked] or list(range(len(self.seats)))
        self.chosen, self.current, self.away = chosen, current, away or {}
        self.played, self.overdue = played, overdue
        self.changed.emit()

    def has_chosen(self, seat: int) -> bool:
        return self.chosen is not None and seat in self.chosen

    def named(self, seat: int, name: str) -> str:
        """``name`` as the standings show the seat: marked away while its person is,
        while the host's bot plays it, or while the table waits on it past its time."""
        return self.name_forms(seat, name)[0]

    def name_forms(self, seat: int, name: str) -> tuple[str, ...]:
        """The same, longest first, as a row may write it where its room is short."""
        return stand_names(name, seat in self.away, self.bot_plays(seat), seat in self.overdue)

    def bot_plays(self, seat: int) -> bool:
        """The host's bot plays the seat: its person away, or silent past their time."""
        return bot_plays_seat(seat, self.away, self.played)

    def status(self, seat: int) -> str:
        """The seat's turn mark: chosen, choosing now, or nothing."""
        if self.has_chosen(seat):
            return CHOSEN_MARK
        return CHOOSING_MARK if seat == self.current else ""
