"""End-of-game scoring: the breakdown, standings with the tie-break, solo rank."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.state import Award, SheetState

# The fewest empty stations of each penalty, 0 to 10: 0-5 -> 0, 6 -> 1, ..., 21+ -> 10
_PENALTY_FROM = (0, 6, 7, 8, 9, 11, 13, 15, 17, 19, 21)
HIGHEST_PENALTY = len(_PENALTY_FROM) - 1  # Emp.P of 21 empty stations or more: 10


def penalty_for(empty_stations: int) -> int:
    """Emp.P for X empty stations, from the rulebook's table."""
    if empty_stations < 0:
        raise ValueError("a sheet cannot have fewer than 0 empty stations")
    return bisect_right(_PENALTY_FROM, empty_stations) - 1


@dataclass(frozen=True, slots=True)
class Score:
    completion_bonus: int  # Comp.B: crowns and diamonds circled
    intersection_bonus: int  # Cross.B: numbers written by star cards
    empty_stations: int  # X
    penalty: int  # Emp.P
    completed: tuple[tuple[str, Award], ...]  # (route letter, award), alphabetical

    @property
    def total(self) -> int:
        return self.completion_bonus + self.intersection_bonus - self.penalty


def score(board: Board, sheet: SheetState) -> Score:
    completion = 0
    completed: list[tuple[str, Award]] = []
    for r, award in enumerate(sheet.awards):
        if award is not None:
            completion += board.first_bonus[r] if award is Award.FIRST else board.later_bonus[r]
            completed.append((board.route_letters[r], award))
    empty = sheet.empty_stations()
    return Score(
        completion_bonus=completion,
        intersection_bonus=sum(m for m in sheet.marks if m > 0),
        empty_stations=empty,
        penalty=penalty_for(empty),
        completed=tuple(sorted(completed)),
    )


@dataclass(frozen=True, slots=True)
class Standing:
    seat: int  # the player's index
    place: int  # 1 = best; tied players share a place (1, 1, 3)
    score: Score


def _rank(score: Score) -> tuple[int, int]:
    """The rulebook's order, lowest first: highest total, then fewest empty stations."""
    return (-score.total, score.empty_stations)


def standings(scores: Sequence[Score]) -> list[Standing]:
    """The players best first: highest total, then fewest empty stations; still tied,
    they share a place and keep their seat order."""
    order = sorted(range(len(scores)), key=lambda seat: _rank(scores[seat]))  # stable
    ranked: list[Standing] = []
    for position, seat in enumerate(order):
        tied = bool(ranked) and _rank(ranked[-1].score) == _rank(scores[seat])
        place = ranked[-1].place if tied else position + 1
        ranked.append(Standing(seat, place, scores[seat]))
    return ranked


def winners(scores: Sequence[Score]) -> tuple[int, ...]:
    """Indices of the winners, in seat order: the players in first place of
    ``standings`` (ties share)."""
    return tuple(s.seat for s in standings(scores) if s.place == 1)


@dataclass(frozen=True, slots=True)
class SoloRank:
    key: str  # stable id, for translations and statistics
    text: str  # the rulebook's words


SOLO_RANKS = (  # (lowest total, rank), best first
    (50, SoloRank("genius", "You are either a genius or have unspeakably good luck.")),
    (40, SoloRank("professional", "You possess professional level skill.")),
    (30, SoloRank("advanced", "You are at an advanced level.")),
    (20, SoloRank("intermediate", "You are at an intermediate level.")),
    (10, SoloRank("average", "You have average level skill.")),
    (5, SoloRank("some-practice", "You need some practice.")),
    (1, SoloRank("practice", "You really need some practice.")),
)
MISREAD = SoloRank("misread", "It is possible that you may have gotten some rules incorrect.")


def solo_rank(total: int) -> SoloRank:
    return next((rank for lowest, rank in SOLO_RANKS if total >= lowest), MISREAD)
