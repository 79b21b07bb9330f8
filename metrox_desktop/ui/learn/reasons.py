"""Why the guided game suggests a choice, in one sentence a newcomer can check on the
sheet: the suggestion is the Hint's (the strong AI's), and the sentence names the
plainest good thing that choice does now, found by playing it and its rivals by the
rules: it completes a route (its crown or diamond), puts a star where the most lines
cross, circles more stations than any other choice, or brings a route within a
station or two of its bonus. When none of these sets it apart, the sentence gives the
Hint's own numbers: the expected final score after it and what the next best loses.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import QCoreApplication

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, CardKind
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.rules import Move, apply_choice, newly_complete
from metrox_desktop.engine.state import EMPTY, GameState
from metrox_desktop.ui.language import counts, route_name
from metrox_desktop.ui.language.differences import shown, shown_difference

translate = QCoreApplication.translate
NEAR = 2  # a route this many empty stations (or fewer) from complete is "nearly done"
Ranked = Sequence[tuple[Choice, float]]  # the Hint's ranking: choice, expected score


def why(game: GameState, player: int, card: Card, ranked: Ranked) -> str:
    """The sentence for the first of ``ranked`` (best first) played by ``player``
    for ``card``."""
    board = game.board
    sheet = game.sheets[player]
    best = ranked[0][0]
    if best.is_pass:
        return only_place()
    moves = {choice: apply_choice(board, sheet, card, choice) for choice, _ in ranked}
    move = moves[best]
    for sentence in (
        _completes(game, move),
        _star(card, move, moves.values()),
        _most_stations(move, moves.values()),
        _nearly_done(board, move),
    ):
        if sentence is not None:
            return sentence
    if len(ranked) == 1:
        return only_place()
    return expects(ranked[0][1], ranked[1][1])


def _completes(game: GameState, move: Move) -> str | None:
    board = game.board
    done = newly_complete(board, move.sheet, move.stations)
    if not done:
        return None
    route = done[0]
    crown = route not in game.claimed  # else another player completed it first
    points = board.first_bonus[route] if crown else board.later_bonus[route]
    return completes(route_name(board, route), points, crown)


def _star(card: Card, move: Move, moves: Collection[Move]) -> str | None:
    if card.kind is not CardKind.STAR or not move.stations:
        return None
    if move.mark < max(m.mark for m in moves if m.stations):
        return None
    return star(move.mark)


def _most_stations(move: Move, moves: Collection[Move]) -> str | None:
    counts = sorted((len(m.stations) for m in moves), reverse=True)
    filled = len(move.stations)
    if filled < 2 or len(counts) < 2 or filled != counts[0] or counts[1] == filled:
        return None
    return most_stations(filled)


def _nearly_done(board: Board, move: Move) -> str | None:
    marks = move.sheet.marks
    near = sorted(
        (left, r)
        for r in {r for s in move.stations for r in board.station_routes[s]}
        if move.sheet.awards[r] is None
        and 0 < (left := sum(1 for s in board.route_stations[r] if marks[s] == EMPTY)) <= NEAR
    )
    if not near:
        return None
    left, route = near[0]
    return nearly_done(route_name(board, route), left)


# -- the words, each once ----------------------------------------------------------------
def completes(route: str, points: int, crown: bool) -> str:
    if crown:
        text = translate(
            "Lessons", "It completes the {route} line: its crown, {points} points, is yours."
        )
    else:
        text = translate(
            "Lessons", "It completes the {route} line: its diamond, {points} points, is yours."
        )
    return text.format(route=route, points=points)


def star(points: int) -> str:
    return translate(
        "Lessons",
        "The star lands where {lines} lines cross: {points} points of crossing bonus, the "
        "most this card can give.",
    ).format(lines=points // 2, points=points)


def most_stations(count: int) -> str:
    return translate(
        "Lessons",
        "It circles {count} stations, more than any other choice: fewer empty stations at the end.",
    ).format(count=count)


def nearly_done(route: str, left: int) -> str:
    return translate(
        "Lessons", "It brings the {route} line within {stations} of its bonus."
    ).format(route=route, stations=counts.stations(left))


def only_place() -> str:
    return translate("Lessons", "It is the only place this card can go.")


def expects(best: float, next_best: float) -> str:
    gain = shown_difference(best, next_best)
    if gain <= 0:  # as good as the next, as far as the numbers shown go
        return translate(
            "Lessons",
            "The strong AI expects {score:.1f} points at the end after it; no other "
            "choice is expected to do better.",
        ).format(score=shown(best))
    return translate(
        "Lessons",
        "The strong AI expects {score:.1f} points at the end after it; after the next "
        "best choice, {gain:.1f} fewer.",
    ).format(score=shown(best), gain=gain)


def samples() -> list[str]:
    """One sentence of each kind with long names and numbers: the panel keeps room
    for the longest, so the sheet does not move as they change."""
    name = "M Marunouchi Branch"
    return [
        completes(name, 10, True),
        completes(name, 10, False),
        star(12),
        most_stations(10),
        nearly_done(name, 2),
        only_place(),
        expects(88.8, 0.0),
        expects(88.8, 88.8),
    ]
